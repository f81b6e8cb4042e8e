package se.spelbord.controller

import se.spelbord.ffi.BoardScene
import se.spelbord.ffi.GameSession
import se.spelbord.ffi.Hint
import se.spelbord.ffi.Phase
import se.spelbord.ffi.SeatView
import se.spelbord.ffi.SpelbordException

/**
 * Everything a game screen shows, read from the session in one go.
 *
 * [viewer] is the seat whose eyes the screen uses: the human to move, or in a
 * hand-off the last human who held the device (the hand-off screen hides the board).
 */
data class GameUiState(
    val title: String,
    val viewer: UInt?,
    val view: SeatView,
    val scene: BoardScene,
    val thinking: Boolean,
    val error: String?,
    /** A suggested move for the viewer, until anything changes. */
    val hint: Hint? = null,
) {
    /** The seat the device must go to, while a hand-off is pending. */
    val handOffTo: UInt? get() = (view.phase as? Phase.HandOff)?.seat

    /** Name of that seat, for the hand-off screen. */
    val handOffName: String? get() = handOffTo?.let { view.seatNames[it.toInt()] }

    /** True once the game has ended. */
    val isOver: Boolean get() = view.phase is Phase.Over
}

/**
 * The game screen's logic, free of Android: taps become steps, bots run on the
 * [runner]'s background thread, and every change is published to [onChange].
 *
 * The Rust core decides everything (legality, hand-off, undo limits, scene); this
 * class only routes calls and keeps the latest state. Errors from the core arrive as
 * typed [SpelbordException]s; a stale tap is answered by refreshing.
 */
class GameController(
    val session: GameSession,
    private val runner: TaskRunner = ImmediateRunner,
    private val onChange: (GameUiState) -> Unit = {},
    private val minBotThinkMs: UInt = 0U,
    /**
     * Play a human's only legal move for them (the core never offers a roll, nor a
     * move the player just undid).
     */
    private val autoPlayForced: Boolean = true,
) {
    @Volatile
    private var thinking = false

    /** The last hint and the version it was given for (it is shown only at that version). */
    @Volatile
    private var lastHint: Pair<ULong, Hint>? = null

    /** The latest state (also passed to [onChange]). */
    @Volatile
    var state: GameUiState = read(null)
        private set

    /** The seat whose view the screen shows now. */
    private fun viewerSeat(): UInt? = when (val phase = session.phase()) {
        is Phase.HumanTurn -> phase.seat
        else -> session.viewer()
    }

    private fun read(error: String?): GameUiState {
        val viewer = viewerSeat()
        val view = session.view(viewer)
        return GameUiState(
            title = session.title(),
            viewer = viewer,
            view = view,
            scene = session.scene(viewer),
            thinking = thinking,
            error = error,
            hint = lastHint?.takeIf { it.first == view.version && it.second.seat == viewer }?.second,
        )
    }

    private fun publish(error: String? = null) {
        val next = read(error)
        state = next
        runner.ui { onChange(next) }
    }

    /** Runs a core call; a typed error is shown, and stale taps just refresh. */
    private fun attempt(call: () -> Unit) {
        try {
            call()
            publish()
        } catch (e: SpelbordException.StaleAction) {
            publish()
        } catch (e: SpelbordException) {
            publish(describe(e))
        }
        continueWithBots()
    }

    /** A tap at unit coordinates: the topmost tappable node's step, if any. */
    fun tapUnit(x: Float, y: Float) {
        val seat = state.viewer ?: return
        val step = session.stepAt(seat, x, y) ?: return
        chooseStep(step)
    }

    /** A tap in pixels on a board drawn with [geometry]. */
    fun tapPixel(geometry: BoardGeometry, px: Float, py: Float) = tapUnit(geometry.unitX(px), geometry.unitY(py))

    /** Chooses one offered step (from the board or the list of legal steps). */
    fun chooseStep(notation: String) {
        val seat = state.viewer ?: return
        attempt { session.chooseStep(state.view.version, seat, notation) }
    }

    /** Commits the built move (games that confirm moves). */
    fun confirm() {
        val seat = state.viewer ?: return
        attempt { session.confirm(state.view.version, seat) }
    }

    /** Takes back the last step or move, where the core allows it. */
    fun undo() {
        val seat = state.viewer ?: return
        attempt { session.undo(state.view.version, seat) }
    }

    /**
     * Asks the core for a hint (the hard bot's move from the viewer's own view),
     * thinking on the background runner; it shows in [GameUiState.hint] until the
     * game moves on.
     */
    fun hint() {
        val seat = state.viewer ?: return
        val version = state.view.version
        runner.background {
            val error = try {
                lastHint = version to session.hint(version, seat)
                null
            } catch (e: SpelbordException.StaleAction) {
                null
            } catch (e: SpelbordException) {
                describe(e)
            }
            runner.ui { publish(error) }
        }
    }

    /** The new holder of the device confirms the hand-off. */
    fun confirmHandOff() {
        val seat = state.handOffTo ?: return
        attempt { session.confirmHandoff(seat) }
    }

    /** Re-reads the session (after the app resumes). */
    fun refresh() {
        publish()
        continueWithBots()
    }

    /** The forced move to play for the human to move now, if auto-play applies. */
    private fun forcedNow(): Pair<UInt, SeatView>? {
        if (!autoPlayForced) return null
        val seat = (session.phase() as? Phase.HumanTurn)?.seat ?: return null
        val view = session.view(seat)
        return if (view.forcedMove != null) seat to view else null
    }

    /** True while the table needs no decision from a human: a bot or a forced move. */
    private fun automatic(): Boolean = session.phase() is Phase.BotTurn || forcedNow() != null

    /**
     * While bots are to move (or a human has only one legal move), thinks on the
     * background runner and plays, one step after another, each taking at least
     * [minBotThinkMs] so moves can be followed. The view stays readable meanwhile
     * (the session is not locked while a bot thinks), and a human's undo in between
     * only makes the bot think again.
     */
    fun continueWithBots() {
        if (thinking || !automatic()) return
        thinking = true
        publish()
        runner.background {
            var error: String? = null
            while (error == null && automatic()) {
                try {
                    val forced = forcedNow()
                    if (forced != null) {
                        Thread.sleep(minBotThinkMs.toLong())
                        val (seat, view) = forced
                        session.act(view.version, seat, view.forcedMove!!)
                    } else {
                        session.botStep(minBotThinkMs)
                    }
                } catch (e: SpelbordException.StaleAction) {
                    // Someone acted first; think again on the new position.
                } catch (e: SpelbordException) {
                    error = describe(e)
                }
                runner.ui { publish(error) }
            }
            thinking = false
            runner.ui { publish(error) }
        }
    }
}
