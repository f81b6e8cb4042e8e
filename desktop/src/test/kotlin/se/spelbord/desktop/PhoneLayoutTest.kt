package se.spelbord.desktop

import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.text.TextLayoutResult
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.getBoundsInRoot
import androidx.compose.ui.test.onRoot
import androidx.compose.ui.test.performClick
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import kotlin.math.abs
import kotlin.test.assertTrue
import org.junit.Test
import se.spelbord.ffi.BotLevel

/**
 * A phone in portrait: the board takes the width and only the height its shape needs,
 * so a wide board leaves no empty bands above and below it, and the log keeps room.
 */
@OptIn(ExperimentalTestApi::class)
class PhoneLayoutTest {
    private fun check(gameId: String, seats: List<SeatSetup>) {
        val app = newApp()
        withApp(app, Device.PHONE) {
            setUpAndStart(app, gameId, seats)
            // The first-game guide's offer is answered first, as a player does.
            if (has("guide-decline")) tag("guide-decline").performScrollTo().performClick()
            waitForIdle()
            play(app, PlayLog(), 2)
            screenshot("phone-layout-$gameId")
            val board = tag("board-area").getBoundsInRoot()
            val log = tag("log").getBoundsInRoot()
            val aspect = app.game!!.scene.aspect
            val width: Dp = board.right - board.left
            val height: Dp = board.bottom - board.top
            val fitted = width / aspect
            // Either exactly the board's own height, or less (the room left above the controls).
            assertTrue(height <= fitted + 1.dp, "$gameId: the board box ($height) is taller than the board ($fitted)")
            // While "since your last turn" or "played for you" is up the board gives it
            // room (the box is then narrower than the screen, never taller than the board).
            val panel = has("catch-up") || has("reveal-done")
            if (aspect > 1f && !panel) assertTrue(abs((height - fitted).value) <= 1f, "$gameId: a wide board's box is its height: $height vs $fitted")
            // The guide and "played for you" sit under the board and take the log's least
            // room while they are up (their Done must be on screen); otherwise the log keeps it.
            if (has("reveal-done") || has("guide-panel")) {
                val done = tag(if (has("reveal-done")) "reveal-done" else "guide-next").getBoundsInRoot()
                assertTrue(done.bottom <= onRoot().getBoundsInRoot().bottom, "$gameId: the panel's button is on screen ($done)")
            } else {
                assertTrue(log.bottom - log.top >= 60.dp, "$gameId: the log keeps room: ${log.bottom - log.top}")
            }
        }
    }

    /**
     * On a phone every action button (Undo, Hint, Confirm when offered) is on screen
     * without scrolling, whatever the number of steps offered; checked on every state of
     * a game played by taps, and the largest step set seen is reported.
     */
    private fun actionsInView(gameId: String, seats: List<SeatSetup>, actions: Int, atLeast: Int) {
        val app = newApp()
        withApp(app, Device.PHONE) {
            setUpAndStart(app, gameId, seats)
            // The first-game guide's offer is answered first, as a player does.
            if (has("guide-decline")) tag("guide-decline").performScrollTo().performClick()
            waitForIdle()
            var most = 0
            val root = onRoot().getBoundsInRoot()
            play(app, PlayLog(), actions, everyState = {
                val g = app.game!!
                if (!g.isOver && g.handOffName == null && g.reveal == null && has("undo")) {
                    most = maxOf(most, g.view.nextSteps.size)
                    for (button in listOf("undo", "hint") + if (g.view.canConfirm) listOf("confirm") else emptyList()) {
                        if (!has(button)) screenshot("phone-actions-missing-$gameId")
                        try { tag(button).assertIsDisplayed() } catch (e: AssertionError) { screenshot("phone-actions-missing-$gameId"); throw e }
                        val b = tag(button).getBoundsInRoot()
                        assertTrue(b.bottom <= root.bottom && b.top >= root.top, "$gameId: $button is on screen ($b), ${g.view.nextSteps.size} steps")
                    }
                }
            })
            println("ui-phone-actions: $gameId largest step set $most")
            assertTrue(most >= atLeast, "$gameId: a large step set was seen ($most)")
        }
    }

    /**
     * On a phone each game's title is read whole: it has a line of its own under Back,
     * Rules and the menu (beside them "Pairanoid" was cut to "Pairan…").
     */
    @Test
    fun gameTitlesAreNotCutOnAPhone() {
        val games = listOf(
            "fia" to listOf(SeatSetup("Anna"), SeatSetup("Bo")),
            "pairanoid" to listOf(SeatSetup("Anna"), SeatSetup("Bo", BotLevel.CASUAL), SeatSetup("Cai", BotLevel.CASUAL), SeatSetup("Dan", BotLevel.CASUAL)),
            "fjols" to listOf(SeatSetup("Anna"), SeatSetup("Bo", BotLevel.CASUAL)),
            "fevga" to listOf(SeatSetup("Anna"), SeatSetup("Bo", BotLevel.CASUAL)),
        )
        for ((gameId, seats) in games) {
            val app = newApp()
            withApp(app, Device.PHONE) {
                setUpAndStart(app, gameId, seats)
                waitForIdle()
                screenshot("phone-title-$gameId")
                val title = tag("screen-title").fetchSemanticsNode()
                val layouts = mutableListOf<TextLayoutResult>()
                title.config[SemanticsActions.GetTextLayoutResult].action?.invoke(layouts)
                val layout = layouts.single()
                // Text cut to its lines (drawn with an ellipsis) needs more height than the
                // lines it is allowed.
                val cut = layout.didOverflowHeight || layout.isLineEllipsized(layout.lineCount - 1)
                assertTrue(!cut, "$gameId: the title is cut: ${layout.layoutInput.text}")
            }
        }
    }

    @Test
    fun fevgaActionsStayInView() = actionsInView("fevga", listOf(SeatSetup("Anna"), SeatSetup("Bo")), 120, 5)

    @Test
    fun fiaActionsStayInView() = actionsInView("fia", listOf(SeatSetup("Anna"), SeatSetup("Bo")), 60, 2)

    @Test
    fun pairanoidActionsStayInView() =
        actionsInView("pairanoid", listOf(SeatSetup("Anna"), SeatSetup("", BotLevel.BEGINNER), SeatSetup("", BotLevel.BEGINNER), SeatSetup("", BotLevel.BEGINNER)), 80, 5)

    @Test
    fun fjolsActionsStayInView() =
        actionsInView("fjols", listOf(SeatSetup("Anna"), SeatSetup("", BotLevel.BEGINNER), SeatSetup("", BotLevel.BEGINNER)), 40, 5)

    @Test
    fun aWideBackgammonBoardHasNoBands() = check("fevga", listOf(SeatSetup("Anna"), SeatSetup("Bo", BotLevel.BEGINNER)))

    @Test
    fun aTallCardTableLeavesTheLogRoom() =
        check("fjols", listOf(SeatSetup("Anna"), SeatSetup("Bo", BotLevel.BEGINNER), SeatSetup("Cilla", BotLevel.BEGINNER)))
}
