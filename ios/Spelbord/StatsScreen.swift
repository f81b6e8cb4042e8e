import SpelbordFFI
import SpelbordKit
import SwiftUI

/// The statistics of the players on this device, counted by the core; a reset with a
/// question first (mirrors StatsScreen.kt).
struct StatsScreen: View {
    @ObservedObject var app: AppState
    @ObservedObject var aids: PlayerAids
    @Environment(\.words) var w

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            TitleBar(title: w("app-stats"), onBack: { app.home() })
            if let problem = aids.problem { Text(w.render(problem)).foregroundColor(.red) }
            if let problem = aids.stats.problem { Text(w.render(problem)).foregroundColor(.red) }
            if aids.askingReset {
                VStack(alignment: .leading, spacing: 8) {
                    Text(w("app-stats-reset-title")).font(.headline)
                    Text(w("app-stats-reset-question"))
                    HStack(spacing: 8) {
                        Button(w("app-stats-reset"), role: .destructive) { aids.confirmReset() }.buttonStyle(.borderedProminent)
                        Button(w("app-cancel")) { aids.cancelReset() }.buttonStyle(.bordered)
                    }
                }
                .padding(16)
                .background(RoundedRectangle(cornerRadius: 12).fill(Color(uiColor: .systemRed).opacity(0.15)))
            }
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    if aids.stats.players.isEmpty && aids.stats.problem == nil { Text(w("app-stats-empty")) }
                    ForEach(aids.stats.players, id: \.name) { PlayerCard(player: $0) }
                    Button(w("app-stats-reset")) { aids.askReset() }.buttonStyle(.bordered)
                }
            }
        }
    }
}

/// One player: the summary, the chart, each game and each opponent.
private struct PlayerCard: View {
    let player: StatsPlayer
    @Environment(\.words) var w

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(w.render(player.title)).font(.title2)
            Text(w.render(player.summary))
            if !player.chart.isEmpty {
                Heading(text: w("app-stats-chart"))
                ForEach(Array(player.chart.enumerated()), id: \.offset) { _, bar in ChartBar(bar: bar) }
            }
            ForEach(Array(player.games.enumerated()), id: \.offset) { _, line in
                Text(w.render(line.text)).padding(.top, 6)
                Text(w.render(line.places)).font(.caption)
            }
            if !player.opponents.isEmpty {
                Heading(text: w("app-stats-opponents"))
                ForEach(Array(player.opponents.enumerated()), id: \.offset) { _, line in Text(w.render(line)) }
            }
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(uiColor: .secondarySystemBackground)))
    }
}

/// A bar of the chart: the core's numbers drawn as a filled share of a track; read out as its words.
private struct ChartBar: View {
    let bar: StatsBar
    @Environment(\.words) var w

    var body: some View {
        let label = w.render(bar.label)
        let caption = w.render(bar.caption)
        let share = bar.total == 0 ? 0 : CGFloat(bar.value) / CGFloat(bar.total)
        HStack(spacing: 8) {
            Text(label).lineLimit(1).frame(width: 120, alignment: .leading)
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    RoundedRectangle(cornerRadius: 4).fill(Color(uiColor: .tertiarySystemFill))
                    RoundedRectangle(cornerRadius: 4).fill(Color.accentColor).frame(width: proxy.size.width * share)
                }
            }
            .frame(height: 18)
            Text(caption).font(.caption)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(label + ": " + caption)
    }
}
