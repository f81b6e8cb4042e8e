import SpelbordFFI
import SpelbordKit
import SwiftUI

/// How to play, drawn from the core's blocks (mirrors RulesScreen.kt).
struct RulesScreen: View {
    let rules: RulesText
    let onClose: () -> Void
    @Environment(\.words) var w

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 6) {
                TitleBar(title: w("app-rules"), onBack: onClose)
                ForEach(Array(rules.blocks.enumerated()), id: \.offset) { _, block in
                    switch block {
                    case let .heading(level, spans):
                        styled(spans).font(level == 1 ? .title2 : .headline).accessibilityAddTraits(.isHeader)
                    case let .paragraph(spans):
                        styled(spans)
                    case let .listItem(number, spans):
                        HStack(alignment: .firstTextBaseline) { Text(number.map { "\($0)." } ?? "•"); styled(spans) }
                    case let .tableRow(header, cells):
                        HStack(alignment: .top, spacing: 12) {
                            ForEach(Array(cells.enumerated()), id: \.offset) { _, cell in
                                styled(cell).fontWeight(header ? .bold : nil).frame(maxWidth: .infinity, alignment: .leading)
                            }
                        }
                    }
                }
            }
        }
    }

    private func styled(_ spans: [TextSpan]) -> Text {
        spans.reduce(Text("")) { text, span in
            var piece = Text(span.text)
            if span.bold { piece = piece.bold() }
            if span.italic { piece = piece.italic() }
            return text + piece
        }
    }
}
