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
import se.spelbord.ffi.GameConfig
import se.spelbord.ffi.GameSession
import se.spelbord.ffi.NodeKind
import se.spelbord.ffi.SeatSpec
import se.spelbord.ffi.games
import se.spelbord.ui.BoardMarks
import se.spelbord.ui.BoardPalette
import se.spelbord.ui.Board
import se.spelbord.ui.FallbackColor
import se.spelbord.ui.SpelbordTheme

/** The board's pixels: every colour key known, and every piece standing out from what is under it. */
@OptIn(ExperimentalTestApi::class)
class PixelTest {
    private val side = 900

    /** Each game a few bot moves in, seen by seat 0 (its own cards face up). */
    private fun scenes(): List<Pair<String, BoardScene>> = games().map { info ->
        val seats = (0 until info.defaultPlayers.toInt()).map { SeatSpec("P$it", BotLevel.EASY) }
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
                    SpelbordTheme(dark) { Board(scene, BoardMarks(), 0, colourMarks = false, modifier = Modifier.size(side.dp)) { } }
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
            val palette = if (dark) BoardPalette.dark else BoardPalette.light
            val unknown = scene.nodes.map { it.color }.filter { it.isNotEmpty() && palette.find(it) == null }.distinct()
            assertEquals(emptyList(), unknown, "$id: every colour key of the scene is in the palette")
            val img = render(scene, dark)
            ImageIO.write(img, "png", File(screenshotDir, "pixels-$id-${if (dark) "dark" else "light"}.png"))
            var magenta = 0
            for (y in 0 until img.height) for (x in 0 until img.width) if (img.getRGB(x, y) == fallback) magenta++
            assertEquals(0, magenta, "$id: no pixel in the fallback colour")
            // The rim just inside a piece's left edge against the board just outside it.
            val g = BoardGeometry(side.toFloat(), side.toFloat(), scene.aspect)
            val pieces = scene.nodes.filter { it.kind == NodeKind.PIECE }
            piecesChecked += pieces.size
            val weak = pieces.filter { p ->
                val d = min(p.rect.w * g.boardWidth, p.rect.h * g.boardHeight)
                val cx = g.pixelX(p.rect.x + p.rect.w / 2)
                val cy = g.pixelY(p.rect.y + p.rect.h / 2).toInt()
                val left = cx - d / 2
                val inside = img.getRGB((left + d * 0.02f).toInt(), cy)
                val outside = img.getRGB((left - d * 0.07f).toInt().coerceAtLeast(0), cy)
                distance(inside, outside) < 60.0
            }
            assertEquals(emptyList(), weak.map { it.id }, "$id (${if (dark) "dark" else "light"}): pieces stand out")
        }
        assertTrue(piecesChecked > 50, "pieces of the race games were checked ($piecesChecked)")
    }
}
