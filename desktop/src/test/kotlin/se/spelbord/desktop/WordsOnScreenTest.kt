package se.spelbord.desktop

import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.onAllNodesWithText
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import org.junit.Test
import se.spelbord.ffi.BotLevel
import se.spelbord.ui.LanguageChoice
import se.spelbord.ui.Screen

/** Names and colour words on screen read in the chosen language and palette. */
@OptIn(ExperimentalTestApi::class)
class WordsOnScreenTest {
    /** Every text and accessibility label on screen, lower case. */
    private fun androidx.compose.ui.test.ComposeUiTest.allText(): List<String> =
        onAllNodes(SemanticsMatcher("any node") { true }, useUnmergedTree = true).fetchSemanticsNodes().flatMap { node ->
            node.config.getOrNull(SemanticsProperties.Text).orEmpty().map { it.text } +
                node.config.getOrNull(SemanticsProperties.ContentDescription).orEmpty()
        }.map { it.lowercase() }

    @Test
    fun defaultSeatNamesReadInTheLanguageAndABotSeatIsNamedByItsLevel() {
        val app = newApp()
        app.update(app.settings.copy(language = LanguageChoice.SV))
        withApp(app) {
            tag("new:fia").performScrollTo().performClick()
            waitForIdle()
            val form = { (app.screen as Screen.NewGame).form }
            // The field is empty; the name the table will use is its placeholder.
            assertEquals("", form().seats[0].name)
            assertTrue(onAllNodesWithText("Spelare 1", useUnmergedTree = true).fetchSemanticsNodes().isNotEmpty(), "the placeholder reads Swedish")
            tag("seat-kind:0:${BotLevel.BEGINNER}").performScrollTo().performClick()
            assertEquals("", form().seats[0].name, "a bot is named by its level, not 'Spelare 1'")
            tag("seat-kind:1:null").performScrollTo().performClick()
            assertEquals("", form().seats[1].name, "a seat made a person holds no made-up name")
            waitForIdle()
            assertTrue(onAllNodesWithText("Spelare 2", useUnmergedTree = true).fetchSemanticsNodes().isNotEmpty(), "its placeholder is a person's name")
            tag("start").performClick()
            waitForIdle()
            val names = app.game!!.view.seatNames.map { app.words.render(it) }
            assertEquals(listOf("Nybörjardator 1", "Spelare 2"), names.take(2))
            // The same game in Danish: the default name is read in Danish too.
            app.update(app.settings.copy(language = LanguageChoice.DA))
            waitForIdle()
            assertEquals("Spiller 2", app.words.render(app.game!!.view.seatNames[1]))
            onNodeWithText("Spelare 2", substring = true).assertDoesNotExist()
        }
    }

    @Test
    fun colourBlindMarksNameTheColoursTheyDraw() {
        val app = newApp()
        app.update(app.settings.copy(colourMarks = true))
        withApp(app) {
            setUpAndStart(app, "fia", listOf(SeatSetup("Anna"), SeatSetup("", BotLevel.BEGINNER), SeatSetup("", BotLevel.BEGINNER), SeatSetup("", BotLevel.BEGINNER)))
            play(app, PlayLog(), 6)
            val texts = allText()
            val words = texts.flatMap { it.split(Regex("[^\\p{L}]+")) }.toSet()
            assertTrue("red" !in words && "green" !in words, "no text names red or green: ${texts.filter { "red" in it || "green" in it }}")
            assertTrue("orange" in words && "teal" in words, "the pieces are named as drawn: $texts")
        }
    }
}
