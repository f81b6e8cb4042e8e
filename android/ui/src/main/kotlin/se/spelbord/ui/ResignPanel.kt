package se.spelbord.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Button
import androidx.compose.material3.ButtonDefaults
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.dp
import se.spelbord.controller.GameUiState

/** The game's own menu beside the rules: the guide, and resigning while the game is on. */
@Composable
fun GameMenu(state: GameUiState, app: AppState) {
    val w = words
    val tight = PaddingValues(horizontal = 8.dp)
    TextButton(onClick = { app.aids.startGuide() }, contentPadding = tight, modifier = Modifier.testTag("guide")) { Text(w("app-guide")) }
    // Offered only where the core gives a way to resign (online: the ways the server's
    // frame carries for this seat, decided by the same core rule).
    if (!state.isOver && state.handOffName == null && app.current?.resignChoices()?.isNotEmpty() == true) {
        TextButton(onClick = { app.aids.askResign() }, contentPadding = tight, modifier = Modifier.testTag("resign")) { Text(w("app-resign")) }
    }
}

/** Asks before resigning, in the core's words (a loss for whom), with a button for each way
 * the core offers (a Fevga match: this game or the match), each with what it means; shown
 * only while it asks. */
@Composable
fun ResignPanel(app: AppState) {
    val w = words
    val question = app.aids.resignQuestion ?: return
    Card(
        Modifier.fillMaxWidth().padding(bottom = 8.dp).testTag("resign-panel"),
        colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.errorContainer),
    ) {
        Column(Modifier.padding(16.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
            Text(w("app-resign-title"), style = MaterialTheme.typography.titleMedium)
            Text(w.render(question))
            app.aids.resignChoices.forEachIndexed { i, choice ->
                choice.detail?.let { Text(w.render(it), style = MaterialTheme.typography.bodyMedium) }
                Button(
                    onClick = { app.aids.confirmResign(choice.scope) },
                    colors = ButtonDefaults.buttonColors(containerColor = MaterialTheme.colorScheme.error),
                    modifier = Modifier.testTag(if (i == 0) "confirm-resign" else "confirm-resign-$i"),
                ) { Text(w.render(choice.label)) }
            }
            OutlinedButton(onClick = { app.aids.cancelResign() }, modifier = Modifier.testTag("cancel-resign")) { Text(w("app-cancel")) }
        }
    }
}
