package se.spelbord.desktop

import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.performTextReplacement
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertTrue
import org.junit.AfterClass
import org.junit.BeforeClass
import org.junit.Test
import se.spelbord.ffi.Connection
import se.spelbord.ffi.Language
import se.spelbord.ffi.renderMessage
import se.spelbord.ffi.Phase
import se.spelbord.ffi.Table
import se.spelbord.ffi.TableListener
import se.spelbord.ffi.TableSettings
import se.spelbord.ffi.TableState
import se.spelbord.testserver.LocalServer
import se.spelbord.transport.JdkWebSocketTransport
import se.spelbord.ui.AppState
import se.spelbord.ui.Screen

/**
 * Online as at the table, against a real local server: the guest resigns a two-player
 * game from the same game menu as at a local table and both windows show the end with
 * the places and the points the host won it by; Home's cards name the other player and whose turn it is, or whom the
 * game waits for to join; while the server is down the line says "Reconnecting…", and
 * once it is back no "not sent" refusal stays on screen. Screenshots:
 * online-resign-guest-phone, online-resign-host-tablet, home-online-*-phone/tablet,
 * online-reconnecting-phone, online-reconnected-phone.
 */
@OptIn(ExperimentalTestApi::class)
class OnlineExtrasTest {
    companion object {
        private lateinit var server: LocalServer

        @BeforeClass @JvmStatic fun start() { server = LocalServer() }

        @AfterClass @JvmStatic fun stop() { server.close() }
    }

    private val scripted = TableSettings(0U, 0U, true, null)

    private class Keep : TableListener {
        override fun onState(state: TableState) {}
    }

    private fun ComposeUiTest.texts(tag: String): List<String> =
        onAllNodes(androidx.compose.ui.test.hasTestTag(tag), useUnmergedTree = true).fetchSemanticsNodes()
            .map { n -> n.config.getOrNull(SemanticsProperties.Text)?.joinToString("") { it.text } ?: "" }

    private fun ComposeUiTest.shown(text: String): Boolean =
        onAllNodes(hasText(text), useUnmergedTree = true).fetchSemanticsNodes().isNotEmpty()

    /** True when the end screen lists the host first and Bo second, by the names the game shows, with their points. */
    private fun ComposeUiTest.places(state: se.spelbord.controller.GameUiState): Boolean {
        val names = state.view.seatNames.map { renderMessage(it, Language.EN) }
        return shown("1. ${names[0]} — 2 points") && shown("2. ${names[1]} — 0 points") && names[1] == "Bo"
    }

    /** Hosts a single game of Fevga from the new-game form, seat 2 invited as Bo; the code shown. */
    private fun ComposeUiTest.hostFevga(app: AppState): String = hostWithBoInvited(app, "fevga")

    /**
     * A single Fevga game Bo gave up is the host's at its value (nobody has borne off:
     * the stake, doubled for a mars): the points in the outcome, the end screen's words,
     * and the band above the board names no match score ("0–0 · to 1").
     */
    private fun ComposeUiTest.assertWonAtItsValue(app: AppState) {
        val game = app.game!!
        assertEquals(listOf(2, 0), game.view.outcome!!.points, "the host scores 2 points")
        val said = texts("end-summary")
        assertTrue(said.any { it.startsWith("Bo resigned:") && it.endsWith("wins 2 points") }, said.toString())
        val band = game.scene.nodes.first { it.id == "status" }.let { app.words.render(it.label) }
        assertTrue("black resigned" in band && "wins 2 points" in band, band)
        assertTrue(game.scene.nodes.none { it.id == "score" }, "no match score in a single game")
    }

    @Test
    fun `the guest resigns a two-player game online and both windows show the end with the places`() {
        val host = onlineApp(server.address)
        val guest = onlineApp(server.address)
        var code = ""
        withApp(host, Device.TABLET) { code = hostFevga(host) }
        withApp(guest, Device.PHONE) {
            joinAs(guest, code, "Bo", "fevga")
            // The same menu entry as at a local table; the core offers it (out of turn too).
            until("Resign offered online") { has("resign") }
            tag("resign").performClick()
            until("the question") { has("resign-panel") }
            tag("confirm-resign").performClick()
            until("the end on the guest's window") { has("end") }
            val outcome = guest.game!!.view.outcome!!
            assertEquals(listOf(1u), outcome.losers, "Bo resigned")
            assertEquals(listOf(1u, 2u), outcome.places, "the host first, Bo second")
            assertWonAtItsValue(guest)
            screenshot("online-resign-guest-phone")
            assertTrue(places(guest.game!!), "the places on the end screen")
            assertFalse(has("resign"), "nothing to resign once over")
            // Counted in this device's statistics, as the resignation it was.
            until("the guest's statistics count it") { guest.aids.stats.players.any { it.name == "Bo" } }
            screenshot("online-resign-guest-phone")
        }
        withApp(host, Device.TABLET) {
            until("the end on the host's window") { has("end") }
            assertEquals(listOf(1u), host.game!!.view.outcome!!.losers)
            assertWonAtItsValue(host)
            assertTrue(places(host.game!!), "the places on the end screen")
            assertFalse(has("resign"))
            until("the host's statistics count it") { host.aids.stats.players.any { it.name == "Bo" } }
            screenshot("online-resign-host-tablet")
        }
        guest.home()
        host.home()
    }

    @Test
    fun `Home names the other player and whose turn it is, and whom it waits for to join`() {
        val app = onlineApp(server.address)
        var code = ""
        var id = ""
        var guest: Table? = null
        withApp(app, Device.PHONE) {
            code = hostFevga(app)
            id = app.online.list().single().ticket.gameId
            tag("back").performClick()
            waitForIdle()
            until("the waiting card") { textOf("online-line:$id") == "Fevga · waiting for Bo to join" }
            screenshot("home-online-waiting-phone")
            guest = Table.join(server.address, "en", code, null, scripted, JdkWebSocketTransport(), Keep())
            until("Bo on the seat") { guest!!.state().view.game == "fevga" }
            // Home asks the server again (as on coming back to the foreground).
            val expected = { s: TableState ->
                when (s.phase) {
                    Phase.HumanTurn(0U) -> "Fevga with Bo · your turn"
                    Phase.HumanTurn(1U) -> "Fevga with Bo · Bo's turn"
                    else -> "?"
                }
            }
            until("the card names Bo and whose turn it is") {
                app.refresh()
                textOf("online-line:$id") == expected(guest!!.settle(200U))
            }
            screenshot("home-online-playing-phone")
        }
        withApp(app, Device.TABLET) {
            app.refresh()
            until("the card on a tablet") { textOf("online-line:$id").startsWith("Fevga with Bo · ") }
            screenshot("home-online-playing-tablet")
        }
        guest?.leave()
    }

    @Test
    fun `while the server is down the line says Reconnecting and once it is back nothing stale stays`() {
        val local = LocalServer()
        try {
            val app = onlineApp(local.address)
            withApp(app, Device.PHONE) {
                val code = hostFevga(app)
                val guest = Table.join(local.address, "en", code, null, scripted, JdkWebSocketTransport(), Keep())
                until("the board") { has("board") }
                local.stop()
                until("Reconnecting… while down") { textOf("connection-line") == "Reconnecting…" }
                assertFalse(app.game!!.thinking, "not the bots' Thinking…")
                assertFalse(shown("Thinking…"))
                // A tap while down is said not sent.
                app.current!!.undo()
                until("not sent, said") { shown("Not connected: nothing was sent. Trying again…") }
                screenshot("online-reconnecting-phone")
                local.restart()
                // Back in front: the waiting reconnect starts now (else after its pause).
                app.refresh()
                until("connected again", 40_000) { app.game!!.online!!.connection == Connection.Connected }
                until("nothing stale on screen") {
                    !shown("Not connected: nothing was sent. Trying again…") && textOf("connection-line") != "Reconnecting…"
                }
                assertEquals(null, app.game!!.error, "the refusal cleared with the connection")
                screenshot("online-reconnected-phone")
                guest.leave()
            }
            app.home()
        } finally {
            local.close()
        }
    }
}
