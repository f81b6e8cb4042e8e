package se.spelbord.ui

import androidx.compose.material3.ColorScheme
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.lightColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.graphics.Color

/** The colour a key the palette does not know is painted in: loud, so a test can find it. */
val FallbackColor = Color(0xFFFF00FF)

/** A mark drawn on a piece of a seat colour, so colours need not be told apart by hue. */
enum class ColourMark { DOT, SQUARE, TRIANGLE, CROSS, RING, BAR }

/**
 * The board's colours for one theme: every colour key of the scene to a colour.
 *
 * Keys are either plain (`red`, `board`, `legal`) or `<role>_<colour>` (`home_red`,
 * `turn_blue`): the role says how the seat colour is used (a pale home area, a
 * translucent turn ring), so new seat colours need no new entries.
 */
class BoardPalette(
    private val plain: Map<String, Color>,
    private val roles: Map<String, (Color) -> Color>,
    /** Ink for text on the board's paper. */
    val ink: Color,
    /** Text on a piece or a card face of this colour. */
    val inkOn: (Color) -> Color,
    /** Card face and card back. */
    val cardFace: Color,
    val cardBack: Color,
    /** Die body and its pips. */
    val dieFace: Color,
    val diePip: Color,
    /** Outline drawn round pieces so they stand out from their spaces. */
    val outline: Color,
    /** The halo just outside a piece's outline, of the opposite tone. */
    val halo: Color,
) {
    /** The colour of `key`, or null when the palette has none. */
    fun find(key: String): Color? {
        plain[key]?.let { return it }
        val cut = key.indexOf('_')
        if (cut > 0) {
            val role = roles[key.substring(0, cut)]
            val base = plain[key.substring(cut + 1)]
            if (role != null && base != null) return role(base)
        }
        return null
    }

    /** The colour of `key`; [FallbackColor] when unknown (a test looks for it). */
    fun of(key: String): Color = find(key) ?: FallbackColor

    companion object {
        private val seats = mapOf(
            "red" to Color(0xFFD32F2F),
            "blue" to Color(0xFF1E63C4),
            "green" to Color(0xFF2E8B3A),
            "yellow" to Color(0xFFF2B705),
        )

        /** Marks per seat colour (colour-blind setting). */
        val marks: Map<String, ColourMark> = mapOf(
            "red" to ColourMark.DOT,
            "blue" to ColourMark.SQUARE,
            "green" to ColourMark.CROSS,
            "yellow" to ColourMark.TRIANGLE,
            "white" to ColourMark.RING,
            "black" to ColourMark.BAR,
        )

        private fun contrastInk(c: Color): Color =
            if (0.299f * c.red + 0.587f * c.green + 0.114f * c.blue > 0.6f) Color(0xFF1B1B1B) else Color.White

        /** Daylight table: paper board, saturated pieces. */
        val light = BoardPalette(
            plain = seats + mapOf(
                "white" to Color(0xFFF7F3EA),
                "black" to Color(0xFF2B2B2B),
                "board" to Color(0xFFF1E7D0),
                "track" to Color(0xFFFFFBF2),
                "felt" to Color(0xFF2F6B45),
                "table" to Color(0xFF2F6B45),
                "tray" to Color(0xFF8A6A45),
                "bar" to Color(0xFF6E5234),
                "dice_area" to Color(0xFFE4D6B6),
                "cube" to Color(0xFFFFFFFF),
                "legal" to Color(0x9900B85C),
                "last" to Color(0x80FF8F00),
                "turn" to Color(0x992196F3),
                "hint" to Color(0xCC7C4DFF),
                "select" to Color(0xCC00B0FF),
                "to_beat" to Color(0xFFFF8F00),
                "seat" to Color(0x26FFFFFF),
                "chosen" to Color(0xFF7C4DFF),
                "point_dark" to Color(0xFF9C5B3B),
                "point_light" to Color(0xFFE2C79A),
                "plain" to Color(0xFFFFFFFF),
                "low_trump" to Color(0xFFE3F0FF),
                "high_trump" to Color(0xFFFFF0C8),
            ),
            roles = mapOf(
                "home" to { c -> c.copy(alpha = 0.28f) },
                "arrow" to { c -> c.copy(alpha = 0.5f) },
                "turn" to { c -> c.copy(alpha = 0.75f) },
                "head" to { c -> c.copy(alpha = 0.45f) },
            ),
            ink = Color(0xFF2A2418),
            inkOn = ::contrastInk,
            cardFace = Color(0xFFFFFFFF),
            cardBack = Color(0xFF7A2E3A),
            dieFace = Color(0xFFFFFFFF),
            diePip = Color(0xFF1B1B1B),
            outline = Color(0xFF1B1B1B),
            halo = Color(0xE6FFFFFF),
        )

        /** Evening table: dark wood, the same seat colours a little brighter. */
        val dark = BoardPalette(
            plain = seats.mapValues { (_, c) -> lighten(c, 0.12f) } + mapOf(
                "white" to Color(0xFFE9E4D8),
                "black" to Color(0xFF111111),
                "board" to Color(0xFF3A3128),
                "track" to Color(0xFF4D4236),
                "felt" to Color(0xFF1F4A30),
                "table" to Color(0xFF1F4A30),
                "tray" to Color(0xFF5A452E),
                "bar" to Color(0xFF2C2218),
                "dice_area" to Color(0xFF2E261E),
                "cube" to Color(0xFFDDDDDD),
                "legal" to Color(0xAA33E08A),
                "last" to Color(0x99FFB300),
                "turn" to Color(0xAA64B5F6),
                "hint" to Color(0xDDB388FF),
                "select" to Color(0xDD40C4FF),
                "to_beat" to Color(0xFFFFB300),
                "seat" to Color(0x1FFFFFFF),
                "chosen" to Color(0xFFB388FF),
                "point_dark" to Color(0xFF7A3F27),
                "point_light" to Color(0xFFB8996A),
                "plain" to Color(0xFFF2F2F2),
                "low_trump" to Color(0xFFD6E6FF),
                "high_trump" to Color(0xFFFFE9B0),
            ),
            roles = mapOf(
                "home" to { c -> c.copy(alpha = 0.32f) },
                "arrow" to { c -> c.copy(alpha = 0.55f) },
                "turn" to { c -> c.copy(alpha = 0.8f) },
                "head" to { c -> c.copy(alpha = 0.5f) },
            ),
            ink = Color(0xFFEDE3CF),
            inkOn = ::contrastInk,
            cardFace = Color(0xFFF2F2F2),
            cardBack = Color(0xFF8E3A48),
            dieFace = Color(0xFFF2F2F2),
            diePip = Color(0xFF1B1B1B),
            // A pale rim: dark pieces and dark wood would otherwise run together.
            outline = Color(0xFFF3E6CC),
            halo = Color(0xE6101010),
        )

        private fun lighten(c: Color, by: Float) =
            Color(c.red + (1 - c.red) * by, c.green + (1 - c.green) * by, c.blue + (1 - c.blue) * by, c.alpha)
    }
}

/** The palette of the board being drawn. */
val LocalBoardPalette = staticCompositionLocalOf { BoardPalette.light }

private val lightScheme: ColorScheme = lightColorScheme(
    primary = Color(0xFF7A4E1D),
    onPrimary = Color.White,
    primaryContainer = Color(0xFFFFDCBD),
    onPrimaryContainer = Color(0xFF2C1600),
    secondary = Color(0xFF2F6B45),
    onSecondary = Color.White,
    secondaryContainer = Color(0xFFCDEBD3),
    background = Color(0xFFFFF8F1),
    surface = Color(0xFFFFF8F1),
    surfaceVariant = Color(0xFFF2E4D6),
)

private val darkScheme: ColorScheme = darkColorScheme(
    primary = Color(0xFFFFB874),
    onPrimary = Color(0xFF4A2800),
    primaryContainer = Color(0xFF693C0B),
    onPrimaryContainer = Color(0xFFFFDCBD),
    secondary = Color(0xFF9CD4AE),
    onSecondary = Color(0xFF00391C),
    secondaryContainer = Color(0xFF1F5232),
    background = Color(0xFF1B1612),
    surface = Color(0xFF1B1612),
    surfaceVariant = Color(0xFF3A3027),
)

/** Material colours and the board palette for light or dark. */
@Composable
fun SpelbordTheme(dark: Boolean, content: @Composable () -> Unit) {
    CompositionLocalProvider(LocalBoardPalette provides if (dark) BoardPalette.dark else BoardPalette.light) {
        MaterialTheme(colorScheme = if (dark) darkScheme else lightScheme, content = content)
    }
}
