// Plugin versions for the whole build (applied in the modules).
// AGP 9.1 is the first that takes Compose 1.12 (its AARs ask for AGP 9.1 and compileSdk 37)
// and it compiles Kotlin itself ("built-in Kotlin"); declaring the Kotlin Gradle plugin
// here, unapplied, makes that Kotlin 2.3.20, the version the desktop build uses.
plugins {
    id("com.android.application") version "9.1.1" apply false
    id("org.jetbrains.kotlin.android") version "2.3.20" apply false
    id("org.jetbrains.kotlin.jvm") version "2.3.20" apply false
    id("org.jetbrains.kotlin.plugin.compose") version "2.3.20" apply false
}
