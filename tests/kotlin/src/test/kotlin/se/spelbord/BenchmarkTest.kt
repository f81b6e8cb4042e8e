package se.spelbord

import org.junit.jupiter.api.Assumptions.assumeTrue
import org.junit.jupiter.api.Test
import se.spelbord.ffi.BotLevel
import se.spelbord.ffi.GameSession
import se.spelbord.ffi.Phase

/**
 * Timings through the Kotlin bindings, printed, never asserted (run with
 * `mvn test -Pbench` or `BENCH=1 scripts/test.sh`): one view and one scene call on a
 * mid-game position of each game, and hard bot steps.
 */
class BenchmarkTest {
    private fun median(xs: List<Long>): Double = xs.sorted().let { s ->
        if (s.size % 2 == 1) s[s.size / 2].toDouble() else (s[s.size / 2 - 1] + s[s.size / 2]) / 2.0
    }

    private fun timeMicros(n: Int, call: () -> Unit): Double {
        repeat(200) { call() } // warm up the JIT and JNA
        val samples = List(n) {
            val t0 = System.nanoTime()
            call()
            System.nanoTime() - t0
        }
        return median(samples) / 1000.0
    }

    @Test
    fun `view, scene and hard bot step timings`() {
        assumeTrue(System.getProperty("spelbord.bench.skip") == "false", "benchmark runs with -Pbench")
        for (game in catalog()) {
            // Mid-game: after about 40 actions, the human's turn with a real choice
            // (several steps offered) where the game has one.
            var session = GameSession(config(game, humans = 1, seed = 100UL), null)
            var n = 0
            while (n < 40 && advance(session)) n++
            fun choosing() = (session.phase() as? Phase.HumanTurn)?.let { session.view(it.seat).nextSteps.size > 1 } == true
            while (n < 400 && !choosing() && advance(session)) n++
            while (session.phase() !is Phase.HumanTurn) {
                if (!advance(session)) { // over early: start again from another seed
                    session.close()
                    session = GameSession(config(game, humans = 1, seed = 101UL + n.toULong()), null)
                    n++
                }
            }
            val seat = (session.phase() as Phase.HumanTurn).seat
            val nodes = session.scene(seat).nodes.size
            val steps = session.view(seat).nextSteps.size
            val view = timeMicros(2000) { session.view(seat) }
            val scene = timeMicros(2000) { session.scene(seat) }
            println(
                "bench: %-10s view %.1f µs, scene %.1f µs (median of 2000; %d nodes, %d steps offered, version %d)"
                    .format(game.id, view, scene, nodes, steps, session.version().toLong()),
            )
            session.close()

            val bots = GameSession(config(game, humans = 0, level = BotLevel.STRONG, seed = 200UL), null)
            // Hard bot steps through the bindings, counting only real decisions
            // (more than one legal move), over the first 300 actions of a bots-only game.
            val times = mutableListOf<Long>()
            var actions = 0
            while (actions++ < 300 && bots.phase() is Phase.BotTurn) {
                val choices = bots.legalMoves().size
                val t0 = System.nanoTime()
                bots.botStep(0U)
                if (choices > 1) times.add((System.nanoTime() - t0) / 1000)
            }
            println(
                "bench: %-10s hard bot step (real choices) median %.0f µs, max %d µs over %d decisions"
                    .format(game.id, if (times.isEmpty()) 0.0 else median(times), times.maxOrNull() ?: 0, times.size),
            )
            bots.close()
        }
    }
}
