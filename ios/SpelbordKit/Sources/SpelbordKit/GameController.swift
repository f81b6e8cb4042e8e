import Foundation
import SpelbordFFI

/// A game screen's state as the core's table published it (mirrors GameUiState in Kotlin).
public struct GameUiState {
    public let title: Message, version: UInt64, viewer: UInt32?, view: SeatView, scene: BoardScene
    public let thinking: Bool, error: Message?, hint: Hint?, handOffTo: UInt32?, handOffName: Message?
    public let reveal: Reveal?, autosaveError: Message?, events: [Event], motion: [Transition], sound: Sound?, isOver: Bool
    public let catchUp: [Message], handOffUndo: Message?
    /// Set for a game on a server: the connection line, who is connected, the invite codes.
    public let online: OnlineStatus?
    /// Set while the hand-off is the one "Undo Anna's move" asked for: its words.
    public let handOffTakeBack: TakeBack?
    /// The steps to pin at the thumb as buttons, by notation (the core decides which).
    public let decisions: [String]

    init(_ s: TableState) {
        title = s.title; version = s.version; viewer = s.viewer; view = s.view; scene = s.scene
        thinking = s.thinking; error = s.error; hint = s.hint; handOffTo = s.handOff?.seat; handOffName = s.handOff?.who
        reveal = s.reveal; autosaveError = s.autosaveError; events = s.events; motion = s.motion; sound = s.sound; isOver = s.over
        catchUp = s.catchUp; handOffUndo = s.handOff?.undo; online = s.online; handOffTakeBack = s.handOff?.takeBack
        decisions = s.decisions
    }
}

/// The game screen's adapter over the core's `Table`, which decides the flow: states go
/// to `onChange` on the main queue, taps go back with the version the screen shows.
public final class GameController: TableListener, @unchecked Sendable {
    /// The game on this device; nil for a game on a server (the table is all there is).
    public let session: GameSession?
    private let onChange: (GameUiState) -> Void
    private var table: Table?
    /// The state on screen (main queue).
    public private(set) var state: GameUiState

    public init(session: GameSession, botMs: UInt32 = 0, autoPlay: Bool = true, shownMs: UInt32? = nil, onChange: @escaping (GameUiState) -> Void) {
        self.session = session
        self.onChange = onChange
        let relay = Relay()
        let settings = TableSettings(botMs: botMs, forcedMs: botMs, autoPlay: autoPlay, shownMs: shownMs)
        let table = Table(session: session, settings: settings, listener: relay)
        state = GameUiState(table.state())
        self.table = table
        relay.target = self
    }

    /// A game on a server: `open` makes the table (`Table.host`, `Table.join` or
    /// `Table.resume` with URLSession's WebSocket) with the listener it is given.
    public init(online open: (TableListener) -> Table, onChange: @escaping (GameUiState) -> Void) {
        self.session = nil
        self.onChange = onChange
        let relay = Relay()
        let table = open(relay)
        state = GameUiState(table.state())
        self.table = table
        relay.target = self
    }

    /// For a game on a server: what to keep to come back to the seat (once taken).
    public func ticket() -> OnlineTicket? { table?.ticket() }
    /// An online game once ended: its save as the server exported it (for the statistics).
    public func finishedSave() -> String? { table?.finishedSave() }
    /// Leaves a game on a server for good: a bot plays on for the player.
    public func leaveGame() { table?.leaveGame() }
    /// The move log in words, one entry per history entry (render each line): the game's
    /// on this device, or what the server sent for a game on a server.
    public func moveLog() -> [LogEntry] { table?.moveLog() ?? [] }

    /// The core's marks for a log entry's places, over the latest scene (mirrors GameController.kt).
    public func logMarks(_ entry: LogEntry) -> [SceneNode] { table?.logMarks(ids: entry.marks) ?? [] }

    public func onState(state: TableState) {
        let ui = GameUiState(state)
        DispatchQueue.main.async { self.state = ui; self.onChange(ui) }
    }

    public func tapUnit(x: Float, y: Float) { table?.tap(version: state.version, x: x, y: y) }
    public func chooseStep(_ notation: String) { table?.chooseStep(version: state.version, step: notation) }
    public func confirm() { table?.confirm(version: state.version) }
    public func undo() { table?.undo(version: state.version) }
    public func hint() { table?.hint(version: state.version) }
    public func confirmHandOff() { table?.confirmHandOff(version: state.version) }
    public func acknowledge() { table?.acknowledge(version: state.version) }
    /// The player holding the device resigns (after `resignQuestion()` was asked and confirmed).
    public func resign() { table?.resign(version: state.version) }
    /// What to ask before resigning, or nil when no one may resign now.
    public func resignQuestion() -> Message? { table?.resignQuestion() }
    /// The ways to resign now, a button each, in the core's words (a Fevga match: this game or the match).
    public func resignChoices() -> [ResignChoice] { table?.resignChoices() ?? [] }
    /// The player holding the device resigns `scope`, one of `resignChoices()`.
    public func resign(scope: ResignScope) { table?.resignAs(version: state.version, scope: scope) }
    /// The step of `guide` over the board the table shows now (nil once ended).
    public func guideShown(_ guide: Guide) -> GuideShown? {
        guard let live = table else { return nil }
        return guide.shown(table: live)
    }
    /// "Undo Anna's move" on the hand-off screen: the device goes to Anna first, and her
    /// move is undone when she confirms (`confirmHandOff`).
    public func undoBeforeHandOff() { table?.undoBeforeHandOff(version: state.version) }
    /// Back from the hand-off an undo asked for: the move stays.
    public func keepMove() { table?.keepMove(version: state.version) }
    public func settings(botMs: UInt32, autoPlay: Bool, shownMs: UInt32? = nil) {
        table?.setSettings(settings: TableSettings(botMs: botMs, forcedMs: botMs, autoPlay: autoPlay, shownMs: shownMs))
    }
    public func refresh() { table?.refresh() }
    /// The device was left (app inactive): pass-and-play hides behind a hand-off.
    public func deviceLeft() { table?.deviceLeft() }
    /// The device is back (app active again).
    public func deviceReturned() { table?.deviceReturned() }
    /// Asks the core to arrange the board for a drawing area of `layout`'s shape.
    public func layout(_ layout: Layout) { table?.setLayout(layout: layout) }
    /// Leaves the game: nothing is played or published afterwards.
    public func close() { table?.leave(); table = nil }
}

/// Passes states on to the controller once it exists (the table publishes while it opens).
private final class Relay: TableListener, @unchecked Sendable {
    weak var target: GameController?
    func onState(state: TableState) { target?.onState(state: state) }
}
