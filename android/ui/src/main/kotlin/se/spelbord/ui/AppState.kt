package se.spelbord.ui

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import java.io.File
import se.spelbord.controller.GameController
import se.spelbord.controller.GameUiState
import se.spelbord.controller.NewGameForm
import se.spelbord.controller.SavedGames
import se.spelbord.controller.TaskRunner
import se.spelbord.controller.describe
import se.spelbord.ffi.Face
import se.spelbord.ffi.BoardScene
import se.spelbord.ffi.GameInfo
import se.spelbord.ffi.GameTurn
import se.spelbord.ffi.HomeOnline
import se.spelbord.ffi.OnlineEntry
import se.spelbord.ffi.checkTurns as askServers
import se.spelbord.ffi.homeOnline as orderOnline
import se.spelbord.ffi.homeTurnSound
import se.spelbord.ffi.GameSession
import se.spelbord.ffi.OnlineTicket
import se.spelbord.ffi.Phase
import se.spelbord.ffi.Table
import se.spelbord.ffi.TableListener
import se.spelbord.ffi.TableSettings
import se.spelbord.ffi.WebSocketTransport
import se.spelbord.ffi.Message
import se.spelbord.ffi.RulesText
import se.spelbord.ffi.SaveListing
import se.spelbord.ffi.SpelbordException
import se.spelbord.ffi.games
import se.spelbord.ffi.rulesText

/** Which screen is shown. */
sealed interface Screen {
    /** Continue, new games, saved games. */
    data object Home : Screen

    /** Setting up a new game. */
    data class NewGame(val form: NewGameForm) : Screen

    /** Playing the open game (or its hand-off, or its end). */
    data object Game : Screen

    /** The settings. */
    data object Settings : Screen

    /** How to play, over the screen it was opened from. */
    data class Rules(val rules: RulesText, val from: Screen) : Screen

    /** The statistics of the players on this device. */
    data object Stats : Screen

    /** Joining an online game with an invite code. */
    data object Join : Screen
}

/**
 * The app's state, free of any platform: the screen, the saved games, the open game's
 * [GameController] and the settings. Android keeps one in a ViewModel, the desktop in
 * its window. All decisions are the Rust core's; this only switches screens.
 *
 * @param dataDir where saves and settings live.
 * @param runner where bots think and where UI updates run.
 * @param systemLanguage the platform's language tag such as `nb-NO` (for "follow the system").
 * @param sounds plays the short sounds of the table.
 */
class AppState(
    dataDir: File,
    private val runner: TaskRunner,
    private val systemLanguage: String,
    val sounds: Sounds = Sounds.Silent,
    /** The platform's WebSocket for online games (the JDK's, OkHttp, …); null: no online games. */
    private val transport: (() -> WebSocketTransport)? = null,
) {
    /** The tickets of this device's online games (their seats' tokens: private files). */
    val online = OnlineGames(File(dataDir, "online"))

    /**
     * The platform's share sheet for an invite (Android's ACTION_SEND chooser, set by its
     * activity); null where there is none (the desktop copies the code instead).
     */
    var share by mutableStateOf<((String) -> Unit)?>(null)

    /** True when this app can play online (a transport was given). */
    val canPlayOnline: Boolean get() = transport != null

    /** What the servers said of this device's online games when last asked ([checkTurns]). */
    var turns by mutableStateOf<List<GameTurn>>(emptyList())
        private set

    /** True while a [checkTurns] is under way (one at a time). */
    private var checking = false

    /**
     * Asks the servers whose turn it is in each online game of this device, off the UI
     * thread; Home then shows the count line and the marks. Called as the app starts,
     * when Home opens and when the app comes back to the foreground.
     */
    fun checkTurns() {
        val socket = transport ?: return
        val tickets = online.list().map { it.ticket }
        if (tickets.isEmpty() || checking) return
        checking = true
        runner.background {
            val said = runCatching { askServers(tickets, socket()) }.getOrDefault(emptyList())
            runner.ui {
                // The core says whether a game came to this device's turn since the last answer.
                val chime = homeTurnSound(turns, said)
                turns = said
                checking = false
                if (chime != null && screen == Screen.Home && settings.sound) sounds.play(Sound.of(chime))
            }
        }
    }

    /** Home's online games in the core's order ("your turn" first) with the count line. */
    fun homeOnline(): HomeOnline = orderOnline(
        online.list().map { OnlineEntry(it.ticket.server, it.ticket.gameId, it.game, it.yourTurn, false, it.seenMs.toULong(), null) },
        turns,
    )

    private val saved = SavedGames.inDirectory(File(dataDir, "saves").apply { mkdirs() }.path)
    private val settingsFile = SettingsFile(File(dataDir, "settings.properties"))
    private val lastForms = LastForms(File(dataDir, "last-games.properties"))

    /** The games offered. */
    val catalog: List<GameInfo> = games()

    var screen by mutableStateOf<Screen>(Screen.Home)
        private set
    var listing by mutableStateOf<SaveListing>(saved.list())
        private set
    var game by mutableStateOf<GameUiState?>(null)
        private set
    var message by mutableStateOf<Message?>(null)
        private set
    var settings by mutableStateOf(settingsFile.load())
        private set

    /** A save the player asked to delete, waiting for the confirmation dialog. */
    var pendingDelete by mutableStateOf<String?>(null)
        private set

    /** The words in the chosen language (reloaded when the setting changes). */
    var words by mutableStateOf(Words.load(settings.languageTag(systemLanguage), settings.colourMarks))
        private set

    private var controller: GameController? = null

    /** Resigning, the statistics and the first-game guide. */
    val aids = PlayerAids(saved.store, { Seats.defaultName(it, words) }) { controller }

    /** The controller of the open game. */
    val current: GameController? get() = controller

    /**
     * True when the system asks for no motion (Android's "Remove animations", which
     * sets the animator duration scale to 0); the platform entry point sets it.
     */
    var systemReducedMotion by mutableStateOf(false)

    /** How fast the board moves: the chosen speed, or still when the system asks for no motion. */
    val motionFactor: Float get() = if (systemReducedMotion) 0f else settings.animation.factor()

    /** True while a seat's private cards may be on screen (Android sets FLAG_SECURE then). */
    val privateShown: Boolean
        get() {
            val g = game ?: return false
            return screen == Screen.Game && g.handOffTo == null && g.scene.nodes.any { it.face is Face.Card }
        }

    private fun open(session: GameSession) {
        controller?.let { it.close(); it.session?.close() }
        val next = GameController(
            session,
            runner,
            onChange = { game = it; aids.update() },
            minBotThinkMs = settings.botSpeed.millis,
            autoPlayForced = settings.autoPlayForced,
            shownMs = settings.shownFor.millis,
        )
        show(next)
    }

    /**
     * Opens a game on the server: [make] builds the table (host, join or resume) with the
     * platform's socket and the listener; the ticket is kept once the seat is taken.
     */
    private fun openOnline(make: (WebSocketTransport, TableSettings, TableListener) -> Table) {
        val socket = transport ?: return
        controller?.let { it.close(); it.session?.close() }
        val tableSettings = TableSettings(settings.botSpeed.millis, settings.botSpeed.millis, settings.autoPlayForced, null)
        var ticket: OnlineTicket? = null
        var kept: Pair<String, Boolean>? = null
        var counted = false
        // The first states come while the table opens, before the controller exists.
        var opened: GameController? = null
        val next = GameController.online(runner, onChange = { state ->
            game = state
            aids.update()
            val status = state.online
            if (status != null && status.gameId.isNotEmpty()) {
                // Kept once the seat is taken, and again whenever whose turn it is changes
                // (the home screen lists "your turn" first).
                ticket = ticket ?: opened?.ticket()
                val now = state.view.game to (state.view.phase == Phase.HumanTurn(status.seat) && !state.isOver)
                val t = ticket
                if (t != null && now != kept) {
                    online.keep(t, now.first, now.second)
                    kept = now
                }
            }
            // Once over (played out or resigned), the game as the server exported it is
            // counted in this device's statistics (the core counts each game once).
            if (status != null && state.isOver && !counted) {
                opened?.finishedSave()?.let { save ->
                    counted = runCatching { saved.store.countFinished(save) }.isSuccess
                    aids.refreshStats()
                }
            }
        }) { listener -> make(socket(), tableSettings, listener) }
        opened = next
        show(next)
    }

    /** Hosts the form's game on the server: invited seats get codes. */
    fun hostOnline(form: NewGameForm) = openOnline { socket, s, l ->
        Table.host(settings.server, words.language, form.game.id, form.variants, form.remoteSeats(), s, socket, l)
    }

    /** The join screen. */
    fun openJoin() {
        message = null
        screen = Screen.Join
    }

    /** Joins with a code as typed (case and look-alike characters do not matter). */
    fun join(code: String, name: String?) = openOnline { socket, s, l ->
        Table.join(settings.server, words.language, code.trim(), name?.takeIf { it.isNotBlank() }, s, socket, l)
    }

    /** Back to an online game of the home screen. */
    fun resume(ticket: OnlineTicket) = openOnline { socket, s, l -> Table.resume(ticket, words.language, null, s, socket, l) }

    private fun show(next: GameController) {
        controller = next
        game = next.state
        aids.gameOpened(next)
        screen = Screen.Game
        next.refresh()
    }

    /** The form each game was last started with on this device, by game id. */
    var lastPlayed by mutableStateOf(catalog.mapNotNull { info -> lastForms.form(info)?.let { info.id to it } }.toMap())
        private set

    /**
     * Opens the new-game form for `info`: the seats, names and house rules it was last
     * started with, else the usual number of players.
     */
    fun newGame(info: GameInfo) {
        screen = Screen.NewGame(lastPlayed[info.id] ?: Seats.defaultForm(info, words))
    }

    /** Starts `info` again with the players and house rules it was last started with (Home's "Play again"). */
    fun playAgain(info: GameInfo) {
        lastPlayed[info.id]?.let { start(it) }
    }

    fun editForm(form: NewGameForm) {
        screen = Screen.NewGame(form)
    }

    fun start(form: NewGameForm) = guarded {
        // A person who typed no name plays as the seat's default name ("Player 2"), which
        // the core reads in every language; the form keeps the field empty.
        val named = Seats.named(form, words)
        if (form.online) {
            hostOnline(named)
        } else {
            open(named.start(saved.store))
            // Kept once the game has started: a form the core refused is not "the last".
            lastForms.remember(form)
            lastPlayed = lastPlayed + (form.game.id to form.copy(seed = null))
        }
    }

    fun load(id: String) = guarded { open(saved.open(id)) }

    /** Asks for confirmation before deleting `id`. */
    fun askDelete(id: String) {
        pendingDelete = id
    }

    fun cancelDelete() {
        pendingDelete = null
    }

    fun confirmDelete() {
        val id = pendingDelete ?: return
        pendingDelete = null
        message = saved.delete(id)
        listing = saved.list()
    }

    /** Shows how to play `gameId` in the app's language. */
    fun showRules(gameId: String) = guarded { screen = Screen.Rules(rulesText(gameId, words.language), screen) }

    fun rematch() = guarded { controller?.session?.let { open(it.rematch()) } }

    /** Back to the home screen; an open game is saved already (it autosaves every change). */
    fun home() {
        if (game?.online != null) {
            // An online game's socket closes on Home: the others see this seat away, and
            // the server's turn notifier may tell this device when the game waits for it.
            controller?.close()
            controller = null
            game = null
        }
        listing = saved.list()
        screen = Screen.Home
        checkTurns()
    }

    fun openSettings() {
        screen = Screen.Settings
    }

    /** The statistics, read anew. */
    fun openStats() {
        aids.refreshStats()
        screen = Screen.Stats
    }

    /** Changes the settings, stores them and applies what applies at once. */
    fun update(next: Settings) {
        settings = next
        settingsFile.save(next)
        controller?.settings(next.botSpeed.millis, next.autoPlayForced, next.shownFor.millis)
        words = Words.load(next.languageTag(systemLanguage), next.colourMarks)
    }

    /**
     * The platform's back action. Returns false on the home screen (the platform then
     * closes the app); anywhere else goes one screen up.
     */
    fun back(): Boolean {
        when (val s = screen) {
            Screen.Home -> return pendingDelete?.let { cancelDelete(); true } ?: false
            is Screen.Rules -> screen = s.from
            else -> home()
        }
        return true
    }

    /** Re-reads saves and the open game (after the app resumes). */
    fun refresh() {
        listing = saved.list()
        controller?.deviceReturned()
        if (screen == Screen.Home) checkTurns()
    }

    /**
     * The device was left unattended (the app went to the background, the window lost
     * focus): in pass-and-play the core puts a hand-off naming who is to play in front
     * of everything private. The platform entry points call it.
     */
    fun leftUnattended() {
        controller?.deviceLeft()
    }

    private fun guarded(action: () -> Unit) {
        try {
            message = null
            action()
        } catch (e: SpelbordException) {
            message = describe(e)
        }
    }

    /** The table's view of a new game of `gameId` (the home screen's picture), or null. */
    fun startScene(gameId: String): BoardScene? = runCatching {
        val info = catalog.first { it.id == gameId }
        Seats.defaultForm(info, words).copy(seed = 1UL).start(null).use { it.scene(null) }
    }.getOrNull()

    /**
     * The table's view of a saved game (its thumbnail; nothing private), or null. Read
     * without opening the game, so a game just finished (its table still closing) shows.
     */
    fun savedScene(id: String): BoardScene? = runCatching { saved.store.tableScene(id) }.getOrNull()

    /** Closes the open game's session (the app is going away). */
    fun close() {
        controller?.let { it.close(); it.session?.close() }
        controller = null
    }

    init {
        // The app starts on Home: whose turn it is in the online games.
        checkTurns()
    }
}
