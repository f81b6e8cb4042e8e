#!/usr/bin/env bash
# The kill -9 test of the save store (issue 13): bot games autosave in a child
# process killed with SIGKILL at random instants; after each kill every save must be
# readable, no temporary file may be left once the store reopens, and at most the
# action being written may be lost. Slow (a few minutes), so not in scripts/test.sh.
#
#   scripts/kill-test.sh          1,000 kills
#   scripts/kill-test.sh 5000     more
set -euo pipefail
cd "$(dirname "$0")/.."
cargo run --release -q -p spelbord-core --example kill_test -- "${1:-1000}"
