package se.spelbord.desktop

import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.performClick
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import org.junit.Test
import se.spelbord.ffi.BotLevel
import se.spelbord.ffi.Face

/** Pass-and-play: while the device changes hands, nothing private is composed. */
@OptIn(ExperimentalTestApi::class)
class HandOffTest {
    @Test
    fun noPrivateFaceDuringAnyHandOff() {
        val app = newApp()
        val seen = mutableSetOf<String>()
        var checked = 0
        withApp(app, Device.TABLET) {
            setUpAndStart(app, "fjols", listOf(SeatSetup("Anna"), SeatSetup("Bo"), SeatSetup("Cilla", BotLevel.BEGINNER)))
            val log = PlayLog()
            // Remember every face any person was shown; none may show at a hand-off.
            val watch: () -> Unit = {
                app.game?.takeIf { it.handOffName == null }?.scene?.nodes
                    ?.filter { it.face is Face.Card }?.forEach { seen += app.words.render(it.label) }
            }
            play(app, log, 20_000, everyState = watch, atHandOff = {
                val all = onAllNodes(SemanticsMatcher("any") { true }, useUnmergedTree = true).fetchSemanticsNodes()
                val board = all.filter { it.config.getOrNull(SemanticsProperties.TestTag)?.startsWith("node:") == true }
                assertTrue(board.isEmpty(), "no board node during a hand-off")
                val steps = all.filter { it.config.getOrNull(SemanticsProperties.TestTag)?.startsWith("step:") == true }
                assertTrue(steps.isEmpty(), "no offered step during a hand-off")
                for (n in all) {
                    val words = (n.config.getOrNull(SemanticsProperties.Text).orEmpty().map { it.text } +
                        n.config.getOrNull(SemanticsProperties.ContentDescription).orEmpty())
                    for (face in seen) {
                        // A whole phrase ("ten of hearts"), not a part of a longer word.
                        val card = Regex("(?<![\\w])" + Regex.escape(face) + "(?![\\w])")
                        assertTrue(words.none { card.containsMatchIn(it) }, "card $face is not on the hand-off screen")
                    }
                }
                checked++
            })
            assertTrue(app.game!!.isOver, "the game ended")
        }
        assertTrue(checked >= 2 && seen.isNotEmpty(), "hand-offs were checked ($checked) with faces known (${seen.size})")
    }

    /**
     * A move played for a person (a forced pick-up) is shown to that person only: the
     * panel's cards are painted from the core's faces, each one a card of that
     * person's own view, read out by the board's names, and the move is said in words.
     */
    @Test
    fun aRevealShowsOnlyTheViewersOwnNewCardsInWords() {
        val app = newApp()
        var checked = 0
        withApp(app, Device.PHONE) {
            setUpAndStart(app, "fjols", listOf(SeatSetup("Anna"), SeatSetup("Bo"), SeatSetup("Cilla", BotLevel.BEGINNER)))
            play(app, PlayLog(), 20_000, atReveal = {
                val g = app.game!!
                val reveal = g.reveal!!
                assertEquals(reveal.seat, g.viewer, "the reveal is shown to its own player")
                // The cards came into this player's hand: the board shows them face up to them.
                val own = g.scene.nodes.filter { it.face is Face.Card }.map { it.face to it.label }
                for (card in reveal.cards.nodes) {
                    assertTrue(card.face is Face.Card, "a face-up card")
                    assertTrue(card.face to card.label in own, "${app.words.render(card.label)} is on ${reveal.name}'s own board")
                }
                // Said in words, no notation: the panel reads the core's lines and card names.
                val said = onAllNodes(SemanticsMatcher("any") { true }, useUnmergedTree = true).fetchSemanticsNodes()
                    .flatMap { n -> n.config.getOrNull(SemanticsProperties.Text).orEmpty().map { it.text } +
                        n.config.getOrNull(SemanticsProperties.ContentDescription).orEmpty() }
                for (line in reveal.lines) assertTrue(app.words.render(line) in said, "${app.words.render(line)} is shown")
                for (card in reveal.cards.nodes) assertTrue(app.words.render(card.label) in said, "the card is read out")
                assertTrue(said.none { Regex("""\btake\b""").containsMatchIn(it) }, "no notation in $said")
                // The device is still this player's: no "pass the device to …" banner yet.
                assertTrue(!has("turn"), "no turn banner while the reveal is shown")
                if (checked == 0 && reveal.cards.nodes.isNotEmpty()) screenshot("reveal-fjols-phone")
                checked++
            })
        }
        assertTrue(checked >= 1, "a reveal was shown ($checked)")
    }

    /**
     * The hand-off screen's undo (issue 40): in 4-person Pairanoid, "Undo Cilla's move"
     * on the way to Dan opened Cilla's whole hand on one tap by whoever held the
     * device. Now the tap turns the hand-off to Cilla, nothing of the board composed,
     * a tap made by mistake can be kept; only Cilla's own confirm undoes and shows
     * her view.
     */
    @Test
    fun theHandOffUndoHandsTheDeviceToTheMoverBeforeAnythingIsShown() {
        val app = newApp()
        withApp(app, Device.PHONE) {
            setUpAndStart(app, "pairanoid", listOf(SeatSetup("Ann"), SeatSetup("Bo"), SeatSetup("Cilla"), SeatSetup("Dan")))
            val log = PlayLog()
            var offered = false
            for (i in 0 until 400) {
                waitForIdle()
                val g = app.game!!
                if (g.handOffName != null && g.handOffUndo?.let { app.words.render(it) }?.contains("Cilla") == true) {
                    offered = true
                    break
                }
                play(app, log, 1)
            }
            assertTrue(offered, "Cilla moved and may take it back")
            // The deal is not seeded: the device goes on to whoever moves next (Dan, or Ann
            // when the move ended a round), never back to Cilla.
            val onItsWay = app.game!!.handOffTo!!
            val nextName = listOf("Ann", "Bo", "Cilla", "Dan")[onItsWay.toInt()]
            assertTrue(onItsWay != 2u, "the device was on its way to someone else")
            val version = app.game!!.version
            screenshot("phone-light-hand-off-undo-offered")

            tag("hand-off-undo").performClick()
            waitForIdle()
            val asked = app.game!!
            assertEquals(2u, asked.handOffTo, "the device goes back to Cilla first")
            assertEquals(null, asked.viewer, "nobody's eyes yet")
            assertEquals(version, asked.version, "nothing undone on someone else's tap")
            assertTrue(boardAbsent() && !has("hand-off-undo"), "no board, no second undo")
            val shown = texts()
            assertTrue("Pass the device to Cilla" in shown, "$shown")
            assertTrue("I am Cilla: take back my move" in shown, "$shown")
            assertTrue("Keep the move: back to $nextName" in shown, "$shown")
            screenshot("phone-light-hand-off-undo-to-mover")

            // Tapped by mistake: the move stays, the device goes on as it was going.
            tag("hand-off-keep").performClick()
            waitForIdle()
            assertEquals(onItsWay, app.game!!.handOffTo)
            assertEquals(version, app.game!!.version)
            assertTrue(has("hand-off-undo"), "the undo is still offered")

            // Cilla takes the device and confirms: now her move is taken back and her view shown.
            tag("hand-off-undo").performClick()
            waitForIdle()
            tag("hand-off-ready").performClick()
            waitForIdle()
            val after = app.game!!
            assertEquals(null, after.handOffName)
            assertEquals(2u, after.viewer, "Cilla's own view")
            assertTrue(after.version > version, "the move was taken back")
            assertTrue(after.scene.nodes.any { it.face is Face.Card }, "her cards face up to her")
            assertTrue(!boardAbsent(), "the board is back")
            screenshot("phone-light-hand-off-undo-done")
        }
    }

    /** Every text and content description composed now. */
    private fun androidx.compose.ui.test.ComposeUiTest.texts(): List<String> =
        onAllNodes(SemanticsMatcher("any") { true }, useUnmergedTree = true).fetchSemanticsNodes()
            .flatMap { n -> n.config.getOrNull(SemanticsProperties.Text).orEmpty().map { it.text } +
                n.config.getOrNull(SemanticsProperties.ContentDescription).orEmpty() }
}
