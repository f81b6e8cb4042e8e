import SpelbordKit
import SwiftUI

/// Language, theme, colour marks, animation and bot speed, auto-play, sound
/// (mirrors SettingsScreen.kt).
struct SettingsScreen: View {
    @ObservedObject var app: AppState
    @Environment(\.words) var w

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                TitleBar(title: w("app-settings"), onBack: { app.home() })
                choices("app-settings-language", "app-language-", \.language)
                choices("app-settings-theme", "app-theme-", \.theme)
                choices("app-settings-animation", "app-speed-", \.animation)
                choices("app-settings-bot-speed", "app-speed-", \.botSpeed)
                toggle("app-settings-colour-marks", \.colourMarks)
                toggle("app-settings-auto-play", \.autoPlayForced)
                VStack(alignment: .leading) {
                    Heading(text: w("app-settings-shown"))
                    ChoiceRow(options: ShownFor.allCases, selected: app.settings.shownFor, label: { shownWords($0) }) { set(\.shownFor, $0) }
                }
                toggle("app-settings-sound", \.sound)
                Heading(text: w("app-settings-server"))
                TextField("", text: Binding(get: { app.settings.server }, set: { set(\.server, $0.trimmingCharacters(in: .whitespaces)) }))
                    .textFieldStyle(.roundedBorder)
                    .autocorrectionDisabled()
            }
        }
    }

    /// A heading and one chip per value, each named `prefix` + the value.
    private func choices<T>(_ heading: String, _ prefix: String, _ path: WritableKeyPath<AppSettings, T>) -> some View
    where T: CaseIterable & Hashable & RawRepresentable, T.RawValue == String, T.AllCases == [T] {
        VStack(alignment: .leading) {
            Heading(text: w(heading))
            ChoiceRow(options: T.allCases, selected: app.settings[keyPath: path], label: { w(prefix + $0.rawValue) }) { set(path, $0) }
        }
    }

    /// "Until I tap", "For 3 seconds".
    private func shownWords(_ choice: ShownFor) -> String {
        choice.millis.map { w("app-shown-seconds", ["seconds": Int($0 / 1000)]) } ?? w("app-shown-tap")
    }

    private func toggle(_ label: String, _ path: WritableKeyPath<AppSettings, Bool>) -> some View {
        Toggle(w(label), isOn: Binding(get: { app.settings[keyPath: path] }, set: { set(path, $0) }))
    }

    private func set<T>(_ path: WritableKeyPath<AppSettings, T>, _ value: T) {
        var next = app.settings
        next[keyPath: path] = value
        app.update(next)
    }
}
