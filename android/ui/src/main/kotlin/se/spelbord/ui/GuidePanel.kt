package se.spelbord.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp

/**
 * The first-game guide, under the board on a phone and beside it on a wide screen (above
 * it, it took the board's room): the offer on a player's first game of it, then
 * one step at a time, the core's caption here and its mark on the board (see PlayBoard).
 */
@Composable
fun GuidePanel(app: AppState) {
    val w = words
    val aids = app.aids
    val colours = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.secondaryContainer)
    aids.guideOffer?.let { game ->
        val name = app.catalog.firstOrNull { it.id == game }?.name ?: game
        Card(Modifier.fillMaxWidth().padding(bottom = 8.dp).testTag("guide-offer"), colors = colours) {
            Column(Modifier.padding(12.dp), verticalArrangement = Arrangement.spacedBy(6.dp)) {
                Text(w("app-guide-offer", "game" to name))
                Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                    Button(onClick = { aids.startGuide() }, modifier = Modifier.testTag("guide-start")) { Text(w("app-guide-start")) }
                    TextButton(onClick = { aids.declineGuide() }, modifier = Modifier.testTag("guide-decline")) { Text(w("app-guide-skip")) }
                }
            }
        }
        return
    }
    val step = aids.guideShown ?: return
    Card(Modifier.fillMaxWidth().padding(bottom = 8.dp).testTag("guide-panel"), colors = colours) {
        Column(Modifier.padding(12.dp), verticalArrangement = Arrangement.spacedBy(6.dp)) {
            Text(w.render(step.progress), style = MaterialTheme.typography.labelMedium, modifier = Modifier.testTag("guide-progress"))
            Text(
                w.render(step.caption),
                style = MaterialTheme.typography.bodyLarge,
                modifier = Modifier.testTag("guide-caption").semantics { liveRegion = LiveRegionMode.Polite },
            )
            Row(horizontalArrangement = Arrangement.spacedBy(8.dp), verticalAlignment = Alignment.CenterVertically) {
                OutlinedButton(onClick = { aids.guideBack() }, enabled = step.index > 0u, modifier = Modifier.testTag("guide-back")) {
                    Text(w("app-back"))
                }
                Button(onClick = { aids.guideNext() }, modifier = Modifier.testTag("guide-next")) {
                    Text(if (step.last) w("app-guide-done") else w("app-guide-next"))
                }
                TextButton(onClick = { aids.guideSkip() }, modifier = Modifier.testTag("guide-skip")) { Text(w("app-guide-skip")) }
            }
        }
    }
}
