package se.spelbord.desktop

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import kotlin.test.assertEquals
import kotlin.test.assertNotEquals
import kotlin.test.assertNotNull
import kotlin.test.assertTrue
import org.junit.Test
import se.spelbord.ffi.BotLevel

/** Undo takes a step back; a hint names a move and marks it on the board. */
@OptIn(ExperimentalTestApi::class)
class UndoHintTest {
    @Test
    fun undoAndHintInFevga() = undoAndHint("fevga")

    @Test
    fun undoAndHintInPortes() = undoAndHint("portes")

    @Test
    fun undoAndHintInPlakoto() = undoAndHint("plakoto")

    private fun undoAndHint(game: String) {
        val app = newApp()
        withApp(app, Device.TABLET) {
            setUpAndStart(app, game, listOf(SeatSetup("Anna"), SeatSetup("Bo", BotLevel.BEGINNER)))
            // Roll until Anna is building a move: a step that goes somewhere on the board
            // (the roll is a step on the dice node too, but it has no target).
            var guard = 0
            while (app.game!!.view.pending.isEmpty() && guard++ < 20) {
                val steps = app.game!!.view.nextSteps
                if (steps.any { it.target != null }) break
                play(app, PlayLog(), 1)
            }
            val before = app.game!!.view
            tag("hint").performScrollTo().performClick()
            waitForIdle()
            val hint = assertNotNull(app.game!!.hint, "a hint is shown")
            assertTrue(has("hint-text"))
            assertTrue(hint.steps.isNotEmpty())
            val first = before.nextSteps.first { it.target != null }
            tag("step:${first.notation}").performScrollTo().performClick()
            waitForIdle()
            assertNotEquals(before.version to before.pending, app.game!!.view.let { it.version to it.pending }, "the step was played")
            tag("undo").performScrollTo().performClick()
            waitForIdle()
            assertEquals(before.pending, app.game!!.view.pending, "undo took it back")
            assertEquals(before.nextSteps, app.game!!.view.nextSteps)
        }
    }
}
