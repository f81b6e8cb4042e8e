package se.spelbord.desktop

import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.performScrollToIndex
import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import kotlin.test.assertTrue
import kotlin.test.fail
import org.junit.Rule
import org.junit.Test
import org.junit.rules.Timeout
import se.spelbord.controller.NewGameForm
import se.spelbord.ffi.BotLevel
import se.spelbord.ffi.Phase
import se.spelbord.ffi.SeatSpec
import se.spelbord.ui.AppState

/**
 * The board is the control: a whole turn is played by tapping the board alone (the
 * dice, a piece or a point, its target, and where one tap is ambiguous the core's
 * chips drawn at the piece), never the list of steps, nor Confirm. Over the real
 * library at phone size.
 */
@OptIn(ExperimentalTestApi::class)
class BoardControlTest {
    /** A UI test that waits must stop: one of these once spun without end in the merged run. */
    @get:Rule
    val timeout: Timeout = Timeout.seconds(90)

    private fun start(app: AppState, game: String, seats: List<SeatSpec>, seed: ULong) {
        val info = app.catalog.first { it.id == game }
        app.start(NewGameForm(info, seats = seats, seed = seed))
    }

    /** The history's entries so far (who and what). */
    private fun history(app: AppState) = app.current!!.session!!.history()

    /**
     * Taps the board only, for the person in seat 0, until one whole turn of theirs (its
     * roll and its play, at least `least` taps) was played by board taps alone; returns
     * the ids of the nodes tapped. A turn played for them (a forced roll shown in the
     * panel) does not count: its panel is confirmed and the next turn is tried. A move
     * the game asks to confirm (a Fevga play of the dice) is built on the board and then
     * confirmed with Confirm, recorded as "confirm": it chooses nothing.
     */
    private fun ComposeUiTest.wholeTurnByBoard(app: AppState, least: Int, maxTaps: Int = 200): List<String> {
        var taps = mutableListOf<String>()
        repeat(maxTaps) {
            waitForIdle()
            val g = app.game!!
            if (g.isOver) fail("the game ended before a whole turn was played on the board")
            if (g.reveal != null) {
                tag("reveal-done").performScrollTo().performClick()
                taps = mutableListOf()
                return@repeat
            }
            if (g.handOffName != null) {
                tag("hand-off-ready").performClick()
                return@repeat
            }
            assertTrue(g.view.phase is Phase.HumanTurn, "${g.view.phase}")
            val steps = g.view.nextSteps
            val before = history(app).size
            if (g.view.canConfirm && steps.isEmpty()) {
                tag("confirm").performScrollTo().performClick()
                taps += "confirm"
            } else {
                assertTrue(steps.isNotEmpty(), "a person to move is offered steps")
                // Chips first where the core offers them: the taps this test is about.
                val chips = g.scene.nodes.filter { it.id.startsWith("choice:") && it.action != null }
                val step = steps[taps.size % steps.size]
                val node = chips.firstOrNull() ?: g.scene.nodes.firstOrNull { it.action == step.notation }
                    ?: fail("step ${step.notation} (${step.node} → ${step.target}) has no tap on the board")
                assertTrue(steps.any { it.notation == node.action }, "${node.id} plays an offered step")
                tag("node:${node.id}").performClick()
                taps += node.id
            }
            waitForIdle()
            val played = history(app).drop(before)
            assertTrue(played.isNotEmpty() || app.game!!.view.pending.isNotEmpty(), "the tap on ${taps.last()} moved the game on")
            // Her play (not the roll) is in: the turn is over.
            if (played.any { it.by == 0U && it.notation != "roll" } && taps.size >= least && app.game!!.reveal == null) return taps
            if (played.any { it.by == 0U && it.notation != "roll" }) taps = mutableListOf()
        }
        fail("no whole turn on the board in $maxTaps taps")
    }

    @Test
    fun aWholeFevgaTurnIsPlayedByTapsOnTheBoard() {
        val app = newApp()
        withApp(app, Device.PHONE) {
            start(app, "fevga", listOf(SeatSpec("Anna", null), SeatSpec("", BotLevel.BEGINNER)), 11UL)
            val taps = wholeTurnByBoard(app, least = 3)
            assertEquals("dice", taps.first(), "the roll is a tap on the dice: $taps")
            assertEquals("confirm", taps.last(), "a play of the dice waits for Confirm: $taps")
            assertTrue(taps.drop(1).dropLast(1).all { it.startsWith("point:") || it.startsWith("mark:") || it.startsWith("choice:") || it.startsWith("tray:") }, "$taps")
        }
    }

    @Test
    fun aWholeFiaTurnIsPlayedByTapsOnTheBoard() {
        val app = newApp()
        withApp(app, Device.SMALL_PHONE) {
            start(app, "fia", listOf(SeatSpec("Anna", null), SeatSpec("", BotLevel.BEGINNER)), 4UL)
            val taps = wholeTurnByBoard(app, least = 2)
            assertEquals("fia:die", taps.first(), "the roll is a tap on the die: $taps")
            assertTrue(taps.drop(1).all { it.startsWith("fia:") || it.startsWith("mark:") }, "a piece or its target: $taps")
        }
    }

    /**
     * Plays the open game through the controller, quickly and without drawing, until
     * `stop` holds for the state (a person to move, nothing built) or `maxActions` were
     * played; returns that state, or fails at the end of the game or the count.
     */
    private fun fastPlay(app: AppState, maxActions: Int, stop: (se.spelbord.controller.GameUiState) -> Boolean): se.spelbord.controller.GameUiState {
        val c = app.current!!
        repeat(maxActions) { k ->
            val g = c.settle(10_000U)
            if (g.isOver) fail("the game ended after $k actions")
            when {
                g.reveal != null -> c.acknowledge()
                g.handOffName != null -> c.confirmHandOff()
                g.view.canConfirm -> c.confirm()
                g.view.pending.isEmpty() && stop(g) -> return g
                else -> c.chooseStep(g.view.nextSteps.first().notation)
            }
        }
        fail("not reached in $maxActions actions")
    }

    /**
     * Plays the open Pairanoid game (four people) quickly until the person to move may
     * play a card `card` (notation); then draws the board and taps that card on it.
     */
    private fun ComposeUiTest.untilCardTapped(app: AppState, card: String) {
        val g = fastPlay(app, 3000) { g -> g.view.nextSteps.any { it.notation == card && it.node != null } }
        val offered = g.view.nextSteps.first { it.notation == card && it.node != null }
        waitForIdle()
        assertEquals(g.view.version, app.game!!.view.version, "the screen shows the state played to")
        tag("node:${offered.node}").performClick()
        waitForIdle()
        assertEquals(listOf(card), app.game!!.view.pending, "the card was chosen on the board")
    }

    private fun people() = listOf("Anna", "Bo", "Cy", "Di").map { SeatSpec(it, null) }

    @Test
    fun aPairanoidJokerIsGivenItsValueByAChipAtTheCard() {
        val app = newApp()
        withApp(app, Device.PHONE) {
            start(app, "pairanoid", people(), 3UL)
            untilCardTapped(app, "Jk")
            val g = app.game!!
            val chips = g.scene.nodes.filter { it.id.startsWith("choice:=") }
            val values = g.view.nextSteps.filter { it.notation.startsWith("=") }.map { it.notation }
            assertTrue(values.isNotEmpty())
            assertEquals(values.toSet(), chips.mapNotNull { it.action }.toSet(), "every value is a chip at the joker")
            screenshot("board-joker-chips-phone")
            val chip = chips.first()
            tag("node:${chip.id}").performClick()
            waitForIdle()
            assertEquals(listOf("Jk", chip.action!!), app.game!!.view.pending.take(2).ifEmpty { history(app).last().notation.split(" ").take(2) })
        }
    }

    @Test
    fun aPairanoidSevenIsSplitByTapsOnTheBoard() {
        val app = newApp()
        withApp(app, Device.PHONE) {
            start(app, "pairanoid", people(), 3UL)
            untilCardTapped(app, "7")
            val seat = (app.game!!.view.phase as Phase.HumanTurn).seat
            val before = history(app).size
            // A first part shorter than seven (the rest goes to another marble), by its
            // target on the board or a chip where two marbles reach one field.
            var taps = 0
            while (history(app).size == before && taps < 8) {
                val g = app.game!!
                if (g.view.canConfirm) break
                val node = g.scene.nodes.firstOrNull { it.id.startsWith("choice:") && it.action != null }
                    ?: g.scene.nodes.filter { it.action != null && it.id.startsWith("mark:") }.let { marks ->
                        // The shortest first part: the split needs a second marble.
                        marks.firstOrNull { m -> taps == 0 && g.view.nextSteps.any { it.notation == m.action && it.node != null } } ?: marks.firstOrNull()
                    }
                    ?: g.scene.nodes.first { it.action != null }
                tag("node:${node.id}").performClick()
                waitForIdle()
                taps++
            }
            val played = history(app).drop(before).firstOrNull { it.by == seat }
            val move = assertNotNull(played, "the 7 was played by board taps").notation
            assertTrue(move.startsWith("7 "), move)
            println("board: the 7 played as '$move' in $taps taps")
        }
    }

    @Test
    fun tappingALogLineMarksItsMoveOnTheBoard() {
        val app = newApp()
        withApp(app, Device.PHONE) {
            start(app, "fia", listOf(SeatSpec("Anna", null), SeatSpec("", BotLevel.BEGINNER)), 4UL)
            // The guide's offer, while up, takes the log's room on a phone: declined first.
            tag("guide-decline").performScrollTo().performClick()
            var n = 0
            fastPlay(app, 100) { n++ >= 16 }
            waitForIdle()
            val entries = app.current!!.moveLog()
            val scene = app.game!!.scene
            // The newest move whose places are all still on the board (a piece's start and end).
            val k = entries.indexOfLast { e -> e.marks.isNotEmpty() && e.marks.all { id -> scene.nodes.any { it.id == id } } }
            assertTrue(k >= 0, "some move is marked: ${entries.map { it.marks }}")
            val line = entries.take(k).sumOf { it.lines.size }
            assertTrue(!has("node:mark:log:${entries[k].marks.last()}"), "no log mark before the tap")
            // The log is laid out from the bottom: its item k is line (lines - 1 - k). By
            // index, not performScrollToNode: on this reversed list that searched without end.
            val lines = entries.sumOf { it.lines.size }
            tag("log").performScrollToIndex(lines - 1 - line)
            tag("log-line:$line").performClick()
            waitForIdle()
            val logged = onAllNodes(androidx.compose.ui.test.SemanticsMatcher("a log mark") { n ->
                n.config.getOrNull(androidx.compose.ui.semantics.SemanticsProperties.TestTag).orEmpty().startsWith("node:mark:log:")
            }, useUnmergedTree = true).fetchSemanticsNodes().map { it.config[androidx.compose.ui.semantics.SemanticsProperties.TestTag] }
            for (id in entries[k].marks) assertTrue(has("node:mark:log:$id"), "the board marks $id of '${app.words.render(entries[k].lines.first())}' (entry $k of ${entries.size}, line $line; marked: $logged; marks ${entries[k].marks})")
            screenshot("board-log-line-marked-phone")
            tag("log-line:$line").performClick()
            waitForIdle()
            assertTrue(entries[k].marks.none { has("node:mark:log:$it") }, "tapped again, the marks go")
        }
    }

    /**
     * A catch-up line is tappable as a log line is: the bot's move in "Since your last
     * turn" marks that move on the board (the same log entry's marks), and a second
     * tap takes the marks away.
     */
    @Test
    fun tappingACatchUpLineMarksItsMoveOnTheBoard() {
        val app = newApp()
        withApp(app, Device.PHONE) {
            start(app, "fia", listOf(SeatSpec("Anna", null), SeatSpec("", BotLevel.BEGINNER)), 4UL)
            tag("guide-decline").performScrollTo().performClick()
            var n = 0
            val g = fastPlay(app, 200) { g -> n++ >= 10 && g.catchUp.size >= 2 }
            waitForIdle()
            assertEquals(g.view.version, app.game!!.view.version, "the screen shows the state played to")
            val entries = app.current!!.moveLog()
            val scene = app.game!!.scene
            val lines = app.game!!.catchUp.map { app.words.render(it) }
            // The newest catch-up line whose move's places are all on the board.
            val i = lines.indices.last { k ->
                val e = entries.lastOrNull { e -> e.lines.any { app.words.render(it) == lines[k] } }
                e != null && e.marks.isNotEmpty() && e.marks.all { id -> scene.nodes.any { it.id == id } }
            }
            val entry = entries.last { e -> e.lines.any { app.words.render(it) == lines[i] } }
            assertTrue(entry.marks.none { has("node:mark:log:$it") }, "no mark before the tap")
            tag("catch-up-line:$i").performScrollTo().performClick()
            waitForIdle()
            for (id in entry.marks) assertTrue(has("node:mark:log:$id"), "the board marks $id of the catch-up line '${lines[i]}'")
            screenshot("board-catch-up-line-marked-phone")
            tag("catch-up-line:$i").performScrollTo().performClick()
            waitForIdle()
            assertTrue(entry.marks.none { has("node:mark:log:$it") }, "tapped again, the marks go")
        }
    }
}
