package se.spelbord

import kotlin.test.assertEquals
import kotlin.test.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import se.spelbord.ffi.RulesBlock
import se.spelbord.ffi.SpelbordException
import se.spelbord.ffi.gameInfo
import se.spelbord.ffi.initLogging
import se.spelbord.ffi.rulesText
import se.spelbord.ffi.saveFormatVersion

class CatalogTest {
    @Test
    fun `every game lists sane seat ranges, teams and variants`() {
        initLogging() // does nothing on a desktop JVM, but must be callable
        val ids = catalog().map { it.id }
        assertEquals(ids.toSet().size, ids.size, "ids are unique")
        for (game in catalog()) {
            assertTrue(game.minPlayers in 1U..game.maxPlayers, "${game.id} seat range")
            for (team in game.teams) {
                assertTrue(team.all { it < game.maxPlayers }, "${game.id} team seats exist")
            }
            for (v in game.variants) {
                assertEquals(v.values.first(), v.defaultValue, "${game.id}.${v.key}: default first")
                assertTrue(v.labelKey.isNotBlank(), "${game.id}.${v.key}: label key")
            }
            assertEquals(game, gameInfo(game.id))
        }
        assertTrue(saveFormatVersion() >= 1U)
    }

    @Test
    fun `an unknown game id is a typed error`() {
        val e = assertThrows<SpelbordException.UnknownGame> { gameInfo("no-such-game") }
        assertEquals("no-such-game", e.id)
    }

    @Test
    fun `every game's rules come in the device language as blocks to draw`() {
        for (game in catalog()) {
            for ((tag, expected) in listOf("sv-SE" to "sv", "da" to "da", "en-GB" to "en", "ru-RU" to "en")) {
                val rules = rulesText(game.id, tag)
                assertEquals(expected, rules.language, "${game.id} $tag")
                val title = rules.blocks.first() as RulesBlock.Heading
                assertEquals(1.toUByte(), title.level)
                assertTrue(title.spans.joinToString("") { it.text }.startsWith(game.name), "${game.id}: $title")
                assertTrue(rules.blocks.any { it is RulesBlock.Paragraph && it.spans.any { s -> s.bold } })
                assertTrue(rules.blocks.any { it is RulesBlock.ListItem || it is RulesBlock.TableRow }, game.id)
            }
        }
        assertThrows<SpelbordException.UnknownGame> { rulesText("no-such-game", "en") }
    }
}
