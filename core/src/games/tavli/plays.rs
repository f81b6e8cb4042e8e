//! The legal plays of a Portes or Plakoto turn, searched on packed rows: what the
//! legal list, random playouts, the bots and training ask for thousands of times a
//! second. [`super::turn::analyse`] is the readable form over whole boards; this finds
//! the same plays in the same order with the same steps (a test compares the two).
//!
//! Within a turn only the moving seat's checkers move, so a position of the search is
//! that seat's free checkers packed four bits a point (a `u128`), the bits of its
//! occupied points, its checkers on the bar, and (Portes) the bits of the opposing
//! blots it has hit this turn. Everything else a step asks is fixed for the whole
//! turn and worked out once: which points are closed (two or more opposing checkers,
//! or a pin on one of ours; neither changes while we move, since a hit or pinned blot
//! never closed a point and a freed one cannot stand on our pinned checker), which
//! opposing checkers are blots, whether a pin of ours stops bearing off. In Plakoto the
//! opposing side's pins follow from our row (an opposing blot or pinned checker is
//! pinned exactly while a checker of ours stands on it), and our bar and borne-off
//! counts follow from the row's total (a side with a checker on the bar cannot bear
//! off in the same turn), so the row, the hit bits and the numbers left are a whole
//! position: two paths to the same key reach the same board.
//!
//! Positions already seen are kept in an open-addressed table whose slots carry the
//! search's generation, so a new search starts without clearing it; the steps of a
//! candidate play ride in one word. Nothing is allocated in the search (the vectors
//! are the thread's, kept between searches); a play's board is only built for callers
//! that ask for it ([`analyse`]), by replaying its steps.

use std::cell::RefCell;

use crate::game::Seat;

use super::opposed::{mirror, step_of, Board, Landing, BAR, HOME, OFF, POINTS};
use super::rules::Move;
use super::step::Step;
use super::step_list::{StepList, INLINE};
use super::turn::{Analysis, Node, RelStep};

/// One seat's checkers during a turn.
#[derive(Clone, Copy, Debug)]
struct Row {
    /// Free checkers, four bits a relative point.
    cnt: u128,
    /// Points with a free checker, as bits.
    occ: u32,
    /// Opposing blots hit this turn (Portes), as bits of our relative points.
    hit: u32,
    /// Checkers on the bar.
    bar: u8,
}

impl Row {
    fn of(board: &Board, seat: Seat) -> Row {
        let mut row = Row { cnt: 0, occ: 0, hit: 0, bar: board.bar[seat] };
        for (r, &c) in board.cnt[seat].iter().enumerate() {
            row.cnt |= (c as u128) << (4 * r);
            row.occ |= ((c > 0) as u32) << r;
        }
        row
    }

    /// The row after one checker moves from `r` ([`BAR`]: enters) to `t` ([`OFF`]:
    /// borne off), hitting what `blots` says stands there.
    #[inline(always)]
    fn step(self, r: usize, t: usize, blots: u32) -> Row {
        let mut next = self;
        if r == BAR {
            next.bar -= 1;
        } else {
            next.cnt -= 1u128 << (4 * r);
            if (next.cnt >> (4 * r)) as u8 & 15 == 0 {
                next.occ &= !(1 << r);
            }
        }
        if t < POINTS {
            next.cnt += 1u128 << (4 * t);
            next.occ |= 1 << t;
            next.hit |= blots & (1 << t);
        }
        next
    }
}

/// The steps of a candidate play in one word, 13 bits a step (from, to, number) and
/// the count in the top bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Steps(u64);

impl Steps {
    const LEN_SHIFT: u32 = 60;

    #[inline(always)]
    fn len(self) -> usize {
        (self.0 >> Self::LEN_SHIFT) as usize
    }

    #[inline(always)]
    fn push(self, r: usize, t: usize, d: u8) -> Steps {
        let step = (r | t << 5 | (d as usize) << 10) as u64;
        Steps((self.0 + (1 << Self::LEN_SHIFT)) | step << (13 * self.len()))
    }

    #[inline(always)]
    fn get(self, k: usize) -> RelStep {
        let s = self.0 >> (13 * k);
        RelStep { from: s as u8 & 31, to: (s >> 5) as u8 & 31, die: (s >> 10) as u8 & 7 }
    }

    fn first_die(self) -> u8 {
        if self.len() == 0 {
            0
        } else {
            self.get(0).die
        }
    }
}

/// A position the search reached: what tells it apart from others, and the first
/// steps that reached it.
#[derive(Clone, Copy, Debug)]
struct Vertex {
    cnt: u128,
    hit: u32,
    steps: Steps,
}

/// Bits of a key: the row's counts, then the numbers left (4 bits), the hit bits (24),
/// then the generation.
const CODE_SHIFT: u32 = 4 * POINTS as u32;
const HIT_SHIFT: u32 = CODE_SHIFT + 4;
const GEN_SHIFT: u32 = HIT_SHIFT + POINTS as u32;
/// Generations before the table is wiped (they wrap in four bits).
const GENERATIONS: u32 = 1 << (128 - GEN_SHIFT);

/// The search's memory, kept between the searches of a thread.
struct Search {
    verts: Vec<Vertex>,
    /// Open-addressed keys; a slot of another generation is empty.
    slots: Vec<u128>,
    taken: usize,
    generation: u32,
    // What every position of one search shares.
    closed: u32,
    blots: u32,
    may_bear: bool,
    /// The distinct numbers, larger first (0: none). The numbers left are coded as
    /// the count of the first plus five times the count of the second.
    values: [u8; 2],
}

impl Search {
    fn new() -> Search {
        Search {
            verts: Vec::with_capacity(256),
            slots: vec![0; 1024],
            taken: 0,
            generation: 0,
            closed: 0,
            blots: 0,
            may_bear: false,
            values: [0; 2],
        }
    }

    /// Adds `key` (without generation) to the table; false when it was there.
    #[inline(always)]
    fn insert(&mut self, key: u128) -> bool {
        if 2 * (self.taken + 1) > self.slots.len() {
            self.grow();
        }
        let key = key | (self.generation as u128) << GEN_SHIFT;
        let mask = self.slots.len() - 1;
        let mut i = hash(key) & mask;
        loop {
            let slot = self.slots[i];
            if slot == key {
                return false;
            }
            if (slot >> GEN_SHIFT) as u32 != self.generation {
                self.slots[i] = key;
                self.taken += 1;
                return true;
            }
            i = (i + 1) & mask;
        }
    }

    /// Twice the slots, this generation's keys moved over.
    fn grow(&mut self) {
        let size = 2 * self.slots.len();
        let old = std::mem::replace(&mut self.slots, vec![0; size]);
        let mask = self.slots.len() - 1;
        for key in old.into_iter().filter(|&k| (k >> GEN_SHIFT) as u32 == self.generation) {
            let mut i = hash(key) & mask;
            while (self.slots[i] >> GEN_SHIFT) as u32 == self.generation {
                i = (i + 1) & mask;
            }
            self.slots[i] = key;
        }
    }

    /// Every position reachable from `board` with `dice`, in search order.
    fn run(&mut self, board: &Board, seat: Seat, dice: &[u8]) {
        self.verts.clear();
        self.taken = 0;
        // Generation 0 is what a wiped slot holds, so searches use 1.. .
        self.generation += 1;
        if self.generation == GENERATIONS {
            self.slots.fill(0);
            self.generation = 1;
        }
        let opp = 1 - seat;
        let (mut closed, mut blots) = (0u32, 0u32);
        for t in 0..POINTS {
            closed |= (board.closed(seat, t) as u32) << t;
            blots |= ((board.landing == Landing::Hit && board.cnt[opp][mirror(t)] == 1) as u32) << t;
        }
        self.closed = closed;
        self.blots = blots;
        self.may_bear = board.pinned[seat] == 0;
        let dice = &dice[..dice.len().min(4)];
        let hi = dice.iter().copied().max().unwrap_or(0);
        let lo = dice.iter().copied().filter(|&d| d != hi).max().unwrap_or(0);
        self.values = [hi, lo];
        let code = dice.iter().map(|&d| if d == hi { 1 } else { 5 }).sum::<u32>();
        let row = Row::of(board, seat);
        self.verts.push(Vertex { cnt: row.cnt, hit: 0, steps: Steps::default() });
        if !dice.is_empty() {
            self.visit(row, Steps::default(), code, dice.len() as u8);
        }
    }

    /// Every step from `row` with the numbers `code` (`left` of them), each new
    /// position added and searched on before the next step, as the readable search
    /// does (each distinct number, larger first; the bar, then from the start of the
    /// route onwards).
    fn visit(&mut self, row: Row, steps: Steps, code: u32, left: u8) {
        for (k, unit) in [(0usize, 1u32), (1, 5)] {
            let d = self.values[k];
            let have = if k == 0 { code % 5 } else { code / 5 };
            if d == 0 || have == 0 {
                continue;
            }
            let rest = code - unit;
            if row.bar > 0 {
                let t = d as usize - 1;
                if self.closed >> t & 1 == 0 {
                    self.reach(row, BAR, t, d, steps, rest, left);
                }
                continue;
            }
            let home = self.may_bear && row.occ & ((1 << HOME) - 1) == 0;
            let mut bits = movable(row.occ, self.closed, home, d as usize);
            while bits != 0 {
                let r = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                self.reach(row, r, (r + d as usize).min(OFF), d, steps, rest, left);
            }
        }
    }

    /// One step of the search: the position after it, added and searched on if new.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn reach(&mut self, row: Row, r: usize, t: usize, d: u8, steps: Steps, rest: u32, left: u8) {
        let next = row.step(r, t, self.blots);
        let key = next.cnt | (rest as u128) << CODE_SHIFT | (next.hit as u128) << HIT_SHIFT;
        if !self.insert(key) {
            return;
        }
        let steps = steps.push(r, t, d);
        self.verts.push(Vertex { cnt: next.cnt, hit: next.hit, steps });
        if left > 1 {
            self.visit(next, steps, rest, left - 1);
        }
    }

    /// The legal plays among the positions found with `dice`: the indices of
    /// [`Search::verts`] that are plays, in order (the rules of
    /// [`super::turn::analyse`]); returns the most numbers playable and whether only
    /// the larger of two may be played.
    fn choose(&self, dice: &[u8], out: &mut Vec<u32>) -> (usize, bool) {
        let maxlen = self.verts.iter().map(|v| v.steps.len()).max().unwrap_or(0);
        out.clear();
        out.extend((0..self.verts.len() as u32).filter(|&i| self.verts[i as usize].steps.len() == maxlen));
        let two_different = dice.len() == 2 && dice[0] != dice[1];
        let larger = self.values[0];
        let uses_larger = |i: &u32| self.verts[*i as usize].steps.first_die() == larger;
        let mut larger_required = false;
        if maxlen == 1 && two_different && out.iter().any(uses_larger) {
            larger_required = true;
            out.retain(uses_larger);
        }
        // Plays of every number differ by key already (no numbers left in it); only
        // shorter plays can repeat a position with different numbers left.
        if maxlen < dice.len() {
            let mut k = 0;
            for j in 0..out.len() {
                let v = self.verts[out[j] as usize];
                if !out[..k].iter().any(|&i| {
                    let w = &self.verts[i as usize];
                    w.cnt == v.cnt && w.hit == v.hit
                }) {
                    out[k] = out[j];
                    k += 1;
                }
            }
            out.truncate(k);
        }
        (maxlen, larger_required)
    }
}

/// The points of `occ` a checker may leave with `d`: the target on the board and not
/// `closed`, or, when bearing off is allowed (`home`), off with the exact number or a
/// larger one from the farthest point (the lowest set bit).
#[inline(always)]
fn movable(occ: u32, closed: u32, home: bool, d: usize) -> u32 {
    let on_board = occ & ((1 << (POINTS - d)) - 1) & !(closed >> d);
    if !home {
        return on_board;
    }
    let exact = 1u32 << (POINTS - d);
    let lowest = occ & occ.wrapping_neg();
    on_board | (occ & (exact | if lowest > exact { lowest } else { 0 }))
}

#[inline(always)]
fn hash(key: u128) -> usize {
    let h = (key as u64 ^ ((key >> 64) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    (h >> 32) as usize
}

thread_local! {
    /// Each thread's search memory with the chosen plays' indices.
    static SCRATCH: RefCell<(Search, Vec<u32>)> = RefCell::new((Search::new(), Vec::with_capacity(256)));
}

/// Runs `f` on this thread's search memory (a fresh one if it is in use already).
fn with_search<R>(f: impl FnOnce(&mut Search, &mut Vec<u32>) -> R) -> R {
    SCRATCH.with(|cell| match cell.try_borrow_mut() {
        Ok(mut pair) => {
            let (search, chosen) = &mut *pair;
            f(search, chosen)
        }
        Err(_) => f(&mut Search::new(), &mut Vec::new()),
    })
}

/// The board after `steps` of `seat` from `board`.
fn replay(board: &Board, seat: Seat, steps: Steps) -> Board {
    let mut b = *board;
    for k in 0..steps.len() {
        let s = steps.get(k);
        b.apply_step(seat, s.from as usize, s.to as usize);
    }
    b
}

/// The legal plays of `seat` with `dice` on `board`: what [`super::turn::analyse`]
/// returns, found on packed rows.
pub fn analyse(board: &Board, seat: Seat, dice: &[u8]) -> Analysis<Board> {
    with_search(|search, chosen| {
        search.run(board, seat, dice);
        let (maxlen, larger_required) = search.choose(dice, chosen);
        let plays = chosen
            .iter()
            .map(|&i| {
                let steps = search.verts[i as usize].steps;
                Node { board: replay(board, seat, steps), seq: (0..steps.len()).map(|k| steps.get(k)).collect() }
            })
            .collect();
        Analysis { plays, maxlen, larger_required }
    })
}

/// Calls `f` with the board after each legal play of `seat` with `dice` on `board`
/// (in the listed order), without building the list: what the bots' lookahead asks.
pub fn each_play_board(board: &Board, seat: Seat, dice: &[u8], mut f: impl FnMut(&Board)) {
    with_search(|search, chosen| {
        search.run(board, seat, dice);
        search.choose(dice, chosen);
        for &i in chosen.iter() {
            f(&replay(board, seat, search.verts[i as usize].steps));
        }
    })
}

/// The legal plays of `seat` with `dice` on `board` as moves, in [`analyse`]'s order,
/// each made straight from the search's packed steps (no boards built).
pub fn legal_plays(board: &Board, seat: Seat, dice: &[u8]) -> Vec<Move> {
    with_search(|search, chosen| {
        search.run(board, seat, dice);
        search.choose(dice, chosen);
        chosen.iter().map(|&i| play_of(seat, search.verts[i as usize].steps)).collect()
    })
}

/// The play of `seat` that packed steps make, in absolute points.
#[inline(always)]
fn play_of(seat: Seat, steps: Steps) -> Move {
    // A search never plays more than four numbers, so the steps fit inline.
    let mut inline = [Step { from: 0, to: 0 }; INLINE];
    let len = steps.len().min(INLINE);
    for (k, slot) in inline[..len].iter_mut().enumerate() {
        let s = steps.get(k);
        *slot = step_of(seat, s.from as usize, s.to as usize);
    }
    Move::Play(StepList::Inline { len: len as u8, steps: inline })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, Setup, ToMove};
    use crate::games::plakoto::Plakoto;
    use crate::games::portes::Portes;
    use crate::games::tavli::rules::{Phase, State};
    use crate::rng::GameRng;

    /// Every position of random games with each of the 21 rolls (and the legal moves
    /// with the dice rolled): the packed search lists exactly what the readable one does, in the same
    /// order with the same steps.
    fn compare<G: Game<State = State, Move = Move>>(games: u64) -> usize {
        let mut compared = 0;
        for seed in 0..games {
            let mut s = G::new_game(&Setup::new(2)).unwrap();
            let mut rng = GameRng::new(seed);
            for _ in 0..3000 {
                if s.phase == Phase::Moving {
                    for a in 1..=6u8 {
                        for b in 1..=a {
                            let d = super::super::dice::roll_numbers(a, b);
                            let want = super::super::turn::analyse(&s.board, s.turn, &d);
                            let got = analyse(&s.board, s.turn, &d);
                            assert_eq!(got.maxlen, want.maxlen);
                            assert_eq!(got.larger_required, want.larger_required);
                            let key = |n: &Node<Board>| (n.board, n.seq.clone());
                            let got: Vec<_> = got.plays.iter().map(key).collect();
                            let want: Vec<_> = want.plays.iter().map(key).collect();
                            assert_eq!(got, want, "{} dice {d:?}", G::format_state(&s));
                            compared += 1;
                        }
                    }
                    let moves = legal_plays(&s.board, s.turn, &s.dice);
                    assert_eq!(moves, s.legal_moves_readable());
                }
                let mv = match G::to_move(&s) {
                    ToMove::Over => break,
                    ToMove::Chance => G::sample_chance(&s, &mut rng),
                    ToMove::Seat(_) => rng.take_one(G::legal_moves(&s)),
                };
                G::advance(&mut s, &mv);
            }
        }
        compared
    }

    #[test]
    fn the_packed_search_finds_the_readable_searchs_plays() {
        assert!(compare::<Portes>(3) > 2_000);
        assert!(compare::<Plakoto>(3) > 2_000);
    }
}
