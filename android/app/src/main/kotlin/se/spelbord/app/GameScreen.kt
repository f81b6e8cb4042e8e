package se.spelbord.app

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.lazy.LazyRow
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
import se.spelbord.controller.GameUiState

/** The game: board, offered steps, undo/confirm; or the hand-off screen. */
@Composable
fun GameScreen(state: GameUiState, model: AppModel) {
    val controller = model.current ?: return
    Column(verticalArrangement = Arrangement.spacedBy(8.dp)) {
        Row(verticalAlignment = Alignment.CenterVertically) {
            OutlinedButton(onClick = { model.home() }) { Text(stringResource(R.string.back)) }
            Text(state.title, Modifier.padding(start = 8.dp).weight(1f), style = MaterialTheme.typography.titleMedium)
            if (state.thinking) Text(stringResource(R.string.thinking))
            TextButton(onClick = { model.showRules(state.view.game) }) { Text(stringResource(R.string.rules)) }
        }
        state.error?.let { Text(it, color = MaterialTheme.colorScheme.error) }

        val handOff = state.handOffName
        if (handOff != null) {
            // The board stays hidden until the next player holds the device.
            HandOffPanel(handOff) { controller.confirmHandOff() }
            return@Column
        }

        Board(state.scene, Modifier.fillMaxWidth().weight(1f)) { geometry, x, y ->
            controller.tapPixel(geometry, x, y)
        }

        LazyRow(horizontalArrangement = Arrangement.spacedBy(4.dp)) {
            items(state.view.nextSteps) { step ->
                OutlinedButton(onClick = { controller.chooseStep(step.notation) }) { Text(step.label) }
            }
        }
        Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            Button(onClick = { controller.undo() }, enabled = state.view.canUndo) { Text(stringResource(R.string.undo)) }
            Button(onClick = { controller.confirm() }, enabled = state.view.canConfirm) {
                Text(stringResource(R.string.confirm))
            }
            OutlinedButton(onClick = { controller.hint() }, enabled = state.view.nextSteps.isNotEmpty()) {
                Text(stringResource(R.string.hint))
            }
        }
        state.hint?.let { hint ->
            Text(stringResource(R.string.hint_is, hint.steps.joinToString(", ") { it.label }))
        }
        state.view.outcome?.let { outcome ->
            Text(stringResource(R.string.game_over), style = MaterialTheme.typography.titleMedium)
            state.view.seatNames.forEachIndexed { seat, name ->
                Text("${outcome.places[seat]}. $name  ${outcome.points[seat]}")
            }
            Button(onClick = { model.rematch() }) { Text(stringResource(R.string.rematch)) }
        }
    }
}

/** Asks the next player to take the device, then shows their view. */
@Composable
fun HandOffPanel(name: String, onReady: () -> Unit) {
    Column(
        Modifier.fillMaxWidth().padding(32.dp),
        horizontalAlignment = Alignment.CenterHorizontally,
        verticalArrangement = Arrangement.spacedBy(16.dp),
    ) {
        Text(stringResource(R.string.hand_off, name), style = MaterialTheme.typography.headlineSmall)
        Button(onClick = onReady) { Text(stringResource(R.string.hand_off_ready, name)) }
    }
}
