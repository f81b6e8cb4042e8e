package se.spelbord

import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue
import org.junit.jupiter.api.AfterAll
import org.junit.jupiter.api.BeforeAll
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.TestInstance
import se.spelbord.ffi.Connection
import se.spelbord.transport.JdkWebSocketTransport
import se.spelbord.ffi.Language
import se.spelbord.ffi.Phase
import se.spelbord.ffi.RemoteSeat
import se.spelbord.ffi.SocketEvents
import se.spelbord.ffi.Table
import se.spelbord.ffi.TableListener
import se.spelbord.ffi.TableSettings
import se.spelbord.ffi.TableState
import se.spelbord.ffi.WebSocketTransport
import se.spelbord.ffi.isMissingText
import se.spelbord.ffi.renderMessage
import se.spelbord.testserver.LocalServer

/**
 * Online tables through the generated bindings against a real spelbord-server (built
 * by scripts/test.sh, started here on a loopback port with SQLite in a temp dir): the
 * same Table as a local game, its game on the server.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class OnlineTableTest {
    private lateinit var server: LocalServer
    private val address get() = server.address
    private val settings = TableSettings(0U, 50U, true, null)

    @BeforeAll
    fun startServer() {
        server = LocalServer()
    }

    @AfterAll
    fun stopServer() = server.close()

    /** Keeps every state a table publishes. */
    private class Keep : TableListener {
        val states = java.util.Collections.synchronizedList(mutableListOf<TableState>())
        override fun onState(state: TableState) {
            states.add(state)
        }
    }

    /** A transport whose connection the test can cut, as a lost network would. */
    private class Cuttable(val inner: JdkWebSocketTransport = JdkWebSocketTransport()) : WebSocketTransport by inner {
        @Volatile var events: SocketEvents? = null
        override fun connect(url: String, events: SocketEvents) {
            this.events = events
            inner.connect(url, events)
        }

        fun cut() {
            inner.close()
            events?.onClosed("cut by the test")
        }
    }

    private fun waitFor(table: Table, what: String, timeoutMs: Long = 20_000, ok: (TableState) -> Boolean): TableState {
        val end = System.currentTimeMillis() + timeoutMs
        while (System.currentTimeMillis() < end) {
            val state = table.state()
            if (ok(state)) return state
            Thread.sleep(20)
        }
        error("$what: not within $timeoutMs ms; last state ${table.state().online} ${table.state().phase}")
    }

    private fun myTurn(state: TableState) =
        state.phase == Phase.HumanTurn(state.online!!.seat) && !state.thinking && !state.over

    /** Plays one action of the seat to move on its own table; the version it was made on. */
    private fun playOne(table: Table): ULong {
        val state = waitFor(table, "its turn") { myTurn(it) }
        if (state.view.canConfirm) table.confirm(state.version) else table.chooseStep(state.version, state.view.nextSteps.first().notation)
        return state.version
    }

    private fun hostAndJoin(game: String): Triple<Table, Table, Pair<Keep, Keep>> {
        val hostKeep = Keep()
        val host = Table.host(address, "en", game, emptyMap(), listOf(RemoteSeat.Me("Anna"), RemoteSeat.Invite("Bo")),
            settings, JdkWebSocketTransport(), hostKeep)
        // The code comes with the seat; the line once the game's first state is here.
        val invited = waitFor(host, "the invite code") { it.online?.invites?.isNotEmpty() == true && it.online?.line?.key == "app-online-waiting-join" }
        val online = invited.online!!
        assertTrue(online.host)
        val line = renderMessage(online.line!!, Language.EN)
        assertEquals("Waiting for Bo to join", line)
        val code = online.invites.single().code
        // Typed forgivingly: lower case, no dash.
        val joinKeep = Keep()
        val guest = Table.join(address, "sv", code.lowercase().replace("-", " "), "Bo", settings, JdkWebSocketTransport(), joinKeep)
        waitFor(guest, "the board at the guest") { it.scene.nodes.isNotEmpty() }
        waitFor(host, "the board at the host") { it.scene.nodes.isNotEmpty() && it.online!!.invites.isEmpty() }
        return Triple(host, guest, hostKeep to joinKeep)
    }

    @Test
    fun `a host invites, a guest joins with the code, and each sees the other's moves`() {
        val (host, guest, keeps) = hostAndJoin("fia")
        val tables = listOf(host, guest)
        assertEquals(0U, host.ticket()!!.seat)
        assertEquals(1U, guest.ticket()!!.seat)
        var moves = 0
        while (moves < 12) {
            val mover = tables.firstOrNull { myTurn(it.state()) } ?: run { Thread.sleep(20); continue }
            val other = tables.first { it !== mover }
            val before = playOne(mover)
            // The other device sees the change (a new version) without doing anything.
            waitFor(other, "the other device sees the move") { it.version > before }
            moves++
        }
        // Each device only ever had its own seat's eyes, and its words rendered.
        for ((table, keep) in listOf(host to keeps.first, guest to keeps.second)) {
            val seat = table.ticket()!!.seat
            synchronized(keep.states) {
                assertTrue(keep.states.all { it.viewer == seat || it.viewer == null && it.scene.nodes.isEmpty() }, "only its own seat's view")
                assertTrue(keep.states.mapNotNull { it.online?.line }.none { isMissingText(renderMessage(it, Language.SV)) })
            }
        }
        // Waiting for the other: the line says whom. The host plays on until it is Bo's
        // turn (in Fia a six, or three tries to get out, keep the turn).
        val end = System.currentTimeMillis() + 20_000
        while (host.state().phase != Phase.HumanTurn(1U) && !host.state().over && System.currentTimeMillis() < end) {
            if (myTurn(host.state())) {
                val before = playOne(host)
                waitFor(guest, "the guest sees the move") { it.version > before }
            } else {
                Thread.sleep(20)
            }
        }
        val waiting = waitFor(host, "the host waits for Bo") { it.phase == Phase.HumanTurn(1U) }
        assertEquals("Waiting for Bo", renderMessage(waiting.online!!.line!!, Language.EN))
        host.leave()
        guest.leave()
    }

    @Test
    fun `a lost connection reconnects by itself and a closed app resumes with its ticket and catches up`() {
        val transport = Cuttable()
        val hostKeep = Keep()
        val host = Table.host(address, "en", "fia", emptyMap(), listOf(RemoteSeat.Me("Anna"), RemoteSeat.Invite("Bo")),
            settings, transport, hostKeep)
        val code = waitFor(host, "the code") { it.online?.invites?.isNotEmpty() == true }.online!!.invites.single().code
        val guest = Table.join(address, "en", code, null, settings, JdkWebSocketTransport(), Keep())
        waitFor(host, "the game starts") { it.scene.nodes.isNotEmpty() }

        // The network drops under the host: it says so, reconnects with its token, and carries on.
        transport.cut()
        val lost = waitFor(host, "reconnecting shown", 5_000) { it.online!!.connection is Connection.Reconnecting }
        assertEquals("Reconnecting…", renderMessage(lost.online!!.line!!, Language.EN))
        waitFor(host, "connected again") { it.online!!.connection == Connection.Connected }
        // Moves go on from both sides after it.
        repeat(4) {
            val mover = listOf(host, guest).first { t -> myTurn(waitFor(t, "someone's turn") { s -> myTurn(s) || listOf(host, guest).any { o -> o !== t && myTurn(o.state()) } }) }
            val other = if (mover === host) guest else host
            val v = playOne(mover)
            waitFor(other, "seen after the reconnect") { it.version > v }
        }

        // The guest closes the app; the host plays on until the guest's turn.
        val ticket = guest.ticket()!!
        val seen = guest.state().version
        guest.leave()
        guest.close()
        waitFor(host, "the host sees Bo away") { it.online!!.seats[1].connected.not() }
        var hostMoved = false
        while (true) {
            val s = host.state()
            if (s.phase == Phase.HumanTurn(1U) && !s.thinking) break
            if (myTurn(s)) {
                playOne(host)
                hostMoved = true
            } else {
                Thread.sleep(20)
            }
        }
        if (hostMoved) {
            val away = host.state().online!!
            assertEquals("Waiting for Bo (not connected)", renderMessage(away.line!!, Language.EN), "${away.seats}")
        }
        val hostVersion = host.state().version
        // Back with the ticket: the same seat, the version the host is at, and what happened since.
        // Forced moves are not played for it here: a forced move played after its pause
        // would move the game past the host's version before the test looks.
        val byHand = TableSettings(0U, 50U, false, null)
        val back = Table.resume(ticket, "sv", seen, byHand, JdkWebSocketTransport(), Keep())
        val caught = waitFor(back, "caught up") { it.version == hostVersion && myTurn(it) }
        assertEquals(1U, caught.viewer)
        if (hostMoved) {
            assertTrue(caught.catchUp.isNotEmpty(), "what the host did while Bo was away")
        }
        waitFor(host, "the host sees Bo back") { it.online!!.seats[1].connected }
        playOne(back)
        waitFor(host, "the host sees Bo's move") { it.version > hostVersion }
        back.leave()
        host.leave()
    }

    @Test
    fun `a wrong code is refused for good and the line says why`() {
        val keep = Keep()
        val table = Table.join(address, "en", "ZZZZ-ZZZZ", null, settings, JdkWebSocketTransport(), keep)
        val closed = waitFor(table, "refused") { it.online!!.connection == Connection.Closed }
        val why = renderMessage(closed.online!!.line!!, Language.EN)
        assertTrue(why.isNotBlank() && !isMissingText(why), why)
        assertNull(table.ticket())
        table.leave()
    }

    @Test
    fun `a card game shows neither device a card of the other`() {
        val (host, guest, keeps) = hostAndJoin("fjols")
        val tables = listOf(host, guest)
        val keepOf = mapOf(host to keeps.first, guest to keeps.second)
        // Every card a device was ever shown face up (a card on the table is public: its
        // name may come back in the log after someone picks it up).
        val shown = mapOf(host to mutableSetOf<String>(), guest to mutableSetOf())
        var checked = 0
        var private = 0
        var moves = 0
        while (moves < 40 && tables.none { it.state().over }) {
            val mover = tables.firstOrNull { myTurn(it.state()) } ?: run { Thread.sleep(20); continue }
            val other = tables.first { it !== mover }
            val v = playOne(mover)
            val seen = waitFor(other, "seen") { it.version > v || it.over }
            // At or past what the other device saw: a forced move the other device plays
            // for itself after its pause may already have moved the game on.
            val done = waitFor(mover, "its own state") { it.version >= seen.version || it.over }
            for (t in tables) {
                synchronized(keepOf[t]!!.states) {
                    for (state in keepOf[t]!!.states) {
                        shown[t]!!.addAll(state.scene.nodes.filter { it.id.startsWith("card:") }.map { it.id })
                        // A card the core offers this seat to take (a public table card) is known to it.
                        shown[t]!!.addAll(state.view.nextSteps.flatMap { listOfNotNull(it.node, it.target) })
                    }
                }
            }
            if (done.version == seen.version) {
                // The same moment on both devices: a card in one hand that the other device
                // was never shown must not appear in anything the other device was given.
                for ((a, b) in listOf(mover to other, other to mover)) {
                    // What b was given, and what of it b was shown, from one snapshot of b's states.
                    val snapshot = synchronized(keepOf[b]!!.states) { keepOf[b]!!.states.toList() }
                    val theirs = shown[b]!! + snapshot.flatMap { st ->
                        st.scene.nodes.map { it.id } + st.view.nextSteps.flatMap { listOfNotNull(it.node, it.target) }
                    }
                    val mine = a.state().scene.nodes.filter { it.id.startsWith("card:") && it.id !in theirs }.map { it.id }
                    val everything = snapshot.joinToString("\n") { it.toString() }
                    for (card in mine) {
                        assertTrue(!everything.contains("$card,") && !everything.contains("$card)") && !everything.contains("notation=${card.removePrefix("card:")},"),
                            "$card of one hand reached the other device: " + everything.indexOf(card).let { everything.substring(maxOf(0, it - 300), minOf(everything.length, it + 100)) })
                    }
                    private += mine.size
                }
                checked++
            }
            moves++
        }
        assertTrue(checked > 5 && private > 5, "$checked moments, $private private cards checked")
        host.leave()
        guest.leave()
    }
}
