import SpelbordFFI
import SpelbordKit
import SwiftUI

/// Seats (human or bot level) and variants; the core validates on start.
struct NewGameView: View {
    let form: NewGameForm
    @ObservedObject var model: AppModel

    private let levels: [BotLevel] = [.easy, .medium, .hard]

    private func levelName(_ level: BotLevel?) -> String {
        switch level {
        case .none: return "human"
        case .some(.easy): return "easy"
        case .some(.medium): return "medium"
        case .some(.hard): return "hard"
        }
    }

    var body: some View {
        Form {
            Section(form.game.name) {
                Picker("Players", selection: Binding(
                    get: { form.seats.count },
                    set: { model.edit(form.withPlayers($0)) }
                )) {
                    ForEach(Int(form.game.minPlayers)...Int(form.game.maxPlayers), id: \.self) { n in
                        Text("\(n)").tag(n)
                    }
                }
                .pickerStyle(.segmented)
            }
            Section("Seats") {
                ForEach(form.seats.indices, id: \.self) { index in
                    Picker(form.seats[index].name, selection: Binding(
                        get: { levelName(form.seats[index].bot) },
                        set: { name in
                            var next = form
                            let level = levels.first { levelName($0) == name }
                            next.seats[index] = SeatSpec(name: form.seats[index].name, bot: level)
                            model.edit(next)
                        }
                    )) {
                        Text("human").tag("human")
                        ForEach(levels, id: \.self) { level in
                            Text(levelName(level)).tag(levelName(level))
                        }
                    }
                }
            }
            ForEach(form.game.variants, id: \.key) { variant in
                // The label key is localised by the app's string tables; help is the fallback.
                Section(variant.help) {
                    Picker(variant.key, selection: Binding(
                        get: { form.variants[variant.key] ?? variant.defaultValue },
                        set: { value in
                            var next = form
                            next.variants[variant.key] = value
                            model.edit(next)
                        }
                    )) {
                        ForEach(variant.values, id: \.self) { value in
                            Text(value).tag(value)
                        }
                    }
                }
            }
            HStack {
                Button("Back") { model.home() }
                Spacer()
                Button("Start") { model.start(form) }
            }
        }
    }
}
