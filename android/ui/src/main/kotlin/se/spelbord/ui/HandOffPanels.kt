package se.spelbord.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Button
import androidx.compose.foundation.layout.width
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import se.spelbord.ffi.Message
import se.spelbord.ffi.Reveal
import se.spelbord.ffi.TakeBack

// The pass-and-play panels: what stands on screen while the device goes round the table.

/**
 * "Pass the device to …": the only thing on screen until that player confirms (their
 * name as the core says it, a default name in the reader's language); with
 * the core's "undo Anna's move" while the player who just moved may take it back.
 * At the hand-off that undo asks for ([takeBack]: the device goes back to Anna), the
 * core's words say so, its button takes the move back, and [onKeep] keeps the move.
 */
@Composable
fun HandOffPanel(
    name: Message,
    undo: String? = null,
    onUndo: () -> Unit = {},
    takeBack: TakeBack? = null,
    onKeep: () -> Unit = {},
    onReady: () -> Unit,
) {
    val w = words
    Column(
        Modifier.fillMaxWidth().padding(32.dp).testTag("hand-off"),
        horizontalAlignment = Alignment.CenterHorizontally,
        verticalArrangement = Arrangement.spacedBy(16.dp),
    ) {
        Text(w("app-hand-off", "name" to name), style = MaterialTheme.typography.headlineSmall)
        Text(takeBack?.let { w.render(it.explain) } ?: w("app-hand-off-explain"))
        Button(onClick = onReady, modifier = Modifier.testTag("hand-off-ready")) {
            Text(takeBack?.let { w.render(it.ready) } ?: w("app-hand-off-ready", "name" to name))
        }
        if (undo != null) OutlinedButton(onClick = onUndo, modifier = Modifier.testTag("hand-off-undo")) { Text(undo) }
        if (takeBack != null) OutlinedButton(onClick = onKeep, modifier = Modifier.testTag("hand-off-keep")) { Text(w.render(takeBack.keep)) }
    }
}

/**
 * What was played for the player (or their roll that brought no move), in the core's
 * words: the dice they rolled and the cards it brought into their hand, painted by
 * the board's painter from the core's faces; then the core's button to go on.
 */
@Composable
fun RevealPanel(reveal: Reveal, onDone: () -> Unit) {
    val w = words
    Column(
        Modifier.fillMaxWidth().padding(16.dp).testTag("reveal").semantics { liveRegion = LiveRegionMode.Polite },
        verticalArrangement = Arrangement.spacedBy(8.dp),
    ) {
        Text(w.render(reveal.title), style = MaterialTheme.typography.titleMedium)
        if (reveal.dice.nodes.isNotEmpty()) {
            Board(reveal.dice, emptyList(), speed = 0f, modifier = Modifier.width((reveal.dice.nodes.size * 56).dp).height(56.dp).testTag("reveal-dice")) { }
        }
        for (line in reveal.lines) Text(w.render(line))
        if (reveal.cards.nodes.isNotEmpty()) {
            Text(w("app-reveal-cards"))
            Board(reveal.cards, emptyList(), speed = 0f, modifier = Modifier.fillMaxWidth().height(96.dp).testTag("reveal-cards")) { }
        }
        Button(onClick = onDone, modifier = Modifier.testTag("reveal-done")) { Text(w.render(reveal.done)) }
    }
}
