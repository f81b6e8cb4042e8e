package se.spelbord.desktop

import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.performTextReplacement
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import org.junit.AfterClass
import org.junit.BeforeClass
import org.junit.Test
import se.spelbord.ffi.Face
import se.spelbord.ffi.Phase
import se.spelbord.ffi.isMissingText
import se.spelbord.testserver.LocalServer
import se.spelbord.ui.AppState
import se.spelbord.ui.LanguageChoice
import se.spelbord.ui.Screen

/**
 * Durak in the desktop window, drawn from the core's generic scene: four people pass
 * one device round a Podkidnoy table (every hand-off screen shows no card anyone has
 * seen, the line saying whose decision it is is on the board whenever a person
 * decides, hand-offs per bout are counted and printed); three people play Perevodnoy
 * online in three windows against a real local server (no window ever shows a card
 * of another seat's hand that the table does not know); screenshots at phone and
 * tablet size, in English, Swedish and Danish.
 */
@OptIn(ExperimentalTestApi::class)
class DurakTest {
    companion object {
        private lateinit var server: LocalServer

        @BeforeClass @JvmStatic fun start() { server = LocalServer() }

        @AfterClass @JvmStatic fun stop() { server.close() }
    }

    private val four = listOf(SeatSetup("Anna"), SeatSetup("Bo"), SeatSetup("Cai"), SeatSetup("Dag"))

    /** Bouts finished so far (over the games of the session), from a seat's observation. */
    private fun bouts(json: String): Int {
        fun field(key: String) = Regex("\"$key\":(\\d+)").find(json)?.groupValues?.get(1)?.toInt() ?: 0
        return if (json.isEmpty()) -1 else field("bouts") + 1000 * field("games")
    }

    /** Attack cards on the table now, from a seat's observation. */
    private fun laid(json: String): Int = Regex("\"attack\":").findAll(json).count()

    /** The observer's own hand (card notations), from its observation. */
    private fun hand(json: String): Set<String> =
        Regex("\"hand\":\\[([^\\]]*)]").find(json)?.groupValues?.get(1).orEmpty().split(',')
            .map { it.trim('"') }.filter { it.isNotEmpty() }.toSet()

    /** Cards the whole table knows each seat holds, from an observation. */
    private fun known(json: String): List<Set<String>> =
        Regex("\"known\":\\[(.*?)]]").find(json)?.groupValues?.get(1).orEmpty().removePrefix("[").split("],[")
            .map { part -> part.split(',').map { it.trim('"') }.filter { it.isNotEmpty() }.toSet() }

    @Test
    fun fourPeoplePassTheDeviceRoundAPodkidnoyTable() {
        val app = newApp()
        val seen = mutableSetOf<String>()
        var checked = 0
        var bouts = 0
        var lastBouts = -1
        var statusSeen = 0
        var midBout = false
        var throwIns = 0
        withApp(app, Device.PHONE) {
            setUpAndStart(app, "durak", four, mapOf("kind" to "podkidnoy"))
            screenshot("durak-phone-en-first-hand-off")
            val log = PlayLog()
            val watch: () -> Unit = {
                val g = app.game
                if (g != null && g.handOffName == null && g.reveal == null) {
                    g.scene.nodes.filter { it.face is Face.Card }.forEach { seen += app.words.render(it.label) }
                    if (!midBout && laid(g.view.observationJson) >= 2 && g.viewer != null) {
                        midBout = true
                        screenshot("durak-phone-en-mid-bout")
                    }
                    val b = bouts(g.view.observationJson)
                    if (b >= 0) {
                        if (lastBouts >= 0 && b != lastBouts) bouts++
                        lastBouts = b
                    }
                    // A throw-in is offered: a card step named as one, by the core.
                    if (g.view.nextSteps.any { it.label.startsWith("throw in") }) throwIns++
                    // Whose decision it is, said on the table ("Bo may throw in or pass").
                    val status = g.scene.nodes.firstOrNull { it.id == "status" }
                    if (!g.isOver && g.viewer != null) {
                        assertTrue(status != null, "the status line is on the board")
                        statusSeen++
                    }
                }
            }
            play(app, log, 1_500, everyState = watch, atHandOff = {
                val all = onAllNodes(SemanticsMatcher("any") { true }, useUnmergedTree = true).fetchSemanticsNodes()
                val board = all.filter { it.config.getOrNull(SemanticsProperties.TestTag)?.startsWith("node:") == true }
                assertTrue(board.isEmpty(), "no board node during a hand-off")
                val words = all.flatMap { n ->
                    n.config.getOrNull(SemanticsProperties.Text).orEmpty().map { it.text } +
                        n.config.getOrNull(SemanticsProperties.ContentDescription).orEmpty()
                }
                for (face in seen) {
                    val card = Regex("(?<![\\w])" + Regex.escape(face) + "(?![\\w])")
                    assertTrue(words.none { card.containsMatchIn(it) }, "card $face is not on the hand-off screen")
                }
                checked++
                if (checked == 12) screenshot("durak-phone-en-hand-off")
            })
            screenshot("durak-phone-en-later")
            val perBout = if (bouts > 0) log.handOffs.toDouble() / bouts else Double.NaN
            println(
                "durak desktop, 4 people podkidnoy: ${log.handOffs} hand-offs in $bouts bouts = ${"%.2f".format(perBout)} a bout" +
                    " ($throwIns throw-in offers, ${log.stepTaps} step taps, ${log.boardTaps} board taps, game over: ${app.game!!.isOver})",
            )
            assertTrue(app.game!!.isOver, "the game was played to its end")
            assertTrue(bouts >= 5, "bouts were played ($bouts)")
            assertTrue(throwIns > 0, "throw-ins were offered")
            assertTrue(perBout < 5.0, "$perBout hand-offs a bout")
            assertTrue(statusSeen > 20, "the status line was checked ($statusSeen)")
        }
        assertTrue(checked >= 10 && seen.isNotEmpty(), "hand-offs were checked ($checked) with faces known (${seen.size})")
    }

    /** Waits (a deadline of `ms`) until `ok` holds, letting every window settle between looks. */
    private fun until(windows: List<ComposeUiTest>, what: String, ms: Long = 20_000, ok: () -> Boolean) {
        val end = System.currentTimeMillis() + ms
        while (!ok()) {
            check(System.currentTimeMillis() < end) { "$what: not within $ms ms" }
            Thread.sleep(20)
            windows.forEach { it.waitForIdle() }
        }
    }

    /** The text shown by the node tagged `tag`. */
    private fun ComposeUiTest.textOf(tag: String): String =
        tag(tag).fetchSemanticsNode().config.getOrNull(SemanticsProperties.Text)?.joinToString("") { it.text } ?: ""

    /** Joins the game with `code` as `name` from this window's Home. */
    private fun ComposeUiTest.join(app: AppState, code: String, name: String) {
        tag("open-join").performScrollTo().performClick()
        tag("join-code").performTextReplacement(code)
        tag("join-name").performTextReplacement(name)
        tag("join").performClick()
        // The board comes once every seat is taken; until then the game's screen waits.
        until(listOf(this), "$name joined") { app.screen == Screen.Game && app.game?.online != null }
    }

    /** True when the seat of `app` is to decide, its window settled. */
    private fun mine(app: AppState): Boolean {
        val g = app.game ?: return false
        val seat = g.online?.seat ?: return false
        return g.view.phase == Phase.HumanTurn(seat) && !g.thinking && !g.isOver
    }

    @Test
    fun threePeoplePlayPerevodnoyOnlineInThreeWindows() {
        val apps = listOf(onlineApp(server.address), onlineApp(server.address, LanguageChoice.SV), onlineApp(server.address, LanguageChoice.DA))
        val names = listOf("Anna", "Bo", "Cai")
        var transfers = 0
        var moves = 0
        var privacyChecks = 0
        val started = System.currentTimeMillis()
        withApp(apps[0], Device.TABLET) {
            val host = this
            tag("new:durak").performScrollTo().performClick()
            waitForIdle()
            tag("players:3").performScrollTo().performClick()
            tag("seat-name:0").performScrollTo().performTextReplacement(names[0])
            for (i in 1..2) {
                tag("seat-kind:$i:invite").performScrollTo().performClick()
                tag("seat-name:$i").performScrollTo().performTextReplacement(names[i])
            }
            tag("house-rules").performScrollTo().performClick()
            tag("variant:kind:perevodnoy").performScrollTo().performClick()
            waitForIdle()
            assertTrue((apps[0].screen as Screen.NewGame).form.online, "invited seats make the game an online one")
            tag("start").performClick()
            until(listOf(host), "the invite codes") { has("invite-code-1") && has("invite-code-2") }
            val codes = listOf(textOf("invite-code-1"), textOf("invite-code-2"))
            withApp(apps[1], Device.PHONE) {
                val bo = this
                join(apps[1], codes[0], names[1])
                withApp(apps[2], Device.PHONE) {
                    val cai = this
                    join(apps[2], codes[1], names[2])
                    val windows = listOf(host, bo, cai)
                    until(windows, "every seat taken, the board in every window") {
                        apps.all { it.game?.online?.invites?.isEmpty() == true && it.game?.view?.game == "durak" } && windows.all { it.has("board") }
                    }
                    screenshot("durak-online-phone-da-start")
                    // Every fifth decision is tapped in its window; the others go through the
                    // same controller the window's buttons call, so the game is played whole
                    // in the time the test may take (each tap waits for all three windows).
                    val end = System.currentTimeMillis() + 150_000
                    var taps = 0
                    while (apps.any { it.game?.isOver != true }) {
                        check(System.currentTimeMillis() < end) { "the online game did not end within 150 s ($moves moves)" }
                        val versions = apps.map { it.game!!.version }.toSet()
                        if (versions.size == 1 && moves % 3 == 0) {
                            // All three show the same moment: no window's board has a card of
                            // another seat's hand that the table does not know of.
                            for ((i, a) in apps.withIndex()) {
                                val public = known(a.game!!.view.observationJson)
                                val faces = a.game!!.scene.nodes.map { it.id }.filter { it.startsWith("card:") }.toSet()
                                for ((j, b) in apps.withIndex()) {
                                    if (i == j) continue
                                    val secret = hand(b.game!!.view.observationJson) - public.getOrElse(j) { emptySet() }
                                    val shown = faces.filter { it.removePrefix("card:") in secret }
                                    assertEquals(emptyList(), shown, "${names[i]}'s window shows ${names[j]}'s hidden cards")
                                }
                                privacyChecks++
                            }
                        }
                        val turn = apps.indexOfFirst { mine(it) }
                        if (turn < 0) { Thread.sleep(10); continue }
                        val app = apps[turn]
                        val g = app.game!!
                        val v = g.version
                        val steps = g.view.nextSteps
                        // A transfer is taken whenever one is offered, a card of the attacking
                        // rank tried first so that one is; attackers pass rather than throw in
                        // and the defender beats rather than takes, so the game ends in time.
                        val ranks = Regex("\"attack\":\"(.)").findAll(g.view.observationJson).map { it.groupValues[1] }.toSet()
                        val step = when {
                            g.view.canConfirm -> null
                            steps.any { it.notation == "transfer" } -> steps.first { it.notation == "transfer" }
                            steps.any { it.notation == "pass" } -> steps.first { it.notation == "pass" }
                            else -> steps.firstOrNull { it.notation.length == 2 && it.notation.take(1) in ranks && g.view.pending.isEmpty() }
                                ?: steps.firstOrNull { it.notation != "take" } ?: steps.first()
                        }
                        if (step?.notation == "transfer") transfers++
                        if (moves % 5 == 0) {
                            val ui = windows[turn]
                            ui.waitForIdle()
                            if (step == null) ui.tag("confirm").performScrollTo().performClick()
                            else ui.tapStep(step.notation)
                            taps++
                        } else if (step == null) {
                            app.current!!.confirm()
                        } else {
                            app.current!!.chooseStep(step.notation)
                        }
                        moves++
                        val waited = System.currentTimeMillis() + 10_000
                        while (app.game!!.let { it.version == v && it.view.pending == g.view.pending && it.error == null }) {
                            check(System.currentTimeMillis() < waited) { "${names[turn]}'s step ${step?.notation} not taken" }
                            Thread.sleep(5)
                        }
                        if (moves == 12) windows[turn].screenshot("durak-online-${listOf("tablet-en", "phone-sv", "phone-da")[turn]}-mid")
                    }
                    println("durak online: $taps of $moves decisions tapped in the windows")
                    until(windows, "the end in every window") { windows.all { it.has("end") } }
                    screenshot("durak-online-phone-da-end")
                    val outcomes = apps.map { it.game!!.view.outcome!! }
                    assertEquals(1, outcomes.toSet().size, "every window shows the same end")
                    assertEquals(1, outcomes[0].losers.size, "one fool")
                }
                bo.screenshot("durak-online-phone-sv-end")
            }
            host.screenshot("durak-online-tablet-en-end")
        }
        val seconds = (System.currentTimeMillis() - started) / 1000.0
        println("durak online, 3 people perevodnoy: $moves taps, $transfers transfers, $privacyChecks privacy checks, ${"%.1f".format(seconds)} s")
        assertTrue(privacyChecks > 30, "the windows were compared ($privacyChecks)")
        apps.forEach { it.home() }
    }

    /**
     * A game in play on a phone and a tablet, seen in each language (one game per size,
     * the language switched in the settings between screenshots): every word whole,
     * none English in sv/da. Screenshots durak-{phone,tablet}-{en,sv,da}-game.
     */
    @Test
    fun durakOnPhoneAndTabletInEnglishSwedishAndDanish() {
        for (device in listOf(Device.PHONE, Device.TABLET)) {
            val app = newApp()
            withApp(app, device) {
                setUpAndStart(app, "durak", four.take(3), mapOf("kind" to "perevodnoy"))
                play(app, PlayLog(), 9)
                // Past any hand-off, with the viewer's own hand on the board.
                if (app.game!!.handOffName != null) {
                    tag("hand-off-ready").performClick()
                    waitForIdle()
                }
                for (language in listOf(LanguageChoice.EN, LanguageChoice.SV, LanguageChoice.DA)) {
                    app.update(app.settings.copy(language = language))
                    waitForIdle()
                    val name = "durak-${device.name.lowercase()}-${language.tag}"
                    screenshot("$name-game")
                    val texts = onAllNodes(SemanticsMatcher("any") { true }, useUnmergedTree = true).fetchSemanticsNodes()
                        .flatMap { n -> n.config.getOrNull(SemanticsProperties.Text).orEmpty().map { it.text } }
                    assertEquals(emptyList(), texts.filter(::isMissingText), name)
                    if (language != LanguageChoice.EN) {
                        val english = listOf("Undo", "Hint", "Rules", "Back", "defends", "attacks", "discard")
                        assertEquals(emptyList(), texts.filter { t -> english.any { it in t } }, "$name: English left")
                    }
                }
            }
        }
    }
}
