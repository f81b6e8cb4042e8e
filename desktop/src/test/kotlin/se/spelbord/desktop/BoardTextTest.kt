package se.spelbord.desktop

import androidx.compose.ui.test.ExperimentalTestApi
import kotlin.test.assertTrue
import org.junit.Test
import se.spelbord.ffi.BotLevel
import se.spelbord.ui.BoardTextProbe
import se.spelbord.ui.MIN_BOARD_TEXT_SP

/** On a phone every text drawn on a board (labels, numbers, card indices) is at least 11 sp. */
@OptIn(ExperimentalTestApi::class)
class BoardTextTest {
    private fun smallest(gameId: String, seats: List<SeatSetup>, dark: Boolean) {
        val sizes = java.util.concurrent.ConcurrentHashMap<String, Float>()
        BoardTextProbe.onText = { text, sp -> sizes.merge(text, sp) { a, b -> minOf(a, b) } }
        try {
            val app = newApp(dark = dark)
            withApp(app, Device.PHONE) {
                setUpAndStart(app, gameId, seats)
                play(app, PlayLog(), 6)
                screenshot("board-text-$gameId-${if (dark) "dark" else "light"}")
            }
        } finally {
            BoardTextProbe.onText = null
        }
        val least = sizes.minByOrNull { it.value }
        println("ui-board-text: $gameId dark=$dark ${sizes.size} texts, smallest $least sp")
        assertTrue(sizes.isNotEmpty(), "$gameId: the board draws text")
        assertTrue(least!!.value >= MIN_BOARD_TEXT_SP - 0.01f, "$gameId dark=$dark: '${least.key}' is drawn at ${least.value} sp")
    }

    private val games = mapOf(
        "fia" to listOf(SeatSetup("Anna"), SeatSetup("", BotLevel.BEGINNER), SeatSetup("", BotLevel.BEGINNER), SeatSetup("", BotLevel.BEGINNER)),
        "pairanoid" to listOf(SeatSetup("Anna"), SeatSetup("", BotLevel.BEGINNER), SeatSetup("", BotLevel.BEGINNER), SeatSetup("", BotLevel.BEGINNER)),
        "fjols" to listOf(SeatSetup("Anna"), SeatSetup("", BotLevel.BEGINNER), SeatSetup("", BotLevel.BEGINNER)),
        "fevga" to listOf(SeatSetup("Anna"), SeatSetup("", BotLevel.BEGINNER)),
    )

    @Test
    fun everyBoardTextIsReadableOnAPhoneLight() = games.forEach { (id, seats) -> smallest(id, seats, dark = false) }

    @Test
    fun everyBoardTextIsReadableOnAPhoneDark() = games.forEach { (id, seats) -> smallest(id, seats, dark = true) }
}
