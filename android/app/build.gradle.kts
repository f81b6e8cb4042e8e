plugins {
    // Kotlin is compiled by AGP 9 itself (no org.jetbrains.kotlin.android here).
    id("com.android.application")
    id("org.jetbrains.kotlin.plugin.compose")
}

android {
    namespace = "se.spelbord.app"
    // Compose 1.12's AARs need compileSdk 37.
    compileSdk = 37

    defaultConfig {
        applicationId = "se.spelbord.app"
        minSdk = 26
        targetSdk = 37
        versionCode = 1
        versionName = "0.1.0"
        ndk {
            // The ABIs scripts/build-android.sh builds with cargo-ndk.
            abiFilters += listOf("arm64-v8a", "armeabi-v7a", "x86_64")
        }
    }

    buildTypes {
        release {
            isMinifyEnabled = false
        }
    }

    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }

    // Kotlin's JVM target follows targetCompatibility under built-in Kotlin.

    buildFeatures {
        compose = true
    }

    // libspelbord_ffi.so per ABI lands in src/main/jniLibs (the default location).

    sourceSets["main"].apply {
        // The Compose UI shared with the desktop build (no android.* imports there).
        kotlin.srcDir("../ui/src/main/kotlin")
        // Its sounds (every word comes from the core's catalogue inside the library).
        resources.srcDir("../ui/src/main/resources")
    }
}


dependencies {
    implementation(project(":controller"))
    implementation("net.java.dev.jna:jna:5.17.0@aar")
    // The online table's WebSocket (platform TLS and proxies; see docs/mobile.md).
    implementation("com.squareup.okhttp3:okhttp:4.12.0")

    // The BOM that maps to the Compose the desktop build compiles the same UI against
    // (desktop/pom.xml: Compose Multiplatform 1.12.2 = androidx.compose 1.12.1,
    // material3 1.9.0 = Jetpack material3 1.4.0); desktop AndroidBuildTest keeps them equal.
    implementation(platform("androidx.compose:compose-bom:2026.09.00"))
    implementation("androidx.compose.ui:ui")
    implementation("androidx.compose.foundation:foundation")
    implementation("androidx.compose.material3:material3")
    implementation("androidx.activity:activity-compose:1.13.0")
    implementation("androidx.lifecycle:lifecycle-viewmodel-compose:2.11.0")
    debugImplementation("androidx.compose.ui:ui-tooling")
}
