import Foundation
import SpelbordFFI

/// Where a node is drawn at one moment of the core's motion: its rectangle, how wide
/// it is drawn (a card being turned narrows to nothing and widens again) and whether
/// its back shows (the first half of a turn).
public struct Pose: Equatable {
    public let rect: UnitRect
    public let widthScale: Float
    public let showsBack: Bool
}

/// The core's transitions of one state (`TableState.motion`), timed for the player's
/// animation speed: a shell asks where each node is at some milliseconds after the
/// state arrived (mirrors the motion of Board.kt). It decides nothing: paths, delays,
/// durations and turns are the core's; only the easing is the shell's.
public struct BoardMotion {
    private let byNode: [String: Transition]
    private let factor: Double

    /// `transitions` at `factor` × their normal-speed timing (0: none at all).
    public init(_ transitions: [Transition], factor: Double) {
        self.factor = max(0, factor)
        byNode = factor > 0 ? Dictionary(transitions.map { ($0.node, $0) }, uniquingKeysWith: { _, last in last }) : [:]
    }

    /// Milliseconds after the state arrives when the last transition ends (0: none).
    public var endMs: Double {
        byNode.values.map { Double($0.delayMs + $0.durationMs) * factor }.max() ?? 0
    }

    /// True while some node is still on its way `elapsedMs` after the state arrived.
    public func running(_ elapsedMs: Double) -> Bool { elapsedMs < endMs }

    /// Where `node` is drawn `elapsedMs` after the state arrived: on its path while its
    /// transition runs, at its first keyframe before it starts, where the scene puts it
    /// otherwise.
    public func pose(_ node: SceneNode, _ elapsedMs: Double) -> Pose {
        guard let t = byNode[node.id], let first = t.path.first else { return Pose(rect: node.rect, widthScale: 1, showsBack: false) }
        let delay = Double(t.delayMs) * factor
        let length = max(Double(t.durationMs) * factor, 1)
        let raw = Float(min(max((elapsedMs - delay) / length, 0), 1))
        guard raw < 1 else { return Pose(rect: node.rect, widthScale: 1, showsBack: false) }
        let rect = raw <= 0 ? first.rect : BoardMotion.along(t.path, BoardMotion.eased(t.kind, raw))
        guard t.flip else { return Pose(rect: rect, widthScale: 1, showsBack: false) }
        return Pose(rect: rect, widthScale: abs(1 - 2 * raw), showsBack: raw < 0.5)
    }

    /// A hop goes field by field at an even pace (the keyframes are the fields); a
    /// slide, a flight or a dealt card starts and lands softly; a turn and a roll run even.
    static func eased(_ kind: MotionKind, _ t: Float) -> Float {
        switch kind {
        case .slide, .fly, .deal: return t * t * (3 - 2 * t)
        case .hop, .flip, .roll: return t
        }
    }

    /// The rectangle at fraction `t` of a path: linear between the keyframes around it.
    static func along(_ path: [Keyframe], _ t: Float) -> UnitRect {
        guard var before = path.first else { return UnitRect(x: 0, y: 0, w: 0, h: 0) }
        for next in path.dropFirst() {
            if t <= next.at {
                let span = next.at - before.at
                let f = span > 0 ? (t - before.at) / span : 1
                return mix(before.rect, next.rect, f)
            }
            before = next
        }
        return before.rect
    }

    static func mix(_ a: UnitRect, _ b: UnitRect, _ f: Float) -> UnitRect {
        UnitRect(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f, w: a.w + (b.w - a.w) * f, h: a.h + (b.h - a.h) * f)
    }
}
