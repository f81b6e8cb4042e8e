#!/usr/bin/env bash
# The bot ladder of docs/bots.md: every level against the one below in every game,
# on one thread (decision times are the thread's CPU time), with move budgets only,
# so the same seed plays the same games on any machine.
#
#   scripts/bot-ladder.sh [GAMES] [SEED] [OUT_DIR]     (defaults: 600, 1, target/ladder)
#   ONLY="fevga fia" PAIRS="casual:beginner" scripts/bot-ladder.sh 200 7   # a part, e.g. tuning
#
# Seatings (the arena rotates the lineup one seat per game, so no level keeps a seat):
#   fevga      2 players, upper against lower;                     target 60–75% won
#   portes     2 players, upper against lower (issue 42);          target 60–75% won
#   plakoto    2 players, upper against lower (issue 42);          target 60–75% won
#   fia        4 players, one upper seated with three of lower;    target ≥ 33% first (25% even)
#   pairanoid  4 players, a team of upper against a team of lower; target ≥ 58% won
#   fjols      4 players, two upper and two lower (mixed tables);  target upper is the
#              fjols ≤ 0.7 × as often as lower
#   durak      2 players, upper against lower;                     target 60–75% of the
#              decided games (the lower level the fool; draws left out)
#   durak4     Durak at 4 players, two upper and two lower;        target upper is the
#              fool ≤ 0.7 × as often as lower
# Then the top: fevga master against strong (today's hard, target ≥ 58%) is the last
# pair of the fevga ladder; the card games' master against information-set MCTS is the
# ignored test `master_against_ismcts` (see docs/bots.md).
# The table: python3 scripts/bot_ladder_table.py OUT_DIR
set -euo pipefail
cd "$(dirname "$0")/.."
GAMES=${1:-600}
SEED=${2:-1}
OUT=${3:-target/ladder}
ONLY=${ONLY:-"fevga fia pairanoid fjols portes plakoto durak durak4"}
PAIRS=${PAIRS:-"casual:beginner club:casual strong:club master:strong"}
mkdir -p "$OUT"
# SPELBORD_BIN: an already built binary (e.g. `cargo build --profile test -p spelbord`
# where a release build of every dependency costs too much on a shared machine).
if [[ -z "${SPELBORD_BIN:-}" ]]; then nice -n 10 cargo build --release -q -p spelbord; fi
BIN=${SPELBORD_BIN:-target/release/spelbord}
for game in $ONLY; do
  for pair in $PAIRS; do
    upper=${pair%%:*}
    lower=${pair##*:}
    case $game in
      fevga|portes|plakoto) bots="$upper,$lower"; players=2 ;;
      fia) bots="$upper,$lower,$lower,$lower"; players=4 ;;
      pairanoid) bots="$upper,$lower"; players=4 ;;
      fjols) bots="$upper,$lower"; players=4 ;;
      durak) bots="$upper,$lower"; players=2 ;;
      durak4) bots="$upper,$lower"; players=4 ;;
    esac
    file="$OUT/$game-$upper-$lower-s$SEED.json"
    echo "$game: $upper against $lower ($GAMES games, seed $SEED) -> $file" >&2
    nice -n 10 "$BIN" arena "${game%4}" --bots "$bots" --players "$players" --games "$GAMES" \
      --seed "$SEED" --threads 1 --json > "$file.part"
    mv "$file.part" "$file"
  done
done
python3 scripts/bot_ladder_table.py "$OUT"
