import SpelbordFFI
import SpelbordKit
import SwiftUI

/// The game: board, offered steps, undo/confirm; or the hand-off screen
/// (GameScreen in Kotlin).
struct GameView: View {
    let state: GameUiState
    @ObservedObject var model: AppModel

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Button("Back") { model.home() }
                Text(state.title).font(.headline)
                Spacer()
                if state.thinking {
                    ProgressView()
                }
                Button("Rules") { model.showRules(state.view.game) }
            }
            if let error = state.error {
                Text(error).foregroundColor(.red)
            }
            if let name = state.handOffName {
                // The board stays hidden until the next player holds the device.
                HandOffView(name: name) { model.controller?.confirmHandOff() }
            } else {
                BoardView(scene: state.scene) { geometry, x, y in
                    model.controller?.tapPoint(geometry, x: x, y: y)
                }
                ScrollView(.horizontal) {
                    HStack {
                        ForEach(state.view.nextSteps, id: \.notation) { step in
                            Button(step.label) { model.controller?.chooseStep(step.notation) }
                                .buttonStyle(.bordered)
                        }
                    }
                }
                HStack {
                    Button("Undo") { model.controller?.undo() }
                        .disabled(!state.view.canUndo)
                    Button("Confirm") { model.controller?.confirm() }
                        .disabled(!state.view.canConfirm)
                    Button("Hint") { model.controller?.hint() }
                        .disabled(state.view.nextSteps.isEmpty)
                }
                .buttonStyle(.borderedProminent)
                if let hint = state.hint {
                    Text("Hint: \(hint.steps.map(\.label).joined(separator: ", "))")
                }
                if let outcome = state.view.outcome {
                    Text("Game over").font(.headline)
                    ForEach(state.view.seatNames.indices, id: \.self) { seat in
                        Text("\(outcome.places[seat]). \(state.view.seatNames[seat])  \(outcome.points[seat])")
                    }
                    Button("Rematch") { model.rematch() }
                }
            }
        }
    }
}

/// Asks the next player to take the device, then shows their view.
struct HandOffView: View {
    let name: String
    let onReady: () -> Void

    var body: some View {
        VStack(spacing: 16) {
            Text("Pass the device to \(name)").font(.title2)
            Button("I am \(name) — show my view", action: onReady)
                .buttonStyle(.borderedProminent)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
