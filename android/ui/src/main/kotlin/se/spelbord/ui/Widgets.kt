package se.spelbord.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clip
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp

/**
 * A screen's title with a back button and the screen's actions. Where the width is a
 * phone's, the title gets a line of its own under the buttons (Material's large top
 * bar): beside Back, Rules and a menu a game's name was cut to "Pairan…".
 */
@Composable
fun TitleBar(title: String, onBack: (() -> Unit)?, trailing: @Composable () -> Unit = {}) {
    BoxWithConstraints(Modifier.fillMaxWidth().padding(bottom = 8.dp)) {
        val titleText = @Composable { modifier: Modifier, lines: Int ->
            Text(
                title,
                modifier.testTag("screen-title"),
                style = MaterialTheme.typography.titleLarge,
                maxLines = lines,
                overflow = TextOverflow.Ellipsis,
            )
        }
        val back = @Composable {
            if (onBack != null) {
                OutlinedButton(onClick = onBack, modifier = Modifier.testTag("back")) { Text(words("app-back")) }
            }
        }
        if (maxWidth < TITLE_OWN_LINE_BELOW) {
            Column {
                Row(Modifier.fillMaxWidth(), verticalAlignment = Alignment.CenterVertically) {
                    back()
                    Spacer(Modifier.weight(1f))
                    trailing()
                }
                titleText(Modifier.padding(start = 4.dp, top = 6.dp), 2)
            }
        } else {
            Row(Modifier.fillMaxWidth(), verticalAlignment = Alignment.CenterVertically) {
                back()
                titleText(Modifier.padding(horizontal = 12.dp).weight(1f), 1)
                trailing()
            }
        }
    }
}

/** Narrower than this (a phone upright), a screen's title goes under its buttons. */
val TITLE_OWN_LINE_BELOW = 600.dp

/** One choice out of a few, as a row of chips. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun <T> ChoiceRow(options: List<T>, selected: T, tag: String, label: @Composable (T) -> String, onPick: (T) -> Unit) {
    FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
        for (option in options) {
            FilterChip(
                selected = option == selected,
                onClick = { onPick(option) },
                label = { Text(label(option)) },
                modifier = Modifier.testTag("$tag:$option"),
            )
        }
    }
}

/** A section heading. */
@Composable
fun Heading(text: String) {
    Text(text, style = MaterialTheme.typography.titleMedium, modifier = Modifier.padding(top = 12.dp, bottom = 4.dp))
}

/** A round token in a seat's colour (a theme key from the core), edged so white reads on a light page. */
@Composable
fun SeatColourToken(colour: String, modifier: Modifier = Modifier) {
    val theme = LocalBoardTheme.current
    Box(
        modifier.size(20.dp).clip(CircleShape)
            .background(theme.fill(colour) ?: FallbackColor)
            .border(2.dp, theme.ink(colour), CircleShape),
    )
}
