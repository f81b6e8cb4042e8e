package se.spelbord.ui

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.offset
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.geometry.RoundRect
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.PathEffect
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.graphics.drawscope.clipPath
import androidx.compose.ui.graphics.drawscope.scale
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.Role as A11yRole
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.TextMeasurer
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.drawText
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.unit.IntOffset
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import kotlin.math.abs
import kotlin.math.min
import kotlin.math.roundToInt
import se.spelbord.controller.BoardGeometry
import se.spelbord.ffi.BoardScene
import se.spelbord.ffi.Dir
import se.spelbord.ffi.Face
import se.spelbord.ffi.NodeKind
import se.spelbord.ffi.Pattern
import se.spelbord.ffi.Role
import se.spelbord.ffi.SceneNode
import se.spelbord.ffi.Shape
import se.spelbord.ffi.Transition
import se.spelbord.ffi.UnitRect

/**
 * Paints the core's scene, node by node, lowest `z` first: each node's shape filled
 * and outlined in the core theme's colours (with the colour-blind pattern), then its
 * face (a piece's number, a card's index and suit, a die's pips) and its text. No
 * game is known here and nothing is decided: the legal steps, targets, last move,
 * hint and whose turn are marks in the scene, and a tap plays the node's `action`.
 *
 * [motion] (the core's transitions from the previous state) moves nodes along their
 * keyframes; [speed] scales its times (0 = no motion). Every node a screen reader
 * should know (role other than hidden, or tappable) is also a semantics node with the
 * node's rendered label; tapping one calls [onAction] with its step. Without
 * [withText] (a thumbnail: a picture, not a board to read) no words are drawn.
 */
@Composable
fun Board(
    scene: BoardScene,
    motion: List<Transition>,
    speed: Float,
    modifier: Modifier = Modifier,
    withText: Boolean = true,
    onAction: (String) -> Unit,
) {
    val theme = LocalBoardTheme.current
    val measurer = rememberTextMeasurer()
    val w = words
    val texts = remember(scene, w) { SceneTexts(scene, w) }
    val ordered = remember(scene) { scene.nodes.withIndex().sortedWith(compareBy({ it.value.z }, { it.index })).map { it.value } }
    val clock = rememberMotionClock(scene, motion, speed)
    // Dice or cards a panel shows (no labels) are not a board whose labels the probe reads.
    val hasLabels = remember(scene) { scene.nodes.any { it.kind == NodeKind.LABEL } }
    BoxWithConstraints(modifier) {
        val density = LocalDensity.current
        val geometry = with(density) { BoardGeometry(maxWidth.toPx(), maxHeight.toPx(), scene) }
        Canvas(Modifier.fillMaxSize().testTag("board")) {
            val g = BoardGeometry(size.width, size.height, scene)
            val now = clock.millis()
            if (withText && hasLabels) BoardTextProbe.onBoard?.invoke()
            for (node in ordered) {
                val pose = clock.pose(node, now)
                val px = pixels(pose.rect, g)
                val draw = { paintNode(node, px, g.perUnit, pose.face ?: node.face, theme, measurer.takeIf { withText }, texts) }
                if (pose.widthScale < 1f) scale(pose.widthScale, 1f, px.center) { draw() } else draw()
            }
        }
        // The semantics (and touch) layer: one box per node a player can read or tap,
        // tappable ones last so they lie over what they mark.
        for (node in ordered.sortedBy { it.action != null }) {
            if (!node.isElement) continue
            val px = pixels(node.rect, geometry)
            val label = texts.label(node)
            val action = node.action
            with(density) {
                Box(
                    Modifier
                        .offset { IntOffset(px.left.roundToInt(), px.top.roundToInt()) }
                        .size(px.width.toDp().coerceAtLeast(1.dp), px.height.toDp().coerceAtLeast(1.dp))
                        .testTag("node:${node.id}")
                        .then(
                            if (action != null) Modifier.clickable(role = A11yRole.Button, onClickLabel = label) { onAction(action) }
                            else Modifier,
                        )
                        .semantics {
                            contentDescription = label
                            if (node.role == Role.STATUS) liveRegion = LiveRegionMode.Polite
                        },
                )
            }
        }
    }
}

/** True for a node a screen reader lists: every node not hidden, and every node a tap plays. */
val SceneNode.isElement: Boolean get() = role != Role.HIDDEN || action != null

/** The scene's words rendered once per scene and language: labels, texts and card indices. */
class SceneTexts(scene: BoardScene, words: Words) {
    // Only the nodes a screen reader is given (each render is a call into the core).
    private val labels = scene.nodes.filter { it.isElement }.associate { it.id to words.render(it.label) }
    private val texts = scene.nodes.mapNotNull { n -> n.text?.let { n.id to words.render(it) } }.toMap()
    private val shorts = scene.nodes.mapNotNull { n -> n.short?.let { n.id to words.render(it) } }.toMap()
    private val indices = scene.nodes.mapNotNull { n -> (n.face as? Face.Card)?.let { n.id to words.render(it.index) } }.toMap()

    /** What a screen reader says for `node`. */
    fun label(node: SceneNode): String = labels[node.id] ?: ""

    /** The node's visible text, if any. */
    fun text(node: SceneNode): String? = texts[node.id]

    /** The short form of the node's text, for a board too small for the whole one. */
    fun short(node: SceneNode): String? = shorts[node.id]

    /** A face-up card's corner index. */
    fun index(node: SceneNode): String = indices[node.id] ?: ""
}

private fun pixels(r: UnitRect, g: BoardGeometry): Rect =
    Rect(g.pixelX(r.x), g.pixelY(r.y), g.pixelX(r.x + r.w), g.pixelY(r.y + r.h))

/** One node: shape filled and outlined, pattern, face, text (the SVG renderer's order). */
private fun DrawScope.paintNode(node: SceneNode, box: Rect, unit: Float, face: Face, theme: BoardTheme, m: TextMeasurer?, texts: SceneTexts) {
    val shape = node.shape
    val whole = texts.text(node)?.takeIf { it.isNotEmpty() && m != null }
    // Where the whole label would need more room than its box at the smallest readable
    // size (a phone), the core's short form is drawn; what is left to fit grows the pill
    // round its words (centred, kept on the board) rather than spill over its edge.
    val label = whole != null && m != null && node.kind == NodeKind.LABEL
    val fits = label && fitsReadable(m!!, whole!!, box, 0.55f)
    val words = if (label && !fits) texts.short(node) ?: whole else whole
    // Measured once for the whole label: a label that fits keeps its box as it is.
    val px = if (label && !fits) grownForText(m!!, words!!, box, 0.55f) else box
    if (label) BoardTextProbe.onLabel?.invoke(node.id, words!!, px)
    // A card turning over shows its back (in the back's colour) for the first half.
    val fill = if (face is Face.CardBack && node.face is Face.Card) theme.fill("card-back") else theme.fill(node.color)
    if (shape is Shape.Ring) {
        // A ring is its colour's band; the node's own outline is not drawn.
        val band = min(px.width, px.height) * shape.width
        if (fill != null) drawCircle(fill, (min(px.width, px.height) - band) / 2, px.center, style = Stroke(band))
    } else {
        val path = outline(shape, px)
        if (fill != null) drawPath(path, fill)
        val line = node.line * unit
        theme.fill(node.outline)?.takeIf { line > 0f }?.let { ink ->
            val dash = if (node.dashed) PathEffect.dashPathEffect(floatArrayOf(line * 1.6f, line * 1.3f)) else null
            drawPath(path, ink, style = Stroke(line, pathEffect = dash))
        }
        val pattern = theme.pattern(node.color)
        if (pattern != Pattern.NONE) clipPath(path) { pattern(pattern, px, theme.ink(node.color), unit) }
    }
    paintFace(node, face, px, theme, m, texts)
    words?.let { text(m, it, px, theme.ink(node.color), 0.55f, bold = false) }
}

/**
 * `box`, or where `s` would shrink under [MIN_BOARD_TEXT_SP] to fit it, `box` grown
 * (about its centre, within the canvas) to hold `s` at that size.
 */
private fun DrawScope.grownForText(m: TextMeasurer, s: String, box: Rect, scale: Float): Rect {
    val least = MIN_BOARD_TEXT_SP.sp.toPx()
    if (fitsReadable(m, s, box, scale)) return box
    val fontPx = least
    val width = m.measure(s, TextStyle(fontSize = fontPx.toSp())).size.width / 0.92f
    val w = minOf(maxOf(box.width, width), size.width)
    val h = maxOf(box.height, fontPx / scale)
    val left = (box.center.x - w / 2f).coerceIn(0f, maxOf(0f, size.width - w))
    val top = (box.center.y - h / 2f).coerceIn(0f, maxOf(0f, size.height - h))
    return Rect(left, top, left + w, top + h)
}

/** True when `s` fits `box` (its height `scale` of the box, shrunk to the width) at [MIN_BOARD_TEXT_SP] or more. */
private fun DrawScope.fitsReadable(m: TextMeasurer, s: String, box: Rect, scale: Float): Boolean {
    val natural = box.height * scale
    val naturalWidth = m.measure(s, TextStyle(fontSize = natural.toSp())).size.width.toFloat()
    val fitted = if (naturalWidth > box.width * 0.92f) natural * box.width * 0.92f / naturalWidth else natural
    return fitted >= MIN_BOARD_TEXT_SP.sp.toPx()
}

/** The node's outline as a path fitted to its rectangle. */
private fun outline(shape: Shape, px: Rect): Path = Path().apply {
    val (x, y, w, h) = listOf(px.left, px.top, px.width, px.height)
    when (shape) {
        Shape.Rect -> addRect(px)
        is Shape.RoundRect -> addRoundRect(RoundRect(px, CornerRadius(min(w, h) * shape.radius)))
        Shape.Circle, is Shape.Ring -> addOval(px)
        is Shape.Triangle -> {
            val pts = when (shape.apex) {
                Dir.UP -> listOf(x to y + h, x + w to y + h, x + w / 2 to y)
                Dir.DOWN -> listOf(x to y, x + w to y, x + w / 2 to y + h)
                Dir.LEFT -> listOf(x + w to y, x + w to y + h, x to y + h / 2)
                Dir.RIGHT -> listOf(x to y, x to y + h, x + w to y + h / 2)
            }
            polygon(pts)
        }
        is Shape.Arrow -> {
            // Drawn pointing right in a unit box, then turned.
            val unit = listOf(0f to 0.4f, 0.55f to 0.4f, 0.55f to 0.15f, 1f to 0.5f, 0.55f to 0.85f, 0.55f to 0.6f, 0f to 0.6f)
            polygon(unit.map { (u, v) ->
                val (uu, vv) = when (shape.dir) {
                    Dir.RIGHT -> u to v
                    Dir.LEFT -> (1 - u) to v
                    Dir.DOWN -> (1 - v) to u
                    Dir.UP -> v to (1 - u)
                }
                x + uu * w to y + vv * h
            })
        }
    }
}

private fun Path.polygon(pts: List<Pair<Float, Float>>) {
    moveTo(pts[0].first, pts[0].second)
    for ((x, y) in pts.drop(1)) lineTo(x, y)
    close()
}

/** The colour-blind pattern over a fill, in its ink, on a grid of 0.28 board units (as the SVG's). */
private fun DrawScope.pattern(p: Pattern, px: Rect, ink: Color, unit: Float) {
    val s = unit * 0.28f
    val c = ink.copy(alpha = 0.55f)
    var y = px.top - px.top % s
    while (y < px.bottom) {
        var x = px.left - px.left % s
        while (x < px.right) {
            when (p) {
                Pattern.STRIPES -> drawLine(c, Offset(x, y), Offset(x + s, y + s), s * 0.18f)
                Pattern.DOTS -> drawCircle(c, s * 0.16f, Offset(x + s / 2, y + s / 2))
                Pattern.GRID -> {
                    drawLine(c, Offset(x, y + s / 2), Offset(x + s, y + s / 2), s * 0.1f)
                    drawLine(c, Offset(x + s / 2, y), Offset(x + s / 2, y + s), s * 0.1f)
                }
                Pattern.RINGS -> drawCircle(c, s * 0.3f, Offset(x + s / 2, y + s / 2), style = Stroke(s * 0.09f))
                Pattern.NONE -> return
            }
            x += s
        }
        y += s
    }
}

/** What is printed on a node: a number, a card, a back, pips, the cube. */
private fun DrawScope.paintFace(node: SceneNode, face: Face, px: Rect, theme: BoardTheme, m: TextMeasurer?, texts: SceneTexts) {
    when (face) {
        is Face.Piece -> if (face.number > 0u) text(m, face.number.toString(), px, theme.ink(node.color), 0.55f, bold = true)
        is Face.Stack -> text(m, face.count.toString(), px, theme.ink(node.color), 0.5f, bold = true)
        is Face.Card -> {
            val ink = theme.fill(face.ink) ?: Color.Black
            val index = texts.index(node)
            val corner = px.height * 0.2f
            val top = Rect(px.left + px.width * 0.04f, px.top + px.height * 0.02f, px.left + px.width * 0.5f, px.top + corner * 1.05f)
            text(m, index, top, ink, 0.85f, bold = true, start = true)
            val middle = Rect(px.left, px.top + px.height * 0.28f, px.right, px.bottom - px.height * 0.06f)
            if (face.symbol.isNotEmpty()) {
                val under = Rect(top.left, top.bottom, top.right, top.bottom + corner * 0.95f)
                text(m, face.symbol, under, ink, 0.85f, start = true)
                text(m, face.symbol, middle, ink, 0.75f)
            } else {
                text(m, index, middle, ink, 0.7f, bold = true)
            }
            if (face.badge.isNotEmpty()) {
                val r = min(px.width, px.height) * 0.17f
                val c = Offset(px.left + px.width * 0.78f, px.top + px.height * 0.14f)
                drawCircle(theme.fill(face.badgeColor) ?: Color.Gray, r, c)
                text(m, face.badge, Rect(c.x - r, c.y - r, c.x + r, c.y + r), theme.ink(face.badgeColor), 0.6f, bold = true)
            }
        }
        Face.CardBack -> {
            val inset = min(px.width, px.height) * 0.1f
            val ink = theme.ink("card-back").copy(alpha = 0.55f)
            val stroke = (px.width * 0.03f).coerceAtLeast(0.8f)
            val inner = Rect(px.left + inset, px.top + inset, px.right - inset, px.bottom - inset)
            drawRoundRect(ink, inner.topLeft, inner.size, CornerRadius(inset * 0.6f), style = Stroke(stroke))
            drawLine(ink, inner.topLeft, inner.bottomRight, stroke)
            drawLine(ink, inner.topRight, inner.bottomLeft, stroke)
        }
        is Face.Die -> pips(face.value.toInt()).forEach { (u, v) ->
            drawCircle(theme.fill("pip") ?: Color.Black, min(px.width, px.height) * 0.09f, Offset(px.left + u * px.width, px.top + v * px.height))
        }
        is Face.Cube -> text(m, face.value.toString(), px, theme.ink(node.color), 0.5f, bold = true)
        Face.Plain, is Face.Mark -> Unit
    }
}

/** Pip centres of a die face as fractions of the die (none for a blank die). */
private fun pips(value: Int): List<Pair<Float, Float>> {
    val (l, mid, r) = Triple(0.27f, 0.5f, 0.73f)
    return when (value) {
        1 -> listOf(mid to mid)
        2 -> listOf(l to l, r to r)
        3 -> listOf(l to l, mid to mid, r to r)
        4 -> listOf(l to l, r to l, l to r, r to r)
        5 -> listOf(l to l, r to l, mid to mid, l to r, r to r)
        6 -> listOf(l to l, r to l, l to mid, r to mid, l to r, r to r)
        else -> emptyList()
    }
}

/** The smallest text a board draws: 12 sp, the least phone apps keep to (a phone's small fields and cards still read). */
const val MIN_BOARD_TEXT_SP = 12f

/**
 * Sees every text the board draws with its size in sp (for tests that measure the
 * rendered board); null, the default, costs nothing.
 */
object BoardTextProbe {
    @Volatile
    var onText: ((text: String, sp: Float) -> Unit)? = null

    /**
     * Told when a board with labels (not a thumbnail, nor the dice or cards a panel
     * shows) starts drawing all its nodes again.
     */
    @Volatile
    var onBoard: (() -> Unit)? = null

    /** Sees each label drawn: its node's id, its words and the pill round them, in pixels. */
    @Volatile
    var onLabel: ((id: String, text: String, pill: Rect) -> Unit)? = null
}

/**
 * `s` in `box` (centred, or from its left edge), its height `scale` of the box, shrunk
 * to fit the width, but never under [MIN_BOARD_TEXT_SP]: a label too big for its box
 * spills over its edges rather than shrink to something nobody can read.
 */
private fun DrawScope.text(
    m: TextMeasurer?, s: String, box: Rect, color: Color, scale: Float, bold: Boolean = false, start: Boolean = false,
) {
    if (m == null || s.isEmpty() || box.height < 2f || box.width < 2f) return
    val least = MIN_BOARD_TEXT_SP.sp.toPx()
    var style = TextStyle(color = color, fontSize = maxOf(box.height * scale, least).toSp(), fontWeight = if (bold) FontWeight.Bold else null)
    var layout = m.measure(s, style)
    if (layout.size.width > box.width * 0.92f) {
        val fitted = style.fontSize.toPx() * box.width * 0.92f / layout.size.width
        style = style.copy(fontSize = maxOf(fitted, least).toSp())
        layout = m.measure(s, style)
    }
    BoardTextProbe.onText?.invoke(s, style.fontSize.value)
    val x = if (start) box.left else box.center.x - layout.size.width / 2f
    drawText(layout, topLeft = Offset(x, box.center.y - layout.size.height / 2f))
}

/** Where and how a node is drawn at one moment of its motion. */
internal data class Pose(val rect: UnitRect, val widthScale: Float = 1f, val face: Face? = null)

/** The tween of one state's transitions, by node id. */
internal class MotionPlan(transitions: List<Transition>, private val speed: Float) {
    private val byNode = transitions.associateBy { it.node }

    /** When the last transition ends, in milliseconds after the state arrived. */
    val totalMillis: Float = if (speed <= 0f) 0f else transitions.maxOfOrNull { (it.delayMs + it.durationMs).toFloat() * speed } ?: 0f

    /** Where `node` is `millis` after the state arrived. */
    fun pose(node: SceneNode, millis: Float): Pose {
        val t = byNode[node.id] ?: return Pose(node.rect)
        if (speed <= 0f || t.path.isEmpty()) return Pose(node.rect)
        val local = ((millis - t.delayMs.toFloat() * speed) / (t.durationMs.toFloat() * speed).coerceAtLeast(1f)).coerceIn(0f, 1f)
        val eased = if (t.path.size > 2) local else easeInOut(local)
        val rect = along(t, eased)
        if (!t.flip || local >= 1f) return Pose(rect)
        // Turned over on the way: narrowing to nothing, then widening with the new face;
        // the first half shows the other side (a back for a card coming face up).
        val firstHalf = local < 0.5f
        val face = if (firstHalf) (if (node.face is Face.Card) Face.CardBack else node.face) else null
        return Pose(rect, abs(1f - 2f * local), face)
    }

    private fun along(t: Transition, at: Float): UnitRect {
        val k = t.path
        val i = k.indexOfFirst { it.at >= at }.let { if (it <= 0) 1 else it }.coerceAtMost(k.size - 1)
        val a = k[i - 1]
        val b = k[i]
        val f = if (b.at > a.at) ((at - a.at) / (b.at - a.at)).coerceIn(0f, 1f) else 1f
        return UnitRect(
            a.rect.x + (b.rect.x - a.rect.x) * f,
            a.rect.y + (b.rect.y - a.rect.y) * f,
            a.rect.w + (b.rect.w - a.rect.w) * f,
            a.rect.h + (b.rect.h - a.rect.h) * f,
        )
    }

    private fun easeInOut(t: Float): Float = if (t < 0.5f) 2 * t * t else 1 - (-2 * t + 2).let { it * it } / 2
}
