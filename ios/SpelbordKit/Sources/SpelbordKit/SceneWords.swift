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
        case .turn: return "turn"
        }
    }
}
