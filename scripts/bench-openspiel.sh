#!/usr/bin/env bash
# Engine speed against OpenSpiel, in one run (issue 15; not part of CI).
#
# Installs open-spiel from PyPI into a virtual environment under target/ (once), then
# measures random playouts per CPU-second: OpenSpiel's backgammon and 4-player maedn
# (whole games played in C++ by `evaluate_bots` with uniform random bots), then
# Spelbord's Fevga, 4-player Fia, Portes and Plakoto (`core/examples/bench.rs playouts`), then OpenSpiel
# again, and prints the ratios against the mean of the two OpenSpiel runs. Fevga is
# measured twice: `fevga` draws one move (`Game::random_move`), `fevga-full` picks from
# the whole legal list (`Game::legal_moves`), as OpenSpiel's uniform random bot does.
# Portes (backgammon without cube) and Plakoto pick from the whole legal list too; both
# are set against OpenSpiel's backgammon (issue 42: target 15x for Portes).
set -euo pipefail
cd "$(dirname "$0")/.."
VENV=target/openspiel-venv
OPEN_SPIEL_VERSION=2.0.2
if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c "import pyspiel" 2>/dev/null; then
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install --quiet "open-spiel==$OPEN_SPIEL_VERSION"
fi
cargo build --release --quiet -p spelbord-core --example bench

openspiel() {
    "$VENV/bin/python" - <<'PY'
import time
import pyspiel

def rate(name, secs=3.0):
    game = pyspiel.load_game(name)
    bots = [pyspiel.make_uniform_random_bot(p, 100 + p) for p in range(game.num_players())]
    start = time.process_time()
    n = 0
    while time.process_time() - start < secs:
        pyspiel.evaluate_bots(game.new_initial_state(), bots, n)
        n += 1
    return n / (time.process_time() - start)

print(f"openspiel backgammon {rate('backgammon'):.0f}")
print(f"openspiel maedn-4 {rate('maedn(players=4)'):.0f}")
PY
}

first=$(openspiel)
ours=$(target/release/examples/bench playouts)
second=$(openspiel)
echo "$first"
echo "$ours"
echo "$second"
python3 - "$first" "$ours" "$second" <<'PY'
import sys
def pick(text, key):
    return [float(l.split()[-1]) for l in text.splitlines() if l.startswith(key)]
os_bg = pick(sys.argv[1], "openspiel backgammon") + pick(sys.argv[3], "openspiel backgammon")
os_md = pick(sys.argv[1], "openspiel maedn-4") + pick(sys.argv[3], "openspiel maedn-4")
ours = {l.split()[1].rstrip(":"): float(l.split()[2]) for l in sys.argv[2].splitlines() if l.startswith("playouts")}
bg, md = sum(os_bg) / len(os_bg), sum(os_md) / len(os_md)
print(f"fevga / openspiel backgammon:      {ours['fevga']:.0f} / {bg:.0f} = {ours['fevga'] / bg:.2f}x (target 10x)")
print(f"fevga-full / openspiel backgammon: {ours['fevga-full']:.0f} / {bg:.0f} = {ours['fevga-full'] / bg:.2f}x (target 10x)")
print(f"portes-full / openspiel backgammon:  {ours['portes-full']:.0f} / {bg:.0f} = {ours['portes-full'] / bg:.2f}x (target 15x)")
print(f"plakoto-full / openspiel backgammon: {ours['plakoto-full']:.0f} / {bg:.0f} = {ours['plakoto-full'] / bg:.2f}x (same order)")
print(f"fia-4 / openspiel maedn-4:         {ours['fia-4']:.0f} / {md:.0f} = {ours['fia-4'] / md:.2f}x (target 3x)")
PY
