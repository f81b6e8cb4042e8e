package se.spelbord.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.lazy.grid.GridCells
import androidx.compose.foundation.lazy.grid.GridItemSpan
import androidx.compose.foundation.lazy.grid.LazyVerticalGrid
import androidx.compose.foundation.lazy.grid.items
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clip
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import java.text.DateFormat
import java.util.Date
import java.util.Locale
import se.spelbord.ffi.BoardScene
import se.spelbord.ffi.GameInfo
import se.spelbord.ffi.SaveSummary

/** Continue, a new game per game (with its board as the picture), the saved games. */
@Composable
fun HomeScreen(app: AppState, pictures: (String) -> BoardScene?, thumbnails: (String) -> BoardScene?) {
    val w = words
    val last = app.listing.games.firstOrNull { !it.finished }
    LazyVerticalGrid(GridCells.Adaptive(260.dp), Modifier.testTag("home-list"), horizontalArrangement = Arrangement.spacedBy(12.dp), verticalArrangement = Arrangement.spacedBy(12.dp)) {
        item(span = { GridItemSpan(maxLineSpan) }) {
            TitleBar(w("app-name"), onBack = null) {
                TextButton(onClick = { app.openStats() }, modifier = Modifier.testTag("stats")) { Text(w("app-stats")) }
                TextButton(onClick = { app.openSettings() }, modifier = Modifier.testTag("settings")) { Text(w("app-settings")) }
            }
        }
        if (last != null) {
            item(span = { GridItemSpan(maxLineSpan) }) {
                Button(onClick = { app.load(last.id) }, modifier = Modifier.fillMaxWidth().testTag("continue")) {
                    Text(w("app-continue", "title" to w.render(last.title)))
                }
            }
        }
        if (app.canPlayOnline) {
            // The core orders the games ("your turn" first, by the servers' word when
            // they answered) and words the count line.
            val home = app.homeOnline()
            val tickets = app.online.list().associateBy { it.ticket.gameId }
            item(span = { GridItemSpan(maxLineSpan) }) {
                Column {
                    Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                        Heading(w("app-online-games"))
                        OutlinedButton(onClick = { app.openJoin() }, modifier = Modifier.testTag("open-join")) { Text(w("app-online-join")) }
                    }
                    home.line?.let {
                        Text(w.render(it), color = MaterialTheme.colorScheme.primary, style = MaterialTheme.typography.titleMedium, modifier = Modifier.testTag("wait-count"))
                    }
                }
            }
            items(home.games.filter { it.gameId in tickets }, key = { "online:" + it.gameId }, span = { GridItemSpan(minOf(2, maxLineSpan)) }) { g ->
                val ticket = tickets.getValue(g.gameId).ticket
                Card(Modifier.fillMaxWidth().clickable { app.resume(ticket) }.testTag("online:${g.gameId}")) {
                    Row(Modifier.padding(12.dp), verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                        MarkedThumbnail(pictures(g.game), 72, marked = g.yourTurn, tag = "turn-mark:${g.gameId}")
                        // The core's line: the game, the other players and whose turn it is, or
                        // whom it waits for to join; the game's name until a server has said.
                        val name = g.line?.let { w.render(it) } ?: app.catalog.firstOrNull { it.id == g.game }?.name ?: g.gameId
                        Text(name, Modifier.weight(1f).testTag("online-line:${g.gameId}"), style = MaterialTheme.typography.titleMedium)
                        // The line says whose turn it is; without one (no server answer yet) this does.
                        if (g.yourTurn && g.line == null) Text(w("app-online-your-turn"), color = MaterialTheme.colorScheme.primary, modifier = Modifier.testTag("your-turn"))
                    }
                }
            }
        }
        item(span = { GridItemSpan(maxLineSpan) }) { Heading(w("app-new-game")) }
        items(app.catalog, key = { it.id }) { info -> GameCard(info, pictures(info.id), app) }
        item(span = { GridItemSpan(maxLineSpan) }) { Heading(w("app-saved-games")) }
        if (app.listing.games.isEmpty() && app.listing.unreadable.isEmpty()) {
            item(span = { GridItemSpan(maxLineSpan) }) { Text(w("app-no-saved-games")) }
        }
        // A saved game has more to say than a new one (title, players, whose turn, when):
        // two columns of the grid where there are two, so a tablet's rows do not wrap word by word.
        items(app.listing.games, key = { it.id }, span = { GridItemSpan(minOf(2, maxLineSpan)) }) { save ->
            SavedGameRow(save, thumbnails(save.id), app)
        }
        items(app.listing.unreadable, key = { it.id }, span = { GridItemSpan(minOf(2, maxLineSpan)) }) { entry ->
            Card(Modifier.fillMaxWidth().testTag("unreadable:${entry.id}")) {
                Row(Modifier.padding(12.dp), verticalAlignment = Alignment.CenterVertically) {
                    Text(
                        w.render(entry.message),
                        Modifier.weight(1f),
                    )
                    // A newer file is kept for the newer app; only damaged ones may go.
                    if (!entry.newer) OutlinedButton(onClick = { app.askDelete(entry.id) }) { Text(w("app-delete")) }
                }
            }
        }
    }
    app.pendingDelete?.let { id ->
        val title = app.listing.games.firstOrNull { it.id == id }?.title?.let { w.render(it) } ?: id
        AlertDialog(
            onDismissRequest = { app.cancelDelete() },
            title = { Text(w("app-delete-title")) },
            text = { Text(w("app-delete-question", "title" to title)) },
            confirmButton = {
                Button(onClick = { app.confirmDelete() }, modifier = Modifier.testTag("confirm-delete")) { Text(w("app-delete")) }
            },
            dismissButton = { TextButton(onClick = { app.cancelDelete() }) { Text(w("app-cancel")) } },
        )
    }
}

@Composable
private fun GameCard(info: GameInfo, picture: BoardScene?, app: AppState) {
    val w = words
    Card(Modifier.fillMaxWidth().clickable { app.newGame(info) }.testTag("new:${info.id}")) {
        Row(Modifier.padding(12.dp), verticalAlignment = Alignment.CenterVertically) {
            Thumbnail(picture, 96)
            Column(Modifier.padding(start = 12.dp).weight(1f)) {
                Text(info.name, style = MaterialTheme.typography.titleMedium)
                Text(
                    if (info.minPlayers == info.maxPlayers) w("app-player-count", "n" to info.minPlayers.toInt())
                    else w("app-player-range", "min" to info.minPlayers.toInt(), "max" to info.maxPlayers.toInt()),
                )
                // The players and house rules this game was last started with: one tap starts it again.
                app.lastPlayed[info.id]?.let { last ->
                    val players = last.seats.mapIndexed { i, s -> Seats.shownName(i, s, w) }.joinToString(", ")
                    val changed = last.houseRulesChanged()
                    val rules = if (changed == 0) w("app-house-rules-standard") else w("app-house-rules-changed", "n" to changed)
                    Text(w("app-play-again-line", "players" to players, "rules" to rules), style = MaterialTheme.typography.bodySmall, modifier = Modifier.testTag("again-line:${info.id}"))
                }
                Row(verticalAlignment = Alignment.CenterVertically) {
                    if (app.lastPlayed[info.id] != null) {
                        Button(onClick = { app.playAgain(info) }, modifier = Modifier.testTag("again:${info.id}")) { Text(w("app-play-again")) }
                    }
                    TextButton(onClick = { app.showRules(info.id) }, modifier = Modifier.testTag("rules:${info.id}")) {
                        Text(w("app-rules"))
                    }
                }
            }
        }
    }
}

@Composable
private fun SavedGameRow(save: SaveSummary, thumbnail: BoardScene?, app: AppState) {
    val w = words
    val time = remember(save.updatedMs, w.language) {
        DateFormat.getDateTimeInstance(DateFormat.MEDIUM, DateFormat.SHORT, Locale.forLanguageTag(w.language))
            .format(Date(save.updatedMs.toLong()))
    }
    Card(Modifier.fillMaxWidth().clickable { app.load(save.id) }.testTag("save:${save.id}")) {
        Row(Modifier.padding(12.dp), verticalAlignment = Alignment.CenterVertically) {
            Thumbnail(thumbnail, 72)
            Column(Modifier.padding(start = 12.dp).weight(1f)) {
                Text(w.render(save.title), style = MaterialTheme.typography.titleSmall)
                // Under a title the players gave; a made-up title names the players already.
                save.playersLine?.let { Text(w.render(it), style = MaterialTheme.typography.bodySmall) }
                Text(
                    save.toMove?.takeIf { !save.finished }?.let { w("app-save-to-move", "name" to w.render(it)) } ?: w("app-save-finished"),
                    style = MaterialTheme.typography.bodySmall,
                )
                Text(w("app-save-played", "time" to time), style = MaterialTheme.typography.bodySmall)
            }
            OutlinedButton(onClick = { app.askDelete(save.id) }, modifier = Modifier.testTag("delete:${save.id}")) {
                Text(w("app-delete"))
            }
        }
    }
}

/**
 * A thumbnail with, when [marked], a round "your turn" mark on its top-right corner:
 * set out past the picture's edge, so it covers only the corner of the board's frame,
 * never the board's middle where the pieces are.
 */
@Composable
fun MarkedThumbnail(scene: BoardScene?, sizeDp: Int, marked: Boolean, tag: String) {
    val mark = 18
    androidx.compose.foundation.layout.Box(Modifier.size((sizeDp + mark / 2).dp)) {
        androidx.compose.foundation.layout.Box(Modifier.align(Alignment.BottomStart)) { Thumbnail(scene, sizeDp) }
        if (marked) {
            val said = words("app-online-your-turn")
            androidx.compose.foundation.layout.Box(
                Modifier.align(Alignment.TopEnd).size(mark.dp)
                    .background(MaterialTheme.colorScheme.surface, CircleShape)
                    .padding(2.dp)
                    .background(MaterialTheme.colorScheme.primary, CircleShape)
                    .semantics { contentDescription = said }
                    .testTag(tag),
            )
        }
    }
}

/** The board drawn small, with no touch and no semantics of its own. */
@Composable
fun Thumbnail(scene: BoardScene?, sizeDp: Int) {
    val modifier = Modifier.size(sizeDp.dp).clip(RoundedCornerShape(8.dp))
    if (scene == null) {
        androidx.compose.foundation.layout.Box(modifier.background(MaterialTheme.colorScheme.surfaceVariant))
        return
    }
    // A picture of the board: too small for its words to read, so none are drawn.
    Board(scene, emptyList(), speed = 0f, modifier = modifier.aspectRatio(1f).clearAndSetSemantics { }, withText = false) { }
}
