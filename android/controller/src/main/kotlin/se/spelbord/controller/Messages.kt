package se.spelbord.controller

import se.spelbord.ffi.Message
import se.spelbord.ffi.SpelbordException
import se.spelbord.ffi.errorMessage

/**
 * What a player reads of a typed error: the core's message (a catalogue key with
 * arguments), rendered in the player's language where it is shown, so it also
 * follows a language switch.
 */
fun describe(e: SpelbordException): Message = errorMessage(e)
