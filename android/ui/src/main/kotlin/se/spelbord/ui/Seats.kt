package se.spelbord.ui

import se.spelbord.controller.NewGameForm
import se.spelbord.ffi.BotLevel
import se.spelbord.ffi.GameInfo
import se.spelbord.ffi.SeatSpec

/** The new-game form's seats, named in the player's language. */
object Seats {
    /**
     * Seat `index` as a new table sets it: the first a person, the others medium bots,
     * none with a name of its own: the core names a person "Player 1" and a bot by its
     * level, in the reader's language. The form shows that name as the empty field's
     * placeholder, so a typed name is never added to it ("Player 2Bo").
     */
    fun default(index: Int, words: Words): SeatSpec =
        if (index == 0) SeatSpec("", null)
        else SeatSpec("", BotLevel.CLUB)

    /** A person's name before one is typed ("Spelare 1"; the core reads it in any language). */
    fun defaultName(index: Int, words: Words): String = words("seat-player-auto", "n" to index + 1)

    /** What the table will call seat `index` of `seat` when no name is typed: "Player 2", "Club bot 2". */
    fun shownName(index: Int, seat: SeatSpec, words: Words): String = when {
        seat.name.isNotBlank() -> seat.name
        seat.bot != null -> words("seat-bot-auto-${seat.bot!!.name.lowercase()}", "n" to index + 1)
        else -> defaultName(index, words)
    }

    /** `form` as the table takes it: a person's empty name is the seat's default name. */
    fun named(form: NewGameForm, words: Words): NewGameForm =
        form.copy(seats = form.seats.mapIndexed { i, s -> if (s.bot == null && s.name.isBlank()) s.copy(name = defaultName(i, words)) else s })

    /**
     * Seat `index` switched to `level` (null: a person). A default or empty name does
     * not follow (the core names the seat by its kind, in the reader's language); a
     * typed name stays.
     */
    fun withKind(form: NewGameForm, index: Int, level: BotLevel?, words: Words): NewGameForm {
        val seat = form.seats[index]
        val made = seat.name.isBlank() || seat.name == defaultName(index, words)
        return form.withSeat(index, SeatSpec(if (made) "" else seat.name, level))
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
