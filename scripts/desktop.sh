#!/usr/bin/env bash
# Opens Spelbord in a desktop window: the same Compose UI as the Android app, on the
# desktop JVM (Compose Multiplatform), over the Rust library built here.
#
#   scripts/desktop.sh                 build what is needed and open the window
#   SPELBORD_DATA_DIR=/tmp/x scripts/desktop.sh    keep saves and settings elsewhere
#
# Needs: cargo, a JDK 17 with mvn (Maven fetches Compose, ~130 MB, on the first run).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)

cargo build --release -p spelbord-ffi --lib
cargo build --profile bindings -p spelbord-ffi --features bindgen --bin uniffi-bindgen
LIB="$ROOT/target/release/libspelbord_ffi.so"
rm -rf tests/kotlin/generated
target/bindings/uniffi-bindgen generate --library "$LIB" --language kotlin --out-dir tests/kotlin/generated --no-format
cd desktop
exec mvn -B -q -ntp -Dspelbord.lib="$LIB" compile exec:java
