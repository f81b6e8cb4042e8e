package se.spelbord.desktop

import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
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
            setUpAndStart(app, "fjols", listOf(SeatSetup("Anna"), SeatSetup("Bo"), SeatSetup("Cilla", BotLevel.EASY)))
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
}
