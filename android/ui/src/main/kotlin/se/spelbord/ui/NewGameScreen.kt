package se.spelbord.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.foundation.layout.Row
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.dp
import se.spelbord.controller.NewGameForm
import se.spelbord.ffi.BotLevel
import se.spelbord.ffi.Variant
import se.spelbord.ffi.seatColours

/** A seat is a person or a bot of some level. */
private val seatKinds: List<BotLevel?> = listOf(null) + BotLevel.entries

/** Seats with editable names, person or bot level, and every house rule in words. */
@Composable
fun NewGameScreen(form: NewGameForm, app: AppState) {
    val w = words
    val game = form.game
    Column(Modifier.verticalScroll(rememberScrollState()).fillMaxWidth(), verticalArrangement = Arrangement.spacedBy(6.dp)) {
        TitleBar(w("app-new-game-of", "game" to game.name), onBack = { app.home() })
        if (game.minPlayers != game.maxPlayers) {
            Heading(w("app-players"))
            ChoiceRow((game.minPlayers.toInt()..game.maxPlayers.toInt()).toList(), form.seats.size, "players", { "$it" }) {
                app.editForm(Seats.withCount(form, it, w))
            }
        }
        Heading(w("app-seats"))
        // The colour each seat plays (the core's, for this player count and house rules):
        // players pick a colour by picking a seat.
        val colours = remember(game.id, form.seats.size, form.variants) {
            runCatching { seatColours(game.id, form.seats.size.toUInt(), form.variants) }.getOrDefault(emptyList())
        }
        form.seats.forEachIndexed { i, seat ->
            Column(verticalArrangement = Arrangement.spacedBy(4.dp), modifier = Modifier.padding(bottom = 8.dp)) {
                Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                    colours.getOrNull(i)?.let { SeatColourToken(it, Modifier.testTag("seat-colour:$i")) }
                    OutlinedTextField(
                        value = seat.name,
                        onValueChange = { app.editForm(form.withSeat(i, seat.copy(name = it))) },
                        label = { Text(w("app-seat-name", "n" to i + 1)) },
                        singleLine = true,
                        modifier = Modifier.fillMaxWidth().testTag("seat-name:$i"),
                    )
                }
                ChoiceRow(seatKinds, seat.bot, "seat-kind:$i", { level -> seatKindWord(level) }) {
                    app.editForm(Seats.withKind(form, i, it, w))
                }
            }
        }
        if (game.variants.isNotEmpty()) Heading(w("app-house-rules"))
        for (variant in game.variants) VariantCard(variant, form.variants[variant.key] ?: variant.defaultValue) {
            app.editForm(form.withVariant(variant.key, it))
        }
        Button(onClick = { app.start(form) }, modifier = Modifier.padding(top = 12.dp).testTag("start")) { Text(w("app-start")) }
    }
}

/** "Person", "Easy bot", … */
@Composable
fun seatKindWord(level: BotLevel?): String = words(
    when (level) {
        null -> "app-seat-human"
        BotLevel.EASY -> "app-bot-easy"
        BotLevel.MEDIUM -> "app-bot-medium"
        BotLevel.HARD -> "app-bot-hard"
    },
)

/** A house rule: its name, what it does and its values, all in the core's words. */
@Composable
private fun VariantCard(variant: Variant, value: String, onPick: (String) -> Unit) {
    val w = words
    Card(Modifier.fillMaxWidth()) {
        Column(Modifier.padding(12.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
            Text(w.render(variant.name), style = MaterialTheme.typography.titleSmall)
            Text(w.render(variant.help), style = MaterialTheme.typography.bodySmall)
            ChoiceRow(variant.values, value, "variant:${variant.key}", { w.render(variant.valueLabels[variant.values.indexOf(it)]) }, onPick)
        }
    }
}
