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
import se.spelbord.ui.LanguageChoice
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
}
