import SwiftUI
import UIKit

/// The colour drawn for a key the palette does not know: loud, so it is seen.
let fallbackColor = Color(red: 1, green: 0, blue: 1)

/// A mark drawn on a piece of a seat colour, so colours need not be told apart by hue.
enum ColourMark { case dot, square, triangle, cross, ring, bar }

/// The board's colours for one theme: every colour key of the scene to a colour
/// (mirrors BoardPalette in Theme.kt). Keys are plain (`red`, `board`) or
/// `<role>_<colour>` (`home_red`, `turn_blue`), the role saying how a seat colour is used.
struct BoardPalette {
    let plain: [String: Color]
    let roles: [String: Double]
    let ink: Color
    let cardFace: Color
    let cardBack: Color
    let dieFace: Color
    let diePip: Color
    let outline: Color

    /// The colour of `key`, or the fallback colour when unknown.
    func of(_ key: String) -> Color {
        if let c = plain[key] { return c }
        if let cut = key.firstIndex(of: "_"), let alpha = roles[String(key[..<cut])],
           let base = plain[String(key[key.index(after: cut)...])] {
            return base.opacity(alpha)
        }
        return fallbackColor
    }

    /// Ink for text on a piece of seat colour `key`.
    func inkOn(_ key: String) -> Color { ["yellow", "white", "cube", "plain"].contains(key) ? Color(hex: 0x1B1B1B) : .white }

    /// Marks per seat colour (colour-blind setting).
    static let marks: [String: ColourMark] = ["red": .dot, "blue": .square, "green": .cross, "yellow": .triangle, "white": .ring, "black": .bar]

    private static let seats: [String: UInt32] = ["red": 0xD32F2F, "blue": 0x1E63C4, "green": 0x2E8B3A, "yellow": 0xF2B705]

    private static func table(_ seatLift: Double, _ hexes: [String: UInt32], _ alphas: [String: (UInt32, Double)]) -> [String: Color] {
        var out: [String: Color] = [:]
        for (k, v) in seats { out[k] = Color(hex: v).lighter(seatLift) }
        for (k, v) in hexes { out[k] = Color(hex: v) }
        for (k, v) in alphas { out[k] = Color(hex: v.0).opacity(v.1) }
        return out
    }

    /// Daylight table: paper board, saturated pieces.
    static let light = BoardPalette(
        plain: BoardPalette.table(0, [
            "white": 0xF7F3EA, "black": 0x2B2B2B, "board": 0xF1E7D0, "track": 0xFFFBF2, "felt": 0x2F6B45,
            "table": 0x2F6B45, "tray": 0x8A6A45, "bar": 0x6E5234, "dice_area": 0xE4D6B6, "cube": 0xFFFFFF,
            "to_beat": 0xFF8F00, "chosen": 0x7C4DFF, "point_dark": 0x9C5B3B, "point_light": 0xE2C79A,
            "plain": 0xFFFFFF, "low_trump": 0xE3F0FF, "high_trump": 0xFFF0C8,
        ], ["legal": (0x00B85C, 0.6), "last": (0xFF8F00, 0.5), "turn": (0x2196F3, 0.6), "hint": (0x7C4DFF, 0.8), "select": (0x00B0FF, 0.8)]),
        roles: ["home": 0.28, "arrow": 0.5, "turn": 0.75, "head": 0.45],
        ink: Color(hex: 0x2A2418), cardFace: .white, cardBack: Color(hex: 0x7A2E3A),
        dieFace: .white, diePip: Color(hex: 0x1B1B1B), outline: Color(hex: 0x1B1B1B)
    )

    /// Evening table: dark wood, the same seat colours a little brighter.
    static let dark = BoardPalette(
        plain: BoardPalette.table(0.12, [
            "white": 0xE9E4D8, "black": 0x111111, "board": 0x3A3128, "track": 0x4D4236, "felt": 0x1F4A30,
            "table": 0x1F4A30, "tray": 0x5A452E, "bar": 0x2C2218, "dice_area": 0x2E261E, "cube": 0xDDDDDD,
            "to_beat": 0xFFB300, "chosen": 0xB388FF, "point_dark": 0x7A3F27, "point_light": 0xB8996A,
            "plain": 0xF2F2F2, "low_trump": 0xD6E6FF, "high_trump": 0xFFE9B0,
        ], ["legal": (0x33E08A, 0.67), "last": (0xFFB300, 0.6), "turn": (0x64B5F6, 0.67), "hint": (0xB388FF, 0.87), "select": (0x40C4FF, 0.87)]),
        roles: ["home": 0.32, "arrow": 0.55, "turn": 0.8, "head": 0.5],
        ink: Color(hex: 0xEDE3CF), cardFace: Color(hex: 0xF2F2F2), cardBack: Color(hex: 0x8E3A48),
        dieFace: Color(hex: 0xF2F2F2), diePip: Color(hex: 0x1B1B1B), outline: Color(hex: 0x0A0A0A)
    )
}

extension Color {
    init(hex: UInt32) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255)
    }

    /// This colour moved `by` of the way to white.
    func lighter(_ by: Double) -> Color {
        guard by > 0 else { return self }
        let c = UIColor(self).cgColor.components ?? [0, 0, 0, 1]
        let rgb = c.count >= 3 ? Array(c.prefix(3)) : [c[0], c[0], c[0]]
        return Color(red: rgb[0] + (1 - rgb[0]) * by, green: rgb[1] + (1 - rgb[1]) * by, blue: rgb[2] + (1 - rgb[2]) * by)
    }
}

/// The palette of the board being drawn.
private struct PaletteKey: EnvironmentKey {
    static let defaultValue = BoardPalette.light
}

extension EnvironmentValues {
    var palette: BoardPalette {
        get { self[PaletteKey.self] }
        set { self[PaletteKey.self] = newValue }
    }
}
