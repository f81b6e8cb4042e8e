package se.spelbord.desktop

import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import kotlin.test.assertEquals
import kotlin.test.assertNotEquals
import kotlin.test.assertTrue
import org.junit.Test
import se.spelbord.ffi.BotLevel
import se.spelbord.ui.Screen

/**
 * Every game from the home screen, over the real library: set up seats, play by
 * tapping, leave mid-game, find the save, resume, finish, rematch.
 */
@OptIn(ExperimentalTestApi::class)
class PlayTest {
    private fun playThrough(gameId: String, seats: List<SeatSetup>, leaveAfter: Int) {
        val app = newApp()
        withApp(app, Device.TABLET) {
            setUpAndStart(app, gameId, seats)
            val log = PlayLog()
            play(app, log, leaveAfter)
            assertTrue(!app.game!!.isOver, "$gameId: still going after $leaveAfter actions")
            val version = app.game!!.view.version
            val history = app.current!!.session!!.history()
            tag("back").performClick()
            waitForIdle()
            assertEquals(Screen.Home, app.screen)
            val save = app.listing.games.single()
            assertEquals(gameId, save.game)
            tag("save:${save.id}").performScrollTo().performClick()
            waitForIdle()
            // The table may play on at once (a bot to move, a forced move played for a
            // person), so the resumed game starts with exactly what was left, maybe more.
            val resumed = app.current!!.session!!.history()
            assertEquals(history, resumed.take(history.size), "$gameId: resumed where it was left")
            assertTrue(app.game!!.view.version >= version, "$gameId: nothing was lost")
            play(app, log, 20_000)
            assertTrue(app.game!!.isOver, "$gameId: the game ended")
            assertTrue(has("end"), "$gameId: the end panel shows")
            // Said once, in the end panel: the turn banner gives way to it.
            assertEquals(1, onAllNodes(hasText(app.words("app-game-over"))).fetchSemanticsNodes().size, "$gameId: one 'game over'")
            assertTrue(!has("turn"), "$gameId: no turn banner at the end")
            // The end panel reads the core's summary (the fjols, the partners, a mars and the match), in order.
            val summary = app.game!!.view.outcome!!.summary.map { app.words.render(it) }
            val shown = onAllNodes(hasTestTag("end-summary"), useUnmergedTree = true).fetchSemanticsNodes()
                .map { node -> node.config[SemanticsProperties.Text].joinToString("") { it.text } }
            assertEquals(summary, shown, "$gameId: the end panel says how the game ended")
            assertEquals(gameId != "fia", summary.isNotEmpty(), "$gameId: ${summary}")
            val names = app.game!!.view.seatNames.map { app.words.render(it) }
            assertTrue(summary.all { line -> names.any { it in line } }, "$gameId: players named: $summary")
            assertTrue(log.boardTaps > 0 && log.stepTaps > 0, "$gameId: both the board and the steps were tapped")
            println("ui-play: $gameId board taps ${log.boardTaps}, step taps ${log.stepTaps}, confirms ${log.confirms}, hand-offs ${log.handOffs}")
            val finished = app.game!!
            tag("rematch").performClick()
            waitForIdle()
            assertTrue(!app.game!!.isOver, "$gameId: the rematch is a new game")
            assertNotEquals(finished.view.version, app.game!!.view.version)
            assertEquals(finished.view.seatNames.toSet(), app.game!!.view.seatNames.toSet(), "$gameId: same table")
            // Home: the finished game's row shows its board at once (not blank until a
            // language switch), and its made-up title is not followed by the players again.
            tag("back").performClick()
            waitForIdle()
            val done = app.listing.games.first { it.finished }
            assertTrue(app.savedScene(done.id) != null, "$gameId: the finished game's picture")
            assertEquals(null, done.playersLine, "$gameId: the title names the players once")
        }
    }

    @Test
    fun fia() = playThrough("fia", listOf(SeatSetup("Anna"), SeatSetup("Bo", BotLevel.BEGINNER)), 12)

    @Test
    fun pairanoid() = playThrough(
        "pairanoid",
        listOf(SeatSetup("Anna"), SeatSetup("Bo", BotLevel.BEGINNER), SeatSetup("Cilla", BotLevel.BEGINNER), SeatSetup("Dan", BotLevel.BEGINNER)),
        12,
    )

    @Test
    fun fjols() = playThrough("fjols", listOf(SeatSetup("Anna"), SeatSetup("Bo", BotLevel.BEGINNER), SeatSetup("Cilla", BotLevel.BEGINNER)), 6)

    @Test
    fun fevga() = playThrough("fevga", listOf(SeatSetup("Anna"), SeatSetup("Bo", BotLevel.BEGINNER)), 10)
}
