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
            // Mid-game: the human's turn after about 40 actions of play.
            var session = GameSession(config(game, humans = 1, seed = 100UL), null)
            var seed = 100UL
            while (true) {
                var n = 0
                while (n < 40 && advance(session)) n++
                while (session.phase() !is Phase.HumanTurn && advance(session)) Unit
                if (session.phase() is Phase.HumanTurn) break
                session.close()
                seed++
                session = GameSession(config(game, humans = 1, seed = seed), null)
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

            val bots = GameSession(config(game, humans = 0, level = BotLevel.HARD, seed = 200UL), null)
            val times = mutableListOf<Long>()
            val thinks = mutableListOf<Long>()
            while (times.size < 30 && bots.phase() is Phase.BotTurn) {
                val t0 = System.nanoTime()
                val r = bots.botStep(0U)
                times.add((System.nanoTime() - t0) / 1000)
                thinks.add(r.thinkMs.toLong())
            }
            println(
                "bench: %-10s hard bot step median %.0f µs, max %d µs over %d steps (think max %d ms)"
                    .format(game.id, median(times), times.maxOrNull() ?: 0, times.size, thinks.maxOrNull() ?: 0),
            )
            bots.close()
        }
    }
}
