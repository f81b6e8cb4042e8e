package se.spelbord

import java.util.concurrent.atomic.AtomicReference
import kotlin.concurrent.thread
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import org.junit.jupiter.api.Test
import se.spelbord.ffi.BotLevel
import se.spelbord.ffi.GameSession
import se.spelbord.ffi.Phase
import se.spelbord.ffi.SpelbordException

/** A bot thinks on another thread while this thread keeps reading the view. */
class ConcurrencyTest {
    @Test
    fun `the view stays readable while a hard bot thinks on another thread`() {
        for (game in catalog()) {
            // All seats hard bots; play a few moves so the position has some substance.
            val session = GameSession(config(game, humans = 0, level = BotLevel.STRONG, seed = 21UL), null)
            repeat(6) { if (session.phase() is Phase.BotTurn) session.botStep(0U) }
            if (session.phase() !is Phase.BotTurn) continue
            val version = session.version()
            val failure = AtomicReference<Throwable?>(null)
            // The bot's step takes at least 300 ms (think, then wait out the rest unlocked).
            val worker = thread(name = "bot-${game.id}") {
                try {
                    session.botStep(300U)
                } catch (t: Throwable) {
                    failure.set(t)
                }
            }
            var readsDuringThinking = 0
            var reads = 0
            while (worker.isAlive) {
                val view = session.view(null)
                session.scene(null)
                reads++
                if (view.version == version && worker.isAlive) readsDuringThinking++
            }
            worker.join()
            failure.get()?.let { throw it }
            assertEquals(version + 1UL, session.version(), "${game.id}: the bot's move was applied")
            println("concurrency: ${game.id} $reads view+scene reads during one hard bot step")
            // A lock held while thinking would block every read until the move is applied.
            assertTrue(readsDuringThinking >= 10, "${game.id}: only $readsDuringThinking reads while the bot thought")
            session.close()
        }
    }

    @Test
    fun `a bot result for a position that changed meanwhile is refused as stale`() {
        for (game in catalog()) {
            val session = GameSession(config(game, humans = 0, seed = 44UL), null)
            if (session.phase() !is Phase.BotTurn) continue
            val version = session.version()
            val slow = AtomicReference<Result<Any>?>(null)
            // The slow step takes its task now and applies it after a second...
            val worker = thread { slow.set(runCatching { session.botStep(1000U) }) }
            Thread.sleep(300)
            // ...while a quick step for the same position is applied first.
            val quick = session.botStep(0U)
            worker.join()
            assertEquals(version + 1UL, quick.result.version)
            val error = slow.get()!!.exceptionOrNull()
            assertTrue(error is SpelbordException.StaleAction, "${game.id}: $error")
            assertEquals(version + 1UL, (error as SpelbordException.StaleAction).current)
            assertEquals(version, error.given)
            assertEquals(version + 1UL, session.version(), "${game.id}: only one move applied")
            session.close()
        }
    }

    @Test
    fun `two threads stepping bots at once never corrupt the game`() {
        for (game in catalog()) {
            val session = GameSession(config(game, humans = 0, seed = 33UL), null)
            val errors = AtomicReference<Throwable?>(null)
            val workers = List(2) {
                thread {
                    try {
                        repeat(40) {
                            try {
                                session.botStep(0U)
                            } catch (e: SpelbordException.StaleAction) {
                                // The other thread won this move: expected.
                            } catch (e: SpelbordException.GameOver) {
                                return@thread
                            }
                        }
                    } catch (t: Throwable) {
                        errors.set(t)
                    }
                }
            }
            workers.forEach { it.join() }
            errors.get()?.let { throw it }
            // The history replays: saving and loading it works.
            val dir = tempStoreDir("race-${game.id}")
            val store = se.spelbord.ffi.SaveStore.open(dir.toString())
            session.save(store)
            assertEquals(session.history(), store.load(session.id()).history())
            session.close()
        }
    }
}
