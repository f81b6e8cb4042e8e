#!/usr/bin/env python3
"""mmichie/cardsharp's Durak engine as an oracle of Durak's legal moves (Podkidnoy).

Usage: durak_cardsharp.py < dump.jsonl   (lines of core/examples/durak_oracle.rs;
cardsharp importable: scripts/durak-oracles.sh installs it in a virtual environment)

For every position of our random Podkidnoy games, the position is set up as the
engine's immutable GameState (hands, the table as attack and defence cards, the
attacker, the defender, the player to act, the stage: ATTACK for the bout's attacker,
THROWING_IN for another attacker or while the defender takes, DEFENSE for the
defender; its attack limit set to ours, 5 or 6) and `DurakEngine.get_valid_actions`
is compared with our legal list as sets of moves in our notation. Its DEFENSE offers
beats of the first undefended card only, so our beats of that card are compared.
Cardsharp's own transfer (PASS_TO_PLAYER) is not the transfer of RULES.md §8, so
Perevodnoy is not compared. Every difference is put in a class (docs/oracles.md).
"""

import collections
import json
import os
import sys

from cardsharp.common.card import Card, Rank, Suit
from cardsharp.durak.state import DurakRules, GameStage, GameState, PlayerState, TableState
from cardsharp.engine.durak import DurakEngine

SUIT = {"c": Suit.CLUBS, "d": Suit.DIAMONDS, "h": Suit.HEARTS, "s": Suit.SPADES}
RANK = {"2": Rank.TWO, "3": Rank.THREE, "4": Rank.FOUR, "5": Rank.FIVE, "6": Rank.SIX, "7": Rank.SEVEN,
        "8": Rank.EIGHT, "9": Rank.NINE, "T": Rank.TEN, "J": Rank.JACK, "Q": Rank.QUEEN, "K": Rank.KING,
        "A": Rank.ACE}
ORDER = "23456789TJQKA"


def card(text):
    return Card(SUIT[text[1]], RANK[text[0]])


def state(p):
    n = p["players"]
    pairs = [(a, b) for a, b in p["table"] if b is not None]
    unbeaten = [a for a, b in p["table"] if b is None]
    table = TableState(attack_cards=[card(a) for a, _ in pairs] + [card(a) for a in unbeaten],
                       defense_cards=[card(b) for _, b in pairs])
    players = [
        PlayerState(id=str(i), name=str(i), hand=[card(c) for c in p["hands"][i]],
                    is_attacker=(i == p["attacker"]), is_defender=(i == p["defender"]),
                    is_out=(i in p["out"]))
        for i in range(n)
    ]
    if p["turn"] == p["defender"]:
        stage = GameStage.DEFENSE
    elif p["turn"] == p["attacker"] and not p["taking"]:
        stage = GameStage.ATTACK
    else:
        stage = GameStage.THROWING_IN
    rules = DurakRules(deck_size=36, allow_passing=False, allow_throwing_in=True, max_attack_cards=p["limit"])
    return GameState(players=players, stage=stage, trump_suit=SUIT[p["trump"][1]], trump_card=card(p["trump"]),
                     attacker_index=p["attacker"], defender_index=p["defender"], active_player_index=p["turn"],
                     table=table, rules=rules)


def theirs_as_ours(p, st, actions):
    hand = st.players[p["turn"]].hand
    out = set()
    for kind, args in actions.items():
        if kind == "PLAY_CARD":
            for i in args:
                c = hand[i]
                text = p["hands"][p["turn"]][[card(x) == c for x in p["hands"][p["turn"]]].index(True)]
                if st.stage == GameStage.DEFENSE:
                    first = [a for a, b in p["table"] if b is None][0]
                    out.add(f"{text} {first}")
                else:
                    out.add(text)
        elif kind == "TAKE_CARDS":
            out.add("take")
        elif kind == "PASS":
            out.add("pass")
    return out


def beats(trump, x, y):
    """Ours (RULES.md §8): x beats y, ace high."""
    if x[1] == y[1]:
        return ORDER.index(x[0]) > ORDER.index(y[0])
    return x[1] == trump and y[1] != trump


def classify(p, move, ours_has):
    trump = p["trump"][1]
    if p["turn"] == p["defender"]:
        words = move.split()
        if len(words) == 2:
            x, y = words
            # The oracle compares ranks by Rank.rank_value, where the ace is 1: an ace
            # beats nothing of its suit and is beaten by every card of its suit.
            if x[1] == y[1] and "A" in (x[0], y[0]) and ours_has == beats(trump, x, y):
                return "ace-low"
        return "unexplained"
    if move == "pass" and not ours_has and not p["table"]:
        # The oracle offers PASS at the opening attack: RULES.md §8, the attacker must
        # lead a card.
        return "pass-before-opening"
    return "unexplained"


def main():
    stats = collections.Counter()
    classes = collections.Counter()
    diff_out = open(os.environ["DIFF_OUT"], "w") if os.environ.get("DIFF_OUT") else None
    engine = DurakEngine.__new__(DurakEngine)  # its get_valid_actions reads only .state
    for line in sys.stdin:
        p = json.loads(line)
        st = state(p)
        engine.state = st
        what = {GameStage.DEFENSE: "defend", GameStage.ATTACK: "attack", GameStage.THROWING_IN: "throw"}[st.stage]
        ours = set(p["legal"])
        if what == "defend":
            unbeaten = [a for a, b in p["table"] if b is None]
            ours = {m for m in ours if len(m.split()) != 2 or m.split()[1] == unbeaten[0]}
        theirs = theirs_as_ours(p, st, engine.get_valid_actions(str(p["turn"])))
        stats[what] += 1
        if ours == theirs:
            stats[what + " same"] += 1
            continue
        case = {classify(p, m, m in ours) for m in ours ^ theirs}
        for c in case:
            classes[(what, c)] += 1
        if diff_out:
            diff_out.write(json.dumps({"pos": p, "ours_only": sorted(ours - theirs), "theirs_only": sorted(theirs - ours),
                                       "classes": sorted(case)}) + "\n")
    compared = stats["defend"] + stats["attack"] + stats["throw"]
    same = stats["defend same"] + stats["attack same"] + stats["throw same"]
    print(f"cardsharp: {compared} positions compared ({stats['defend']} defend, {stats['attack']} attack, "
          f"{stats['throw']} throw-in), {same} the same; differing by class: "
          f"{dict(sorted((f'{w}/{c}', n) for (w, c), n in classes.items()))}")
    return 1 if any(c == "unexplained" for _, c in classes) else 0


if __name__ == "__main__":
    sys.exit(main())
