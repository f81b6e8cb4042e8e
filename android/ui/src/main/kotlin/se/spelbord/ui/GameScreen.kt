package se.spelbord.ui

import se.spelbord.ffi.layoutForArea
import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clipToBounds
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import se.spelbord.controller.GameController
import se.spelbord.controller.GameUiState
import se.spelbord.ffi.BoardScene
import se.spelbord.ffi.Layout
import se.spelbord.ffi.Phase
import se.spelbord.ffi.SceneNode
import se.spelbord.ffi.StepInfo

/**
 * What a phone keeps below the board: Undo and Hint with a row of steps (the rest of
 * the steps scroll) and a few lines of the log. More than this went to the board's
 * cost: with 400 dp kept, a Pairanoid board was drawn at 60% of a phone's width and its
 * labels outgrew their places.
 */
private val PORTRAIT_BELOW_BOARD = 250.dp

/** The log's least room on a phone: its heading and three lines. */
private val PORTRAIT_LOG = 92.dp

/** The game: the board and what goes with it, or the hand-off screen, or the end. */
@Composable
fun GameScreen(state: GameUiState, app: AppState) {
    val controller = app.current ?: return
    val w = words
    // Side by side or one column is the screen's shape, not what the panels above the
    // board leave: on a phone with the guide's offer and a "played for you" panel up,
    // the room left was wider than tall and squeezed a tablet's row into it.
    BoxWithConstraints(Modifier.fillMaxSize()) {
        val screenWide = maxWidth > maxHeight * 1.15f && maxWidth >= TITLE_OWN_LINE_BELOW
        Column(Modifier.fillMaxSize()) {
            TitleBar(w.render(state.title), onBack = { app.home() }) {
                if (state.thinking) Text(w("app-thinking"), Modifier.padding(end = 8.dp))
                TextButton(onClick = { app.showRules(state.view.game) }, modifier = Modifier.testTag("rules")) { Text(w("app-rules")) }
                GameMenu(state, app)
            }
            ResignPanel(app)
            (state.error ?: state.autosaveError)?.let { Text(w.render(it), color = MaterialTheme.colorScheme.error) }
            OnlinePanel(state.online, app.share)
            // An online game before every seat is taken has no board yet: the codes and the line are all.
            if (state.online != null && state.scene.nodes.isEmpty()) return@Column
            val handOff = state.handOffName
            if (handOff != null) {
                // Nothing of the board is composed until the named player holds the device.
                HandOffPanel(
                    handOff, state.handOffUndo?.let(w::render), onUndo = { controller.undoBeforeHandOff() },
                    takeBack = state.handOffTakeBack, onKeep = { controller.keepMove() },
                ) { controller.confirmHandOff() }
                return@Column
            }
            val entries = remember(state.view.version, w.language) { controller.moveLog() }
            // Each line with the entry it belongs to: a tapped line marks its entry's move.
            val log = remember(entries, w.language) {
                entries.flatMapIndexed { k, e -> e.lines.map { LogLine(w.render(it), k) } }
            }
            // The entry picked in the log, until the game moves on; the core marks its places.
            var picked by remember(state.view.version) { mutableStateOf<Int?>(null) }
            val logMarks = remember(picked, state.scene) { picked?.let { entries.getOrNull(it) }?.let(controller::logMarks).orEmpty() }
            val pick: (Int) -> Unit = { k -> picked = if (picked == k) null else k }
            PlaySounds(state, app)
            // Which panels sit above the actions: when one goes, the actions come back into view.
            val panelsKey = listOf(app.aids.guideOffer != null, app.aids.guideShown != null, state.reveal != null)
            BoxWithConstraints(Modifier.fillMaxSize()) {
                if (screenWide) {
                    Row(Modifier.fillMaxSize(), horizontalArrangement = Arrangement.spacedBy(16.dp)) {
                        Box(Modifier.weight(1.4f).fillMaxHeight()) { PlayBoard(state, controller, app, marks = logMarks) }
                        Column(Modifier.weight(1f).fillMaxHeight(), verticalArrangement = Arrangement.spacedBy(8.dp)) {
                            TurnBanner(state)
                            Decisions(state, controller)
                            ScrollingControls(state, panelsKey, Modifier.weight(1f, fill = false), Modifier.weight(1f, fill = false)) {
                                PanelsAndControls(state, controller, app, log, picked, pick)
                            }
                            MoveLog(log, picked, pick, Modifier.weight(0.6f))
                        }
                    }
                } else {
                    // A phone: the board takes the width and only the height its shape needs
                    // (a wide backgammon board leaves no bands above and below it), up to what
                    // leaves the steps and the log their room; the log takes what is left.
                    val boardRoom = (maxHeight - PORTRAIT_BELOW_BOARD).coerceAtLeast(maxWidth * 0.6f)
                    val boardHeight = minOf(maxWidth / state.scene.aspect.coerceAtLeast(0.1f), boardRoom)
                    val roomLayout = layoutForArea(maxWidth.value, boardRoom.value)
                    // The steps scroll in what the board and the log's least room leave.
                    val turnAndGaps = 64.dp
                    // The guide and a "played for you" panel (its dice, its cards and Done) take
                    // the log's least room while they are up: the log is there again after.
                    val panelsUp = app.aids.guideOffer != null || app.aids.guideShown != null || state.reveal != null
                    val logLeast = if (panelsUp) 0.dp else PORTRAIT_LOG
                    // The decisions' row is pinned under the board, outside the scrolling list.
                    val decisionsRow = if (decisionsOf(state).isEmpty()) 0.dp else DECISIONS_ROW
                    val controlsLeft = (maxHeight - boardHeight - logLeast - turnAndGaps - decisionsRow).coerceAtLeast(96.dp)
                    Column(Modifier.fillMaxSize(), verticalArrangement = Arrangement.spacedBy(8.dp)) {
                        TurnBanner(state)
                        Box(Modifier.fillMaxWidth().height(boardHeight).testTag("board-area")) {
                            PlayBoard(state, controller, app, area = roomLayout, marks = logMarks)
                        }
                        // Pass and Take at the thumb: never below the guide, never scrolled away.
                        Decisions(state, controller)
                        // At the end the places and the rematch need the room the steps had, and
                        // so do the guide and a "played for you" panel (its dice and cards).
                        val controlsRoom = minOf(if (state.view.phase == Phase.Over || panelsUp) 440.dp else 260.dp, controlsLeft)
                        // Each new position (and each step) starts with the actions in view: a list scrolled
                        // down to a step of the last turn would otherwise hide Undo and Hint.
                        ScrollingControls(state, panelsKey, Modifier.heightIn(max = controlsRoom), Modifier.weight(1f, fill = false)) {
                            PanelsAndControls(state, controller, app, log, picked, pick)
                        }
                        MoveLog(log, picked, pick, Modifier.fillMaxWidth().weight(1f))
                    }
                }
            }
        }
    }
}

/**
 * The panels and controls in a scrolling column of at most [outer]'s height; when
 * more lies below than is in view, a line under it says so (a button cut at the edge
 * read as a broken screen). Each new position (and each step) starts with the actions
 * in view: a list scrolled down to a step of the last turn would hide Undo and Hint.
 */
@Composable
private fun ScrollingControls(state: GameUiState, panels: Any?, outer: Modifier, inner: Modifier, content: @Composable () -> Unit) {
    val scroll = rememberScrollState()
    // So does the list once a panel above the actions goes (the guide skipped at the
    // foot of the list, a "played for you" panel done): scrolled down to its button,
    // the list stayed there with Undo and Hint out of view.
    LaunchedEffect(state.view.version, state.view.pending.size, panels) { scroll.scrollTo(0) }
    Column(outer) {
        // Scrolled down (a step tapped low in the list), the actions above are out of view: said too.
        if (scroll.canScrollBackward) {
            Text(
                words("app-more-above"),
                style = MaterialTheme.typography.labelMedium,
                color = MaterialTheme.colorScheme.primary,
                modifier = Modifier.fillMaxWidth().padding(bottom = 2.dp).testTag("controls-more"),
            )
        }
        Column(inner.verticalScroll(scroll)) { content() }
        if (scroll.canScrollForward) {
            Text(
                words("app-more-below"),
                style = MaterialTheme.typography.labelMedium,
                color = MaterialTheme.colorScheme.primary,
                modifier = Modifier.fillMaxWidth().padding(top = 2.dp).testTag("controls-more"),
            )
        }
    }
}

/**
 * A move played for this player, the guide (its offer or its caption), and the
 * controls: under the board on a phone and beside it on a wide screen. Above the board
 * the panels took the height the board needed, and a phone's board shrank until its
 * labels covered each other. At the end the places and the rematch come first.
 */
@Composable
private fun PanelsAndControls(state: GameUiState, controller: GameController, app: AppState, log: List<LogLine>, picked: Int?, pick: (Int) -> Unit) {
    val over = state.view.outcome != null
    if (over) Controls(state, controller, app, log, picked, pick)
    // A move played for this player (a forced pick-up, a card drawn): shown to them
    // until they say so; only then does the table hand the device on. First, since the
    // table waits on it (the guide's offer waits for nothing).
    state.reveal?.let { RevealPanel(it) { controller.acknowledge() } }
    GuidePanel(app)
    if (!over) Controls(state, controller, app, log, picked, pick)
}

/**
 * The decisions shown now, in the order of the steps: the core names them
 * (`TableState.decisions`: steps with no place on the board, none at the end or while a
 * move played for the player is shown).
 */
private fun decisionsOf(state: GameUiState): List<StepInfo> =
    state.view.nextSteps.filter { it.notation in state.decisions }

/** The room a row of decisions takes (a button and the gap under it). */
private val DECISIONS_ROW = 56.dp

/**
 * The decisions of this turn ([decisionsOf]) as buttons in the core's short words, pinned
 * above the scrolling controls (under the guide they needed scrolling on a phone); a
 * screen reader hears the whole step ("take the 3 cards on the table").
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun Decisions(state: GameUiState, controller: GameController) {
    val w = words
    val decisions = decisionsOf(state)
    if (decisions.isEmpty()) return
    FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp), verticalArrangement = Arrangement.spacedBy(4.dp), modifier = Modifier.padding(bottom = 4.dp).testTag("decisions")) {
        for (step in decisions) {
            val whole = w.render(step.labelMessage)
            Button(
                onClick = { controller.chooseStep(step.notation) },
                modifier = Modifier.testTag("step:${step.notation}").semantics { contentDescription = whole },
            ) { Text(w.render(step.shortMessage ?: step.labelMessage)) }
        }
    }
}

/**
 * The board: the core marks what may be chosen and where it may go; a tap on a
 * marked node plays its step, and the board moves as the core's motion says.
 */
@Composable
private fun PlayBoard(state: GameUiState, controller: GameController, app: AppState, area: Layout? = null, marks: List<SceneNode> = emptyList()) {
    BoxWithConstraints(Modifier.fillMaxSize()) {
        // The core arranges the board for the shape of the room it may take (a card hand
        // beside a wide board); a phone sizes the board to the arrangement, so it passes
        // the room, not the board's own box.
        val layout = area ?: layoutForArea(maxWidth.value, maxHeight.value)
        LaunchedEffect(layout) { controller.layout(layout) }
        // The guide's mark, when a guide is followed, is one more node of the board.
        // So are the core's marks of a move picked in the log.
        val guided = app.aids.guideShown?.mark?.let { state.scene.copy(nodes = state.scene.nodes + it) } ?: state.scene
        val scene = if (marks.isEmpty()) guided else guided.copy(nodes = guided.nodes + marks)
        Board(scene, state.motion, app.motionFactor, Modifier.fillMaxSize()) { controller.chooseStep(it) }
    }
}

/** Whose turn it is, with a token in the seat's colour where the core gives one. */
@Composable
private fun TurnBanner(state: GameUiState) {
    // While a move played for this player is shown to them, the device is still theirs:
    // "pass the device to …" comes after they confirm, on the hand-off screen.
    if (state.reveal != null) return
    // At the end the end panel says it, with the places: one "game over" on the screen.
    if (state.view.phase == Phase.Over) return
    val w = words
    val phase = state.view.phase
    val names = state.view.seatNames
    val (text, seat) = when (phase) {
        // Online this device holds one seat: another person's turn is theirs, not "yours".
        is Phase.HumanTurn -> {
            val key = if (state.online.let { it != null && it.seat != phase.seat }) "app-turn-other" else "app-turn-yours"
            w(key, "name" to names[phase.seat.toInt()]) to phase.seat
        }
        is Phase.BotTurn -> w("app-turn-bot", "name" to names[phase.seat.toInt()]) to phase.seat
        is Phase.HandOff -> w("app-hand-off", "name" to names[phase.seat.toInt()]) to phase.seat
        Phase.Over -> w("app-game-over") to null
    }
    val colour = seat?.let { state.view.seatColours.getOrNull(it.toInt()) }
    Row(verticalAlignment = Alignment.CenterVertically, modifier = Modifier.testTag("turn")) {
        if (colour != null) SeatColourToken(colour, Modifier.padding(start = 8.dp).testTag("turn-colour"))
        Text(text, Modifier.padding(start = 8.dp).testTag("turn-text"), style = MaterialTheme.typography.titleMedium)
    }
}

/** Undo, confirm, hint, the offered steps, and the end of the game. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun Controls(state: GameUiState, controller: GameController, app: AppState, log: List<LogLine>, picked: Int?, pick: (Int) -> Unit) {
    val w = words
    state.view.outcome?.let { EndPanel(state, app); return }
    Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        Button(onClick = { controller.undo() }, enabled = state.view.canUndo, modifier = Modifier.testTag("undo")) { Text(w("app-undo")) }
        if (state.view.canConfirm) {
            Button(onClick = { controller.confirm() }, modifier = Modifier.testTag("confirm")) { Text(w("app-confirm")) }
        }
        OutlinedButton(onClick = { controller.hint() }, enabled = state.view.nextSteps.isNotEmpty(), modifier = Modifier.testTag("hint")) {
            Text(w("app-hint"))
        }
    }
    state.hint?.let { hint ->
        Text(w("app-hint-is", "move" to hint.steps.joinToString(", ") { w.render(it.labelMessage) }), Modifier.testTag("hint-text"))
    }
    // Since this player's last turn: what the others did, in the core's words; under
    // the actions, so a long list never pushes Undo and Hint out of a phone's view.
    if (state.catchUp.isNotEmpty()) CatchUp(state.catchUp.map(w::render), log, picked, pick)
    // The offered steps after the actions: however many there are (five plays of a
    // Fevga roll), Undo and Hint stay in view on a phone; the steps scroll.
    FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
        // The decisions are pinned above ([Decisions]).
        val pinned = decisionsOf(state)
        for (step in state.view.nextSteps.filterNot { it in pinned }) {
            OutlinedButton(onClick = { controller.chooseStep(step.notation) }, modifier = Modifier.testTag("step:${step.notation}")) {
                Text(w.render(step.labelMessage))
            }
        }
    }
}

/**
 * What happened since the player's last turn, a short list in words, read out once.
 * A line is the core's log line of its move (the catch-up is the newest log entries
 * by others): tapped, it picks that entry as a log line does and the board marks the
 * move; a line the log does not hold (a move taken back) is not tappable.
 */
@Composable
private fun CatchUp(lines: List<String>, log: List<LogLine>, picked: Int?, onPick: (Int) -> Unit) {
    val w = words
    // Each line's entry: the newest log line with its words, matched newest first so
    // the same words twice ("Bo rolls 6") go to the latest moves.
    val entries = remember(lines, log) {
        var end = log.size
        lines.asReversed().map { text ->
            val at = (end - 1 downTo 0).firstOrNull { log[it].text == text }
            if (at != null) end = at
            at?.let { log[it].entry }
        }.asReversed()
    }
    Card(Modifier.fillMaxWidth().padding(horizontal = 8.dp).testTag("catch-up").semantics { liveRegion = LiveRegionMode.Polite }) {
        Column(Modifier.padding(horizontal = 12.dp, vertical = 6.dp)) {
            Text(w("app-catch-up"), style = MaterialTheme.typography.titleSmall)
            lines.forEachIndexed { i, line ->
                val entry = entries[i]
                val chosen = entry != null && entry == picked
                Text(
                    line,
                    style = MaterialTheme.typography.bodySmall,
                    color = if (chosen) MaterialTheme.colorScheme.onPrimaryContainer else Color.Unspecified,
                    modifier = Modifier
                        .fillMaxWidth()
                        .then(if (chosen) Modifier.background(MaterialTheme.colorScheme.primaryContainer) else Modifier)
                        .then(if (entry != null) Modifier.clickable(onClickLabel = w("app-log-show")) { onPick(entry) } else Modifier)
                        .testTag("catch-up-line:$i"),
                )
            }
        }
    }
}

/** Places, points, how the game was won and the table's tally; a rematch. */
@Composable
private fun EndPanel(state: GameUiState, app: AppState) {
    val w = words
    val outcome = state.view.outcome ?: return
    val names = state.view.seatNames
    Card(Modifier.fillMaxWidth().testTag("end")) {
        Column(Modifier.padding(16.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
            Text(w("app-game-over"), style = MaterialTheme.typography.headlineSmall)
            // Points only for games that score them (all zero otherwise).
            val scored = outcome.points.any { it != 0 }
            names.indices.sortedBy { outcome.places[it] }.forEach { seat ->
                val place = outcome.places[seat].toInt()
                // A game that names places in its own words (Durak: "out first", "the fool") says them.
                val standing = outcome.standings.getOrNull(seat)
                Text(
                    if (standing != null) w.render(standing)
                    else if (scored) w("app-place", "place" to place, "name" to names[seat], "points" to outcome.points[seat])
                    else w("app-place-no-points", "place" to place, "name" to names[seat]),
                    style = if (seat.toUInt() in outcome.winners) MaterialTheme.typography.titleMedium else MaterialTheme.typography.bodyLarge,
                )
            }
            // How it was won (a mars, a dropped double), the match score, the fjols: the core's words.
            for (line in outcome.summary) Text(w.render(line), Modifier.testTag("end-summary"))
            if (state.view.tally.isNotEmpty()) {
                Heading(w("app-tally"))
                for (row in state.view.tally) {
                    Text(w("app-tally-row", "name" to row.name, "games" to row.games.toInt(), "wins" to row.wins.toInt(), "losses" to row.losses.toInt()))
                }
            }
            Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                Button(onClick = { app.rematch() }, modifier = Modifier.testTag("rematch")) { Text(w("app-rematch")) }
                OutlinedButton(onClick = { app.home() }) { Text(w("app-home")) }
            }
        }
    }
}

/** One line of the move log and the index of the log entry it belongs to. */
private data class LogLine(val text: String, val entry: Int)

/**
 * The moves so far in words (the core's log lines), newest last; the newest is
 * announced to screen readers. Tapping a line picks its entry ([onPick]): the board
 * marks where that move happened; tapped again, the marks go.
 */
@Composable
private fun MoveLog(lines: List<LogLine>, picked: Int?, onPick: (Int) -> Unit, modifier: Modifier) {
    val w = words
    Column(modifier) {
        Text(w("app-log"), style = MaterialTheme.typography.titleSmall)
        // Laid out from the bottom: the newest move is always in view, older ones scroll up.
        // Clipped to the room under the heading, a little below it: a line scrolled half
        // out of view never draws over "Moves", nor reads as if it ran into it.
        LazyColumn(reverseLayout = true, modifier = Modifier.fillMaxWidth().weight(1f).padding(top = 6.dp).clipToBounds().testTag("log")) {
            items(lines.size) { k ->
                val i = lines.size - 1 - k
                val line = lines[i]
                val last = i == lines.size - 1
                val chosen = line.entry == picked
                Text(
                    line.text,
                    style = MaterialTheme.typography.bodySmall,
                    color = if (chosen) MaterialTheme.colorScheme.onPrimaryContainer else MaterialTheme.colorScheme.onSurface,
                    modifier = Modifier
                        .fillMaxWidth()
                        .then(if (chosen) Modifier.background(MaterialTheme.colorScheme.primaryContainer) else Modifier)
                        .clickable(onClickLabel = w("app-log-show")) { onPick(line.entry) }
                        .testTag("log-line:$i")
                        .then(if (last) Modifier.semantics { liveRegion = LiveRegionMode.Polite } else Modifier),
                )
            }
        }
    }
}

/** Plays the sound the core chose for this state (dice, a move, a knock, cards, the end). */
@Composable
private fun PlaySounds(state: GameUiState, app: AppState) {
    // The core says which sound a change makes, on the first state that shows it.
    LaunchedEffect(state) {
        val sound = state.sound ?: return@LaunchedEffect
        if (app.settings.sound) app.sounds.play(Sound.of(sound))
    }
}
