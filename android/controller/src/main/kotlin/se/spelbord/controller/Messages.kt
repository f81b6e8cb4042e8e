package se.spelbord.controller

import se.spelbord.ffi.SpelbordException

/**
 * An English sentence for each typed error (the apps localise by case; the reasons
 * inside come from the core in English).
 */
fun describe(e: SpelbordException): String = when (e) {
    is SpelbordException.UnknownGame -> "Unknown game '${e.id}'."
    is SpelbordException.BadConfig -> "That setup is not possible: ${e.reason}."
    is SpelbordException.IllegalAction -> "Not allowed: ${e.reason}."
    is SpelbordException.StaleAction -> "The game has moved on; try again."
    is SpelbordException.WrongSeat -> "Not your turn: ${e.reason}."
    is SpelbordException.HandOffPending -> "Pass the device to ${e.player}."
    is SpelbordException.GameOver -> "The game is over."
    is SpelbordException.CannotUndo -> "Cannot undo: ${e.reason}."
    is SpelbordException.UnreadableSave -> "This saved game cannot be read: ${e.reason}."
    is SpelbordException.NewerSaveVersion -> "This game was saved by a newer version of Spelbord; update the app."
    is SpelbordException.GameInUse -> "This game is open elsewhere: ${e.reason}."
    is SpelbordException.NoSuchSave -> "That saved game no longer exists."
    is SpelbordException.Io -> "Storage problem: ${e.reason}."
    is SpelbordException.Internal -> "Something went wrong inside Spelbord (${e.reason}); reopen the game."
}
