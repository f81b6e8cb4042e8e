package se.spelbord.desktop

import java.io.File
import kotlin.test.assertEquals
import kotlin.test.assertNotEquals
import kotlin.test.assertTrue
import org.junit.Test
import se.spelbord.ui.AnimationSpeed
import se.spelbord.ui.BotSpeed
import se.spelbord.ui.LanguageChoice
import se.spelbord.ui.ThemeChoice
import se.spelbord.ui.Words
import se.spelbord.ffi.hasText
import se.spelbord.ffi.isMissingText

/** Checks over the UI's sources: words come from the catalogue, and no screen knows a game. */
class SourceTest {
    private val root = File(System.getProperty("user.dir")).parentFile
    private val uiDirs = listOf("android/ui/src/main/kotlin", "android/app/src/main/kotlin", "desktop/src/main/kotlin")
    private val sources = uiDirs.flatMap { File(root, it).walkTopDown().filter { f -> f.extension == "kt" }.toList() }

    /** String literals of a file, comments and raw (regex) strings left out. */
    private fun literals(text: String): List<String> {
        val code = text.replace(Regex("\"\"\"[\\s\\S]*?\"\"\""), "\"\"")
            .replace(Regex("/\\*[\\s\\S]*?\\*/"), "")
            .lines().map { it.substringBefore("// ") }
            .joinToString("\n")
        return Regex("\"((?:\\\\.|[^\"\\\\])*)\"").findAll(code).map { it.groupValues[1] }.toList()
    }

    @Test
    fun noUserVisibleStringLiteral() {
        assertTrue(sources.size > 10, "the UI sources are found (${sources.size})")
        val bad = sources.flatMap { f ->
            literals(f.readText()).filter { s ->
                val plain = s.replace(Regex("\\$\\{[^}]*}|\\$[a-zA-Z]+"), "")
                // Words have a space or a capital after a letter; keys, tags, paths and env names do not.
                plain.length > 1 && !plain.matches(Regex("[A-Z_]+")) &&
                    (Regex("[A-Za-z] +[A-Za-z]").containsMatchIn(plain) || Regex("(^|\\s)[A-Z][a-z]").containsMatchIn(plain))
            }.map { "${f.name}: \"$it\"" }
        }
        assertEquals(emptyList(), bad, "user-visible words belong in core/locales/<lang>/app.ftl")
    }

    @Test
    fun noScreenBranchesOnAGameId() {
        val ids = listOf("fia", "pairanoid", "fjols", "fevga", "tavli")
        val bad = sources.flatMap { f -> literals(f.readText()).filter { it in ids }.map { "${f.name}: \"$it\"" } }
        assertEquals(emptyList(), bad, "the UI paints kinds and shapes, never a game")
    }

    @Test
    fun everyAppKeyIsInTheCatalogueAndEveryCatalogueKeyIsUsed() {
        val derived = LanguageChoice.entries.map { "app-language-${it.name.lowercase()}" } +
            ThemeChoice.entries.map { "app-theme-${it.name.lowercase()}" } +
            (AnimationSpeed.entries.map { it.name } + BotSpeed.entries.map { it.name }).map { "app-speed-${it.lowercase()}" }
        val key = Regex("\"(app-[a-z0-9-]*[a-z0-9])\"")
        val used = sources.flatMap { f -> key.findAll(f.readText()).map { it.groupValues[1] }.toList() }.toSet() + derived
        assertEquals(emptyList(), used.filter { !hasText(it) }.sorted(), "keys missing in core/locales/<lang>/app.ftl")
        // Both shells' sources: a key neither app shows is a word written for no one.
        val swift = File(root, "ios").walkTopDown().filter { it.extension == "swift" }.map { it.readText() }.joinToString("\n")
        // The core builds some app keys itself (a bot level's name on the form: `app-bot-{level}`),
        // and the online client (spelbord-protocol) and the bindings' online table the
        // connection line (`app-online-waiting-for`).
        val core = listOf("core/src", "bindings/src", "protocol/src").flatMap { d -> File(root, d).walkTopDown().filter { it.extension == "rs" }.toList() }
            .joinToString("\n") { it.readText() }
        val shells = sources.joinToString("\n") { it.readText() } + swift + core
        val catalogue = File(root, "core/locales/en/app.ftl").readLines().mapNotNull { Regex("^(app-[a-z0-9-]+) =").find(it)?.groupValues?.get(1) }
        assertTrue(catalogue.size > 40, "the app's keys are read (${catalogue.size})")
        // A key built from a value (`"app-value-${v}"`) counts for the keys of its prefix.
        val built = Regex("\"(app-[a-z0-9-]*-)(\\$\\{|\\\\\\(|\\{)").findAll(shells).map { it.groupValues[1] }.toSet()
        val unused = catalogue.filter { k -> k !in derived && "\"$k\"" !in shells && built.none { k.startsWith(it) } }
        assertEquals(emptyList(), unused, "keys of app.ftl no shell uses")
    }

    @Test
    fun wordsAreRenderedByTheCoreWithPluralsAndArguments() {
        val sv = Words.load("sv")
        assertEquals("Platser", sv("app-seats"))
        assertEquals("3 spelare", sv("app-player-count", "n" to 3))
        assertEquals("1 pjäs", sv("count-pieces", "count" to 1))
        assertEquals("2 pjäser", Words.load("sv")("count-pieces", "count" to 2u))
        assertEquals("2 brikker", Words.load("da")("count-pieces", "count" to 2L))
        assertNotEquals(Words.load("en")("app-settings"), sv("app-settings"))
        assertTrue(isMissingText(sv("app-no-such-key")), "a missing key is marked, not empty")
    }
}
