package se.spelbord.ui

import java.io.File
import java.util.Properties
import se.spelbord.controller.NewGameForm
import se.spelbord.ffi.BotLevel
import se.spelbord.ffi.GameInfo
import se.spelbord.ffi.SeatSpec

/**
 * The seats, names and house rules each game was last started with, kept in a small
 * properties file next to the settings: the new-game form opens on them and Home's
 * "Play again" starts them. Only what the player chose is kept (no words: a seat
 * without a typed name stays without one, and is named in the reader's language).
 */
class LastForms(private val file: File) {
    private val p = Properties().apply { runCatching { file.inputStream().use(::load) } }

    /**
     * The form `info` was last started with; null when there is none, or when what is
     * stored no longer fits the game (a player count, level or rule value it lacks).
     */
    fun form(info: GameInfo): NewGameForm? {
        val id = info.id
        val count = p.getProperty("$id.seats")?.toIntOrNull() ?: return null
        if (count !in info.minPlayers.toInt()..info.maxPlayers.toInt()) return null
        val seats = (0 until count).map { i ->
            val bot = p.getProperty("$id.seat.$i.bot").orEmpty()
            val level = if (bot.isEmpty()) null else BotLevel.entries.firstOrNull { it.name == bot } ?: return null
            SeatSpec(p.getProperty("$id.seat.$i.name").orEmpty(), level)
        }
        val variants = info.variants.associate { v ->
            val stored = p.getProperty("$id.variant.${v.key}")
            v.key to (stored?.takeIf { it in v.values } ?: v.defaultValue)
        }
        return NewGameForm(info, seats = seats, variants = variants)
    }

    /** Keeps `form` as its game's last (a failed write only loses the convenience). */
    fun remember(form: NewGameForm) {
        val id = form.game.id
        p.stringPropertyNames().filter { it.startsWith("$id.") }.forEach { p.remove(it) }
        p["$id.seats"] = form.seats.size.toString()
        form.seats.forEachIndexed { i, s ->
            p["$id.seat.$i.name"] = s.name
            p["$id.seat.$i.bot"] = s.bot?.name.orEmpty()
        }
        for ((key, value) in form.variants) p["$id.variant.$key"] = value
        runCatching {
            file.parentFile?.mkdirs()
            file.outputStream().use { p.store(it, null) }
        }
    }
}

/** How many house rules of `form` differ from the game's standard ones. */
fun NewGameForm.houseRulesChanged(): Int =
    game.variants.count { v -> (variants[v.key] ?: v.defaultValue) != v.defaultValue }
