// Spelbord for Android: the Compose app and the plain-JVM controller module.
// Build the Rust library and the Kotlin bindings first: ../scripts/build-android.sh
pluginManagement {
    repositories {
        google()
        mavenCentral()
        gradlePluginPortal()
    }
}

dependencyResolutionManagement {
    repositoriesMode.set(RepositoriesMode.FAIL_ON_PROJECT_REPOS)
    repositories {
        google()
        mavenCentral()
    }
}

rootProject.name = "Spelbord"
include(":app", ":controller")
