package se.spelbord.app

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.gestures.detectTapGestures
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.graphics.nativeCanvas
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.runtime.Composable
import se.spelbord.controller.BoardGeometry
import se.spelbord.ffi.BoardScene
import se.spelbord.ffi.NodeKind
import se.spelbord.ffi.SceneNode

/** Colour keys of the scene, drawn natively. Unknown keys are grey. */
private val palette = mapOf(
    "red" to Color(0xFFD32F2F),
    "blue" to Color(0xFF1976D2),
    "green" to Color(0xFF388E3C),
    "yellow" to Color(0xFFFBC02D),
    "white" to Color(0xFFF5F5F5),
    "black" to Color(0xFF212121),
    "legal" to Color(0x8000C853),
    "last" to Color(0x60FF9800),
    "turn" to Color(0x802196F3),
    "board" to Color(0xFFEFE6D2),
)

private fun colorOf(key: String): Color = palette[key] ?: Color(0xFFB0B0B0)

/**
 * Draws the core's scene: each node by kind in its unit rectangle, lowest `z`
 * first. Taps go to [onTap] in pixels with the geometry used for drawing; the core
 * hit-tests them (GameSession.stepAt).
 */
@Composable
fun Board(scene: BoardScene, modifier: Modifier, onTap: (BoardGeometry, Float, Float) -> Unit) {
    Canvas(
        modifier.pointerInput(scene) {
            detectTapGestures { offset ->
                onTap(BoardGeometry(size.width.toFloat(), size.height.toFloat(), scene.aspect), offset.x, offset.y)
            }
        },
    ) {
        val geometry = BoardGeometry(size.width, size.height, scene.aspect)
        for (node in scene.nodes.sortedBy { it.z }) drawNode(node, geometry)
    }
}

private fun DrawScope.drawNode(node: SceneNode, g: BoardGeometry) {
    val topLeft = Offset(g.pixelX(node.rect.x), g.pixelY(node.rect.y))
    val size = Size(node.rect.w * g.boardWidth, node.rect.h * g.boardHeight)
    val color = colorOf(node.color)
    when (node.kind) {
        NodeKind.AREA -> drawRect(color, topLeft, size)
        NodeKind.SPACE -> drawOval(color, topLeft, size, style = Stroke(width = 2f))
        NodeKind.PIECE -> drawOval(color, topLeft, size)
        NodeKind.CARD -> drawRoundRect(
            if (node.faceUp) Color.White else color, topLeft, size, CornerRadius(size.minDimension / 8),
        )
        NodeKind.DIE -> drawRoundRect(Color.White, topLeft, size, CornerRadius(size.minDimension / 6))
        NodeKind.MARK -> drawOval(color, topLeft, size, style = Stroke(width = 4f))
        NodeKind.LABEL -> Unit
    }
    if (node.text.isNotEmpty()) {
        val paint = android.graphics.Paint().apply {
            textAlign = android.graphics.Paint.Align.CENTER
            textSize = size.minDimension * 0.6f
        }
        drawContext.canvas.nativeCanvas.drawText(
            node.text, topLeft.x + size.width / 2, topLeft.y + size.height * 0.7f, paint,
        )
    }
}
