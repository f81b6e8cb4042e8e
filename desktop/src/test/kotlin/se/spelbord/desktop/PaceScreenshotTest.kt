package se.spelbord.desktop

import androidx.compose.ui.test.ExperimentalTestApi
import kotlin.test.assertTrue
import org.junit.Test
import se.spelbord.controller.GameUiState
import se.spelbord.controller.NewGameForm
import se.spelbord.ffi.BotLevel
import se.spelbord.ffi.SeatSpec
import se.spelbord.ui.LanguageChoice

/**
 * The screens issue 20 changed, one per game, on a phone and a tablet, in English and
 * Swedish, written to target/screenshots as `pace-<game>-<device>-<lang>.png` to look
 * at: Fia's roll that let no piece out, Fevga's move played for the player, the Fjols
 * hand-off with "undo my move", Pairanoid's partner, teams and catch-up.
 */
@OptIn(ExperimentalTestApi::class)
class PaceScreenshotTest {
    private class Case(val game: String, val seats: List<SeatSpec>, val seed: ULong, val wanted: (GameUiState) -> Boolean)

    private val cases = listOf(
        Case("fia", listOf(SeatSpec("Anna", null), SeatSpec("", BotLevel.EASY)), 3UL) { g ->
            g.reveal?.dice?.nodes?.isNotEmpty() == true && g.reveal?.events?.none { it is se.spelbord.ffi.Event.PieceMoved } == true
        },
        Case("fevga", listOf(SeatSpec("Anna", null), SeatSpec("", BotLevel.EASY)), 11UL) { g -> g.reveal?.dice?.nodes?.isNotEmpty() == true },
        Case("fjols", listOf(SeatSpec("Anna", null), SeatSpec("Bo", null), SeatSpec("", BotLevel.EASY)), 5UL) { g -> g.handOffUndo != null },
        Case(
            "pairanoid",
            listOf(SeatSpec("Anna", null), SeatSpec("", BotLevel.EASY), SeatSpec("Cy", BotLevel.EASY), SeatSpec("", BotLevel.EASY)),
            5UL,
        ) { g -> g.viewer == 0U && g.catchUp.size >= 2 && g.reveal == null && g.view.pending.isEmpty() && g.view.nextSteps.any { it.notation != "swap" } },
    )

    private fun shoot(device: Device, language: LanguageChoice) {
        val found = mutableListOf<String>()
        for (case in cases) {
            val app = newApp()
            app.update(app.settings.copy(language = language))
            withApp(app, device) {
                val info = app.catalog.first { it.id == case.game }
                app.start(NewGameForm(info, seats = case.seats, seed = case.seed))
                for (i in 0 until 1500) {
                    waitForIdle()
                    val g = app.game!!
                    if (case.wanted(g)) {
                        screenshot("pace-${case.game}-${device.name.lowercase()}-${language.name.lowercase()}")
                        found += case.game
                        break
                    }
                    if (g.isOver) break
                    play(app, PlayLog(), 1)
                }
            }
            app.close()
        }
        assertTrue(found.size == cases.size, "screens found: $found")
    }

    @Test fun phoneEnglish() = shoot(Device.PHONE, LanguageChoice.EN)

    @Test fun phoneSwedish() = shoot(Device.PHONE, LanguageChoice.SV)

    @Test fun tabletEnglish() = shoot(Device.TABLET, LanguageChoice.EN)

    @Test fun tabletSwedish() = shoot(Device.TABLET, LanguageChoice.SV)
}
