package se.spelbord.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Button
import androidx.compose.material3.ButtonDefaults
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clip
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import se.spelbord.ffi.StatsBar
import se.spelbord.ffi.StatsPlayer

/** The statistics of the players on this device, counted by the core; a reset with a question first. */
@Composable
fun StatsScreen(app: AppState) {
    val w = words
    val aids = app.aids
    val stats = aids.stats
    Column(Modifier.fillMaxSize()) {
        TitleBar(w("app-stats"), onBack = { app.home() })
        aids.problem?.let { Text(w.render(it), color = MaterialTheme.colorScheme.error) }
        stats.problem?.let { Text(w.render(it), color = MaterialTheme.colorScheme.error, modifier = Modifier.testTag("stats-problem")) }
        if (aids.askingReset) ResetPanel(app)
        LazyColumn(Modifier.weight(1f).fillMaxWidth().testTag("stats-list"), verticalArrangement = Arrangement.spacedBy(12.dp)) {
            if (stats.players.isEmpty() && stats.problem == null) item { Text(w("app-stats-empty"), Modifier.testTag("stats-empty")) }
            items(stats.players, key = { it.name }) { PlayerCard(it) }
            item {
                OutlinedButton(onClick = { aids.askReset() }, modifier = Modifier.padding(vertical = 8.dp).testTag("stats-reset")) {
                    Text(w("app-stats-reset"))
                }
            }
        }
    }
}

/** One player: the summary, the chart, each game and each opponent. */
@Composable
private fun PlayerCard(p: StatsPlayer) {
    val w = words
    Card(Modifier.fillMaxWidth().testTag("stats-player:${p.name}")) {
        Column(Modifier.padding(16.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
            Text(w.render(p.title), style = MaterialTheme.typography.titleLarge, modifier = Modifier.testTag("stats-title:${p.name}"))
            Text(w.render(p.summary), modifier = Modifier.testTag("stats-summary:${p.name}"))
            if (p.chart.isNotEmpty()) {
                Heading(w("app-stats-chart"))
                for (bar in p.chart) ChartBar(bar)
            }
            for (line in p.games) {
                Text(w.render(line.text), style = MaterialTheme.typography.bodyMedium, modifier = Modifier.padding(top = 6.dp).testTag("stats-game:${p.name}:${line.game}"))
                Text(w.render(line.places), style = MaterialTheme.typography.bodySmall)
            }
            if (p.opponents.isNotEmpty()) {
                Heading(w("app-stats-opponents"))
                for (line in p.opponents) Text(w.render(line), style = MaterialTheme.typography.bodyMedium)
            }
        }
    }
}

/** A bar of the chart: the core's numbers, drawn as a filled share of a track; read out as its words. */
@Composable
private fun ChartBar(bar: StatsBar) {
    val w = words
    val label = w.render(bar.label)
    val caption = w.render(bar.caption)
    val share = if (bar.total == 0u) 0f else bar.value.toFloat() / bar.total.toFloat()
    Row(
        Modifier.fillMaxWidth().clearAndSetSemantics { contentDescription = "$label: $caption" },
        verticalAlignment = Alignment.CenterVertically,
        horizontalArrangement = Arrangement.spacedBy(8.dp),
    ) {
        Text(label, Modifier.width(120.dp), maxLines = 1, overflow = TextOverflow.Ellipsis)
        Box(Modifier.weight(1f).height(18.dp).clip(RoundedCornerShape(4.dp)).background(MaterialTheme.colorScheme.surface)) {
            Box(Modifier.fillMaxWidth(share).fillMaxHeight().background(MaterialTheme.colorScheme.primary))
        }
        Text(caption, style = MaterialTheme.typography.bodySmall)
    }
}

/** The question before the statistics are reset. */
@Composable
private fun ResetPanel(app: AppState) {
    val w = words
    Card(
        Modifier.fillMaxWidth().padding(bottom = 8.dp).testTag("reset-panel"),
        colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.errorContainer),
    ) {
        Column(Modifier.padding(16.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
            Text(w("app-stats-reset-title"), style = MaterialTheme.typography.titleMedium)
            Text(w("app-stats-reset-question"))
            Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                Button(
                    onClick = { app.aids.confirmReset() },
                    colors = ButtonDefaults.buttonColors(containerColor = MaterialTheme.colorScheme.error),
                    modifier = Modifier.testTag("confirm-reset"),
                ) { Text(w("app-stats-reset")) }
                OutlinedButton(onClick = { app.aids.cancelReset() }) { Text(w("app-cancel")) }
            }
        }
    }
}
