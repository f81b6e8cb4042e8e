package se.spelbord.ui

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.remember
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import se.spelbord.ffi.BoardScene

/**
 * The whole app, the same on Android and the desktop: theme and words from the
 * settings, then the current screen. [systemDark] is the platform's dark mode.
 */
@Composable
fun SpelbordApp(app: AppState, systemDark: Boolean) {
    val pictures = remember { Pictures(app) }
    CompositionLocalProvider(LocalWords provides app.words) {
        SpelbordTheme(app.settings.isDark(systemDark), colourBlind = app.settings.colourMarks) {
            Surface(Modifier.fillMaxSize(), color = MaterialTheme.colorScheme.background) {
                Column(Modifier.fillMaxSize().padding(12.dp)) {
                    app.message?.let { Text(app.words.render(it), color = MaterialTheme.colorScheme.error) }
                    when (val screen = app.screen) {
                        Screen.Home -> HomeScreen(app, pictures::start, pictures::saved)
                        is Screen.NewGame -> NewGameScreen(screen.form, app)
                        Screen.Game -> app.game?.let { GameScreen(it, app) }
                        Screen.Settings -> SettingsScreen(app)
                        is Screen.Rules -> RulesScreen(screen.rules) { app.back() }
                        Screen.Stats -> StatsScreen(app)
                        Screen.Join -> JoinScreen(app)
                    }
                }
            }
        }
    }
}

/** Board pictures for the home screen: each game's start, each save's table view (nothing private). */
private class Pictures(private val app: AppState) {
    private val starts = HashMap<String, BoardScene?>()
    private val saves = HashMap<String, Pair<ULong, BoardScene?>>()

    fun start(gameId: String): BoardScene? = starts.getOrPut(gameId) { app.startScene(gameId) }

    fun saved(id: String): BoardScene? {
        val stamp = app.listing.games.firstOrNull { it.id == id }?.updatedMs ?: return null
        saves[id]?.takeIf { it.first == stamp }?.let { return it.second }
        return app.savedScene(id).also { saves[id] = stamp to it }
    }
}
