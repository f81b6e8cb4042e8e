package se.spelbord

import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue
import org.junit.jupiter.api.Test
import se.spelbord.controller.GameController
import se.spelbord.ffi.GameSession
import se.spelbord.ffi.Phase

/**
 * A human's only legal move (never a roll) is played by the controller, so the
 * player is never asked to tap what they cannot choose; an undone forced move is not
 * played again at once.
 */
class AutoPlayTest {
    /** Plays a game of humans through a controller, tapping the first step; returns the taps. */
    private fun play(controller: GameController, auto: Boolean): Int {
        var taps = 0
        var guard = 0
        while (guard++ < 50_000) {
            val state = controller.settle()
            if (state.isOver) break
            if (auto && state.view.phase is Phase.HumanTurn) {
                assertNull(state.view.forcedMove, "${state.view.game}: the screen never waits on a forced move")
            }
            when {
                state.handOffTo != null -> controller.confirmHandOff()
                state.reveal != null -> controller.acknowledge()
                state.view.canConfirm -> { controller.confirm(); taps++ }
                else -> { controller.chooseStep(state.view.nextSteps.first().notation); taps++ }
            }
            assertNull(controller.state.error)
        }
        assertTrue(controller.state.isOver)
        controller.close()
        return taps
    }

    @Test
    fun `forced moves are played for the player and the game is the same`() {
        for (game in catalog()) {
            val humans = game.minPlayers.toInt()
            val manual = GameSession(config(game, humans = humans, seed = 21UL), null)
            val auto = GameSession(config(game, humans = humans, seed = 21UL), null)
            val manualTaps = play(GameController(manual, autoPlayForced = false), auto = false)
            val autoTaps = play(GameController(auto), auto = true)
            assertEquals(manual.history(), auto.history(), "${game.id}: the same game either way")
            assertTrue(autoTaps < manualTaps, "${game.id}: $autoTaps taps with auto-play, $manualTaps without")
        }
    }

    @Test
    fun `an undone forced move waits for the player`() {
        val fia = catalog().first { it.id == "fia" }
        var checked = 0
        for (seed in 1UL..40UL) {
            val controller = GameController(GameSession(config(fia, humans = 2, seed = seed), null))
            val session = controller.session!!
            repeat(300) {
                val state = controller.settle()
                // A move played for the player waits for them to have seen it.
                if (state.reveal != null) { controller.acknowledge(); return@repeat }
                val seat = (state.view.phase as? Phase.HumanTurn)?.seat ?: return@repeat
                val history = session.history()
                if (state.view.canUndo && state.view.pending.isEmpty() && history.last().by == seat) {
                    controller.undo()
                    val after = controller.settle()
                    assertEquals(history.dropLast(1), session.history(), "exactly one move came off")
                    if (session.legalMoves().size == 1 && session.legalMoves() != listOf("roll")) {
                        // The move taken back was forced: it waits, not offered for auto-play.
                        assertNull(after.view.forcedMove)
                        assertEquals(Phase.HumanTurn(seat), after.view.phase, "not played again")
                        assertNotNull(after.view.nextSteps.firstOrNull())
                        checked++
                    }
                }
                controller.chooseStep(controller.state.view.nextSteps.first().notation)
            }
            controller.close()
        }
        assertTrue(checked > 0, "an auto-played move was undone at least once")
    }
}
