package se.spelbord.desktop

import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.getBoundsInRoot
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.graphics.toArgb
import java.awt.image.BufferedImage
import java.io.File
import java.nio.file.Files
import javax.imageio.ImageIO
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertNotNull
import kotlin.test.assertTrue
import org.junit.Test
import se.spelbord.controller.NewGameForm
import se.spelbord.ffi.BoardScene
import se.spelbord.ffi.BotLevel
import se.spelbord.ffi.Face
import se.spelbord.ffi.Phase
import se.spelbord.ffi.SeatSpec
import se.spelbord.ui.AppState
import se.spelbord.ui.BoardTheme
import se.spelbord.ui.LanguageChoice
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

    /**
     * Pixels of `image` in the board's own colours as `scene` paints them (the felt,
     * the card backs, the suits' and cards' inks, the pieces): none on a screen that
     * shows no board, thousands on one that does. White and black are left out (text
     * and the page are drawn in them too).
     */
    private fun boardPixels(image: BufferedImage, scene: BoardScene): Int {
        val theme = BoardTheme.of(dark = false, colourBlind = false)
        val colours = scene.nodes.flatMap { n ->
            listOfNotNull(theme.fill(n.color), (n.face as? Face.Card)?.let { theme.fill(it.ink) })
        }.map { it.toArgb() and 0xffffff }.toSet() - setOf(0xffffff, 0x000000)
        var count = 0
        for (y in 0 until image.height) for (x in 0 until image.width) if ((image.getRGB(x, y) and 0xffffff) in colours) count++
        return count
    }

    /**
     * The hand-off panel names `name`; no board node, no step, no card of `hand` in
     * words; nothing private by the app's own test; and the captured image holds none
     * of the colours `board` (the hand as it was on screen) is painted in.
     */
    private fun ComposeUiTest.assertHandOffHiding(app: AppState, name: String, hand: List<String>, board: BoardScene, shot: String) {
        waitForIdle()
        assertTrue(has("hand-off"), "$shot: a hand-off screen")
        assertEquals(name, app.game!!.handOffName?.let(app.words::render), shot)
        assertTrue(tagsStarting("node:").isEmpty() && tagsStarting("step:").isEmpty(), "$shot: no board, no steps")
        val words = allWords()
        for (card in hand) {
            val phrase = Regex("(?<![\\w])" + Regex.escape(card) + "(?![\\w])")
            assertTrue(words.none { phrase.containsMatchIn(it) }, "$shot: $card is not on screen")
        }
        assertFalse(app.privateShown, "$shot: the platform may take pictures")
        // The captured image: the hand-off screen only (saved to look at), no card in it.
        val image = ImageIO.read(screenshot(shot))
        assertEquals(0, boardPixels(image, board), "$shot: no pixel of the board or a card in the picture")
    }

    private fun resumeCase(gameId: String, seats: List<SeatSetup>) {
        val dir = Files.createTempDirectory("spelbord-resume").toFile()
        val app = newApp(dir)
        var hand = emptyList<String>()
        var name = ""
        var board: BoardScene? = null
        withApp(app, Device.TABLET) {
            setUpAndStart(app, gameId, seats)
            hand = playUntilAHandShows(app)
            val g = app.game!!
            name = seats[(g.view.phase as Phase.HumanTurn).seat.toInt()].name
            assertTrue(hand.isNotEmpty())
            board = g.scene
            // The check sees a board where there is one: the hand's own screen is full of it.
            assertTrue(boardPixels(ImageIO.read(screenshot("hand-$gameId-tablet-en")), g.scene) > 5000, "the hand is painted")
            // Back to the home screen, then the saved game again: its hand-off, not the hand.
            app.home()
            waitForIdle()
            val id = app.listing.games.first().id
            app.load(id)
            assertHandOffHiding(app, name, hand, board!!, "resume-$gameId-tablet-en")
            // The window loses focus with the hand on screen: hidden again behind a hand-off.
            tag("hand-off-ready").performClick()
            waitForIdle()
            assertTrue(tagsStarting("node:card:").isNotEmpty(), "their hand after they confirm")
            app.leftUnattended()
            assertHandOffHiding(app, name, hand, board!!, "left-$gameId-tablet-en")
            app.refresh()
            waitForIdle()
            assertTrue(has("hand-off"), "coming back does not show the hand by itself")
        }
        app.close()
        // Quitting and starting the app again: the same.
        val again = newApp(dir)
        withApp(again, Device.PHONE) {
            again.load(again.listing.games.first().id)
            assertHandOffHiding(again, name, hand, board!!, "resume-$gameId-phone-en")
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
        // The board's height on the phone with the dice on it, and with the panel up: the
        // panel sits under the board and takes none of its room (above it, it shrank the board).
        val boardHeights = mutableSetOf<Float>()
        withApp(app, Device.PHONE) {
            fun boardHeight() = tag("board-area").getBoundsInRoot().let { (it.bottom - it.top).value }
            val info = app.catalog.first { it.id == "fevga" }
            app.start(NewGameForm(info, seats = listOf(SeatSpec("Anna", null), SeatSpec("", BotLevel.BEGINNER)), seed = 11UL))
            waitForIdle()
            for (i in 0 until 600) {
                waitForIdle()
                val g = app.game!!
                if (g.isOver || (shownInPanel >= 1 && shownOnBoard >= 3)) break
                if (g.reveal != null) {
                    tag("reveal-done").performScrollTo().performClick()
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
                    mine && onBoard.isNotEmpty() -> {
                        boardHeights += boardHeight()
                        shownOnBoard++
                    }
                    else -> {
                        // Played for them: the panel shows their dice, read out, and waits.
                        val reveal = assertNotNull(after.reveal, "the roll was played for Anna: shown to her")
                        assertTrue(panel.isNotEmpty() && panel.all { it in 1..6 }, "the dice in the panel: $panel")
                        assertTrue(has("reveal-dice"), "painted")
                        val words = allWords()
                        for (v in panel) assertTrue(words.any { it.contains("die showing $v") }, "die $v is read out: $words")
                        assertTrue(reveal.holds, "the table waits for Anna")
                        if (shownInPanel == 0) screenshot("fevga-played-for-you-phone-en")
                        boardHeights += boardHeight()
                        tag("reveal-done").performScrollTo()
                        assertTrue(tag("reveal-done").getBoundsInRoot().bottom.value <= Device.PHONE.heightDp.toFloat(), "Done is on the screen")
                        shownInPanel++
                    }
                }
            }
        }
        app.close()
        assertTrue(shownOnBoard >= 1 && shownInPanel >= 1, "board $shownOnBoard, panel $shownInPanel")
        assertTrue(boardHeights.size == 1, "the board keeps its height while 'played for you' is up: $boardHeights dp")
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
            tag("start").performClick()
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

    /**
     * The hand-off names the player in the reader's language: a game started with the
     * English default names ("Player 2") reads "Spelare 2" on a Swedish screen, every
     * word of the panel from the core's catalogue.
     */
    @Test
    fun theHandOffNamesADefaultNamedPlayerInTheReadersLanguage() {
        val app = newApp()
        app.update(app.settings.copy(language = LanguageChoice.SV))
        withApp(app, Device.PHONE) {
            val info = app.catalog.first { it.id == "fjols" }
            val seats = listOf(SeatSpec("Player 1", null), SeatSpec("Player 2", null), SeatSpec("", BotLevel.BEGINNER))
            app.start(NewGameForm(info, seats = seats, seed = 5UL))
            var seen = 0
            for (i in 0 until 200) {
                waitForIdle()
                if (app.game!!.isOver || seen >= 2) break
                if (has("hand-off")) {
                    val words = allWords()
                    assertTrue(words.any { it.contains("Spelare ") }, "named in Swedish: $words")
                    assertTrue(words.none { it.contains("Player") }, "no English name: $words")
                    if (seen == 0) screenshot("hand-off-default-name-phone-sv")
                    seen++
                }
                play(app, PlayLog(), 1)
            }
            assertTrue(seen >= 2, "the hand-off was shown ($seen)")
        }
        app.close()
    }

    /**
     * The board marks each opponent's last move: at Anna's turn in Fia, the squares
     * where the bots' last moves ended are marked on the board, read out with their
     * names, and painted in the last-move colour.
     */
    @Test
    fun theBoardMarksEachOpponentsLastMove() {
        val app = newApp()
        withApp(app, Device.TABLET) {
            val info = app.catalog.first { it.id == "fia" }
            val bots = listOf("Bo", "Cy", "Di").map { SeatSpec(it, BotLevel.BEGINNER) }
            app.start(NewGameForm(info, seats = listOf(SeatSpec("Anna", null)) + bots, seed = 3UL))
            var checked = false
            for (i in 0 until 400) {
                waitForIdle()
                val g = app.game!!
                if (g.isOver) break
                val marks = tagsStarting("node:mark:last:")
                val seats = marks.mapNotNull { it.removePrefix("node:mark:last:").substringBefore(':').toIntOrNull() }.toSet()
                if (g.viewer == 0U && g.view.phase is Phase.HumanTurn && seats.size >= 2 && 0 !in seats) {
                    val said = allWords()
                    for (seat in seats) {
                        val name = listOf("Anna", "Bo", "Cy", "Di")[seat]
                        assertTrue(said.any { it.startsWith("$name's last move ended here") }, "$name's move is read out: $said")
                    }
                    val image = ImageIO.read(screenshot("last-moves-fia-tablet-en"))
                    val ink = BoardTheme.of(dark = false, colourBlind = false).fill("mark-last")!!.toArgb() and 0xffffff
                    var painted = 0
                    for (y in 0 until image.height) for (x in 0 until image.width) if ((image.getRGB(x, y) and 0xffffff) == ink) painted++
                    assertTrue(painted > 200 * seats.size, "the marks are painted ($painted pixels)")
                    checked = true
                    break
                }
                play(app, PlayLog(), 1)
            }
            assertTrue(checked, "Anna's turn came with two opponents' last moves on the board")
        }
        app.close()
    }
}
