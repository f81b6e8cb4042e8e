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

/// The short sounds of the table (mirrors Sounds.kt).
public enum Sound: String { case roll, move, knock, card, win }

/// Which sound a change of scene makes, read from node kinds only (mirrors SceneSounds.kt).
public enum SceneSounds {
    public static func between(_ before: BoardScene, _ after: BoardScene, over: Bool) -> Sound? {
        if over { return .win }
        let old = Dictionary(before.nodes.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let moved = after.nodes.filter { n in old[n.id].map { $0.rect != n.rect } ?? false }
        let pieces = moved.filter { $0.kind == .piece }
        if Set(pieces.map(\.color)).count > 1 { return .knock }
        if !pieces.isEmpty { return .move }
        if moved.contains(where: { $0.kind == .card }) { return .card }
        if after.nodes.contains(where: { n in n.kind == .die && old[n.id].map { $0.face != n.face } ?? false }) { return .roll }
        return nil
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
