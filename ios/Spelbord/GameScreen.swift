import SpelbordFFI
import SpelbordKit
import SwiftUI
import UIKit

/// What a phone keeps below the board for the offered steps, the controls and the log.
private let portraitBelowBoard: CGFloat = 250
/// The log's least room on a phone (mirrors PORTRAIT_LOG in GameScreen.kt).
private let portraitLog: CGFloat = 92

/// The game: the board and what goes with it, or the hand-off screen, or the end
/// (mirrors GameScreen.kt). The core decides every state; this paints it.
struct GameScreen: View {
    let state: GameUiState
    @ObservedObject var app: AppState
    @Environment(\.words) var w
    /// Side by side only on a wide screen, not wherever the panels above the board leave
    /// a wide room (mirrors screenWide in GameScreen.kt).
    @Environment(\.horizontalSizeClass) var sizeClass
    /// The log entry picked by a tap on its line, until the game moves on (mirrors GameScreen.kt).
    @State private var picked: Int? = nil

    var body: some View {
        if let controller = app.current {
            VStack(alignment: .leading, spacing: 8) {
                TitleBar(title: w.render(state.title), onBack: { app.home() }) {
                    if state.thinking { Text(w("app-thinking")) }
                    Button(w("app-rules")) { app.showRules(state.view.game) }
                    GameMenu(state: state, aids: app.aids)
                }
                ResignPanel(aids: app.aids)
                if let error = state.error ?? state.autosaveError { Text(w.render(error)).foregroundColor(.red) }
                OnlinePanel(online: state.online)
                // An online game before every seat is taken has no board yet: the codes and the line are all.
                if state.online != nil && state.scene.nodes.isEmpty {
                    Spacer()
                } else if let name = state.handOffName {
                    // Nothing of the board is drawn until the named player holds the device.
                    let undo: String? = if let message = state.handOffUndo { w.render(message) } else { nil }
                    HandOffPanel(
                        name: name, undo: undo, onUndo: { controller.undoBeforeHandOff() },
                        takeBack: state.handOffTakeBack, onKeep: { controller.keepMove() }
                    ) {
                        controller.confirmHandOff()
                    }
                } else {
                    let entries = controller.moveLog()
                    // Each line with its entry: a tapped line marks its entry's move (mirrors GameScreen.kt).
                    let log = entries.enumerated().flatMap { k, e in e.lines.map { LogLine(text: w.render($0), entry: k) } }
                    let marks = picked.flatMap { $0 < entries.count ? controller.logMarks(entries[$0]) : nil } ?? []
                    GeometryReader { proxy in
                        if sizeClass == .regular && proxy.size.width > proxy.size.height * 1.15 {
                            HStack(spacing: 16) {
                                PlayBoard(state: state, controller: controller, app: app, marks: marks).frame(width: proxy.size.width * 0.58)
                                VStack(alignment: .leading, spacing: 8) {
                                    TurnBanner(state: state)
                                    Decisions(state: state, controller: controller)
                                    // The panels beside the board, not above it.
                                    ScrollView { PanelsAndControls(state: state, controller: controller, app: app, log: log, picked: $picked) }
                                    MoveLog(lines: log, picked: $picked)
                                }
                            }
                        } else {
                            // A phone: the board takes the width and only the height its shape
                            // needs, up to what leaves the steps and the log their room; the
                            // log takes what is left (mirrors GameScreen.kt).
                            let room = max(proxy.size.height - portraitBelowBoard, proxy.size.width * 0.6)
                            let height = min(proxy.size.width / CGFloat(max(state.scene.aspect, 0.1)), room)
                            // The guide and a "played for you" panel sit under the board and take the
                            // log's least room while they are up (mirrors PanelsAndControls in GameScreen.kt).
                            let panelsUp = app.aids.guideOffer != nil || app.aids.guideShown != nil || state.reveal != nil
                            // The decisions' row is pinned under the board, outside the scrolling list.
                            let decisionsRow: CGFloat = decisionsOf(state).isEmpty ? 0 : 56
                            let controlsLeft = max(proxy.size.height - height - (panelsUp ? 0 : portraitLog) - 64 - decisionsRow, 96)
                            VStack(alignment: .leading, spacing: 8) {
                                TurnBanner(state: state)
                                PlayBoard(state: state, controller: controller, app: app,
                                          area: layoutForArea(width: Float(proxy.size.width), height: Float(room)), marks: marks)
                                    .frame(height: height)
                                // Pass and Take at the thumb: never below the guide, never scrolled away.
                                Decisions(state: state, controller: controller)
                                // At the end the places and the rematch need the room the steps had, and so
                                // do the guide and a "played for you" panel.
                                // Each new position (and each step) starts with the actions in view (mirrors GameScreen.kt).
                                ScrollViewReader { reader in
                                    ScrollView { PanelsAndControls(state: state, controller: controller, app: app, log: log, picked: $picked).id("controls-top") }
                                        .onChange(of: state.view.version) { _ in reader.scrollTo("controls-top", anchor: .top) }
                                        .onChange(of: state.view.pending.count) { _ in reader.scrollTo("controls-top", anchor: .top) }
                                }
                                .frame(maxHeight: min(state.view.phase == .over || panelsUp ? 440 : 260, controlsLeft))
                                MoveLog(lines: log, picked: $picked).frame(maxHeight: .infinity)
                            }
                        }
                    }
                    .onChange(of: state.version) { _ in
                        picked = nil
                        announce(log.last?.text)
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
    private func announce(_ line: String?) {
        guard let line, state.events.contains(where: isAnnounced) else { return }
        UIAccessibility.post(notification: .announcement, argument: line)
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
    /// The arrangement for the room the board may take, when the screen sizes the board to it.
    var area: Layout? = nil
    /// The core's marks of a move picked in the log.
    var marks: [SceneNode] = []

    var body: some View {
        GeometryReader { proxy in
            // The core arranges the board for the shape of the room it may take (a card
            // hand beside a wide board); a phone passes that room, not the board's own box.
            let layout = area ?? layoutForArea(width: Float(proxy.size.width), height: Float(proxy.size.height))
            // The guide's mark, when a guide is followed, is one more node of the board.
            // So are the core's marks of a move picked in the log.
            let guided = app.aids.sceneWithGuide(state.scene)
            Board(scene: marks.isEmpty ? guided : BoardScene(width: guided.width, height: guided.height, aspect: guided.aspect, layout: guided.layout, nodes: guided.nodes + marks), motion: state.motion, speed: app.settings.animation.factor) { action in
                controller.chooseStep(action)
            }
            .task(id: layout) { controller.layout(layout) }
        }
    }
}

/// Whose turn it is, with a token in the seat's colour where the core gives one (mirrors GameScreen.kt).
private struct TurnBanner: View {
    let state: GameUiState
    @Environment(\.words) var w

    var body: some View {
        // While a move played for this player is shown to them, the device is still
        // theirs: "pass the device to …" comes after they confirm (mirrors GameScreen.kt).
        // At the end the end panel says it, with the places: one "game over" on the screen.
        if state.reveal == nil && state.view.phase != .over { banner }
    }

    private var banner: some View {
        let names = state.view.seatNames
        let (text, seat): (String, UInt32?) = {
            switch state.view.phase {
            case let .humanTurn(seat):
                // Online this device holds one seat: another person's turn is theirs.
                let key = (state.online != nil && state.online?.seat != seat) ? "app-turn-other" : "app-turn-yours"
                return (w(key, ["name": names[Int(seat)]]), seat)
            case let .botTurn(seat): return (w("app-turn-bot", ["name": names[Int(seat)]]), seat)
            case let .handOff(seat): return (w("app-hand-off", ["name": names[Int(seat)]]), seat)
            case .over: return (w("app-game-over"), nil)
            }
        }()
        let colours = state.view.seatColours
        HStack(spacing: 8) {
            // The colour of the seat's pieces on the board, edged so white reads on a light page.
            if let seat, Int(seat) < colours.count, let colour = colours[Int(seat)] {
                SeatColourToken(colour: colour)
            }
            Text(text).font(.headline)
        }
    }
}

/// A move played for this player, the guide, and the controls: under the board on a phone,
/// beside it on a wide screen, so the board keeps its room; at the end the places and
/// the rematch come first (mirrors PanelsAndControls in GameScreen.kt).
private struct PanelsAndControls: View {
    let state: GameUiState
    let controller: GameController
    @ObservedObject var app: AppState
    /// The log's lines, so a catch-up line picks its entry as a log line does.
    let log: [LogLine]
    @Binding var picked: Int?

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            let over = state.view.outcome != nil
            if over { Controls(state: state, controller: controller, app: app, log: log, picked: $picked) }
            // First, since the table waits on it.
            if let reveal = state.reveal { RevealPanel(reveal: reveal) { controller.acknowledge() } }
            GuidePanel(app: app, aids: app.aids)
            if !over { Controls(state: state, controller: controller, app: app, log: log, picked: $picked) }
        }
    }
}

/// The decisions shown now, in the order of the steps: the core names them
/// (`TableState.decisions`; mirrors decisionsOf in GameScreen.kt).
private func decisionsOf(_ state: GameUiState) -> [StepInfo] {
    state.view.nextSteps.filter { state.decisions.contains($0.notation) }
}

/// The decisions of this turn as buttons in the core's short words, pinned above the
/// scrolling controls; VoiceOver reads the whole step (mirrors Decisions in GameScreen.kt).
private struct Decisions: View {
    let state: GameUiState
    let controller: GameController
    @Environment(\.words) var w

    var body: some View {
        let decisions = decisionsOf(state)
        if !decisions.isEmpty {
            HStack(spacing: 8) {
                ForEach(decisions, id: \.notation) { step in
                    Button(w.render(step.shortMessage ?? step.labelMessage)) { controller.chooseStep(step.notation) }
                        .buttonStyle(.borderedProminent)
                        .accessibilityLabel(w.render(step.labelMessage))
                }
            }
        }
    }
}

/// Undo, confirm, hint, the offered steps, and the end.
private struct Controls: View {
    let state: GameUiState
    let controller: GameController
    @ObservedObject var app: AppState
    let log: [LogLine]
    @Binding var picked: Int?
    @Environment(\.words) var w

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if state.view.outcome != nil {
                EndPanel(state: state, app: app)
            } else {
                HStack(spacing: 8) {
                    Button(w("app-undo")) { controller.undo() }.buttonStyle(.borderedProminent).disabled(!state.view.canUndo)
                    if state.view.canConfirm { Button(w("app-confirm")) { controller.confirm() }.buttonStyle(.borderedProminent) }
                    Button(w("app-hint")) { controller.hint() }.buttonStyle(.bordered).disabled(state.view.nextSteps.isEmpty)
                }
                if let hint = state.hint {
                    Text(w("app-hint-is", ["move": hint.steps.map { w.render($0.labelMessage) }.joined(separator: ", ")]))
                }
                // Since this player's last turn, under the actions so they stay in view.
                if !state.catchUp.isEmpty { CatchUp(lines: state.catchUp.map { w.render($0) }, log: log, picked: $picked) }
                // The steps after the actions (mirrors GameScreen.kt): Undo and Hint stay in view.
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 90), spacing: 6)], alignment: .leading, spacing: 4) {
                    // The decisions are pinned above (Decisions).
                    let pinned = Set(decisionsOf(state).map(\.notation))
                    ForEach(state.view.nextSteps.filter { !pinned.contains($0.notation) }, id: \.notation) { step in
                        Button(w.render(step.labelMessage)) { controller.chooseStep(step.notation) }.buttonStyle(.bordered)
                    }
                }
            }
        }
    }
}

/// What happened since the player's last turn, a short list in words. A line is the
/// core's log line of its move: tapped, it picks that entry as a log line does and the
/// board marks the move; a line the log does not hold (a move taken back) is not
/// tappable (mirrors CatchUp in GameScreen.kt).
private struct CatchUp: View {
    let lines: [String]
    let log: [LogLine]
    @Binding var picked: Int?
    @Environment(\.words) var w

    /// Each line's entry: the newest log line with its words, matched newest first so
    /// the same words twice go to the latest moves (mirrors GameScreen.kt).
    private var entries: [Int?] {
        var end = log.count
        var found: [Int?] = []
        for text in lines.reversed() {
            let at = (0..<end).reversed().first { log[$0].text == text }
            if let at { end = at }
            found.append(at.map { log[$0].entry })
        }
        return found.reversed()
    }

    var body: some View {
        let entries = self.entries
        VStack(alignment: .leading, spacing: 2) {
            Text(w("app-catch-up")).font(.subheadline)
            ForEach(Array(lines.enumerated()), id: \.offset) { i, line in
                let entry = entries[i]
                if let entry {
                    Text(line).font(.caption)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background(entry == picked ? Color.accentColor.opacity(0.2) : Color.clear)
                        .onTapGesture { picked = picked == entry ? nil : entry }
                        .accessibilityHint(w("app-log-show"))
                } else {
                    Text(line).font(.caption)
                }
            }
        }
        .padding(8)
    }
}

/// Places, points, how the game was won and the table's tally; a rematch.
private struct EndPanel: View {
    let state: GameUiState
    @ObservedObject var app: AppState
    @Environment(\.words) var w

    var body: some View {
        if let outcome = state.view.outcome {
            let names = state.view.seatNames
            VStack(alignment: .leading, spacing: 4) {
                Text(w("app-game-over")).font(.title2)
                // Points only for games that score them (all zero otherwise).
                let scored = outcome.points.contains { $0 != 0 }
                ForEach(names.indices.sorted { outcome.places[$0] < outcome.places[$1] }, id: \.self) { seat in
                    let place = Int(outcome.places[seat])
                    // A game that names places in its own words (Durak: "out first", "the fool") says them.
                    Text(seat < outcome.standings.count
                        ? w.render(outcome.standings[seat])
                        : scored
                        ? w("app-place", ["place": place, "name": names[seat], "points": Int(outcome.points[seat])])
                        : w("app-place-no-points", ["place": place, "name": names[seat]]))
                        .font(outcome.winners.contains(UInt32(seat)) ? .headline : .body)
                }
                // How it was won (a mars, a dropped double), the match score, the fjols: the core's words.
                ForEach(Array(outcome.summary.enumerated()), id: \.offset) { _, line in
                    Text(w.render(line))
                }
                if !state.view.tally.isEmpty {
                    Heading(text: w("app-tally"))
                    ForEach(Array(state.view.tally.enumerated()), id: \.offset) { _, row in
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

/// One line of the move log and the index of the log entry it belongs to.
private struct LogLine {
    let text: String
    let entry: Int
}

/// The moves so far in words (the core's log lines), newest last; a tapped line picks
/// its entry and the board marks its move, tapped again the marks go (mirrors GameScreen.kt).
private struct MoveLog: View {
    let lines: [LogLine]
    @Binding var picked: Int?
    @Environment(\.words) var w

    var body: some View {
        VStack(alignment: .leading) {
            Text(w("app-log")).font(.subheadline)
            ScrollViewReader { reader in
                ScrollView {
                    LazyVStack(alignment: .leading) {
                        ForEach(Array(lines.enumerated()), id: \.offset) { i, line in
                            Text(line.text).font(.caption).id(i)
                                .frame(maxWidth: .infinity, alignment: .leading)
                                .background(line.entry == picked ? Color.accentColor.opacity(0.2) : Color.clear)
                                .onTapGesture { picked = picked == line.entry ? nil : line.entry }
                                .accessibilityHint(w("app-log-show"))
                        }
                    }
                }
                .onChange(of: lines.count) { n in reader.scrollTo(n - 1, anchor: .bottom) }
            }
        }
    }
}
