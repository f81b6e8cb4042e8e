import Foundation
import SpelbordFFI

extension SceneNode {
    /// True for a card whose face this viewer sees (a scene never carries another
    /// seat's private card face, so this is what must not outlive the app's cover).
    public var faceUp: Bool {
        if case .card = face { return true }
        return false
    }

    /// True for a node a screen reader lists: every node not hidden, and every node with
    /// an action (a tap target is always an element, so a VoiceOver user can play it).
    public var isElement: Bool { role != .hidden || action != nil }
}

extension Sound {
    /// The bundled file of a sound the core's table chose (`sounds/<name>.wav`; mirrors Sounds.kt).
    public var file: String {
        switch self {
        case .roll: return "roll"
        case .move: return "move"
        case .knock: return "knock"
        case .card: return "card"
        case .win: return "win"
        }
    }
}

/// A playing card's face read from its notation (`Ks`, `Th`: the cards of a `Reveal`;
/// mirrors CardFace.kt).
public struct CardFace {
    public let rank: String
    public let symbol: String
    public let red: Bool

    public static func parse(_ text: String) -> CardFace? {
        let chars = Array(text)
        guard chars.count == 2, let suit = suits[chars[1]] else { return nil }
        let ranks: [Character: String] = ["T": "10", "J": "J", "Q": "Q", "K": "K", "A": "A"]
        let digits: ClosedRange<Character> = "2"..."9"
        guard let rank = ranks[chars[0]] ?? (digits.contains(chars[0]) ? String(chars[0]) : nil) else { return nil }
        return CardFace(rank: rank, symbol: suit.0, red: suit.1)
    }

    private static let suits: [Character: (String, Bool)] = ["s": ("\u{2660}", false), "h": ("\u{2665}", true), "d": ("\u{2666}", true), "c": ("\u{2663}", false)]
}
