package se.spelbord.ui

import androidx.compose.runtime.Composable
import androidx.compose.runtime.staticCompositionLocalOf
import se.spelbord.ffi.Language
import se.spelbord.ffi.Message
import se.spelbord.ffi.games
import se.spelbord.ffi.renderMessage
import se.spelbord.ffi.resolveLanguage

/**
 * The app's words in one language, read from the core's Fluent catalogue
 * (`core/locales/<lang>/<area>.ftl`, on the classpath as `locales/<lang>/<area>.ftl`).
 *
 * Only the part of Fluent the catalogue uses is read: `key = value` messages, indented
 * continuation lines, `{ $arg }` placeables and `{ $n -> [one] … *[other] … }` plural
 * selectors. A key missing in the language falls back to English, then to the key
 * itself (so a missing word is visible in a screenshot, never a crash).
 */
class Words(val language: String, private val messages: Map<String, String>, private val english: Map<String, String>) {
    /** The message `key` with its `{ $name }` placeables filled from [args]. */
    operator fun invoke(key: String, vararg args: Pair<String, Any>): String {
        val pattern = messages[key] ?: english[key] ?: return key
        return Fluent.format(pattern, args.toMap())
    }

    /** A core message (a scene label, an event) rendered by the core's catalogue in this language. */
    fun render(message: Message): String = renderMessage(message, ffiLanguage)

    private val ffiLanguage: Language by lazy { resolveLanguage(language) }

    /** True when the catalogue has `key` in some language. */
    fun has(key: String): Boolean = key in messages || key in english

    companion object {
        /** The languages the app offers (besides following the system). */
        val languages: List<String> = listOf("en", "sv", "da")

        /** The catalogue areas the app reads: its own, the shared ones, and one per game of the catalog. */
        private val areas: List<String> by lazy { listOf("app", "scene", "common") + games().map { it.id } }

        /** Loads `language` (one of [languages]; others fall back to English). */
        fun load(language: String): Words {
            val lang = if (language in languages) language else "en"
            return Words(lang, read(lang), if (lang == "en") emptyMap() else read("en"))
        }

        private fun read(lang: String): Map<String, String> = buildMap {
            for (area in areas) {
                val text = Words::class.java.classLoader
                    ?.getResourceAsStream("locales/$lang/$area.ftl")
                    ?.use { it.readBytes().decodeToString() } ?: continue
                putAll(Fluent.parse(text))
            }
        }
    }
}

/** The words of the screen being composed. */
val LocalWords = staticCompositionLocalOf { Words.load("en") }

/** Shorthand inside composables: `words("app-undo")`. */
val words: Words
    @Composable get() = LocalWords.current

/** The small Fluent subset the catalogue is written in. */
internal object Fluent {
    private val message = Regex("""^([a-z][a-z0-9-]*)\s*=\s?(.*)$""")
    private val placeable = Regex("""\{\s*\$([a-z_][a-z0-9_-]*)\s*\}""")
    private val selectorStart = Regex("""\{\s*\$([a-z_][a-z0-9_-]*)\s*->""")
    private val variant = Regex("""(\*?)\[([a-z0-9]+)\]\s*([^\n]*)""")

    /** Messages of one file, continuation lines joined with a space. */
    fun parse(text: String): Map<String, String> {
        val out = LinkedHashMap<String, String>()
        var key: String? = null
        val value = StringBuilder()
        fun flush() {
            key?.let { out[it] = value.toString().trim() }
            key = null
            value.clear()
        }
        for (line in text.lines()) {
            val m = message.find(line)
            when {
                line.startsWith("#") -> flush()
                m != null && !line.first().isWhitespace() -> {
                    flush()
                    key = m.groupValues[1]
                    value.append(m.groupValues[2])
                }
                line.isNotBlank() && key != null -> value.append('\n').append(line.trim())
                line.isBlank() -> flush()
            }
        }
        flush()
        return out
    }

    /** Fills placeables and picks plural variants (`one` when the number is 1). */
    fun format(pattern: String, args: Map<String, Any>): String {
        var selected = pattern
        while (true) {
            val sel = selectorStart.find(selected) ?: break
            // The selector runs to its matching brace (variants hold placeables of their own).
            var depth = 1
            var end = sel.range.last + 1
            while (end < selected.length && depth > 0) {
                if (selected[end] == '{') depth++ else if (selected[end] == '}') depth--
                end++
            }
            val n = args[sel.groupValues[1]]
            val wanted = if (n is Number && n.toLong() == 1L) "one" else n?.toString()
            val variants = variant.findAll(selected.substring(sel.range.last + 1, end - 1)).toList()
            val pick = variants.firstOrNull { it.groupValues[2] == wanted }
                ?: variants.firstOrNull { it.groupValues[1] == "*" }
            selected = selected.substring(0, sel.range.first) + (pick?.groupValues?.get(3)?.trim() ?: "") + selected.substring(end)
        }
        return placeable.replace(selected.replace('\n', ' ')) { args[it.groupValues[1]]?.toString() ?: it.value }
    }
}
