import SpelbordFFI
import SpelbordKit
import SwiftUI
import UIKit

/// The game: the board and what goes with it, or the hand-off screen, or the end
/// (mirrors GameScreen.kt). The core decides every state; this paints it.
struct GameScreen: View {
    let state: GameUiState
    @ObservedObject var app: AppState
    @Environment(\.words) var w

    var body: some View {
        if let controller = app.current {
            VStack(alignment: .leading, spacing: 8) {
                TitleBar(title: state.title, onBack: { app.home() }) {
                    if state.thinking { Text(w("app-thinking")) }
                    Button(w("app-rules")) { app.showRules(state.view.game) }
                }
                if let error = state.error { Text(error).foregroundColor(.red) }
                if let name = state.handOffName {
                    // Nothing of the board is drawn until the named player holds the device.
                    HandOffPanel(name: name) { controller.confirmHandOff() }
                } else {
                    let history = (try? controller.session.history()) ?? []
                    GeometryReader { proxy in
                        if proxy.size.width > proxy.size.height * 1.15 {
                            HStack(spacing: 16) {
                                PlayBoard(state: state, controller: controller, app: app).frame(width: proxy.size.width * 0.58)
                                VStack(alignment: .leading, spacing: 8) {
                                    TurnBanner(state: state)
                                    ScrollView { Controls(state: state, controller: controller, app: app) }
                                    MoveLog(history: history, names: state.view.seatNames)
                                }
                            }
                        } else {
                            VStack(alignment: .leading, spacing: 8) {
                                TurnBanner(state: state)
                                PlayBoard(state: state, controller: controller, app: app)
                                ScrollView { Controls(state: state, controller: controller, app: app) }.frame(maxHeight: 260)
                                MoveLog(history: history, names: state.view.seatNames).frame(height: 110)
                            }
                        }
                    }
                    .onChange(of: state.version) { _ in
                        announce(history.last, names: state.view.seatNames)
                        // The core says which sound a change makes, on the first state that shows it.
                        if app.settings.sound, let sound = state.sound {
                            app.sounds.play(sound)
                        }
                    }
                }
            }
        }
    }


    /// Dice and cards are announced to VoiceOver as the move log's newest line.
    private func announce(_ entry: HistoryEntry?, names: [String]) {
        guard let entry, state.events.contains(where: isAnnounced) else { return }
        let who = entry.by.map { names[Int($0)] } ?? w("app-log-table")
        UIAccessibility.post(notification: .announcement, argument: w("app-log-line", ["who": who, "move": entry.notation]))
    }

    private func isAnnounced(_ event: Event) -> Bool {
        switch event {
        case .diceRolled, .cardPlayed, .cardsTaken: return true
        default: return false
        }
    }
}

/// The board of this state: its marks are the core's, a tap plays the tapped node's action.
private struct PlayBoard: View {
    let state: GameUiState
    let controller: GameController
    @ObservedObject var app: AppState

    var body: some View {
        GeometryReader { proxy in
            // The core arranges the board for this area's shape (a card hand beside a wide board).
            let layout = layoutForArea(width: Float(proxy.size.width), height: Float(proxy.size.height))
            Board(scene: state.scene, motion: state.motion, speed: app.settings.animation.factor) { action in
                controller.chooseStep(action)
            }
            .task(id: layout) { controller.layout(layout) }
        }
    }
}

/// Whose turn it is (the board marks it too).
private struct TurnBanner: View {
    let state: GameUiState
    @Environment(\.words) var w

    var body: some View {
        let names = state.view.seatNames
        let text: String = {
            switch state.view.phase {
            case let .humanTurn(seat): return w("app-turn-yours", ["name": names[Int(seat)]])
            case let .botTurn(seat): return w("app-turn-bot", ["name": names[Int(seat)]])
            case let .handOff(seat): return w("app-hand-off", ["name": names[Int(seat)]])
            case .over: return w("app-game-over")
            }
        }()
        Text(text).font(.headline)
    }
}

/// Offered steps, undo, confirm, hint, what a move played for you brought, and the end.
private struct Controls: View {
    let state: GameUiState
    let controller: GameController
    @ObservedObject var app: AppState
    @Environment(\.words) var w

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if state.view.outcome != nil {
                EndPanel(state: state, app: app)
            } else {
                if let reveal = state.reveal { RevealPanel(reveal: reveal) { controller.acknowledge() } }
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 90), spacing: 6)], alignment: .leading, spacing: 4) {
                    ForEach(state.view.nextSteps, id: \.notation) { step in
                        Button(w.render(step.labelMessage)) { controller.chooseStep(step.notation) }.buttonStyle(.bordered)
                    }
                }
                HStack(spacing: 8) {
                    Button(w("app-undo")) { controller.undo() }.buttonStyle(.borderedProminent).disabled(!state.view.canUndo)
                    if state.view.canConfirm { Button(w("app-confirm")) { controller.confirm() }.buttonStyle(.borderedProminent) }
                    Button(w("app-hint")) { controller.hint() }.buttonStyle(.bordered).disabled(state.view.nextSteps.isEmpty)
                }
                if let hint = state.hint {
                    Text(w("app-hint-is", ["move": hint.steps.map { w.render($0.labelMessage) }.joined(separator: ", ")]))
                }
            }
        }
    }
}

/// A move the table played for this player in pass-and-play, with the cards it
/// brought into their hand; the device goes on once they confirm.
private struct RevealPanel: View {
    let reveal: Reveal
    let onSeen: () -> Void
    @Environment(\.words) var w
    @Environment(\.boardTheme) var theme

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(w("app-log-line", ["who": reveal.name, "move": reveal.notation])).font(.headline)
            HStack {
                ForEach(reveal.cards, id: \.self) { card in
                    let face = CardFace.parse(card)
                    // Printed as the board prints a card: the suit's ink on the card's face.
                    Text(face.map { $0.rank + $0.symbol } ?? card)
                        .font(.title2.bold())
                        .foregroundColor(theme.solid(face?.red == true ? "suit-red" : "suit-black"))
                        .padding(8)
                        .background(RoundedRectangle(cornerRadius: 6).fill(theme.solid("card")))
                        .overlay(RoundedRectangle(cornerRadius: 6).stroke(theme.solid("card-edge")))
                }
            }
            Button(w("app-confirm"), action: onSeen).buttonStyle(.borderedProminent)
        }
        .padding(12)
        .accessibilityElement(children: .contain)
    }
}

/// Places, points and the table's tally; a rematch.
private struct EndPanel: View {
    let state: GameUiState
    @ObservedObject var app: AppState
    @Environment(\.words) var w

    var body: some View {
        if let outcome = state.view.outcome {
            let names = state.view.seatNames
            VStack(alignment: .leading, spacing: 4) {
                Text(w("app-game-over")).font(.title2)
                ForEach(names.indices.sorted { outcome.places[$0] < outcome.places[$1] }, id: \.self) { seat in
                    Text(w("app-place", ["place": Int(outcome.places[seat]), "name": names[seat], "points": outcome.points[seat]]))
                        .font(outcome.winners.contains(UInt32(seat)) ? .headline : .body)
                }
                if !state.view.tally.isEmpty {
                    Heading(text: w("app-tally"))
                    ForEach(state.view.tally, id: \.name) { row in
                        Text(w("app-tally-row", ["name": row.name, "games": Int(row.games), "wins": Int(row.wins), "losses": Int(row.losses)]))
                    }
                }
                HStack(spacing: 8) {
                    Button(w("app-rematch")) { app.rematch() }.buttonStyle(.borderedProminent)
                    Button(w("app-home")) { app.home() }.buttonStyle(.bordered)
                }
            }
            .padding(16)
            .background(RoundedRectangle(cornerRadius: 12).fill(Color(uiColor: .secondarySystemBackground)))
        }
    }
}

/// The moves so far, in order, newest last.
private struct MoveLog: View {
    let history: [HistoryEntry]
    let names: [String]
    @Environment(\.words) var w

    var body: some View {
        VStack(alignment: .leading) {
            Text(w("app-log")).font(.subheadline)
            ScrollViewReader { reader in
                ScrollView {
                    LazyVStack(alignment: .leading) {
                        ForEach(Array(history.enumerated()), id: \.offset) { i, e in
                            let who = e.by.map { names[Int($0)] } ?? w("app-log-table")
                            Text(w("app-log-line", ["who": who, "move": e.notation])).font(.caption).id(i)
                        }
                    }
                }
                .onChange(of: history.count) { n in reader.scrollTo(n - 1, anchor: .bottom) }
            }
        }
    }
}

/// "Pass the device to …": the only thing on screen until that player confirms.
struct HandOffPanel: View {
    let name: String
    let onReady: () -> Void
    @Environment(\.words) var w

    var body: some View {
        VStack(spacing: 16) {
            Text(w("app-hand-off", ["name": name])).font(.title2)
            Text(w("app-hand-off-explain"))
            Button(w("app-hand-off-ready", ["name": name]), action: onReady).buttonStyle(.borderedProminent)
        }
        .padding(32)
        .frame(maxWidth: .infinity)
    }
}
