package se.spelbord.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalClipboardManager
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.AnnotatedString
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import se.spelbord.ffi.OnlineStatus

/**
 * What an online game adds above the board: the connection line ("Waiting for Bo",
 * "Reconnecting…") and, for the host while seats are open, each invite code large
 * enough to read aloud, with a share action where the platform has one ([share]:
 * Android's share sheet, given by its entry point) and a copy action where it has not
 * (the desktop). The core decides every word; a local game has no [OnlineStatus] and
 * shows nothing here.
 */
@Composable
fun OnlinePanel(online: OnlineStatus?, share: ((String) -> Unit)? = null) {
    online ?: return
    val w = words
    Column(Modifier.padding(horizontal = 12.dp, vertical = 4.dp), verticalArrangement = Arrangement.spacedBy(6.dp)) {
        online.line?.let { Text(w.render(it), Modifier.testTag("connection-line"), style = MaterialTheme.typography.titleMedium) }
        if (online.invites.isNotEmpty()) {
            val clipboard = LocalClipboardManager.current
            for (invite in online.invites) {
                val name = online.seats.getOrNull(invite.seat.toInt())?.name?.let(w::render) ?: ""
                Text(w("app-online-invite-for", "name" to name), style = MaterialTheme.typography.bodyLarge)
                Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(16.dp)) {
                    Text(
                        invite.code,
                        Modifier.testTag("invite-code-${invite.seat}"),
                        style = MaterialTheme.typography.displaySmall,
                        fontFamily = FontFamily.Monospace,
                        fontWeight = FontWeight.Bold,
                    )
                    if (share != null) {
                        val text = w("app-online-share-text", "code" to invite.code, "link" to invite.link)
                        OutlinedButton(onClick = { share(text) }, Modifier.testTag("invite-share-${invite.seat}")) {
                            Text(w("app-online-share"))
                        }
                    } else {
                        OutlinedButton(onClick = { clipboard.setText(AnnotatedString(invite.code)) }, Modifier.testTag("invite-copy-${invite.seat}")) {
                            Text(w("app-online-copy"))
                        }
                    }
                }
            }
        }
        // The fair-dice line the core words: the sealed hash, "checked" at the end.
        online.diceLine?.let { Text(w.render(it), Modifier.testTag("dice-line"), style = MaterialTheme.typography.bodySmall) }
    }
}
