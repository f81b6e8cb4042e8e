package se.spelbord.desktop

import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.performTextReplacement
import java.io.File
import java.nio.file.Files
import kotlin.test.assertTrue
import se.spelbord.controller.ImmediateRunner
import se.spelbord.ffi.Phase
import se.spelbord.transport.JdkWebSocketTransport
import se.spelbord.ui.AnimationSpeed
import se.spelbord.ui.AppState
import se.spelbord.ui.BotSpeed
import se.spelbord.ui.LanguageChoice
import se.spelbord.ui.Screen
import se.spelbord.ui.Settings
import se.spelbord.ui.ThemeChoice

/**
 * The app as [newApp] makes it, playing online through the server at `server` (a
 * real local server on a loopback port) over the JDK's WebSocket, in `language`.
 */
fun onlineApp(
    server: String,
    language: LanguageChoice = LanguageChoice.EN,
    dir: File = Files.createTempDirectory("spelbord-online-ui").toFile(),
): AppState {
    val app = AppState(dir, ImmediateRunner, "en") { JdkWebSocketTransport() }
    app.update(
        Settings(
            language = language, theme = ThemeChoice.LIGHT, animation = AnimationSpeed.INSTANT,
            botSpeed = BotSpeed.INSTANT, server = server,
        ),
    )
    return app
}

/**
 * A time limit for waiting on another thread (a server, a socket): [until] polls
 * every 20 ms and fails naming what it waited for once the limit has passed. One
 * deadline serves several waits when they share the limit.
 */
class Deadline(ms: Long) {
    private val end = System.currentTimeMillis() + ms

    /** Waits until `ok` holds, failing with `what` after the deadline. */
    fun until(what: String, ok: () -> Boolean) {
        while (!ok()) { check(System.currentTimeMillis() < end) { what }; Thread.sleep(20) }
    }
}

/**
 * Waits until `ok` holds, letting the window recompose between looks (the socket
 * delivers on another thread), failing with `what` after `ms`.
 */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.until(what: String, ms: Long = 20_000, ok: () -> Boolean) {
    val end = System.currentTimeMillis() + ms
    while (!ok()) {
        check(System.currentTimeMillis() < end) { "$what: not within $ms ms" }
        Thread.sleep(20)
        waitForIdle()
    }
}

/** The text shown by the node tagged `tag` ("" when none is composed). */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.textOf(tag: String): String =
    if (!has(tag)) "" else
        tag(tag).fetchSemanticsNode().config.getOrNull(SemanticsProperties.Text)?.joinToString("") { it.text } ?: ""

/**
 * True when the online game in `app` waits for its own seat: the phase names that seat,
 * no bot thinks and the game is not over (what is shown over the board is the caller's
 * to judge).
 */
fun seatsTurn(app: AppState): Boolean {
    val g = app.game ?: return false
    return g.online != null && g.view.phase == Phase.HumanTurn(g.online!!.seat) && !g.thinking && !g.isOver
}

/**
 * Hosts `game` from Home's new-game form with seat 2 invited as Bo, after `form` has set
 * whatever else the test needs (players, names, house rules); the first invite code shown.
 */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.hostWithBoInvited(app: AppState, game: String, form: ComposeUiTest.() -> Unit = {}): String {
    tag("new:$game").performScrollTo().performClick()
    waitForIdle()
    form()
    tag("seat-kind:1:invite").performScrollTo().performClick()
    tag("seat-name:1").performScrollTo().performTextReplacement("Bo")
    waitForIdle()
    assertTrue((app.screen as Screen.NewGame).form.online)
    tag("start").performClick()
    until("the invite code") { has("invite-code-1") }
    return textOf("invite-code-1")
}

/** Joins the game with `code` as `name` from Home's join form; waits for the board of `game`. */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.joinAs(app: AppState, code: String, name: String, game: String) {
    tag("open-join").performScrollTo().performClick()
    tag("join-code").performTextReplacement(code)
    tag("join-name").performTextReplacement(name)
    tag("join").performClick()
    until("the board") { has("board") && app.game?.view?.game == game }
}
