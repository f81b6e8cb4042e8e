import Foundation

/// Language: follow the system, or one of the catalogue's (mirrors Settings.kt).
public enum LanguageChoice: String, CaseIterable { case system, en, sv, da }
/// Light, dark, or as the system is.
public enum ThemeChoice: String, CaseIterable { case system, light, dark }

/// How long a piece takes to travel one move; `instant` turns animation off.
public enum AnimationSpeed: String, CaseIterable {
    case instant, fast, normal, slow
    public var millis: Int { ["instant": 0, "fast": 180, "normal": 380, "slow": 700][rawValue] ?? 380 }
    /// The factor on the core's motion timings, which are at normal speed (0: none).
    public var factor: Double { Double(millis) / Double(AnimationSpeed.normal.millis) }
}

/// How long a bot pauses before each step, so its moves can be followed.
public enum BotSpeed: String, CaseIterable {
    case instant, fast, normal, slow
    public var millis: UInt32 { ["instant": 0, "fast": 250, "normal": 600, "slow": 1200][rawValue] ?? 600 }
}

/// How long a move played for the player stays on the board: until they tap, or a few seconds.
public enum ShownFor: String, CaseIterable {
    case tap, seconds3
    public var millis: UInt32? { self == .tap ? nil : 3000 }
}

/// Everything the settings screen sets.
public struct AppSettings: Equatable {
    public var language = LanguageChoice.system
    public var theme = ThemeChoice.system
    public var colourMarks = false
    public var animation = AnimationSpeed.normal
    public var botSpeed = BotSpeed.normal
    public var autoPlayForced = true
    public var sound = true
    public var shownFor = ShownFor.tap
    /// The Spelbord server online games are played on (`host:port` or a `wss://` URL).
    public var server = AppSettings.defaultServer
    /// The server address a new installation uses (a local server; a release sets its own).
    public static let defaultServer = "127.0.0.1:41400"

    public init() {}

    /// The catalogue language: the chosen one, else the system's as the core reads a
    /// device tag (`sv-FI` Swedish, `nb-NO` Danish, anything else English).
    public func languageTag(system: String) -> String {
        language == .system ? languageCode(lang: resolveLanguage(tag: system)) : language.rawValue
    }

    /// True when the dark palette applies.
    public func isDark(systemDark: Bool) -> Bool { theme == .system ? systemDark : theme == .dark }
}

/// Settings kept in the app's defaults (mirrors SettingsFile in Settings.kt).
public struct SettingsFile {
    private let defaults: UserDefaults
    public init(defaults: UserDefaults = .standard) { self.defaults = defaults }

    /// The stored settings; defaults for anything missing or unreadable.
    public func load() -> AppSettings {
        var s = AppSettings()
        let d = defaults
        s.language = d.string(forKey: "language").flatMap(LanguageChoice.init(rawValue:)) ?? s.language
        s.theme = d.string(forKey: "theme").flatMap(ThemeChoice.init(rawValue:)) ?? s.theme
        s.colourMarks = d.object(forKey: "colourMarks") as? Bool ?? s.colourMarks
        s.animation = d.string(forKey: "animation").flatMap(AnimationSpeed.init(rawValue:)) ?? s.animation
        s.botSpeed = d.string(forKey: "botSpeed").flatMap(BotSpeed.init(rawValue:)) ?? s.botSpeed
        s.autoPlayForced = d.object(forKey: "autoPlayForced") as? Bool ?? s.autoPlayForced
        s.sound = d.object(forKey: "sound") as? Bool ?? s.sound
        s.shownFor = d.string(forKey: "shownFor").flatMap(ShownFor.init(rawValue:)) ?? s.shownFor
        s.server = d.string(forKey: "server").flatMap { $0.isEmpty ? nil : $0 } ?? s.server
        return s
    }

    /// Stores `settings`.
    public func save(_ s: AppSettings) {
        let d = defaults
        d.set(s.language.rawValue, forKey: "language")
        d.set(s.theme.rawValue, forKey: "theme")
        d.set(s.colourMarks, forKey: "colourMarks")
        d.set(s.animation.rawValue, forKey: "animation")
        d.set(s.botSpeed.rawValue, forKey: "botSpeed")
        d.set(s.autoPlayForced, forKey: "autoPlayForced")
        d.set(s.sound, forKey: "sound")
        d.set(s.shownFor.rawValue, forKey: "shownFor")
        d.set(s.server, forKey: "server")
    }
}
