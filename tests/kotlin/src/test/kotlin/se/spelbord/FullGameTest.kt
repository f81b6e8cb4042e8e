package se.spelbord

import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import kotlin.test.assertTrue
import org.junit.jupiter.api.Test
import se.spelbord.controller.BoardGeometry
import se.spelbord.controller.GameController
import se.spelbord.ffi.GameSession
import se.spelbord.ffi.Phase
import se.spelbord.ffi.SaveStore

/**
 * A whole game of every registered game through the bindings: one human seat that
 * taps the first offered step (confirming when it can), bots in the other seats;
 * saved midway, the store reopened, the game resumed and finished.
 */
class FullGameTest {
    @Test
    fun `every game plays to the end, saved, reopened and resumed on the way`() {
        for (game in catalog()) {
            val dir = tempStoreDir("full-${game.id}")
            val session = GameSession(config(game, humans = 1, seed = 7UL), null)
            var actions = 0
            while (actions < 25 && advance(session)) actions++
            val before = session.view(null)
            SaveStore.open(dir.toString()).use { store -> session.save(store) }

            // A new store object on the same directory, as after an app restart.
            val store = SaveStore.open(dir.toString())
            val listing = store.list()
            assertEquals(listOf(session.id()), listing.games.map { it.id }, game.id)
            assertTrue(listing.unreadable.isEmpty())
            val resumed = store.load(session.id())
            val after = resumed.view(null)
            // (The version counter restarts from the history length on load, so it is
            // not compared: it only has to grow within one session.)
            assertEquals(before.nextSteps, after.nextSteps, game.id)
            assertEquals(before.phase, after.phase, game.id)
            assertEquals(before.status, after.status, game.id)
            assertEquals(session.history(), resumed.history(), game.id)

            playOut(resumed)
            val outcome = assertNotNull(resumed.outcome(), game.id)
            assertEquals(game.minPlayers.toInt(), outcome.places.size)
            assertTrue(outcome.winners.isNotEmpty(), "${game.id} has a winner")
            assertEquals(1U, resumed.tally().sumOf { it.games } / outcome.places.size.toUInt())
            // The loaded game autosaved into its store up to the end.
            val summary = store.list().games.single()
            assertTrue(summary.finished, "${game.id}: autosave reached the end")
            resumed.close()
            session.close()
            store.close()
        }
    }

    @Test
    fun `the controller plays a game by tapping scene nodes and choosing listed steps`() {
        for (game in catalog()) {
            val session = GameSession(config(game, humans = 1, seed = 3UL), null)
            val published = mutableListOf<Phase>()
            val controller = GameController(session, onChange = { published.add(it.view.phase) })
            controller.refresh()
            var taps = 0
            var guard = 0
            while (!controller.settle().isOver && guard++ < 50_000) {
                val state = controller.state
                when {
                    state.handOffTo != null -> controller.confirmHandOff()
                    // A move played for the player waits for them to have seen it.
                    state.reveal != null -> controller.acknowledge()
                    state.view.canConfirm -> controller.confirm()
                    state.view.phase is Phase.HumanTurn -> {
                        val step = state.view.nextSteps.first()
                        val node = state.scene.nodes.firstOrNull { it.action == step.notation }
                        if (node != null) {
                            // Tap the node's centre on a 1000 × 700 screen.
                            val g = BoardGeometry(1000f, 700f, state.scene)
                            val r = node.rect
                            controller.tapPixel(g, g.pixelX(r.x + r.w / 2), g.pixelY(r.y + r.h / 2))
                            taps++
                        } else {
                            controller.chooseStep(step.notation)
                        }
                    }
                }
                assertEquals(null, controller.state.error, "${game.id}: ${controller.state.error}")
            }
            assertTrue(controller.state.isOver, "${game.id} ended")
            assertTrue(published.isNotEmpty())
            println("controller: ${game.id} over after ${session.version()} actions, $taps taps on nodes")
            controller.close()
            session.close()
        }
    }
}
