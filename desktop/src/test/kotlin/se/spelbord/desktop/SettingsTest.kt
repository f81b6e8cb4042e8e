package se.spelbord.desktop

import androidx.compose.ui.graphics.toAwtImage
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.captureToImage
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.onRoot
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.runDesktopComposeUiTest
import androidx.compose.material3.Text
import java.awt.Color
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import org.junit.Test
import se.spelbord.controller.ImmediateRunner
import se.spelbord.ui.AppState
import se.spelbord.ui.LanguageChoice
import se.spelbord.ui.Screen
import se.spelbord.ui.Settings
import se.spelbord.ui.Sounds
import se.spelbord.ui.SpelbordApp
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

    /**
     * Three settings changed in a row stay on the settings screen, in the desktop
     * window's own composition (its title reads the app's words, so every change
     * recomposes it: the app's state must survive that).
     */
    @Test
    fun threeSettingsInARowStayOnTheSettingsScreen() {
        val dir = java.nio.file.Files.createTempDirectory("spelbord-settings").toFile()
        newApp(dir) // stores the test settings (English, light, no motion) in `dir`
        var shown: AppState? = null
        runDesktopComposeUiTest(824, 1784) {
            setContent {
                val app = rememberDesktopApp(dir, ImmediateRunner, Sounds.Silent)
                shown = app
                Text(app.words("app-name")) // the window's title
                SpelbordApp(app, systemDark = false)
            }
            tag("settings").performClick()
            waitForIdle()
            tag("language:${LanguageChoice.SV}").performScrollTo().performClick()
            waitForIdle()
            assertEquals(Screen.Settings, shown?.screen, "after the language")
            tag("theme:${ThemeChoice.DARK}").performScrollTo().performClick()
            waitForIdle()
            assertEquals(Screen.Settings, shown?.screen, "after the theme")
            tag("colour-marks").performScrollTo().performClick()
            waitForIdle()
            assertEquals(Screen.Settings, shown?.screen, "after the colour marks")
            onNodeWithText("Inställningar").assertExists()
            val kept = shown?.settings
            assertTrue(kept?.language == LanguageChoice.SV && kept.theme == ThemeChoice.DARK && kept.colourMarks, "$kept")
        }
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
            // The house rules are folded under "Standard rules": open them.
            tag("house-rules").performScrollTo().performClick()
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
