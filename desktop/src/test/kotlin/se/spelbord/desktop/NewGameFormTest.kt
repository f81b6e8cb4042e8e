package se.spelbord.desktop

import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.getBoundsInRoot
import androidx.compose.ui.test.onRoot
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.performTextInput
import java.nio.file.Files
import kotlin.math.abs
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertNotNull
import kotlin.test.assertTrue
import org.junit.Test
import se.spelbord.ffi.BotLevel
import se.spelbord.ui.Screen

/**
 * The new-game form on a phone: a person's name field starts empty with the table's
 * name for the seat as its placeholder; a seat's row keeps its height whatever its
 * kind; Back and Start stay in view; house rules fold under a summary line; and the
 * last players and rules of each game come back, on the form and as Home's "Play again".
 */
@OptIn(ExperimentalTestApi::class)
class NewGameFormTest {
    /** Every text in the semantics tree. */
    private fun ComposeUiTest.allWords(): List<String> =
        onAllNodes(SemanticsMatcher("any") { true }, useUnmergedTree = true).fetchSemanticsNodes().flatMap { n ->
            n.config.getOrNull(SemanticsProperties.Text).orEmpty().map { it.text }
        }

    @Test
    fun aPersonsNameFieldStartsEmptyWithAPlaceholder() {
        val app = newApp()
        withApp(app, Device.SMALL_PHONE) {
            tag("new:fia").performScrollTo().performClick()
            waitForIdle()
            screenshot("form-fia-phone-start")
            val form = { (app.screen as Screen.NewGame).form }
            assertEquals("", form().seats[0].name, "the first seat holds no made-up name")
            val field = tag("seat-name:0").fetchSemanticsNode()
            assertEquals("", field.config.getOrNull(SemanticsProperties.EditableText)?.text, "the field is empty")
            assertTrue(has("seat-placeholder:0"), "the placeholder is shown")
            // A bot seat switched to a person: still an empty field, and what is typed is the name.
            tag("seat-kind:1:null").performScrollTo().performClick()
            waitForIdle()
            assertEquals("", form().seats[1].name)
            tag("seat-name:1").performScrollTo().performTextInput("Bo")
            waitForIdle()
            assertEquals("Bo", form().seats[1].name, "typing gives the name alone")
            screenshot("form-fia-phone-person")
            // Started without a typed name, the table names the seat in the reader's language.
            tag("start").performClick()
            waitForIdle()
            assertEquals(Screen.Game, app.screen)
            assertEquals("Player 1", app.words.render(app.game!!.view.seatNames[0]))
        }
    }

    /**
     * A team game's swap button names the seat it swaps with, a bot seat without a name
     * by its level ("Swap with  (seat 2)" was shown with the name missing).
     */
    @Test
    fun theSwapButtonNamesABotSeat() {
        val app = newApp()
        withApp(app, Device.SMALL_PHONE) {
            tag("new:pairanoid").performScrollTo().performClick()
            waitForIdle()
            val form = (app.screen as Screen.NewGame).form
            assertEquals("", form.seats[1].name, "the second seat is a bot with no name")
            assertNotNull(form.seats[1].bot)
            val text = tag("seat-swap:0").fetchSemanticsNode().let { n ->
                onAllNodes(SemanticsMatcher("in the swap button") { it.id == n.id || it.parent?.id == n.id }, useUnmergedTree = true)
                    .fetchSemanticsNodes().flatMap { it.config.getOrNull(SemanticsProperties.Text).orEmpty().map { t -> t.text } }
            }.joinToString(" ")
            assertEquals("Swap with Club bot 2 (seat 2)", text)
        }
    }

    @Test
    fun aSeatRowKeepsItsHeightWhateverItsKind() {
        val app = newApp()
        withApp(app, Device.SMALL_PHONE) {
            tag("new:fia").performScrollTo().performClick()
            waitForIdle()
            val heights = mutableMapOf<String, Float>()
            for (kind in listOf("CLUB", "null", "BEGINNER", "MASTER", "null")) {
                tag("seat-kind:1:$kind").performScrollTo().performClick()
                waitForIdle()
                val b = tag("seat-row:1").getBoundsInRoot()
                heights[kind] = (b.bottom - b.top).value
                val chips = tag("seat-kind:2:null").getBoundsInRoot()
                heights["next-$kind"] = chips.top.value - b.top.value
            }
            val rows = heights.filterKeys { !it.startsWith("next") }.values
            assertTrue(rows.max() - rows.min() <= 1f, "the row keeps its height: $heights")
            val next = heights.filterKeys { it.startsWith("next") }.values
            assertTrue(next.max() - next.min() <= 1f, "the next seat's buttons stay where they were: $heights")
        }
    }

    @Test
    fun startAndBackStayInViewAndHouseRulesFold() {
        val app = newApp()
        withApp(app, Device.SMALL_PHONE) {
            tag("new:fia").performScrollTo().performClick()
            waitForIdle()
            tag("players:4").performScrollTo().performClick()
            waitForIdle()
            val root = onRoot().getBoundsInRoot()
            for (t in listOf("start", "back")) {
                val b = tag(t).getBoundsInRoot()
                assertTrue(b.top >= root.top && b.bottom <= root.bottom && b.bottom > b.top, "$t is on screen without scrolling ($b)")
            }
            // Folded: one line, no rule cards, until opened.
            assertTrue(allWords().contains("Standard rules ▾"), "the summary line: ${allWords()}")
            assertFalse(has("variant:two_player:adjacent"), "the rules are folded")
            tag("house-rules").performScrollTo().performClick()
            waitForIdle()
            assertTrue(has("variant:two_player:adjacent"), "a tap opens them")
            val info = app.catalog.first { it.id == "fia" }
            val v = info.variants.first { it.values.size > 1 }
            val other = v.values.first { it != v.defaultValue }
            tag("variant:${v.key}:$other").performScrollTo().performClick()
            waitForIdle()
            assertTrue(allWords().any { it.startsWith("1 house rule") }, "one rule changed: ${allWords()}")
            // Scrolled to the last rule, Start is still where it was.
            val b = tag("start").getBoundsInRoot()
            assertTrue(b.bottom <= root.bottom, "Start stays pinned ($b)")
            screenshot("form-fia-phone-rules-open")
        }
    }

    @Test
    fun playAgainStartsTheLastPlayersInOneTap() {
        val dir = Files.createTempDirectory("spelbord-again").toFile()
        val seats = listOf(SeatSetup("Anna"), SeatSetup("Bo", BotLevel.BEGINNER), SeatSetup("", BotLevel.CASUAL))
        val info = newApp(dir).catalog.first { it.id == "fjols" }
        val v = info.variants.first { it.values.size > 1 }
        val other = v.values.first { it != v.defaultValue }
        val first = newApp(dir)
        withApp(first, Device.SMALL_PHONE) {
            assertFalse(has("again:fjols"), "nothing to play again before a first game")
            setUpAndStart(first, "fjols", seats, mapOf(v.key to other))
            first.home()
            waitForIdle()
            assertTrue(has("again:fjols"), "Home offers Play again")
            screenshot("home-play-again-phone")
        }
        first.close()
        // A new start of the app (the same data folder): one tap on Home starts the game again.
        val app = newApp(dir)
        withApp(app, Device.SMALL_PHONE) {
            val line = tag("again-line:fjols").fetchSemanticsNode().config[SemanticsProperties.Text].joinToString { it.text }
            assertTrue(line.contains("Anna") && line.contains("Bo") && line.contains("1 house rule"), "the line names the players and rules: $line")
            tag("again:fjols").performScrollTo().performClick()
            waitForIdle()
            assertEquals(Screen.Game, app.screen, "one tap from Home to the game")
            val names = app.game!!.view.seatNames.map { app.words.render(it) }
            assertEquals(listOf("Anna", "Bo", "Casual bot 3"), names)
            assertEquals(other, app.current!!.session!!.variants()[v.key], "the house rule came back")
            app.home()
            waitForIdle()
            // The form opens on the same seats, names and rules.
            tag("new:fjols").performScrollTo().performClick()
            waitForIdle()
            val form = (app.screen as Screen.NewGame).form
            assertEquals(seats.map { it.name to it.bot }, form.seats.map { it.name to it.bot })
            assertEquals(other, form.variants[v.key])
            assertNotNull(form)
        }
    }
}
