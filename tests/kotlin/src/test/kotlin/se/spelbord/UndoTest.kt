package se.spelbord

import kotlin.test.assertEquals
import org.junit.jupiter.api.Test
import se.spelbord.ffi.GameSession
import se.spelbord.ffi.Phase
import se.spelbord.ffi.SeatView

/**
 * Undo through the bindings: a pending step comes off exactly, and a committed move
 * goes back to where that move started (never across a roll or a deal, which the
 * core refuses and `canUndo` reports).
 */
class UndoTest {
    @Test
    fun `undo takes back the last step, or the whole last move`() {
        for (game in catalog()) {
            val session = GameSession(config(game, humans = game.minPlayers.toInt(), seed = 8UL), null)
            var stepsUndone = 0
            var movesUndone = 0
            var moveStart: SeatView? = null
            repeat(400) {
                (session.phase() as? Phase.HandOff)?.let { session.confirmHandoff(it.seat) }
                val seat = (session.phase() as? Phase.HumanTurn ?: return@repeat).seat
                val before = session.view(seat)
                assertEquals(session.canUndo(seat), before.canUndo, "${game.id}: view and canUndo agree")
                if (before.pending.isEmpty()) moveStart = before
                val historyBefore = session.history()
                val step = before.nextSteps.firstOrNull()?.notation
                val result = if (before.canConfirm || step == null) {
                    session.confirm(before.version, seat)
                } else {
                    session.chooseStep(before.version, seat, step)
                }
                if (!session.canUndo(seat)) return@repeat
                if (result.committed) {
                    // The whole move comes back; the player starts it again.
                    val played = session.history(seat).last() // the seat's own view shows its own swap card
                    if (played.by != seat) return@repeat
                    session.undo(session.version(), seat)
                    movesUndone++
                    val after = session.view(seat)
                    assertEquals(historyBefore, session.history(), "${game.id}: history restored")
                    assertEquals(emptyList(), after.pending, game.id)
                    assertEquals(moveStart?.nextSteps, after.nextSteps, game.id)
                    assertEquals(moveStart?.observationJson, after.observationJson, game.id)
                    session.act(after.version, seat, played.notation)
                } else {
                    // Only the step just chosen comes off.
                    session.undo(session.version(), seat)
                    stepsUndone++
                    val after = session.view(seat)
                    assertEquals(before.pending, after.pending, game.id)
                    assertEquals(before.nextSteps, after.nextSteps, game.id)
                    session.chooseStep(after.version, seat, step!!)
                }
            }
            // Some games may never allow undoing a move (every move followed by a deal); say so.
            println("undo: ${game.id} undid $stepsUndone steps and $movesUndone moves in 400 actions")
            session.close()
        }
    }
}
