package se.spelbord.desktop

import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.performScrollToNode
import androidx.compose.ui.test.performTextReplacement
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import kotlin.test.fail
import se.spelbord.ffi.BotLevel
import se.spelbord.ui.AppState
import se.spelbord.ui.Screen

/** How one seat is set up on the new-game screen: a person's name, or a bot level. */
data class SeatSetup(val name: String, val bot: BotLevel? = null)

/** From the home screen: open the game's form, set the seats and `variants` (key to value) by tapping, start. */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.setUpAndStart(app: AppState, gameId: String, seats: List<SeatSetup>, variants: Map<String, String> = emptyMap()) {
    // The home list is lazy: a game below the fold (a phone) is composed once scrolled to.
    if (!has("new:$gameId")) tag("home-list").performScrollToNode(hasTestTag("new:$gameId"))
    tag("new:$gameId").performScrollTo().performClick()
    waitForIdle()
    if (has("players:${seats.size}")) tag("players:${seats.size}").performScrollTo().performClick()
    seats.forEachIndexed { i, seat ->
        tag("seat-name:$i").performScrollTo().performTextReplacement(seat.name)
        tag("seat-kind:$i:${seat.bot}").performScrollTo().performClick()
    }
    // The house rules are folded under their summary line until opened.
    if (variants.isNotEmpty() && !has("variant:${variants.keys.first()}:${variants.values.first()}")) tag("house-rules").performScrollTo().performClick()
    for ((key, value) in variants) tag("variant:$key:$value").performScrollTo().performClick()
    waitForIdle()
    val form = (app.screen as Screen.NewGame).form
    assertEquals(seats.map { it.name to it.bot }, form.seats.map { it.name to it.bot }, "the form holds what was tapped")
    tag("start").performClick()
    waitForIdle()
    assertEquals(Screen.Game, app.screen, app.message?.let { app.words.render(it) })
}

/** What a play-through saw. */
class PlayLog {
    var boardTaps = 0
    var stepTaps = 0
    var confirms = 0
    var handOffs = 0
    var reveals = 0
}

/**
 * Plays the open game by tapping, as a person would: confirms hand-offs, taps the
 * board where a step has a node (a piece with several moves: the piece, then the
 * target), else the offered step's button; confirms built moves. Stops at the end or
 * after `maxActions`; `atHandOff` runs on every hand-off screen before it is confirmed,
 * `atReveal` on every reveal panel before it is confirmed, `everyState` on every state
 * the loop looks at.
 */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.play(
    app: AppState,
    log: PlayLog,
    maxActions: Int,
    atHandOff: () -> Unit = {},
    atReveal: () -> Unit = {},
    everyState: () -> Unit = {},
) {
    var actions = 0
    while (actions < maxActions) {
        waitForIdle()
        everyState()
        val g = app.game ?: fail("no game open")
        if (g.isOver) return
        actions++
        if (g.reveal != null) {
            // A move was played for this person: they see what it brought, then hand on.
            atReveal()
            log.reveals++
            tag("reveal-done").performScrollTo().performClick()
            continue
        }
        if (g.handOffName != null) {
            atHandOff()
            log.handOffs++
            tag("hand-off-ready").performClick()
            continue
        }
        if (g.view.canConfirm) {
            log.confirms++
            tag("confirm").performScrollTo().performClick()
            continue
        }
        val steps = g.view.nextSteps
        assertTrue(steps.isNotEmpty(), "a person is to move, so steps are offered (${g.view.phase})")
        val step = steps[actions % steps.size]
        var path = "button"
        val version = g.view.version to g.view.pending
        val onBoard = g.scene.nodes.map { it.id }.toSet()
        // What may be chosen is marked on the board by the core.
        step.node?.takeIf { it in onBoard }?.let { assertTrue("mark:legal:$it" in onBoard, "$it is marked as movable") }
        // The board node that plays this step: the piece or card itself, or the target
        // mark where it would go when the piece has several steps.
        val tappable = g.scene.nodes.firstOrNull { it.action == step.notation }
        if (tappable != null && (actions % 3 != 0)) {
            log.boardTaps++
            path = "board (${tappable.id})"
            tag("node:${tappable.id}").performClick()
        } else {
            log.stepTaps++
            tapStep(step.notation)
        }
        waitForIdle()
        if (app.game!!.view.let { it.version to it.pending } == version) screenshot("failed-tap-${g.view.game}")
        assertTrue(
            app.game!!.view.let { it.version to it.pending } != version || app.game!!.error != null,
            "a tap moved the game on: $path, step ${step.notation} node ${step.node} target ${step.target}",
        )
    }
}

/** True when no node of the board is composed (hand-off screens). */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.boardAbsent(): Boolean =
    onAllNodes(hasTestTag("board"), useUnmergedTree = true).fetchSemanticsNodes().isEmpty()
