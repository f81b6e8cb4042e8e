import SpelbordFFI
import SwiftUI

/// The colour a key the core's theme does not know is painted in: loud, so it is seen.
let fallbackColor = Color(red: 1, green: 0, blue: 1)

/// The board's colours: the core's theme (`theme(name:colourBlind:)`), the only palette
/// the app has (mirrors BoardTheme in Theme.kt). Every colour key a scene uses is in it,
/// with the ink that reads on it and, in the colour-blind set, the pattern laid over
/// its fills.
struct BoardTheme {
    private let colours: [String: ThemeColor]

    init(_ core: Theme) {
        colours = Dictionary(core.colors.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The theme's entry for `key`, or nil when it has none.
    func find(_ key: String) -> ThemeColor? { colours[key] }

    /// The fill of `key` with its opacity; nil for no key, the fallback for an unknown one.
    func fill(_ key: String) -> Color? {
        guard !key.isEmpty else { return nil }
        return colours[key].map { BoardTheme.color($0.rgb, Double($0.alpha)) } ?? fallbackColor
    }

    /// The opaque colour of `key` (outlines, suit inks, pips), the fallback when unknown.
    func solid(_ key: String) -> Color {
        colours[key].map { BoardTheme.color($0.rgb, 1) } ?? fallbackColor
    }

    /// The ink that reads on `key` (on the board's own colour for no key).
    func ink(_ key: String) -> Color {
        let entry = colours[key.isEmpty ? "board" : key] ?? colours["board"]
        return BoardTheme.color(entry?.ink ?? 0, 1)
    }

    /// The colour-blind pattern over fills of `key`.
    func pattern(_ key: String) -> Pattern { colours[key]?.pattern ?? Pattern.none }

    private static var cache: [String: BoardTheme] = [:]

    /// The light or dark theme, colour-blind-safe when asked (read from the core once each).
    static func of(dark: Bool, colourBlind: Bool) -> BoardTheme {
        let id = "\(dark)-\(colourBlind)"
        if let known = cache[id] { return known }
        let made = BoardTheme(theme(name: dark ? .dark : .light, colourBlind: colourBlind))
        cache[id] = made
        return made
    }

    static func color(_ rgb: UInt32, _ alpha: Double) -> Color {
        Color(red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
              blue: Double(rgb & 0xFF) / 255, opacity: alpha)
    }
}

/// The theme of the board being drawn.
private struct BoardThemeKey: EnvironmentKey {
    static let defaultValue = BoardTheme.of(dark: false, colourBlind: false)
}

extension EnvironmentValues {
    var boardTheme: BoardTheme {
        get { self[BoardThemeKey.self] }
        set { self[BoardThemeKey.self] = newValue }
    }
}
