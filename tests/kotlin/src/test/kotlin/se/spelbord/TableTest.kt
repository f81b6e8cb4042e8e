package se.spelbord

import java.util.Collections
import kotlin.test.assertEquals
import kotlin.test.assertNull
import kotlin.test.assertTrue
import org.junit.jupiter.api.Test
import se.spelbord.controller.GameController
import se.spelbord.controller.GameUiState
import se.spelbord.ffi.Face
import se.spelbord.ffi.GameSession
import se.spelbord.ffi.Language
import se.spelbord.ffi.isMissingText
import se.spelbord.ffi.renderMessage
import se.spelbord.ffi.SaveStore

/** The core's table through the bindings and the Kotlin adapter. */
class TableTest {
    private val fjols get() = catalog().first { it.id == "fjols" }

    @Test
    fun `pass-and-play hides every hand during a hand-off and shows a forced pick-up to its player`() {
        var reveals = 0
        for (seed in 1UL..20UL) {
            val session = GameSession(config(fjols, humans = 3, players = 3, seed = seed), null)
            val seen = Collections.synchronizedList(mutableListOf<GameUiState>())
            val controller = GameController(session, onChange = { seen.add(it) })
            var guard = 0
            while (guard++ < 400) {
                val state = controller.settle()
                if (state.isOver) break
                when {
                    state.handOffTo != null -> controller.confirmHandOff()
                    state.reveal != null -> {
                        val reveal = state.reveal!!
                        assertEquals(reveal.seat, state.viewer, "the reveal is shown to its player")
                        // A take brings the card picked up; a forced lay the card drawn after it.
                        val words = reveal.lines.map { renderMessage(it, Language.EN) }
                        assertTrue(reveal.cards.nodes.size <= 1, "$words: ${reveal.cards.nodes}")
                        // Each one as the player's own board shows it: same face, same name.
                        for (card in reveal.cards.nodes) {
                            assertTrue(card.face is Face.Card)
                            assertTrue(state.scene.nodes.any { it.face == card.face && it.label == card.label }, "$words")
                        }
                        assertTrue(words.isNotEmpty() && words.none { isMissingText(it) }, "the move in words: $words")
                        // The move it showed before playing it for them.
                        val forced = synchronized(seen) { seen.lastOrNull { it.reveal == null && it.version < state.version } }
                        if (forced?.view?.forcedMove == "take") {
                            assertEquals(1, reveal.cards.nodes.size)
                            reveals++
                        }
                        controller.acknowledge()
                    }
                    state.view.canConfirm -> controller.confirm()
                    else -> controller.chooseStep(state.view.nextSteps.first().notation)
                }
            }
            controller.close()
            for (state in seen.filter { it.handOffTo != null }) {
                assertNull(state.viewer, "no one's eyes during a hand-off")
                assertEquals("", state.view.observationJson)
            }
            session.close()
            if (reveals >= 2) return
        }
        error("only $reveals forced pick-ups were shown")
    }

    @Test
    fun `leaving a game stops its bots and its states`() {
        for (game in catalog()) {
            val session = GameSession(config(game, humans = 0, seed = 12UL), null)
            val seen = Collections.synchronizedList(mutableListOf<GameUiState>())
            val controller = GameController(session, onChange = { seen.add(it) }, minBotThinkMs = 50U)
            while (session.version() < 2UL) Thread.sleep(5)
            controller.close()
            val count = seen.size
            val version = session.version()
            Thread.sleep(250)
            assertEquals(count, seen.size, "${game.id}: no state after leaving")
            assertEquals(version, session.version(), "${game.id}: no move after leaving")
            session.close()
        }
    }

    @Test
    fun `every change the table makes is saved to the game's store`() {
        for (game in catalog()) {
            val store = SaveStore.open(tempStoreDir("table-${game.id}").toString())
            val session = GameSession(config(game, humans = 1, seed = 13UL), store)
            val controller = GameController(session)
            repeat(12) {
                val state = controller.settle()
                when {
                    state.isOver -> return@repeat
                    // A move played for the player waits for them to have seen it.
                    state.reveal != null -> controller.acknowledge()
                    state.view.canConfirm -> controller.confirm()
                    else -> controller.chooseStep(state.view.nextSteps.first().notation)
                }
            }
            val state = controller.settle()
            assertNull(state.autosaveError)
            assertEquals(session.history(), store.load(session.id()).history(), "${game.id}: the store has every move")
            controller.close()
            session.close()
            store.close()
        }
    }
}
