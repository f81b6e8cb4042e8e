package se.spelbord.desktop

import androidx.compose.ui.graphics.toArgb
import androidx.compose.ui.graphics.toAwtImage
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.performScrollTo
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

/** Seat colours on screen: the new-game form shows each seat's, the turn banner the one to move. */
@OptIn(ExperimentalTestApi::class)
class SeatColourTest {
    private val light = BoardTheme.of(dark = false, colourBlind = false)

    private fun ComposeUiTest.centreOf(tag: String): Int =
        tag(tag).captureToImage().toAwtImage().let { it.getRGB(it.width / 2, it.height / 2) }

    @Test
    fun theNewGameFormShowsTheColourEachSeatPlays() {
        val app = newApp()
        withApp(app, Device.TABLET) {
            tag("new:fia").performScrollTo().performClick()
            tag("players:2").performScrollTo().performClick()
            waitForIdle()
            assertEquals(light.fill("red")!!.toArgb(), centreOf("seat-colour:0"))
            assertEquals(light.fill("yellow")!!.toArgb(), centreOf("seat-colour:1"), "two players sit opposite by default")
            tag("house-rules").performScrollTo().performClick()
            tag("variant:two_player:adjacent").performScrollTo().performClick()
            tag("seat-name:1").performScrollTo()
            waitForIdle()
            assertEquals(light.fill("blue")!!.toArgb(), centreOf("seat-colour:1"), "adjacent: the second seat plays blue")
            tag("back").performClick()
            waitForIdle()
            tag("new:fjols").performScrollTo().performClick()
            waitForIdle()
            assertFalse(has("seat-colour:0"), "Fjols' players have no colour")
        }
    }

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
            setUpAndStart(app, "fia", listOf(SeatSetup("Anna"), SeatSetup("Bo", BotLevel.BEGINNER)))
            val view = app.game!!.view
            val seat = seatToMove(view.phase)!!
            val key = view.seatColours[seat]!!
            assertEquals(light.fill(key)!!.toArgb(), centreOf("turn-colour"), "the token is painted $key")
            val banner = onAllNodes(hasAnyAncestor(hasTestTag("turn")), useUnmergedTree = true).fetchSemanticsNodes()
                .flatMap { it.config.getOrElse(SemanticsProperties.Text) { emptyList() } }.joinToString(" ") { it.text }
            assertTrue(app.words.render(view.seatNames[seat]) in banner, "the banner names the seat to move: $banner")
            tag("back").performClick()
            waitForIdle()
            // Fjols' players have no colour: no token.
            setUpAndStart(app, "fjols", listOf(SeatSetup("Anna"), SeatSetup("Bo", BotLevel.BEGINNER), SeatSetup("Cilla", BotLevel.BEGINNER)))
            assertFalse(has("turn-colour"), "no colour token in Fjols")
        }
    }
}
