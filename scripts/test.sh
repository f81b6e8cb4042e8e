#!/usr/bin/env bash
# The one test command: Rust format, lints and tests; the cdylib; Kotlin and Swift
# bindings generated from it; Kotlin tests on the JVM; the Compose UI tests (desktop JVM,
# headless); Swift parse check.
#
#   scripts/test.sh            everything
#   BENCH=1 scripts/test.sh    also print the Kotlin benchmark figures
#
# Needs: cargo, a JDK 17 with mvn, python3 with tree-sitter and tree-sitter-swift
# (.ci/run installs them; see tests/swift/requirements.txt).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)

step() { printf '\n=== %s (%ss)\n' "$1" "$SECONDS"; }

# On a fresh machine the Swift parse check's Python packages may be missing: install
# the pinned versions once (CI's .ci/run does the same before calling this script).
if ! python3 -c 'import tree_sitter, tree_sitter_swift' 2>/dev/null; then
  step "pip install the Swift parse check's packages"
  python3 -m pip install --quiet --disable-pip-version-check -r tests/swift/requirements.txt
fi

# The tests' saves and SQLite files go to memory where the machine has a tmpfs: every
# autosave and every server action waits for an fsync, and on CI's disk those waits were
# much of the server tests' time. Durability itself is the kill -9 test's business
# (scripts/kill-test.sh), which kills processes, not the machine.
# (Only where it has room: a container's /dev/shm may be 64 MB.)
SHM_FREE_KB=$(df -Pk /dev/shm 2>/dev/null | awk 'NR==2 {print $4}' || true)
if [[ -z "${SPELBORD_TEST_ON_DISK:-}" && -w /dev/shm && "${SHM_FREE_KB:-0}" -gt 2000000 ]]; then
  TMPDIR=$(mktemp -d /dev/shm/spelbord-test.XXXX)
  # Open like /tmp: a test's own PostgreSQL runs as the postgres user and keeps its
  # cluster under TMPDIR (mktemp's 0700 made initdb fail there: CI's stop 28).
  chmod 1777 "$TMPDIR"
  export TMPDIR
fi

# A throw-away PostgreSQL cluster on a free loopback port for the server's tests
# (SPELBORD_TEST_POSTGRES); stopped and removed when this script exits. Without
# PostgreSQL installed the server tests run on SQLite only (in CI that is a failure:
# .ci/run installs it).
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
PG_DIR=""
stop_postgres() {
  if [[ -n "$PG_DIR" ]]; then
    su postgres -s /bin/sh -c "$PG_BIN/pg_ctl -D $PG_DIR/data -m fast -w stop" >/dev/null 2>&1 || true
    rm -rf "$PG_DIR"
  fi
  if [[ "${TMPDIR:-}" == /dev/shm/spelbord-test.* ]]; then rm -rf "$TMPDIR"; fi
}
trap stop_postgres EXIT
if [[ -x "$PG_BIN/initdb" && -z "${SPELBORD_TEST_POSTGRES:-}" ]] && id postgres >/dev/null 2>&1; then
  step "start a throw-away PostgreSQL"
  PG_DIR=$(mktemp -d /tmp/spelbord-pg.XXXX)
  chown postgres "$PG_DIR"
  PG_PORT=${SPELBORD_PG_PORT:-$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')}
  # A self-signed certificate for 127.0.0.1/localhost: the server's TLS test connects
  # with sslmode=verify-full against it (SPELBORD_TEST_POSTGRES_TLS_ROOT); plain
  # connections stay allowed. CA:FALSE: rustls refuses a CA certificate as the
  # server's own (CaUsedAsEndEntity), and openssl's -x509 makes one by default.
  openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=127.0.0.1" \
    -addext "subjectAltName=IP:127.0.0.1,DNS:localhost" -addext "basicConstraints=critical,CA:FALSE" \
    -keyout "$PG_DIR/server.key" -out "$PG_DIR/server.crt" 2>/dev/null
  chown postgres "$PG_DIR/server.key" "$PG_DIR/server.crt"
  chmod 600 "$PG_DIR/server.key"
  su postgres -s /bin/sh -c "$PG_BIN/initdb -D $PG_DIR/data -A trust -U spelbord >/dev/null \
    && $PG_BIN/pg_ctl -D $PG_DIR/data -l $PG_DIR/log -w start \
       -o '-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off \
           -c ssl=on -c ssl_cert_file=$PG_DIR/server.crt -c ssl_key_file=$PG_DIR/server.key'" >/dev/null
  export SPELBORD_TEST_POSTGRES="postgres://spelbord@127.0.0.1:$PG_PORT/postgres"
  export SPELBORD_TEST_POSTGRES_TLS_ROOT="$PG_DIR/server.crt"
  echo "PostgreSQL at $SPELBORD_TEST_POSTGRES (TLS root $SPELBORD_TEST_POSTGRES_TLS_ROOT)"
fi

step "cargo fmt --check"
cargo fmt --all -- --check

step "cargo clippy"
cargo clippy --workspace --all-targets -- -D warnings

step "cargo test (and with it the cdylib and uniffi-bindgen the Kotlin and Swift tests use)"
# The bindings crate's integration test makes cargo build its cdylib, and the feature
# its generator, in the test profile, beside the tests: the core is compiled once for
# both (a separate bindings-profile build of the whole core cost CI minutes).
cargo test --workspace --features spelbord-ffi/bindgen
LIB="$ROOT/target/debug/deps/libspelbord_ffi.so"
BINDGEN="$ROOT/target/debug/uniffi-bindgen"
if [[ -n "${BENCH:-}" ]]; then
  # Timings are taken against the release library the apps ship.
  cargo build --release -p spelbord-ffi --lib
  LIB="$ROOT/target/release/libspelbord_ffi.so"
fi

step "generate Kotlin bindings"
rm -rf tests/kotlin/generated
"$BINDGEN" generate --library "$LIB" --language kotlin --out-dir tests/kotlin/generated --no-format

step "generate Swift bindings, header and module map"
rm -rf tests/swift/generated
"$BINDGEN" generate --library "$LIB" --language swift --out-dir tests/swift/generated --no-format
ls tests/swift/generated

# The online Kotlin and Compose tests start the server binary on a loopback port: the
# one `cargo test` built for the server's own tests (building it again in the dev
# profile cost CI about three minutes of compiling core and the server unoptimised).
SERVER="$ROOT/target/debug/spelbord-server"
if [[ ! -x "$SERVER" ]]; then
  step "the server binary"
  cargo build -p spelbord-server --bin spelbord-server
fi

step "Kotlin tests on the JVM"
MVN_ARGS=(-B -ntp -Dspelbord.lib="$LIB" -Dspelbord.server="$SERVER")
if [[ -n "${BENCH:-}" ]]; then MVN_ARGS+=(-Pbench); fi
(cd tests/kotlin && mvn "${MVN_ARGS[@]}" test)

step "Compose UI tests on the desktop JVM (headless, screenshots in desktop/target/screenshots)"
(cd desktop && mvn -B -ntp -Dspelbord.lib="$LIB" -Dspelbord.server="$SERVER" test)

step "Swift parse check (generated bindings and every .swift file in the repository)"
mapfile -t SWIFT < <(find . -name '*.swift' -not -path './target/*' -not -path '*/.build/*' | sort)
python3 tests/swift/parse_check.py "${SWIFT[@]}"
# The C header the Swift module imports (clang's nullability marks blanked for gcc),
# and its module map.
printf '#include "spelbord_ffiFFI.h"\nint main(void) { return 0; }\n' |
  cc -fsyntax-only -Wall -Werror -D_Nullable= -D_Nonnull= -I tests/swift/generated -x c -
grep -q 'header "spelbord_ffiFFI.h"' tests/swift/generated/spelbord_ffiFFI.modulemap

step "Swift mirror check (SwiftUI screens and state fields of the Compose UI, FFI calls against the generated Swift, no branch on a game id)"
python3 tests/swift/mirror_check.py . tests/swift/generated/SpelbordFFI.swift

step "all passed"
