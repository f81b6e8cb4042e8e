package se.spelbord.app

import android.content.Intent
import android.os.Bundle
import android.provider.Settings
import android.view.WindowManager
import androidx.activity.ComponentActivity
import androidx.activity.compose.BackHandler
import androidx.activity.compose.setContent
import androidx.activity.viewModels
import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.runtime.SideEffect
import se.spelbord.ffi.initLogging
import se.spelbord.ui.SpelbordApp

/** The one activity: the shared Compose UI, Android's back, and the secure window. */
class MainActivity : ComponentActivity() {
    private val model: AppViewModel by viewModels()

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        initLogging() // the Rust library's log records go to logcat (tag "spelbord")
        // The invite's share action: the system share sheet (messages, mail, …) with the
        // code and link as plain text. Only here: the shared UI knows no android.* class.
        model.app.share = { text ->
            val send = Intent(Intent.ACTION_SEND).setType("text/plain").putExtra(Intent.EXTRA_TEXT, text)
            startActivity(Intent.createChooser(send, null))
        }
        setContent {
            val app = model.app
            // Back goes one screen up (from a game: home, the game saved); on home it closes the app.
            BackHandler(enabled = app.screen != se.spelbord.ui.Screen.Home || app.pendingDelete != null) { app.back() }
            // No screenshot, recent-apps thumbnail or cast of a private hand.
            val secure = app.privateShown
            SideEffect {
                if (secure) window.addFlags(WindowManager.LayoutParams.FLAG_SECURE)
                else window.clearFlags(WindowManager.LayoutParams.FLAG_SECURE)
            }
            SpelbordApp(app, isSystemInDarkTheme())
        }
    }

    override fun onDestroy() {
        // The app's state outlives this activity (rotation): it must not keep it.
        model.app.share = null
        super.onDestroy()
    }

    override fun onPause() {
        super.onPause()
        // The device may change hands while the app is away: pass-and-play resumes at a hand-off.
        model.app.leftUnattended()
    }

    override fun onResume() {
        super.onResume()
        // "Remove animations" in the system's accessibility settings: the board stays still.
        model.app.systemReducedMotion =
            Settings.Global.getFloat(contentResolver, Settings.Global.ANIMATOR_DURATION_SCALE, 1f) == 0f
        model.app.refresh()
    }
}
