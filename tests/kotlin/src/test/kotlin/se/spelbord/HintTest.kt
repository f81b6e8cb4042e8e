package se.spelbord

import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import se.spelbord.controller.GameController
import se.spelbord.ffi.GameSession
import se.spelbord.ffi.Phase
import se.spelbord.ffi.SpelbordException

/** Hints through the bindings and the controller: legal, side-effect free, typed refusals. */
class HintTest {
    @Test
    fun `a hint is a legal move with its steps, shown until the game moves on`() {
        for (game in catalog()) {
            val players = game.minPlayers.toInt()
            val controller = GameController(GameSession(config(game, humans = players, seed = 31UL), null))
            val session = controller.session!!
            var hints = 0
            repeat(200) {
                if (controller.settle().handOffTo != null) controller.confirmHandOff()
                if (controller.settle().reveal != null) controller.acknowledge()
                val state = controller.settle()
                val seat = (state.view.phase as? Phase.HumanTurn)?.seat ?: return@repeat
                val history = session.history()
                assertThrows<SpelbordException.StaleAction> { session.hint(state.view.version + 1UL, seat) }
                val other = (seat + 1U) % players.toUInt()
                assertThrows<SpelbordException> { session.hint(state.view.version, other) }

                controller.hint()
                val hint = assertNotNull(controller.settle().hint, "${game.id}: a hint is shown")
                assertEquals(seat, hint.seat)
                assertTrue(hint.notation in session.legalMoves(), "${game.id}: ${hint.notation}")
                assertTrue(hint.steps.isNotEmpty())
                assertEquals(history, session.history(), "${game.id}: a hint plays nothing")
                hints++

                // Follow the hint's steps; once the move is made the hint is gone.
                for (step in hint.steps) {
                    if (controller.state.view.nextSteps.any { it.notation == step.notation }) {
                        controller.chooseStep(step.notation)
                        controller.settle()
                    }
                }
                if (controller.state.view.canConfirm) controller.confirm()
                controller.settle()
                assertNull(controller.state.error, "${game.id}: ${controller.state.error}")
                assertTrue(session.history().size > history.size, "${game.id}: the hinted move was played")
                assertNull(controller.state.hint, "${game.id}: the hint is gone after the move")
            }
            assertTrue(hints > 10, "${game.id}: $hints hints")
            controller.close()
        }
    }
}
