import SpelbordFFI
import SpelbordKit
import SwiftUI

@main
struct SpelbordApp: App {
    @StateObject private var app = AppState()
    @Environment(\.scenePhase) var scenePhase

    init() {
        // The Rust library's log records go to the unified log (subsystem se.spelbord).
        initLogging()
    }

    var body: some Scene {
        WindowGroup {
            RootView(app: app, covered: scenePhase != .active && app.privateShown)
        }
        .onChange(of: scenePhase) { phase in
            if phase == .active { app.refresh() } else { app.leftUnattended() }
        }
    }
}

/// The whole app (mirrors SpelbordApp.kt): theme and words from the settings, then the
/// current screen. While a private hand is shown and the app is not active, a cover
/// replaces it, so the app-switcher snapshot shows no cards.
struct RootView: View {
    @ObservedObject var app: AppState
    let covered: Bool
    @Environment(\.colorScheme) var system

    var body: some View {
        let dark = app.settings.isDark(systemDark: system == .dark)
        ZStack {
            VStack(alignment: .leading, spacing: 8) {
                if let message = app.message { Text(app.words.render(message)).foregroundColor(.red) }
                screen
            }
            .padding(12)
            if covered {
                Rectangle().fill(Color(uiColor: .systemBackground)).ignoresSafeArea()
                    .overlay(Text(app.words("app-name")).font(.largeTitle))
                    .accessibilityHidden(true)
            }
        }
        .environment(\.words, app.words)
        .environment(\.boardTheme, BoardTheme.of(dark: dark, colourBlind: app.settings.colourMarks))
        .preferredColorScheme(app.settings.theme == .system ? nil : (dark ? .dark : .light))
    }

    @ViewBuilder
    private var screen: some View {
        switch app.screen {
        case .home: HomeScreen(app: app)
        case let .newGame(form): NewGameScreen(form: form, app: app)
        case .game: if let state = app.game { GameScreen(state: state, app: app) }
        case .settings: SettingsScreen(app: app)
        case let .rules(rules, _): RulesScreen(rules: rules) { app.back() }
        case .stats: StatsScreen(app: app, aids: app.aids)
        case .join: JoinScreen(app: app)
        }
    }
}

/// The words of the screen being drawn.
private struct WordsKey: EnvironmentKey {
    static let defaultValue = Words.load("en")
}

extension EnvironmentValues {
    var words: Words {
        get { self[WordsKey.self] }
        set { self[WordsKey.self] = newValue }
    }
}
