package se.spelbord.desktop

import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.IdlingResource
import androidx.compose.ui.test.SemanticsNodeInteraction
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.onRoot
import androidx.compose.ui.test.captureToImage
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.runDesktopComposeUiTest
import androidx.compose.ui.graphics.toAwtImage
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.unit.Density
import java.io.File
import kotlin.time.Duration.Companion.minutes
import java.nio.file.Files
import javax.imageio.ImageIO
import se.spelbord.controller.ImmediateRunner
import se.spelbord.ui.AnimationSpeed
import se.spelbord.ui.AppState
import se.spelbord.ui.BotSpeed
import se.spelbord.ui.LanguageChoice
import se.spelbord.ui.Settings
import se.spelbord.ui.SpelbordApp
import se.spelbord.ui.ThemeChoice

/** A screen size the app is shown at: pixels = dp × density. */
enum class Device(val widthDp: Int, val heightDp: Int, val density: Float) {
    PHONE(412, 892, 2f),
    TABLET(1280, 800, 1.5f),

    /** A small phone (360 × 780 dp) upright. */
    SMALL_PHONE(360, 780, 2f),

    /** The small phone on its side. */
    SMALL_PHONE_LANDSCAPE(780, 360, 2f),

    /** The phone on its side. */
    PHONE_LANDSCAPE(892, 412, 2f),
}

/** Where screenshots go (target/screenshots unless the build says otherwise). */
val screenshotDir: File = File(System.getProperty("spelbord.screenshots") ?: "target/screenshots").apply { mkdirs() }

/**
 * The app over the real Rust library in a fresh data folder, bots at zero think time
 * and no animation, everything on the test thread ([ImmediateRunner]).
 */
fun newApp(dir: File = Files.createTempDirectory("spelbord-ui").toFile(), dark: Boolean = false): AppState {
    val app = AppState(dir, ImmediateRunner, "en")
    app.update(
        Settings(
            language = LanguageChoice.EN,
            theme = if (dark) ThemeChoice.DARK else ThemeChoice.LIGHT,
            animation = AnimationSpeed.INSTANT,
            botSpeed = BotSpeed.INSTANT,
        ),
    )
    return app
}

/** Runs `body` with the whole app composed in a window of `device`'s size. */
@OptIn(ExperimentalTestApi::class)
fun withApp(app: AppState, device: Device = Device.PHONE, body: ComposeUiTest.() -> Unit) {
    val width = (device.widthDp * device.density).toInt()
    val height = (device.heightDp * device.density).toInt()
    runDesktopComposeUiTest(width, height, testTimeout = 15.minutes) {
        // Idle only once the core's table has settled (no bot thinking, no forced move
        // or state on its way), so a test never reads a game the table is still playing.
        registerIdlingResource(object : IdlingResource {
            override val isIdleNow: Boolean get() = app.current?.state?.thinking != true
        })
        setContent {
            CompositionLocalProvider(LocalDensity provides Density(device.density)) {
                SpelbordApp(app, systemDark = false)
            }
        }
        waitForIdle()
        body()
    }
}

/** Writes the whole window to `screenshots/<name>.png`. */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.screenshot(name: String): File {
    waitForIdle()
    val file = File(screenshotDir, "$name.png")
    ImageIO.write(onRoot().captureToImage().toAwtImage(), "png", file)
    return file
}

/** The node with test tag `tag`. */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.tag(tag: String): SemanticsNodeInteraction = onNode(hasTestTag(tag), useUnmergedTree = true)

/** True when a node with test tag `tag` is composed. */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.has(tag: String): Boolean =
    onAllNodes(hasTestTag(tag), useUnmergedTree = true).fetchSemanticsNodes().isNotEmpty()

/**
 * Taps the offered step `notation`: scrolled into view where it lies in the scrolling
 * controls; a decision pinned above them (Durak's Pass and Take) is in view already.
 */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.tapStep(notation: String) {
    val button = tag("step:$notation")
    val pinned = onAllNodes(
        hasTestTag("step:$notation") and androidx.compose.ui.test.hasAnyAncestor(hasTestTag("decisions")),
        useUnmergedTree = true,
    ).fetchSemanticsNodes().isNotEmpty()
    if (!pinned) button.performScrollTo()
    button.performClick()
}
