package se.spelbord.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Button
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.unit.dp

/**
 * Joining an online game: the code as typed (the server forgives case, spaces, dashes
 * and the look-alikes O/0, I/L/1) and the joiner's name. Once the seat is taken the
 * game screen shows the seat, the players and the board.
 */
@Composable
fun JoinScreen(app: AppState) {
    val w = words
    var code by remember { mutableStateOf("") }
    var name by remember { mutableStateOf("") }
    Column(Modifier.fillMaxWidth(), verticalArrangement = Arrangement.spacedBy(12.dp)) {
        TitleBar(w("app-online-join"), onBack = { app.home() })
        Text(w("app-online-join-help"), style = MaterialTheme.typography.bodyLarge)
        OutlinedTextField(
            value = code,
            onValueChange = { code = it.take(20) },
            label = { Text(w("app-online-code")) },
            singleLine = true,
            textStyle = TextStyle(fontFamily = FontFamily.Monospace, fontSize = MaterialTheme.typography.headlineMedium.fontSize),
            modifier = Modifier.fillMaxWidth().testTag("join-code"),
        )
        OutlinedTextField(
            value = name,
            onValueChange = { name = it.take(40) },
            label = { Text(w("app-online-your-name")) },
            singleLine = true,
            modifier = Modifier.fillMaxWidth().testTag("join-name"),
        )
        Text(w("app-online-server", "server" to app.settings.server), style = MaterialTheme.typography.bodySmall)
        Button(
            onClick = { app.join(code, name) },
            enabled = code.count { it.isLetterOrDigit() } >= 8,
            modifier = Modifier.padding(top = 8.dp).testTag("join"),
        ) { Text(w("app-online-join-button")) }
    }
}
