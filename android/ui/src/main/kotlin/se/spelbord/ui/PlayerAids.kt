package se.spelbord.ui

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import se.spelbord.controller.GameController
import se.spelbord.controller.describe
import se.spelbord.ffi.Guide
import se.spelbord.ffi.GuideShown
import se.spelbord.ffi.Message
import se.spelbord.ffi.ResignChoice
import se.spelbord.ffi.ResignScope
import se.spelbord.ffi.SaveStore
import se.spelbord.ffi.SpelbordException
import se.spelbord.ffi.StatsView

/**
 * What a player expects beside the game itself: resigning (with a question first),
 * the statistics and their reset, and the first-game guide. The core decides all of it
 * (who may resign and what to ask, what is counted, which node a guide step marks);
 * this only holds what is on screen.
 *
 * @param store the save folder, where the core keeps the statistics.
 * @param controller the open game's controller, if a game is open.
 */
class PlayerAids(
    private val store: SaveStore,
    /** A person's seat name when none was typed ("Player 2"; the core knows it in any language). */
    private val defaultName: (Int) -> String = { "" },
    private val controller: () -> GameController?,
) {
    /** The statistics screen's contents. */
    var stats by mutableStateOf(store.statistics())
        private set

    /** True while the reset of the statistics waits for its confirmation. */
    var askingReset by mutableStateOf(false)
        private set

    /** Why the last change here failed, to render. */
    var problem by mutableStateOf<Message?>(null)
        private set

    /** The question asked before resigning, while it waits for an answer. */
    var resignQuestion by mutableStateOf<Message?>(null)
        private set

    /** The ways to resign the core offers with the question (a button each). */
    var resignChoices by mutableStateOf<List<ResignChoice>>(emptyList())
        private set

    /** The game whose guide is offered (its first game here), until taken or declined. */
    var guideOffer by mutableStateOf<String?>(null)
        private set

    /** The guide's step on screen. */
    var guideShown by mutableStateOf<GuideShown?>(null)
        private set

    private var guide: Guide? = null
    private var guideGame: String? = null

    /** Reads the statistics again (the screen opens, a game ended). */
    fun refreshStats() {
        stats = store.statistics()
    }

    fun askReset() { askingReset = true }

    fun cancelReset() { askingReset = false }

    /** Forgets every count, as the player confirmed. */
    fun confirmReset() {
        askingReset = false
        guarded { store.resetStatistics() }
        refreshStats()
    }

    /** Asks the core whether the player holding the device may resign, and what to ask them. */
    fun askResign() {
        resignQuestion = controller()?.resignQuestion()
        resignChoices = controller()?.resignChoices() ?: emptyList()
    }

    fun cancelResign() {
        resignQuestion = null
        resignChoices = emptyList()
    }

    /** Resigns `scope` (one of [resignChoices]), as the player confirmed. */
    fun confirmResign(scope: ResignScope) {
        resignQuestion = null
        resignChoices = emptyList()
        controller()?.resign(scope)
    }

    /** A game was opened: offer its guide if it is someone's first game of it here. */
    fun gameOpened(c: GameController) {
        closeGuide()
        resignQuestion = null
        resignChoices = emptyList()
        val game = c.state.view.game
        guideOffer = game.takeIf { !c.state.isOver && store.guideDue(it, people(c)) }
    }

    /** Starts the open game's guide (offered, or asked for from the game's menu). */
    fun startGuide() {
        val c = controller() ?: return
        guideOffer = null
        guarded {
            guide?.close()
            guide = Guide(c.state.view.game)
            guideGame = c.state.view.game
        }
        update()
    }

    /** Declines the offered guide: it counts as skipped. */
    fun declineGuide() {
        val game = guideOffer ?: return
        guideOffer = null
        controller()?.let { c -> guarded { store.guideSeen(game, people(c)) } }
    }

    fun guideNext() = move { it.next() }

    fun guideBack() = move { it.back() }

    fun guideSkip() = move { it.skip() }

    /** The guide's step over the board now (call on every new game state). */
    fun update() {
        val g = guide
        val c = controller()
        guideShown = if (g != null && c != null) c.guideShown(g) else null
    }

    private fun move(step: (Guide) -> Unit) {
        val g = guide ?: return
        step(g)
        if (g.ended() != null) {
            val c = controller()
            val game = guideGame
            if (c != null && game != null) guarded { store.guideSeen(game, people(c)) }
            closeGuide()
        }
        update()
    }

    private fun closeGuide() {
        guide?.close()
        guide = null
        guideGame = null
        guideShown = null
    }

    /** The people at the open table (the guide is theirs). */
    private fun people(c: GameController): List<String> =
        c.session?.seats()?.mapIndexedNotNull { i, s -> if (s.bot != null) null else s.name.ifBlank { defaultName(i) } } ?: emptyList()

    private fun guarded(action: () -> Unit) {
        try {
            problem = null
            action()
        } catch (e: SpelbordException) {
            problem = describe(e)
        }
    }
}
