import SpelbordFFI
import SpelbordKit
import SwiftUI

/// The first-game guide under the board on a phone, beside it on a wide screen (mirrors
/// GuidePanel.kt): the offer on a player's first game of it, then one step at a time,
/// the core's caption here and its mark on the board.
struct GuidePanel: View {
    @ObservedObject var app: AppState
    @ObservedObject var aids: PlayerAids
    @Environment(\.words) var w

    var body: some View {
        if let game = aids.guideOffer {
            let name = app.catalog.first(where: { $0.id == game })?.name ?? game
            VStack(alignment: .leading, spacing: 6) {
                Text(w("app-guide-offer", ["game": name]))
                HStack(spacing: 8) {
                    Button(w("app-guide-start")) { aids.startGuide() }.buttonStyle(.borderedProminent)
                    Button(w("app-guide-skip")) { aids.declineGuide() }
                }
            }
            .padding(12)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(RoundedRectangle(cornerRadius: 12).fill(Color(uiColor: .secondarySystemBackground)))
        } else if let step = aids.guideShown {
            VStack(alignment: .leading, spacing: 6) {
                Text(w.render(step.progress)).font(.caption)
                Text(w.render(step.caption)).font(.body)
                HStack(spacing: 8) {
                    Button(w("app-back")) { aids.guideBack() }.buttonStyle(.bordered).disabled(step.index == 0)
                    Button(step.last ? w("app-guide-done") : w("app-guide-next")) { aids.guideNext() }.buttonStyle(.borderedProminent)
                    Button(w("app-guide-skip")) { aids.guideSkip() }
                }
            }
            .padding(12)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(RoundedRectangle(cornerRadius: 12).fill(Color(uiColor: .secondarySystemBackground)))
            .accessibilityElement(children: .contain)
        }
    }
}
