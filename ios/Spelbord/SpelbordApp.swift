import SpelbordFFI
import SwiftUI

@main
struct SpelbordApp: App {
    @StateObject private var model = AppModel()
    @Environment(\.scenePhase) private var scenePhase

    init() {
        // The Rust library's log records go to the unified log (subsystem se.spelbord).
        initLogging()
    }

    var body: some Scene {
        WindowGroup {
            RootView(model: model)
        }
        .onChange(of: scenePhase) { phase in
            if phase == .active { model.refresh() }
        }
    }
}

/// One of the three screens (mirrors SpelbordApp.kt).
struct RootView: View {
    @ObservedObject var model: AppModel

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if let message = model.message {
                Text(message).foregroundColor(.red)
            }
            if let rules = model.rules {
                RulesView(rules: rules) { model.closeRules() }
            } else {
                screen
            }
        }
        .padding()
    }

    @ViewBuilder
    private var screen: some View {
        switch model.screen {
        case .home:
            HomeView(model: model)
        case let .newGame(form):
            NewGameView(form: form, model: model)
        case .game:
            if let state = model.game {
                GameView(state: state, model: model)
            }
        }
    }
}
