package se.spelbord.desktop

import androidx.compose.ui.graphics.toArgb
import androidx.compose.ui.graphics.toAwtImage
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.captureToImage
import androidx.compose.ui.test.hasAnyAncestor
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.performClick
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertTrue
import org.junit.Test
import se.spelbord.ffi.BotLevel
import se.spelbord.ffi.Phase
import se.spelbord.ui.BoardTheme

/** The turn banner names the seat to move and shows the colour of its pieces. */
@OptIn(ExperimentalTestApi::class)
class TurnBannerTest {
    private fun seatToMove(phase: Phase): Int? = when (phase) {
        is Phase.HumanTurn -> phase.seat.toInt()
        is Phase.BotTurn -> phase.seat.toInt()
        is Phase.HandOff -> phase.seat.toInt()
        Phase.Over -> null
    }

    @Test
    fun theTokenIsTheSeatsPieceColour() {
        val app = newApp()
        withApp(app, Device.TABLET) {
            setUpAndStart(app, "fia", listOf(SeatSetup("Anna"), SeatSetup("Bo", BotLevel.EASY)))
            val view = app.game!!.view
            val seat = seatToMove(view.phase)!!
            val key = view.seatColours[seat]!!
            val centre = tag("turn-colour").captureToImage().toAwtImage().let { it.getRGB(it.width / 2, it.height / 2) }
            val want = BoardTheme.of(dark = false, colourBlind = false).fill(key)!!.toArgb()
            assertEquals(want, centre, "the token is painted $key")
            val banner = onAllNodes(hasAnyAncestor(hasTestTag("turn")), useUnmergedTree = true).fetchSemanticsNodes()
                .flatMap { it.config.getOrElse(SemanticsProperties.Text) { emptyList() } }.joinToString(" ") { it.text }
            assertTrue(view.seatNames[seat] in banner, "the banner names the seat to move: $banner")
            tag("back").performClick()
            waitForIdle()
            // Fjols' players have no colour: no token.
            setUpAndStart(app, "fjols", listOf(SeatSetup("Anna"), SeatSetup("Bo", BotLevel.EASY), SeatSetup("Cilla", BotLevel.EASY)))
            assertFalse(has("turn-colour"), "no colour token in Fjols")
        }
    }
}
