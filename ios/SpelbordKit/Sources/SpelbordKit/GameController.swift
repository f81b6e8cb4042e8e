import Foundation
import SpelbordFFI

/// Where work runs: bots think in the background, updates land on the main queue.
/// Mirrors TaskRunner.kt.
public protocol TaskRunner {
    func background(_ work: @escaping () -> Void)
    func ui(_ work: @escaping () -> Void)
}

/// A global background queue for thinking, the main queue for updates.
public struct DispatchRunner: TaskRunner {
    public init() {}
    public func background(_ work: @escaping () -> Void) {
        DispatchQueue.global(qos: .userInitiated).async(execute: work)
    }
    public func ui(_ work: @escaping () -> Void) {
        DispatchQueue.main.async(execute: work)
    }
}

/// Everything a game screen shows, read from the session in one go (GameUiState.kt).
public struct GameUiState {
    public let title: String
    public let viewer: UInt32?
    public let view: SeatView
    public let scene: BoardScene
    public let thinking: Bool
    public let error: String?
    /// A suggested move for the viewer, until anything changes.
    public var hint: Hint? = nil

    /// The seat the device must go to, while a hand-off is pending.
    public var handOffTo: UInt32? {
        if case let .handOff(seat) = view.phase { return seat }
        return nil
    }

    /// Name of that seat, for the hand-off screen.
    public var handOffName: String? {
        handOffTo.map { view.seatNames[Int($0)] }
    }

    /// True once the game has ended.
    public var isOver: Bool {
        if case .over = view.phase { return true }
        return false
    }
}

/// The game screen's logic (mirrors GameController.kt): taps become steps, bots run
/// in the background, and every change is published to `onChange`. The Rust core
/// decides everything; this class only routes calls and keeps the latest state.
public final class GameController {
    public let session: GameSession
    private let runner: TaskRunner
    private let onChange: (GameUiState) -> Void
    private let minBotThinkMs: UInt32
    /// Play a human's only legal move for them (the core never offers a roll, nor a
    /// move the player just undid).
    private let autoPlayForced: Bool
    private var thinking = false
    /// The last hint and the version it was given for (shown only at that version).
    private var lastHint: (version: UInt64, hint: Hint)?
    public private(set) var state: GameUiState?

    public init(
        session: GameSession,
        runner: TaskRunner = DispatchRunner(),
        minBotThinkMs: UInt32 = 600,
        autoPlayForced: Bool = true,
        onChange: @escaping (GameUiState) -> Void
    ) {
        self.session = session
        self.runner = runner
        self.minBotThinkMs = minBotThinkMs
        self.autoPlayForced = autoPlayForced
        self.onChange = onChange
        publish(nil)
    }

    private func viewerSeat() throws -> UInt32? {
        if case let .humanTurn(seat) = try session.phase() { return seat }
        return try session.viewer()
    }

    private func read(_ error: String?) throws -> GameUiState {
        let viewer = try viewerSeat()
        let view = try session.view(seat: viewer)
        var next = GameUiState(
            title: try session.title(),
            viewer: viewer,
            view: view,
            scene: try session.scene(seat: viewer),
            thinking: thinking,
            error: error
        )
        if let last = lastHint, last.version == view.version, last.hint.seat == viewer {
            next.hint = last.hint
        }
        return next
    }

    private func publish(_ error: String?) {
        do {
            let next = try read(error)
            state = next
            runner.ui { self.onChange(next) }
        } catch {
            // Reading failed (an internal error): keep the last state, show the message.
            if let last = state {
                let shown = GameUiState(
                    title: last.title, viewer: last.viewer, view: last.view, scene: last.scene,
                    thinking: last.thinking, error: describe(error)
                )
                state = shown
                runner.ui { self.onChange(shown) }
            }
        }
    }

    /// Runs a core call; a typed error is shown, and stale taps just refresh.
    private func attempt(_ call: () throws -> Void) {
        do {
            try call()
            publish(nil)
        } catch SpelbordError.StaleAction {
            publish(nil)
        } catch {
            publish(describe(error))
        }
        continueWithBots()
    }

    /// A tap at unit coordinates: the topmost tappable node's step, if any.
    public func tapUnit(x: Float, y: Float) {
        guard let seat = state?.viewer else { return }
        guard let step = try? session.stepAt(seat: seat, x: x, y: y) else { return }
        chooseStep(step)
    }

    /// A tap in points on a board drawn with `geometry`.
    public func tapPoint(_ geometry: BoardGeometry, x: Float, y: Float) {
        tapUnit(x: geometry.unitX(x), y: geometry.unitY(y))
    }

    /// Chooses one offered step (from the board or the list of legal steps).
    public func chooseStep(_ notation: String) {
        guard let state = state, let seat = state.viewer else { return }
        attempt { _ = try session.chooseStep(version: state.view.version, seat: seat, step: notation) }
    }

    /// Commits the built move (games that confirm moves).
    public func confirm() {
        guard let state = state, let seat = state.viewer else { return }
        attempt { _ = try session.confirm(version: state.view.version, seat: seat) }
    }

    /// Takes back the last step or move, where the core allows it.
    public func undo() {
        guard let state = state, let seat = state.viewer else { return }
        attempt { _ = try session.undo(version: state.view.version, seat: seat) }
    }

    /// Asks the core for a hint (the hard bot's move from the viewer's own view),
    /// thinking in the background; it shows in `GameUiState.hint` until the game
    /// moves on.
    public func hint() {
        guard let state = state, let seat = state.viewer else { return }
        let version = state.view.version
        let session = self.session
        runner.background {
            var error: String?
            var found: Hint?
            do {
                found = try session.hint(version: version, seat: seat)
            } catch SpelbordError.StaleAction {
                // The game moved on; no hint for an old position.
            } catch let failure {
                error = describe(failure)
            }
            let shown = error
            self.runner.ui {
                if let found = found { self.lastHint = (version, found) }
                self.publish(shown)
            }
        }
    }

    /// The new holder of the device confirms the hand-off.
    public func confirmHandOff() {
        guard let seat = state?.handOffTo else { return }
        attempt { _ = try session.confirmHandoff(seat: seat) }
    }

    /// Re-reads the session (after the app returns to the foreground).
    public func refresh() {
        publish(nil)
        continueWithBots()
    }

    /// The forced move to play for the human to move now, if auto-play applies.
    private func forcedNow() -> (seat: UInt32, version: UInt64, move: String)? {
        guard autoPlayForced, case let .humanTurn(seat) = try? session.phase(),
              let view = try? session.view(seat: seat), let move = view.forcedMove else { return nil }
        return (seat, view.version, move)
    }

    /// True while the table needs no decision from a human: a bot or a forced move.
    private func automatic() -> Bool {
        if case .botTurn = try? session.phase() { return true }
        return forcedNow() != nil
    }

    /// While bots are to move (or a human has only one legal move), thinks in the
    /// background and plays, one step after another. The view stays readable meanwhile.
    public func continueWithBots() {
        if thinking || !automatic() { return }
        thinking = true
        publish(nil)
        let session = self.session
        let minThink = minBotThinkMs
        runner.background {
            var error: String?
            while error == nil && self.automatic() {
                do {
                    if let forced = self.forcedNow() {
                        Thread.sleep(forTimeInterval: Double(minThink) / 1000)
                        _ = try session.act(version: forced.version, seat: forced.seat, notation: forced.move)
                    } else {
                        _ = try session.botStep(minThinkMs: minThink)
                    }
                } catch SpelbordError.StaleAction {
                    // Someone acted first; think again on the new position.
                } catch let failure {
                    error = describe(failure)
                }
                let shown = error
                self.runner.ui { self.publish(shown) }
            }
            let shown = error
            self.runner.ui {
                self.thinking = false
                self.publish(shown)
            }
        }
    }
}
