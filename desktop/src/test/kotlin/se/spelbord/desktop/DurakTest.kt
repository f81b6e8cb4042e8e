package se.spelbord.desktop

import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import org.junit.Test
import se.spelbord.ffi.Face
import se.spelbord.ffi.isMissingText
import se.spelbord.ui.LanguageChoice

/**
 * Durak in the desktop window, drawn from the core's generic scene: four people pass
 * one device round a Podkidnoy table. Every hand-off screen shows no card anyone has
 * seen in a hand; the line saying whose decision it is is on the board whenever a
 * person decides; hand-offs per bout are counted and printed. Screenshots at phone and
 * tablet size, in English, Swedish and Danish.
 */
@OptIn(ExperimentalTestApi::class)
class DurakTest {
    private val four = listOf(SeatSetup("Anna"), SeatSetup("Bo"), SeatSetup("Cai"), SeatSetup("Dag"))

    /** Bouts finished so far (over the games of the session), from a seat's observation. */
    private fun bouts(json: String): Int {
        fun field(key: String) = Regex("\"$key\":(\\d+)").find(json)?.groupValues?.get(1)?.toInt() ?: 0
        return if (json.isEmpty()) -1 else field("bouts") + 1000 * field("games")
    }

    /** Attack cards on the table now, from a seat's observation. */
    private fun laid(json: String): Int = Regex("\"attack\":").findAll(json).count()

    @Test
    fun fourPeoplePassTheDeviceRoundAPodkidnoyTable() {
        val app = newApp()
        val seen = mutableSetOf<String>()
        var checked = 0
        var bouts = 0
        var lastBouts = -1
        var statusSeen = 0
        var midBout = false
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
                for (n in all) {
                    val words = n.config.getOrNull(SemanticsProperties.Text).orEmpty().map { it.text } +
                        n.config.getOrNull(SemanticsProperties.ContentDescription).orEmpty()
                    for (face in seen) {
                        val card = Regex("(?<![\\w])" + Regex.escape(face) + "(?![\\w])")
                        assertTrue(words.none { card.containsMatchIn(it) }, "card $face is not on the hand-off screen")
                    }
                }
                checked++
                if (checked == 12) screenshot("durak-phone-en-hand-off")
            })
            screenshot("durak-phone-en-later")
            val perBout = if (bouts > 0) log.handOffs.toDouble() / bouts else Double.NaN
            println("durak desktop, 4 people podkidnoy: ${log.handOffs} hand-offs in $bouts bouts = ${"%.2f".format(perBout)} a bout" +
                " (${log.stepTaps} step taps, ${log.boardTaps} board taps, game over: ${app.game!!.isOver})")
            assertTrue(bouts >= 5, "bouts were played ($bouts)")
            assertTrue(perBout < 5.0, "$perBout hand-offs a bout")
            assertTrue(statusSeen > 20, "the status line was checked ($statusSeen)")
        }
        assertTrue(checked >= 10 && seen.isNotEmpty(), "hand-offs were checked ($checked) with faces known (${seen.size})")
    }

    /** A game in play on a phone and a tablet in each language: every word whole, none English in sv/da. */
    @Test
    fun durakOnPhoneAndTabletInEnglishSwedishAndDanish() {
        for (device in listOf(Device.PHONE, Device.TABLET)) {
            for (language in listOf(LanguageChoice.EN, LanguageChoice.SV, LanguageChoice.DA)) {
                val app = newApp()
                app.update(app.settings.copy(language = language))
                val name = "durak-${device.name.lowercase()}-${language.tag}"
                withApp(app, device) {
                    setUpAndStart(app, "durak", four.take(3), mapOf("kind" to "perevodnoy"))
                    play(app, PlayLog(), 9)
                    // Past any hand-off, with the viewer's own hand on the board.
                    if (app.game!!.handOffName != null) {
                        tag("hand-off-ready").performClick()
                        waitForIdle()
                    }
                    screenshot("$name-game")
                    val texts = onAllNodes(SemanticsMatcher("any") { true }, useUnmergedTree = true).fetchSemanticsNodes()
                        .flatMap { n -> n.config.getOrNull(SemanticsProperties.Text).orEmpty().map { it.text } }
                    assertEquals(emptyList(), texts.filter(::isMissingText), "$name")
                    if (language != LanguageChoice.EN) {
                        val english = listOf("Undo", "Hint", "Rules", "Back", "defends", "attacks", "discard")
                        assertEquals(emptyList(), texts.filter { t -> english.any { it in t } }, "$name: English left")
                    }
                    tag("back").performScrollTo().performClick()
                    waitForIdle()
                }
            }
        }
    }
}
