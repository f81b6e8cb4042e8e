package se.spelbord.ui

import se.spelbord.controller.NewGameForm
import se.spelbord.ffi.BotLevel
import se.spelbord.ffi.GameInfo
import se.spelbord.ffi.SeatSpec

/** The new-game form's seats, named in the player's language. */
object Seats {
    /**
     * Seat `index` as a new table sets it: the first a person, the others medium bots
     * without a name of their own (the core names them by level in the reader's language).
     */
    fun default(index: Int, words: Words): SeatSpec =
        if (index == 0) SeatSpec(defaultName(index, words), null)
        else SeatSpec("", BotLevel.CLUB)

    /** A person's name before one is typed ("Spelare 1"; the core reads it in any language). */
    fun defaultName(index: Int, words: Words): String = words("seat-player-auto", "n" to index + 1)

    /**
     * Seat `index` switched to `level` (null: a person). A default or empty name does
     * not follow: a bot is then named by its level (by the core, in the reader's
     * language), a person gets the default name; a typed name stays.
     */
    fun withKind(form: NewGameForm, index: Int, level: BotLevel?, words: Words): NewGameForm {
        val seat = form.seats[index]
        val made = seat.name.isBlank() || seat.name == defaultName(index, words)
        val name = when {
            !made -> seat.name
            level == null -> defaultName(index, words)
            else -> ""
        }
        return form.withSeat(index, SeatSpec(name, level))
    }

    /** The form for `info` with the core's usual number of players. */
    fun defaultForm(info: GameInfo, words: Words): NewGameForm =
        NewGameForm(info, seats = (0 until info.defaultPlayers.toInt()).map { default(it, words) })

    /** The same form with `count` seats: kept seats stay, new ones are default seats. */
    fun withCount(form: NewGameForm, count: Int, words: Words): NewGameForm {
        val n = count.coerceIn(form.game.minPlayers.toInt(), form.game.maxPlayers.toInt())
        return form.copy(seats = form.seats.take(n) + (form.seats.size until n).map { default(it, words) })
    }
}
