#!/usr/bin/env python3
"""jorisperrenet/durak (Python version) as an oracle of Durak's legal moves.

Usage: durak_joris.py JORIS_PYTHON_DIR < dump.jsonl   (lines of core/examples/durak_oracle.rs)

For every position of our random games where the oracle's model has the same
decision, the position is set up in its GameTree (hands, the table as finished pairs
and cards to defend, the attackers in its rotation, the trumps already shown) and its
`allowed_plays()` is compared with our legal list, both as sets of moves in our
notation:

- the defender facing attack cards: its Defend (against the first card to defend),
  Reflect (our transfer), ReflectTrump (our show) and Take, against our beats of that
  same card, transfers, shows and take;
- an attacker with every card on the table beaten (its Attack phase): its Attack and
  PassAttack against our attack cards and pass;
- an attacker while the defender takes (its ThrowCards): the cards it may throw (as
  single cards) and "nothing", against our throw-ins and pass.

Every difference is put in a class (see docs/oracles.md); a difference no class
explains is "unexplained". Prints one summary line and writes the differing cases to
the file named by DIFF_OUT (default: none).
"""

import collections
import json
import os
import sys

sys.path.insert(0, sys.argv[1])
from main import GameTree  # noqa: E402  (the oracle's own module)
from players import Random  # noqa: E402
from tools import Card  # noqa: E402

SUITS = "cshd"  # the oracle's suit order: clubs, spades, hearts, diamonds
VALUES = "6789TJQKA"  # its values 0..8; T is its "*"


def sv(card):
    return (SUITS.index(card[1]), VALUES.index(card[0]))


def name(suit_value):
    s, v = suit_value
    return VALUES[v] + SUITS[s]


def make_card(text, trump_suit, public):
    c = Card()
    c.from_suit_value(*sv(text))
    c.trump_suit = trump_suit
    c.is_public = public
    c.is_private = not public
    return c


def tree(p):
    """The oracle's GameTree at our position `p` (its fields as its own play sets them)."""
    trump_suit = sv(p["trump"])[0]
    g = GameTree(0, 0, 0, do_init=False)
    g.print_info = False
    g.computer_shuffle = True
    g.all_cards = {(s, v) for s in range(4) for v in range(9)}
    g.players = [Random(str(i)) for i in range(p["players"])]
    g.card_collection = []
    for i, hand in enumerate(p["hands"]):
        g.players[i].hand = [make_card(c, trump_suit, False) for c in hand]
        g.card_collection += g.players[i].hand
    g.pairs_finished = []
    g.cards_to_defend = []
    for a, b in p["table"]:
        ca = make_card(a, trump_suit, True)
        if b is None:
            g.cards_to_defend.append(ca)
            g.card_collection.append(ca)
        else:
            cb = make_card(b, trump_suit, True)
            g.pairs_finished.append((ca, cb))
            g.card_collection += [ca, cb]
    g.deck = []
    n = p["players"]
    out = set(p["out"])
    # Its rotation: the bout's attacker first, then every seat still in clockwise from
    # the defender's left, the defender left out.
    rot = [p["attacker"]] + [
        s for s in ((p["defender"] + k) % n for k in range(1, n)) if s != p["attacker"] and s not in out
    ]
    g.attackers = [g.players[s] for s in rot]
    g.defender = g.players[p["defender"]]
    g.draw_order = g.attackers + [g.defender]
    g.player_to_play = g.players[p["turn"]]
    g.current_attacker = rot.index(p["turn"]) if p["turn"] in rot else 0
    g.reflected_trumps = []
    if p["shown"]:
        rank = p["table"][0][0][0]
        g.reflected_trumps.append(sv(rank + p["trump"][1]))
    g.history = []
    g.last_played_attacker = None
    g.attacker_to_start_throwing = None
    return g


def theirs_as_ours(p, actions):
    out = set()
    first = p["table"][[b for _, b in p["table"]].index(None)][0] if any(b is None for _, b in p["table"]) else None
    for a in actions:
        kind, arg = a[0], a[1]
        if kind == "Defend":
            out.add(f"{name(arg)} {first}")
        elif kind == "Reflect":
            out.add(f"{name(arg)} transfer")
        elif kind == "ReflectTrump":
            out.add(f"{name(arg)} show")
        elif kind == "Take":
            out.add("take")
        elif kind == "Attack":
            out.add(name(arg))
        elif kind == "PassAttack":
            out.add("pass")
        elif kind == "ThrowCards":
            if arg[0] is None:
                out.add("pass")
            elif len(arg) == 1:
                out.add(name(arg[0]))
    return out


def classify(p, move, ours_has):
    """The class of one differing move (see docs/oracles.md), or "unexplained"."""
    if p["turn"] == p["defender"] and not p["taking"]:
        if move.endswith(" transfer") or move.endswith(" show"):
            added = 1 if move.endswith(" transfer") else 0
            nxt = len(p["hands"][p["transfer_to"]])
            # Ours: no more attack cards than the bout's limit (5 in a game's first
            # bout, else 6) after the transfer; the oracle has no limit.
            if not ours_has and len(p["table"]) + added > p["limit"] and nxt >= len(p["table"]) + added:
                return "limit"
        return "unexplained"
    if p["turn"] != p["defender"]:
        if move != "pass" and not ours_has and len(p["table"]) >= p["limit"]:
            return "limit"
        if move != "pass" and not ours_has and len(p["table"]) >= p["cap"]:
            return "cap"
    return "unexplained"


def main():
    stats = collections.Counter()
    classes = collections.Counter()
    diff_out = open(os.environ["DIFF_OUT"], "w") if os.environ.get("DIFF_OUT") else None
    for line in sys.stdin:
        p = json.loads(line)
        ours = set(p["legal"])
        unbeaten = [a for a, b in p["table"] if b is None]
        if p["turn"] == p["defender"] and not p["taking"] and unbeaten:
            what = "defend"
            first = unbeaten[0]
            # The oracle defends the cards in the order laid: compare our moves on the
            # first unbeaten card (and every move that is not a beat).
            ours = {m for m in ours if len(m.split()) != 2 or m.split()[1] in ("transfer", "show") or m.split()[1] == first}
            g = tree(p)
            g.current_action = "Defend"
        elif p["turn"] != p["defender"] and not p["taking"] and not unbeaten:
            what = "attack"
            g = tree(p)
            g.current_action = "Attack"
        elif p["turn"] != p["defender"] and p["taking"]:
            what = "throw"
            g = tree(p)
            g.current_action = "ThrowCards"
            g.attacker_to_start_throwing = g.current_attacker
        else:
            # An attacker while cards lie unbeaten and the defender has not taken: the
            # oracle attacks one card at a time and never reaches this (see the docs).
            stats["other model"] += 1
            continue
        try:
            theirs = theirs_as_ours(p, g.allowed_plays())
        except BaseException as e:  # the oracle raises BaseException for "no action"
            theirs = {f"error: {e}"}
        stats[what] += 1
        if ours == theirs:
            stats[what + " same"] += 1
            continue
        case_classes = set()
        for m in sorted(ours ^ theirs):
            c = classify(p, m, m in ours)
            case_classes.add(c)
        for c in case_classes:
            classes[(what, c)] += 1
        if diff_out:
            diff_out.write(json.dumps({"pos": p, "ours_only": sorted(ours - theirs), "theirs_only": sorted(theirs - ours),
                                       "classes": sorted(case_classes)}) + "\n")
    compared = sum(stats[w] for w in ("defend", "attack", "throw"))
    same = sum(stats[w + " same"] for w in ("defend", "attack", "throw"))
    print(f"jorisperrenet/durak: {compared} positions compared ({stats['defend']} defend, {stats['attack']} attack, "
          f"{stats['throw']} throw-in while taking; {stats['other model']} outside its model), {same} the same; "
          f"differing by class: {dict(sorted((f'{w}/{c}', n) for (w, c), n in classes.items()))}")
    return 1 if any(c == "unexplained" for _, c in classes) else 0


if __name__ == "__main__":
    sys.exit(main())
