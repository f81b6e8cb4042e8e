package se.spelbord.desktop

import java.io.File
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertTrue
import org.junit.Test

/**
 * The Android build compiles the same Compose UI as this desktop build, so it must get
 * the same Compose: the BOM in android/app/build.gradle.kts maps to the androidx.compose
 * runtime pinned in desktop/pom.xml and to the Jetpack material3 that Compose
 * Multiplatform's material3 is built from. Compose 1.12's AARs ask for compileSdk 37 and
 * AGP 9.1 (their aar-metadata), so the Gradle files must set at least those.
 */
class AndroidBuildTest {
    private val root = File(System.getProperty("user.dir")).parentFile
    private val app = File(root, "android/app/build.gradle.kts").readText()
    private val top = File(root, "android/build.gradle.kts").readText()
    private val pom = File(root, "desktop/pom.xml").readText()

    /** Compose Multiplatform's material3 → the Jetpack material3 it is built from. */
    private val jetpackMaterial3 = mapOf("1.9.0" to "1.4.0")

    private fun bomEntry(bom: String, artifact: String): String =
        Regex("<artifactId>$artifact</artifactId>\\s*<version>([^<]+)</version>").find(bom)?.groupValues?.get(1)
            ?: error("$artifact is not in the BOM")

    @Test
    fun theAndroidAppGetsTheComposeTheDesktopCompiles() {
        val bomVersion = Regex("compose-bom:([0-9.]+)").find(app)!!.groupValues[1]
        assertTrue("<artifactId>compose-bom</artifactId>\n      <version>$bomVersion</version>" in pom, "desktop/pom.xml fetches the same BOM ($bomVersion)")
        val bomFile = File(System.getProperty("spelbord.m2"), "androidx/compose/compose-bom/$bomVersion/compose-bom-$bomVersion.pom")
        val bom = bomFile.readText()
        val runtime = Regex("<artifactId>runtime-saveable-desktop</artifactId>\\s*<version>([^<]+)</version>").find(pom)!!.groupValues[1]
        assertEquals(runtime, bomEntry(bom, "ui"), "Compose ui on Android = the androidx.compose runtime of the desktop build")
        assertEquals(runtime, bomEntry(bom, "foundation"))
        val m3 = Regex("<material3.version>([^<]+)</material3.version>").find(pom)!!.groupValues[1]
        assertEquals(jetpackMaterial3[m3], bomEntry(bom, "material3"), "material3 on Android = the one CMP material3 $m3 is built from")
    }

    @Test
    fun theGradleFilesMeetWhatCompose112Asks() {
        val compileSdk = Regex("compileSdk = (\\d+)").find(app)!!.groupValues[1].toInt()
        assertTrue(compileSdk >= 37, "compileSdk $compileSdk < 37")
        val agp = Regex("com.android.application\"\\) version \"(\\d+)\\.(\\d+)").find(top)!!.groupValues.drop(1).map { it.toInt() }
        assertTrue(agp[0] > 9 || agp[0] == 9 && agp[1] >= 1, "AGP ${agp.joinToString(".")} < 9.1")
        // AGP 9 compiles Kotlin itself: applying kotlin-android in the app module fails the build.
        assertFalse(Regex("^\\s*id\\(\"org.jetbrains.kotlin.android\"\\)\\s*$", RegexOption.MULTILINE).containsMatchIn(app))
        assertFalse("kotlinOptions" in app, "kotlinOptions {} is gone under built-in Kotlin")
        // The same Kotlin as the desktop build.
        val kotlin = Regex("<kotlin.version>([^<]+)</kotlin.version>").find(pom)!!.groupValues[1]
        assertTrue("id(\"org.jetbrains.kotlin.plugin.compose\") version \"$kotlin\"" in top, "the Compose compiler plugin is Kotlin $kotlin")
        // The shared UI and the catalogue are in the app.
        assertTrue("kotlin.srcDir(\"../ui/src/main/kotlin\")" in app)
        val wrapper = File(root, "android/gradle/wrapper/gradle-wrapper.properties").readText()
        val gradle = Regex("gradle-(\\d+)\\.(\\d+)\\.?(\\d*)-bin").find(wrapper)!!.groupValues.drop(1).map { it.toIntOrNull() ?: 0 }
        assertTrue(gradle[0] > 9 || gradle[0] == 9 && (gradle[1] > 3 || gradle[1] == 3 && gradle[2] >= 1), "AGP 9.1 needs Gradle 9.3.1: $gradle")
    }
}
