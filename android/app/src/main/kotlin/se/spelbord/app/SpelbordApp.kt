package se.spelbord.app

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material3.Button
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.unit.dp

/** Top level: one of the three screens. */
@Composable
fun SpelbordApp(model: AppModel) {
    Column(Modifier.fillMaxSize().padding(12.dp)) {
        model.message?.let { Text(it, color = MaterialTheme.colorScheme.error) }
        model.rules?.let { rules ->
            RulesScreen(rules) { model.closeRules() }
            return@Column
        }
        when (val screen = model.screen) {
            Screen.Home -> HomeScreen(model)
            is Screen.NewGame -> NewGameScreen(screen.form, model)
            Screen.Game -> model.game?.let { GameScreen(it, model) }
        }
    }
}

/** The catalog (start a new game) and the saved-games list. */
@Composable
fun HomeScreen(model: AppModel) {
    LazyColumn(verticalArrangement = Arrangement.spacedBy(8.dp)) {
        item { Text(stringResource(R.string.new_game), style = MaterialTheme.typography.titleLarge) }
        items(model.catalog) { info ->
            Row(verticalAlignment = Alignment.CenterVertically) {
                Button(onClick = { model.newGame(info) }, modifier = Modifier.weight(1f)) {
                    Text("${info.name} (${info.minPlayers}–${info.maxPlayers})")
                }
                TextButton(onClick = { model.showRules(info.id) }) { Text(stringResource(R.string.rules)) }
            }
        }
        item { Text(stringResource(R.string.saved_games), style = MaterialTheme.typography.titleLarge) }
        items(model.listing.games) { save ->
            Row(verticalAlignment = Alignment.CenterVertically) {
                TextButton(onClick = { model.load(save.id) }, modifier = Modifier.weight(1f)) {
                    Text(if (save.finished) "${save.title} ✓" else "${save.title} — ${save.toMove}")
                }
                OutlinedButton(onClick = { model.delete(save.id) }) { Text(stringResource(R.string.delete)) }
            }
        }
        items(model.listing.unreadable) { entry ->
            Row(verticalAlignment = Alignment.CenterVertically) {
                Text(
                    if (entry.newer) stringResource(R.string.newer_save)
                    else stringResource(R.string.unreadable_save, entry.reason),
                    modifier = Modifier.weight(1f),
                )
                // A newer file is kept for the newer app; only damaged ones may go.
                if (!entry.newer) {
                    OutlinedButton(onClick = { model.delete(entry.id) }) { Text(stringResource(R.string.delete)) }
                }
            }
        }
    }
}
