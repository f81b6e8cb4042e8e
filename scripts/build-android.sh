#!/usr/bin/env bash
# Builds the Rust library for Android and the Kotlin bindings the app compiles.
#
#   scripts/build-android.sh            release build for arm64-v8a, armeabi-v7a, x86_64
#   PROFILE=dev scripts/build-android.sh   debug build (faster to compile, slow bots)
#
# Needs: the Android NDK (ANDROID_NDK_HOME, or ndk/<version> under ANDROID_HOME, which
# cargo-ndk finds itself), `cargo install cargo-ndk`, and the three rustup targets
# (added below). Writes (all git-ignored):
#   android/app/src/main/jniLibs/<abi>/libspelbord_ffi.so
#   android/controller/src/generated/kotlin/se/spelbord/ffi/spelbord_ffi.kt
set -euo pipefail
cd "$(dirname "$0")/.."

PROFILE=${PROFILE:-release}
API_LEVEL=26 # = minSdk in android/app/build.gradle.kts
ABIS=(arm64-v8a armeabi-v7a x86_64)
RUST_TARGETS=(aarch64-linux-android armv7-linux-androideabi x86_64-linux-android)

if ! command -v cargo-ndk >/dev/null; then
  echo "cargo-ndk is missing: cargo install cargo-ndk" >&2
  exit 1
fi
rustup target add "${RUST_TARGETS[@]}"

TARGET_ARGS=()
for abi in "${ABIS[@]}"; do TARGET_ARGS+=(-t "$abi"); done
PROFILE_ARGS=()
PROFILE_DIR=debug
if [[ "$PROFILE" == release ]]; then
  PROFILE_ARGS=(--release)
  PROFILE_DIR=release
fi

# One .so per ABI, copied by cargo-ndk into the app's jniLibs (stripped by Gradle).
cargo ndk "${TARGET_ARGS[@]}" --platform "$API_LEVEL" -o android/app/src/main/jniLibs \
  build "${PROFILE_ARGS[@]}" -p spelbord-ffi --lib

# Bindings from the built library itself, so they always match it.
cargo build --profile bindings -p spelbord-ffi --features bindgen --bin uniffi-bindgen
OUT=android/controller/src/generated/kotlin
rm -rf "$OUT"
target/bindings/uniffi-bindgen generate \
  --library "target/aarch64-linux-android/$PROFILE_DIR/libspelbord_ffi.so" \
  --language kotlin --out-dir "$OUT" --no-format

echo "Android library and bindings ready:"
find android/app/src/main/jniLibs -name '*.so' -exec ls -l {} \;
find "$OUT" -name '*.kt'
