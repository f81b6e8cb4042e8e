//! Fia med knuff: state, moves and legality (RULES.md §1).
//!
//! A piece's place is its *progress* from its own start square: 0..=50 on the shared
//! track, 51..=55 on its home path, 56 the goal. The track square of progress `p` for
//! a colour starting at track index `s` is `(s + p) % 52`; progress 51 would be the
//! square just before the start square, which a piece never visits — it turns into
//! its home path instead.

use serde::Serialize;

use crate::event::Event;
use crate::event_sink::Events;
use crate::game::Seat;
use crate::message::Msg;
use crate::rng::GameRng;

/// Squares on the shared track.
pub const TRACK_LEN: u8 = 52;
/// Highest progress on the track (the arrow square where the piece turns home).
pub const LAST_TRACK: u8 = 50;
/// First home-path progress.
pub const HOME_FIRST: u8 = 51;
/// Progress of the goal.
pub const GOAL: u8 = 56;

/// The four colours in clockwise order; the index is the colour's arm.
pub const COLOURS: [&str; 4] = ["red", "blue", "yellow", "green"];

/// Where a piece is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Pos {
    /// In its nest.
    Nest,
    /// On the track or home path, at this progress (0..=55).
    At(u8),
    /// In the goal.
    Goal,
}

impl Pos {
    /// Progress 0..=56, or `None` in the nest.
    pub fn progress(self) -> Option<u8> {
        match self {
            Pos::Nest => None,
            Pos::At(p) => Some(p),
            Pos::Goal => Some(GOAL),
        }
    }

    /// True on the track or home path (the pieces that can move and be knocked).
    pub fn on_board(self) -> bool {
        matches!(self, Pos::At(_))
    }
}

/// What happens when a die would take a piece past the goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum GoalRule {
    /// Move to the goal and back the remaining steps.
    Bounce,
    /// Exact count needed; the piece cannot move otherwise.
    Exact,
    /// Reaching the goal is enough.
    Reach,
}

/// The house rules in force (RULES.md §1 "Variants").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Variants {
    /// Pieces per player: 4 or 2.
    pub pieces: u8,
    /// A 1 brings a piece out (false: only a 6 does).
    pub exit_on_one: bool,
    /// The third 6 in a row is not played and the turn passes.
    pub three_sixes_pass: bool,
    /// Every opponent piece passed on the track is knocked too.
    pub knock_passed: bool,
    /// Overshooting the goal.
    pub goal: GoalRule,
    /// A piece on its own start square cannot be knocked.
    pub safe_start: bool,
    /// Play on for all places after the first finisher.
    pub play_on: bool,
    /// With two players, sit at adjacent colours (false: opposite).
    pub two_adjacent: bool,
}

impl Default for Variants {
    fn default() -> Self {
        Variants {
            pieces: 4,
            exit_on_one: true,
            three_sixes_pass: false,
            knock_passed: false,
            goal: GoalRule::Bounce,
            safe_start: false,
            play_on: false,
            two_adjacent: false,
        }
    }
}

/// Where the game is within a turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Stage {
    /// Everybody in `contenders` rolls one die; the highest starts.
    RollOff {
        /// Seats still rolling (all at first, then the tied leaders).
        contenders: Vec<Seat>,
    },
    /// The seat to move must roll.
    AwaitRoll,
    /// The die is in the air: chance acts.
    Rolling,
    /// The seat to move chooses a move for `die`.
    Moving,
    /// The game has ended.
    Over,
}

/// The whole game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FiaState {
    /// House rules.
    pub variants: Variants,
    /// Colour index (0..4, see [`COLOURS`]) of each seat.
    pub colours: Vec<u8>,
    /// Pieces of each seat.
    pub pieces: Vec<Vec<Pos>>,
    /// Stage of the turn.
    pub stage: Stage,
    /// Seat whose turn it is.
    pub turn: Seat,
    /// The die last rolled (shown until the next roll).
    pub die: Option<u8>,
    /// Rolls made this turn (for the three tries).
    pub rolls: u8,
    /// Sixes rolled in a row this turn.
    pub sixes: u8,
    /// Seats that have finished, in order.
    pub finished: Vec<Seat>,
    /// The last roll-off: each seat's die, if it rolled.
    pub rolloff: Vec<Option<u8>>,
    /// Seats that resigned and left, first first: their pieces are off the board,
    /// their turns are skipped, and they are placed last, the first to leave lowest.
    pub out: Vec<Seat>,
}

/// A decision of a seat, or a chance outcome.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum FiaMove {
    /// Chance: each seat's roll-off die (`None` for seats not rolling).
    RollOff(Vec<Option<u8>>),
    /// Chance: the die shows this number.
    Die(u8),
    /// Roll the die.
    Roll,
    /// With a 1: one piece from the nest to the start square.
    Out,
    /// With a 6: two pieces from the nest to the start square together.
    OutTwo,
    /// With a 6: one piece from the nest straight to progress 5.
    OutFive,
    /// Move this piece (index into the seat's pieces) by the die.
    Piece(u8),
    /// `seat` resigns and leaves (any time, in turn or not; never in the legal
    /// moves): its pieces leave the board and the others play on. With `settle` the
    /// game ends here (no other person is playing): the seats still playing share
    /// the places above. With one seat left playing, it takes the next place.
    Resign {
        /// Who leaves.
        seat: Seat,
        /// The game ends with this resignation.
        settle: bool,
    },
}

/// Most pieces a seat plays with (the variants allow 4 or 2).
const MAX_PIECES: usize = 4;

/// A seat move held in a byte-sized copyable form, for lists built without allocating.
#[derive(Clone, Copy, Debug)]
enum MoveCode {
    Out,
    OutTwo,
    OutFive,
    Piece(u8),
}

impl MoveCode {
    fn of(mv: &FiaMove) -> MoveCode {
        match *mv {
            FiaMove::OutTwo => MoveCode::OutTwo,
            FiaMove::OutFive => MoveCode::OutFive,
            FiaMove::Piece(i) => MoveCode::Piece(i),
            _ => MoveCode::Out,
        }
    }

    fn mv(self) -> FiaMove {
        match self {
            MoveCode::Out => FiaMove::Out,
            MoveCode::OutTwo => FiaMove::OutTwo,
            MoveCode::OutFive => FiaMove::OutFive,
            MoveCode::Piece(i) => FiaMove::Piece(i),
        }
    }
}

/// Where a move takes a piece and what it passes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Walk {
    /// Progress values visited in order, the last being where it stops.
    pub path: Vec<u8>,
    /// Where it stops.
    pub target: Pos,
}

/// What a seat move does: which piece moves (None: from the nest), where it goes,
/// and which opponent pieces it knocks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    /// Index of the moving piece; `None` for pieces coming out of the nest.
    pub index: Option<usize>,
    /// The squares it visits.
    pub walk: Walk,
    /// Opponent pieces (seat, index) sent home.
    pub knocked: Vec<(Seat, usize)>,
}

/// The progress values a move visits, held inline (a die moves at most six steps,
/// an exit at most six squares).
#[derive(Clone, Copy, Debug)]
struct Path {
    len: u8,
    v: [u8; 8],
}

impl Path {
    /// Progress `a..=b` in order.
    fn run(a: u8, b: u8) -> Path {
        let mut path = Path { len: 0, v: [0; 8] };
        for q in a..=b {
            path.push(q);
        }
        path
    }

    fn push(&mut self, q: u8) {
        self.v[self.len as usize] = q;
        self.len += 1;
    }

    /// Where the move stops.
    fn target(&self) -> Pos {
        match self.last() {
            Some(&GOAL) => Pos::Goal,
            Some(&q) => Pos::At(q),
            None => Pos::Nest,
        }
    }
}

impl std::ops::Deref for Path {
    type Target = [u8];

    fn deref(&self) -> &[u8] {
        &self.v[..self.len as usize]
    }
}

/// The opponent pieces one move knocks, each once, held inline (at most every
/// opponent piece: three seats of four).
#[derive(Default)]
struct Knocked {
    len: usize,
    v: [(Seat, usize); 12],
}

impl Knocked {
    fn add(&mut self, k: (Seat, usize)) {
        if !self.contains(&k) && self.len < self.v.len() {
            self.v[self.len] = k;
            self.len += 1;
        }
    }
}

impl std::ops::Deref for Knocked {
    type Target = [(Seat, usize)];

    fn deref(&self) -> &[(Seat, usize)] {
        &self.v[..self.len]
    }
}

/// Progress bits `a..=b` (`b` at most [`GOAL`]; empty when `a > b`).
fn span(a: u8, b: u8) -> u64 {
    (u64::MAX >> (63 - b)) & (u64::MAX << a)
}

/// What legality and knocking need of a move, in a few words: the first progress it
/// visits, where it stops, and every progress it visits as bits. Order matters only
/// for knocks, and the squares a move knocks on are always the run `first..` on the
/// track (a bounce back happens on the home path).
#[derive(Clone, Copy, Debug)]
struct Reach {
    first: u8,
    stop: u8,
    visited: u64,
}

impl Reach {
    /// Progress `a..=b` in order.
    fn run(a: u8, b: u8) -> Reach {
        Reach { first: a, stop: b, visited: span(a, b) }
    }

    /// The progress values visited in order: on to the goal or the stop, then back
    /// down to the stop after a bounce.
    fn path(&self) -> Path {
        let end = if self.visited & (1 << GOAL) != 0 { GOAL } else { self.stop };
        let mut path = Path::run(self.first, end);
        for q in (self.stop..end).rev() {
            path.push(q);
        }
        path
    }

    /// Where the move stops.
    fn target(&self) -> Pos {
        match self.stop {
            GOAL => Pos::Goal,
            q => Pos::At(q),
        }
    }
}

/// Where one seat's pieces stand, as progress bits: what the own-piece rule asks.
struct Own {
    /// Every progress an own piece stands on.
    all: u64,
    /// Progress values two or more own pieces share (two pieces brought out together).
    shared: u64,
    /// Pieces in the nest.
    in_nest: usize,
}

impl Own {
    fn of(pieces: &[Pos]) -> Own {
        let mut own = Own { all: 0, shared: 0, in_nest: 0 };
        for pos in pieces {
            match *pos {
                Pos::At(p) => {
                    let bit = 1 << p;
                    own.shared |= own.all & bit;
                    own.all |= bit;
                }
                Pos::Nest => own.in_nest += 1,
                Pos::Goal => {}
            }
        }
        own
    }

    /// The bits of the other pieces when one piece at progress `p` moves.
    fn except(&self, p: u8) -> u64 {
        self.all & !((1 << p) & !self.shared)
    }
}

impl FiaState {
    /// A new game: everybody in the nest, the roll-off next.
    pub fn new(players: usize, variants: Variants) -> FiaState {
        let colours: Vec<u8> = match players {
            2 if variants.two_adjacent => vec![0, 1],
            2 => vec![0, 2],
            n => (0..n as u8).collect(),
        };
        FiaState {
            variants,
            pieces: vec![vec![Pos::Nest; variants.pieces as usize]; players],
            colours,
            stage: Stage::RollOff { contenders: (0..players).collect() },
            turn: 0,
            die: None,
            rolls: 0,
            sixes: 0,
            finished: Vec::new(),
            rolloff: vec![None; players],
            out: Vec::new(),
        }
    }

    /// Number of seats.
    pub fn players(&self) -> usize {
        self.colours.len()
    }

    /// Track index of a seat's start square.
    pub fn start_square(&self, seat: Seat) -> u8 {
        self.colours[seat] * 13
    }

    /// Track square of a progress on the track, `None` on the home path or goal.
    pub fn square_of(&self, seat: Seat, progress: u8) -> Option<u8> {
        (progress <= LAST_TRACK).then(|| (self.start_square(seat) + progress) % TRACK_LEN)
    }

    /// Pieces (seat, index) standing on a track square.
    pub fn pieces_on_square(&self, square: u8) -> Vec<(Seat, usize)> {
        let mut out = Vec::new();
        for (seat, pieces) in self.pieces.iter().enumerate() {
            for (i, pos) in pieces.iter().enumerate() {
                if let Pos::At(p) = pos {
                    if self.square_of(seat, *p) == Some(square) {
                        out.push((seat, i));
                    }
                }
            }
        }
        out
    }

    /// True when none of the seat's pieces is on the track or home path.
    pub fn nothing_out(&self, seat: Seat) -> bool {
        !self.pieces[seat].iter().any(|p| p.on_board())
    }

    /// True when all the seat's pieces are in the goal.
    pub fn has_finished(&self, seat: Seat) -> bool {
        self.pieces[seat].iter().all(|p| *p == Pos::Goal)
    }

    /// Index of the first piece in the nest.
    fn first_in_nest(&self, seat: Seat) -> Option<usize> {
        self.pieces[seat].iter().position(|p| *p == Pos::Nest)
    }

    /// The path of a piece at `from` moving `die` steps, under the goal rule.
    pub fn walk(&self, from: u8, die: u8) -> Option<Walk> {
        let path = self.path(from, die)?;
        Some(Walk { path: path.to_vec(), target: path.target() })
    }

    /// [`FiaState::walk`] held inline.
    fn path(&self, from: u8, die: u8) -> Option<Path> {
        self.reach(from, die).map(|reach| reach.path())
    }

    /// Where a seat move starts, stops and what it visits ([`Reach`]), with the index
    /// of the moving piece (`None` for pieces coming out of the nest). `None` when the
    /// move names no piece on the board or the goal rule forbids it.
    fn reach_of(&self, mv: &FiaMove) -> Option<(Option<usize>, Reach)> {
        match mv {
            FiaMove::Out | FiaMove::OutTwo => Some((None, Reach::run(0, 0))),
            FiaMove::OutFive => Some((None, Reach::run(0, 5))),
            FiaMove::Piece(i) => {
                let Some(&Pos::At(p)) = self.pieces[self.turn].get(*i as usize) else { return None };
                Some((Some(*i as usize), self.reach(p, self.die?)?))
            }
            _ => None,
        }
    }

    /// Where a piece at `from` goes with `die` under the goal rule, as a [`Reach`];
    /// `None` when the rule forbids overshooting.
    fn reach(&self, from: u8, die: u8) -> Option<Reach> {
        let end = from + die;
        if end <= GOAL {
            return Some(Reach::run(from + 1, end));
        }
        match self.variants.goal {
            GoalRule::Exact => None,
            GoalRule::Reach => Some(Reach::run(from + 1, GOAL)),
            GoalRule::Bounce => {
                let back = GOAL - (end - GOAL);
                let mut reach = Reach::run(from + 1, GOAL);
                reach.stop = back;
                reach.visited |= span(back, GOAL - 1);
                Some(reach)
            }
        }
    }

    /// True when `seat` may make a move that visits `reach` while its other pieces
    /// stand on the progress bits `own` (see [`Own`]): no own piece passed or landed on
    /// (the goal holds any number), and, with protected start squares, no landing on
    /// another seat's piece on its own start square.
    #[inline]
    fn allowed(&self, seat: Seat, own: u64, reach: &Reach) -> bool {
        if own & reach.visited & !(1 << GOAL) != 0 {
            return false;
        }
        !(self.variants.safe_start && self.guarded(seat, reach.stop))
    }

    /// True when progress `stop` of `seat` is a square where another seat's piece
    /// stands on its own start square (the piece [`FiaState::protected`] protects).
    fn guarded(&self, seat: Seat, stop: u8) -> bool {
        let Some(square) = self.square_of(seat, stop) else { return false };
        (0..self.players()).any(|other| {
            other != seat && self.start_square(other) == square && self.pieces[other].contains(&Pos::At(0))
        })
    }

    /// Offers `knock` every opponent piece a legal move visiting `reach` sends home, in
    /// path order (the landing square, and with the variant every track square passed),
    /// seats and pieces in order within a square.
    fn knocks(&self, seat: Seat, reach: &Reach, mut knock: impl FnMut((Seat, usize))) {
        let first = if self.variants.knock_passed { reach.first } else { reach.stop };
        for q in first..=reach.stop.min(LAST_TRACK) {
            let square = (self.start_square(seat) + q) % TRACK_LEN;
            for (other, pieces) in self.pieces.iter().enumerate() {
                if other == seat {
                    continue;
                }
                // The other seat's progress on this square, if it is on its track.
                let p = (square + TRACK_LEN - self.start_square(other)) % TRACK_LEN;
                if p > LAST_TRACK || (p == 0 && self.variants.safe_start) {
                    continue;
                }
                // Which pieces stand there, as bits gathered without a branch per
                // piece (a move mostly knocks nothing), then offered in order.
                let at = Pos::At(p);
                let mut hits = pieces.iter().enumerate().fold(0u32, |m, (i, pos)| m | ((*pos == at) as u32) << i);
                while hits != 0 {
                    knock((other, hits.trailing_zeros() as usize));
                    hits &= hits - 1;
                }
            }
        }
    }

    /// The legal moves of the seat to move.
    pub fn legal_moves(&self) -> Vec<FiaMove> {
        match self.stage {
            Stage::AwaitRoll => vec![FiaMove::Roll],
            Stage::Moving => self.piece_moves(),
            _ => Vec::new(),
        }
    }

    /// Moves for the current die (may be empty: the roll is then passed).
    pub fn piece_moves(&self) -> Vec<FiaMove> {
        // At most two exits and every piece: one allocation.
        let mut moves = Vec::with_capacity(self.pieces[self.turn].len() + 2);
        self.scan_moves(|mv| {
            moves.push(mv);
            false
        });
        moves
    }

    /// The move at `rng.below(count)` of [`FiaState::legal_moves`] (what a random
    /// playout draws), without building the list: the moves are offered as small
    /// codes into an inline array.
    pub fn random_move(&self, rng: &mut GameRng) -> FiaMove {
        match self.stage {
            Stage::Moving => {}
            Stage::AwaitRoll => {
                rng.below(1);
                return FiaMove::Roll;
            }
            _ => return rng.take_one(self.legal_moves()),
        }
        // Two exits at most and one move per piece.
        let mut codes = [MoveCode::Out; 2 + MAX_PIECES];
        let mut n = 0;
        self.scan_moves(|mv| {
            codes[n] = MoveCode::of(&mv);
            n += 1;
            n == codes.len()
        });
        codes[rng.below(n as u32) as usize].mv()
    }

    /// True when the die gives the seat to move some move (no list is built).
    fn has_move(&self) -> bool {
        let mut any = false;
        self.scan_moves(|_| {
            any = true;
            true
        });
        any
    }

    /// Offers each move for the current die to `f` in list order until it answers
    /// true (stop).
    fn scan_moves(&self, mut f: impl FnMut(FiaMove) -> bool) {
        let seat = self.turn;
        let Some(die) = self.die else { return };
        let own = Own::of(&self.pieces[seat]);
        if own.in_nest > 0 && own.all & 1 == 0 {
            let start = Reach::run(0, 0);
            if die == 1 && self.variants.exit_on_one && self.allowed(seat, own.all, &start) && f(FiaMove::Out) {
                return;
            }
            if die == 6 {
                if own.in_nest >= 2 && self.allowed(seat, own.all, &start) && f(FiaMove::OutTwo) {
                    return;
                }
                if self.allowed(seat, own.all, &Reach::run(0, 5)) && f(FiaMove::OutFive) {
                    return;
                }
            }
        }
        for (i, pos) in self.pieces[seat].iter().enumerate() {
            let Pos::At(p) = *pos else { continue };
            if let Some(reach) = self.reach(p, die) {
                if self.allowed(seat, own.except(p), &reach) && f(FiaMove::Piece(i as u8)) {
                    return;
                }
            }
        }
    }

    /// The walk a seat move makes (for events, scene and bots), with what it knocks.
    pub fn plan(&self, mv: &FiaMove) -> Option<Plan> {
        let seat = self.turn;
        let (index, reach) = self.reach_of(mv)?;
        if !self.allowed(seat, self.own_except(index), &reach) {
            return None;
        }
        let path = self.path_of(mv)?;
        let mut knocked = Vec::new();
        self.knocks(seat, &reach, |k| knocked.push(k));
        Some(Plan { index, walk: Walk { path: path.to_vec(), target: path.target() }, knocked })
    }

    /// The progress bits of the seat to move's pieces other than `index` (all of them
    /// for a piece coming out of the nest).
    fn own_except(&self, index: Option<usize>) -> u64 {
        let pieces = &self.pieces[self.turn];
        let own = Own::of(pieces);
        match index.map(|i| pieces[i]) {
            Some(Pos::At(p)) => own.except(p),
            _ => own.all,
        }
    }

    /// The progress values a seat move visits, in order (for its events and plan).
    fn path_of(&self, mv: &FiaMove) -> Option<Path> {
        self.reach_of(mv).map(|(_, reach)| reach.path())
    }

    /// Applies a move already known to be legal (or a chance outcome).
    pub fn apply(&mut self, mv: &FiaMove) -> Vec<Event> {
        let mut events = Events::on();
        self.apply_into(mv, &mut events);
        events.into_vec()
    }

    /// [`FiaState::apply`] into a sink (off in search: no event is built).
    pub fn apply_into(&mut self, mv: &FiaMove, events: &mut Events) {
        match mv {
            FiaMove::RollOff(dice) => self.apply_rolloff(dice, events),
            FiaMove::Roll => {
                self.rolls = self.rolls.saturating_add(1);
                self.stage = Stage::Rolling;
            }
            FiaMove::Die(d) => self.apply_die(*d, events),
            FiaMove::Resign { seat, settle } => self.apply_resign(*seat, *settle, events),
            _ => self.apply_piece_move(mv, events),
        }
    }

    fn apply_rolloff(&mut self, dice: &[Option<u8>], events: &mut Events) {
        self.rolloff = dice.to_vec();
        events.push(|| Event::DiceRolled { seat: None, values: dice.iter().map(|d| d.unwrap_or(0)).collect() });
        let best = dice.iter().flatten().max().copied().unwrap_or(0);
        let leaders: Vec<Seat> = (0..dice.len()).filter(|&s| dice[s] == Some(best)).collect();
        if leaders.len() == 1 {
            self.turn = leaders[0];
            self.stage = Stage::AwaitRoll;
            events.push(|| Event::TurnChanged { seat: self.turn });
        } else {
            self.stage = Stage::RollOff { contenders: leaders };
        }
    }

    fn apply_die(&mut self, d: u8, events: &mut Events) {
        let seat = self.turn;
        self.die = Some(d);
        events.push(|| Event::DiceRolled { seat: Some(seat), values: vec![d] });
        if d == 6 {
            self.sixes = self.sixes.saturating_add(1);
            if self.variants.three_sixes_pass && self.sixes >= 3 {
                events.push(|| Event::Passed { seat, reason: "fia-pass-three-sixes".into() });
                self.next_turn(events);
                return;
            }
        }
        if self.has_move() {
            self.stage = Stage::Moving;
        } else if self.nothing_out(seat) && self.rolls < 3 {
            // Three tries: roll again in the same turn.
            self.stage = Stage::AwaitRoll;
            events.push(|| Event::Note { msg: Msg::new("fia-note-try-again") });
        } else if d == 6 {
            events.push(|| Event::Passed { seat, reason: "fia-pass-no-move-six".into() });
            self.stage = Stage::AwaitRoll;
        } else {
            events.push(|| Event::Passed { seat, reason: "fia-pass-no-move".into() });
            self.next_turn(events);
        }
    }

    fn apply_piece_move(&mut self, mv: &FiaMove, events: &mut Events) {
        let seat = self.turn;
        let Some((index, reach)) = self.reach_of(mv) else { return };
        if !self.allowed(seat, self.own_except(index), &reach) {
            return;
        }
        let mut knocked = Knocked::default();
        self.knocks(seat, &reach, |k| knocked.add(k));
        // The path only feeds the events.
        let path = if events.wanted() { self.path_of(mv) } else { None };
        let colour = self.colours[seat];
        for &(other, i) in knocked.iter() {
            events.push(|| Event::PieceSentHome {
                piece: piece_id(self.colours[other], i),
                from: piece_space(self, other, i),
                to: nest_space(self.colours[other], i),
            });
            self.pieces[other][i] = Pos::Nest;
        }
        let mut movers = [usize::MAX; 2];
        match (mv, index) {
            (FiaMove::OutTwo, _) => {
                let mut nest = self.pieces[seat].iter().enumerate().filter(|(_, p)| **p == Pos::Nest).map(|(i, _)| i);
                movers = [nest.next().unwrap_or(usize::MAX), nest.next().unwrap_or(usize::MAX)];
            }
            (_, Some(i)) => movers[0] = i,
            _ => movers[0] = self.first_in_nest(seat).unwrap_or(usize::MAX),
        }
        let target = reach.target();
        for i in movers.into_iter().filter(|&i| i != usize::MAX) {
            events.push(|| {
                let mut steps = vec![piece_space(self, seat, i)];
                steps.extend(path.iter().flat_map(|p| p.iter()).map(|&q| progress_space(self, seat, q)));
                Event::PieceMoved { piece: piece_id(colour, i), path: steps }
            });
            self.pieces[seat][i] = target;
        }
        if self.has_finished(seat) {
            self.finished.push(seat);
            events.push(|| Event::Finished { seat, place: self.finished.len() as u32 });
            let left = self.playing_seats();
            if !self.variants.play_on || left.len() <= 1 {
                if self.variants.play_on {
                    self.finished.extend(left);
                }
                self.stage = Stage::Over;
                events.push(|| Event::GameOver);
                return;
            }
            self.next_turn(events);
        } else if self.die == Some(6) {
            self.stage = Stage::AwaitRoll;
        } else {
            self.next_turn(events);
        }
    }

    /// Passes the turn clockwise to the next seat still playing. With nobody left
    /// playing (only an impossible position gets here) the game is over rather than
    /// the search for a seat going round for ever.
    fn next_turn(&mut self, events: &mut Events) {
        let n = self.players();
        let Some(next) = (1..=n).map(|k| (self.turn + k) % n).find(|&s| self.is_playing(s)) else {
            self.stage = Stage::Over;
            events.push(|| Event::GameOver);
            return;
        };
        self.turn = next;
        self.rolls = 0;
        self.sixes = 0;
        self.stage = Stage::AwaitRoll;
        events.push(|| Event::TurnChanged { seat: next });
    }

    /// Places once the game is over: finishers in order; with the first-finisher end,
    /// everybody else shares the next place; seats that resigned last of all, the
    /// first to leave lowest.
    pub fn places(&self) -> Vec<u32> {
        let n = self.players() as u32;
        (0..self.players())
            .map(|s| match (self.finished.iter().position(|&f| f == s), self.out.iter().position(|&o| o == s)) {
                (Some(i), _) => i as u32 + 1,
                (None, Some(k)) => n - k as u32,
                (None, None) => self.finished.len() as u32 + 1,
            })
            .collect()
    }

    /// True while `seat` takes turns: neither finished nor resigned.
    pub fn is_playing(&self, seat: Seat) -> bool {
        !self.finished.contains(&seat) && !self.out.contains(&seat)
    }

    /// The seats still taking turns, in seat order.
    pub fn playing_seats(&self) -> Vec<Seat> {
        (0..self.players()).filter(|&s| self.is_playing(s)).collect()
    }

    /// True when `seat` may resign and leave now: the game is being played (not in
    /// the roll-off or between a roll and its die) and the seat still plays.
    pub fn may_resign(&self, seat: Seat) -> bool {
        seat < self.players() && matches!(self.stage, Stage::AwaitRoll | Stage::Moving) && self.is_playing(seat)
    }

    /// `seat` leaves (see [`FiaMove::Resign`]).
    fn apply_resign(&mut self, seat: Seat, settle: bool, events: &mut Events) {
        if !self.may_resign(seat) {
            return;
        }
        events.push(|| Event::Note { msg: crate::resign::note(seat) });
        // Off the board: kept as in the nest, which the scene leaves empty.
        self.pieces[seat].iter_mut().for_each(|p| *p = Pos::Nest);
        self.out.push(seat);
        let left = self.playing_seats();
        if left.len() <= 1 || settle {
            if let [last] = left[..] {
                self.finished.push(last);
                events.push(|| Event::Finished { seat: last, place: self.finished.len() as u32 });
            }
            self.stage = Stage::Over;
            events.push(|| Event::GameOver);
        } else if self.turn == seat {
            self.next_turn(events);
        }
    }
}

/// Scene id of a piece (stable for the whole game).
pub fn piece_id(colour: u8, index: usize) -> String {
    format!("fia:piece:{}:{index}", COLOURS[colour as usize])
}

/// Scene id of a nest spot.
pub fn nest_space(colour: u8, index: usize) -> String {
    format!("fia:nest:{}:{index}", COLOURS[colour as usize])
}

/// Scene id of the space at a seat's progress.
pub fn progress_space(state: &FiaState, seat: Seat, progress: u8) -> String {
    let colour = COLOURS[state.colours[seat] as usize];
    match progress {
        GOAL => format!("fia:goal:{colour}"),
        p if p >= HOME_FIRST => format!("fia:home:{colour}:{}", p - HOME_FIRST + 1),
        p => format!("fia:track:{}", state.square_of(seat, p).unwrap_or(0)),
    }
}

/// Scene id of the space where a seat's piece stands.
pub fn piece_space(state: &FiaState, seat: Seat, index: usize) -> String {
    match state.pieces[seat][index] {
        Pos::Nest => nest_space(state.colours[seat], index),
        Pos::At(p) => progress_space(state, seat, p),
        Pos::Goal => progress_space(state, seat, GOAL),
    }
}
