package se.spelbord.desktop

import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.performClick
import kotlin.test.assertTrue
import org.junit.Test
import se.spelbord.ffi.BotLevel
import se.spelbord.ui.BoardTextProbe
import se.spelbord.ui.LanguageChoice
import se.spelbord.ui.MIN_BOARD_TEXT_SP

/**
 * On a phone every text drawn on a board (labels, numbers, card indices) is at least
 * [MIN_BOARD_TEXT_SP] (12 sp), and no label's pill covers another's.
 */
@OptIn(ExperimentalTestApi::class)
class BoardTextTest {
    private fun smallest(gameId: String, seats: List<SeatSetup>, dark: Boolean) {
        val sizes = java.util.concurrent.ConcurrentHashMap<String, Float>()
        BoardTextProbe.onText = { text, sp -> sizes.merge(text, sp) { a, b -> minOf(a, b) } }
        try {
            val app = newApp(dark = dark)
            withApp(app, Device.PHONE) {
                setUpAndStart(app, gameId, seats)
                play(app, PlayLog(), 6)
                screenshot("board-text-$gameId-${if (dark) "dark" else "light"}")
            }
        } finally {
            BoardTextProbe.onText = null
        }
        val least = sizes.minByOrNull { it.value }
        println("ui-board-text: $gameId dark=$dark ${sizes.size} texts, smallest $least sp")
        assertTrue(sizes.isNotEmpty(), "$gameId: the board draws text")
        assertTrue(least!!.value >= MIN_BOARD_TEXT_SP - 0.01f, "$gameId dark=$dark: '${least.key}' is drawn at ${least.value} sp")
    }

    private val games = mapOf(
        "fia" to listOf(SeatSetup("Anna"), SeatSetup("", BotLevel.BEGINNER), SeatSetup("", BotLevel.BEGINNER), SeatSetup("", BotLevel.BEGINNER)),
        "pairanoid" to listOf(SeatSetup("Anna"), SeatSetup("", BotLevel.BEGINNER), SeatSetup("", BotLevel.BEGINNER), SeatSetup("", BotLevel.BEGINNER)),
        "fjols" to listOf(SeatSetup("Anna"), SeatSetup("", BotLevel.BEGINNER), SeatSetup("", BotLevel.BEGINNER)),
        "fevga" to listOf(SeatSetup("Anna"), SeatSetup("", BotLevel.BEGINNER)),
    )

    @Test
    fun everyBoardTextIsReadableOnAPhoneLight() = games.forEach { (id, seats) -> smallest(id, seats, dark = false) }

    @Test
    fun everyBoardTextIsReadableOnAPhoneDark() = games.forEach { (id, seats) -> smallest(id, seats, dark = true) }

    /** The pill each label node was drawn in (by node id) in the board's last drawing. */
    private val pills = java.util.concurrent.ConcurrentHashMap<String, Pair<String, Rect>>()

    /** Pairs of different labels whose pills overlap by more than a hairline. */
    private fun covered(): List<String> {
        val pills = pills.values.toList()
        val found = mutableListOf<String>()
        for (i in pills.indices) for (j in i + 1 until pills.size) {
            val (a, ra) = pills[i]
            val (b, rb) = pills[j]
            if (a == b) continue
            val overlap = ra.intersect(rb)
            if (overlap.width > 2f && overlap.height > 2f) found += "'$a' and '$b'"
        }
        return found
    }

    /**
     * After a few moves on a phone the labels read without covering each other (the
     * Pairanoid seat and team labels did, and Fevga's score and stake).
     */
    @Test
    fun labelsDoNotCoverEachOtherOnAPhone() {
        val problems = mutableListOf<String>()
        val drawn = mutableMapOf<String, Int>()
        // Each drawing of the board starts the set afresh: a label of an earlier state
        // (or an earlier arrangement) is not one the player sees.
        BoardTextProbe.onBoard = { pills.clear() }
        BoardTextProbe.onLabel = { node, text, pill -> pills[node] = text to pill }
        try {
            for ((id, seats) in games) {
                for (lang in listOf(LanguageChoice.EN, LanguageChoice.SV)) {
                    val app = newApp()
                    app.update(app.settings.copy(language = lang))
                    pills.clear()
                    withApp(app, Device.PHONE) {
                        setUpAndStart(app, id, seats)
                        waitForIdle()
                        screenshot("labels-$id-${lang.name.lowercase()}-guide-offer")
                        drawn.merge(id, pills.size, Int::plus)
                        // The offer (a first game, until answered) sits under the board: the
                        // board keeps its room, as without it.
                        assertTrue(has("guide-offer"), "$id: the guide is offered in a first game")
                        covered().forEach { problems += "$id $lang (guide offer up): $it" }
                        if (has("guide-decline")) tag("guide-decline").performScrollTo().performClick()
                        waitForIdle()
                        pills.clear()
                        play(app, PlayLog(), 6)
                        waitForIdle()
                        screenshot("labels-$id-${lang.name.lowercase()}-played")
                        // "Played for you" sits under the board too, so it squeezes nothing.
                        val revealUp = if (has("reveal-done")) " (played for you up)" else ""
                        covered().forEach { problems += "$id $lang$revealUp: $it" }
                    }
                }
            }
        } finally {
            BoardTextProbe.onLabel = null
            BoardTextProbe.onBoard = null
        }
        // The check sees the labels it is about (Fia's board has none at the start).
        for (id in listOf("pairanoid", "fevga", "fjols")) assertTrue((drawn[id] ?: 0) >= 2, "$id: labels drawn: $drawn")
        assertTrue(problems.isEmpty(), "labels cover each other:\n" + problems.joinToString("\n"))
    }
}
