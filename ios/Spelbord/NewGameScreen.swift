import SpelbordFFI
import SpelbordKit
import SwiftUI

/// Seats with editable names, person or bot level, and every house rule in words
/// (mirrors NewGameScreen.kt).
struct NewGameScreen: View {
    let form: NewGameForm
    @ObservedObject var app: AppState
    @Environment(\.words) var w
    /// A seat is a person or a bot of some level.
    let seatKinds: [BotLevel?] = [nil, .easy, .medium, .hard]

    var body: some View {
        let game = form.game
        ScrollView {
            VStack(alignment: .leading, spacing: 6) {
                TitleBar(title: w("app-new-game-of", ["game": game.name]), onBack: { app.home() })
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
                ForEach(Array(form.seats.enumerated()), id: \.offset) { i, seat in
                    VStack(alignment: .leading, spacing: 4) {
                        HStack(spacing: 8) {
                            if i < colours.count, let colour = colours[i] { SeatColourToken(colour: colour) }
                            TextField(w("app-seat-name", ["n": i + 1]), text: Binding(get: { seat.name }, set: { name in
                                app.editForm(form.withSeat(i, SeatSpec(name: name, bot: seat.bot)))
                            }))
                            .textFieldStyle(.roundedBorder)
                        }
                        ChoiceRow(options: seatKinds, selected: seat.bot, label: { seatKindWord($0, w) }) { level in
                            app.editForm(Seats.withKind(form, i, level, w))
                        }
                    }
                    .padding(.bottom, 8)
                }
                if !game.variants.isEmpty { Heading(text: w("app-house-rules")) }
                ForEach(game.variants, id: \.key) { variant in
                    VariantCard(variant: variant, value: form.variants[variant.key] ?? variant.defaultValue) {
                        app.editForm(form.withVariant(variant.key, $0))
                    }
                }
                Button(w("app-start")) { app.start(form) }.buttonStyle(.borderedProminent).padding(.top, 12)
            }
        }
    }
}

/// "Person", "Easy bot", …
func seatKindWord(_ level: BotLevel?, _ w: Words) -> String {
    switch level {
    case nil: return w("app-seat-human")
    case .easy?: return w("app-bot-easy")
    case .medium?: return w("app-bot-medium")
    case .hard?: return w("app-bot-hard")
    }
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
