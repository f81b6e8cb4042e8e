import SpelbordFFI
import SpelbordKit
import SwiftUI

// The pass-and-play panels: what stands on screen while the device goes round the table.

/// "Pass the device to …": the only thing on screen until that player confirms; with
/// the core's "undo Anna's move" while the player who just moved may take it back.
struct HandOffPanel: View {
    /// The player's name as the core says it (a default name in the reader's language).
    let name: Message
    var undo: String? = nil
    var onUndo: () -> Void = {}
    /// Set at the hand-off "Undo Anna's move" asked for: the core's words for it.
    var takeBack: TakeBack? = nil
    var onKeep: () -> Void = {}
    let onReady: () -> Void
    @Environment(\.words) var w

    var body: some View {
        VStack(spacing: 16) {
            Text(w("app-hand-off", ["name": name])).font(.title2)
            if let takeBack {
                Text(w.render(takeBack.explain))
                Button(w.render(takeBack.ready), action: onReady).buttonStyle(.borderedProminent)
                Button(w.render(takeBack.keep), action: onKeep).buttonStyle(.bordered)
            } else {
                Text(w("app-hand-off-explain"))
                Button(w("app-hand-off-ready", ["name": name]), action: onReady).buttonStyle(.borderedProminent)
            }
            if let undo { Button(undo, action: onUndo).buttonStyle(.bordered) }
        }
        .padding(32)
        .frame(maxWidth: .infinity)
    }
}

/// What was played for the player (or their roll that brought no move), in the core's
/// words: the dice they rolled and the cards it brought into their hand, painted by
/// the board's painter from the core's faces; then the core's button to go on.
struct RevealPanel: View {
    let reveal: Reveal
    let onSeen: () -> Void
    @Environment(\.words) var w

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(w.render(reveal.title)).font(.headline)
            if !reveal.dice.nodes.isEmpty {
                Board(scene: reveal.dice, interactive: false).frame(width: CGFloat(reveal.dice.nodes.count * 56), height: 56)
            }
            ForEach(Array(reveal.lines.enumerated()), id: \.offset) { _, line in
                Text(w.render(line))
            }
            if !reveal.cards.nodes.isEmpty {
                Text(w("app-reveal-cards"))
                Board(scene: reveal.cards, interactive: false).frame(maxWidth: .infinity).frame(height: 96)
            }
            Button(w.render(reveal.done), action: onSeen).buttonStyle(.borderedProminent)
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .accessibilityElement(children: .contain)
    }
}
