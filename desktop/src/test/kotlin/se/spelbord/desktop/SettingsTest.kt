package se.spelbord.desktop

import androidx.compose.ui.graphics.toAwtImage
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.captureToImage
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.onRoot
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import java.awt.Color
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import org.junit.Test
import se.spelbord.controller.ImmediateRunner
import se.spelbord.ui.AppState
import se.spelbord.ui.LanguageChoice
import se.spelbord.ui.Settings
import se.spelbord.ui.ThemeChoice

/** Settings change what is on screen, and stay changed. */
@OptIn(ExperimentalTestApi::class)
class SettingsTest {
    private fun brightness(rgb: Int): Float = Color(rgb).let { (it.red + it.green + it.blue) / 765f }

    @Test
    fun languageChangesTheWordsAndDarkChangesTheColours() {
        val app = newApp()
        withApp(app) {
            onNodeWithText("New game").assertExists()
            val light = brightness(onRoot().captureToImage().toAwtImage().getRGB(5, 5))
            tag("settings").performClick()
            tag("language:${LanguageChoice.SV}").performScrollTo().performClick()
            waitForIdle()
            onNodeWithText("Inställningar").assertExists()
            tag("language:${LanguageChoice.DA}").performScrollTo().performClick()
            onNodeWithText("Indstillinger").assertExists()
            tag("theme:${ThemeChoice.DARK}").performScrollTo().performClick()
            waitForIdle()
            val dark = brightness(onRoot().captureToImage().toAwtImage().getRGB(5, 5))
            assertTrue(dark < light - 0.5f, "dark theme darkens the background ($light → $dark)")
            tag("back").performClick()
            onNodeWithText("Nyt spil").assertExists()
        }
        // A new app on the same folder starts with the stored choices.
        assertEquals(LanguageChoice.DA, app.settings.language)
        assertEquals("da", app.words.language)
    }

    /** "Follow the system" reads a device's whole tag as the core does: Norwegian reads Danish. */
    @Test
    fun theSystemLanguageIsReadFromTheDeviceTag() {
        val follow = Settings(language = LanguageChoice.SYSTEM)
        assertEquals(
            listOf("sv", "sv", "da", "da", "da", "en", "en"),
            listOf("sv-SE", "sv-FI", "da-DK", "nb-NO", "nn", "fr-FR", "en-US").map(follow::languageTag),
        )
        assertEquals("en", Settings(language = LanguageChoice.EN).languageTag("sv-SE"), "a chosen language wins")
        val app = AppState(java.nio.file.Files.createTempDirectory("spelbord-nb").toFile(), ImmediateRunner, "nb-NO")
        assertEquals("da", app.words.language, "a Norwegian device opens in Danish")
    }

    /** House rules on the new-game form read in the chosen language, values in words, never codes. */
    @Test
    fun houseRulesReadInWords() {
        val app = newApp()
        withApp(app) {
            tag("settings").performClick()
            tag("language:${LanguageChoice.SV}").performScrollTo().performClick()
            tag("back").performClick()
            tag("new:fia").performScrollTo().performClick()
            waitForIdle()
            val exit = app.catalog.first { it.id == "fia" }.variants.first { it.key == "exit" }
            // Every value of every rule is a button reading the core's words.
            for ((code, label) in exit.values.zip(exit.valueLabels)) {
                val words = app.words.render(label)
                assertTrue(code !in words || code.all(Char::isDigit), "$code reads as words: $words")
                onNodeWithText(words, useUnmergedTree = true).assertExists()
            }
            onNodeWithText(app.words.render(exit.help)).assertExists()
            onNodeWithText("1or6").assertDoesNotExist()
        }
    }
}
