import Foundation
import SpelbordFFI
import SpelbordKit

/// What a player expects beside the game itself (mirrors PlayerAids.kt): resigning with
/// a question first, the statistics and their reset, the first-game guide. The core
/// decides all of it; this only holds what is on screen.
final class PlayerAids: ObservableObject {
    /// The statistics screen's contents.
    @Published private(set) var stats = StatsView(players: [], problem: nil)
    /// True while the reset of the statistics waits for its confirmation.
    @Published private(set) var askingReset = false
    /// Why the last change here failed, to render.
    @Published private(set) var problem: Message?
    /// The question asked before resigning, while it waits for an answer.
    @Published private(set) var resignQuestion: Message?
    /// The ways to resign the core offers with the question (a button each).
    @Published private(set) var resignChoices: [ResignChoice] = []
    /// The game whose guide is offered (its first game here), until taken or declined.
    @Published private(set) var guideOffer: String?
    /// The guide's step on screen.
    @Published private(set) var guideShown: GuideShown?

    private let store: SaveStore?
    private let controller: () -> GameController?
    private var guide: Guide?
    private var guideGame: String?

    init(store: SaveStore?, controller: @escaping () -> GameController?) {
        self.store = store
        self.controller = controller
        refreshStats()
    }

    /// Reads the statistics again.
    func refreshStats() {
        if let store { stats = store.statistics() }
    }

    func askReset() { askingReset = true }
    func cancelReset() { askingReset = false }

    /// Forgets every count, as the player confirmed.
    func confirmReset() {
        askingReset = false
        guarded { try store?.resetStatistics() }
        refreshStats()
    }

    /// Asks the core whether the player holding the device may resign, and what to ask.
    /// True when the core gives a way to resign now (none online).
    var canResign: Bool { !(controller()?.resignChoices().isEmpty ?? true) }

    func askResign() {
        resignQuestion = controller()?.resignQuestion()
        resignChoices = controller()?.resignChoices() ?? []
    }
    func cancelResign() {
        resignQuestion = nil
        resignChoices = []
    }

    /// Resigns `scope` (one of `resignChoices`), as the player confirmed.
    func confirmResign(_ scope: ResignScope) {
        resignQuestion = nil
        resignChoices = []
        controller()?.resign(scope: scope)
    }

    /// A game was opened: offer its guide if it is someone's first game of it here.
    func gameOpened(_ c: GameController) {
        closeGuide()
        resignQuestion = nil
        resignChoices = []
        let game = c.state.view.game
        let due = store?.guideDue(game: game, players: people(c)) ?? false
        guideOffer = (!c.state.isOver && due) ? game : nil
    }

    /// Starts the open game's guide (offered, or asked for from the game's menu).
    func startGuide() {
        guard let c = controller() else { return }
        guideOffer = nil
        guarded {
            guide = try Guide(game: c.state.view.game)
            guideGame = c.state.view.game
        }
        update()
    }

    /// Declines the offered guide: it counts as skipped.
    func declineGuide() {
        guard let game = guideOffer else { return }
        guideOffer = nil
        if let c = controller() { guarded { try store?.guideSeen(game: game, players: people(c)) } }
    }

    func guideNext() { move { $0.next() } }
    func guideBack() { move { $0.back() } }
    func guideSkip() { move { $0.skip() } }

    /// The guide's step over the board now (called on every new game state).
    func update() {
        if let guide, let c = controller() { guideShown = c.guideShown(guide) } else { guideShown = nil }
    }

    /// The board with the guide's mark as one more node, while a guide is followed.
    func sceneWithGuide(_ scene: BoardScene) -> BoardScene {
        guard let mark = guideShown?.mark else { return scene }
        var marked = scene
        marked.nodes.append(mark)
        return marked
    }

    private func move(_ step: (Guide) -> Void) {
        guard let guide else { return }
        step(guide)
        if guide.ended() != nil {
            if let c = controller(), let game = guideGame { guarded { try store?.guideSeen(game: game, players: people(c)) } }
            closeGuide()
        }
        update()
    }

    private func closeGuide() {
        guide = nil
        guideGame = nil
        guideShown = nil
    }

    /// The people at the open table (the guide is theirs).
    private func people(_ c: GameController) -> [String] {
        ((try? c.session.seats()) ?? []).filter { $0.bot == nil }.map { $0.name }
    }

    private func guarded(_ action: () throws -> Void) {
        do {
            problem = nil
            try action()
        } catch {
            problem = describe(error)
        }
    }
}
