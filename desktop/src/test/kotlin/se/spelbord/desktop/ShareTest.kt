package se.spelbord.desktop

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.performTextReplacement
import java.nio.file.Files
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertTrue
import org.junit.AfterClass
import org.junit.BeforeClass
import org.junit.Test
import se.spelbord.controller.ImmediateRunner
import se.spelbord.testserver.LocalServer
import se.spelbord.transport.JdkWebSocketTransport
import se.spelbord.ui.AnimationSpeed
import se.spelbord.ui.AppState
import se.spelbord.ui.BotSpeed
import se.spelbord.ui.LanguageChoice
import se.spelbord.ui.Settings
import se.spelbord.ui.ThemeChoice

/**
 * The invite's share action: where the platform gives a share callback (Android's
 * share sheet) the host's invite offers "Share" and hands it the code and link in the
 * app's words; without one (the desktop) it offers "Copy".
 */
@OptIn(ExperimentalTestApi::class)
class ShareTest {
    companion object {
        private lateinit var server: LocalServer

        @BeforeClass @JvmStatic fun start() { server = LocalServer() }

        @AfterClass @JvmStatic fun stop() { server.close() }
    }

    private fun hosting(share: ((String) -> Unit)?, language: LanguageChoice): AppState {
        val app = AppState(Files.createTempDirectory("spelbord-share-ui").toFile(), ImmediateRunner, "en") { JdkWebSocketTransport() }
        app.share = share
        app.update(
            Settings(
                language = language, theme = ThemeChoice.LIGHT, animation = AnimationSpeed.INSTANT,
                botSpeed = BotSpeed.INSTANT, server = server.address,
            ),
        )
        return app
    }

    private fun waitFor(what: String, ok: () -> Boolean) {
        val end = System.currentTimeMillis() + 20_000
        while (!ok()) { check(System.currentTimeMillis() < end) { what }; Thread.sleep(20) }
    }

    @Test
    fun `the invite is shared through the platform's callback, or copied without one`() {
        val shared = mutableListOf<String>()
        val app = hosting({ shared += it }, LanguageChoice.SV)
        withApp(app, Device.PHONE) {
            tag("new:fia").performScrollTo().performClick()
            waitForIdle()
            tag("seat-kind:1:invite").performScrollTo().performClick()
            tag("seat-name:1").performScrollTo().performTextReplacement("Bo")
            tag("start").performScrollTo().performClick()
            waitFor("the invite") { app.game?.online?.invites?.isNotEmpty() == true }
            waitForIdle()
            val invite = app.game!!.online!!.invites.single()
            assertFalse(has("invite-copy-1"), "no copy where the platform shares")
            tag("invite-share-1").performClick()
            assertEquals(1, shared.size)
            assertTrue(shared[0].contains(invite.code) && shared[0].contains(invite.link), shared[0])
            assertTrue(shared[0].startsWith("Var med"), "in the app's language: ${shared[0]}")
            screenshot("phone-sv-online-invite-share")
        }
        val desktop = hosting(null, LanguageChoice.EN)
        withApp(desktop, Device.PHONE) {
            tag("new:fia").performScrollTo().performClick()
            waitForIdle()
            tag("seat-kind:1:invite").performScrollTo().performClick()
            tag("seat-name:1").performScrollTo().performTextReplacement("Bo")
            tag("start").performScrollTo().performClick()
            waitFor("the invite") { desktop.game?.online?.invites?.isNotEmpty() == true }
            waitForIdle()
            assertTrue(has("invite-copy-1"))
            assertFalse(has("invite-share-1"))
        }
    }
}
