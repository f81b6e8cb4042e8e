#!/usr/bin/env bash
# Outside rule oracles for Durak (issue 43; slow, not part of CI or scripts/test.sh).
# Figures and the explanation of every difference: docs/oracles.md ("Durak").
#
# Our side: `core/examples/durak_oracle.rs dump KIND SHOW PLAYERS GAMES SEED` plays
# games at random and writes every decision's position with our legal list. The
# oracles, fetched at run time into a scratch directory outside the repository
# ($ORACLE_DIR, default ~/.cache/spelbord-oracles; their code is never committed):
#
# - jorisperrenet/durak (Python version; Perevodnoy with show-the-trump, 36 cards):
#   `git clone` of its GitHub repository, or, where this machine cannot reach GitHub, a
#   copy given as JORIS_SRC (a checkout, or a bare git directory such as a mirror
#   snapshot, read with `git archive`). scripts/oracles/durak_joris.py sets each of our
#   positions up in its GameTree and compares its allowed_plays() with our list.
# - mmichie/cardsharp 0.6.0 (PyPI; Podkidnoy): its sdist is installed in a virtual
#   environment and its own Durak tests (tests/engine/test_durak_engine.py) are run
#   first; scripts/oracles/durak_cardsharp.py compares DurakEngine.get_valid_actions
#   with our list. Cardsharp declares Python >= 3.14: the script takes $PYTHON314, else
#   `python3.14` on the PATH, else the newest python3.1x here with pip's
#   --ignore-requires-python (its Durak modules and tests run on 3.13: see the docs).
#
# Each adapter prints one line: positions compared, the same, and those that differ by
# class; every differing case goes to $ORACLE_DIR/diff-durak-ORACLE.jsonl. The script
# fails if a difference has no class ("unexplained").
#
#   scripts/durak-oracles.sh                  (ORACLE_GAMES=2000 ORACLE_SEED=1 ORACLE_PROFILE=release)
set -euo pipefail
cd "$(dirname "$0")/.."
REPO=$PWD
WORK=${ORACLE_DIR:-$HOME/.cache/spelbord-oracles}
GAMES=${ORACLE_GAMES:-2000}
SEED=${ORACLE_SEED:-1}
CARDSHARP_VERSION=0.6.0
mkdir -p "$WORK"

# --- our side -------------------------------------------------------------------------
# ORACLE_PROFILE=test builds it beside the test binaries (no release build of every
# dependency on a shared machine).
PROFILE=${ORACLE_PROFILE:-release}
cargo build -q --profile "$PROFILE" -p spelbord-core --example durak_oracle
case $PROFILE in release) DIR=release ;; *) DIR=debug ;; esac
DUMP="$REPO/target/$DIR/examples/durak_oracle"

# --- jorisperrenet/durak ----------------------------------------------------------------
JORIS=$WORK/joris-durak
if [ ! -f "$JORIS/python_version/main.py" ]; then
    rm -rf "$JORIS"
    mkdir -p "$JORIS"
    if [ -n "${JORIS_SRC:-}" ] && git --git-dir="$JORIS_SRC" rev-parse HEAD >/dev/null 2>&1; then
        git --git-dir="$JORIS_SRC" archive HEAD python_version | tar -x -C "$JORIS"
    elif [ -n "${JORIS_SRC:-}" ] && [ -d "$JORIS_SRC/python_version" ]; then
        cp -r "$JORIS_SRC/python_version" "$JORIS/"
    else
        git clone --depth 1 https://github.com/jorisperrenet/durak "$JORIS/clone"
        mv "$JORIS/clone/python_version" "$JORIS/"
        rm -rf "$JORIS/clone"
    fi
fi
for players in 2 3 4; do
    "$DUMP" dump perevodnoy on "$players" "$GAMES" "$SEED" |
        DIFF_OUT="$WORK/diff-durak-joris-$players.jsonl" python3 scripts/oracles/durak_joris.py "$JORIS/python_version" |
        sed "s/^/$players players: /"
done

# --- mmichie/cardsharp ------------------------------------------------------------------
# An interpreter that runs (pyenv's shims name versions that are not selected).
runs() { "$1" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)' >/dev/null 2>&1; }
is314() { "$1" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 14) else 1)' >/dev/null 2>&1; }
PY=""
for c in ${PYTHON314:-} python3.14 python3; do
    if is314 "$c"; then PY=$c; break; fi
done
IGNORE=()
if [ -z "$PY" ]; then
    for c in python3.13 $(ls -d "$(pyenv root 2>/dev/null || echo /nonexistent)"/versions/3.1[1-3]*/bin/python 2>/dev/null | sort -rV) python3; do
        if runs "$c"; then PY=$c; break; fi
    done
    IGNORE=(--ignore-requires-python)
    echo "cardsharp: no Python 3.14 here; running it on $("$PY" --version 2>&1) with --ignore-requires-python"
fi
VENV=$WORK/cardsharp-venv
if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c "import cardsharp.engine.durak" 2>/dev/null; then
    rm -rf "$VENV"
    "$PY" -m venv "$VENV"
    "$VENV/bin/pip" install -q "${IGNORE[@]}" pytest pytest-asyncio
    "$VENV/bin/pip" download -q --no-deps "${IGNORE[@]}" --no-binary :all: "cardsharp==$CARDSHARP_VERSION" -d "$WORK/cardsharp-sdist"
    "$VENV/bin/pip" install -q --no-deps "${IGNORE[@]}" "$WORK/cardsharp-sdist/cardsharp-$CARDSHARP_VERSION.tar.gz"
    tar -xzf "$WORK/cardsharp-sdist/cardsharp-$CARDSHARP_VERSION.tar.gz" -C "$WORK/cardsharp-sdist"
fi
# Its own Durak tests first: the oracle is only as good as they say.
(cd "$WORK/cardsharp-sdist/cardsharp-$CARDSHARP_VERSION" &&
    "$VENV/bin/python" -m pytest -q -p no:cacheprovider tests/engine/test_durak_engine.py | tail -1)
for players in 2 3 4; do
    "$DUMP" dump podkidnoy off "$players" "$GAMES" "$SEED" |
        DIFF_OUT="$WORK/diff-durak-cardsharp-$players.jsonl" "$VENV/bin/python" scripts/oracles/durak_cardsharp.py |
        sed "s/^/$players players: /"
done
