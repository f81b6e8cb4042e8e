import Combine
import Foundation
import SpelbordFFI
import SpelbordKit

/// Which screen is shown (mirrors Screen in AppState.kt).
indirect enum Screen {
    /// Continue, new games, saved games.
    case home
    /// Setting up a new game.
    case newGame(NewGameForm)
    /// Playing the open game (or its hand-off, or its end).
    case game
    /// The settings.
    case settings
    /// How to play, over the screen it was opened from.
    case rules(RulesText, from: Screen)
    /// The statistics of the players on this device.
    case stats
    /// Joining an online game with an invite code.
    case join
}

/// The app's state (mirrors AppState.kt): the screen, the saved games, the open game's
/// controller and the settings. All decisions are the Rust core's; this only switches screens.
final class AppState: ObservableObject {
    @Published private(set) var screen: Screen = .home
    @Published private(set) var listing = SaveListing(games: [], unreadable: [])
    @Published private(set) var game: GameUiState?
    @Published private(set) var message: Message?
    @Published private(set) var settings: AppSettings
    /// A save the player asked to delete, waiting for the confirmation dialog.
    @Published private(set) var pendingDelete: String?
    /// The words in the chosen language (reloaded when the setting changes).
    @Published private(set) var words: Words

    let catalog: [GameInfo]
    let sounds = Sounds()
    private let saved: SavedGames?
    private let settingsFile = SettingsFile()
    private let systemLanguage = AppState.platformLanguage
    private(set) var current: GameController?
    /// Resigning, the statistics and the first-game guide (its changes redraw the app).
    private(set) var aids: PlayerAids!
    private var aidsChanges: AnyCancellable?
    /// Board pictures for the home screen: each game's start, each save's table view at its last change.
    private var starts: [String: BoardScene] = [:]
    private var thumbnails: [String: (UInt64, BoardScene)] = [:]

    /// The platform's language (two letters).
    private static let platformLanguage = Locale.preferredLanguages.first ?? "en"

    init() {
        let s = SettingsFile().load()
        settings = s
        words = Words.load(s.languageTag(system: AppState.platformLanguage), colourBlind: s.colourMarks)
        catalog = (try? games()) ?? []
        saved = try? SavedGames.inApplicationSupport()
        aids = PlayerAids(store: saved?.store) { [weak self] in self?.current }
        aidsChanges = aids.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }
        refreshListing()
        // The app starts on Home: whose turn it is in the online games.
        checkTurns()
    }

    /// True while a seat's private cards may be on screen (the app-switcher snapshot is covered then).
    var privateShown: Bool {
        guard let g = game, case .game = screen else { return false }
        return g.handOffTo == nil && g.scene.nodes.contains { $0.faceUp && $0.kind == .card }
    }

    private func refreshListing() {
        guard let saved else { return }
        guarded { listing = try saved.list() }
    }

    private func open(_ session: GameSession) {
        current?.close()
        let next = GameController(
            session: session, botMs: settings.botSpeed.millis, autoPlay: settings.autoPlayForced, shownMs: settings.shownFor.millis
        ) { [weak self] state in
            self?.game = state
            self?.aids.update()
        }
        current = next
        game = next.state
        aids.gameOpened(next)
        screen = .game
    }

    /// The seats, names and house rules each game was last started with (mirrors AppState.kt).
    private let lastForms = LastForms()

    /// The form `info` was last started with on this device, if any.
    func lastPlayed(_ info: GameInfo) -> NewGameForm? { lastForms.form(info) }

    /// Opens the new-game form for `info`: as it was last started, else the usual players.
    func newGame(_ info: GameInfo) { screen = .newGame(lastForms.form(info) ?? Seats.defaultForm(info, words)) }
    func editForm(_ form: NewGameForm) { screen = .newGame(form) }
    func start(_ form: NewGameForm) {
        // A person who typed no name plays as the seat's default name ("Player 2"), read
        // by the core in every language; the form keeps the field empty.
        var named = form
        for (i, s) in form.seats.enumerated() where s.bot == nil && s.name.trimmingCharacters(in: .whitespaces).isEmpty {
            named.seats[i] = SeatSpec(name: Seats.defaultName(i, words), bot: nil)
        }
        if form.online { hostOnline(named); return }
        guarded {
            open(try named.start(store: saved?.store))
            lastForms.remember(form)
        }
    }

    /// Starts `info` again with the players and house rules it was last started with.
    func playAgain(_ info: GameInfo) { if let last = lastForms.form(info) { start(last) } }
    func load(_ id: String) { guarded { if let saved { open(try saved.open(id: id)) } } }

    /// Asks for confirmation before deleting `id`.
    func askDelete(_ id: String) { pendingDelete = id }
    func cancelDelete() { pendingDelete = nil }
    func confirmDelete() {
        guard let id = pendingDelete else { return }
        pendingDelete = nil
        message = saved?.delete(id: id)
        refreshListing()
    }

    /// Shows how to play `gameId` in the app's language.
    func showRules(_ gameId: String) {
        guarded { screen = .rules(try rulesText(gameId: gameId, language: words.language), from: screen) }
    }

    func rematch() { guarded { if let s = current?.session { open(try s.rematch()) } } }

    /// The tickets of this device's online games (kept in Application Support).
    let online = OnlineGames()

    /// What the servers said of this device's online games when last asked (`checkTurns`).
    @Published private(set) var turns: [GameTurn] = []
    /// True while a `checkTurns` is under way (one at a time).
    private var checking = false

    /// Asks the servers whose turn it is in each online game, off the main thread; Home
    /// then shows the count line and the marks. Called as the app starts, when Home
    /// opens and when the app comes back to the foreground (mirrors AppState.kt).
    func checkTurns() {
        let tickets = online.list().map { $0.ticket }
        if tickets.isEmpty || checking { return }
        checking = true
        DispatchQueue.global(qos: .utility).async { [weak self] in
            let said = SpelbordFFI.checkTurns(tickets: tickets, transport: URLSessionTransport())
            DispatchQueue.main.async {
                guard let self else { return }
                // The core says whether a game came to this device's turn since the last answer.
                let chime = SpelbordFFI.homeTurnSound(before: self.turns, now: said)
                self.turns = said
                self.checking = false
                if let chime, self.screen == .home, self.settings.sound { self.sounds.play(chime) }
            }
        }
    }

    /// Home's online games in the core's order ("your turn" first) with the count line.
    func homeOnline() -> HomeOnline {
        let entries = online.list().map {
            OnlineEntry(
                server: $0.ticket.server, gameId: $0.ticket.gameId, game: $0.game, yourTurn: $0.yourTurn, over: false,
                seenMs: UInt64(max($0.seenMs, 0)), line: nil
            )
        }
        return SpelbordFFI.homeOnline(entries: entries, turns: turns)
    }

    /// Opens a game on the server: `make` builds the table (host, join or resume) with
    /// URLSession's WebSocket; the ticket is kept once the seat is taken.
    private func openOnline(_ make: @escaping (WebSocketTransport, TableSettings, TableListener) -> Table) {
        current?.close()
        let tableSettings = TableSettings(
            botMs: settings.botSpeed.millis, forcedMs: settings.botSpeed.millis, autoPlay: settings.autoPlayForced, shownMs: nil
        )
        var controller: GameController?
        var counted = false
        let next = GameController(online: { listener in make(URLSessionTransport(), tableSettings, listener) }) { [weak self] state in
            self?.game = state
            self?.aids.update()
            if let status = state.online, !status.gameId.isEmpty, let ticket = controller?.ticket() {
                let yourTurn = state.view.phase == .humanTurn(seat: status.seat) && !state.isOver
                self?.online.keep(ticket, game: state.view.game, yourTurn: yourTurn)
            }
            // Once over (played out or resigned), the exported game is counted in this
            // device's statistics (the core counts each game once; mirrors AppState.kt).
            if state.online != nil, state.isOver, !counted, let save = controller?.finishedSave() {
                counted = (try? self?.saved?.store.countFinished(save: save)) != nil
                self?.aids.refreshStats()
            }
        }
        controller = next
        current = next
        game = next.state
        aids.gameOpened(next)
        screen = .game
    }

    /// Hosts the form's game on the server: invited seats get codes.
    func hostOnline(_ form: NewGameForm) {
        openOnline { [settings, words] socket, s, l in
            Table.host(server: settings.server, lang: words.language, game: form.game.id, variants: form.variants,
                       seats: form.remoteSeats(), settings: s, transport: socket, listener: l)
        }
    }

    /// The join screen.
    func openJoin() {
        message = nil
        screen = .join
    }

    /// Joins with a code as typed (case and look-alike characters do not matter).
    func join(code: String, name: String?) {
        openOnline { [settings, words] socket, s, l in
            Table.join(server: settings.server, lang: words.language, code: code.trimmingCharacters(in: .whitespaces),
                       name: name?.isEmpty == false ? name : nil, settings: s, transport: socket, listener: l)
        }
    }

    /// Back to an online game of the home screen.
    func resume(_ ticket: OnlineTicket) {
        openOnline { [words] socket, s, l in
            Table.resume(ticket: ticket, lang: words.language, seenVersion: nil, settings: s, transport: socket, listener: l)
        }
    }

    /// Back to the home screen; an open game is saved already (it autosaves every change).
    func home() {
        current?.close()
        current = nil
        game = nil
        refreshListing()
        screen = .home
        checkTurns()
    }

    func openSettings() { screen = .settings }

    /// The statistics, read anew.
    func openStats() {
        aids.refreshStats()
        screen = .stats
    }

    /// Changes the settings, stores them and applies what applies at once.
    func update(_ next: AppSettings) {
        settings = next
        settingsFile.save(next)
        words = Words.load(next.languageTag(system: systemLanguage), colourBlind: next.colourMarks)
        current?.settings(botMs: next.botSpeed.millis, autoPlay: next.autoPlayForced, shownMs: next.shownFor.millis)
    }

    /// Back one screen (the rules go back to where they were opened).
    func back() {
        switch screen {
        case let .rules(_, from): screen = from
        case .home: pendingDelete = nil
        default: home()
        }
    }

    /// Re-reads saves and the open game (after the app comes back).
    func refresh() {
        refreshListing()
        current?.deviceReturned()
        if case .home = screen { checkTurns() }
    }

    /// The device was left unattended (the app went inactive): in pass-and-play the
    /// core puts a hand-off naming who is to play in front of everything private.
    func leftUnattended() {
        current?.deviceLeft()
    }

    private func guarded(_ action: () throws -> Void) {
        do {
            message = nil
            try action()
        } catch {
            message = describe(error)
        }
    }

    /// The table's view of a new game of `gameId` (the home screen's picture), or nil.
    func startScene(_ gameId: String) -> BoardScene? {
        if let known = starts[gameId] { return known }
        guard let info = catalog.first(where: { $0.id == gameId }) else { return nil }
        var form = Seats.defaultForm(info, words)
        form.seed = 1
        let scene = try? form.start(store: nil).scene(seat: nil)
        starts[gameId] = scene
        return scene
    }

    /// The table's view of a saved game (its thumbnail; nothing private), or nil.
    func savedScene(_ id: String) -> BoardScene? {
        guard let stamp = listing.games.first(where: { $0.id == id })?.updatedMs else { return nil }
        if let known = thumbnails[id], known.0 == stamp { return known.1 }
        // Read without opening the game: a game just finished (its table still closing) shows.
        let scene = try? saved?.store.tableScene(id: id)
        if let scene { thumbnails[id] = (stamp, scene) }
        return scene
    }
}

/// The new-game form's seats, named in the player's language (mirrors Seats.kt).
enum Seats {
    /// Seat `index` as a new table sets it: the first a person, the others medium bots,
    /// none with a name of its own (the core names a person "Player 1" and a bot by its
    /// level, in the reader's language; the form shows that as the empty field's placeholder).
    static func seat(_ index: Int, _ words: Words) -> SeatSpec {
        index == 0 ? SeatSpec(name: "", bot: nil)
            : SeatSpec(name: "", bot: .club)
    }

    /// What the table will call seat `index` when no name is typed: "Player 2", "Club bot 2".
    static func shownName(_ index: Int, _ seat: SeatSpec, _ words: Words) -> String {
        if !seat.name.trimmingCharacters(in: .whitespaces).isEmpty { return seat.name }
        if let level = seat.bot { return words("seat-bot-auto-\(String(describing: level).lowercased())", ["n": index + 1]) }
        return defaultName(index, words)
    }

    /// A person's name before one is typed ("Spelare 1"; the core reads it in any language).
    static func defaultName(_ index: Int, _ words: Words) -> String {
        words("seat-player-auto", ["n": index + 1])
    }

    /// Seat `index` switched to `level` (nil: a person): a default or empty name does not
    /// follow (the core names the seat by its kind); a typed name stays.
    static func withKind(_ form: NewGameForm, _ index: Int, _ level: BotLevel?, _ words: Words) -> NewGameForm {
        let seat = form.seats[index]
        let made = seat.name.trimmingCharacters(in: .whitespaces).isEmpty || seat.name == defaultName(index, words)
        let name = made ? "" : seat.name
        var next = form
        next.seats[index] = SeatSpec(name: name, bot: level)
        return next
    }

    /// The form for `info` with the core's usual number of players.
    static func defaultForm(_ info: GameInfo, _ words: Words) -> NewGameForm {
        NewGameForm(game: info, seats: (0..<Int(info.defaultPlayers)).map { seat($0, words) })
    }

    /// The same form with `count` seats: kept seats stay, new ones are default seats.
    static func withCount(_ form: NewGameForm, _ count: Int, _ words: Words) -> NewGameForm {
        let n = min(max(count, Int(form.game.minPlayers)), Int(form.game.maxPlayers))
        var next = form
        next.seats = Array(form.seats.prefix(n)) + (min(form.seats.count, n)..<n).map { seat($0, words) }
        return next
    }
}
