//! The search on packed rows ([`crate::games::fevga::plays`]) finds what the plain
//! search finds (every node of `explore`, filtered by `analyse_nodes`): the same plays
//! in the same order with the same steps, and the same facts; and a random play drawn
//! from it is the move the default draw takes from the whole list.

use super::*;
use crate::game::{play_one, ToMove};
use crate::games::fevga::board::{Board, POINTS};
use crate::games::fevga::moves::{analyse, analyse_nodes, explore, play_move, roll_numbers, Analysis};
use crate::games::fevga::plays::{legal_plays, random_play};
use crate::games::fevga::rules::{Phase, BLACK};
use crate::rng::GameRng;

fn assert_same_analysis(board: &Board, seat: Seat, dice: &[u8]) {
    let fast: Analysis = analyse(board, seat, dice);
    let plain = analyse_nodes(&explore(board, seat, dice), board, seat, dice);
    let what = format!("{board:?} seat {seat} dice {dice:?}");
    // The move list made straight from the packed search is the plain search's plays
    // as moves, in the same order (what legal_moves listed before it was made so).
    let listed: Vec<Move> = plain.plays.iter().map(|n| play_move(seat, &n.seq)).collect();
    assert_eq!(legal_plays(board, seat, dice), listed, "{what}");
    assert_eq!(fast.plays.len(), plain.plays.len(), "{what}");
    for (f, p) in fast.plays.iter().zip(&plain.plays) {
        assert_eq!((f.board, &*f.seq, f.uses_larger), (p.board, &*p.seq, p.uses_larger), "{what}");
    }
    assert_eq!(
        (fast.maxlen, fast.larger_required, fast.must_open, fast.block_at_start),
        (plain.maxlen, plain.larger_required, plain.must_open, plain.block_at_start),
        "{what}"
    );
}

/// A board with 15 checkers a side spread at random over `[lo, hi)` of each side's
/// route (points never shared), some borne off when `lo` is in the home quarter. The
/// ranges must leave black a point white does not close.
fn random_board(rng: &mut GameRng, lo: [usize; 2], hi: [usize; 2]) -> Board {
    let mut board = Board { cnt: [[0; POINTS]; 2], off: [0, 0] };
    for seat in [WHITE, BLACK] {
        let off = if lo[seat] >= 18 { rng.below(8) as u8 } else { 0 };
        board.off[seat] = off;
        let mut placed = off;
        while placed < 15 {
            let r = lo[seat] + rng.below((hi[seat] - lo[seat]) as u32) as usize;
            if board.cnt[1 - seat][(r + 12) % POINTS] == 0 {
                board.cnt[seat][r] += 1;
                placed += 1;
            }
        }
    }
    board
}

#[test]
fn packed_search_finds_the_plain_searchs_plays_in_random_games() {
    let mut rng = GameRng::new(515);
    let mut compared = 0;
    for g in 0..250u64 {
        let mut s = Fevga::new_game(&super::properties::variants(g)).unwrap();
        while Fevga::to_move(&s) != ToMove::Over {
            if s.phase == Phase::Moving {
                assert_same_analysis(&s.board, s.turn, &s.dice);
                compared += 1;
            }
            play_one::<Fevga>(&mut s, &mut rng, |s, _, rng| rng.choose(&Fevga::legal_moves(s)).unwrap().clone());
        }
    }
    assert!(compared > 10_000, "{compared}");
}

#[test]
fn packed_search_finds_the_plain_searchs_plays_on_random_boards() {
    let mut rng = GameRng::new(99);
    // Spread out, crowded early (heads still loaded, the first-checker and quarter
    // rules), bearing off, and black on its head (the forbidden block).
    let ranges = [([0, 0], [24, 24]), ([0, 0], [8, 8]), ([18, 18], [24, 24]), ([13, 0], [20, 1])];
    let mut compared = 0;
    for _ in 0..150 {
        for (lo, hi) in ranges {
            let board = random_board(&mut rng, lo, hi);
            for seat in [WHITE, BLACK] {
                for a in 1..=6u8 {
                    for b in 1..=a {
                        assert_same_analysis(&board, seat, &roll_numbers(a, b));
                        compared += 1;
                    }
                    // Crazy Fevga leftovers: fewer numbers of a double.
                    assert_same_analysis(&board, seat, &vec![a; 1 + rng.below(3) as usize]);
                    compared += 1;
                }
            }
        }
    }
    assert!(compared > 30_000, "{compared}");
}

#[test]
fn a_random_play_is_the_move_the_whole_list_gives_for_the_same_draw() {
    let mut compared = 0;
    for g in 0..80u64 {
        let mut s = Fevga::new_game(&super::properties::variants(g)).unwrap();
        let mut rng = GameRng::new(g);
        while Fevga::to_move(&s) != ToMove::Over {
            let mv = match Fevga::to_move(&s) {
                ToMove::Chance => Fevga::sample_chance(&s, &mut rng),
                _ => {
                    let (mut listed, mut direct) = (rng.clone(), rng.clone());
                    let mut legal = Fevga::legal_moves(&s);
                    let want = legal.swap_remove(listed.below(legal.len() as u32) as usize);
                    let got = Fevga::random_move(&s, &mut rng);
                    assert_eq!(got, want, "{}", Fevga::format_state(&s));
                    assert_eq!(rng.state(), listed.state(), "the same words drawn");
                    if s.phase == Phase::Moving {
                        assert_eq!(random_play(&s.board, s.turn, &s.dice, &mut direct), want);
                        compared += 1;
                    }
                    got
                }
            };
            Fevga::advance(&mut s, &mv);
        }
    }
    assert!(compared > 3000, "{compared}");
}
