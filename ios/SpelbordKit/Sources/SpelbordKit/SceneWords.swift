import Foundation
import SpelbordFFI

/// The words a screen reader says for a scene node (mirrors SceneLabels.kt).
public enum SceneLabels {
    /// The node's label key (`fia.piece|Anna|2`) as the catalogue message
    /// `scene-fia-piece` with arguments `a1`, `a2`, …; else the kind's word and arguments.
    public static func label(_ node: SceneNode, _ words: Words) -> String {
        let parts = node.labelKey.components(separatedBy: "|")
        let key = "scene-" + parts[0].replacingOccurrences(of: ".", with: "-").replacingOccurrences(of: "_", with: "-")
        let args = Array(parts.dropFirst())
        if !parts[0].isEmpty, words.has(key) {
            var named: [String: Any] = [:]
            for (i, a) in args.enumerated() { named["a\(i + 1)"] = a }
            return words(key, named)
        }
        let kind = words(kindKeys[node.kind] ?? "app-node-label")
        let shown = !node.text.isEmpty && (node.faceUp || node.kind != .card)
        let detail = args.isEmpty ? (shown ? [node.text] : []) : args
        return ([kind] + detail.filter { !$0.isEmpty }).joined(separator: ", ")
    }

    private static let kindKeys: [NodeKind: String] = [
        .area: "app-node-area", .space: "app-node-space", .piece: "app-node-piece", .card: "app-node-card",
        .die: "app-node-die", .mark: "app-node-mark", .label: "app-node-label",
    ]
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
        if after.nodes.contains(where: { $0.kind == .die && old[$0.id]?.text != $0.text }) { return .roll }
        return nil
    }
}

/// A playing card's face read from a scene node's text (`Ks`, `Th`; mirrors CardFace.kt).
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
