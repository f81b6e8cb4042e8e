package se.spelbord.controller

import se.spelbord.ffi.BotLevel
import se.spelbord.ffi.GameConfig
import se.spelbord.ffi.GameInfo
import se.spelbord.ffi.GameSession
import se.spelbord.ffi.RemoteSeat
import se.spelbord.ffi.SaveStore
import se.spelbord.ffi.SeatSpec

/**
 * The new-game screen's state: a game from the catalog, its seats and variants.
 * The form only collects choices; the core validates them when the game starts.
 */
data class NewGameForm(
    val game: GameInfo,
    val seats: List<SeatSpec> = defaultSeats(game, game.minPlayers.toInt()),
    val variants: Map<String, String> = game.variants.associate { it.key to it.defaultValue },
    val seed: ULong? = null,
    /** Seats for someone invited with a code (an online game when any is). */
    val invited: Set<Int> = emptySet(),
) {
    /** True when the game is played on a server: some seat is invited. */
    val online: Boolean get() = invited.any { it in seats.indices }

    /** The same form with seat `index` invited (or not). */
    fun withInvite(index: Int, invite: Boolean): NewGameForm =
        copy(invited = if (invite) invited + index else invited - index)

    /**
     * The seats as the server takes them: the first person not invited is the host on
     * this device; bots stay bots; every other person is invited (an online game has
     * one person per device).
     */
    fun remoteSeats(): List<RemoteSeat> {
        val me = seats.indices.firstOrNull { it !in invited && seats[it].bot == null }
        return seats.mapIndexed { i, s ->
            val level = s.bot
            when {
                i == me -> RemoteSeat.Me(s.name)
                level != null && i !in invited -> RemoteSeat.Bot(level)
                else -> RemoteSeat.Invite(s.name)
            }
        }
    }

    /** The same form with `count` seats (new seats are medium bots). */
    fun withPlayers(count: Int): NewGameForm {
        val n = count.coerceIn(game.minPlayers.toInt(), game.maxPlayers.toInt())
        val kept = seats.take(n)
        val extra = (kept.size until n).map { SeatSpec("", BotLevel.CLUB) }
        return copy(seats = kept + extra, invited = invited.filter { it < n }.toSet())
    }

    /** The same form with seat `index` replaced. */
    fun withSeat(index: Int, seat: SeatSpec): NewGameForm =
        copy(seats = seats.mapIndexed { i, s -> if (i == index) seat else s })

    /** The same form with the players of seats `a` and `b` swapped (moves a player to the other team). */
    fun swapped(a: Int, b: Int): NewGameForm {
        if (a !in seats.indices || b !in seats.indices) return this
        return copy(seats = seats.toMutableList().also { it[a] = seats[b]; it[b] = seats[a] })
    }

    /** The same form with one variant set. */
    fun withVariant(key: String, value: String): NewGameForm = copy(variants = variants + (key to value))

    /** The configuration to start from. */
    fun config(): GameConfig = GameConfig(game.id, seats, variants, seed, null)

    /** Starts the game, autosaving into `store`. Throws the core's typed error. */
    fun start(store: SaveStore?): GameSession = GameSession(config(), store)

    companion object {
        /** One human ("You") and bots for the other seats. */
        fun defaultSeats(game: GameInfo, count: Int): List<SeatSpec> =
            (0 until count).map { if (it == 0) SeatSpec("You", null) else SeatSpec("", BotLevel.CLUB) }
    }
}
