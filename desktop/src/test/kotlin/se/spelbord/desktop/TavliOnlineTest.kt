package se.spelbord.desktop

import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.performTextReplacement
import androidx.compose.ui.test.onAllNodesWithTag
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import org.junit.AfterClass
import org.junit.BeforeClass
import org.junit.Test
import se.spelbord.testserver.LocalServer
import se.spelbord.ui.AppState
import se.spelbord.ui.LanguageChoice
import se.spelbord.ui.Screen

/**
 * The tavli series online between two windows through a real local server: Anna hosts
 * on a tablet in Swedish, Bo joins on a phone in Danish.
 *
 * The whole series to 5 is played move by move, no game given up: the app on screen
 * taps one in [TAP_EVERY] of its actions ([play]), the rest of them and all of the
 * other app's go through the controllers (the first step offered, or confirming the
 * built move), each waited for by the versions both apps show, with no frame drawn in
 * between. Where the time went (measured on the shared 2-core machine, ~3,000 actions
 * a series): a tapped action costs ~430 ms (the window's frames and semantics), so
 * few are tapped; an action by controller cost 49 ms, ~40 of them Nagle's algorithm
 * on the server's socket waiting for the device's delayed ACK (the server now sets
 * TCP_NODELAY), then ~19 ms, a few of them SQLite's fsync per action (the test server's
 * database is now in /dev/shm); below that the server's rate limit (20 frames a
 * second per connection, [Pace]) is the floor. In the middle of the first Plakoto
 * game Bo goes back to Home and opens the game again from its online card, and both
 * go on to the series' end, where both windows show its result. Giving up one game
 * online is the other test's, and cheap.
 */
@OptIn(ExperimentalTestApi::class)
class TavliOnlineTest {
    companion object {
        private lateinit var server: LocalServer

        @BeforeClass @JvmStatic fun start() { server = LocalServer() }

        @AfterClass @JvmStatic fun stop() { server.close() }

        /** One in this many of the shown app's actions is tapped on its window. */
        private const val TAP_EVERY = 50
    }

    private fun myTurn(app: AppState): Boolean {
        if (!seatsTurn(app)) return false
        val g = app.game!!
        // Something to do on screen too: between two frames the phase may already name
        // the seat while its steps are still on their way (it failed once so in the
        // merged run, with forced moves now shown on the device).
        return g.view.nextSteps.isNotEmpty() || g.view.canConfirm || g.reveal != null
    }

    /** The series' strip (the right label of the board's band) as the app shows it. */
    private fun strip(app: AppState): String =
        app.game?.scene?.nodes?.firstOrNull { it.id == "series" }?.let { app.words.render(it.label) } ?: ""

    private fun score(app: AppState): String =
        app.game?.scene?.nodes?.firstOrNull { it.id == "score" }?.let { app.words.render(it.label) } ?: ""

    /**
     * Waits for `ok` without drawing a frame (the apps' states come on their sockets'
     * threads), looking every millisecond: the 20 ms of [until] between looks, with a
     * frame each, were most of an action's time.
     */
    private fun soon(what: String, ms: Long = 20_000, ok: () -> Boolean) {
        val end = System.currentTimeMillis() + ms
        while (!ok()) {
            check(System.currentTimeMillis() < end) { "$what: not within $ms ms" }
            Thread.sleep(1)
        }
    }

    /**
     * One action of the seat to act in `app` through its controller; returns once its
     * answer is there, or (false) when none came within 3 s: then the caller looks at
     * the apps again (the table may have played a forced move meanwhile, and an action
     * on the version before it is dropped, as a tap on a stale board is).
     */
    private fun byController(app: AppState): Boolean {
        val g = app.game!!
        val c = app.current!!
        when {
            g.reveal != null -> c.acknowledge()
            g.view.canConfirm -> c.confirm()
            else -> c.chooseStep(g.view.nextSteps.first().notation)
        }
        val end = System.currentTimeMillis() + 3_000
        while (System.currentTimeMillis() < end) {
            val now = app.game!!
            if ((g.reveal != null && now.reveal == null) || now.view.version > g.view.version || now.view.pending != g.view.pending) return true
            Thread.sleep(1)
        }
        System.err.println("unanswered: ${g.view.phase} v${g.view.version} now v${app.game!!.view.version} error ${app.game!!.error?.let { app.words.render(it) }}")
        return false
    }

    /**
     * Keeps one app's actions under the server's rate limit (20 frames a second with
     * bursts of 40, per connection; a device over it is cut off): driven without frames
     * in between, the controllers sent faster than that. This, not the drawing, is the
     * floor of the series' time: some 3,000 actions, half from each app.
     */
    private class Pace {
        private var tokens = 30.0
        private var at = System.nanoTime()

        /** Waits until one more frame may be sent. */
        fun take() {
            val now = System.nanoTime()
            tokens = minOf(30.0, tokens + (now - at) / 1e9 * PER_SECOND)
            at = now
            if (tokens < 1.0) {
                Thread.sleep(((1.0 - tokens) / PER_SECOND * 1000).toLong() + 1)
                tokens = 1.0
                at = System.nanoTime()
            }
            tokens -= 1.0
        }

        companion object {
            /** A little under the server's 20. */
            const val PER_SECOND = 19.0
        }
    }

    private val paces = HashMap<AppState, Pace>()

    /** What a stretch of play did. */
    private class Played(var taps: Int = 0, var controller: Int = 0, var unanswered: Int = 0, var strips: MutableList<String> = mutableListOf())

    /**
     * Plays on until `stop` holds or the series is over: `shown` (the app on screen)
     * taps one in [TAP_EVERY] of its actions, the rest go through the controllers. After
     * each action both apps are waited for to show the same version. Each game's strip
     * is checked on both apps as the series moves on to it.
     */
    private fun ComposeUiTest.playOn(shown: AppState, other: AppState, played: Played, stop: () -> Boolean = { false }) {
        var shownActions = 0
        while (!stop()) {
            soon("a turn of either, or the end") {
                val over = shown.game!!.isOver && other.game!!.isOver
                over || myTurn(shown) || myTurn(other)
            }
            if (shown.game!!.isOver && other.game!!.isOver) return
            paces.getOrPut(if (myTurn(shown)) shown else other) { Pace() }.take()
            if (myTurn(shown)) {
                if (shownActions++ % TAP_EVERY == 0) {
                    play(shown, PlayLog(), 1)
                    played.taps++
                } else {
                    if (!byController(shown)) played.unanswered++
                    played.controller++
                }
            } else {
                if (!byController(other)) played.unanswered++
                played.controller++
            }
            assertTrue(played.unanswered < 5, "actions left unanswered")
            soon("both apps at one version") {
                val (a, b) = shown.game!! to other.game!!
                a.version == b.version && a.isOver == b.isOver
            }
            val now = strip(shown)
            if (now != played.strips.lastOrNull() && !shown.game!!.isOver) {
                played.strips += now
            }
        }
    }

    @Test
    fun `a tavli series to 5 is played online move by move between two windows, resumed in its Plakoto game`() {
        val host = onlineApp(server.address, LanguageChoice.SV)
        val guest = onlineApp(server.address, LanguageChoice.DA)
        val played = Played()
        val id = hostAndJoin(host, guest, 5)
        // Bo's phone (Danish) plays Portes to its end, and Plakoto for a while.
        withApp(guest, Device.PHONE) {
            assertEquals("parti 1: Portes · næste: Plakoto", strip(guest))
            var plakotoActions = 0
            playOn(guest, host, played) {
                strip(guest) == "parti 2: Plakoto · næste: Fevga" && plakotoActions++ >= 40
            }
            assertEquals("parti 2: Plakoto · nästa: Fevga", strip(host), "Anna's tablet in the same game")
            // Bo leaves the game as a player does (back to Home: the socket closes) and
            // comes back to it from its card there.
            tag("back").performClick()
            until("Home") { guest.screen == Screen.Home }
            until("the game's card") { has("online:$id") }
            tag("online:$id").performScrollTo().performClick()
            until("the board again") { has("board") && guest.game?.view?.game == "tavli" && myTurn(guest) || myTurn(host) }
            soon("both at one version") { guest.game!!.version == host.game!!.version }
            waitForIdle()
            assertEquals("parti 2: Plakoto · næste: Fevga", strip(guest), "the resumed game is the series' Plakoto")
            screenshot("phone-da-online-tavli-plakoto-resumed")
        }
        // Anna's tablet (Swedish) plays on from Plakoto to the series' end.
        withApp(host, Device.TABLET) {
            assertEquals("parti 2: Plakoto · nästa: Fevga", strip(host))
            screenshot("tablet-sv-online-tavli-plakoto-resumed")
            playOn(host, guest, played)
            until("the end on Anna's tablet") { has("end") }
            val outcome = host.game!!.view.outcome!!
            val points = outcome.points
            assertTrue(points.max() >= 5 && points.min() < 5, "to 5: $points")
            val (winner, loser) = points.max() to points.min()
            val summary = onAllNodesWithTag("end-summary", useUnmergedTree = true).fetchSemanticsNodes()
                .map { n -> n.config.getOrNull(SemanticsProperties.Text)?.joinToString("") { it.text } ?: "" }
            assertTrue(summary.any { it.endsWith("vinner serien med $winner–$loser (spelad till 5)") }, summary.toString())
            screenshot("tablet-sv-online-tavli-end")
        }
        withApp(guest, Device.PHONE) {
            until("the end on Bo's phone") { has("end") }
            val points = guest.game!!.view.outcome!!.points
            val summary = onAllNodesWithTag("end-summary", useUnmergedTree = true).fetchSemanticsNodes()
                .map { n -> n.config.getOrNull(SemanticsProperties.Text)?.joinToString("") { it.text } ?: "" }
            assertTrue(summary.any { it.endsWith("vinder serien ${points.max()}–${points.min()} (spillet til 5)") }, summary.toString())
            screenshot("phone-da-online-tavli-end")
        }
        // Every game of the series was seen on its strip, in turn: Portes, Plakoto, Fevga, Portes, …
        val cycle = listOf("Portes", "Plakoto", "Fevga")
        val numbers = played.strips.map { strip ->
            val m = Regex("parti (\\d+): (\\w+) · n(?:æste|ästa): (\\w+)").matchEntire(strip) ?: error(strip)
            val n = m.groupValues[1].toInt()
            assertEquals(cycle[(n - 1) % 3] to cycle[n % 3], m.groupValues[2] to m.groupValues[3], strip)
            n
        }
        assertEquals((1..numbers.max()).toList(), numbers.distinct(), "each game in turn: ${played.strips}")
        println("tavli online series: ${played.taps} taps, ${played.controller} actions by controller (${played.unanswered} unanswered), games ${played.strips}")
        guest.home()
        host.home()
    }

    /** Gives up the game in play from the game menu: the first choice, this game. */
    private fun ComposeUiTest.resignThisGame(app: AppState, expectedChoice: String) {
        until("Resign offered") { has("resign") }
        tag("resign").performClick()
        until("the choices") { has("resign-panel") }
        val choice = app.current!!.resignChoices().first()
        assertEquals(expectedChoice, app.words.render(choice.label))
        tag("confirm-resign").performClick()
    }

    /** Hosts a series to `to` on Anna's tablet (Swedish) and has Bo join on his phone (Danish); returns the game's id. */
    private fun hostAndJoin(host: AppState, guest: AppState, to: Int): String {
        var code = ""
        withApp(host, Device.TABLET) {
            code = hostWithBoInvited(host, "tavli") {
                if (!has("variant:to:$to")) tag("house-rules").performScrollTo().performClick()
                tag("variant:to:$to").performScrollTo().performClick()
            }
        }
        withApp(guest, Device.PHONE) {
            joinAs(guest, code, "Bo", "tavli")
            until("the host sees Bo") { host.game?.online?.invites?.isEmpty() == true }
        }
        return guest.game!!.online!!.gameId
    }

    /**
     * "Give up this game" online: Bo gives up Portes from the game menu before bearing
     * any checker off, Anna scores it double and the series goes on with Plakoto on
     * both (the strip and score on each, in their languages).
     */
    @Test
    fun `giving up one game of a series online goes on with the next game on both windows`() {
        val host = onlineApp(server.address, LanguageChoice.SV)
        val guest = onlineApp(server.address, LanguageChoice.DA)
        hostAndJoin(host, guest, 3)
        withApp(guest, Device.PHONE) {
            assertEquals("parti 1: Portes · næste: Plakoto", strip(guest))
            resignThisGame(guest, "Giv op i dette parti")
            until("Plakoto on Bo's phone") { strip(guest) == "parti 2: Plakoto · næste: Fevga" }
            assertEquals("hvid 2 – 0 sort · serien til 3", score(guest), "Anna scores Portes: Bo had none off")
        }
        soon("Plakoto on Anna's tablet") { strip(host) == "parti 2: Plakoto · nästa: Fevga" }
        assertEquals("vit 2 – 0 svart · serien till 3", score(host))
        assertTrue(host.game!!.online != null && !host.game!!.isOver, "the series goes on")
        guest.home()
        host.home()
    }
}
