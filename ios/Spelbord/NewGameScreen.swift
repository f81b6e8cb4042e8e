import SpelbordFFI
import SpelbordKit
import SwiftUI

/// Seats with editable names, person or bot level, and every house rule in words
/// (mirrors NewGameScreen.kt).
struct NewGameScreen: View {
    let form: NewGameForm
    @ObservedObject var app: AppState
    @Environment(\.words) var w
    /// The bot levels with their names and a line on how each plays, in the core's words.
    let levels: [BotLevelInfo] = botLevels()

    /// The house rules are folded under their summary line until opened.
    @State private var rulesOpen = false

    var body: some View {
        let game = form.game
        // Back (in the title bar) and Start stay in view: only the seats and rules scroll.
        VStack(alignment: .leading, spacing: 0) {
            TitleBar(title: w("app-new-game-of", ["game": game.name]), onBack: { app.home() })
            ScrollView {
                VStack(alignment: .leading, spacing: 6) {
                    if game.minPlayers != game.maxPlayers {
                        Heading(text: w("app-players"))
                        ChoiceRow(options: Array(Int(game.minPlayers)...Int(game.maxPlayers)), selected: form.seats.count, label: { "\($0)" }) {
                            app.editForm(Seats.withCount(form, $0, w))
                        }
                    }
                    Heading(text: w("app-seats"))
                    // The colour each seat plays (the core's, for this player count and house
                    // rules): players pick a colour by picking a seat.
                    let colours = (try? seatColours(gameId: game.id, players: UInt32(form.seats.count), variants: form.variants)) ?? []
                    // Partnership games (the core says which seats play together): who plays
                    // with whom, and a swap that moves a player to the other team.
                    let teams = (try? seatTeams(gameId: game.id, players: UInt32(form.seats.count))) ?? []
                    TeamLines(teams: teams, names: form.seats.enumerated().map { Seats.shownName($0.offset, $0.element, w) })
                    ForEach(Array(form.seats.enumerated()), id: \.offset) { i, seat in
                        seatRow(i, seat, colours: colours, teams: teams)
                    }
                    if !game.variants.isEmpty {
                        Heading(text: w("app-house-rules"))
                        // One line says how many rules differ from the standard ones; a tap opens them.
                        let changed = game.variants.filter { (form.variants[$0.key] ?? $0.defaultValue) != $0.defaultValue }.count
                        let summary = changed == 0 ? w("app-house-rules-standard") : w("app-house-rules-changed", ["n": changed])
                        Button(summary + (rulesOpen ? " ▴" : " ▾")) { rulesOpen.toggle() }
                        if rulesOpen {
                            ForEach(game.variants, id: \.key) { variant in
                                VariantCard(variant: variant, value: form.variants[variant.key] ?? variant.defaultValue) {
                                    app.editForm(form.withVariant(variant.key, $0))
                                }
                            }
                        }
                    }
                }
            }
            Button(w("app-start")) { app.start(form) }.buttonStyle(.borderedProminent).frame(maxWidth: .infinity).padding(.top, 8)
        }
    }

    /// One seat: colour, name (empty, the table's name for it as the placeholder), kind,
    /// and a line on that kind that every kind has, so the row keeps its height.
    @ViewBuilder
    private func seatRow(_ i: Int, _ seat: SeatSpec, colours: [String?], teams: [UInt32?]) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 8) {
                if i < colours.count, let colour = colours[i] { SeatColourToken(colour: colour) }
                TextField(Seats.shownName(i, SeatSpec(name: "", bot: seat.bot), w), text: Binding(get: { seat.name }, set: { name in
                    app.editForm(form.withSeat(i, SeatSpec(name: name, bot: seat.bot)))
                }))
                .textFieldStyle(.roundedBorder)
            }
            // A person here, a bot, or (any seat but the host's) someone invited with a code.
            let kinds: [SeatKind] = (i > 0 ? [.here, .invite] : [.here]) + levels.map { .bot($0.level) }
            let kind: SeatKind = form.invited.contains(i) ? .invite : seat.bot.map { .bot($0) } ?? .here
            ChoiceRow(options: kinds, selected: kind, label: { k in
                switch k {
                case .here: return seatKindWord(nil, levels, w)
                case .invite: return w("app-online-seat-invite")
                case let .bot(level): return seatKindWord(level, levels, w)
                }
            }) { k in
                var level: BotLevel?
                if case let .bot(l) = k { level = l }
                app.editForm(Seats.withKind(form, i, level, w).withInvite(i, k == .invite))
            }
            let about = form.invited.contains(i) ? w("app-online-invite-help")
                : levels.first(where: { $0.level == seat.bot }).map { w.render($0.about) } ?? w("app-seat-human-about")
            Text(about).font(.caption).lineLimit(2, reservesSpace: true)
            if i < teams.count, let team = teams[i] {
                let next = (i + 1) % form.seats.count
                Button(w("app-seat-swap", ["team": Int(team) + 1, "name": Seats.shownName(next, form.seats[next], w), "n": next + 1])) {
                    app.editForm(form.swapped(i, next))
                }
            }
        }
        .padding(.bottom, 8)
    }
}

/// "Team 1: Anna + Cy", one line per team, for games played in partnerships (mirrors TeamLines in NewGameScreen.kt).
private struct TeamLines: View {
    let teams: [UInt32?]
    let names: [String]
    @Environment(\.words) var w

    var body: some View {
        let ids = Array(Set(teams.compactMap { $0 })).sorted()
        ForEach(ids, id: \.self) { team in
            let members = teams.indices.filter { teams[$0] == team }.map { names[$0].isEmpty ? w("app-seat-name", ["n": $0 + 1]) : names[$0] }
            Text(w("app-team", ["team": Int(team) + 1, "players": members.joined(separator: " + ")])).font(.subheadline)
        }
    }
}

/// "Person", "Club bot", …
func seatKindWord(_ level: BotLevel?, _ levels: [BotLevelInfo], _ w: Words) -> String {
    levels.first(where: { $0.level == level }).map { w.render($0.name) } ?? w("app-seat-human")
}

/// A house rule: its name, what it does and its values, all in the core's words.
private struct VariantCard: View {
    let variant: Variant
    let value: String
    let onPick: (String) -> Void
    @Environment(\.words) var w

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(w.render(variant.name)).font(.subheadline).bold()
            Text(w.render(variant.help)).font(.caption)
            ChoiceRow(options: variant.values, selected: value, label: { code in
                variant.values.firstIndex(of: code).map { w.render(variant.valueLabels[$0]) } ?? code
            }, onPick: onPick)
        }
        .padding(12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(uiColor: .secondarySystemBackground)))
    }
}

/// A seat is a person here, someone invited with a code, or a bot of some level (mirrors NewGameScreen.kt).
enum SeatKind: Hashable {
    case here
    case invite
    case bot(BotLevel)
}
