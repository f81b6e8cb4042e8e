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
//! candidate play ride in one word (both [`super::packed`]'s, shared with Fevga). A
//! double needs no table: its search walks the steps in canonical order, each position
//! once (see `Search::visit`), and that was most of a playout's time. Nothing is
//! allocated in the search (the vectors are the thread's, kept between searches); a
//! play's board is only built for callers that ask for it ([`analyse`]), by replaying
//! its steps.

use std::cell::RefCell;

use crate::game::Seat;

use super::opposed::{mirror, Board, Landing, BAR, HOME, OFF, POINTS};
use super::packed::{Seen, Steps};
use super::rules::Move;
use super::step::Step;
use super::step_list::{StepList, INLINE};
use super::turn::{Analysis, Node};

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
            next.cnt -= UNIT[r];
            if next.cnt & (UNIT[r] * 15) == 0 {
                next.occ &= !(1 << r);
            }
        }
        if t < POINTS {
            next.cnt += UNIT[t];
            next.occ |= 1 << t;
            next.hit |= blots & (1 << t);
        }
        next
    }
}

/// One checker on each relative point in packed counts, looked up rather than
/// shifted: a `u128` shifted by a variable amount is several instructions with
/// branches' worth of selects, and every step of the search makes two.
const UNIT: [u128; POINTS] = {
    let mut u = [0u128; POINTS];
    let mut r = 0;
    while r < POINTS {
        u[r] = 1 << (4 * r);
        r += 1;
    }
    u
};

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

/// The search's memory, kept between the searches of a thread.
struct Search {
    verts: Vec<Vertex>,
    /// The positions seen (keys without the first step's, see [`Search::reach`]).
    seen: Seen<GEN_SHIFT>,
    // What every position of one search shares.
    closed: u32,
    blots: u32,
    may_bear: bool,
    /// The distinct numbers, larger first (0: none). The numbers left are coded as
    /// the count of the first plus five times the count of the second.
    values: [u8; 2],
    /// One number only (a double, or what is left of one): the search goes in
    /// canonical order instead of asking the table (see [`Search::visit`]).
    canonical: bool,
    /// The points the larger of two numbers may leave at the start of the turn (none
    /// with a checker on the bar), and the counts there: see [`Search::commuted`].
    root_hi: u32,
    root_cnt: u128,
    /// The steps of the positions that play every number, in order: the legal plays
    /// whenever there is one (most turns), without a pass over all positions.
    full: Vec<Steps>,
}

impl Search {
    fn new() -> Search {
        Search {
            verts: Vec::with_capacity(256),
            seen: Seen::new(),
            closed: 0,
            blots: 0,
            may_bear: false,
            values: [0; 2],
            canonical: false,
            root_hi: 0,
            root_cnt: 0,
            full: Vec::with_capacity(256),
        }
    }

    /// Every position reachable from `board` with `dice`, in search order.
    fn run(&mut self, board: &Board, seat: Seat, dice: &[u8]) {
        self.verts.clear();
        self.full.clear();
        self.seen.start();
        let opp = 1 - seat;
        // Board::closed and the single opposing checkers, without branches.
        let (mut closed, mut blots) = (0u32, 0u32);
        let pins = board.pinned[seat];
        for t in 0..POINTS {
            let c = board.cnt[opp][mirror(t)];
            closed |= ((c >= 2) as u32 | ((c >= 1) as u32 & pins >> t & 1)) << t;
            blots |= ((c == 1) as u32) << t;
        }
        self.closed = closed;
        self.blots = if board.landing == Landing::Hit { blots } else { 0 };
        self.may_bear = board.pinned[seat] == 0;
        let dice = &dice[..dice.len().min(4)];
        let hi = dice.iter().copied().max().unwrap_or(0);
        let lo = dice.iter().copied().filter(|&d| d != hi).max().unwrap_or(0);
        self.values = [hi, lo];
        self.canonical = lo == 0;
        let code = dice.iter().map(|&d| if d == hi { 1 } else { 5 }).sum::<u32>();
        let row = Row::of(board, seat);
        let home = self.may_bear && row.occ & ((1 << HOME) - 1) == 0;
        self.root_hi = if row.bar > 0 || lo == 0 { 0 } else { movable(row.occ, self.closed, home, hi as usize) };
        self.root_cnt = row.cnt;
        self.verts.push(Vertex { cnt: row.cnt, hit: 0, steps: Steps::default() });
        if !dice.is_empty() {
            self.visit(row, Steps::default(), code, dice.len() as u8, 0);
        }
    }

    /// Every step from `row` with the numbers `code` (`left` of them), each new
    /// position added and searched on before the next step, as the readable search
    /// does (each distinct number, larger first; the bar, then from the start of the
    /// route onwards).
    ///
    /// With one number (a double) the steps of a play are a multiset, and distinct
    /// multisets of steps of one number leave distinct positions (a step from `r` only
    /// adds at `r + d`, so the counts telescope back to the steps). The readable search
    /// reaches each position first by its smallest sequence of points moved from, and
    /// that is the ascending one: the bar enters first anyway, a checker arriving at a
    /// point came from a lower one, every checker outside home has moved before anything
    /// is borne off, and a larger number than needed bears off from a point only once
    /// everything below it has moved. So the ascending sequences alone (each step from
    /// `low` or beyond) find every position once, in the same order with the same
    /// steps, and no table is needed: a double's search was most of a playout's time.
    fn visit(&mut self, row: Row, steps: Steps, code: u32, left: u8, low: usize) {
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
            let mut bits = movable(row.occ, self.closed, home, d as usize) & !((1u32 << low) - 1);
            if k == 0 {
                bits &= !self.commuted(steps);
            }
            while bits != 0 {
                let r = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                self.reach(row, r, (r + d as usize).min(OFF), d, steps, rest, left);
            }
        }
    }

    /// The points whose step with the larger number, after `steps` (the smaller number
    /// first, onto the board), reaches a play the search has already found: that step
    /// first, then the smaller from the same point, was legal from the start (the
    /// larger number from there at the start, and the smaller one's checker still
    /// there after it), lands on the same two points and leaves the same position, which
    /// the larger number's branch searched first. Skipping them skips only probes of
    /// the table that would have found the position there; a bear-off with the smaller
    /// number is left to the table (whether it is allowed depends on what moved first).
    #[inline(always)]
    fn commuted(&self, steps: Steps) -> u32 {
        if self.canonical || steps.len() != 1 {
            return 0;
        }
        let first = steps.get(0);
        let a = first.from as usize;
        if first.die != self.values[1] || first.to as usize >= POINTS || a >= POINTS {
            return 0;
        }
        // From the same point, the larger number first leaves the smaller one a checker
        // only when there were two.
        let alone = ((self.root_cnt >> (4 * a)) as u8 & 15) < 2;
        self.root_hi & !((alone as u32) << a)
    }

    /// One step of the search: the position after it, added and searched on if new.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn reach(&mut self, row: Row, r: usize, t: usize, d: u8, steps: Steps, rest: u32, left: u8) {
        let next = row.step(r, t, self.blots);
        // The first step needs no table either: its positions differ by the point
        // moved from, and the two numbers' by the numbers left.
        if !self.canonical && !steps.is_empty() {
            let key = next.cnt | (rest as u128) << CODE_SHIFT | (next.hit as u128) << HIT_SHIFT;
            if !self.seen.insert(key) {
                return;
            }
        }
        let steps = steps.push(r, t, d);
        self.verts.push(Vertex { cnt: next.cnt, hit: next.hit, steps });
        if left == 1 {
            self.full.push(steps);
        } else {
            // Canonical order: the next step from here or beyond (after the bar: anywhere).
            let low = if self.canonical && r != BAR { r } else { 0 };
            self.visit(next, steps, rest, left - 1, low);
        }
    }

    /// The legal plays among the positions found with `dice`, in order, as their steps
    /// (the rules of [`super::turn::analyse`]), with the most numbers playable and
    /// whether only the larger of two may be played. `out` holds them when they are
    /// not simply [`Search::full`].
    fn choose<'a>(&'a self, dice: &[u8], out: &'a mut Vec<u32>) -> Chosen<'a> {
        // Every number played: those plays, in order, are the legal ones (they all
        // differ, as the table or the canonical order made them).
        if !self.full.is_empty() && dice.len() <= 4 {
            return Chosen { plays: Plays::Full(&self.full), maxlen: dice.len(), larger_required: false };
        }
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
        Chosen { plays: Plays::Listed(&self.verts, out), maxlen, larger_required }
    }
}

/// The legal plays [`Search::choose`] found.
struct Chosen<'a> {
    plays: Plays<'a>,
    maxlen: usize,
    larger_required: bool,
}

/// Where the chosen plays' steps are.
enum Plays<'a> {
    /// Every position that plays every number.
    Full(&'a [Steps]),
    /// These indices of the positions.
    Listed(&'a [Vertex], &'a [u32]),
}

impl Plays<'_> {
    /// The plays' steps, in order.
    fn each(&self, mut f: impl FnMut(Steps)) {
        match self {
            Plays::Full(steps) => steps.iter().for_each(|&s| f(s)),
            Plays::Listed(verts, chosen) => chosen.iter().for_each(|&i| f(verts[i as usize].steps)),
        }
    }

    /// How many plays there are.
    fn len(&self) -> usize {
        match self {
            Plays::Full(steps) => steps.len(),
            Plays::Listed(_, chosen) => chosen.len(),
        }
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
        let found = search.choose(dice, chosen);
        let mut plays = Vec::with_capacity(found.plays.len());
        found.plays.each(|steps| {
            plays
                .push(Node { board: replay(board, seat, steps), seq: (0..steps.len()).map(|k| steps.get(k)).collect() })
        });
        Analysis { plays, maxlen: found.maxlen, larger_required: found.larger_required }
    })
}

/// Calls `f` with the board after each legal play of `seat` with `dice` on `board`
/// (in the listed order), without building the list: what the bots' lookahead asks.
pub fn each_play_board(board: &Board, seat: Seat, dice: &[u8], mut f: impl FnMut(&Board)) {
    with_search(|search, chosen| {
        search.run(board, seat, dice);
        search.choose(dice, chosen).plays.each(|steps| f(&replay(board, seat, steps)));
    })
}

/// The legal plays of `seat` with `dice` on `board` as moves, in [`analyse`]'s order,
/// each made straight from the search's packed steps (no boards built).
pub fn legal_plays(board: &Board, seat: Seat, dice: &[u8]) -> Vec<Move> {
    with_search(|search, chosen| {
        search.run(board, seat, dice);
        let found = search.choose(dice, chosen);
        let mut moves = Vec::with_capacity(found.plays.len());
        found.plays.each(|steps| moves.push(play_of(seat, steps)));
        moves
    })
}

/// Each seat's relative points as notation's absolute ones ([`super::opposed::step_of`]'s): 0..24 the
/// points, [`OFF`] the tray (a step's `to`), [`BAR`] the bar (its `from`).
const ABSOLUTE: [[u8; 32]; 2] = {
    let mut t = [[0u8; 32]; 2];
    let mut seat = 0;
    while seat < 2 {
        let mut r = 0;
        while r < 32 {
            t[seat][r] = if r == BAR {
                super::step::BAR_POINT
            } else if r >= OFF {
                super::step::OFF_POINT
            } else if seat == 0 {
                (POINTS - r) as u8
            } else {
                r as u8 + 1
            };
            r += 1;
        }
        seat += 1;
    }
    t
};

/// The play of `seat` that packed steps make, in absolute points.
#[inline(always)]
fn play_of(seat: Seat, steps: Steps) -> Move {
    // A search never plays more than four numbers, so the steps fit inline. They are
    // gathered in one word and then spread: written byte by byte into an array that
    // was then copied whole, they stalled every play on the store buffer (a tenth of a
    // playout that lists every play).
    let len = steps.len().min(INLINE);
    let table = &ABSOLUTE[seat & 1];
    let mut word = 0u64;
    for k in 0..len {
        let s = steps.0 >> (13 * k);
        let (from, to) = (table[s as usize & 31], table[(s >> 5) as usize & 31]);
        word |= (from as u64) << (16 * k) | (to as u64) << (16 * k + 8);
    }
    let b = word.to_le_bytes();
    let inline: [Step; INLINE] = std::array::from_fn(|k| Step { from: b[2 * k], to: b[2 * k + 1] });
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
