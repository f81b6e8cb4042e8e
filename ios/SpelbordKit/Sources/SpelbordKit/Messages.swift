import Foundation
import SpelbordFFI

/// An English sentence for each typed error (mirrors Messages.kt).
public func describe(_ error: Error) -> String {
    guard let error = error as? SpelbordError else { return error.localizedDescription }
    switch error {
    case let .UnknownGame(id): return "Unknown game '\(id)'."
    case let .BadConfig(reason): return "That setup is not possible: \(reason)."
    case let .IllegalAction(_, reason, _): return "Not allowed: \(reason)."
    case .StaleAction: return "The game has moved on; try again."
    case let .WrongSeat(_, reason): return "Not your turn: \(reason)."
    case let .HandOffPending(player): return "Pass the device to \(player)."
    case .GameOver: return "The game is over."
    case let .CannotUndo(reason): return "Cannot undo: \(reason)."
    case let .UnreadableSave(_, reason): return "This saved game cannot be read: \(reason)."
    case .NewerSaveVersion: return "This game was saved by a newer version of Spelbord; update the app."
    case let .GameInUse(_, reason): return "This game is open elsewhere: \(reason)."
    case .NoSuchSave: return "That saved game no longer exists."
    case let .Io(reason): return "Storage problem: \(reason)."
    case let .Internal(reason): return "Something went wrong inside Spelbord (\(reason)); reopen the game."
    }
}
