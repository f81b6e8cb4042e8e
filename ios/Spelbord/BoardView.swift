import SpelbordFFI
import SpelbordKit
import SwiftUI

/// Colour keys of the scene, drawn natively. Unknown keys are grey (Board.kt).
private func color(_ key: String) -> Color {
    switch key {
    case "red": return Color(red: 0.83, green: 0.18, blue: 0.18)
    case "blue": return Color(red: 0.10, green: 0.46, blue: 0.82)
    case "green": return Color(red: 0.22, green: 0.56, blue: 0.24)
    case "yellow": return Color(red: 0.98, green: 0.75, blue: 0.18)
    case "white": return Color(white: 0.96)
    case "black": return Color(white: 0.13)
    case "legal": return Color.green.opacity(0.5)
    case "last": return Color.orange.opacity(0.4)
    case "turn": return Color.blue.opacity(0.5)
    case "board": return Color(red: 0.94, green: 0.90, blue: 0.82)
    default: return Color.gray
    }
}

/// Draws the core's scene: each node by kind in its unit rectangle, lowest `z`
/// first. Taps go to `onTap` in points; the core hit-tests them (stepAt).
struct BoardView: View {
    let scene: BoardScene
    let onTap: (BoardGeometry, Float, Float) -> Void

    var body: some View {
        GeometryReader { proxy in
            let geometry = BoardGeometry(
                width: Float(proxy.size.width), height: Float(proxy.size.height), aspect: scene.aspect
            )
            Canvas { context, _ in
                for node in scene.nodes.sorted(by: { $0.z < $1.z }) {
                    draw(node, in: &context, geometry: geometry)
                }
            }
            .contentShape(Rectangle())
            .gesture(
                SpatialTapGesture().onEnded { tap in
                    onTap(geometry, Float(tap.location.x), Float(tap.location.y))
                }
            )
        }
    }

    private func draw(_ node: SceneNode, in context: inout GraphicsContext, geometry g: BoardGeometry) {
        let rect = CGRect(
            x: CGFloat(g.pixelX(node.rect.x)),
            y: CGFloat(g.pixelY(node.rect.y)),
            width: CGFloat(node.rect.w * g.boardWidth),
            height: CGFloat(node.rect.h * g.boardHeight)
        )
        let fill = color(node.color)
        let corner = min(rect.width, rect.height) / 8
        switch node.kind {
        case .area:
            context.fill(Path(rect), with: .color(fill))
        case .space:
            context.stroke(Path(ellipseIn: rect), with: .color(fill), lineWidth: 2)
        case .piece:
            context.fill(Path(ellipseIn: rect), with: .color(fill))
        case .card:
            let face = node.faceUp ? Color.white : fill
            context.fill(Path(roundedRect: rect, cornerRadius: corner), with: .color(face))
        case .die:
            context.fill(Path(roundedRect: rect, cornerRadius: corner), with: .color(.white))
        case .mark:
            context.stroke(Path(ellipseIn: rect), with: .color(fill), lineWidth: 4)
        case .label:
            break
        }
        if !node.text.isEmpty {
            let size = min(rect.width, rect.height) * 0.6
            context.draw(Text(node.text).font(.system(size: size)), at: CGPoint(x: rect.midX, y: rect.midY))
        }
    }
}
