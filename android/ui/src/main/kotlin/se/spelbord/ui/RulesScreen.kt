package se.spelbord.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.text.AnnotatedString
import androidx.compose.ui.text.SpanStyle
import androidx.compose.ui.text.buildAnnotatedString
import androidx.compose.ui.text.font.FontStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.withStyle
import androidx.compose.ui.unit.dp
import se.spelbord.ffi.RulesBlock
import se.spelbord.ffi.RulesText
import se.spelbord.ffi.TextSpan

/** How to play, drawn from the core's blocks (no Markdown parsing here). */
@Composable
fun RulesScreen(rules: RulesText, onClose: () -> Unit) {
    LazyColumn(verticalArrangement = Arrangement.spacedBy(6.dp)) {
        item { TitleBar(words("app-rules"), onBack = onClose) }
        items(rules.blocks) { block ->
            when (block) {
                is RulesBlock.Heading -> Text(
                    styled(block.spans),
                    style = if (block.level.toInt() == 1) MaterialTheme.typography.headlineSmall
                    else MaterialTheme.typography.titleMedium,
                )
                is RulesBlock.Paragraph -> Text(styled(block.spans))
                is RulesBlock.ListItem -> Row {
                    Text(block.number?.let { "$it." } ?: "•", Modifier.padding(end = 6.dp))
                    Text(styled(block.spans))
                }
                is RulesBlock.TableRow -> Row(horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                    block.cells.forEachIndexed { i, cell ->
                        Text(
                            styled(cell),
                            Modifier.weight(if (i == 0) 1f else 3f),
                            fontWeight = if (block.header) FontWeight.Bold else null,
                        )
                    }
                }
            }
        }
    }
}

private fun styled(spans: List<TextSpan>): AnnotatedString = buildAnnotatedString {
    for (span in spans) {
        val style = SpanStyle(
            fontWeight = if (span.bold) FontWeight.Bold else null,
            fontStyle = if (span.italic) FontStyle.Italic else null,
        )
        withStyle(style) { append(span.text) }
    }
}
