import Foundation
import SpelbordFFI

/// Where and how a node is drawn at one moment of its motion: its rectangle, how wide
/// (a card being turned narrows to nothing and widens again) and, while it shows its
/// other side, the face drawn instead of its own (mirrors Pose in Board.kt).
public struct Pose: Equatable {
    public let rect: UnitRect
    public let widthScale: Float
    public let face: Face?

    init(_ rect: UnitRect, widthScale: Float = 1, face: Face? = nil) {
        self.rect = rect
        self.widthScale = widthScale
        self.face = face
    }
}

/// The tween of one state's transitions (`TableState.motion`), by node id, at the
/// player's animation speed (mirrors MotionPlan in Board.kt). It decides nothing:
/// paths, delays, durations and turns are the core's; only the easing is the shell's.
public struct MotionPlan {
    private let byNode: [String: Transition]
    private let speed: Double

    /// `transitions` at `speed` × their normal-speed timing (0: no motion at all).
    public init(_ transitions: [Transition], speed: Double) {
        self.speed = max(0, speed)
        byNode = Dictionary(transitions.map { ($0.node, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// When the last transition ends, in milliseconds after the state arrived (0: none).
    public var totalMillis: Double {
        speed <= 0 ? 0 : byNode.values.map { Double($0.delayMs + $0.durationMs) * speed }.max() ?? 0
    }

    /// Where `node` is drawn `millis` after the state arrived: on its path while its
    /// transition runs, at its first keyframe before it starts, where the scene puts it
    /// otherwise.
    public func pose(_ node: SceneNode, _ millis: Double) -> Pose {
        guard speed > 0, let t = byNode[node.id], !t.path.isEmpty else { return Pose(node.rect) }
        let length = max(Double(t.durationMs) * speed, 1)
        let local = Float(min(max((millis - Double(t.delayMs) * speed) / length, 0), 1))
        guard local < 1 else { return Pose(node.rect) }
        let rect = MotionPlan.along(t.path, MotionPlan.eased(t.kind, local))
        guard t.flip else { return Pose(rect) }
        // Turned over on the way: narrowing to nothing, then widening with the new face;
        // the first half shows the other side (the back of a card coming face up).
        let firstHalf = local < 0.5
        let face: Face? = firstHalf ? (node.faceUp ? .cardBack : node.face) : nil
        return Pose(rect, widthScale: abs(1 - 2 * local), face: face)
    }

    /// A hop goes field by field at an even pace (its keyframes are the fields); a
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
                return mix(before.rect, next.rect, span > 0 ? (t - before.at) / span : 1)
            }
            before = next
        }
        return before.rect
    }

    static func mix(_ a: UnitRect, _ b: UnitRect, _ f: Float) -> UnitRect {
        UnitRect(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f, w: a.w + (b.w - a.w) * f, h: a.h + (b.h - a.h) * f)
    }
}
