package se.spelbord.ui

import java.io.File
import java.util.Properties
import se.spelbord.ffi.OnlineTicket

/** An online game of this device as the home screen lists it. */
data class OnlineGame(
    val ticket: OnlineTicket,
    /** The game's id in the catalog (`fia`), once the board was seen. */
    val game: String,
    /** True when the last state this device saw waited for this player. */
    val yourTurn: Boolean,
    /** When it was last seen (ms). */
    val seenMs: Long,
)

/**
 * The tickets of this device's online games, one small file each in `dir` (the seat's
 * token is in it: the app's private files only, readable by this user alone).
 */
class OnlineGames(private val dir: File) {
    /** Keeps (or refreshes) a ticket. */
    fun keep(ticket: OnlineTicket, game: String = "", yourTurn: Boolean = false) {
        val p = Properties()
        p["server"] = ticket.server
        p["gameId"] = ticket.gameId
        p["token"] = ticket.token
        p["seat"] = ticket.seat.toString()
        p["host"] = ticket.host.toString()
        p["game"] = game.ifEmpty { read(file(ticket.gameId))?.game ?: "" }
        p["yourTurn"] = yourTurn.toString()
        p["seenMs"] = System.currentTimeMillis().toString()
        runCatching {
            dir.mkdirs()
            val f = file(ticket.gameId)
            f.outputStream().use { p.store(it, null) }
            f.setReadable(false, false)
            f.setReadable(true, true)
        }
    }

    /** Forgets a game (left, or over and seen). */
    fun forget(gameId: String) {
        file(gameId).delete()
    }

    /** Every kept game, the ones waiting for this player first, then the latest seen. */
    fun list(): List<OnlineGame> =
        (dir.listFiles { f -> f.name.endsWith(".ticket") } ?: emptyArray())
            .mapNotNull(::read)
            .sortedWith(compareByDescending<OnlineGame> { it.yourTurn }.thenByDescending { it.seenMs })

    private fun file(gameId: String) = File(dir, gameId.filter { it.isLetterOrDigit() || it == '-' } + ".ticket")

    private fun read(f: File): OnlineGame? = runCatching {
        val p = Properties()
        f.inputStream().use(p::load)
        val ticket = OnlineTicket(
            p.getProperty("server"), p.getProperty("gameId"), p.getProperty("token"),
            p.getProperty("seat").toUInt(), p.getProperty("host").toBoolean(),
        )
        OnlineGame(ticket, p.getProperty("game") ?: "", p.getProperty("yourTurn").toBoolean(), p.getProperty("seenMs").toLong())
    }.getOrNull()
}
