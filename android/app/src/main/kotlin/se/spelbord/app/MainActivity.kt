package se.spelbord.app

import android.os.Bundle
import androidx.activity.ComponentActivity
import androidx.activity.compose.setContent
import androidx.activity.viewModels
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import se.spelbord.ffi.initLogging

/** The one activity: Compose draws every screen. */
class MainActivity : ComponentActivity() {
    private val model: AppModel by viewModels()

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        initLogging() // the Rust library's log records go to logcat (tag "spelbord")
        setContent {
            MaterialTheme {
                Surface { SpelbordApp(model) }
            }
        }
    }

    override fun onResume() {
        super.onResume()
        model.refresh()
    }
}
