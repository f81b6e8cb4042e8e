package se.spelbord

import java.nio.file.Files
import java.nio.file.Path
import se.spelbord.ffi.BotLevel
import se.spelbord.ffi.GameConfig
import se.spelbord.ffi.GameInfo
import se.spelbord.ffi.GameSession
import se.spelbord.ffi.Phase
import se.spelbord.ffi.SeatSpec
import se.spelbord.ffi.games

/** Every game of the catalog; the tests run over all of them, whatever is registered. */
fun catalog(): List<GameInfo> = games().also { check(it.isNotEmpty()) { "the catalog is empty" } }

/** A fresh temporary directory for a save store. */
fun tempStoreDir(name: String): Path = Files.createTempDirectory("spelbord-$name-")

/** `humans` human seats first, then bots of `level`, `players` seats in all. */
fun config(
    game: GameInfo,
    humans: Int,
    level: BotLevel = BotLevel.BEGINNER,
    seed: ULong = 1UL,
    players: Int = game.minPlayers.toInt(),
): GameConfig {
    val seats = (0 until players).map { i ->
        if (i < humans) SeatSpec("Human ${i + 1}", null) else SeatSpec("Bot ${i + 1}", level)
    }
    return GameConfig(game.id, seats, emptyMap(), seed, null)
}

/**
 * One action of the table: a bot steps, a hand-off is confirmed, or the human to
 * move taps the first offered step (confirming when the built move can be confirmed).
 * Returns false once the game is over.
 */
fun advance(session: GameSession): Boolean {
    when (val phase = session.phase()) {
        is Phase.Over -> return false
        is Phase.BotTurn -> session.botStep(0U)
        is Phase.HandOff -> session.confirmHandoff(phase.seat)
        is Phase.HumanTurn -> {
            val view = session.view(phase.seat)
            if (view.canConfirm) {
                session.confirm(view.version, phase.seat)
            } else {
                val step = view.nextSteps.firstOrNull() ?: error("${view.game}: a human to move has no step offered")
                session.chooseStep(view.version, phase.seat, step.notation)
            }
        }
    }
    return true
}

/** Advances until over; fails after `limit` actions. */
fun playOut(session: GameSession, limit: Int = 50_000) {
    repeat(limit) { if (!advance(session)) return }
    error("${session.info().id}: not over after $limit actions")
}
