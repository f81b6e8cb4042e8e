#!/usr/bin/env bash
# Outside rule oracles for the tavli games (issue 42; slow, not part of CI or
# scripts/test.sh). Figures and the explanation of every difference: docs/oracles.md.
#
# Our side: `core/examples/tavli_oracle.rs dump GAME N SEED` plays seeded bot games and
# writes, for every roll to play, the position, the numbers and the set of positions
# our legal list leads to. The oracles, fetched at run time into a scratch directory
# outside the repository ($ORACLE_DIR, default ~/.cache/spelbord-oracles; their code
# is never committed):
#
# - michaelti/olympus-backgammon (TypeScript; Portes, Plakoto, Fevga): `git clone` of
#   its GitHub repository, or, where this machine cannot reach GitHub, a copy given as
#   OLYMPUS_SRC (a checkout, or a bare git directory such as a mirror snapshot, read
#   with `git archive`). Its package olympus-bg is installed with `npm install`, its
#   own tests are run (`npx vitest run`), and it is compiled with `npx tsc`;
#   scripts/oracles/olympus.mjs lists its legal plays (`Game.getAllPossibleValidTurns`).
# - OpenSpiel's backgammon (PyPI open-spiel, in a virtual environment) for Portes:
#   scripts/oracles/openspiel.py replays our games in it and lists its legal actions.
#
# Each adapter prints one line per game: cases compared, cases that differ by class
# (the classes are worked out by the adapters; docs/oracles.md explains them), and
# writes every differing case to $ORACLE_DIR/diff-ORACLE-GAME.jsonl.
#
#   scripts/tavli-oracles.sh [GAME...]        (default: portes plakoto fevga)
#   ORACLE_POSITIONS=100000 ORACLE_SEED=1     (positions per game and oracle; seed)
set -euo pipefail
cd "$(dirname "$0")/.."
REPO=$PWD
WORK=${ORACLE_DIR:-$HOME/.cache/spelbord-oracles}
N=${ORACLE_POSITIONS:-100000}
SEED=${ORACLE_SEED:-1}
OPEN_SPIEL_VERSION=2.0.2
GAMES=("$@")
[ ${#GAMES[@]} -gt 0 ] || GAMES=(portes plakoto fevga)
mkdir -p "$WORK"

# --- olympus-backgammon ---------------------------------------------------------------
OLY=$WORK/olympus
if [ ! -f "$OLY/olympus-bg/dist/index.js" ]; then
    rm -rf "$OLY"
    mkdir -p "$OLY"
    if [ -n "${OLYMPUS_SRC:-}" ] && git --git-dir="$OLYMPUS_SRC" rev-parse HEAD >/dev/null 2>&1; then
        git --git-dir="$OLYMPUS_SRC" archive HEAD olympus-bg | tar -x -C "$OLY"
    elif [ -n "${OLYMPUS_SRC:-}" ] && [ -d "$OLYMPUS_SRC/olympus-bg" ]; then
        cp -r "$OLYMPUS_SRC/olympus-bg" "$OLY/"
    else
        git clone --depth 1 https://github.com/michaelti/olympus-backgammon "$OLY/clone"
        mv "$OLY/clone/olympus-bg" "$OLY/"
        rm -rf "$OLY/clone"
    fi
    (
        cd "$OLY/olympus-bg"
        npm install --no-audit --no-fund --silent
        npx vitest run --reporter=dot
        npx tsc
    )
fi
echo "olympus-backgammon: $(git --git-dir="${OLYMPUS_SRC:-/nonexistent}" rev-parse --short HEAD 2>/dev/null || echo clone)"

# --- OpenSpiel ------------------------------------------------------------------------
VENV=$WORK/venv
if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c "import pyspiel" 2>/dev/null; then
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install --quiet "open-spiel==$OPEN_SPIEL_VERSION"
fi

# --- our side -------------------------------------------------------------------------
cargo build --release --quiet -p spelbord-core --example tavli_oracle
DUMP=$REPO/target/release/examples/tavli_oracle

for game in "${GAMES[@]}"; do
    rm -f "$WORK/summary-olympus-$game.txt" "$WORK/summary-openspiel-$game.txt"
    "$DUMP" dump "$game" "$N" "$SEED" |
        node "$REPO/scripts/oracles/olympus.mjs" "$OLY/olympus-bg/dist/index.js" "$WORK/diff-olympus-$game.jsonl" |
        tee "$WORK/summary-olympus-$game.txt"
    if [ "$game" = portes ]; then
        # Games opening with a double are left out of the replay: dump a sixth more.
        "$DUMP" dump portes $((N * 6 / 5)) "$SEED" |
            "$VENV/bin/python" "$REPO/scripts/oracles/openspiel.py" "$WORK/diff-openspiel-portes.jsonl" |
            tee "$WORK/summary-openspiel-portes.txt"
    fi
done
echo "--- summary"
cat "$WORK"/summary-*.txt
