#!/usr/bin/env bash
# Portes master against GNU Backgammon (issue 42; slow, not part of CI): single games,
# both sides cubeless, gammons and backgammons counting 2, our side alternating colours.
# gnubg is Debian's package, installed at run time when missing (never part of this
# repository); scripts/oracles/gnubg_match.py runs inside gnubg's Python and plays our
# bot through `core/examples/tavli_oracle.rs bot portes LEVEL`. Table: docs/bots.md.
#
#   scripts/gnubg-anchor.sh [GNUBG_LEVEL...]   (default: beginner intermediate expert)
#   ANCHOR_GAMES=500 ANCHOR_SEED=1 ANCHOR_OUR_LEVEL=master
# Each level prints one line (wins with a 95% interval, points) and appends it to
# target/gnubg-anchor.txt. Levels: beginner, casual, intermediate, advanced, expert
# (all 0-ply, with the noise of gnubg's presets) and worldclass (2-ply).
set -euo pipefail
cd "$(dirname "$0")/.."
GNUBG=$(command -v gnubg || echo /usr/games/gnubg)
if [ ! -x "$GNUBG" ]; then
    apt-get update -qq
    apt-get install -y -qq gnubg
    GNUBG=/usr/games/gnubg
fi
cargo build --release --quiet -p spelbord-core --example tavli_oracle
LEVELS=("$@")
[ ${#LEVELS[@]} -gt 0 ] || LEVELS=(beginner intermediate expert)
for level in "${LEVELS[@]}"; do
    ANCHOR_BOT=$PWD/target/release/examples/tavli_oracle ANCHOR_LEVEL=$level \
        ANCHOR_GAMES=${ANCHOR_GAMES:-500} ANCHOR_SEED=${ANCHOR_SEED:-1} \
        ANCHOR_OUR_LEVEL=${ANCHOR_OUR_LEVEL:-master} ANCHOR_OUT=$PWD/target/gnubg-anchor.txt \
        "$GNUBG" -t -q -p scripts/oracles/gnubg_match.py 2>&1 | grep '^gnubg '
done
