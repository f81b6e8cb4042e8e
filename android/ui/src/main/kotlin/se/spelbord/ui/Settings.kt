package se.spelbord.ui

import java.io.File
import java.util.Properties
import se.spelbord.ffi.languageCode
import se.spelbord.ffi.resolveLanguage

/** Language: follow the system, or one of the catalogue's. */
enum class LanguageChoice(val tag: String?) { SYSTEM(null), EN("en"), SV("sv"), DA("da") }

/** Light, dark, or as the system is. */
enum class ThemeChoice { SYSTEM, LIGHT, DARK }

/** How long a piece takes to travel one move; [INSTANT] turns animation off. */
enum class AnimationSpeed(val millis: Int) { INSTANT(0), FAST(180), NORMAL(380), SLOW(700) }

/** How long a bot pauses before each step, so its moves can be followed. */
enum class BotSpeed(val millis: UInt) { INSTANT(0U), FAST(250U), NORMAL(600U), SLOW(1200U) }

/** How long a move played for the player stays on the board: until they tap, or a few seconds. */
enum class ShownFor(val millis: UInt?) { TAP(null), SECONDS_3(3000U) }

/** Everything the settings screen sets. */
data class Settings(
    val language: LanguageChoice = LanguageChoice.SYSTEM,
    val theme: ThemeChoice = ThemeChoice.SYSTEM,
    val colourMarks: Boolean = false,
    val animation: AnimationSpeed = AnimationSpeed.NORMAL,
    val botSpeed: BotSpeed = BotSpeed.NORMAL,
    val autoPlayForced: Boolean = true,
    val sound: Boolean = true,
    val shownFor: ShownFor = ShownFor.TAP,
    /** The Spelbord server online games are played on (`host:port` or a `wss://` URL). */
    val server: String = DEFAULT_SERVER,
) {
    companion object {
        /** The server address a new installation uses (a local server; a release sets its own). */
        const val DEFAULT_SERVER = "127.0.0.1:41400"
    }

    /**
     * The catalogue language: the chosen one, else the system's as the core reads a
     * device tag (`sv-FI` Swedish, `nb-NO` Danish, anything else English).
     */
    fun languageTag(system: String): String = language.tag ?: languageCode(resolveLanguage(system))

    /** True when the dark palette applies. */
    fun isDark(systemDark: Boolean): Boolean = when (theme) {
        ThemeChoice.SYSTEM -> systemDark
        ThemeChoice.LIGHT -> false
        ThemeChoice.DARK -> true
    }
}

/** Settings kept in a small properties file next to the saves (no platform API needed). */
class SettingsFile(private val file: File) {
    /** The stored settings; defaults for anything missing or unreadable. */
    fun load(): Settings {
        val p = Properties()
        runCatching { file.inputStream().use(p::load) }
        val d = Settings()
        return Settings(
            language = enumOr(p, "language", d.language),
            theme = enumOr(p, "theme", d.theme),
            colourMarks = p.getProperty("colourMarks")?.toBooleanStrictOrNull() ?: d.colourMarks,
            animation = enumOr(p, "animation", d.animation),
            botSpeed = enumOr(p, "botSpeed", d.botSpeed),
            autoPlayForced = p.getProperty("autoPlayForced")?.toBooleanStrictOrNull() ?: d.autoPlayForced,
            sound = p.getProperty("sound")?.toBooleanStrictOrNull() ?: d.sound,
            shownFor = enumOr(p, "shownFor", d.shownFor),
            server = p.getProperty("server")?.takeIf { it.isNotBlank() } ?: d.server,
        )
    }

    /** Writes `settings` (a failed write only loses the preference). */
    fun save(settings: Settings) {
        val p = Properties()
        p["language"] = settings.language.name
        p["theme"] = settings.theme.name
        p["colourMarks"] = settings.colourMarks.toString()
        p["animation"] = settings.animation.name
        p["botSpeed"] = settings.botSpeed.name
        p["autoPlayForced"] = settings.autoPlayForced.toString()
        p["sound"] = settings.sound.toString()
        p["shownFor"] = settings.shownFor.name
        p["server"] = settings.server
        runCatching {
            file.parentFile?.mkdirs()
            file.outputStream().use { p.store(it, null) }
        }
    }

    private inline fun <reified E : Enum<E>> enumOr(p: Properties, key: String, default: E): E =
        p.getProperty(key)?.let { v -> enumValues<E>().firstOrNull { it.name == v } } ?: default
}
