package se.spelbord.ui

import androidx.compose.material3.ColorScheme
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.lightColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.graphics.Color
import se.spelbord.ffi.Pattern
import se.spelbord.ffi.Theme
import se.spelbord.ffi.ThemeColor
import se.spelbord.ffi.ThemeName
import se.spelbord.ffi.theme

/** The colour a key the core's theme does not know is painted in: loud, so a test can find it. */
val FallbackColor = Color(0xFFFF00FF)

/**
 * The board's colours: the core's theme (`theme(name, colourBlind)`), the only
 * palette the app has. Every colour key a scene uses is in it, with the ink that
 * reads on it and, in the colour-blind set, the pattern laid over its fills.
 */
class BoardTheme(theme: Theme) {
    private val colours: Map<String, ThemeColor> = theme.colors.associateBy { it.key }

    /** The theme's entry for `key`, or null when it has none. */
    fun find(key: String): ThemeColor? = colours[key]

    /** The fill of `key` with its opacity; null for no key, [FallbackColor] for an unknown one. */
    fun fill(key: String): Color? = if (key.isEmpty()) null else colours[key]?.let { argb(it.rgb, it.alpha) } ?: FallbackColor

    /** The ink that reads on `key` (on the board's own colour for no key). */
    fun ink(key: String): Color = argb((colours[key.ifEmpty { "board" }] ?: colours["board"])?.ink ?: 0u, 1f)

    /** The colour-blind pattern over fills of `key`. */
    fun pattern(key: String): Pattern = colours[key]?.pattern ?: Pattern.NONE

    companion object {
        private val cache = mutableMapOf<Pair<Boolean, Boolean>, BoardTheme>()

        /** The light or dark theme, colour-blind-safe when asked (built once each). */
        fun of(dark: Boolean, colourBlind: Boolean): BoardTheme = synchronized(cache) {
            cache.getOrPut(dark to colourBlind) { BoardTheme(theme(if (dark) ThemeName.DARK else ThemeName.LIGHT, colourBlind)) }
        }

        private fun argb(rgb: UInt, alpha: Float): Color = Color(rgb.toInt() or (0xFF shl 24)).copy(alpha = alpha)
    }
}

/** The theme of the board being drawn. */
val LocalBoardTheme = staticCompositionLocalOf { BoardTheme.of(dark = false, colourBlind = false) }

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

/** Material colours and the board's theme for light or dark, colour-blind-safe when asked. */
@Composable
fun SpelbordTheme(dark: Boolean, colourBlind: Boolean = false, content: @Composable () -> Unit) {
    CompositionLocalProvider(LocalBoardTheme provides BoardTheme.of(dark, colourBlind)) {
        MaterialTheme(colorScheme = if (dark) darkScheme else lightScheme, content = content)
    }
}
