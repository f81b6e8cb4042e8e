import SpelbordFFI
import SpelbordKit
import SwiftUI

/// The game's own menu beside the rules (mirrors GameMenu in ResignPanel.kt): the guide,
/// and resigning while the game is on.
struct GameMenu: View {
    let state: GameUiState
    @ObservedObject var aids: PlayerAids
    @Environment(\.words) var w

    var body: some View {
        Button(w("app-guide")) { aids.startGuide() }
        if !state.isOver && state.handOffName == nil && aids.canResign {
            Button(w("app-resign")) { aids.askResign() }
        }
    }
}

/// Asks before resigning, in the core's words, with a button for each way the core offers
/// (a Fevga match: this game or the match) and what it means; shown only while it asks
/// (mirrors ResignPanel.kt).
struct ResignPanel: View {
    @ObservedObject var aids: PlayerAids
    @Environment(\.words) var w

    var body: some View {
        if let question = aids.resignQuestion {
            VStack(alignment: .leading, spacing: 8) {
                Text(w("app-resign-title")).font(.headline)
                Text(w.render(question))
                ForEach(Array(aids.resignChoices.enumerated()), id: \.offset) { _, choice in
                    if let detail = choice.detail { Text(w.render(detail)).font(.subheadline) }
                    Button(w.render(choice.label), role: .destructive) { aids.confirmResign(choice.scope) }.buttonStyle(.borderedProminent)
                }
                Button(w("app-cancel")) { aids.cancelResign() }.buttonStyle(.bordered)
            }
            .padding(16)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(RoundedRectangle(cornerRadius: 12).fill(Color(uiColor: .systemRed).opacity(0.15)))
        }
    }
}
