//! The 7's search without lists (issue 21) finds what the search with lists found:
//! the reference below is the code it replaced (a target list with a path per target,
//! a walk that lists its knocks, results kept in an ordered set of boards), and on
//! many positions of seeded random games every forward target, every 7 split and its
//! order, and the board keys agree with it.

use super::*;
use crate::games::pairanoid::board::{start, Marble, LANE, TRACK};
use crate::games::pairanoid::rules::{acting_colour, team_home, Action, Part};
use crate::games::pairanoid::seven::sevens;
use crate::games::pairanoid::Board;
use std::collections::BTreeSet;

/// `Board::forward_targets` as it was: a list, a path per target.
fn targets_ref(board: &Board, m: Marble, n: u8) -> Vec<(Pos, Vec<Pos>)> {
    let (c, i) = m;
    let mut out = Vec::new();
    let lane_path = |steps: u8| -> Option<Vec<Pos>> {
        ((1..=LANE).contains(&steps) && (0..steps).all(|g| board.lane_free(c, g)))
            .then(|| (0..steps).map(Pos::Goal).collect())
    };
    match board.marbles[c][i] {
        Pos::Nest => {}
        Pos::Goal(g) => {
            let end = g + n;
            if end < LANE && (g + 1..=end).all(|x| board.lane_free(c, x)) {
                out.push((Pos::Goal(end), (g + 1..=end).map(Pos::Goal).collect()));
            }
        }
        Pos::Track(f) => {
            if f == start(c) && board.ready[c][i] {
                if let Some(p) = lane_path(n) {
                    out.push((*p.last().unwrap(), p));
                }
            }
            let mut path = Vec::new();
            let mut cur = f;
            for k in 1..=n {
                cur = (cur + 1) % TRACK;
                if board.protected(cur) {
                    return out;
                }
                path.push(Pos::Track(cur));
                if cur == start(c) {
                    if let Some(p) = lane_path(n - k) {
                        let mut full = path.clone();
                        full.extend(p);
                        out.push((*full.last().unwrap(), full));
                    }
                }
            }
            out.push((Pos::Track(cur), path));
        }
    }
    out
}

/// `sevens` as it was.
fn sevens_ref(board: &Board, seat: usize) -> Vec<Action> {
    fn dfs(
        board: &Board,
        seat: usize,
        left: u8,
        parts: &mut Vec<Part>,
        used: &mut Vec<Marble>,
        seen: &mut BTreeSet<Board>,
        out: &mut Vec<Action>,
    ) {
        if left == 0 || (!parts.is_empty() && team_home(board, seat)) {
            if !parts.is_empty() && seen.insert(*board) {
                out.push(Action::Seven(parts.clone()));
            }
            return;
        }
        let c = acting_colour(board, seat);
        for i in 0..4 {
            if used.contains(&(c, i)) {
                continue;
            }
            let Some(from) = Spot::of(c, board.marbles[c][i]) else { continue };
            for k in 1..=left {
                for (to, path) in targets_ref(board, (c, i), k) {
                    let mut next = *board;
                    next.walk((c, i), &path, true, true);
                    parts.push(Part { from, to: Spot::of(c, to).unwrap() });
                    used.push((c, i));
                    dfs(&next, seat, left - k, parts, used, seen, out);
                    parts.pop();
                    used.pop();
                }
            }
        }
    }
    let mut out = Vec::new();
    dfs(board, seat, 7, &mut Vec::new(), &mut Vec::new(), &mut BTreeSet::new(), &mut out);
    out
}

#[test]
fn the_seven_search_without_lists_finds_what_the_listing_search_found() {
    let (mut boards, mut splits) = (0, 0);
    let mut previous: Vec<Board> = Vec::new();
    for seed in 0..12u64 {
        let mut rng = GameRng::new(seed);
        let mut s = G::new_game(&Setup::new(4)).unwrap();
        for action in 0..1500 {
            let mv = match G::to_move(&s) {
                ToMove::Over => break,
                ToMove::Chance => G::sample_chance(&s, &mut rng),
                ToMove::Seat(_) => rng.choose(&G::legal_moves(&s)).unwrap().clone(),
            };
            G::apply(&mut s, &mv);
            if action % 4 != 0 {
                continue;
            }
            let board = s.board;
            for c in 0..4 {
                for i in 0..4 {
                    for n in 1..=13 {
                        assert_eq!(board.forward_targets((c, i), n), targets_ref(&board, (c, i), n), "{board:?}");
                    }
                }
            }
            for seat in 0..4 {
                let want = sevens_ref(&board, seat);
                splits += want.len();
                assert_eq!(sevens(&board, seat), want, "{}", G::format_state(&s));
            }
            // Keys tell boards apart exactly as equality does: one flag or one marble
            // changed changes the key, and recent boards of the game compare alike.
            for c in 0..4 {
                for i in 0..4 {
                    let mut flag = board;
                    flag.ready[c][i] = !flag.ready[c][i];
                    let mut moved = board;
                    moved.marbles[c][i] = if board.marbles[c][i] == Pos::Nest { Pos::Goal(3) } else { Pos::Nest };
                    assert_ne!(board.key(), flag.key(), "{board:?}");
                    assert_ne!(board.key(), moved.key(), "{board:?}");
                }
            }
            for other in &previous {
                assert_eq!(board.key() == other.key(), board == *other, "{board:?} {other:?}");
            }
            previous.push(board);
            if previous.len() > 40 {
                previous.remove(0);
            }
            boards += 1;
        }
    }
    assert!(boards > 2000 && splits > 20_000, "{boards} boards, {splits} splits");
}
