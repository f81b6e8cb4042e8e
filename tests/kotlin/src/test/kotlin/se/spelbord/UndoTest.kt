package se.spelbord

import kotlin.test.assertEquals
import org.junit.jupiter.api.Test
import se.spelbord.ffi.GameSession
import se.spelbord.ffi.Phase

/** Undo through the bindings takes back exactly the last step or move. */
class UndoTest {
    @Test
    fun `undo restores the view from before the last step or move`() {
        for (game in catalog()) {
            val session = GameSession(config(game, humans = game.minPlayers.toInt(), seed = 8UL), null)
            var undone = 0
            repeat(400) {
                (session.phase() as? Phase.HandOff)?.let { session.confirmHandoff(it.seat) }
                val phase = session.phase() as? Phase.HumanTurn ?: return@repeat
                val before = session.view(phase.seat)
                val historyBefore = session.history()
                assertEquals(session.canUndo(phase.seat), before.canUndo, "${game.id}: view and canUndo agree")
                val step = before.nextSteps.firstOrNull()?.notation
                val result = if (before.canConfirm || step == null) {
                    session.confirm(before.version, phase.seat)
                } else {
                    session.chooseStep(before.version, phase.seat, step)
                }
                if (session.canUndo(phase.seat) && session.history().lastOrNull()?.by == phase.seat ||
                    !result.committed && session.canUndo(phase.seat)
                ) {
                    session.undo(session.version(), phase.seat)
                    undone++
                    assertEquals(historyBefore, session.history(), "${game.id}: history restored")
                    val after = session.view(phase.seat)
                    assertEquals(before.pending, after.pending, game.id)
                    assertEquals(before.nextSteps, after.nextSteps, game.id)
                    assertEquals(before.status, after.status, game.id)
                    // Play on with the same step so the game advances.
                    if (step != null && !before.canConfirm) session.chooseStep(after.version, phase.seat, step)
                    else session.confirm(after.version, phase.seat)
                }
            }
            // Some games may never allow it (every move followed by a deal); say so.
            println("undo: ${game.id} undid $undone times in 400 actions")
            session.close()
        }
    }
}
