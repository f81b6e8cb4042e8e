import SpelbordFFI
import SwiftUI

/// The catalog (start a new game) and the saved-games list (HomeScreen in Kotlin).
struct HomeView: View {
    @ObservedObject var model: AppModel

    var body: some View {
        List {
            Section("New game") {
                ForEach(model.catalog, id: \.id) { info in
                    HStack {
                        Button("\(info.name) (\(info.minPlayers)–\(info.maxPlayers))") {
                            model.newGame(info)
                        }
                        Spacer()
                        Button("Rules") { model.showRules(info.id) }
                    }
                }
            }
            Section("Saved games") {
                ForEach(model.listing.games, id: \.id) { save in
                    HStack {
                        Button(save.finished ? "\(save.title) ✓" : "\(save.title) — \(save.toMove)") {
                            model.load(save.id)
                        }
                        Spacer()
                        Button("Delete", role: .destructive) { model.delete(save.id) }
                    }
                }
                ForEach(model.listing.unreadable, id: \.id) { entry in
                    HStack {
                        Text(entry.newer
                            ? "Saved by a newer Spelbord: update the app to open it."
                            : "Cannot be read: \(entry.reason)")
                        Spacer()
                        // A newer file is kept for the newer app; only damaged ones may go.
                        if !entry.newer {
                            Button("Delete", role: .destructive) { model.delete(entry.id) }
                        }
                    }
                }
            }
        }
    }
}
