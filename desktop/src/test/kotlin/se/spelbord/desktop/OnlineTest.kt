package se.spelbord.desktop

import androidx.compose.ui.test.ComposeUiTest
import se.spelbord.testserver.LocalServer
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.onRoot
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.performScrollToNode
import androidx.compose.ui.test.performTextReplacement
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import org.junit.AfterClass
import org.junit.BeforeClass
import org.junit.Test
import se.spelbord.ffi.Connection
import se.spelbord.ffi.Language
import se.spelbord.ffi.renderMessage
import se.spelbord.ffi.Phase
import se.spelbord.ffi.RemoteSeat
import se.spelbord.ffi.Table
import se.spelbord.ffi.TableListener
import se.spelbord.ffi.TableSettings
import se.spelbord.ffi.TableState
import se.spelbord.transport.JdkWebSocketTransport
import se.spelbord.ui.AppState
import se.spelbord.ui.LanguageChoice
import se.spelbord.ui.Screen

/**
 * Online games in the whole app against a real local server: the app hosts with an
 * invited seat (the code shown large), a scripted device joins with it, both play
 * moves the other sees, the app leaves and comes back from Home and catches up; the
 * app joins with a code typed forgivingly. Screenshots of the invite, join and
 * waiting screens, phone and tablet, English and Swedish.
 */
@OptIn(ExperimentalTestApi::class)
class OnlineTest {
    companion object {
        private lateinit var server: LocalServer

        @BeforeClass @JvmStatic fun start() { server = LocalServer() }

        @AfterClass @JvmStatic fun stop() { server.close() }
    }

    private val scripted = TableSettings(0U, 0U, true, null)

    private class Keep : TableListener {
        override fun onState(state: TableState) {}
    }

    private fun myTurn(s: TableState) = s.online != null && s.phase == Phase.HumanTurn(s.online!!.seat) && !s.thinking && !s.over

    /** One action of the scripted device when it is its turn; its version then. */
    private fun scriptedMove(t: Table): ULong? {
        val s = t.state()
        if (!myTurn(s)) return null
        if (s.view.canConfirm) t.confirm(s.version) else t.chooseStep(s.version, s.view.nextSteps.first().notation)
        return s.version
    }

    /** Hosts Fia from the new-game screen with seat 2 invited; the code shown. */
    private fun ComposeUiTest.hostWithInvite(app: AppState): String = hostWithBoInvited(app, "fia")

    @Test
    fun `the app hosts, a device joins with the code, both see each other's moves, and the app comes back and catches up`() {
        val app = onlineApp(server.address)
        withApp(app, Device.TABLET) {
            val code = hostWithInvite(app)
            assertEquals(app.game!!.online!!.invites.single().code, code)
            assertEquals("Waiting for Bo to join", textOf("connection-line"))
            val guest = Table.join(server.address, "sv", code.lowercase(), null, scripted, JdkWebSocketTransport(), Keep())
            until("the board") { has("board") && app.game!!.online!!.invites.isEmpty() }
            var uiMoves = 0
            var guestMoves = 0
            var reveals = 0
            val log = PlayLog()
            while (uiMoves < 4 || guestMoves < 4) {
                val g = app.game!!
                when {
                    // The app's own roll, or a move played for it, is shown online as at the
                    // table: the player looks, then taps on (the core's reveal rule).
                    g.reveal != null -> {
                        if (reveals++ == 0) screenshot("tablet-en-online-reveal")
                        tag("reveal-done").performScrollTo().performClick()
                        waitForIdle()
                    }
                    myTurn(guest.state()) -> {
                        // The host's device names the guest's turn as theirs, not "your turn".
                        until("the app names Bo's turn") { has("turn-text") && textOf("turn-text") == "Bo to play" }
                        val v = scriptedMove(guest) ?: continue
                        guestMoves++
                        // The app shows the guest's move without a tap, and its log says it.
                        until("the guest's move on the app") { app.game!!.version > v }
                        val guestSeat = guest.state().online!!.seat
                        // The guest's own frame may reach it after the app's: wait for its entry.
                        until("the guest's move in its own log") { guest.moveLog().any { it.by == guestSeat } }
                        val said = guest.moveLog().last { it.by == guestSeat }.lines.map { renderMessage(it, Language.EN) }
                        // In the app's log, scrolled to where it is: the server's bots may have
                        // moved since and pushed it out of view.
                        until("the guest's move in the app's log: $said") {
                            said.all { line -> runCatching { tag("log").performScrollToNode(hasText(line)) }.isSuccess }
                        }
                    }
                    g.online != null && g.view.phase == Phase.HumanTurn(g.online!!.seat) && !g.thinking -> {
                        val v = g.version
                        play(app, log, 1)
                        uiMoves++
                        until("the app's move at the guest") { guest.state().version > v }
                        // The guest's log (the remote table's) has the app's move.
                        val hostSeat = app.game!!.online!!.seat
                        until("the app's move in the guest's log") { guest.moveLog().any { it.by == hostSeat } }
                    }
                    else -> {
                        Thread.sleep(20)
                        waitForIdle()
                    }
                }
                if (app.game!!.isOver) break
            }
            // Leave the game screen (the socket closes), the guest plays on, back from Home.
            tag("back").performClick()
            waitForIdle()
            assertTrue(has("online:${guest.ticket()!!.gameId}"), "Home lists the online game")
            var guestMovedMeanwhile = false
            until("the guest's turn is done", 30_000) {
                val s = guest.state()
                if (myTurn(s)) { scriptedMove(guest); guestMovedMeanwhile = true }
                s.phase == Phase.HumanTurn(0U) && !s.thinking
            }
            val latest = guest.state().version
            tag("online:${guest.ticket()!!.gameId}").performScrollTo().performClick()
            until("caught up") { app.game?.version == latest && app.game?.online?.connection == Connection.Connected }
            if (guestMovedMeanwhile) assertTrue(app.game!!.catchUp.isNotEmpty(), "what happened meanwhile is told")
            assertTrue(app.game!!.view.nextSteps.isNotEmpty(), "the app's turn, with its steps")
            guest.leave()
        }
    }

    @Test
    fun `the app joins with a code typed in lower case without the dash`() {
        val app = onlineApp(server.address)
        val host = Table.host(server.address, "en", "fia", emptyMap(), listOf(RemoteSeat.Me("Anna"), RemoteSeat.Invite("Bo")),
            scripted, JdkWebSocketTransport(), Keep())
        Deadline(20_000).until("the code") { !host.state().online?.invites.isNullOrEmpty() }
        val code = host.state().online!!.invites.single().code
        withApp(app, Device.PHONE) {
            tag("open-join").performScrollTo().performClick()
            tag("join-code").performTextReplacement(code.lowercase().replace("-", ""))
            tag("join-name").performTextReplacement("Bosse")
            tag("join").performClick()
            until("the board") { has("board") }
            assertEquals(1U, app.game!!.online!!.seat)
            until("the host sees the name") { host.state().online!!.seats[1].taken }
            // Anna (the scripted host) never moves: when the game waits for her, the line says so.
            until("settled") { app.game!!.view.phase is Phase.HumanTurn && !app.game!!.thinking }
            if (app.game!!.view.phase == Phase.HumanTurn(0U)) {
                until("the line names the host") { has("connection-line") && textOf("connection-line") == "Waiting for Anna" }
            }
        }
        host.leave()
    }

    /** The invite, join and waiting screens, phone and tablet, English and Swedish. */
    @Test
    fun screenshots() {
        for (language in listOf(LanguageChoice.EN, LanguageChoice.SV)) {
            for (device in listOf(Device.PHONE, Device.TABLET)) {
                val prefix = "${device.name.lowercase()}-${language.name.lowercase()}-online"
                val app = onlineApp(server.address, language)
                withApp(app, device) {
                    hostWithInvite(app)
                    screenshot("$prefix-invite")
                    val code = app.game!!.online!!.invites.single().code
                    tag("back").performClick()
                    waitForIdle()
                    tag("open-join").performScrollTo().performClick()
                    tag("join-code").performTextReplacement("k7qm 2xd9")
                    screenshot("$prefix-join")
                    tag("back").performClick()
                    waitForIdle()
                    // A guest joins the hosted game; the host's board waits for the guest's move.
                    val guest = Table.join(server.address, language.name.lowercase(), code, null, scripted, JdkWebSocketTransport(), Keep())
                    app.resume(app.online.list().first().ticket)
                    until("the board") { has("board") }
                    until("the host's move made") {
                        val g = app.game!!
                        if (g.view.phase == Phase.HumanTurn(0U) && !g.thinking) play(app, PlayLog(), 1)
                        app.game!!.view.phase == Phase.HumanTurn(1U)
                    }
                    until("the line") { has("connection-line") }
                    screenshot("$prefix-waiting")
                    guest.leave()
                }
            }
        }
    }
}
