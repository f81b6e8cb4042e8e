package se.spelbord.desktop

import java.io.File
import kotlin.test.assertEquals
import kotlin.test.assertNotEquals
import kotlin.test.assertTrue
import org.junit.Test
import se.spelbord.ui.AnimationSpeed
import se.spelbord.ui.BotSpeed
import se.spelbord.ui.Fluent
import se.spelbord.ui.LanguageChoice
import se.spelbord.ui.ThemeChoice

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
        val ids = listOf("fia", "pairanoid", "fjols", "fevga")
        val bad = sources.flatMap { f -> literals(f.readText()).filter { it in ids }.map { "${f.name}: \"$it\"" } }
        assertEquals(emptyList(), bad, "the UI paints kinds and shapes, never a game")
    }

    @Test
    fun everyAppKeyIsInEveryLanguage() {
        val used = sources.flatMap { f -> Regex("\"(app-[a-z0-9-]*[a-z0-9])\"").findAll(f.readText()).map { it.groupValues[1] }.toList() }.toSet() +
            LanguageChoice.entries.map { "app-language-${it.name.lowercase()}" } +
            ThemeChoice.entries.map { "app-theme-${it.name.lowercase()}" } +
            (AnimationSpeed.entries.map { it.name } + BotSpeed.entries.map { it.name }).map { "app-speed-${it.lowercase()}" }
        val catalogues = listOf("en", "sv", "da").associateWith { Fluent.parse(File(root, "core/locales/$it/app.ftl").readText()) }
        for ((lang, messages) in catalogues) {
            assertEquals(emptyList(), used.filter { it !in messages }.sorted(), "keys missing in $lang/app.ftl")
            assertEquals(catalogues.getValue("en").keys, messages.keys, "$lang/app.ftl has the same keys as English")
        }
        assertNotEquals(catalogues.getValue("en")["app-settings"], catalogues.getValue("sv")["app-settings"])
        assertNotEquals(catalogues.getValue("sv")["app-settings"], catalogues.getValue("da")["app-settings"])
    }

    @Test
    fun fluentPlaceablesAndPlurals() {
        val m = Fluent.parse("a-b = Hi { \$name }\nc = { \$n ->\n    [one] one card\n   *[other] { \$n } cards\n}\n")
        assertEquals("Hi Anna", Fluent.format(m.getValue("a-b"), mapOf("name" to "Anna")))
        assertEquals("one card", Fluent.format(m.getValue("c"), mapOf("n" to 1)))
        assertEquals("3 cards", Fluent.format(m.getValue("c"), mapOf("n" to 3)))
    }
}
