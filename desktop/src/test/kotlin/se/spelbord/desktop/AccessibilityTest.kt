package se.spelbord.desktop

import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.performClick
import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import kotlin.test.assertTrue
import org.junit.Test
import se.spelbord.ffi.BotLevel
import se.spelbord.ffi.Role
import se.spelbord.ui.LanguageChoice

/**
 * TalkBack's view of the board: every node the core labels is an element with the
 * core's words in the player's language, every node a tap plays is a button, and
 * whose turn it is is announced.
 */
@OptIn(ExperimentalTestApi::class)
class AccessibilityTest {
    @Test
    fun everyLabelledNodeIsReadInSwedishAndEveryTappableOneIsAButton() {
        val app = newApp()
        app.update(app.settings.copy(language = LanguageChoice.SV))
        withApp(app, Device.TABLET) {
            for (game in listOf("fia", "fjols", "fevga", "pairanoid")) {
                val seats = app.catalog.first { it.id == game }.defaultPlayers.toInt()
                setUpAndStart(app, game, listOf(SeatSetup("Anna")) + (1 until seats).map { SeatSetup("Bot $it", BotLevel.BEGINNER) })
                play(app, PlayLog(), 3)
                waitForIdle()
                val scene = app.game!!.scene
                val all = onAllNodes(SemanticsMatcher("any") { true }, useUnmergedTree = true).fetchSemanticsNodes()
                val byTag = all.associateBy { it.config.getOrNull(SemanticsProperties.TestTag) }
                var buttons = 0
                for (node in scene.nodes.filter { it.role != Role.HIDDEN || it.action != null }) {
                    val element = assertNotNull(byTag["node:${node.id}"], "$game: ${node.id} is an element")
                    val said = element.config.getOrNull(SemanticsProperties.ContentDescription)?.joinToString(" ").orEmpty()
                    assertEquals(app.words.render(node.label), said, "$game: ${node.id} reads the core's label")
                    assertTrue(said.isNotBlank() && !said.contains("scene-") && !said.contains("{"), "$game: ${node.id} says words: '$said'")
                    if (node.action != null) {
                        assertNotNull(element.config.getOrNull(SemanticsActions.OnClick), "$game: ${node.id} is a button")
                        buttons++
                    }
                }
                val status = scene.nodes.filter { it.role == Role.STATUS }
                assertTrue(status.isNotEmpty(), "$game: whose turn it is is a status node")
                for (node in status) {
                    assertNotNull(byTag["node:${node.id}"]?.config?.getOrNull(SemanticsProperties.LiveRegion), "$game: ${node.id} is announced")
                }
                if (app.game!!.view.nextSteps.any { it.node != null }) assertTrue(buttons > 0, "$game: the player's moves are buttons")
                tag("back").performClick()
                waitForIdle()
            }
        }
    }
}
