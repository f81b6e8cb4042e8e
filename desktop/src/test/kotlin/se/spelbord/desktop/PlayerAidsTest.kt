package se.spelbord.desktop

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assertIsNotEnabled
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import java.nio.file.Files
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue
import org.junit.Test
import se.spelbord.ffi.BotLevel
import se.spelbord.ffi.NodeKind
import se.spelbord.ffi.ResignScope
import se.spelbord.ui.LanguageChoice
import se.spelbord.ui.Screen

/**
 * Resign, the statistics screen and each game's first-game guide, tapped as a player
 * would, over the real library; screenshots of each on a phone and a tablet, in
 * English and Swedish (target/screenshots/aids-*.png).
 */
@OptIn(ExperimentalTestApi::class)
class PlayerAidsTest {
    private val games = listOf("fia" to 4, "pairanoid" to 4, "fjols" to 3, "fevga" to 2)

    /** Anna against bots at `game`'s table. */
    private fun annaAgainstBots(players: Int) = listOf(SeatSetup("Anna")) + (1 until players).map { SeatSetup("", BotLevel.BEGINNER) }

    /** Each game's guide is offered on Anna's first game, can be followed to its end with
     * the board marked at every step, and is not offered again; from the menu it can be skipped. */
    @Test
    fun eachGuideCanBeCompletedAndSkipped() {
        val app = newApp()
        withApp(app, Device.PHONE) {
            for ((game, players) in games) {
                setUpAndStart(app, game, annaAgainstBots(players))
                waitForIdle()
                assertTrue(has("guide-offer"), "$game: the first game offers the guide")
                tag("guide-start").performScrollTo().performClick()
                waitForIdle()
                var steps = 0
                while (app.aids.guideShown != null) {
                    val shown = app.aids.guideShown!!
                    assertEquals(steps.toUInt(), shown.index)
                    val mark = assertNotNull(shown.mark, "$game step $steps marks a node of the board")
                    assertEquals(NodeKind.MARK, mark.kind)
                    if (steps == 0) tag("guide-back").assertIsNotEnabled()
                    assertTrue(has("guide-caption"))
                    tag("guide-next").performScrollTo().performClick()
                    waitForIdle()
                    steps++
                    assertTrue(steps < 10, "$game: the guide ends")
                }
                assertTrue(steps >= 4, "$game: $steps steps")
                assertFalse(has("guide-panel"), "$game: completed")
                // From the game's menu it comes back, and Skip ends it at once.
                tag("guide").performClick()
                waitForIdle()
                assertTrue(has("guide-panel"))
                tag("guide-next").performScrollTo().performClick()
                tag("guide-skip").performScrollTo().performClick()
                waitForIdle()
                assertNull(app.aids.guideShown, "$game: skipped")
                assertFalse(has("guide-panel"))
                tag("back").performClick()
                waitForIdle()
                // A second game of the same: no offer, the guide was seen.
                setUpAndStart(app, game, annaAgainstBots(players))
                assertFalse(has("guide-offer"), "$game: offered once")
                tag("back").performClick()
                waitForIdle()
            }
        }
    }

    /** Declining the offer counts as skipping it. */
    @Test
    fun aDeclinedOfferIsNotMadeAgain() {
        val app = newApp()
        withApp(app, Device.PHONE) {
            setUpAndStart(app, "fevga", annaAgainstBots(2))
            tag("guide-decline").performScrollTo().performClick()
            waitForIdle()
            assertFalse(has("guide-offer"))
            tag("back").performClick()
            setUpAndStart(app, "fevga", annaAgainstBots(2))
            assertFalse(has("guide-offer"), "declined: not offered again")
        }
    }

    /** Resign asks first (Cancel plays on), then ends the game as Anna's loss; the
     * statistics screen counts it after a restart of the app, and a reset (asked first) clears it. */
    @Test
    fun resignAsksCountsALossAndTheStatisticsSurviveARestart() {
        val dir = Files.createTempDirectory("spelbord-aids").toFile()
        val app = newApp(dir)
        withApp(app, Device.PHONE) {
            setUpAndStart(app, "fjols", annaAgainstBots(3))
            tag("guide-decline").performScrollTo().performClick()
            tag("resign").performClick()
            waitForIdle()
            assertTrue(has("resign-panel"))
            tag("cancel-resign").performClick()
            waitForIdle()
            assertFalse(app.game!!.isOver, "cancelled: the game goes on")
            tag("resign").performClick()
            tag("confirm-resign").performClick()
            waitForIdle()
            val outcome = app.game!!.view.outcome!!
            assertTrue(app.game!!.isOver)
            assertEquals(listOf(0u), outcome.losers, "Anna resigned: Anna is the fjols")
            assertFalse(has("resign"), "nothing to resign once over")
            tag("back").performClick()
        }
        // The app starts again on the same folder.
        val again = newApp(dir)
        withApp(again, Device.PHONE) {
            tag("stats").performClick()
            waitForIdle()
            assertEquals(Screen.Stats, again.screen)
            val anna = again.aids.stats.players.single()
            assertEquals("Anna", anna.name)
            assertEquals(1u, anna.chart.single().total)
            assertEquals(0u, anna.chart.single().value)
            assertTrue(has("stats-game:Anna:fjols"))
            tag("stats-reset").performScrollTo().performClick()
            waitForIdle()
            assertTrue(has("reset-panel"))
            tag("confirm-reset").performClick()
            waitForIdle()
            assertTrue(again.aids.stats.players.isEmpty())
            assertTrue(has("stats-empty"))
        }
    }

    /** The resign panel shows the ways the core offers, each with its words: a Fevga match
     * gives up this game (the match goes on) or the match; in Fia of four Anna leaves and
     * Bo plays on with the bots. Screenshots: aids-resign-*.png (phone, English and Swedish). */
    @Test
    fun resignOffersTheCoresChoicesAMatchGoesOnAndFiaPlaysOn() {
        for (language in listOf(LanguageChoice.EN, LanguageChoice.SV)) {
            val app = newApp()
            app.update(app.settings.copy(language = language))
            val prefix = "aids-resign-phone-${language.tag}"
            withApp(app, Device.PHONE) {
                setUpAndStart(app, "fevga", annaAgainstBots(2), mapOf("match" to "7"))
                if (has("guide-decline")) tag("guide-decline").performScrollTo().performClick()
                tag("resign").performClick()
                waitForIdle()
                assertEquals(listOf(ResignScope.THIS_GAME, ResignScope.ALL), app.aids.resignChoices.map { it.scope })
                assertEquals("fevga-resign-game", app.aids.resignChoices[0].label.key)
                assertTrue(has("confirm-resign") && has("confirm-resign-1"), "a button for each way")
                screenshot("$prefix-fevga-match")
                tag("confirm-resign").performClick()
                waitForIdle()
                assertFalse(app.game!!.isOver, "this game given up: the match goes on")
                tag("resign").performClick()
                tag("confirm-resign-1").performClick()
                waitForIdle()
                assertTrue(app.game!!.isOver, "the match resigned")
                assertEquals(listOf(0u), app.game!!.view.outcome!!.losers)
                tag("back").performClick()
                waitForIdle()
                val seats = listOf(SeatSetup("Anna"), SeatSetup("Bo"), SeatSetup("", BotLevel.BEGINNER), SeatSetup("", BotLevel.BEGINNER))
                setUpAndStart(app, "fia", seats)
                if (has("guide-decline")) tag("guide-decline").performScrollTo().performClick()
                tag("resign").performClick()
                waitForIdle()
                assertEquals(listOf(ResignScope.THIS_GAME), app.aids.resignChoices.map { it.scope })
                screenshot("$prefix-fia")
                tag("confirm-resign").performClick()
                waitForIdle()
                assertFalse(app.game!!.isOver, "the others play on")
                assertTrue(app.game!!.scene.nodes.any { it.id.startsWith("fia:resigned:") }, "the nest says who left")
                screenshot("$prefix-fia-played-on")
            }
        }
    }

    /** The new screens on a phone and a tablet, in English and Swedish. */
    @Test
    fun screenshots() {
        for (device in listOf(Device.PHONE, Device.TABLET)) {
            for (language in listOf(LanguageChoice.EN, LanguageChoice.SV)) {
                val app = newApp()
                app.update(app.settings.copy(language = language))
                val prefix = "aids-${device.name.lowercase()}-${language.tag}"
                withApp(app, device) {
                    for ((game, players) in games) {
                        setUpAndStart(app, game, annaAgainstBots(players))
                        waitForIdle()
                        if (game == "fia") screenshot("$prefix-guide-offer")
                        tag("guide-start").performScrollTo().performClick()
                        tag("guide-next").performScrollTo().performClick()
                        waitForIdle()
                        screenshot("$prefix-guide-$game")
                        tag("guide-skip").performScrollTo().performClick()
                        if (game == "pairanoid") {
                            tag("resign").performClick()
                            waitForIdle()
                            screenshot("$prefix-resign")
                            tag("confirm-resign").performClick()
                            waitForIdle()
                            screenshot("$prefix-resigned")
                        }
                        tag("back").performClick()
                        waitForIdle()
                    }
                    // A bot game played out, for numbers beside the resigned one.
                    setUpAndStart(app, "fevga", listOf(SeatSetup("Anna"), SeatSetup("Bo")))
                    tag("resign").performClick()
                    tag("confirm-resign").performClick()
                    tag("back").performClick()
                    waitForIdle()
                    tag("stats").performClick()
                    waitForIdle()
                    screenshot("$prefix-stats")
                    tag("stats-reset").performScrollTo().performClick()
                    waitForIdle()
                    screenshot("$prefix-stats-reset")
                }
            }
        }
    }
}
