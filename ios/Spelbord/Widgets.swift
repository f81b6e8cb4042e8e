import SpelbordKit
import SwiftUI

/// A screen's title row with a back button (mirrors TitleBar in Widgets.kt).
struct TitleBar<Trailing: View>: View {
    let title: String
    let onBack: (() -> Void)?
    @ViewBuilder var trailing: () -> Trailing
    @Environment(\.words) var words

    var body: some View {
        HStack {
            if let onBack { Button(words("app-back"), action: onBack).buttonStyle(.bordered) }
            Text(title).font(.title2).bold().frame(maxWidth: .infinity, alignment: .leading).accessibilityAddTraits(.isHeader)
            trailing()
        }
        .padding(.bottom, 8)
    }
}

extension TitleBar where Trailing == EmptyView {
    init(title: String, onBack: (() -> Void)?) {
        self.init(title: title, onBack: onBack) { EmptyView() }
    }
}

/// One choice out of a few, as a row of chips (mirrors ChoiceRow).
struct ChoiceRow<T: Hashable>: View {
    let options: [T]
    let selected: T
    let label: (T) -> String
    let onPick: (T) -> Void

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 6) {
                ForEach(options, id: \.self) { option in
                    let on = option == selected
                    Button(label(option)) { onPick(option) }
                        .buttonStyle(.bordered)
                        .tint(on ? .accentColor : .secondary)
                        .accessibilityAddTraits(on ? .isSelected : [])
                }
            }
        }
    }
}

/// A section heading (mirrors Heading).
struct Heading: View {
    let text: String
    var body: some View {
        Text(text).font(.headline).padding(.top, 12).padding(.bottom, 4).accessibilityAddTraits(.isHeader)
    }
}

/// A round token in a seat's colour (a theme key from the core), edged so white reads
/// on a light page (mirrors SeatColourToken).
struct SeatColourToken: View {
    let colour: String
    @Environment(\.boardTheme) var theme

    var body: some View {
        Circle().fill(theme.solid(colour))
            .overlay(Circle().stroke(theme.ink(colour), lineWidth: 2))
            .frame(width: 20, height: 20)
            .accessibilityHidden(true)
    }
}
