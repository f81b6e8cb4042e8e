"""Adapter between Spelbord's dumped Portes cases (core/examples/tavli_oracle.rs) and
OpenSpiel's backgammon (pip package open-spiel, installed at run time by
scripts/tavli-oracles.sh). Reads the case lines on stdin; prints a summary line;
writes each differing case to the file named by the first argument.

OpenSpiel cannot be set to an arbitrary position from Python, so each of our games is
replayed in it from the start: its first chance outcome names the starter and the
first roll (never a double: a game of ours whose first roll is a double is left out),
every later roll is the chance outcome with our dice, and after comparing the legal
plays the replay follows the play our bot chose. A double is two OpenSpiel decisions
of two numbers each (the "extra turn"); the whole turn's resulting positions are those
of every first-half action followed by every second-half action.

Coordinates: OpenSpiel's X (player 0) is our white, O our black; both index points so
that our absolute point is 24 - index; board(p, 100) is the bar; borne-off checkers are
15 minus the rest.
"""

import json
import re
import sys

import pyspiel

GAME = pyspiel.load_game("backgammon")


def key(state):
    w = [state.board(0, 24 - a) for a in range(1, 25)]
    b = [state.board(1, 24 - a) for a in range(1, 25)]
    bar = [state.board(0, 100), state.board(1, 100)]
    off = [15 - sum(w) - bar[0], 15 - sum(b) - bar[1]]

    def side(v):
        return ",".join(f"{i + 1}:{n}" for i, n in enumerate(v) if n > 0)

    return f"W{side(w)}|B{side(b)}|P|{bar[0]},{bar[1]}|{off[0]},{off[1]}"


def chance_action(state, dice, starter=None):
    want = sorted(dice[:2])
    for a, _ in state.chance_outcomes():
        text = state.action_to_string(pyspiel.PlayerId.CHANCE, a)
        roll = re.search(r"roll: (\d)(\d)", text)
        if sorted(int(x) for x in roll.groups()) != want:
            continue
        if starter is not None and f"{'XO'[starter]} starts" not in text:
            continue
        return a
    return None


def finals(state):
    """Every position the player to move can reach with the whole roll: (key, path)."""
    player = state.current_player()
    out = {}
    for a in state.legal_actions():
        s = state.clone()
        s.apply_action(a)
        if not s.is_terminal() and not s.is_chance_node() and s.current_player() == player:
            for a2 in s.legal_actions():
                s2 = s.clone()
                s2.apply_action(a2)
                out.setdefault(key(s2), [a, a2])
        else:
            out.setdefault(key(s), [a])
    return out


def main():
    diff_path = sys.argv[1]
    diffs = open(diff_path, "w")
    state = None
    cases = differ = skipped = lost = mismatch = 0
    for line in sys.stdin:
        if not line.strip():
            continue
        c = json.loads(line)
        dice = c["dice"]
        if c["first"]:
            state = None
            if dice[0] != dice[1]:
                state = GAME.new_initial_state()
                state.apply_action(chance_action(state, dice, starter=c["turn"]))
        elif state is not None:
            if not state.is_chance_node():
                state = None
                lost += 1
            else:
                state.apply_action(chance_action(state, dice))
        if state is None:
            skipped += 1
            continue
        if key(state) != c["start_key"] or state.current_player() != c["turn"]:
            mismatch += 1
            state = None
            skipped += 1
            continue
        cases += 1
        reach = finals(state)
        ours = set(c["plays"])
        only_ours = sorted(ours - reach.keys())
        only_oracle = sorted(reach.keys() - ours)
        if only_ours or only_oracle:
            differ += 1
            diffs.write(
                json.dumps(
                    {
                        "id": c["id"],
                        "pos": c["pos"],
                        "turn": c["turn"],
                        "dice": dice,
                        "start": c["start_key"],
                        "onlyOurs": only_ours,
                        "onlyOracle": only_oracle,
                    }
                )
                + "\n"
            )
        path = reach.get(c["chosen"])
        if path is None:
            state = None
            lost += 1
            continue
        for a in path:
            state.apply_action(a)
    print(
        f"openspiel portes: {cases} cases compared, {differ} differ, "
        f"{skipped} left out (games opening with a double), {mismatch} adapter mismatches, "
        f"{lost} replays stopped (our play not in OpenSpiel's list)"
    )


main()
