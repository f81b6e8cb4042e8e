package se.spelbord.app

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.unit.dp
import se.spelbord.controller.NewGameForm
import se.spelbord.ffi.BotLevel

/** Seats (human or bot level) and variants; the core validates on start. */
@Composable
fun NewGameScreen(form: NewGameForm, model: AppModel) {
    val game = form.game
    Column(Modifier.verticalScroll(rememberScrollState()), verticalArrangement = Arrangement.spacedBy(8.dp)) {
        Text(game.name, style = MaterialTheme.typography.titleLarge)
        Text(stringResource(R.string.players))
        Row(horizontalArrangement = Arrangement.spacedBy(4.dp)) {
            for (n in game.minPlayers.toInt()..game.maxPlayers.toInt()) {
                FilterChip(
                    selected = form.seats.size == n,
                    onClick = { model.editForm(form.withPlayers(n)) },
                    label = { Text("$n") },
                )
            }
        }
        form.seats.forEachIndexed { i, seat ->
            Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(4.dp)) {
                Text(seat.name, Modifier.weight(1f))
                FilterChip(
                    selected = seat.bot == null,
                    onClick = { model.editForm(form.withSeat(i, seat.copy(bot = null))) },
                    label = { Text(stringResource(R.string.human)) },
                )
                for (level in BotLevel.entries) {
                    FilterChip(
                        selected = seat.bot == level,
                        onClick = { model.editForm(form.withSeat(i, seat.copy(bot = level))) },
                        label = { Text(level.name.lowercase()) },
                    )
                }
            }
        }
        for (variant in game.variants) {
            // The label key is localised by the app's string tables; the help line is the fallback.
            Text(variant.help)
            Row(horizontalArrangement = Arrangement.spacedBy(4.dp)) {
                for (value in variant.values) {
                    FilterChip(
                        selected = form.variants[variant.key] == value,
                        onClick = { model.editForm(form.withVariant(variant.key, value)) },
                        label = { Text(value) },
                    )
                }
            }
        }
        Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            OutlinedButton(onClick = { model.home() }) { Text(stringResource(R.string.back)) }
            Button(onClick = { model.start(form) }) { Text(stringResource(R.string.start)) }
        }
    }
}
