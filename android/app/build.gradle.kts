plugins {
    id("com.android.application")
    id("org.jetbrains.kotlin.android")
    id("org.jetbrains.kotlin.plugin.compose")
}

android {
    namespace = "se.spelbord.app"
    compileSdk = 35

    defaultConfig {
        applicationId = "se.spelbord.app"
        minSdk = 26
        targetSdk = 35
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

    kotlinOptions {
        jvmTarget = "17"
    }

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

    implementation(platform("androidx.compose:compose-bom:2024.12.01"))
    implementation("androidx.compose.ui:ui")
    implementation("androidx.compose.foundation:foundation")
    implementation("androidx.compose.material3:material3")
    implementation("androidx.activity:activity-compose:1.9.3")
    implementation("androidx.lifecycle:lifecycle-viewmodel-compose:2.8.7")
    debugImplementation("androidx.compose.ui:ui-tooling")
}
