package se.spelbord.desktop

import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.isEnabled
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.performTextReplacement
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertTrue
import org.junit.AfterClass
import org.junit.BeforeClass
import org.junit.Test
import se.spelbord.ffi.Event
import se.spelbord.ffi.Face
import se.spelbord.ffi.Phase
import se.spelbord.ffi.SceneNode
import se.spelbord.testserver.LocalServer
import se.spelbord.ui.AppState
import se.spelbord.ui.Screen

/**
 * Online as at the table, two app windows on one real local server playing Fia with
 * two players (Anna hosts, Bo joins): the player's own roll is shown as dice and a
 * move played for them as "Played for …" with its dice, both waiting for their tap on
 * their own device, on a phone and on a tablet, while the other device plays on (and
 * nothing of it may be taken back meanwhile: Undo is not enabled on either); and
 * a move the other seat took back is said "(taken back)" in the catch-up.
 *
 * The online dice cannot be seeded (the server's fair-dice secret and each device's
 * contribution fix them), so each test plays until what it checks comes, within a
 * bound: in Fia a roll of 2–5 with every piece in the nest moves nothing (the roll is
 * shown) and one piece on the track moves by itself on most rolls (played for you).
 * Screenshots: phone-en-online-roll, phone-en-online-played-for-you,
 * tablet-en-online-roll, tablet-en-online-played-for-you, phone-en-online-taken-back.
 */
@OptIn(ExperimentalTestApi::class)
class OnlineRevealTest {
    companion object {
        private lateinit var server: LocalServer

        @BeforeClass @JvmStatic fun start() { server = LocalServer() }

        @AfterClass @JvmStatic fun stop() { server.close() }
    }

    /** True when `app`'s seat is to act and nothing is shown over the board. */
    private fun toAct(app: AppState): Boolean = seatsTurn(app) && app.game!!.reveal == null

    private fun seat(app: AppState): UInt = app.game!!.online!!.seat

    /**
     * One action of the app that is not on screen, through its controller as its
     * window would (its own reveal tapped away, then its first step, or the confirm);
     * waits for the table's answer. False when it had nothing to do.
     */
    private fun ComposeUiTest.act(app: AppState): Boolean {
        val g = app.game ?: return false
        val c = app.current ?: return false
        when {
            g.thinking || g.isOver -> return false
            g.reveal != null -> c.acknowledge()
            toAct(app) && g.view.canConfirm -> c.confirm()
            toAct(app) && g.view.nextSteps.isNotEmpty() -> c.chooseStep(g.view.nextSteps.first().notation)
            else -> return false
        }
        until("the other device's action answered", 10_000) { app.game != g && app.game?.thinking != true }
        return true
    }

    /** Hosts two-player Fia as Anna with seat 2 invited; Bo's app joins with the code. Both on the board. */
    private fun twoApps(): Pair<AppState, AppState> {
        val host = onlineApp(server.address)
        val guest = onlineApp(server.address)
        var code = ""
        withApp(host, Device.PHONE) {
            code = hostWithBoInvited(host, "fia") {
                if (has("players:2")) tag("players:2").performScrollTo().performClick()
                waitForIdle()
                assertEquals(2, (host.screen as Screen.NewGame).form.seats.size)
                tag("seat-name:0").performScrollTo().performTextReplacement("Anna")
            }
        }
        withApp(guest, Device.PHONE) { joinAs(guest, code, "Bo", "fia") }
        return host to guest
    }

    /** What a failure says of an app's table. */
    private fun brief(app: AppState): String = app.game?.let { g ->
        "v${g.version} ${g.view.phase} thinking=${g.thinking} reveal=${g.reveal?.title?.key}/${g.reveal?.holds} " +
            "steps=${g.view.nextSteps.map { it.notation }} confirm=${g.view.canConfirm} error=${g.error?.key} over=${g.isOver}"
    } ?: "no game"

    /** The dice values drawn in `nodes` (an unrolled die, 0, left out). */
    private fun dice(nodes: List<SceneNode>): List<Int> = nodes.mapNotNull { (it.face as? Face.Die)?.value?.toInt() }.filter { it > 0 }

    /**
     * Plays `shown` (on screen, by taps) and `other` (by its controller) until `shown`
     * has seen its own roll as dice (on its board, or in a panel when the roll moved
     * nothing and the turn passed) and a move played for it ("Played for …" with the
     * roll's dice and words, then the move, and the OK button); at the first panel that
     * holds the table, the other device plays its turn meanwhile and this device's
     * table plays nothing until the tap.
     */
    private fun ComposeUiTest.revealsOn(shown: AppState, other: AppState, name: String, prefix: String) {
        val seen = mutableSetOf<String>()
        var waited = false
        val end = System.currentTimeMillis() + 25_000
        while (seen.size < 2 || !waited) {
            if (System.currentTimeMillis() > end) {
                screenshot("failed-$prefix-online-reveals")
                error("$prefix: within 25 s saw $seen, waited $waited; here ${brief(shown)}; there ${brief(other)}")
            }
            val g = shown.game!!
            val r = g.reveal
            when {
                r != null && !g.thinking -> {
                    val title = shown.words.render(r.title)
                    val kind = when (r.title.key) {
                        "table-reveal-roll" -> "roll".also { assertEquals("$name rolled:", title) }
                        "table-reveal-played" -> "played-for-you".also { assertEquals("Played for $name:", title) }
                        else -> error("an unexpected panel: $title")
                    }
                    // On screen: the words, the dice (a die node each), the OK button.
                    until("the $kind panel on screen") { has("reveal") }
                    val lines = r.lines.map { shown.words.render(it) }
                    for (text in listOf(title) + lines) {
                        assertTrue(onAllNodes(hasText(text), useUnmergedTree = true).fetchSemanticsNodes().isNotEmpty(), "\"$text\" shown")
                    }
                    val values = dice(r.dice.nodes)
                    assertTrue(values.isNotEmpty(), "$kind: its dice")
                    // The roll first, in words and as the die it was: "Anna rolls 5", then the move.
                    assertEquals("$name rolls ${values.joinToString("-")}", lines.first(), "$kind: $lines")
                    for (die in r.dice.nodes) assertTrue(has("node:${die.id}"), "$kind: ${die.id} drawn")
                    assertTrue(onAllNodes(hasTestTag("reveal-done") and hasText("OK, go on")).fetchSemanticsNodes().isNotEmpty(), "$kind: OK")
                    // Nothing of it is taken back while it is shown (the core's one rule, phone and tablet).
                    assertFalse(g.view.canUndo, "$kind: no undo offered")
                    assertTrue(onAllNodes(hasTestTag("undo") and isEnabled()).fetchSemanticsNodes().isEmpty(), "$kind: Undo not enabled")
                    if (seen.add(kind)) screenshot("$prefix-online-$kind")
                    if (r.holds && !waited) {
                        waitsForTheTap(shown, other, title)
                        waited = true
                    }
                    tag("reveal-done").performScrollTo().performClick()
                    until("the $kind panel gone with the tap") { !has("reveal") || shown.game?.reveal != r }
                }
                toAct(shown) && g.view.nextSteps.any { it.notation == "roll" } -> {
                    tag("step:roll").performScrollTo().performClick()
                    until("the roll answered") { shown.game!!.version > g.version && !shown.game!!.thinking }
                    val after = shown.game!!
                    // Still this seat's turn (a move to choose, or another try): its die on its board.
                    if (after.reveal == null && toAct(shown)) {
                        val rolled = after.events.filterIsInstance<Event.DiceRolled>().lastOrNull { it.seat == seat(shown) }
                        if (rolled != null) {
                            val values = rolled.values.map { it.toInt() }
                            assertEquals(values, dice(after.scene.nodes), "the roll's dice on the board")
                            val said = "$name rolls ${values.joinToString("-")}"
                            assertTrue(onAllNodes(hasText(said), useUnmergedTree = true).fetchSemanticsNodes().isNotEmpty(), "\"$said\" in the log")
                            if (seen.add("roll")) screenshot("$prefix-online-roll")
                        }
                    }
                }
                toAct(shown) -> play(shown, PlayLog(), 1)
                act(other) -> {}
                else -> { Thread.sleep(20); waitForIdle() }
            }
            if (shown.game!!.isOver) error("$prefix: the game ended before both were seen: $seen")
        }
    }

    /**
     * `shown`'s reveal holds (the next turn is the other's): the other device plays its
     * whole turn, its moves reach this board under the panel, and once it is this
     * seat's turn again its table plays nothing while the panel waits for the tap.
     */
    private fun ComposeUiTest.waitsForTheTap(shown: AppState, other: AppState, title: String) {
        val before = shown.game!!.version
        var theirs = 0
        until("the other device plays its turn", 10_000) {
            if (act(other)) theirs++
            val o = other.game!!
            o.view.phase == Phase.HumanTurn(seat(shown)) && !o.thinking && o.reveal == null
        }
        assertTrue(theirs > 0, "the other device was not held up")
        until("its moves on this board") { shown.game!!.version >= other.game!!.version && shown.game!!.version > before }
        // This seat's turn: nothing is played for it while the panel is up (a roll or a
        // forced move would change the version), and the panel is still the same.
        val v = shown.game!!.version
        Thread.sleep(300)
        waitForIdle()
        assertEquals(v, shown.game!!.version, "this device's table moved on before the tap")
        assertEquals(v, other.game!!.version, "nothing was played for this seat before the tap")
        assertEquals(title, shown.words.render(shown.game!!.reveal!!.title), "the panel stays")
        assertTrue(has("reveal"))
    }

    @Test
    fun `own roll and Played for you are shown online with their dice and wait for the tap, phone and tablet`() {
        val (host, guest) = twoApps()
        withApp(host, Device.PHONE) { revealsOn(host, guest, "Anna", "phone-en") }
        withApp(guest, Device.TABLET) { revealsOn(guest, host, "Bo", "tablet-en") }
        guest.home()
        host.home()
    }

    @Test
    fun `the catch-up after an online undo says the move was taken back`() {
        val (host, guest) = twoApps()
        // Bo plays his moves himself, so his move comes again only once Anna's device has
        // had the undo (it tells a move taken back from the frame that took it out of its
        // log; a forced move auto-played at once would race that frame in this test).
        guest.update(guest.settings.copy(autoPlayForced = false))
        withApp(host, Device.PHONE) {
            // Play until Bo has just acted and it is Anna's turn with Bo's move still his to take back.
            var said: List<String>? = null
            val end = System.currentTimeMillis() + 15_000
            while (said == null) {
                check(System.currentTimeMillis() < end) { "no move of Bo's to take back within 15 s" }
                val g = guest.game!!
                when {
                    host.game!!.reveal != null && !host.game!!.thinking -> {
                        tag("reveal-done").performScrollTo().performClick()
                        waitForIdle()
                    }
                    // Before Anna acts: Bo's last move is still his to take back.
                    g.view.phase == Phase.HumanTurn(seat(host)) && g.view.canUndo && !g.thinking && g.reveal == null &&
                        guest.current!!.moveLog().lastOrNull()?.by == seat(guest) -> {
                        said = guest.current!!.moveLog().last().lines.map { guest.words.render(it) }
                        guest.current!!.undo()
                        until("Bo's undo answered") { guest.game!!.version > g.version && !guest.game!!.thinking }
                        until("the undo on Anna's device") { host.game!!.version == guest.game!!.version }
                    }
                    toAct(host) -> play(host, PlayLog(), 1)
                    act(guest) -> {}
                    else -> { Thread.sleep(20); waitForIdle() }
                }
            }
            // Bo plays his turn again; at Anna's turn the catch-up says what was taken back.
            until("Bo's turn played again, Anna's turn") {
                act(guest)
                if (host.game!!.reveal != null && !host.game!!.thinking) tag("reveal-done").performScrollTo().performClick()
                toAct(host)
            }
            until("the catch-up") { has("catch-up") }
            screenshot("phone-en-online-taken-back")
            val shownLines = (0 until 8).map { textOf("catch-up-line:$it") }.filter { it.isNotEmpty() }
            for (line in said!!) assertTrue("$line (taken back)" in shownLines, "\"$line (taken back)\" in $shownLines")
        }
        guest.home()
        host.home()
    }
}
