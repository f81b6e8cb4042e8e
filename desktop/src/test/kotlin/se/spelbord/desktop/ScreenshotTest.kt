package se.spelbord.desktop

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import org.junit.Test
import se.spelbord.ffi.BotLevel
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.hasText
import se.spelbord.ffi.isMissingText
import se.spelbord.ui.LanguageChoice
import se.spelbord.ui.Screen

/**
 * Every screen for every game, light and dark, phone portrait and tablet landscape,
 * written to target/screenshots as `<device>-<theme>-<screen>.png`
 * (scripts/screenshots.sh copies the README's from there).
 */
@OptIn(ExperimentalTestApi::class)
class ScreenshotTest {
    private val games = listOf("fia", "pairanoid", "fjols", "fevga")

    private fun shoot(device: Device, dark: Boolean) {
        val app = newApp(dark = dark)
        val prefix = "${device.name.lowercase()}-${if (dark) "dark" else "light"}"
        withApp(app, device) {
            for (game in games) {
                tag("new:$game").performScrollTo().performClick()
                screenshot("$prefix-new-$game")
                tag("start").performClick()
                waitForIdle()
                // A few moves in, so the board shows play and the log has lines.
                play(app, PlayLog(), 4)
                screenshot("$prefix-game-$game")
                tag("back").performClick()
                // A game of bots only is over as soon as it starts: the end screen.
                val info = app.catalog.first { it.id == game }
                tag("new:$game").performScrollTo().performClick()
                for (i in 0 until info.defaultPlayers.toInt()) tag("seat-kind:$i:${BotLevel.BEGINNER}").performScrollTo().performClick()
                tag("start").performClick()
                waitForIdle()
                assertTrue(app.game!!.isOver, "$game: bots played to the end")
                screenshot("$prefix-end-$game")
                tag("back").performClick()
            }
            // Pass-and-play: two people at a Fjols table see the hand-off screen.
            setUpAndStart(app, "fjols", listOf(SeatSetup("Anna"), SeatSetup("Bo"), SeatSetup("Cilla", BotLevel.BEGINNER)))
            play(app, PlayLog(), 3) { }
            var guard = 0
            while (app.game!!.handOffName == null && !app.game!!.isOver && guard++ < 40) play(app, PlayLog(), 1)
            if (app.game!!.handOffName != null) screenshot("$prefix-hand-off-fjols")
            tag("back").performClick()
            waitForIdle()
            screenshot("$prefix-home")
            tag("settings").performClick()
            screenshot("$prefix-settings")
            tag("back").performClick()
            tag("rules:fia").performScrollTo().performClick()
            screenshot("$prefix-rules-fia")
            tag("back").performClick()
            waitForIdle()
            assertEquals(Screen.Home, app.screen)
        }
    }

    @Test fun phoneLight() = shoot(Device.PHONE, dark = false)

    /**
     * The same tables in Swedish and Danish, every game on a phone and a tablet: the
     * new-game form and a game in play, to be read by a native speaker.
     */
    private fun inSwedishAndDanish(device: Device) {
        val prefix = device.name.lowercase()
        for (language in listOf(LanguageChoice.SV, LanguageChoice.DA)) {
            val app = newApp()
            app.update(app.settings.copy(language = language))
            withApp(app, device) {
                for (game in games) {
                    tag("new:$game").performScrollTo().performClick()
                    screenshot("$prefix-${language.tag}-new-$game")
                    tag("start").performClick()
                    waitForIdle()
                    play(app, PlayLog(), 4)
                    screenshot("$prefix-${language.tag}-game-$game")
                    // Every word on the screen came out of the catalogue whole, and none of
                    // the app's English buttons or headings is left.
                    val texts = onAllNodes(hasText("", substring = true), useUnmergedTree = true).fetchSemanticsNodes()
                        .flatMap { node -> node.config[SemanticsProperties.Text].map { it.text } }
                    assertTrue(texts.size > 10, "$game: the screen has words (${texts.size})")
                    assertEquals(emptyList(), texts.filter(::isMissingText), "$game in ${language.tag}")
                    val english = listOf("Undo", "Hint", "Moves", "Rules", "Back", "your turn", "rolls", "comes out")
                    assertEquals(emptyList(), texts.filter { t -> english.any { it in t } }, "$game in ${language.tag}: English left")
                    tag("back").performClick()
                    waitForIdle()
                }
            }
        }
    }

    @Test fun phoneInSwedishAndDanish() = inSwedishAndDanish(Device.PHONE)

    @Test fun tabletInSwedishAndDanish() = inSwedishAndDanish(Device.TABLET)

    @Test fun phoneDark() = shoot(Device.PHONE, dark = true)

    @Test fun tabletLight() = shoot(Device.TABLET, dark = false)

    @Test fun tabletDark() = shoot(Device.TABLET, dark = true)
}
