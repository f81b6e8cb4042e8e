import Foundation
import SpelbordFFI

/// The saved-games screen's logic (mirrors SavedGames.kt): list, open, delete.
public final class SavedGames {
    public let store: SaveStore

    public init(store: SaveStore) {
        self.store = store
    }

    /// Opens the store in the app's Application Support directory.
    public static func inApplicationSupport() throws -> SavedGames {
        let base = try FileManager.default.url(
            for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true
        )
        return SavedGames(store: try SaveStore.open(dir: base.appendingPathComponent("saves").path))
    }

    /// Readable games newest first, then unreadable files with the reason.
    public func list() throws -> SaveListing {
        try store.list()
    }

    /// Opens a saved game; it keeps saving itself into the same store.
    public func open(id: String) throws -> GameSession {
        try store.load(id: id)
    }

    /// Deletes a save; returns why not (a message to render) if it could not be deleted.
    public func delete(id: String) -> Message? {
        do {
            try store.delete(id: id)
            return nil
        } catch {
            return describe(error)
        }
    }
}
