package se.spelbord

import java.nio.file.Files
import kotlin.test.assertContentEquals
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import se.spelbord.ffi.GameSession
import se.spelbord.ffi.Language
import se.spelbord.ffi.Phase
import se.spelbord.ffi.SaveStore
import se.spelbord.ffi.SeatSpec
import se.spelbord.ffi.SpelbordException
import se.spelbord.ffi.errorMessage
import se.spelbord.ffi.isMissingText
import se.spelbord.ffi.renderMessage
import se.spelbord.ffi.saveFormatVersion

/** Every entry point with bad input: a typed error, and nothing changed. */
class BadInputTest {
    @Test
    fun `bad configurations are refused with the matching case`() {
        for (game in catalog()) {
            val ok = config(game, humans = 1)
            assertThrows<SpelbordException.UnknownGame> { GameSession(ok.copy(game = "no-such-game"), null) }
            assertThrows<SpelbordException.BadConfig> {
                GameSession(ok.copy(variants = mapOf("no_such_variant" to "1")), null)
            }
            game.variants.firstOrNull()?.let { v ->
                assertThrows<SpelbordException.BadConfig> {
                    GameSession(ok.copy(variants = mapOf(v.key to "not-a-value")), null)
                }
            }
            assertThrows<SpelbordException.BadConfig> {
                GameSession(ok.copy(seats = ok.seats.take(game.minPlayers.toInt() - 1)), null)
            }
            assertThrows<SpelbordException.BadConfig> {
                GameSession(ok.copy(seats = ok.seats + List(game.maxPlayers.toInt()) { SeatSpec("X$it", null) }), null)
            }
            assertThrows<SpelbordException.BadConfig> {
                GameSession(ok.copy(seats = listOf(SeatSpec(" ", null)) + ok.seats.drop(1)), null)
            }
            // Every variant value the catalog offers is accepted at some table size
            // (Durak's teams need 4 or 6 players, and are refused at 2 or 3).
            for (v in game.variants) for (value in v.values) {
                val accepted = (game.minPlayers.toInt()..game.maxPlayers.toInt()).any { n ->
                    val at = config(game, humans = 1, players = n).copy(variants = mapOf(v.key to value))
                    runCatching { GameSession(at, null).close() }.isSuccess
                }
                assertTrue(accepted, "${game.id}: ${v.key}=$value is refused at every table size")
            }
        }
    }

    @Test
    fun `stale versions, wrong seats and steps not offered change nothing`() {
        for (game in catalog()) {
            // All seats human, so any seat could try to act.
            val session = GameSession(config(game, humans = game.minPlayers.toInt()), null)
            (session.phase() as? Phase.HandOff)?.let { session.confirmHandoff(it.seat) }
            val seat = (session.phase() as Phase.HumanTurn).seat
            val other = (seat + 1U) % game.minPlayers
            val view = session.view(seat)
            val step = view.nextSteps.first().notation
            val v = view.version

            val stale = assertThrows<SpelbordException.StaleAction> { session.chooseStep(v + 1UL, seat, step) }
            assertEquals(v, stale.current)
            assertEquals(v + 1UL, stale.given)
            assertThrows<SpelbordException.StaleAction> { session.confirm(v + 5UL, seat) }
            assertThrows<SpelbordException.StaleAction> { session.act(v + 1UL, seat, step) }
            assertThrows<SpelbordException.StaleAction> { session.undo(v + 1UL, seat) }
            val wrong = assertThrows<SpelbordException.WrongSeat> { session.chooseStep(v, other, step) }
            assertEquals(other, wrong.seat)
            // What the player reads: the core's words in the player's language (the
            // exception goes back across the FFI for them).
            val said = renderMessage(errorMessage(wrong), Language.SV)
            assertTrue(said.startsWith("Inte nu: ") && !isMissingText(said), said)
            assertEquals("Spillet er gået videre; prøv igen.", renderMessage(errorMessage(stale), Language.DA))
            assertThrows<SpelbordException.WrongSeat> { session.chooseStep(v, 99U, step) }
            assertThrows<SpelbordException.WrongSeat> { session.act(v, other, step) }
            val illegal = assertThrows<SpelbordException.IllegalAction> {
                session.chooseStep(v, seat, "zz-not-offered")
            }
            assertEquals("zz-not-offered", illegal.action)
            assertTrue(illegal.reason.isNotBlank())
            assertThrows<SpelbordException.IllegalAction> { session.act(v, seat, "zz not a move") }
            assertThrows<SpelbordException.IllegalAction> { session.confirm(v, seat) } // nothing built
            assertThrows<SpelbordException.WrongSeat> { session.botStep(0U) } // a human is to move
            assertThrows<SpelbordException.CannotUndo> { session.undo(v, seat) }
            assertThrows<SpelbordException.WrongSeat> { session.seatColor(99U) }
            assertThrows<SpelbordException.WrongSeat> { session.confirmHandoff(other) } // no hand-off pending

            assertEquals(view, session.view(seat), "${game.id}: nothing changed")
            assertFalse(session.canUndo(seat))
            assertEquals(null, session.stepAt(seat, -5f, -5f), "a tap outside the board does nothing")
            // Out-of-range viewers get the table view rather than an error.
            assertEquals(null, session.view(99U).viewer)
            session.close()
        }
    }

    @Test
    fun `a finished game refuses further actions`() {
        for (game in catalog()) {
            val session = GameSession(config(game, humans = 1, seed = 9UL), null)
            playOut(session)
            val v = session.version()
            assertThrows<SpelbordException.GameOver> { session.botStep(0U) }
            assertThrows<SpelbordException.GameOver> { session.chooseStep(v, 0U, "x") }
            assertThrows<SpelbordException.CannotUndo> { session.undo(v, 0U) }
            assertEquals(v, session.version())
            session.close()
        }
    }

    @Test
    fun `damaged, newer and missing save files are typed errors and the newer file is left untouched`() {
        val game = catalog().first()
        val dir = tempStoreDir("bad-saves")
        val store = SaveStore.open(dir.toString())
        val good = GameSession(config(game, humans = 1), store)
        repeat(5) { advance(good) }
        val goodFile = dir.resolve("${good.id()}.json")
        val text = Files.readString(goodFile)

        Files.writeString(dir.resolve("damaged.json"), "{ this is not json")
        Files.writeString(
            dir.resolve("cut.json"),
            text.replace("\"id\": \"${good.id()}\"", "\"id\": \"cut\"").substring(0, text.length / 2),
        )
        val newerVersion = saveFormatVersion() + 1U
        val newerText = text
            .replace("\"id\": \"${good.id()}\"", "\"id\": \"newer\"")
            .replace(Regex("\"version\": \\d+"), "\"version\": $newerVersion")
        Files.writeString(dir.resolve("newer.json"), newerText)
        val newerBytes = Files.readAllBytes(dir.resolve("newer.json"))
        // A readable file whose history was tampered with: the replay catches it.
        Files.writeString(
            dir.resolve("tampered.json"),
            text.replace("\"id\": \"${good.id()}\"", "\"id\": \"tampered\"").replace("\"seed\": ", "\"seed\": 1"),
        )

        val listing = store.list()
        // The listing checks each file (checksum, replay): the tampered one is unreadable too.
        assertEquals(setOf(good.id()), listing.games.map { it.id }.toSet())
        val unreadable = listing.unreadable.associateBy { it.id }
        assertEquals(setOf("cut", "damaged", "newer", "tampered"), unreadable.keys)
        assertTrue(unreadable.getValue("newer").newer)
        assertFalse(unreadable.getValue("damaged").newer)
        assertTrue(unreadable.values.all { it.reason.isNotBlank() })

        assertThrows<SpelbordException.UnreadableSave> { store.load("damaged") }
        assertThrows<SpelbordException.UnreadableSave> { store.load("cut") }
        assertThrows<SpelbordException.UnreadableSave> { store.load("tampered") }
        val newer = assertThrows<SpelbordException.NewerSaveVersion> { store.load("newer") }
        assertEquals(newerVersion, newer.found)
        assertEquals(saveFormatVersion(), newer.supported)
        assertThrows<SpelbordException.NoSuchSave> { store.load("not-there") }
        assertThrows<SpelbordException.NoSuchSave> { store.load("../escape") }
        assertThrows<SpelbordException.NoSuchSave> { store.delete("not-there") }
        assertContentEquals(newerBytes, Files.readAllBytes(dir.resolve("newer.json")), "newer file untouched")

        // Unreadable files may be deleted (the user's choice); the good game stays.
        store.delete("damaged")
        assertFalse(Files.exists(dir.resolve("damaged.json")))
        assertEquals(setOf(good.id()), store.list().games.map { it.id }.toSet())

        // A newer app wrote over this game's file: autosave reports it and keeps the file.
        val newerOwn = newerText.replace("\"id\": \"newer\"", "\"id\": \"${good.id()}\"")
        Files.writeString(goodFile, newerOwn)
        val ownBytes = Files.readAllBytes(goodFile)
        var result: se.spelbord.ffi.ActionResult? = null
        while (result == null) {
            when (val phase = good.phase()) {
                is Phase.BotTurn -> result = good.botStep(0U).result
                is Phase.HumanTurn -> {
                    val view = good.view(phase.seat)
                    result = if (view.canConfirm) good.confirm(view.version, phase.seat)
                    else good.chooseStep(view.version, phase.seat, view.nextSteps.first().notation)
                }
                is Phase.HandOff -> result = good.confirmHandoff(phase.seat)
                is Phase.Over -> error("game over too early")
            }
        }
        assertTrue(result.autosaveError != null, "autosave over a newer file must fail")
        assertContentEquals(ownBytes, Files.readAllBytes(goodFile), "newer file untouched by autosave")
        assertThrows<SpelbordException.NewerSaveVersion> { good.save(store) }

        // A store on a path that is a file is an I/O error.
        assertThrows<SpelbordException.Io> { SaveStore.open(goodFile.toString()) }
        good.close()
        store.close()
    }
}
