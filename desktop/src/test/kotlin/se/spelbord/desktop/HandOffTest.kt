package se.spelbord.desktop

import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
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
}
