package se.spelbord.desktop

import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import java.io.File
import java.nio.file.Files
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertNotNull
import kotlin.test.assertTrue
import org.junit.Test
import se.spelbord.controller.NewGameForm
import se.spelbord.ffi.BotLevel
import se.spelbord.ffi.Face
import se.spelbord.ffi.Phase
import se.spelbord.ffi.SeatSpec
import se.spelbord.ui.AppState
import se.spelbord.ui.Screen

/**
 * The app at a family's pace (issue 20): a saved pass-and-play game opens behind a
 * hand-off, so does a game whose window was left; a human's Fevga roll is on screen
 * before anything is played for them; Pairanoid shows who plays with whom.
 */
@OptIn(ExperimentalTestApi::class)
class PaceTest {
    /** Every text and description in the semantics tree. */
    private fun ComposeUiTest.allWords(): List<String> =
        onAllNodes(SemanticsMatcher("any") { true }, useUnmergedTree = true).fetchSemanticsNodes().flatMap { n ->
            n.config.getOrNull(SemanticsProperties.Text).orEmpty().map { it.text } +
                n.config.getOrNull(SemanticsProperties.ContentDescription).orEmpty()
        }

    /** Test tags of the semantics tree starting with `prefix`. */
    private fun ComposeUiTest.tagsStarting(prefix: String): List<String> =
        onAllNodes(SemanticsMatcher("any") { true }, useUnmergedTree = true).fetchSemanticsNodes()
            .mapNotNull { it.config.getOrNull(SemanticsProperties.TestTag) }.filter { it.startsWith(prefix) }

    /** Plays (confirming hand-offs and reveals, tapping steps) until a person's own hand is face up. */
    private fun ComposeUiTest.playUntilAHandShows(app: AppState): List<String> {
        for (i in 0 until 400) {
            waitForIdle()
            val g = app.game!!
            val hand = g.scene.nodes.filter { it.face is Face.Card && it.id.startsWith("card:") && it.action != null }
            if (g.handOffName == null && g.reveal == null && g.view.phase is Phase.HumanTurn && hand.isNotEmpty()) {
                return hand.map { app.words.render(it.label) }
            }
            play(app, PlayLog(), 1)
        }
        error("no hand on screen")
    }

    /** The hand-off panel names `name`; no board node, no step, no card of `hand` in words; nothing private by the app's own test. */
    private fun ComposeUiTest.assertHandOffHiding(app: AppState, name: String, hand: List<String>, shot: String) {
        waitForIdle()
        assertTrue(has("hand-off"), "$shot: a hand-off screen")
        assertEquals(name, app.game!!.handOffName, shot)
        assertTrue(tagsStarting("node:").isEmpty() && tagsStarting("step:").isEmpty(), "$shot: no board, no steps")
        val words = allWords()
        for (card in hand) {
            val phrase = Regex("(?<![\\w])" + Regex.escape(card) + "(?![\\w])")
            assertTrue(words.none { phrase.containsMatchIn(it) }, "$shot: $card is not on screen")
        }
        assertFalse(app.privateShown, "$shot: the platform may take pictures")
        // The captured image: the hand-off screen only (saved to look at).
        val image = javax.imageio.ImageIO.read(screenshot(shot))
        assertTrue(image.width > 0)
    }

    private fun resumeCase(gameId: String, seats: List<SeatSetup>) {
        val dir = Files.createTempDirectory("spelbord-resume").toFile()
        val app = newApp(dir)
        var hand = emptyList<String>()
        var name = ""
        withApp(app, Device.TABLET) {
            setUpAndStart(app, gameId, seats)
            hand = playUntilAHandShows(app)
            val g = app.game!!
            name = seats[(g.view.phase as Phase.HumanTurn).seat.toInt()].name
            assertTrue(hand.isNotEmpty())
            // Back to the home screen, then the saved game again: its hand-off, not the hand.
            app.home()
            waitForIdle()
            val id = app.listing.games.first().id
            app.load(id)
            assertHandOffHiding(app, name, hand, "resume-$gameId-tablet-en")
            // The window loses focus with the hand on screen: hidden again behind a hand-off.
            tag("hand-off-ready").performClick()
            waitForIdle()
            assertTrue(tagsStarting("node:card:").isNotEmpty(), "their hand after they confirm")
            app.leftUnattended()
            assertHandOffHiding(app, name, hand, "left-$gameId-tablet-en")
            app.refresh()
            waitForIdle()
            assertTrue(has("hand-off"), "coming back does not show the hand by itself")
        }
        app.close()
        // Quitting and starting the app again: the same.
        val again = newApp(dir)
        withApp(again, Device.PHONE) {
            again.load(again.listing.games.first().id)
            assertHandOffHiding(again, name, hand, "resume-$gameId-phone-en")
        }
        again.close()
    }

    @Test
    fun resumingAFjolsPassAndPlayGameOpensAtAHandOff() =
        resumeCase("fjols", listOf(SeatSetup("Anna"), SeatSetup("Bo"), SeatSetup("Cilla", BotLevel.BEGINNER)))

    @Test
    fun resumingAPairanoidPassAndPlayGameOpensAtAHandOff() =
        resumeCase("pairanoid", listOf(SeatSetup("Anna"), SeatSetup("Bo"), SeatSetup("Cy"), SeatSetup("Di", BotLevel.BEGINNER)))

    /**
     * A person's Fevga roll is on screen before anything is played for them: the dice
     * on the board when they choose, else (one play, or none) in the panel that says
     * what was played for them, which stays until they tap.
     */
    @Test
    fun aHumansFevgaRollIsOnTheDieBeforeAnyMove() {
        val app = newApp()
        var shownInPanel = 0
        var shownOnBoard = 0
        withApp(app, Device.PHONE) {
            val info = app.catalog.first { it.id == "fevga" }
            app.start(NewGameForm(info, seats = listOf(SeatSpec("Anna", null), SeatSpec("", BotLevel.BEGINNER)), seed = 11UL))
            waitForIdle()
            for (i in 0 until 600) {
                waitForIdle()
                val g = app.game!!
                if (g.isOver || (shownInPanel >= 1 && shownOnBoard >= 3)) break
                if (g.reveal != null) {
                    tag("reveal-done").performClick()
                    continue
                }
                val roll = g.view.nextSteps.firstOrNull { it.notation == "roll" }
                if (roll == null) {
                    play(app, PlayLog(), 1)
                    continue
                }
                tag("step:roll").performScrollTo().performClick()
                waitForIdle()
                val after = app.game!!
                val onBoard = after.scene.nodes.mapNotNull { (it.face as? Face.Die)?.value?.toInt() }.filter { it > 0 }
                val panel = after.reveal?.dice?.nodes?.mapNotNull { (it.face as? Face.Die)?.value?.toInt() }.orEmpty()
                val mine = after.view.phase is Phase.HumanTurn && after.viewer == 0U
                when {
                    mine && onBoard.isNotEmpty() -> shownOnBoard++
                    else -> {
                        // Played for them: the panel shows their dice, read out, and waits.
                        val reveal = assertNotNull(after.reveal, "the roll was played for Anna: shown to her")
                        assertTrue(panel.isNotEmpty() && panel.all { it in 1..6 }, "the dice in the panel: $panel")
                        assertTrue(has("reveal-dice"), "painted")
                        val words = allWords()
                        for (v in panel) assertTrue(words.any { it.contains("die showing $v") }, "die $v is read out: $words")
                        assertTrue(reveal.holds, "the table waits for Anna")
                        if (shownInPanel == 0) screenshot("fevga-played-for-you-phone-en")
                        shownInPanel++
                    }
                }
            }
        }
        app.close()
        assertTrue(shownOnBoard >= 1 && shownInPanel >= 1, "board $shownOnBoard, panel $shownInPanel")
    }

    /** Pairanoid: the form shows the teams and swaps players between them; the board names the partner. */
    @Test
    fun pairanoidShowsThePartner() {
        val app = newApp()
        withApp(app, Device.PHONE) {
            setUpAndStart(app, "pairanoid", listOf(SeatSetup("Anna"), SeatSetup("Bo", BotLevel.BEGINNER), SeatSetup("Cy", BotLevel.BEGINNER), SeatSetup("Di", BotLevel.BEGINNER)))
            // Back to the form to look at the teams (a new form: set it up again).
            app.home()
            waitForIdle()
            tag("new:pairanoid").performScrollTo().performClick()
            waitForIdle()
            val form = (app.screen as Screen.NewGame).form
            app.editForm(
                form.copy(seats = listOf(SeatSpec("Anna", null), SeatSpec("Bo", BotLevel.BEGINNER), SeatSpec("Cy", BotLevel.BEGINNER), SeatSpec("Di", BotLevel.BEGINNER))),
            )
            waitForIdle()
            val words = allWords()
            assertTrue(words.contains("Team 1: Anna + Cy") && words.contains("Team 2: Bo + Di"), "the teams: $words")
            screenshot("pairanoid-teams-phone-en")
            tag("seat-swap:1").performScrollTo().performClick()
            waitForIdle()
            val swapped = (app.screen as Screen.NewGame).form.seats.map { it.name }
            assertEquals(listOf("Anna", "Cy", "Bo", "Di"), swapped, "Bo and Cy changed places")
            assertTrue(allWords().contains("Team 1: Anna + Bo"), "Anna now plays with Bo")
            tag("start").performScrollTo().performClick()
            waitForIdle()
            // Anna's board names Bo (opposite now) as her partner, and both teams' progress.
            var seen = false
            for (i in 0 until 200) {
                waitForIdle()
                val g = app.game!!
                if (g.viewer == 0U && g.reveal == null && g.handOffName == null) {
                    val said = allWords()
                    assertTrue(said.any { it.contains("Bo") && it.contains("partner") }, "Bo is Anna's partner: $said")
                    assertTrue(said.any { it.startsWith("Your team Anna + Bo") }, "her team's progress: $said")
                    assertTrue(said.any { it.startsWith("Cy + Di") }, "the other team's: $said")
                    screenshot("pairanoid-partner-phone-en")
                    seen = true
                    break
                }
                play(app, PlayLog(), 1)
            }
            assertTrue(seen, "Anna's board was shown")
        }
        app.close()
    }
}
