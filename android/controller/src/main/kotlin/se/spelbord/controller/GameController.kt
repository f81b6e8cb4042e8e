package se.spelbord.controller

import se.spelbord.ffi.* // the table's records: BoardScene, SeatView, TableState, Transition, …

/** A game screen's state as the core's table published it (see `TableState`). */
data class GameUiState(
    val title: Message, val version: ULong, val viewer: UInt?, val view: SeatView, val scene: BoardScene,
    val thinking: Boolean, val error: Message?, val hint: Hint?, val handOffTo: UInt?, val handOffName: Message?,
    val reveal: Reveal?, val autosaveError: Message?, val events: List<Event>, val isOver: Boolean, val motion: List<Transition>,
    val sound: Sound?, val catchUp: List<Message> = emptyList(), val handOffUndo: Message? = null,
    /** Set for a game on a server: the connection line, who is connected, the invite codes. */
    val online: OnlineStatus? = null,
    /** Set while the hand-off is the one "Undo Anna's move" asked for: its words (see `TakeBack`). */
    val handOffTakeBack: TakeBack? = null,
    /** The steps to pin at the thumb as buttons, by notation (the core decides which). */
    val decisions: List<String> = emptyList(),
)

private fun TableState.ui() = GameUiState(
    title, version, viewer, view, scene, thinking, error, hint, handOff?.seat, handOff?.who,
    reveal, autosaveError, events, over, motion, sound, catchUp, handOff?.undo, online, handOff?.takeBack, decisions,
)

/**
 * The game screen's adapter over the core's [Table], which decides the flow (bots,
 * forced moves, hints, autosave, hand-off): states go to [onChange] on the [runner]'s
 * UI thread, taps go back with the version the screen shows. Call [close] on leaving.
 */
class GameController private constructor(
    /** The game on this device; null for a game on a server (the table is all there is). */
    val session: GameSession?,
    private val runner: TaskRunner,
    private val onChange: (GameUiState) -> Unit,
    open: (TableListener) -> Table,
) : TableListener {
    constructor(
        session: GameSession,
        runner: TaskRunner = ImmediateRunner,
        onChange: (GameUiState) -> Unit = {},
        minBotThinkMs: UInt = 0U,
        autoPlayForced: Boolean = true,
        /** How long a move played for the player stays; null waits for their tap. */
        shownMs: UInt? = null,
    ) : this(session, runner, onChange, { l -> Table(session, TableSettings(minBotThinkMs, minBotThinkMs, autoPlayForced, shownMs), l) })

    companion object {
        /**
         * A game on a server: [open] makes the table (`Table.host`, `Table.join` or
         * `Table.resume` with the platform's WebSocket) with the listener it is given.
         */
        fun online(runner: TaskRunner = ImmediateRunner, onChange: (GameUiState) -> Unit = {}, open: (TableListener) -> Table) =
            GameController(null, runner, onChange, open)
    }

    private val table = open(this)

    /** For a game on a server: what to keep to come back to the seat (once taken). */
    fun ticket(): OnlineTicket? = table.ticket()
    /** An online game once ended: its save as the server exported it (for the statistics). */
    fun finishedSave(): String? = table.finishedSave()
    /** Leaves a game on a server for good: a bot plays on for the player. */
    fun leaveGame() = table.leaveGame()
    /**
     * The move log in words, one entry per history entry (render each line with `render`):
     * the game's on this device, or what the server sent for a game on a server.
     */
    fun moveLog(): List<LogEntry> = table.moveLog()

    /** The core's marks for a log entry's places (its `marks`), over the latest scene. */
    fun logMarks(entry: LogEntry): List<SceneNode> = table.logMarks(entry.marks)

    /** The state on screen; taps carry its version, so a tap on a changed board is dropped. */
    @Volatile var state: GameUiState = table.state().ui(); private set

    override fun onState(state: TableState) { val ui = state.ui(); runner.ui { this.state = ui; onChange(ui) } }
    fun tapUnit(x: Float, y: Float) = table.tap(state.version, x, y)
    fun tapPixel(geometry: BoardGeometry, px: Float, py: Float) = tapUnit(geometry.unitX(px), geometry.unitY(py))
    fun chooseStep(notation: String) = table.chooseStep(state.version, notation)
    fun confirm() = table.confirm(state.version)
    fun undo() = table.undo(state.version)
    fun hint() = table.hint(state.version)
    fun confirmHandOff() = table.confirmHandOff(state.version)
    fun acknowledge() = table.acknowledge(state.version)
    /** The player holding the device resigns (after [resignQuestion] was asked and confirmed). */
    fun resign() = table.resign(state.version)
    /** What to ask before resigning, or null when no one may resign now (a hand-off, the end). */
    fun resignQuestion(): Message? = table.resignQuestion()
    /** The ways to resign now, a button each, in the core's words (a Fevga match: this game or the match). */
    fun resignChoices(): List<ResignChoice> = table.resignChoices()
    /** The player holding the device resigns `scope`, one of [resignChoices]. */
    fun resign(scope: ResignScope) = table.resignAs(state.version, scope)
    /** The step of `guide` over the board the table shows now (null once the guide has ended). */
    fun guideShown(guide: Guide): GuideShown? = guide.shown(table)
    /**
     * "Undo Anna's move" on the hand-off screen: the device goes to Anna first
     * ([GameUiState.handOffTakeBack]); her move is undone when she confirms ([confirmHandOff]).
     */
    fun undoBeforeHandOff() = table.undoBeforeHandOff(state.version)
    /** Back from the hand-off an undo asked for: the move stays. */
    fun keepMove() = table.keepMove(state.version)
    fun settings(botMs: UInt, autoPlay: Boolean, shownMs: UInt? = null) =
        table.setSettings(TableSettings(botMs, botMs, autoPlay, shownMs))
    fun refresh() = table.refresh()
    /** The device was left (app paused, window lost focus): pass-and-play hides behind a hand-off. */
    fun deviceLeft() = table.deviceLeft()
    /** The device is back (app resumed, window focused). */
    fun deviceReturned() = table.deviceReturned()
    fun layout(layout: Layout) = table.setLayout(layout)
    /** Waits until a human must act (tests and tools); the state then. */
    fun settle(timeoutMs: UInt = 60_000U): GameUiState = table.settle(timeoutMs).ui().also { state = it }
    /** Leaves the game: the table stops, and its handle is freed. */
    fun close() { table.leave(); table.close() }
}
