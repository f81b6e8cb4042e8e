// Plain-JVM Kotlin: the game screen's logic and the generated UniFFI bindings.
// No android.* imports here, so the same sources are compiled and tested on a desktop
// JVM by the Maven project in ../../tests/kotlin.
plugins {
    id("org.jetbrains.kotlin.jvm")
}

kotlin {
    jvmToolchain(17)
}

sourceSets {
    main {
        kotlin.srcDir("src/main/kotlin")
        // Written by ../scripts/build-android.sh (uniffi-bindgen from the built library).
        kotlin.srcDir("src/generated/kotlin")
    }
}

dependencies {
    // The app supplies JNA as an .aar (with its Android native parts); the desktop
    // JVM tests supply the jar.
    compileOnly("net.java.dev.jna:jna:5.17.0")
}
