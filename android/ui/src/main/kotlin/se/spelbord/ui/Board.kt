package se.spelbord.ui

import androidx.compose.animation.core.Animatable
import androidx.compose.animation.core.FastOutSlowInEasing
import androidx.compose.animation.core.tween
import androidx.compose.foundation.Canvas
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.offset
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.TextMeasurer
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.drawText
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.unit.IntOffset
import androidx.compose.ui.unit.dp
import kotlin.math.min
import kotlin.math.roundToInt
import se.spelbord.controller.BoardGeometry
import se.spelbord.ffi.BoardScene
import se.spelbord.ffi.NodeKind
import se.spelbord.ffi.SceneNode
import se.spelbord.ffi.UnitRect

/** What the board shows besides the scene: the selected node, targets to tap, the hint. */
data class BoardMarks(
    /** Nodes a step starts from (a piece, a card, a point): tappable to select. */
    val movable: Set<String> = emptySet(),
    val selected: String? = null,
    val targets: Set<String> = emptySet(),
    val hinted: Set<String> = emptySet(),
)

/**
 * Draws the core's scene by node kind (no game is known here): areas, spaces, pieces,
 * cards with faces or backs, dice with pips, marks and labels, lowest `z` first.
 * A node whose id is in the previous scene too glides from its old rectangle to its
 * new one over [animationMillis]. Every piece, card, die and tappable node is also a
 * semantics node with its localised label; tapping one calls [onTap] with it.
 */
@Composable
fun Board(
    scene: BoardScene,
    marks: BoardMarks,
    animationMillis: Int,
    colourMarks: Boolean,
    modifier: Modifier = Modifier,
    onTap: (SceneNode) -> Unit,
) {
    val palette = LocalBoardPalette.current
    val measurer = rememberTextMeasurer()
    val w = words
    val motion = rememberMotion(scene, animationMillis)
    val ordered = remember(scene) { scene.nodes.withIndex().sortedWith(compareBy({ it.value.z }, { it.index })).map { it.value } }
    BoxWithConstraints(modifier) {
        val density = LocalDensity.current
        val geometry = with(density) { BoardGeometry(maxWidth.toPx(), maxHeight.toPx(), scene.aspect) }
        Canvas(Modifier.fillMaxSize().testTag("board")) {
            val g = BoardGeometry(size.width, size.height, scene.aspect)
            for (node in ordered) {
                val r = motion.rectOf(node)
                drawNode(node, pixels(r, g), palette, measurer, colourMarks)
            }
            for (node in ordered) {
                val px = pixels(node.rect, g)
                when (node.id) {
                    marks.selected -> ring(px, palette.of("select"), 0.16f)
                    in marks.targets -> ring(px, palette.of("legal"), 0.14f)
                }
                if (node.id in marks.hinted) ring(px, palette.of("hint"), 0.12f)
            }
        }
        // The semantics (and touch) layer: one box per node a player can read or tap;
        // the selection's targets last, so they are on top of whatever stands on them.
        for (node in ordered.sortedBy { it.id in marks.targets }) {
            val tappable = node.action != null || node.id in marks.movable || node.id in marks.targets || node.id == marks.selected
            if (!tappable && node.kind !in readable) continue
            val px = pixels(node.rect, geometry)
            val label = SceneLabels.label(node, w)
            with(density) {
                Box(
                    Modifier
                        .offset { IntOffset(px.left.roundToInt(), px.top.roundToInt()) }
                        .size(px.width.toDp().coerceAtLeast(1.dp), px.height.toDp().coerceAtLeast(1.dp))
                        .testTag("node:${node.id}")
                        .then(
                            if (tappable) Modifier.clickable(role = Role.Button, onClickLabel = label) { onTap(node) }
                            else Modifier,
                        )
                        .semantics { contentDescription = label },
                )
            }
        }
    }
}

/** Kinds a screen reader lists even when they cannot be tapped now. */
private val readable = setOf(NodeKind.PIECE, NodeKind.CARD, NodeKind.DIE)

/** Where each node is drawn this frame: glides nodes whose id moved since the last scene. */
private class Motion(val from: Map<String, UnitRect>, val progress: () -> Float) {
    fun rectOf(node: SceneNode): UnitRect {
        val start = from[node.id] ?: return node.rect
        val t = progress()
        if (t >= 1f || start == node.rect) return node.rect
        return UnitRect(
            start.x + (node.rect.x - start.x) * t,
            start.y + (node.rect.y - start.y) * t,
            start.w + (node.rect.w - start.w) * t,
            start.h + (node.rect.h - start.h) * t,
        )
    }
}

@Composable
private fun rememberMotion(scene: BoardScene, millis: Int): Motion {
    var shown by remember { mutableStateOf<BoardScene?>(null) }
    val previous = shown
    val progress = remember(scene) { Animatable(if (previous == null || millis == 0) 1f else 0f) }
    val from = remember(scene) {
        previous?.nodes?.filter { it.kind == NodeKind.PIECE || it.kind == NodeKind.CARD }?.associate { it.id to it.rect }
            ?: emptyMap()
    }
    LaunchedEffect(scene) {
        shown = scene
        if (progress.value < 1f) progress.animateTo(1f, tween(millis, easing = FastOutSlowInEasing))
    }
    return Motion(from) { progress.value }
}

private fun pixels(r: UnitRect, g: BoardGeometry): Rect =
    Rect(g.pixelX(r.x), g.pixelY(r.y), g.pixelX(r.x + r.w), g.pixelY(r.y + r.h))

private fun DrawScope.ring(px: Rect, color: Color, width: Float) {
    val stroke = px.minDimension * width
    drawOval(color, px.topLeft - Offset(stroke / 2, stroke / 2), Size(px.width + stroke, px.height + stroke), style = Stroke(stroke))
}

private fun DrawScope.drawNode(node: SceneNode, px: Rect, p: BoardPalette, measurer: TextMeasurer, colourMarks: Boolean) {
    val color = if (node.color.isEmpty()) null else p.of(node.color)
    when (node.kind) {
        NodeKind.AREA -> drawRoundRect(color ?: p.of("board"), px.topLeft, px.size, CornerRadius(px.minDimension * 0.04f))
        NodeKind.SPACE -> drawSpace(px, color, p)
        NodeKind.PIECE -> drawPiece(node, px, color ?: p.of("white"), p, measurer, colourMarks)
        NodeKind.CARD -> drawCard(node, px, color, p, measurer)
        NodeKind.DIE -> drawDie(node.text, px, p, measurer)
        NodeKind.MARK -> if (px.height > px.width * 2.5f) {
            // A mark on a tall point follows the point's outline.
            val stroke = px.width * 0.1f
            drawRoundRect(color ?: p.of("legal"), px.topLeft, px.size, CornerRadius(px.width / 2), style = Stroke(stroke))
        } else {
            ring(px, color ?: p.of("legal"), 0.1f)
        }
        NodeKind.LABEL -> if (node.text.isNotEmpty()) drawLabel(node.text, px, color, p, measurer)
    }
}

/** A space: a round hole, or a point (triangle towards the board's middle) when tall and thin. */
private fun DrawScope.drawSpace(px: Rect, color: Color?, p: BoardPalette) {
    val fill = color ?: p.of("track")
    if (px.height > px.width * 2.5f) {
        val down = px.center.y < size.height / 2
        val path = Path().apply {
            if (down) {
                moveTo(px.left, px.top); lineTo(px.right, px.top); lineTo(px.center.x, px.bottom)
            } else {
                moveTo(px.left, px.bottom); lineTo(px.right, px.bottom); lineTo(px.center.x, px.top)
            }
            close()
        }
        drawPath(path, fill)
        drawPath(path, p.ink.copy(alpha = 0.35f), style = Stroke(px.width * 0.04f))
    } else {
        drawOval(fill, px.topLeft, px.size)
        drawOval(p.ink.copy(alpha = 0.45f), px.topLeft, px.size, style = Stroke(px.minDimension * 0.07f))
    }
}

private fun DrawScope.drawPiece(
    node: SceneNode, px: Rect, color: Color, p: BoardPalette, measurer: TextMeasurer, colourMarks: Boolean,
) {
    val d = min(px.width, px.height)
    val box = Rect(Offset(px.center.x - d / 2, px.center.y - d / 2), Size(d, d))
    // A soft shadow and a dark rim lift the piece off a space of the same colour.
    drawOval(Color.Black.copy(alpha = 0.25f), box.topLeft + Offset(d * 0.05f, d * 0.07f), box.size)
    drawOval(color, box.topLeft, box.size)
    drawOval(p.outline, box.topLeft, box.size, style = Stroke(d * 0.09f))
    // A thin halo of the other tone round the rim, so a piece never melts into its space's ring.
    val halo = d * 0.05f
    drawOval(p.halo, box.topLeft - Offset(halo * 1.4f, halo * 1.4f), Size(d + halo * 2.8f, d + halo * 2.8f), style = Stroke(halo))
    drawOval(Color.White.copy(alpha = 0.35f), box.topLeft + Offset(d * 0.22f, d * 0.14f), Size(d * 0.34f, d * 0.22f))
    val ink = p.inkOn(color)
    if (colourMarks) BoardPalette.marks[node.color.substringAfter('_')]?.let { mark(it, box, ink) }
    if (node.text.isNotEmpty()) text(measurer, node.text, box, ink, 0.55f, bold = true)
}

private fun DrawScope.mark(m: ColourMark, box: Rect, ink: Color) {
    val c = box.center
    val r = box.width * 0.18f
    val stroke = Stroke(box.width * 0.07f)
    when (m) {
        ColourMark.DOT -> drawCircle(ink, r * 0.7f, c)
        ColourMark.SQUARE -> drawRect(ink, Offset(c.x - r, c.y - r), Size(2 * r, 2 * r), style = stroke)
        ColourMark.TRIANGLE -> drawPath(
            Path().apply { moveTo(c.x, c.y - r); lineTo(c.x + r, c.y + r * 0.8f); lineTo(c.x - r, c.y + r * 0.8f); close() },
            ink, style = stroke,
        )
        ColourMark.CROSS -> {
            drawLine(ink, Offset(c.x - r, c.y - r), Offset(c.x + r, c.y + r), stroke.width)
            drawLine(ink, Offset(c.x + r, c.y - r), Offset(c.x - r, c.y + r), stroke.width)
        }
        ColourMark.RING -> drawCircle(ink, r, c, style = stroke)
        ColourMark.BAR -> drawLine(ink, Offset(c.x - r, c.y), Offset(c.x + r, c.y), stroke.width)
    }
}

private fun DrawScope.drawCard(node: SceneNode, px: Rect, tint: Color?, p: BoardPalette, measurer: TextMeasurer) {
    val corner = CornerRadius(px.minDimension * 0.12f)
    drawRoundRect(Color.Black.copy(alpha = 0.22f), px.topLeft + Offset(px.width * 0.04f, px.width * 0.05f), px.size, corner)
    val face = if (node.faceUp) CardFace.parse(node.text) else null
    if (!node.faceUp) {
        drawRoundRect(p.cardBack, px.topLeft, px.size, corner)
        val inset = px.minDimension * 0.12f
        drawRoundRect(
            Color.White.copy(alpha = 0.5f), px.topLeft + Offset(inset, inset),
            Size(px.width - 2 * inset, px.height - 2 * inset), corner, style = Stroke(px.minDimension * 0.04f),
        )
        if (node.text.isNotEmpty()) text(measurer, node.text, px, Color.White, 0.35f, bold = true)
        return
    }
    drawRoundRect(tint?.takeIf { it.alpha > 0.9f } ?: p.cardFace, px.topLeft, px.size, corner)
    drawRoundRect(p.outline.copy(alpha = 0.6f), px.topLeft, px.size, corner, style = Stroke(px.minDimension * 0.03f))
    if (face == null) {
        if (node.text.isNotEmpty()) text(measurer, node.text, px, Color(0xFF1B1B1B), 0.3f, bold = true)
        return
    }
    val ink = if (face.suit?.red == true) Color(0xFFC62828) else Color(0xFF1B1B1B)
    val corner1 = Rect(px.left + px.width * 0.06f, px.top + px.height * 0.04f, px.left + px.width * 0.5f, px.top + px.height * 0.3f)
    text(measurer, face.rank, corner1, ink, 0.9f, bold = true)
    val middle = Rect(px.left, px.top + px.height * 0.3f, px.right, px.bottom - px.height * 0.05f)
    text(measurer, face.suit?.symbol ?: "", middle, ink, 0.8f)
}

/** A label: on a pill of the board's paper, or of its seat colour when it has one. */
private fun DrawScope.drawLabel(s: String, px: Rect, color: Color?, p: BoardPalette, measurer: TextMeasurer) {
    val fill = color?.takeIf { it.alpha >= 0.9f }
    val layout = measurer.measure(s, TextStyle(fontSize = (px.height * 0.6f).toSp(), fontWeight = FontWeight.Bold))
    val w = min(px.width, layout.size.width + px.height * 0.6f)
    val pill = Rect(Offset(px.center.x - w / 2, px.top + px.height * 0.08f), Size(w, px.height * 0.84f))
    // On a pill of paper (or of the seat's colour), so it reads on felt and wood alike.
    drawRoundRect(fill ?: p.of("board").copy(alpha = 0.85f), pill.topLeft, pill.size, CornerRadius(pill.height / 2))
    drawRoundRect(p.outline.copy(alpha = 0.5f), pill.topLeft, pill.size, CornerRadius(pill.height / 2), style = Stroke(pill.height * 0.06f))
    text(measurer, s, pill, if (fill != null) p.inkOn(fill) else p.ink, 0.7f, bold = fill != null)
}

/** Pip positions on a 3×3 grid for each die face. */
private val pips: Map<String, List<Pair<Int, Int>>> = mapOf(
    "1" to listOf(1 to 1),
    "2" to listOf(0 to 0, 2 to 2),
    "3" to listOf(0 to 0, 1 to 1, 2 to 2),
    "4" to listOf(0 to 0, 2 to 0, 0 to 2, 2 to 2),
    "5" to listOf(0 to 0, 2 to 0, 1 to 1, 0 to 2, 2 to 2),
    "6" to listOf(0 to 0, 2 to 0, 0 to 1, 2 to 1, 0 to 2, 2 to 2),
)

private fun DrawScope.drawDie(text: String, px: Rect, p: BoardPalette, measurer: TextMeasurer) {
    val d = min(px.width, px.height)
    val box = Rect(Offset(px.center.x - d / 2, px.center.y - d / 2), Size(d, d))
    val corner = CornerRadius(d * 0.18f)
    drawRoundRect(Color.Black.copy(alpha = 0.25f), box.topLeft + Offset(d * 0.05f, d * 0.06f), box.size, corner)
    drawRoundRect(p.dieFace, box.topLeft, box.size, corner)
    drawRoundRect(p.outline, box.topLeft, box.size, corner, style = Stroke(d * 0.05f))
    val spots = pips[text.trim()]
    if (spots == null) {
        if (text.isNotEmpty()) text(measurer, text, box, p.diePip, 0.5f, bold = true)
        return
    }
    val step = d * 0.27f
    for ((cx, cy) in spots) {
        drawCircle(p.diePip, d * 0.09f, Offset(box.center.x + (cx - 1) * step, box.center.y + (cy - 1) * step))
    }
}

/** `s` centred in `box`, its height `scale` of the box (shrunk to fit the width). */
private fun DrawScope.text(m: TextMeasurer, s: String, box: Rect, color: Color, scale: Float, bold: Boolean = false) {
    if (box.height < 2f || box.width < 2f) return
    var style = TextStyle(color = color, fontSize = (box.height * scale).toSp(), fontWeight = if (bold) FontWeight.Bold else null)
    var layout = m.measure(s, style)
    if (layout.size.width > box.width * 0.95f) {
        style = style.copy(fontSize = (box.height * scale * box.width * 0.95f / layout.size.width).toSp())
        layout = m.measure(s, style)
    }
    drawText(layout, topLeft = Offset(box.center.x - layout.size.width / 2f, box.center.y - layout.size.height / 2f))
}
