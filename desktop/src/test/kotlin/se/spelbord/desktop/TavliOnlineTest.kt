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
 * A tavli series played online between two windows through a real local server:
 * Anna hosts on a tablet in Swedish, Bo joins on a phone in Danish. Each game is
 * played a few turns by taps in the window on screen (the other app, online on its
 * own socket, moves through its controller meanwhile) and then given up from the
 * game menu, as a player gives up a lost game: the series goes on with the next game
 * (the score strip on both boards says so) and the last resignation reaches the
 * target, so both windows end on the series' result. A series to 3 played out by
 * moves would take some 900 round trips (minutes); the whole series to 5 played move
 * by move is TavliSeriesTest's, in the local window.
 */
@OptIn(ExperimentalTestApi::class)
class TavliOnlineTest {
    companion object {
        private lateinit var server: LocalServer

        @BeforeClass @JvmStatic fun start() { server = LocalServer() }

        @AfterClass @JvmStatic fun stop() { server.close() }
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
     * Plays until each app has made `actions` actions: the app on screen by taps
     * ([play]), the other through its controller (its first step, or confirming the
     * built move). Each action is waited for at the other app.
     */
    private fun ComposeUiTest.playBoth(shown: AppState, other: AppState, actions: Int) {
        var mine = 0
        var theirs = 0
        while (mine < actions || theirs < actions) {
            until("a turn of either") { myTurn(shown) || myTurn(other) }
            waitForIdle()
            if (!myTurn(shown) && !myTurn(other)) continue
            if (myTurn(shown)) {
                play(shown, PlayLog(), 1)
                mine++
                until("the move at the other app") { other.game!!.version >= shown.game!!.version }
            } else {
                val g = other.game!!
                val v = g.version
                when {
                    g.reveal != null -> other.current!!.acknowledge()
                    g.view.canConfirm -> other.current!!.confirm()
                    else -> other.current!!.chooseStep(g.view.nextSteps.first().notation)
                }
                theirs++
                val wasReveal = g.reveal != null
                until("the other app's action taken") {
                    (wasReveal && other.game!!.reveal == null) || other.game!!.version > v || other.game!!.view.pending != g.view.pending
                }
                until("the move on screen") { shown.game!!.version >= other.game!!.version }
            }
        }
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

    @Test
    fun `a tavli series is played online between two windows, game by game, to the series' end`() {
        val host = onlineApp(server.address, LanguageChoice.SV)
        val guest = onlineApp(server.address, LanguageChoice.DA)
        var code = ""
        withApp(host, Device.TABLET) {
            tag("new:tavli").performScrollTo().performClick()
            waitForIdle()
            tag("seat-kind:1:invite").performScrollTo().performClick()
            tag("seat-name:1").performScrollTo().performTextReplacement("Bo")
            if (!has("variant:to:3")) tag("house-rules").performScrollTo().performClick()
            tag("variant:to:3").performScrollTo().performClick()
            waitForIdle()
            assertTrue((host.screen as Screen.NewGame).form.online)
            tag("start").performClick()
            until("the invite code") { has("invite-code-1") }
            code = textOf("invite-code-1")
        }
        // Bo's phone (Danish) joins; Portes is played a few turns, then Bo gives it up.
        withApp(guest, Device.PHONE) {
            tag("open-join").performScrollTo().performClick()
            tag("join-code").performTextReplacement(code)
            tag("join-name").performTextReplacement("Bo")
            tag("join").performClick()
            until("the board") { has("board") && guest.game?.view?.game == "tavli" }
            until("the host sees Bo") { host.game?.online?.invites?.isEmpty() == true }
            assertEquals("parti 1: Portes · næste: Plakoto", strip(guest))
            playBoth(guest, host, 4)
            screenshot("phone-da-online-tavli-portes")
            resignThisGame(guest, "Giv op i dette parti")
            until("Plakoto on Bo's phone") { strip(guest) == "parti 2: Plakoto · næste: Fevga" }
            assertEquals("hvid 2 – 0 sort · serien til 3", score(guest), "Anna scores Portes: Bo had none off")
            screenshot("phone-da-online-tavli-plakoto")
        }
        // Anna's tablet (Swedish) is in Plakoto too; a few turns, then Anna gives it up.
        withApp(host, Device.TABLET) {
            until("Plakoto on Anna's tablet") { strip(host) == "parti 2: Plakoto · nästa: Fevga" }
            playBoth(host, guest, 4)
            screenshot("tablet-sv-online-tavli-plakoto")
            resignThisGame(host, "Ge upp partiet")
            until("Fevga on Anna's tablet") { strip(host) == "parti 3: Fevga · nästa: Portes" }
            assertEquals("vit 2 – 2 svart · serien till 3", score(host))
            assertTrue(host.game!!.online != null && !host.game!!.isOver, "the series goes on")
        }
        // Fevga: Bo gives it up too, and the 2 points it is worth end the series 4–2 for Anna.
        withApp(guest, Device.PHONE) {
            until("Fevga on Bo's phone") { strip(guest) == "parti 3: Fevga · næste: Portes" }
            playBoth(guest, host, 2)
            resignThisGame(guest, "Giv op i dette parti")
            until("the end on Bo's phone") { has("end") }
            val outcome = guest.game!!.view.outcome!!
            assertEquals(listOf(1u), outcome.losers, "Bo lost the series")
            val summary = onAllNodesWithTag("end-summary", useUnmergedTree = true).fetchSemanticsNodes()
                .map { n -> n.config.getOrNull(SemanticsProperties.Text)?.joinToString("") { it.text } ?: "" }
            assertTrue(summary.any { it.endsWith("vinder serien 4–2 (spillet til 3)") }, summary.toString())
            screenshot("phone-da-online-tavli-end")
        }
        withApp(host, Device.TABLET) {
            until("the end on Anna's tablet") { has("end") }
            assertEquals(listOf(1u), host.game!!.view.outcome!!.losers)
            val summary = onAllNodesWithTag("end-summary", useUnmergedTree = true).fetchSemanticsNodes()
                .map { n -> n.config.getOrNull(SemanticsProperties.Text)?.joinToString("") { it.text } ?: "" }
            assertTrue(summary.any { it.endsWith("vinner serien med 4–2 (spelad till 3)") }, summary.toString())
            screenshot("tablet-sv-online-tavli-end")
        }
        guest.home()
        host.home()
    }
}
