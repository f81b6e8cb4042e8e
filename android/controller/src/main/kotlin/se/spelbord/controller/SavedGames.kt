package se.spelbord.controller

import se.spelbord.ffi.GameSession
import se.spelbord.ffi.Message
import se.spelbord.ffi.SaveListing
import se.spelbord.ffi.SaveStore
import se.spelbord.ffi.SpelbordException

/**
 * The saved-games screen's logic: list, open and delete. Unreadable files are shown
 * with their reason; a file from a newer app version is marked so the screen can
 * suggest updating instead of deleting.
 */
class SavedGames(val store: SaveStore) {
    /** The current listing (readable games newest first, then unreadable files). */
    fun list(): SaveListing = store.list()

    /** Opens a saved game; it keeps saving itself into the same store. */
    fun open(id: String): GameSession = store.load(id)

    /** Deletes a save; returns why not (a message to render) if it could not be deleted. */
    fun delete(id: String): Message? = try {
        store.delete(id)
        null
    } catch (e: SpelbordException) {
        describe(e)
    }

    companion object {
        /** Opens the store in the app's private files directory. */
        fun inDirectory(path: String): SavedGames = SavedGames(SaveStore.open(path))
    }
}
