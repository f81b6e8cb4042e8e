package se.spelbord.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Button
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import se.spelbord.ffi.Reveal

// The pass-and-play panels: what stands on screen while the device goes round the table.

/** "Pass the device to …": the only thing on screen until that player confirms. */
@Composable
fun HandOffPanel(name: String, onReady: () -> Unit) {
    val w = words
    Column(
        Modifier.fillMaxWidth().padding(32.dp).testTag("hand-off"),
        horizontalAlignment = Alignment.CenterHorizontally,
        verticalArrangement = Arrangement.spacedBy(16.dp),
    ) {
        Text(w("app-hand-off", "name" to name), style = MaterialTheme.typography.headlineSmall)
        Text(w("app-hand-off-explain"))
        Button(onClick = onReady, modifier = Modifier.testTag("hand-off-ready")) { Text(w("app-hand-off-ready", "name" to name)) }
    }
}

/**
 * What a move played for the player did, in the core's words, and the cards it
 * brought into their hand, painted by the board's painter from the core's faces;
 * then the button that hands on.
 */
@Composable
fun RevealPanel(reveal: Reveal, onDone: () -> Unit) {
    val w = words
    Column(
        Modifier.fillMaxWidth().padding(16.dp).testTag("reveal").semantics { liveRegion = LiveRegionMode.Polite },
        verticalArrangement = Arrangement.spacedBy(8.dp),
    ) {
        Text(w("app-reveal-played", "name" to reveal.name), style = MaterialTheme.typography.titleMedium)
        for (line in reveal.lines) Text(w.render(line))
        if (reveal.cards.nodes.isNotEmpty()) {
            Text(w("app-reveal-cards"))
            Board(reveal.cards, emptyList(), speed = 0f, modifier = Modifier.fillMaxWidth().height(96.dp).testTag("reveal-cards")) { }
        }
        Button(onClick = onDone, modifier = Modifier.testTag("reveal-done")) { Text(w("app-reveal-done")) }
    }
}
