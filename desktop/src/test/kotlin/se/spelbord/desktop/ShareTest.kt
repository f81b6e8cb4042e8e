package se.spelbord.desktop

import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.performTextReplacement
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertTrue
import org.junit.AfterClass
import org.junit.BeforeClass
import org.junit.Test
import se.spelbord.testserver.LocalServer
import se.spelbord.ui.AppState
import se.spelbord.ui.LanguageChoice

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

    private fun hosting(share: ((String) -> Unit)?, language: LanguageChoice): AppState =
        onlineApp(server.address, language).also { it.share = share }

    /** Starts a Fia game from the form with seat 2 invited as Bo, until its invite is shown. */
    private fun ComposeUiTest.hostInvitingBo(app: AppState) {
        tag("new:fia").performScrollTo().performClick()
        waitForIdle()
        tag("seat-kind:1:invite").performScrollTo().performClick()
        tag("seat-name:1").performScrollTo().performTextReplacement("Bo")
        tag("start").performClick()
        Deadline(20_000).until("the invite") { app.game?.online?.invites?.isNotEmpty() == true }
        waitForIdle()
    }

    @Test
    fun `the invite is shared through the platform's callback, or copied without one`() {
        val shared = mutableListOf<String>()
        val app = hosting({ shared += it }, LanguageChoice.SV)
        withApp(app, Device.PHONE) {
            hostInvitingBo(app)
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
            hostInvitingBo(desktop)
            assertTrue(has("invite-copy-1"))
            assertFalse(has("invite-share-1"))
        }
    }
}
