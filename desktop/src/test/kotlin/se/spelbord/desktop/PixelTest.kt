package se.spelbord.desktop

import androidx.compose.foundation.layout.size
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.toArgb
import androidx.compose.ui.graphics.toAwtImage
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.captureToImage
import androidx.compose.ui.test.onRoot
import androidx.compose.ui.test.runDesktopComposeUiTest
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.dp
import java.awt.image.BufferedImage
import java.io.File
import javax.imageio.ImageIO
import kotlin.math.min
import kotlin.math.sqrt
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import org.junit.Test
import se.spelbord.controller.BoardGeometry
import se.spelbord.ffi.BoardScene
import se.spelbord.ffi.BotLevel
import se.spelbord.ffi.Face
import se.spelbord.ffi.GameConfig
import se.spelbord.ffi.GameSession
import se.spelbord.ffi.NodeKind
import se.spelbord.ffi.SeatSpec
import se.spelbord.ffi.games
import se.spelbord.ui.BoardTheme
import se.spelbord.ui.Board
import se.spelbord.ui.FallbackColor
import se.spelbord.ui.SpelbordTheme

/** The board's pixels: every colour key known, and every piece standing out (by rim or fill) from what is under it. */
@OptIn(ExperimentalTestApi::class)
class PixelTest {
    private val side = 900

    /** Each game a few bot moves in, seen by seat 0 (its own cards face up). */
    private fun scenes(): List<Pair<String, BoardScene>> = games().map { info ->
        val seats = (0 until info.defaultPlayers.toInt()).map { SeatSpec("P$it", BotLevel.BEGINNER) }
        GameSession(GameConfig(info.id, seats, emptyMap(), 3UL, null), null).use { s ->
            repeat(12) { runCatching { s.botStep(0U) } }
            info.id to s.scene(0U)
        }
    }

    private fun render(scene: BoardScene, dark: Boolean): BufferedImage {
        var image: BufferedImage? = null
        runDesktopComposeUiTest(side, side) {
            setContent {
                CompositionLocalProvider(LocalDensity provides Density(1f)) {
                    SpelbordTheme(dark) { Board(scene, emptyList(), 0f, Modifier.size(side.dp)) { } }
                }
            }
            image = onRoot().captureToImage().toAwtImage()
        }
        return image!!
    }

    private fun distance(a: Int, b: Int): Double {
        val dr = ((a shr 16) and 255) - ((b shr 16) and 255)
        val dg = ((a shr 8) and 255) - ((b shr 8) and 255)
        val db = (a and 255) - (b and 255)
        return sqrt((dr * dr + dg * dg + db * db).toDouble())
    }

    @Test
    fun noFallbackColourAndPiecesStandOut() {
        val fallback = FallbackColor.toArgb()
        var piecesChecked = 0
        for ((id, scene) in scenes()) for (dark in listOf(false, true)) {
            val theme = BoardTheme.of(dark, colourBlind = false)
            val keys = scene.nodes.flatMap { n -> listOf(n.color, n.outline) + ((n.face as? Face.Card)?.let { listOf(it.ink, it.badgeColor) } ?: emptyList()) }
            val unknown = keys.filter { it.isNotEmpty() && theme.find(it) == null }.distinct()
            assertEquals(emptyList(), unknown, "$id: every colour key of the scene is in the core's theme")
            val img = render(scene, dark)
            ImageIO.write(img, "png", File(screenshotDir, "pixels-$id-${if (dark) "dark" else "light"}.png"))
            var magenta = 0
            for (y in 0 until img.height) for (x in 0 until img.width) if (img.getRGB(x, y) == fallback) magenta++
            assertEquals(0, magenta, "$id: no pixel in the fallback colour")
            // The rim just inside a piece's left edge against the board just outside it.
            val g = BoardGeometry(side.toFloat(), side.toFloat(), scene)
            val pieces = scene.nodes.filter { it.kind == NodeKind.PIECE }
            piecesChecked += pieces.size
            val weak = pieces.filter { p ->
                val d = min(p.rect.w, p.rect.h) * g.perUnit
                val cx = g.pixelX(p.rect.x + p.rect.w / 2)
                val cy = g.pixelY(p.rect.y + p.rect.h / 2).toInt()
                val left = cx - d / 2
                // It stands out by its rim or by its fill (a red marble on a dark hole).
                val rim = img.getRGB((left + d * 0.02f).toInt(), cy)
                val fill = img.getRGB((left + d * 0.2f).toInt(), cy)
                val outside = img.getRGB((left - d * 0.07f).toInt().coerceAtLeast(0), cy)
                maxOf(distance(rim, outside), distance(fill, outside)) < 60.0
            }
            assertEquals(emptyList(), weak.map { it.id }, "$id (${if (dark) "dark" else "light"}): pieces stand out")
        }
        assertTrue(piecesChecked > 50, "pieces of the race games were checked ($piecesChecked)")
    }
}
