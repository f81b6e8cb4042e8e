package se.spelbord.desktop

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.getBoundsInRoot
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import kotlin.math.abs
import kotlin.test.assertTrue
import org.junit.Test
import se.spelbord.ffi.BotLevel

/**
 * A phone in portrait: the board takes the width and only the height its shape needs,
 * so a wide board leaves no empty bands above and below it, and the log keeps room.
 */
@OptIn(ExperimentalTestApi::class)
class PhoneLayoutTest {
    private fun check(gameId: String, seats: List<SeatSetup>) {
        val app = newApp()
        withApp(app, Device.PHONE) {
            setUpAndStart(app, gameId, seats)
            play(app, PlayLog(), 2)
            val board = tag("board-area").getBoundsInRoot()
            val log = tag("log").getBoundsInRoot()
            val aspect = app.game!!.scene.aspect
            val width: Dp = board.right - board.left
            val height: Dp = board.bottom - board.top
            val fitted = width / aspect
            // Either exactly the board's own height, or less (the room left above the controls).
            assertTrue(height <= fitted + 1.dp, "$gameId: the board box ($height) is taller than the board ($fitted)")
            if (aspect > 1f) assertTrue(abs((height - fitted).value) <= 1f, "$gameId: a wide board's box is its height: $height vs $fitted")
            assertTrue(log.bottom - log.top >= 60.dp, "$gameId: the log keeps room: ${log.bottom - log.top}")
        }
    }

    @Test
    fun aWideBackgammonBoardHasNoBands() = check("fevga", listOf(SeatSetup("Anna"), SeatSetup("Bo", BotLevel.BEGINNER)))

    @Test
    fun aTallCardTableLeavesTheLogRoom() =
        check("fjols", listOf(SeatSetup("Anna"), SeatSetup("Bo", BotLevel.BEGINNER), SeatSetup("Cilla", BotLevel.BEGINNER)))
}
