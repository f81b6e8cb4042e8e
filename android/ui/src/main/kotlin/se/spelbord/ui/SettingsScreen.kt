package se.spelbord.ui

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Switch
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag

/** Language, theme, colour marks, animation and bot speed, auto-play, sound. */
@Composable
fun SettingsScreen(app: AppState) {
    val w = words
    val s = app.settings
    Column(Modifier.verticalScroll(rememberScrollState()).fillMaxWidth()) {
        TitleBar(w("app-settings"), onBack = { app.home() })
        Heading(w("app-settings-language"))
        ChoiceRow(LanguageChoice.entries, s.language, "language", { w("app-language-" + it.name.lowercase()) }) {
            app.update(s.copy(language = it))
        }
        Heading(w("app-settings-theme"))
        ChoiceRow(ThemeChoice.entries, s.theme, "theme", { w("app-theme-" + it.name.lowercase()) }) { app.update(s.copy(theme = it)) }
        Heading(w("app-settings-animation"))
        ChoiceRow(AnimationSpeed.entries, s.animation, "animation", { w("app-speed-" + it.name.lowercase()) }) {
            app.update(s.copy(animation = it))
        }
        Heading(w("app-settings-bot-speed"))
        ChoiceRow(BotSpeed.entries, s.botSpeed, "bot-speed", { w("app-speed-" + it.name.lowercase()) }) {
            app.update(s.copy(botSpeed = it))
        }
        Toggle(w("app-settings-colour-marks"), s.colourMarks, "colour-marks") { app.update(s.copy(colourMarks = it)) }
        Toggle(w("app-settings-auto-play"), s.autoPlayForced, "auto-play") { app.update(s.copy(autoPlayForced = it)) }
        Heading(w("app-settings-shown"))
        ChoiceRow(ShownFor.entries, s.shownFor, "shown", { shownWords(it) }) { app.update(s.copy(shownFor = it)) }
        Toggle(w("app-settings-sound"), s.sound, "sound") { app.update(s.copy(sound = it)) }
        Heading(w("app-settings-server"))
        OutlinedTextField(
            value = s.server,
            onValueChange = { app.update(s.copy(server = it.trim())) },
            singleLine = true,
            modifier = Modifier.fillMaxWidth().testTag("server"),
        )
    }
}

/** "Until I tap", "For 3 seconds". */
@Composable
private fun shownWords(choice: ShownFor): String {
    val w = words
    return choice.millis?.let { w("app-shown-seconds", "seconds" to (it / 1000U).toInt()) } ?: w("app-shown-tap")
}

@Composable
private fun Toggle(label: String, on: Boolean, tag: String, onChange: (Boolean) -> Unit) {
    Row(Modifier.fillMaxWidth(), verticalAlignment = Alignment.CenterVertically) {
        Text(label, Modifier.weight(1f))
        Switch(checked = on, onCheckedChange = onChange, modifier = Modifier.testTag(tag))
    }
}
