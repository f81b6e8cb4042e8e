import SpelbordFFI
import SpelbordKit
import SwiftUI

// The pass-and-play panels: what stands on screen while the device goes round the table.

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

/// What a move played for the player did, in the core's words, and the cards it
/// brought into their hand, painted by the board's painter from the core's faces;
/// then the button that hands on.
struct RevealPanel: View {
    let reveal: Reveal
    let onSeen: () -> Void
    @Environment(\.words) var w

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(w("app-reveal-played", ["name": reveal.name])).font(.headline)
            ForEach(Array(reveal.lines.enumerated()), id: \.offset) { _, line in
                Text(w.render(line))
            }
            if !reveal.cards.nodes.isEmpty {
                Text(w("app-reveal-cards"))
                Board(scene: reveal.cards, interactive: false).frame(maxWidth: .infinity).frame(height: 96)
            }
            Button(w("app-reveal-done"), action: onSeen).buttonStyle(.borderedProminent)
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .accessibilityElement(children: .contain)
    }
}
