package se.spelbord.ui

import androidx.compose.runtime.Composable
import androidx.compose.runtime.staticCompositionLocalOf
import se.spelbord.ffi.Language
import se.spelbord.ffi.Message
import se.spelbord.ffi.MessageArg
import se.spelbord.ffi.MessageValue
import se.spelbord.ffi.renderMessageSeen
import se.spelbord.ffi.resolveLanguage

/**
 * The app's words in one language, rendered by the core's catalogue (the app holds no
 * Fluent of its own): `w("app-undo")`, `w("app-player-count", "n" to 3)`. A key the
 * catalogue lacks renders as the core's visible missing marker, never a crash. With
 * [colourBlind] colour words name what the colour-blind palette draws ("orange" for
 * the red seat), as the core decides.
 */
class Words(val language: String, val colourBlind: Boolean = false) {
    private val ffiLanguage: Language = resolveLanguage(language)

    /** The message `key` with its named arguments (numbers pick plural forms). */
    operator fun invoke(key: String, vararg args: Pair<String, Any>): String =
        render(Message(key, args.map { (name, value) -> MessageArg(name, value.messageValue()) }))

    /** A core message (a scene label, an event) rendered by the core's catalogue in this language. */
    fun render(message: Message): String = renderMessageSeen(message, ffiLanguage, colourBlind)

    companion object {
        /** The languages the app offers (besides following the system). */
        val languages: List<String> = listOf("en", "sv", "da")

        /** Loads `language` (one of [languages]; others read English), colour words for the palette shown. */
        fun load(language: String, colourBlind: Boolean = false): Words =
            Words(if (language in languages) language else "en", colourBlind)
    }
}

/** An argument as the core takes it: whole numbers as numbers, messages nested, the rest as text. */
private fun Any.messageValue(): MessageValue = when (this) {
    is Int -> MessageValue.Number(toLong())
    is Long -> MessageValue.Number(this)
    is UInt -> MessageValue.Number(toLong())
    is ULong -> MessageValue.Number(toLong())
    is Message -> MessageValue.Nested(this)
    else -> MessageValue.Text(toString())
}

/** The words of the screen being composed. */
val LocalWords = staticCompositionLocalOf { Words.load("en") }

/** Shorthand inside composables: `words("app-undo")`. */
val words: Words
    @Composable get() = LocalWords.current
