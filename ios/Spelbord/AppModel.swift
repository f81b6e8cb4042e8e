import Foundation
import SpelbordFFI
import SpelbordKit

/// Which screen is shown.
enum Screen {
    case home
    case newGame(NewGameForm)
    case game
}

/// App state (mirrors AppModel.kt): switches screens and holds the open game's
/// controller. All decisions are the Rust core's.
final class AppModel: ObservableObject {
    @Published private(set) var screen: Screen = .home
    @Published private(set) var listing = SaveListing(games: [], unreadable: [])
    @Published private(set) var game: GameUiState?
    @Published private(set) var message: String?
    /// The rules shown over the current screen, if any.
    @Published private(set) var rules: RulesText?

    let catalog: [GameInfo]
    private let saved: SavedGames?
    private(set) var controller: GameController?

    init() {
        catalog = (try? games()) ?? []
        saved = try? SavedGames.inApplicationSupport()
        refreshListing()
    }

    private func refreshListing() {
        guard let saved = saved else { return }
        do {
            listing = try saved.list()
        } catch {
            message = describe(error)
        }
    }

    private func open(_ session: GameSession) {
        let next = GameController(session: session) { [weak self] state in
            self?.game = state
        }
        controller = next
        game = next.state
        screen = .game
        next.continueWithBots()
    }

    private func guarded(_ action: () throws -> Void) {
        message = nil
        do {
            try action()
        } catch {
            message = describe(error)
        }
    }

    func newGame(_ info: GameInfo) {
        screen = .newGame(NewGameForm(game: info))
    }

    func edit(_ form: NewGameForm) {
        screen = .newGame(form)
    }

    func start(_ form: NewGameForm) {
        guarded { open(try form.start(store: saved?.store)) }
    }

    func load(_ id: String) {
        guarded {
            if let saved = saved { open(try saved.open(id: id)) }
        }
    }

    func delete(_ id: String) {
        message = saved?.delete(id: id)
        refreshListing()
    }

    /// Shows how to play `gameId` in the device's language (English if not written).
    func showRules(_ gameId: String) {
        guarded { rules = try rulesText(gameId: gameId, language: Locale.preferredLanguages.first ?? "en") }
    }

    func closeRules() {
        rules = nil
    }

    func rematch() {
        guarded {
            if let controller = controller { open(try controller.session.rematch()) }
        }
    }

    func home() {
        refreshListing()
        screen = .home
    }

    func refresh() {
        refreshListing()
        controller?.refresh()
    }
}
