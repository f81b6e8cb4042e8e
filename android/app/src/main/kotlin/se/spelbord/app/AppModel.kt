package se.spelbord.app

import android.app.Application
import android.os.Handler
import android.os.Looper
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.lifecycle.AndroidViewModel
import java.io.File
import java.util.Locale
import java.util.concurrent.Executors
import se.spelbord.controller.GameController
import se.spelbord.controller.GameUiState
import se.spelbord.controller.NewGameForm
import se.spelbord.controller.SavedGames
import se.spelbord.controller.TaskRunner
import se.spelbord.controller.describe
import se.spelbord.ffi.GameInfo
import se.spelbord.ffi.GameSession
import se.spelbord.ffi.RulesText
import se.spelbord.ffi.SaveListing
import se.spelbord.ffi.SpelbordException
import se.spelbord.ffi.games
import se.spelbord.ffi.rulesText

/** Which screen is shown. */
sealed interface Screen {
    /** The catalog and the saved games. */
    data object Home : Screen

    /** Setting up a new game. */
    data class NewGame(val form: NewGameForm) : Screen

    /** Playing. */
    data object Game : Screen
}

/** Bots think on one background thread; results are published on the main looper. */
private object AndroidRunner : TaskRunner {
    private val worker = Executors.newSingleThreadExecutor()
    private val main = Handler(Looper.getMainLooper())
    override fun background(work: () -> Unit) {
        worker.execute(work)
    }
    override fun ui(work: () -> Unit) {
        main.post(work)
    }
}

/**
 * App state that survives rotation. Holds the open game's [GameController]; all
 * decisions are the Rust core's, this only switches screens and keeps Compose state.
 */
class AppModel(app: Application) : AndroidViewModel(app) {
    private val saved = SavedGames.inDirectory(File(app.filesDir, "saves").path)

    /** The games offered. */
    val catalog: List<GameInfo> = games()

    var screen by mutableStateOf<Screen>(Screen.Home)
        private set
    var listing by mutableStateOf<SaveListing>(saved.list())
        private set
    var game by mutableStateOf<GameUiState?>(null)
        private set
    var message by mutableStateOf<String?>(null)
        private set

    /** The rules shown over the current screen, if any. */
    var rules by mutableStateOf<RulesText?>(null)
        private set

    private var controller: GameController? = null

    /** The controller of the open game. */
    val current: GameController? get() = controller

    private fun open(session: GameSession) {
        controller?.session?.close()
        val next = GameController(session, AndroidRunner, onChange = { game = it }, minBotThinkMs = 600U)
        controller = next
        game = next.state
        screen = Screen.Game
        next.continueWithBots()
    }

    fun newGame(info: GameInfo) {
        screen = Screen.NewGame(NewGameForm(info))
    }

    fun editForm(form: NewGameForm) {
        screen = Screen.NewGame(form)
    }

    fun start(form: NewGameForm) = guarded { open(form.start(saved.store)) }

    fun load(id: String) = guarded { open(saved.open(id)) }

    fun delete(id: String) {
        message = saved.delete(id)
        listing = saved.list()
    }

    /** Shows how to play `gameId` in the device's language (English if not written). */
    fun showRules(gameId: String) = guarded { rules = rulesText(gameId, Locale.getDefault().toLanguageTag()) }

    fun closeRules() {
        rules = null
    }

    fun rematch() = guarded { controller?.let { open(it.session.rematch()) } }

    fun home() {
        listing = saved.list()
        screen = Screen.Home
    }

    fun refresh() {
        listing = saved.list()
        controller?.refresh()
    }

    private fun guarded(action: () -> Unit) {
        try {
            message = null
            action()
        } catch (e: SpelbordException) {
            message = describe(e)
        }
    }

    override fun onCleared() {
        controller?.session?.close()
    }
}
