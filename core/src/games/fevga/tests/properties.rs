//! Notation round trips, random games with invariants, and a plain reference
//! implementation of the turn rules.

use std::collections::HashSet;

use super::*;
use crate::game::{play_one, ToMove};
use crate::games::fevga::board::CHECKERS;
use crate::games::fevga::moves::roll_numbers;
use crate::games::fevga::rules::{Phase, BLACK};

// ---------------------------------------------------------------- notation

#[test]
fn notation_round_trips_and_rejects_bad_input() {
    let s = start_of_game(WHITE);
    let text = Fevga::format_state(&s);
    assert_eq!(
        text,
        "fevga match=1 mars=on cube=off crazy=off game=1 score=0,0 white=1:15 black=13:15 off=0,0 turn=white \
         phase=start dice=- chain=none rolls=0,0 stake=1 owner=- last=-"
    );
    assert_eq!(Fevga::parse_state(&text).unwrap(), s);
    for bad in [
        "fevga",
        "fia match=1",
        &text.replace("white=1:15", "white=1:14"),
        &text.replace("black=13:15", "black=1:1,13:14"),
        &text.replace("match=1", "match=2"),
        &text.replace("phase=start", "phase=move"),
        &text.replace("dice=-", "dice=3,5"),
        &text.replace("stake=1", "stake=3"),
        &format!("{text} ids=1"),
        &format!("{text} bogus=1"),
    ] {
        assert!(Fevga::parse_state(bad).is_err(), "{bad}");
    }
    for mv in ["roll", "double", "take", "drop", "pass", "6-5", "open 3-4"] {
        let parsed = Fevga::parse_move(&s, mv).unwrap();
        assert_eq!(Fevga::format_move(&s, &parsed), mv);
    }
    for bad in ["1/25", "0/3", "x", "7-1", "1-", "1/7/8"] {
        assert!(Fevga::parse_move(&s, bad).is_err(), "{bad}");
    }
}

#[test]
fn checker_ids_survive_notation() {
    let mut s = pos("1:13,3:1,7:1", "13:15", "white", "6,1");
    // Move the checker on 3 past the one on 7: ids leave canonical order and appear in notation.
    play(&mut s, "3/9 9/10");
    let text = Fevga::format_state(&s);
    assert!(text.contains(" ids="), "{text}");
    assert_eq!(Fevga::parse_state(&text).unwrap(), s);
}

// ---------------------------------------------------------------- random games

pub(super) fn variants(i: u64) -> Setup {
    let mut setup = Setup::new(2);
    // Mostly single games (random play is slow to finish a match), some matches.
    setup = setup.with("match", if matches!(i % 10, 0) { ["3", "5", "7"][(i / 10 % 3) as usize] } else { "1" });
    setup = setup.with("mars", ["off", "on", "on"][(i % 3) as usize]);
    setup = setup.with("cube", ["on", "off"][(i % 2) as usize]);
    setup = setup.with("crazy", ["on", "off"][(i / 2 % 2) as usize]);
    setup
}

fn check_invariants(s: &State, before: &State, mv: &Move) {
    for seat in [WHITE, BLACK] {
        assert_eq!(s.board.total(seat), CHECKERS as u32);
        assert!(!s.board.quarter_full(seat) || before.board.quarter_full(seat), "starting quarter filled");
    }
    for r in 0..24 {
        assert!(!(s.board.cnt[WHITE][r] > 0 && s.board.cnt[BLACK][(r + 12) % 24] > 0), "point shared");
    }
    if let Move::Play(_) = mv {
        let mover = before.turn;
        if s.board.forbidden_block(mover) && s.phase != Phase::Opening {
            assert!(before.board.forbidden_block(mover), "forbidden block built");
            assert!(!before.analysis().must_open, "a held block was not opened");
        }
    }
    let text = Fevga::format_state(s);
    assert_eq!(Fevga::parse_state(&text).unwrap(), *s, "{text}");
    let mut canon = crate::games::fevga::rules::canonical_at(&s.board);
    let mut at = s.at;
    for seat in 0..2 {
        canon[seat].sort();
        at[seat].sort();
    }
    assert_eq!(canon, at, "checker ids match the board");
}

#[test]
fn random_games_keep_every_invariant() {
    let mut rng = GameRng::new(2024);
    let mut games = 0;
    let mut plays_checked = 0;
    let mut games_played = 0;
    for i in 0..2000u64 {
        let mut s = Fevga::new_game(&variants(i)).unwrap();
        let mut actions = 0;
        while Fevga::to_move(&s) != ToMove::Over && actions < 4000 {
            let before = s.clone();
            let mv = match Fevga::to_move(&s) {
                ToMove::Chance => Fevga::sample_chance(&s, &mut rng),
                _ => {
                    let moves = Fevga::legal_moves(&s);
                    assert!(!moves.is_empty());
                    if let Move::Play(_) = &moves[0] {
                        let an = s.analysis();
                        let boards: HashSet<Board> = an.plays.iter().map(|n| n.board).collect();
                        assert_eq!(boards.len(), an.plays.len(), "plays are distinct positions");
                        assert!(an.plays.iter().all(|n| n.seq.len() == an.maxlen));
                        plays_checked += moves.len();
                    }
                    let mv = rng.choose(&moves).unwrap().clone();
                    let text = Fevga::format_move(&s, &mv);
                    assert_eq!(Fevga::parse_move(&s, &text).unwrap(), mv, "{text}");
                    mv
                }
            };
            Fevga::apply(&mut s, &mv);
            check_invariants(&s, &before, &mv);
            actions += 1;
        }
        assert_eq!(Fevga::to_move(&s), ToMove::Over, "game {i} did not end");
        games_played += s.game_no as usize;
        let out = Fevga::outcome(&s).unwrap();
        let w = out.winners()[0];
        assert!(s.score[w] >= s.opts.match_to);
        games += 1;
    }
    assert_eq!(games, 2000);
    assert!(plays_checked > 100_000 && games_played > 2000, "{plays_checked} plays, {games_played} games");
}

/// The legal plays by the letter of RULES.md §4, without any pruning: every step
/// sequence, then the block filter, max numbers, larger number and must-open.
fn reference_plays(board: &Board, seat: Seat, dice: &[u8]) -> HashSet<Board> {
    fn all(b: &Board, seat: Seat, dice: &[u8], len: usize, first: u8, out: &mut Vec<(Board, usize, u8)>) {
        out.push((*b, len, first));
        for i in 0..dice.len() {
            if dice[..i].contains(&dice[i]) {
                continue;
            }
            let mut rest = dice.to_vec();
            let d = rest.remove(i);
            for r in 0..24 {
                if let Ok(t) = b.check_step(seat, r, d) {
                    let mut n = *b;
                    n.apply_step(seat, r, t);
                    all(&n, seat, &rest, len + 1, if len == 0 { d } else { first }, out);
                }
            }
        }
    }
    let mut nodes = Vec::new();
    all(board, seat, dice, 0, 0, &mut nodes);
    let at_start = board.forbidden_block(seat);
    nodes.retain(|(b, _, _)| at_start || !b.forbidden_block(seat));
    let maxlen = nodes.iter().map(|n| n.1).max().unwrap();
    nodes.retain(|n| n.1 == maxlen);
    let hi = *dice.iter().max().unwrap();
    if maxlen == 1 && dice.len() == 2 && dice[0] != dice[1] && nodes.iter().any(|n| n.2 == hi) {
        nodes.retain(|n| n.2 == hi);
    }
    if at_start && nodes.iter().any(|n| !n.0.forbidden_block(seat)) {
        nodes.retain(|n| !n.0.forbidden_block(seat));
    }
    nodes.into_iter().map(|n| n.0).collect()
}

fn all_rolls() -> Vec<Vec<u8>> {
    let mut v = Vec::new();
    for a in 1..=6u8 {
        for b in 1..=a {
            v.push(roll_numbers(a, b));
        }
    }
    v
}

#[test]
fn legal_plays_match_a_plain_reference_implementation() {
    let mut rng = GameRng::new(77);
    let mut compared = 0;
    let mut block_cut = 0;
    let mut must_open_seen = 0;
    // Positions where black has all 15 on its head and white spreads over 14-20, so the
    // forbidden block and the must-open rule come up often.
    for _ in 0..400 {
        let mut board = Board { cnt: [[0; 24]; 2], off: [0, 0] };
        board.cnt[BLACK][0] = 15;
        for _ in 0..15 {
            let r = [11, 12, 13, 14, 15, 16, 17, 18, 19, 9, 10][rng.below(11) as usize];
            board.cnt[WHITE][r] += 1;
        }
        for dice in all_rolls() {
            let an = crate::games::fevga::moves::analyse(&board, WHITE, &dice);
            let got: HashSet<Board> = an.plays.iter().map(|n| n.board).collect();
            assert_eq!(got, reference_plays(&board, WHITE, &dice), "{board:?} {dice:?}");
            let cut = crate::games::fevga::moves::explore(&board, WHITE, &dice)
                .iter()
                .any(|n| n.seq.len() == an.maxlen && n.board.forbidden_block(WHITE) && !an.block_at_start);
            block_cut += usize::from(cut);
            must_open_seen += usize::from(an.must_open);
            compared += 1;
        }
    }
    // Positions from random games, both colours, Crazy leftovers included.
    for g in 0..60u64 {
        let mut s = Fevga::new_game(&variants(g)).unwrap();
        while Fevga::to_move(&s) != ToMove::Over {
            if s.phase == Phase::Moving {
                let an = s.analysis();
                let got: HashSet<Board> = an.plays.iter().map(|n| n.board).collect();
                assert_eq!(got, reference_plays(&s.board, s.turn, &s.dice), "{}", Fevga::format_state(&s));
                compared += 1;
            }
            play_one::<Fevga>(&mut s, &mut rng, |s, _, rng| rng.choose(&Fevga::legal_moves(s)).unwrap().clone());
        }
    }
    assert!(compared > 10_000, "{compared}");
    assert!(block_cut > 0, "the block rule never removed a play");
    assert!(must_open_seen > 0, "must-open never came up");
}
