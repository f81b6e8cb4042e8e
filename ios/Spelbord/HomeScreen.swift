import SpelbordFFI
import SpelbordKit
import SwiftUI

/// Continue, a new game per game (with its board as the picture), the saved games
/// with thumbnails and a confirmed delete (mirrors HomeScreen.kt).
struct HomeScreen: View {
    @ObservedObject var app: AppState
    @Environment(\.words) var w

    var body: some View {
        let last = app.listing.games.first { !$0.finished }
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 260), spacing: 12)], alignment: .leading, spacing: 12) {
                    Section {
                        if let last {
                            Button(w("app-continue", ["title": w.render(last.title)])) { app.load(last.id) }
                                .buttonStyle(.borderedProminent).frame(maxWidth: .infinity)
                        }
                    } header: {
                        TitleBar(title: w("app-name"), onBack: nil) {
                            Button(w("app-stats")) { app.openStats() }
                            Button(w("app-settings")) { app.openSettings() }
                        }
                    }
                    // The core orders the games ("your turn" first, by the servers' word when
                    // they answered) and words the count line (mirrors HomeScreen.kt).
                    let home = app.homeOnline()
                    let tickets = Dictionary(app.online.list().map { ($0.ticket.gameId, $0.ticket) }, uniquingKeysWith: { a, _ in a })
                    Section {
                        ForEach(home.games.filter { tickets[$0.gameId] != nil }, id: \.gameId) { g in
                            Button { if let t = tickets[g.gameId] { app.resume(t) } } label: {
                                HStack(spacing: 12) {
                                    MarkedThumbnail(scene: app.startScene(g.game), size: 72, marked: g.yourTurn)
                                    // The core's line: the game, the other players and whose turn it is.
                                    Text(g.line.map { w.render($0) } ?? app.catalog.first { $0.id == g.game }?.name ?? g.gameId).font(.headline)
                                    Spacer()
                                    if g.yourTurn && g.line == nil { Text(w("app-online-your-turn")).foregroundColor(.accentColor) }
                                }
                            }
                        }
                    } header: {
                        VStack(alignment: .leading, spacing: 4) {
                            HStack {
                                Heading(text: w("app-online-games"))
                                Button(w("app-online-join")) { app.openJoin() }
                            }
                            if let line = home.line { Text(w.render(line)).font(.headline).foregroundColor(.accentColor) }
                        }
                    }
                    Section { ForEach(app.catalog, id: \.id) { GameCard(info: $0, app: app) } } header: { Heading(text: w("app-new-game")) }
                }
                // A saved game has more to say than a new one (title, players, whose turn, when):
                // its own grid with columns twice as wide (mirrors the two-column span in HomeScreen.kt).
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 532), spacing: 12)], alignment: .leading, spacing: 12) {
                    Section {
                        if app.listing.games.isEmpty && app.listing.unreadable.isEmpty { Text(w("app-no-saved-games")) }
                        ForEach(app.listing.games, id: \.id) { SavedGameRow(save: $0, app: app) }
                        ForEach(app.listing.unreadable, id: \.id) { entry in
                            HStack {
                                Text(w.render(entry.message))
                                Spacer()
                                // A newer file is kept for the newer app; only damaged ones may go.
                                if !entry.newer { Button(w("app-delete")) { app.askDelete(entry.id) }.buttonStyle(.bordered) }
                            }
                            .padding(12).background(RoundedRectangle(cornerRadius: 12).fill(Color(uiColor: .secondarySystemBackground)))
                        }
                    } header: { Heading(text: w("app-saved-games")) }
                }
            }
        }
        .alert(w("app-delete-title"), isPresented: Binding(get: { app.pendingDelete != nil }, set: { if !$0 { app.cancelDelete() } })) {
            Button(w("app-delete"), role: .destructive) { app.confirmDelete() }
            Button(w("app-cancel"), role: .cancel) { app.cancelDelete() }
        } message: {
            let id = app.pendingDelete ?? ""
            Text(w("app-delete-question", ["title": app.listing.games.first { $0.id == id }.map { w.render($0.title) } ?? id]))
        }
    }
}

/// A thumbnail with, when `marked`, a round "your turn" mark on its top-right corner,
/// set out past the picture's edge so it never covers the board's middle (mirrors
/// MarkedThumbnail in HomeScreen.kt).
private struct MarkedThumbnail: View {
    let scene: BoardScene?
    let size: CGFloat
    let marked: Bool
    @Environment(\.words) var w

    var body: some View {
        let mark: CGFloat = 18
        ZStack(alignment: .topTrailing) {
            Thumbnail(scene: scene, size: size).padding(.top, mark / 2).padding(.trailing, mark / 2)
            if marked {
                Circle().fill(Color.accentColor).frame(width: mark - 4, height: mark - 4)
                    .padding(2).background(Circle().fill(Color(uiColor: .systemBackground)))
                    .accessibilityLabel(w("app-online-your-turn"))
            }
        }
    }
}

private struct GameCard: View {
    let info: GameInfo
    @ObservedObject var app: AppState
    @Environment(\.words) var w

    var body: some View {
        HStack(spacing: 12) {
            Thumbnail(scene: app.startScene(info.id), size: 96)
            VStack(alignment: .leading, spacing: 4) {
                Text(info.name).font(.headline)
                Text(info.minPlayers == info.maxPlayers ? w("app-player-count", ["n": Int(info.minPlayers)])
                    : w("app-player-range", ["min": Int(info.minPlayers), "max": Int(info.maxPlayers)]))
                // The players and house rules this game was last started with: one tap starts it again.
                if let last = app.lastPlayed(info) {
                    let players = last.seats.enumerated().map { Seats.shownName($0.offset, $0.element, w) }.joined(separator: ", ")
                    let changed = info.variants.filter { (last.variants[$0.key] ?? $0.defaultValue) != $0.defaultValue }.count
                    let rules = changed == 0 ? w("app-house-rules-standard") : w("app-house-rules-changed", ["n": changed])
                    Text(w("app-play-again-line", ["players": players, "rules": rules])).font(.caption)
                    Button(w("app-play-again")) { app.playAgain(info) }.buttonStyle(.borderedProminent)
                }
                Button(w("app-rules")) { app.showRules(info.id) }
            }
            Spacer()
        }
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(uiColor: .secondarySystemBackground)))
        .contentShape(Rectangle())
        .onTapGesture { app.newGame(info) }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
        .accessibilityAction { app.newGame(info) }
    }
}

private struct SavedGameRow: View {
    let save: SaveSummary
    @ObservedObject var app: AppState
    @Environment(\.words) var w

    var body: some View {
        let time = Date(timeIntervalSince1970: Double(save.updatedMs) / 1000)
            .formatted(Date.FormatStyle(date: .abbreviated, time: .shortened).locale(Locale(identifier: w.language)))
        HStack(spacing: 12) {
            Thumbnail(scene: app.savedScene(save.id), size: 72)
            VStack(alignment: .leading, spacing: 2) {
                Text(w.render(save.title)).font(.subheadline).bold()
                // Under a title the players gave; a made-up title names the players already.
                if let line = save.playersLine { Text(w.render(line)).font(.caption) }
                if let who = save.toMove, !save.finished {
                    Text(w("app-save-to-move", ["name": w.render(who)])).font(.caption)
                } else {
                    Text(w("app-save-finished")).font(.caption)
                }
                Text(w("app-save-played", ["time": time])).font(.caption)
            }
            Spacer()
            Button(w("app-delete")) { app.askDelete(save.id) }.buttonStyle(.bordered)
        }
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(uiColor: .secondarySystemBackground)))
        .contentShape(Rectangle())
        .onTapGesture { app.load(save.id) }
    }
}

/// The board drawn small, with no touch and no accessibility elements of its own.
struct Thumbnail: View {
    let scene: BoardScene?
    let size: CGFloat

    var body: some View {
        Group {
            if let scene {
                Board(scene: scene, interactive: false)
            } else {
                Color(uiColor: .tertiarySystemBackground)
            }
        }
        .frame(width: size, height: size)
        .clipShape(RoundedRectangle(cornerRadius: 8))
        .accessibilityHidden(true)
    }
}
