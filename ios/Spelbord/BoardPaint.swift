import SpelbordFFI
import SpelbordKit
import SwiftUI

/// The scene's words rendered once per scene and language, not once per frame: the
/// labels of the nodes a screen reader lists, texts and card indices (mirrors
/// SceneTexts in Board.kt).
struct SceneTexts {
    private let labels: [String: String]
    private let texts: [String: String]
    private let shorts: [String: String]
    private let indices: [String: String]

    init(_ scene: BoardScene, _ words: Words) {
        func byId(_ pairs: [(String, String)]) -> [String: String] {
            Dictionary(pairs, uniquingKeysWith: { first, _ in first })
        }
        labels = byId(scene.nodes.filter(\.isElement).map { ($0.id, words.render($0.label)) })
        texts = byId(scene.nodes.compactMap { n in n.text.map { (n.id, words.render($0)) } })
        shorts = byId(scene.nodes.compactMap { n in n.short.map { (n.id, words.render($0)) } })
        indices = byId(scene.nodes.compactMap { n -> (String, String)? in
            if case let .card(_, _, _, index, _, _, _, _) = n.face { return (n.id, words.render(index)) }
            return nil
        })
    }

    /// What a screen reader says for `node`.
    func label(_ node: SceneNode) -> String { labels[node.id] ?? "" }
    /// The node's visible text, if any.
    func text(_ node: SceneNode) -> String? { texts[node.id] }
    /// The short form of the node's text, for a board too small for the whole one.
    func short(_ node: SceneNode) -> String? { shorts[node.id] }
    /// A face-up card's corner index.
    func index(_ node: SceneNode) -> String { indices[node.id] ?? "" }
}

/// Paints scene nodes as the reference renderer does (`cli/src/svg.rs`, `svg/shape.rs`,
/// `svg/face.rs`): the shape filled with its theme colour, the colour-blind pattern over
/// it, the outline (dashed when asked), the face, the text. It knows no game: every
/// colour is a theme key of the node, every size a fraction of its rectangle.
struct BoardPainter {
    let theme: BoardTheme
    let geometry: BoardGeometry
    /// False for a thumbnail: a picture, too small for its words, draws none.
    var withText = true

    /// The picture's background, behind the whole board.
    func background(_ size: CGSize, _ ctx: inout GraphicsContext) {
        ctx.fill(Path(CGRect(origin: .zero, size: size)), with: .color(theme.solid("background")))
    }

    /// A rectangle in board units as points.
    func rect(_ r: UnitRect) -> CGRect {
        CGRect(x: CGFloat(geometry.pixelX(r.x)), y: CGFloat(geometry.pixelY(r.y)),
               width: CGFloat(r.w * geometry.perUnit), height: CGFloat(r.h * geometry.perUnit))
    }

    /// One node where `pose` puts it this frame (a card being turned is drawn narrower,
    /// showing its other side in the first half): shape, outline, pattern, face, text
    /// (the SVG renderer's order).
    func paint(_ n: SceneNode, _ pose: Pose, _ texts: SceneTexts, _ ctx: GraphicsContext) {
        var c = ctx
        let r = rect(pose.rect)
        if pose.widthScale < 1 {
            c.translateBy(x: r.midX, y: r.midY)
            c.scaleBy(x: CGFloat(max(pose.widthScale, 0.001)), y: 1)
            c.translateBy(x: -r.midX, y: -r.midY)
        }
        // The other side of a turning card is painted as the core paints a back.
        let face = pose.face ?? n.face
        let fillKey = pose.face == .cardBack ? "card-back" : n.color
        let outline = BoardPainter.outline(n.shape, r)
        if case let .ring(width) = n.shape {
            // The ring is its colour's opaque stroke; neither the outline nor a pattern is drawn.
            if !fillKey.isEmpty { c.stroke(outline, with: .color(theme.solid(fillKey)), lineWidth: min(r.width, r.height) * CGFloat(width)) }
        } else {
            if let colour = theme.fill(fillKey) { c.fill(outline, with: .color(colour)) }
            if !n.outline.isEmpty && n.line > 0 {
                let width = CGFloat(n.line * geometry.perUnit)
                let dash = max(width * 1.6, 2)
                let style = StrokeStyle(lineWidth: width, lineJoin: BoardPainter.rounded(n.shape) ? .round : .miter,
                                        dash: n.dashed ? [dash, dash * 0.8] : [])
                c.stroke(outline, with: .color(theme.solid(n.outline)), style: style)
            }
            // Over the fill and the outline's inner half, as the SVG lays it.
            pattern(theme.pattern(fillKey), ink: theme.ink(fillKey), over: outline, c)
        }
        paintFace(face, texts.index(n), fillKey, r, c)
        if pose.face == nil, let whole = texts.text(n), !whole.isEmpty {
            func fitted(_ s: String) -> CGFloat {
                let chars = CGFloat(max(s.count, 1))
                return max(min(r.height * 0.55, r.width * 0.92 / (chars * 0.58)), 5)
            }
            // Too small for the whole label at the smallest readable size (a phone):
            // the core's short form (as Board.kt does).
            let text = fitted(whole) < BoardPainter.minTextSize ? (texts.short(n) ?? whole) : whole
            write(text, CGPoint(x: r.midX, y: r.midY), fitted(text), theme.ink(n.color), bold: false, c)
        }
    }

    /// The node's shape fitted to `r` (for a ring: the circle its stroke follows).
    static func outline(_ shape: SpelbordFFI.Shape, _ r: CGRect) -> Path {
        switch shape {
        case .rect: return Path(r)
        case let .roundRect(radius): return Path(roundedRect: r, cornerRadius: min(r.width, r.height) * CGFloat(radius))
        case .circle: return Path(ellipseIn: r)
        case let .ring(width):
            let side = min(r.width, r.height)
            let radius = (side - side * CGFloat(width)) / 2
            return Path(ellipseIn: CGRect(x: r.midX - radius, y: r.midY - radius, width: 2 * radius, height: 2 * radius))
        case let .triangle(apex):
            let pts: [CGPoint]
            switch apex {
            case .up: pts = [CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.midX, y: r.minY)]
            case .down: pts = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.midX, y: r.maxY)]
            case .left: pts = [CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.midY)]
            case .right: pts = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.midY)]
            }
            return polygon(pts)
        case let .arrow(dir):
            // Drawn pointing right in a unit box, then turned.
            let unit: [(CGFloat, CGFloat)] = [(0, 0.4), (0.55, 0.4), (0.55, 0.15), (1, 0.5), (0.55, 0.85), (0.55, 0.6), (0, 0.6)]
            return polygon(unit.map { (u, v) -> CGPoint in
                let (a, b) = turned(dir, u, v)
                return CGPoint(x: r.minX + a * r.width, y: r.minY + b * r.height)
            })
        }
    }

    /// A point of the unit box turned from pointing right to pointing `dir`.
    private static func turned(_ dir: Dir, _ u: CGFloat, _ v: CGFloat) -> (CGFloat, CGFloat) {
        switch dir {
        case .right: return (u, v)
        case .left: return (1 - u, v)
        case .down: return (1 - v, u)
        case .up: return (v, 1 - u)
        }
    }

    private static func polygon(_ pts: [CGPoint]) -> Path {
        var p = Path()
        p.addLines(pts)
        p.closeSubpath()
        return p
    }

    /// Polygons get round joins, as the SVG's polygons do.
    private static func rounded(_ shape: SpelbordFFI.Shape) -> Bool {
        switch shape {
        case .triangle, .arrow: return true
        default: return false
        }
    }

    /// The colour-blind pattern of a fill, in the colour's ink, tiled from the picture's
    /// origin every 0.28 board units (as the SVG's `userSpaceOnUse` patterns are).
    private func pattern(_ kind: Pattern, ink: Color, over shape: Path, _ ctx: GraphicsContext) {
        let s = CGFloat(geometry.perUnit) * 0.28
        let box = shape.boundingRect
        guard kind != .none, s >= 2, !box.isNull, !box.isInfinite, !box.isEmpty else { return }
        var c = ctx
        c.clip(to: shape)
        let cols = Int(floor(box.minX / s))...Int(ceil(box.maxX / s))
        let rows = Int(floor(box.minY / s))...Int(ceil(box.maxY / s))
        var path = Path()
        for i in cols {
            for j in rows {
                let x = CGFloat(i) * s, y = CGFloat(j) * s
                switch kind {
                case .stripes:
                    path.move(to: CGPoint(x: x, y: y))
                    path.addLine(to: CGPoint(x: x + s, y: y + s))
                case .dots:
                    path.addEllipse(in: CGRect(x: x + s * 0.34, y: y + s * 0.34, width: s * 0.32, height: s * 0.32))
                case .grid:
                    path.move(to: CGPoint(x: x, y: y + s / 2))
                    path.addLine(to: CGPoint(x: x + s, y: y + s / 2))
                    path.move(to: CGPoint(x: x + s / 2, y: y))
                    path.addLine(to: CGPoint(x: x + s / 2, y: y + s))
                case .rings:
                    path.addEllipse(in: CGRect(x: x + s * 0.2, y: y + s * 0.2, width: s * 0.6, height: s * 0.6))
                case .none: break
                }
            }
        }
        switch kind {
        case .stripes: c.stroke(path, with: .color(ink.opacity(0.55)), lineWidth: s * 0.18)
        case .dots: c.fill(path, with: .color(ink.opacity(0.55)))
        case .grid: c.stroke(path, with: .color(ink.opacity(0.5)), lineWidth: s * 0.1)
        case .rings: c.stroke(path, with: .color(ink.opacity(0.55)), lineWidth: s * 0.09)
        case .none: break
        }
    }

    /// What is printed on the node: a piece's number, a stack's count, a card's index,
    /// suit and trump badge, a card back's lattice, a die's pips, the cube's number.
    private func paintFace(_ face: Face, _ index: String, _ colorKey: String, _ r: CGRect, _ c: GraphicsContext) {
        let centre = CGPoint(x: r.midX, y: r.midY)
        switch face {
        case let .piece(number) where number > 0:
            write("\(number)", centre, r.height * 0.55, theme.ink(colorKey), bold: true, c)
        case let .stack(count):
            write("\(count)", centre, r.height * 0.5, theme.ink(colorKey), bold: true, c)
        case let .card(_, _, _, _, symbol, ink, badge, badgeColor):
            let colour = theme.solid(ink), corner = r.height * 0.2, left = r.minX + r.width * 0.06
            write(index, baseline: CGPoint(x: left, y: r.minY + corner * 0.9), corner, colour, c)
            if symbol.isEmpty {
                write(index, CGPoint(x: r.midX, y: r.midY + r.height * 0.06), r.height * 0.4, colour, bold: true, c)
            } else {
                write(symbol, baseline: CGPoint(x: left, y: r.minY + corner * 1.95), corner * 0.95, colour, c)
                write(symbol, CGPoint(x: r.midX, y: r.midY + r.height * 0.08), r.height * 0.42, colour, bold: false, c)
            }
            if !badge.isEmpty {
                let radius = min(r.width, r.height) * 0.17
                let at = CGPoint(x: r.minX + r.width * 0.78, y: r.minY + r.height * 0.14)
                c.fill(Path(ellipseIn: CGRect(x: at.x - radius, y: at.y - radius, width: 2 * radius, height: 2 * radius)),
                       with: .color(theme.solid(badgeColor)))
                write(badge, at, radius * 1.2, theme.ink(badgeColor), bold: true, c)
            }
        case .cardBack:
            let inset = min(r.width, r.height) * 0.1
            let inner = r.insetBy(dx: inset, dy: inset)
            let line = theme.ink("card-back"), width = max(r.width * 0.03, 0.8)
            c.stroke(Path(roundedRect: inner, cornerRadius: inset * 0.6), with: .color(line.opacity(0.6)), lineWidth: width)
            var cross = Path()
            cross.move(to: CGPoint(x: inner.minX, y: inner.minY))
            cross.addLine(to: CGPoint(x: inner.maxX, y: inner.maxY))
            cross.move(to: CGPoint(x: inner.maxX, y: inner.minY))
            cross.addLine(to: CGPoint(x: inner.minX, y: inner.maxY))
            c.stroke(cross, with: .color(line.opacity(0.45)), lineWidth: width)
        case let .die(value):
            let radius = min(r.width, r.height) * 0.09
            var spots = Path()
            for (u, v) in BoardPainter.pips[Int(value)] ?? [] {
                let at = CGPoint(x: r.minX + u * r.width, y: r.minY + v * r.height)
                spots.addEllipse(in: CGRect(x: at.x - radius, y: at.y - radius, width: 2 * radius, height: 2 * radius))
            }
            c.fill(spots, with: .color(theme.solid("pip")))
        case let .cube(value):
            write("\(value)", centre, r.height * 0.5, theme.ink(colorKey), bold: true, c)
        case .plain, .piece, .mark:
            break
        }
    }

    /// Where the pips of each die value sit, as fractions of the die.
    private static let pips: [Int: [(CGFloat, CGFloat)]] = {
        let (l, m, h): (CGFloat, CGFloat, CGFloat) = (0.27, 0.5, 0.73)
        return [
            1: [(m, m)], 2: [(l, l), (h, h)], 3: [(l, l), (m, m), (h, h)], 4: [(l, l), (h, l), (l, h), (h, h)],
            5: [(l, l), (h, l), (m, m), (l, h), (h, h)], 6: [(l, l), (h, l), (l, m), (h, m), (l, h), (h, h)],
        ]
    }()

    /// The smallest text a board draws (mirrors MIN_BOARD_TEXT_SP in Board.kt).
    static let minTextSize: CGFloat = 11

    /// `s` centred on `at`, `size` points high, never under `minTextSize`.
    private func write(_ s: String, _ at: CGPoint, _ size: CGFloat, _ ink: Color, bold: Bool, _ c: GraphicsContext) {
        guard withText, !s.isEmpty, size >= 1 else { return }
        let size = max(size, BoardPainter.minTextSize)
        c.draw(Text(s).font(.system(size: size, weight: bold ? .bold : .regular)).foregroundColor(ink), at: at, anchor: .center)
    }

    /// `s` in bold starting at `baseline`'s x with its baseline there (a card's corner).
    private func write(_ s: String, baseline: CGPoint, _ size: CGFloat, _ ink: Color, _ c: GraphicsContext) {
        guard withText, !s.isEmpty, size >= 1 else { return }
        let size = max(size, BoardPainter.minTextSize)
        // A line's middle sits about 0.36 of the size above its baseline.
        c.draw(Text(s).font(.system(size: size, weight: .bold)).foregroundColor(ink),
               at: CGPoint(x: baseline.x, y: baseline.y - size * 0.36), anchor: .leading)
    }
}
