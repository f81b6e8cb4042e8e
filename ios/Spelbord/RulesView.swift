import SpelbordFFI
import SwiftUI

/// How to play, drawn from the core's blocks (RulesScreen in Kotlin; no Markdown
/// parsing here).
struct RulesView: View {
    let rules: RulesText
    let onClose: () -> Void

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 6) {
                Button("Back", action: onClose)
                ForEach(rules.blocks.indices, id: \.self) { index in
                    block(rules.blocks[index])
                }
            }
        }
    }

    @ViewBuilder
    private func block(_ block: RulesBlock) -> some View {
        switch block {
        case let .heading(level, spans):
            styled(spans).font(level == 1 ? .title2 : .headline)
        case let .paragraph(spans):
            styled(spans)
        case let .listItem(number, spans):
            HStack(alignment: .firstTextBaseline) {
                Text(number.map { "\($0)." } ?? "•")
                styled(spans)
            }
        case let .tableRow(header, cells):
            HStack(alignment: .firstTextBaseline, spacing: 12) {
                ForEach(cells.indices, id: \.self) { index in
                    styled(cells[index]).fontWeight(header ? .bold : .regular)
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
