package se.spelbord.desktop

import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.getUnclippedBoundsInRoot
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import java.io.File
import java.nio.file.Files
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertTrue
import org.junit.AfterClass
import org.junit.BeforeClass
import org.junit.Test
import se.spelbord.ffi.OnlineTicket
import se.spelbord.ffi.Phase
import se.spelbord.ffi.RemoteSeat
import se.spelbord.ffi.Table
import se.spelbord.ffi.TableListener
import se.spelbord.ffi.TableSettings
import se.spelbord.ffi.TableState
import se.spelbord.testserver.LocalServer
import se.spelbord.transport.JdkWebSocketTransport
import se.spelbord.ui.AppState
import se.spelbord.ui.LanguageChoice
import se.spelbord.ui.OnlineGames

/**
 * "Your turn" on Home against a real local server: the app opens holding two online
 * games it last saw as nobody's turn; the server says one waits for this device's seat
 * now. Home shows the count line and the mark on that game's thumbnail only, lists it
 * first, and asks again on return to the foreground. Screenshots phone and tablet,
 * English and Swedish.
 */
@OptIn(ExperimentalTestApi::class)
class TurnsTest {
    companion object {
        private lateinit var server: LocalServer

        @BeforeClass @JvmStatic fun start() { server = LocalServer() }

        @AfterClass @JvmStatic fun stop() { server.close() }
    }

    private class Keep : TableListener {
        override fun onState(state: TableState) {}
    }

    private val scripted = TableSettings(0U, 0U, true, null)

    /**
     * A Fia game of two scripted devices played until it waits for a seat with a real
     * choice, then both devices gone; the tickets of the seat it waits for and of the other.
     */
    private fun waitingGame(): Pair<OnlineTicket, OnlineTicket> {
        val host = Table.host(server.address, "en", "fia", emptyMap(), listOf(RemoteSeat.Me("Anna"), RemoteSeat.Invite("Bo")),
            scripted, JdkWebSocketTransport(), Keep())
        val deadline = Deadline(30_000)
        deadline.until("the code") { !host.state().online?.invites.isNullOrEmpty() }
        val guest = Table.join(server.address, "en", host.state().online!!.invites.single().code, null, scripted, JdkWebSocketTransport(), Keep())
        val tables = listOf(host, guest)
        var waiting: Table? = null
        deadline.until("the game came to no one's choice") {
            waiting = tables.firstOrNull {
                val s = it.settle(200U)
                val seat = s.online?.seat
                seat != null && s.phase == Phase.HumanTurn(seat) && s.view.forcedMove == null && s.view.nextSteps.isNotEmpty()
            }
            waiting != null
        }
        val other = tables.first { it !== waiting }
        val result = waiting!!.ticket()!! to other.ticket()!!
        tables.forEach { it.leave() }
        return result
    }

    /** An app whose data folder holds `tickets`, last seen as nobody's turn. */
    private fun appHolding(tickets: List<OnlineTicket>, language: LanguageChoice): AppState {
        val dir = Files.createTempDirectory("spelbord-turns-ui").toFile()
        val kept = OnlineGames(File(dir, "online"))
        tickets.forEach { kept.keep(it, "fia", yourTurn = false); Thread.sleep(5) }
        return onlineApp(server.address, language, dir)
    }

    private fun ComposeUiTest.textOf(tag: String): String =
        tag(tag).fetchSemanticsNode().config.getOrNull(SemanticsProperties.Text)?.joinToString("") { it.text } ?: ""

    @Test
    fun `a game waiting for you is counted, marked on its thumbnail and listed first`() {
        val (mine, _) = waitingGame()
        val (_, notMine) = waitingGame()
        // The one not waiting for us was seen last, so only the server's word puts ours first.
        val app = appHolding(listOf(mine, notMine), LanguageChoice.EN)
        withApp(app, Device.PHONE) {
            waitForIdle()
            assertEquals("One game waits for you", textOf("wait-count"))
            assertTrue(has("turn-mark:${mine.gameId}"), "the waiting game is marked")
            assertFalse(has("turn-mark:${notMine.gameId}"), "the other is not")
            val first = tag("online:${mine.gameId}").performScrollTo().getUnclippedBoundsInRoot().top
            val second = tag("online:${notMine.gameId}").performScrollTo().getUnclippedBoundsInRoot().top
            assertTrue(first < second, "your turn first ($first, $second)")
            // Someone moves in the other game meanwhile? Here: the other game's other seat
            // is no device's, so nothing changes; coming back to the foreground asks again.
            app.refresh()
            waitForIdle()
            assertEquals("One game waits for you", textOf("wait-count"))
        }
    }

    @Test
    fun `no count line and no mark when the server knows none of the tickets`() {
        val (mine, _) = waitingGame()
        val forged = mine.copy(token = "0".repeat(64))
        val app = appHolding(listOf(forged), LanguageChoice.EN)
        withApp(app, Device.PHONE) {
            waitForIdle()
            assertTrue(has("online:${mine.gameId}"), "the kept game is still listed")
            assertFalse(has("wait-count"))
            assertFalse(has("turn-mark:${mine.gameId}"))
        }
    }

    @Test
    fun `going Home from an online game closes its connection`() {
        val host = Table.host(server.address, "en", "fia", emptyMap(), listOf(RemoteSeat.Me("Anna"), RemoteSeat.Invite("Bo")),
            scripted, JdkWebSocketTransport(), Keep())
        val deadline = Deadline(30_000)
        deadline.until("the code") { !host.state().online?.invites.isNullOrEmpty() }
        val app = appHolding(emptyList(), LanguageChoice.EN)
        withApp(app, Device.PHONE) {
            app.join(host.state().online!!.invites.single().code, null)
            // The host may publish its codes before its first frame names the seats.
            deadline.until("the app on its seat") { host.state().online!!.seats.getOrNull(1)?.connected == true }
            tag("back").performClick()
            waitForIdle()
            deadline.until("the app's seat away") { !host.state().online!!.seats[1].connected }
            assertTrue(app.current == null, "no table left open")
        }
        host.leave()
    }

    /** Home with the mark and the count line, phone and tablet, English and Swedish. */
    @Test
    fun screenshots() {
        val (a, _) = waitingGame()
        val (b, _) = waitingGame()
        val (_, c) = waitingGame()
        for (language in listOf(LanguageChoice.EN, LanguageChoice.SV)) {
            for (device in listOf(Device.PHONE, Device.TABLET)) {
                val app = appHolding(listOf(a, b, c), language)
                withApp(app, device) {
                    waitForIdle()
                    assertTrue(has("wait-count"))
                    screenshot("${device.name.lowercase()}-${language.name.lowercase()}-home-turns")
                }
            }
        }
    }
}
