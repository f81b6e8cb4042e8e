"""Portes: our bot against GNU Backgammon (issue 42; run by scripts/gnubg-anchor.sh
inside gnubg's own Python, `gnubg -t -q -p`; gnubg is Debian's package, never part of
this repository).

Single games, both sides cubeless: the opening is ours (each side rolls one die, the
higher starts and rolls both dice for the first turn), our side alternates between
white and black from game to game, and a game is worth 1 point, or 2 when the loser
has borne off none (a backgammon counts 2 as well, as in Portes). gnubg plays with
`findbestmove` at 0 ply with the noise of its named levels (deterministic noise, as
the levels are defined), cubeless, no Jacoby, and a backgammon priced as a gammon.
Our side is `core/examples/tavli_oracle.rs bot portes LEVEL`, a child process that
answers a position and a roll with the position of its play.

Environment: ANCHOR_BOT (the tavli_oracle binary), ANCHOR_LEVEL (gnubg level name),
ANCHOR_GAMES, ANCHOR_SEED, ANCHOR_OUR_LEVEL (default master), ANCHOR_OUT (a file the
result line is appended to).
"""

import json
import math
import os
import random
import subprocess
import sys

import gnubg

# gnubg's named levels (its eval.c presets): plies and noise.
LEVELS = {
    "beginner": (0, 0.060),
    "casual": (0, 0.050),
    "intermediate": (0, 0.040),
    "advanced": (0, 0.015),
    "expert": (0, 0.0),
    "worldclass": (2, 0.0),
}

level = os.environ.get("ANCHOR_LEVEL", "intermediate")
games = int(os.environ.get("ANCHOR_GAMES", "500"))
seed = int(os.environ.get("ANCHOR_SEED", "1"))
our_level = os.environ.get("ANCHOR_OUR_LEVEL", "master")
plies, noise = LEVELS[level]

gnubg.command("set jacoby off")
cube = dict(gnubg.cubeinfo(1, -1, 0, 0, (0, 0), 0, 0))
cube["gammonprice"] = ((1.0, 1.0), (0.0, 0.0))
evalctx = {"cubeful": 0, "plies": plies, "deterministic": 1, "prune": 1, "noise": noise}

bot = subprocess.Popen(
    [os.environ["ANCHOR_BOT"], "bot", "portes", our_level, str(seed)],
    stdin=subprocess.PIPE,
    stdout=subprocess.PIPE,
    text=True,
)

START = [0, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0]


def to_pos(side):
    """Our position from the two sides' gnubg arrays (index i = own point i+1, 24 = bar;
    side 0 is our white, whose own point is the absolute point; black's is 25 - it)."""
    w = [side[0][a - 1] for a in range(1, 25)]
    b = [side[1][24 - a] for a in range(1, 25)]
    off = [15 - sum(side[0]), 15 - sum(side[1])]
    return {"w": w, "b": b, "pw": [], "pb": [], "bar": [side[0][24], side[1][24]], "off": off}


def from_pos(pos):
    white = [pos["w"][a - 1] for a in range(1, 25)] + [pos["bar"][0]]
    black = [pos["b"][24 - p] for p in range(1, 25)] + [pos["bar"][1]]
    return [white, black]


def apply_gnubg(me, opp, move):
    for i in range(0, len(move), 2):
        f, t = move[i], move[i + 1]
        if f == 0:
            break
        me[f - 1] -= 1
        if t > 0:
            if opp[24 - t] == 1:
                opp[24 - t] = 0
                opp[24] += 1
            me[t - 1] += 1


rng = random.Random(seed)
points = [0, 0]  # ours, gnubg's
wins = [0, 0]
per_game = []
for g in range(games):
    ours = g % 2  # the seat (0 white, 1 black) our bot plays
    side = [list(START), list(START)]
    while True:
        a, b = rng.randint(1, 6), rng.randint(1, 6)
        if a != b:
            break
    turn = 0 if a > b else 1
    while True:
        d = (rng.randint(1, 6), rng.randint(1, 6))
        if turn == ours:
            bot.stdin.write(json.dumps({"pos": to_pos(side), "turn": turn, "dice": [max(d), min(d)]}) + "\n")
            bot.stdin.flush()
            side = from_pos(json.loads(bot.stdout.readline()))
        else:
            me, opp = side[turn], side[1 - turn]
            mv = gnubg.findbestmove((list(opp), list(me)), cube, evalctx, d)
            apply_gnubg(me, opp, mv)
        if sum(side[turn]) == 0:
            loser = 1 - turn
            value = 2 if sum(side[loser]) == 15 else 1
            who = 0 if turn == ours else 1
            points[who] += value
            wins[who] += 1
            per_game.append(value if who == 0 else -value)
            break
        turn = 1 - turn

bot.stdin.close()
bot.wait()
n = len(per_game)
p = wins[0] / n
half = 1.96 * math.sqrt(p * (1 - p) / n)
mean = sum(per_game) / n
sd = math.sqrt(sum((x - mean) ** 2 for x in per_game) / (n - 1))
line = (
    f"gnubg {level} ({plies}-ply, noise {noise}): {n} games, our {our_level} wins {wins[0]} = {100 * p:.1f}% "
    f"± {100 * half:.1f} (95%), points {points[0]}-{points[1]}, "
    f"{mean:+.3f} ± {1.96 * sd / math.sqrt(n):.3f} points/game"
)
print(line)
if os.environ.get("ANCHOR_OUT"):
    with open(os.environ["ANCHOR_OUT"], "a") as f:
        f.write(line + "\n")
sys.stdout.flush()
