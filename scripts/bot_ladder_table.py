#!/usr/bin/env python3
"""The ladder table of docs/bots.md from the arena's JSON (scripts/bot-ladder.sh).

Usage: bot_ladder_table.py DIR   (every DIR/GAME-UPPER-LOWER-sSEED.json)

One row per game and pair of levels: the upper level's result with its 95% Wilson
interval, the target, and both levels' CPU time per decision (median / max, ms).
Durak at two players counts the decided games (no draw); at four it is read as Fjols.
Fjols has no winner: the row gives the share of the games whose fjols sat on the upper
level's side (two seats each), and the ratio of the two levels' fjols counts, with the
interval of that share carried over to the ratio q / (1 - q).
"""

import json
import math
import pathlib
import sys

TARGETS = {
    "fevga": ("won", "60–75%"),
    "portes": ("won", "60–75%"),
    "plakoto": ("won", "60–75%"),
    "fia": ("first, 1 against 3", "≥ 33%"),
    "pairanoid": ("team won", "≥ 58%"),
    "fjols": ("fjols ratio upper/lower", "≤ 0.70"),
    "durak": ("won, of the decided games", "60–75%"),
    "durak4": ("fool ratio upper/lower", "≤ 0.70"),
}
ORDER = ["beginner", "casual", "club", "strong", "master"]


def wilson(k, n):
    if n == 0:
        return (0.0, 0.0, 1.0)
    z = 1.96
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (p, max(0.0, c - h), min(1.0, c + h))


def pct(t):
    return f"{t[0] * 100:.1f}% [{t[1] * 100:.1f}, {t[2] * 100:.1f}]"


def row(path):
    r = json.loads(path.read_text())
    game = r["game"]
    if game == "durak" and r["players"] == 4:
        game = "durak4"
    upper, lower = r["levels"][0], r["levels"][1]
    n = r["games"]
    if game in ("fjols", "durak4"):
        k_u, k_l = upper["losses"], lower["losses"]
        q = wilson(k_u, k_u + k_l)
        ratio = lambda x: x / (1 - x) if x < 1 else math.inf
        result = (
            f"{ratio(q[0]):.2f} [{ratio(q[1]):.2f}, {ratio(q[2]):.2f}] "
            f"({k_u} vs {k_l} {'fjols' if game == 'fjols' else 'fools'})"
        )
        met = ratio(q[0]) <= 0.70
    elif game == "durak":
        # Two players: the upper level won when the lower was the fool; a draw (both
        # out at once) is nobody's win and is left out.
        decided = upper["losses"] + lower["losses"]
        w = wilson(lower["losses"], decided)
        result = f"{pct(w)} ({decided} decided)"
        met = 0.60 <= w[0] <= 0.75
    else:
        w = wilson(upper["wins"], n)
        result = pct(w)
        two = 0.60 <= w[0] <= 0.75
        met = {"fevga": two, "portes": two, "plakoto": two, "fia": w[0] >= 0.33, "pairanoid": w[0] >= 0.58}[game]
    t = lambda l: f"{l['time']['median_ms']:.3f} / {l['time']['p95_ms']:.1f} / {l['time']['max_ms']:.1f}"
    seed = path.stem.rsplit("-s", 1)[-1]
    return (
        game,
        ORDER.index(upper["level"]),
        f"| {game} | {upper['level']} vs {lower['level']} | {n} | {seed} | {result} | "
        f"{TARGETS[game][1]} | {'yes' if met else 'no'} | {t(upper)} | {t(lower)} |",
    )


def main():
    rows = sorted(row(p) for p in pathlib.Path(sys.argv[1]).glob("*-s*.json"))
    print("| game | pair | games | seed | upper's result (95% interval) | target | met | upper ms median / p95 / max | lower ms median / p95 / max |")
    print("|---|---|---|---|---|---|---|---|---|")
    for _, _, line in rows:
        print(line)


if __name__ == "__main__":
    main()
