import SpelbordFFI
import SpelbordKit
import SwiftUI
import UIKit

/// Draws the core's scene on a Canvas, lowest `z` first, with the board's theme
/// (`BoardPainter`: the look of the SVG renderer), and moves nodes along the core's
/// transitions of this state at the player's animation speed. Every node that is not
/// hidden, or that has an action, is an accessibility element with its rendered
/// label; a tap on one with an action plays that action through `onAction`. Marks
/// (legal steps, targets, the last move, the hint, whose turn) are nodes of the scene:
/// nothing is selected or computed here (mirrors Board.kt).
struct Board: View {
    let scene: BoardScene
    /// How the board gets here from the previous state's scene.
    var motion: [SpelbordFFI.Transition] = []
    /// The core's normal-speed timings times this (0: no motion).
    var speed: Double = 0
    /// False for a thumbnail: no touch, no accessibility elements.
    var interactive = true
    var onAction: (String) -> Void = { _ in }

    @Environment(\.boardTheme) var theme
    @Environment(\.words) var words
    @Environment(\.accessibilityReduceMotion) var reduceMotion
    /// When this scene arrived, so its motion is timed from then.
    @State var clock: (scene: BoardScene, started: Date)?
    /// Bumped when the motion has ended, so the timeline stops redrawing.
    @State var settled = 0
    /// The Status nodes' labels last announced, by id.
    @State var statusShown: [String: String] = [:]

    var body: some View {
        let _ = settled
        let texts = SceneTexts(scene, words)
        let ordered = Board.ordered(scene)
        let plan = MotionPlan(motion, speed: reduceMotion ? 0 : speed)
        // Until onChange stamps a new scene, it counts as arriving now; the first one shown
        // stands still.
        let started = clock.map { $0.scene == scene ? $0.started : Date() } ?? .distantPast
        GeometryReader { proxy in
            // A thumbnail (not interactive) is a picture: no words drawn (mirrors withText in Board.kt).
            let painter = BoardPainter(theme: theme, geometry: BoardGeometry(
                width: Float(proxy.size.width), height: Float(proxy.size.height), scene: scene), withText: interactive)
            ZStack(alignment: .topLeading) {
                TimelineView(.animation(paused: Board.millis(since: started, Date()) >= plan.totalMillis)) { timeline in
                    let ms = Board.millis(since: started, timeline.date)
                    Canvas { ctx, size in
                        painter.background(size, &ctx)
                        for node in ordered { painter.paint(node, plan.pose(node, ms), texts, ctx) }
                    }
                }
                .accessibilityHidden(true)
                if interactive {
                    ForEach(Array(ordered.filter(\.isElement).enumerated()), id: \.offset) { _, node in
                        element(node, texts.label(node), painter.rect(node.rect))
                    }
                }
            }
        }
        .onAppear {
            clock = (scene, Date.distantPast)
            statusShown = statuses(scene)
        }
        .onChange(of: scene) { next in
            clock = (next, Date())
            let end = MotionPlan(motion, speed: reduceMotion ? 0 : speed).totalMillis
            if end > 0 { DispatchQueue.main.asyncAfter(deadline: .now() + end / 1000 + 0.05) { settled += 1 } }
            if interactive { announce(statuses(next)) }
        }
    }

    /// Nodes in drawing order: by `z`, equal `z` in list order.
    static func ordered(_ scene: BoardScene) -> [SceneNode] {
        scene.nodes.enumerated().sorted { ($0.element.z, $0.offset) < ($1.element.z, $1.offset) }.map(\.element)
    }

    static func millis(since start: Date, _ now: Date) -> Double { now.timeIntervalSince(start) * 1000 }

    /// One element over the node's rectangle: a button when it has an action.
    private func element(_ node: SceneNode, _ label: String, _ r: CGRect) -> some View {
        Color.clear
            .frame(width: max(r.width, 1), height: max(r.height, 1))
            .contentShape(Rectangle())
            .modifier(NodeAction(action: node.action, onAction: onAction))
            .accessibilityElement()
            .accessibilityLabel(label)
            .accessibilityAddTraits(Board.traits(node))
            .position(x: r.midX, y: r.midY)
    }

    static func traits(_ node: SceneNode) -> AccessibilityTraits {
        var traits: AccessibilityTraits = node.action != nil ? .isButton : []
        switch node.role {
        case .status: traits.formUnion(.updatesFrequently)
        case .text: traits.formUnion(.isStaticText)
        case .hidden, .item: break
        }
        return traits
    }

    /// The rendered labels of the scene's Status nodes (whose turn, the roll), by id.
    private func statuses(_ scene: BoardScene) -> [String: String] {
        Dictionary(scene.nodes.filter { $0.role == .status }.map { ($0.id, words.render($0.label)) },
                   uniquingKeysWith: { first, _ in first })
    }

    /// Says what changed among the Status nodes, in one announcement.
    private func announce(_ now: [String: String]) {
        let changed = now.filter { statusShown[$0.key] != $0.value }.sorted { $0.key < $1.key }.map(\.value)
        statusShown = now
        if !changed.isEmpty { UIAccessibility.post(notification: .announcement, argument: changed.joined(separator: ". ")) }
    }
}

/// A node with an action plays it when tapped (by touch or VoiceOver); any other
/// node lets the touch through to what lies under it, as the core's hit test does.
private struct NodeAction: ViewModifier {
    let action: String?
    let onAction: (String) -> Void

    @ViewBuilder
    func body(content: Content) -> some View {
        if let action {
            content
                .onTapGesture { onAction(action) }
                .accessibilityAction { onAction(action) }
        } else {
            content.allowsHitTesting(false)
        }
    }
}
