package se.spelbord.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.foundation.layout.Row
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.dp
import se.spelbord.controller.NewGameForm
import se.spelbord.ffi.BotLevel
import se.spelbord.ffi.BotLevelInfo
import se.spelbord.ffi.SeatSpec
import se.spelbord.ffi.Variant
import se.spelbord.ffi.botLevels
import se.spelbord.ffi.seatColours
import se.spelbord.ffi.seatTeams

/** The bot levels with their names and a line on how each plays, in the core's words. */
private val levels: List<BotLevelInfo> by lazy { botLevels() }

/** A seat is a person here, someone invited with a code (online games), or a bot of some level. */
private sealed interface SeatKind {
    // The chips' test tags read as before: `seat-kind:1:null`, `seat-kind:1:CLUB`, `seat-kind:1:invite`.
    data object Here : SeatKind { override fun toString() = "null" }
    data object Invite : SeatKind { override fun toString() = "invite" }
    data class Bot(val level: BotLevel) : SeatKind { override fun toString() = level.toString() }
}

private val seatKinds: List<SeatKind> by lazy { listOf(SeatKind.Here) + levels.map { SeatKind.Bot(it.level) } }

/**
 * Seats with editable names, person or bot level, and every house rule in words,
 * folded under a summary line. Back (in the title bar) and Start stay in view: only
 * the seats and rules between them scroll.
 */
@Composable
fun NewGameScreen(form: NewGameForm, app: AppState) {
    val w = words
    val game = form.game
    Column(Modifier.fillMaxSize()) {
        TitleBar(w("app-new-game-of", "game" to game.name), onBack = { app.home() })
        Column(
            Modifier.weight(1f).fillMaxWidth().verticalScroll(rememberScrollState()).testTag("new-game-form"),
            verticalArrangement = Arrangement.spacedBy(6.dp),
        ) {
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
            // Partnership games (the core says which seats play together): who plays with whom,
            // and a swap that moves a player to the other team.
            val teams = remember(game.id, form.seats.size) {
                runCatching { seatTeams(game.id, form.seats.size.toUInt()) }.getOrDefault(emptyList())
            }
            TeamLines(teams, form.seats.mapIndexed { i, s -> Seats.shownName(i, s, w) })
            form.seats.forEachIndexed { i, seat -> SeatRow(form, i, seat, colours.getOrNull(i), teams.getOrNull(i), app) }
            if (game.variants.isNotEmpty()) HouseRules(form, app)
        }
        // Pinned under the form: the game is one tap away however long the form is.
        Button(onClick = { app.start(form) }, modifier = Modifier.fillMaxWidth().padding(top = 8.dp).testTag("start")) { Text(w("app-start")) }
    }
}

/**
 * One seat: its colour, its name field (empty, with the name the table will use as a
 * placeholder), person or bot level, and one line on what that kind is. The line is
 * there for every kind and takes two lines' room, so the row keeps its height when the
 * kind changes (the chips below no longer jump under a finger).
 */
@Composable
private fun SeatRow(form: NewGameForm, i: Int, seat: SeatSpec, colour: String?, team: UInt?, app: AppState) {
    val w = words
    Column(verticalArrangement = Arrangement.spacedBy(4.dp), modifier = Modifier.padding(bottom = 8.dp).testTag("seat-row:$i")) {
        Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            colour?.let { SeatColourToken(it, Modifier.testTag("seat-colour:$i")) }
            // Empty, the field shows the name the table will use ("Player 2", "Club bot 2")
            // where a label would stand; once a name is typed, "Seat 2" labels it.
            val seatLabel = w("app-seat-name", "n" to i + 1)
            val label: (@Composable () -> Unit)? = if (seat.name.isEmpty()) null else { { Text(seatLabel) } }
            OutlinedTextField(
                value = seat.name,
                onValueChange = { app.editForm(form.withSeat(i, seat.copy(name = it))) },
                label = label,
                placeholder = { Text(Seats.shownName(i, seat.copy(name = ""), w), Modifier.testTag("seat-placeholder:$i")) },
                singleLine = true,
                modifier = Modifier.fillMaxWidth().testTag("seat-name:$i"),
            )
        }
        // The host is always here: any other seat may be invited when the app plays online.
        val kinds = if (app.canPlayOnline && i > 0) listOf(SeatKind.Here, SeatKind.Invite) + seatKinds.drop(1) else seatKinds
        val kind = when {
            i in form.invited -> SeatKind.Invite
            seat.bot != null -> SeatKind.Bot(seat.bot!!)
            else -> SeatKind.Here
        }
        ChoiceRow(kinds, kind, "seat-kind:$i", { k ->
            when (k) {
                SeatKind.Here -> seatKindWord(null)
                SeatKind.Invite -> w("app-online-seat-invite")
                is SeatKind.Bot -> seatKindWord(k.level)
            }
        }) { k ->
            val level = (k as? SeatKind.Bot)?.level
            app.editForm(Seats.withKind(form, i, level, w).withInvite(i, k == SeatKind.Invite))
        }
        val about = when {
            i in form.invited -> w("app-online-invite-help")
            else -> levels.firstOrNull { it.level == seat.bot }?.let { w.render(it.about) } ?: w("app-seat-human-about")
        }
        Text(about, style = MaterialTheme.typography.bodySmall, minLines = 2, modifier = Modifier.testTag("seat-level-about:$i"))
        team?.let { t ->
            val next = (i + 1) % form.seats.size
            TextButton(onClick = { app.editForm(form.swapped(i, next)) }, modifier = Modifier.testTag("seat-swap:$i")) {
                Text(w("app-seat-swap", "team" to (t.toInt() + 1), "name" to Seats.shownName(next, form.seats[next], w), "n" to next + 1))
            }
        }
    }
}

/**
 * The house rules under one line that says how many differ from the standard ones
 * ("Standard rules", "3 house rules"); a tap opens them.
 */
@Composable
private fun HouseRules(form: NewGameForm, app: AppState) {
    val w = words
    var open by remember(form.game.id) { mutableStateOf(false) }
    val changed = form.houseRulesChanged()
    val summary = if (changed == 0) w("app-house-rules-standard") else w("app-house-rules-changed", "n" to changed)
    Heading(w("app-house-rules"))
    TextButton(onClick = { open = !open }, modifier = Modifier.fillMaxWidth().testTag("house-rules")) {
        Text(summary + if (open) " ▴" else " ▾", Modifier.fillMaxWidth(), style = MaterialTheme.typography.titleSmall)
    }
    if (open) {
        for (variant in form.game.variants) VariantCard(variant, form.variants[variant.key] ?: variant.defaultValue) {
            app.editForm(form.withVariant(variant.key, it))
        }
    }
}

/** "Team 1: Anna + Cy", one line per team, for games played in partnerships. */
@Composable
private fun TeamLines(teams: List<UInt?>, names: List<String>) {
    val w = words
    teams.filterNotNull().distinct().sorted().forEach { team ->
        val members = teams.indices.filter { teams[it] == team }.joinToString(" + ") { names[it].ifBlank { w("app-seat-name", "n" to it + 1) } }
        Text(w("app-team", "team" to (team.toInt() + 1), "players" to members), Modifier.testTag("team:$team"), style = MaterialTheme.typography.titleSmall)
    }
}

/** "Person", "Club bot", … */
@Composable
fun seatKindWord(level: BotLevel?): String =
    levels.firstOrNull { it.level == level }?.let { words.render(it.name) } ?: words("app-seat-human")

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
