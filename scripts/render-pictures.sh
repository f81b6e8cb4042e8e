#!/usr/bin/env bash
# Regenerates the board pictures in docs/images (README and docs): every game from
# its start and from a mid-game position, as seat 0 sees it (so the card games show
# a private hand), in the light and the dark theme, as SVG and PNG.
# Needs rsvg-convert (Debian: apt-get install librsvg2-bin).
set -euo pipefail
cd "$(dirname "$0")/.."
out=docs/images
mkdir -p "$out"
cargo build --release -q -p spelbord
bin=target/release/spelbord

render() { # game position-or-save name [extra args...]
    local game=$1 pos=$2 name=$3; shift 3
    for theme in light dark; do
        "$bin" render "$game" "$pos" --viewer 0 --theme "$theme" --lang en --svg "$out/$name-$theme.svg" "$@" 2>/dev/null
        rsvg-convert "$out/$name-$theme.svg" -o "$out/$name-$theme.png"
    done
}

render fia start fia-start --players 4
render pairanoid start pairanoid-start --players 4 --seed 7
render fjols start fjols-start --players 4 --seed 7
render fevga start fevga-start --seed 7
# Mid-game: a seeded game of easy bots (Anna, Bo, …) played some actions first.
render fia start fia-mid --players 4 --seed 7 --moves 160
render pairanoid start pairanoid-mid --players 4 --seed 7 --moves 40
render fjols start fjols-mid --players 4 --seed 7 --moves 14
render fevga start fevga-mid --seed 7 --moves 30
# The README's pictures.
for g in fia pairanoid fjols fevga; do cp "$out/$g-mid-light.svg" "$out/$g.svg"; done
echo "pictures in $out"
