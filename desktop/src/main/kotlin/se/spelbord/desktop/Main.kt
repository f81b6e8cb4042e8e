package se.spelbord.desktop

import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.runtime.DisposableEffect
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.input.key.Key
import androidx.compose.ui.input.key.KeyEventType
import androidx.compose.ui.input.key.key
import androidx.compose.ui.input.key.type
import androidx.compose.ui.unit.DpSize
import androidx.compose.ui.unit.dp
import androidx.compose.ui.window.Window
import androidx.compose.ui.window.application
import androidx.compose.ui.window.rememberWindowState
import java.awt.event.WindowAdapter
import java.awt.event.WindowEvent
import java.io.File
import java.util.Locale
import se.spelbord.controller.TaskRunner
import se.spelbord.transport.JdkWebSocketTransport
import se.spelbord.ui.AppState
import se.spelbord.ui.Sounds
import se.spelbord.ui.SpelbordApp

/** Where the desktop keeps saves and settings: `$SPELBORD_DATA_DIR`, else the XDG data folder. */
fun dataDir(): File = System.getenv("SPELBORD_DATA_DIR")?.let(::File)
    ?: File(System.getenv("XDG_DATA_HOME") ?: (System.getProperty("user.home") + "/.local/share"), "spelbord-desktop")

/**
 * The app's state for the life of the window. The window reads it (its title is in the
 * chosen language), so a settings change recomposes the window: remembered, the state
 * and its screen survive that; built anew each time, every change went back Home.
 */
@Composable
fun rememberDesktopApp(
    dir: File = dataDir(),
    runner: TaskRunner = SwingRunner,
    sounds: Sounds = DesktopSounds,
): AppState = remember { AppState(dir, runner, Locale.getDefault().toLanguageTag(), sounds) { JdkWebSocketTransport() } }

/** Spelbord in a desktop window: the same Compose UI as the Android app. Escape is "back". */
fun main() = application {
    val app = rememberDesktopApp()
    Window(
        onCloseRequest = { app.close(); exitApplication() },
        title = app.words("app-name"),
        state = rememberWindowState(size = DpSize(1180.dp, 820.dp)),
        onPreviewKeyEvent = { e -> e.type == KeyEventType.KeyDown && e.key == Key.Escape && app.back() },
    ) {
        // Leaving the window is leaving the device: a pass-and-play game hides behind
        // a hand-off until the named player is back (the core decides; see AppState).
        DisposableEffect(window) {
            val listener = object : WindowAdapter() {
                override fun windowLostFocus(e: WindowEvent) = app.leftUnattended()
                override fun windowGainedFocus(e: WindowEvent) = app.refresh()
            }
            window.addWindowFocusListener(listener)
            onDispose { window.removeWindowFocusListener(listener) }
        }
        SpelbordApp(app, isSystemInDarkTheme())
    }
}
