import SpelbordFFI
import SpelbordKit
import SwiftUI

/// What the board shows besides the scene: the selected node, targets to tap, the hint
/// (mirrors BoardMarks in Board.kt).
struct BoardMarks {
    var movable: Set<String> = []
    var selected: String?
    var targets: Set<String> = []
    var hinted: Set<String> = []
}

/// Draws the core's scene on a Canvas by node kind (no game is known here), lowest `z`
/// first; a piece or card whose id was in the previous scene glides from its old
/// rectangle to its new one over `animationMillis`. Every piece, card, die and
/// tappable node is also an accessibility element with its localised label; tapping
/// one calls `onTap` (mirrors Board.kt).
struct Board: View {
    let scene: BoardScene
    let marks: BoardMarks
    let animationMillis: Int
    let colourMarks: Bool
    var interactive = true
    let onTap: (SceneNode) -> Void

    @Environment(\.palette) var palette
    @Environment(\.words) var words
    @State var from: [String: UnitRect] = [:]
    @State var shown: BoardScene?
    @State var start = Date.distantPast

    private var ordered: [SceneNode] {
        scene.nodes.enumerated().sorted { ($0.element.z, $0.offset) < ($1.element.z, $1.offset) }.map(\.element)
    }

    var body: some View {
        GeometryReader { proxy in
            let g = BoardGeometry(width: Float(proxy.size.width), height: Float(proxy.size.height), aspect: scene.aspect)
            ZStack(alignment: .topLeading) {
                TimelineView(.animation(paused: progress(Date()) >= 1)) { timeline in
                    let t = progress(timeline.date)
                    Canvas { ctx, _ in
                        for node in ordered { draw(node, in: pixels(rectOf(node, t), g), ctx: &ctx) }
                        for node in ordered {
                            let px = pixels(node.rect, g)
                            if node.id == marks.selected { ring(px, palette.of("select"), 0.16, &ctx) }
                            if marks.targets.contains(node.id) { ring(px, palette.of("legal"), 0.14, &ctx) }
                            if marks.hinted.contains(node.id) { ring(px, palette.of("hint"), 0.12, &ctx) }
                        }
                    }
                }
                .accessibilityHidden(true)
                if interactive { elements(g) }
            }
        }
        .onAppear { shown = scene }
        .onChange(of: scene) { next in
            // Glide pieces and cards that moved; others jump.
            from = (shown?.nodes ?? []).filter { $0.kind == .piece || $0.kind == .card }
                .reduce(into: [:]) { $0[$1.id] = $1.rect }
            shown = next
            start = Date()
        }
    }

    /// One accessibility element (and touch target) per node a player can read or tap.
    private func elements(_ g: BoardGeometry) -> some View {
        ForEach(ordered.filter(readable), id: \.id) { node in
            let px = pixels(node.rect, g)
            let tappable = isTappable(node)
            Color.clear
                .contentShape(Rectangle())
                .frame(width: max(px.width, 1), height: max(px.height, 1))
                .offset(x: px.minX, y: px.minY)
                .onTapGesture { if tappable { onTap(node) } }
                .accessibilityElement()
                .accessibilityLabel(SceneLabels.label(node, words))
                .accessibilityAddTraits(tappable ? .isButton : [])
        }
    }

    private func isTappable(_ node: SceneNode) -> Bool {
        node.action != nil || marks.movable.contains(node.id) || marks.targets.contains(node.id) || node.id == marks.selected
    }

    /// Kinds a screen reader lists even when they cannot be tapped now, and anything tappable.
    private func readable(_ node: SceneNode) -> Bool {
        [NodeKind.piece, .card, .die].contains(node.kind) || isTappable(node) || !node.labelKey.isEmpty && node.kind != .area
    }

    private func progress(_ now: Date) -> Double {
        animationMillis == 0 ? 1 : min(1, now.timeIntervalSince(start) * 1000 / Double(animationMillis))
    }

    private func rectOf(_ node: SceneNode, _ t: Double) -> UnitRect {
        guard let a = from[node.id], t < 1, a != node.rect else { return node.rect }
        // Ease out: fast start, soft landing.
        let e = Float(1 - pow(1 - t, 3))
        let b = node.rect
        return UnitRect(x: a.x + (b.x - a.x) * e, y: a.y + (b.y - a.y) * e, w: a.w + (b.w - a.w) * e, h: a.h + (b.h - a.h) * e)
    }

    private func pixels(_ r: UnitRect, _ g: BoardGeometry) -> CGRect {
        CGRect(x: CGFloat(g.pixelX(r.x)), y: CGFloat(g.pixelY(r.y)),
               width: CGFloat(g.pixelX(r.x + r.w) - g.pixelX(r.x)), height: CGFloat(g.pixelY(r.y + r.h) - g.pixelY(r.y)))
    }

    private func draw(_ node: SceneNode, in px: CGRect, ctx: inout GraphicsContext) {
        let color = node.color.isEmpty ? nil : palette.of(node.color)
        switch node.kind {
        case .area:
            ctx.fill(Path(roundedRect: px, cornerRadius: min(px.width, px.height) * 0.04), with: .color(color ?? palette.of("board")))
        case .space: space(px, color ?? palette.of("track"), &ctx)
        case .piece: piece(node, px, &ctx)
        case .card: card(node, px, color, &ctx)
        case .die: die(node.text, px, &ctx)
        case .mark: ring(px, color ?? palette.of("legal"), 0.1, &ctx)
        case .label: if !node.text.isEmpty { text(node.text, px, palette.ink, 0.6, false, &ctx) }
        }
    }

    /// A round hole, or a point (a triangle towards the board's middle) when tall and thin.
    private func space(_ px: CGRect, _ fill: Color, _ ctx: inout GraphicsContext) {
        if px.height > px.width * 2.5 {
            let down = px.midY < ctx.clipBoundingRect.midY
            var p = Path()
            p.move(to: CGPoint(x: px.minX, y: down ? px.minY : px.maxY))
            p.addLine(to: CGPoint(x: px.maxX, y: down ? px.minY : px.maxY))
            p.addLine(to: CGPoint(x: px.midX, y: down ? px.maxY : px.minY))
            p.closeSubpath()
            ctx.fill(p, with: .color(fill))
            ctx.stroke(p, with: .color(palette.ink.opacity(0.35)), lineWidth: px.width * 0.04)
        } else {
            ctx.fill(Path(ellipseIn: px), with: .color(fill))
            ctx.stroke(Path(ellipseIn: px), with: .color(palette.ink.opacity(0.45)), lineWidth: min(px.width, px.height) * 0.07)
        }
    }

    private func piece(_ node: SceneNode, _ px: CGRect, _ ctx: inout GraphicsContext) {
        let d = min(px.width, px.height)
        let box = CGRect(x: px.midX - d / 2, y: px.midY - d / 2, width: d, height: d)
        let key = node.color.isEmpty ? "white" : node.color
        // A soft shadow and a dark rim lift the piece off a space of the same colour.
        ctx.fill(Path(ellipseIn: box.offsetBy(dx: d * 0.05, dy: d * 0.07)), with: .color(.black.opacity(0.25)))
        ctx.fill(Path(ellipseIn: box), with: .color(palette.of(key)))
        ctx.stroke(Path(ellipseIn: box), with: .color(palette.outline), lineWidth: d * 0.09)
        ctx.fill(Path(ellipseIn: CGRect(x: box.minX + d * 0.22, y: box.minY + d * 0.14, width: d * 0.34, height: d * 0.22)), with: .color(.white.opacity(0.35)))
        let base = String(key.split(separator: "_").last ?? "")
        let ink = palette.inkOn(base)
        if colourMarks, let m = BoardPalette.marks[base] { mark(m, box, ink, &ctx) }
        if !node.text.isEmpty { text(node.text, box, ink, 0.55, true, &ctx) }
    }

    private func mark(_ m: ColourMark, _ box: CGRect, _ ink: Color, _ ctx: inout GraphicsContext) {
        let c = CGPoint(x: box.midX, y: box.midY), r = box.width * 0.18, w = box.width * 0.07
        var p = Path()
        switch m {
        case .dot: ctx.fill(Path(ellipseIn: CGRect(x: c.x - r * 0.7, y: c.y - r * 0.7, width: r * 1.4, height: r * 1.4)), with: .color(ink)); return
        case .square: p.addRect(CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        case .triangle: p.addLines([CGPoint(x: c.x, y: c.y - r), CGPoint(x: c.x + r, y: c.y + r * 0.8), CGPoint(x: c.x - r, y: c.y + r * 0.8)]); p.closeSubpath()
        case .cross: p.move(to: CGPoint(x: c.x - r, y: c.y - r)); p.addLine(to: CGPoint(x: c.x + r, y: c.y + r)); p.move(to: CGPoint(x: c.x + r, y: c.y - r)); p.addLine(to: CGPoint(x: c.x - r, y: c.y + r))
        case .ring: p.addEllipse(in: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        case .bar: p.move(to: CGPoint(x: c.x - r, y: c.y)); p.addLine(to: CGPoint(x: c.x + r, y: c.y))
        }
        ctx.stroke(p, with: .color(ink), lineWidth: w)
    }

    private func card(_ node: SceneNode, _ px: CGRect, _ tint: Color?, _ ctx: inout GraphicsContext) {
        let corner = min(px.width, px.height) * 0.12
        let shape = Path(roundedRect: px, cornerRadius: corner)
        ctx.fill(Path(roundedRect: px.offsetBy(dx: px.width * 0.04, dy: px.width * 0.05), cornerRadius: corner), with: .color(.black.opacity(0.22)))
        guard node.faceUp else {
            ctx.fill(shape, with: .color(palette.cardBack))
            let inset = min(px.width, px.height) * 0.12
            ctx.stroke(Path(roundedRect: px.insetBy(dx: inset, dy: inset), cornerRadius: corner), with: .color(.white.opacity(0.5)), lineWidth: min(px.width, px.height) * 0.04)
            if !node.text.isEmpty { text(node.text, px, .white, 0.35, true, &ctx) }
            return
        }
        ctx.fill(shape, with: .color(tint ?? palette.cardFace))
        ctx.stroke(shape, with: .color(palette.outline.opacity(0.6)), lineWidth: min(px.width, px.height) * 0.03)
        guard let face = CardFace.parse(node.text) else {
            if !node.text.isEmpty { text(node.text, px, Color(hex: 0x1B1B1B), 0.3, true, &ctx) }
            return
        }
        let ink = face.red ? Color(hex: 0xC62828) : Color(hex: 0x1B1B1B)
        text(face.rank, CGRect(x: px.minX + px.width * 0.06, y: px.minY + px.height * 0.04, width: px.width * 0.44, height: px.height * 0.26), ink, 0.9, true, &ctx)
        text(face.symbol, CGRect(x: px.minX, y: px.minY + px.height * 0.3, width: px.width, height: px.height * 0.65), ink, 0.8, false, &ctx)
    }

    /// Pip positions on a 3×3 grid for each die face.
    private static let pips: [String: [(Int, Int)]] = [
        "1": [(1, 1)], "2": [(0, 0), (2, 2)], "3": [(0, 0), (1, 1), (2, 2)], "4": [(0, 0), (2, 0), (0, 2), (2, 2)],
        "5": [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)], "6": [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)],
    ]

    private func die(_ value: String, _ px: CGRect, _ ctx: inout GraphicsContext) {
        let d = min(px.width, px.height)
        let box = CGRect(x: px.midX - d / 2, y: px.midY - d / 2, width: d, height: d)
        ctx.fill(Path(roundedRect: box.offsetBy(dx: d * 0.05, dy: d * 0.06), cornerRadius: d * 0.18), with: .color(.black.opacity(0.25)))
        ctx.fill(Path(roundedRect: box, cornerRadius: d * 0.18), with: .color(palette.dieFace))
        ctx.stroke(Path(roundedRect: box, cornerRadius: d * 0.18), with: .color(palette.outline), lineWidth: d * 0.05)
        guard let spots = Board.pips[value.trimmingCharacters(in: .whitespaces)] else {
            if !value.isEmpty { text(value, box, palette.diePip, 0.5, true, &ctx) }
            return
        }
        let step = d * 0.27
        for (cx, cy) in spots {
            let c = CGPoint(x: box.midX + CGFloat(cx - 1) * step, y: box.midY + CGFloat(cy - 1) * step)
            ctx.fill(Path(ellipseIn: CGRect(x: c.x - d * 0.09, y: c.y - d * 0.09, width: d * 0.18, height: d * 0.18)), with: .color(palette.diePip))
        }
    }

    private func ring(_ px: CGRect, _ color: Color, _ width: CGFloat, _ ctx: inout GraphicsContext) {
        let stroke = min(px.width, px.height) * width
        ctx.stroke(Path(ellipseIn: px.insetBy(dx: -stroke / 2, dy: -stroke / 2)), with: .color(color), lineWidth: stroke)
    }

    /// `s` centred in `box`, its height `scale` of the box (shrunk to fit the width).
    private func text(_ s: String, _ box: CGRect, _ color: Color, _ scale: CGFloat, _ bold: Bool, _ ctx: inout GraphicsContext) {
        guard box.height >= 2, box.width >= 2 else { return }
        let size = box.height * scale
        let fitted = min(size, box.width * 0.95 / max(CGFloat(s.count) * 0.6, 1))
        let t = Text(s).font(.system(size: fitted, weight: bold ? .bold : .regular)).foregroundColor(color)
        ctx.draw(t, at: CGPoint(x: box.midX, y: box.midY))
    }
}
