#!/usr/bin/env bash
# Opens Spelbord in a desktop window: the same Compose UI as the Android app, on the
# desktop JVM (Compose Multiplatform), over the Rust library built here.
#
#   scripts/desktop.sh                 build what changed and open the window
#   SPELBORD_DATA_DIR=/tmp/x scripts/desktop.sh    keep saves and settings elsewhere
#   SPELBORD_NO_WINDOW=1 scripts/desktop.sh        build only (to time the loop)
#
# Only what changed is rebuilt: cargo is incremental; the Kotlin bindings are generated
# again only when the library changed; the Kotlin is compiled again only when a source,
# the bindings or the pom changed (a stamp of their contents in desktop/target).
#
# Needs: cargo, a JDK 17 with mvn (Maven fetches Compose, ~130 MB, on the first run).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)

cargo build --release -p spelbord-ffi --lib
LIB="$ROOT/target/release/libspelbord_ffi.so"
GENERATED=tests/kotlin/generated
if [[ ! -d $GENERATED || $LIB -nt $GENERATED ]]; then
  cargo build --profile bindings -p spelbord-ffi --features bindgen --bin uniffi-bindgen
  rm -rf "$GENERATED"
  target/bindings/uniffi-bindgen generate --library "$LIB" --language kotlin --out-dir "$GENERATED" --no-format
  touch "$GENERATED"
fi

# What the desktop classes are compiled from: sources, resources, bindings and the pom.
stamp() {
  find android/ui/src/main android/controller/src/main desktop/src/main "$GENERATED" desktop/pom.xml -type f -print0 |
    sort -z | xargs -0 sha1sum | sha1sum | cut -d' ' -f1
}
STAMP=desktop/target/.desktop-sources
NOW=$(stamp)
cd desktop
if [[ ! -d target/classes || ! -f ../$STAMP || $(cat "../$STAMP") != "$NOW" ]]; then
  # Compiled first, stamped after: a failed compile leaves no stamp.
  mvn -B -q -ntp -Dspelbord.lib="$LIB" compile
  echo "$NOW" > "../$STAMP"
fi
if [[ -n "${SPELBORD_NO_WINDOW:-}" ]]; then exit 0; fi
exec mvn -B -q -ntp -Dspelbord.lib="$LIB" exec:java
