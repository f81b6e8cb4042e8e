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

/// A move the table played for this player in pass-and-play, with the cards it
/// brought into their hand; the device goes on once they confirm.
struct RevealPanel: View {
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
