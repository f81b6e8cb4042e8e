//! The board: 64 track fields, four nests and four goal lanes, and how one marble
//! moves over it (forward with the optional turn into the goal lane, backward 4,
//! knocking, protection on the own start field).
//!
//! Colours and seats share numbers: 0 red, 1 blue, 2 green, 3 yellow (clockwise).
//! Colour `c`'s start field is track field `16 * c`; its goal lane branches off right
//! after that field.

use serde::Serialize;

/// Track fields.
pub const TRACK: u8 = 64;
/// Fields in a goal lane.
pub const LANE: u8 = 4;
/// Colour names, index = colour = seat.
pub const COLOURS: [&str; 4] = ["red", "blue", "green", "yellow"];
/// Most fields one forward move enters (a king's 13).
const MAX_FORWARD: usize = 13;
/// Colour letters used in notation for goal fields (`R1`..`Y4`).
pub const LETTERS: [char; 4] = ['R', 'B', 'G', 'Y'];

/// Where one marble is. A goal field's colour is the marble's own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(tag = "at", content = "field", rename_all = "lowercase")]
pub enum Pos {
    /// In its nest.
    Nest,
    /// On track field 0..64.
    Track(u8),
    /// On goal-lane field 0..4 (0 is the first field after the start field).
    Goal(u8),
}

/// A named place on the board as notation and moves refer to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Spot {
    /// Track field.
    Track(u8),
    /// Goal field of a colour (0-based lane index).
    Goal(usize, u8),
}

impl Spot {
    /// The spot of a marble of colour `c` at `pos` (`None` in the nest).
    pub fn of(c: usize, pos: Pos) -> Option<Spot> {
        match pos {
            Pos::Nest => None,
            Pos::Track(f) => Some(Spot::Track(f)),
            Pos::Goal(g) => Some(Spot::Goal(c, g)),
        }
    }

    /// Notation: `0`..`63`, `R1`..`Y4`.
    pub fn name(self) -> String {
        match self {
            Spot::Track(f) => f.to_string(),
            Spot::Goal(c, g) => format!("{}{}", LETTERS[c], g + 1),
        }
    }

    /// Parses notation.
    pub fn parse(s: &str) -> Option<Spot> {
        if let Ok(f) = s.parse::<u8>() {
            return (f < TRACK && (f == 0 || !s.starts_with('0'))).then_some(Spot::Track(f));
        }
        let mut chars = s.chars();
        let first = chars.next()?;
        let c = LETTERS.iter().position(|&l| l == first)?;
        let g: u8 = chars.as_str().parse().ok()?;
        // `then`, not `then_some`: `g - 1` must not be computed for a goal field 0.
        (1..=LANE).contains(&g).then(|| Spot::Goal(c, g - 1))
    }

    /// The scene id of the space.
    pub fn space_id(self) -> String {
        match self {
            Spot::Track(f) => format!("track:{f}"),
            Spot::Goal(c, g) => format!("goal:{}:{}", COLOURS[c], g + 1),
        }
    }
}

/// The start field of colour `c`.
pub fn start(c: usize) -> u8 {
    16 * c as u8
}

/// Distance of track field `f` from colour `c`'s start field, going forward.
pub fn rel(c: usize, f: u8) -> u8 {
    (f + TRACK - start(c)) % TRACK
}

/// The partner of a seat (the seat opposite).
pub fn partner(seat: usize) -> usize {
    (seat + 2) % 4
}

/// The team of a seat: 0 = red + green, 1 = blue + yellow.
pub fn team(seat: usize) -> usize {
    seat % 2
}

/// Scene id of a marble (stable while it moves).
pub fn marble_id(c: usize, i: usize) -> String {
    format!("marble:{}:{}", COLOURS[c], i)
}

/// Every marble's place, plus for each marble whether it came *forward* onto its own
/// start field (only such a marble may step from the start field into its goal lane;
/// one that came out, came back with a 4 or was swapped there may not).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct Board {
    /// `marbles[colour][index]`.
    pub marbles: [[Pos; 4]; 4],
    /// `ready[colour][index]`: on its own start field, having come forward onto it.
    pub ready: [[bool; 4]; 4],
}

/// A marble: (colour, index).
pub type Marble = (usize, usize);

impl Board {
    /// All marbles in their nests.
    pub fn new() -> Board {
        Board { marbles: [[Pos::Nest; 4]; 4], ready: [[false; 4]; 4] }
    }

    /// The whole board in one number, a byte a marble (its place and whether it is
    /// ready): two boards are equal exactly when their keys are. The 7's search keeps
    /// the results it found by key, since hashing a board field by field was a sixth
    /// of its time.
    pub fn key(&self) -> u128 {
        let mut key = 0u128;
        for c in 0..4 {
            for i in 0..4 {
                let place = match self.marbles[c][i] {
                    Pos::Nest => 0,
                    Pos::Track(f) => 1 + f,
                    Pos::Goal(g) => 1 + TRACK + g,
                };
                let byte = place | (self.ready[c][i] as u8) << 7;
                key = key << 8 | byte as u128;
            }
        }
        key
    }

    /// The marble on track field `f`.
    pub fn on_track(&self, f: u8) -> Option<Marble> {
        (0..4).flat_map(|c| (0..4).map(move |i| (c, i))).find(|&(c, i)| self.marbles[c][i] == Pos::Track(f))
    }

    /// The marble at a spot.
    pub fn at(&self, spot: Spot) -> Option<Marble> {
        match spot {
            Spot::Track(f) => self.on_track(f),
            Spot::Goal(c, g) => (0..4).find(|&i| self.marbles[c][i] == Pos::Goal(g)).map(|i| (c, i)),
        }
    }

    /// True when track field `f` holds a marble standing on its own start field: such
    /// a marble can be neither passed nor knocked nor swapped.
    pub fn protected(&self, f: u8) -> bool {
        f.is_multiple_of(16) && self.on_track(f).is_some_and(|(c, _)| start(c) == f)
    }

    /// True when goal field `g` of colour `c` is empty.
    pub fn lane_free(&self, c: usize, g: u8) -> bool {
        !self.marbles[c].contains(&Pos::Goal(g))
    }

    /// Marbles of colour `c` in the goal lane.
    pub fn home_count(&self, c: usize) -> usize {
        self.marbles[c].iter().filter(|p| matches!(p, Pos::Goal(_))).count()
    }

    /// True when all four marbles of colour `c` are in the goal lane.
    pub fn all_home(&self, c: usize) -> bool {
        self.home_count(c) == 4
    }

    /// The lowest-numbered marble of colour `c` in the nest.
    pub fn nest_marble(&self, c: usize) -> Option<usize> {
        (0..4).find(|&i| self.marbles[c][i] == Pos::Nest)
    }

    /// True when colour `c` can bring a marble out: one is in the nest and no own
    /// marble stands on the start field.
    pub fn can_come_out(&self, c: usize) -> bool {
        self.nest_marble(c).is_some() && !self.protected(start(c))
    }

    /// Where marble `m` can get with exactly `n` forward steps: a list of (target,
    /// path), the path being every place entered, the target last. Up to two targets:
    /// on along the track, or into the goal lane.
    pub fn forward_targets(&self, m: Marble, n: u8) -> Vec<(Pos, Vec<Pos>)> {
        let mut out = Vec::new();
        self.for_each_forward_target(m, n, |to, path| out.push((to, path.to_vec())));
        out
    }

    /// [`Board::forward_targets`] without building a list: `f(target, path)` for each
    /// target, in the same order. The 7's search tries every marble with every count,
    /// and a list with a path per target was most of its time (issue 21).
    pub fn for_each_forward_target(&self, m: Marble, n: u8, mut f: impl FnMut(Pos, &[Pos])) {
        let (c, i) = m;
        // The longest forward move is 13 fields (a king).
        let mut path = [Pos::Nest; MAX_FORWARD];
        let n = n.min(MAX_FORWARD as u8);
        let len = n as usize;
        let lane_open = |steps: u8| (1..=LANE).contains(&steps) && (0..steps).all(|g| self.lane_free(c, g));
        match self.marbles[c][i] {
            Pos::Nest => {}
            Pos::Goal(g) => {
                let end = g + n;
                if end < LANE && (g + 1..=end).all(|x| self.lane_free(c, x)) {
                    for (slot, x) in path.iter_mut().zip(g + 1..=end) {
                        *slot = Pos::Goal(x);
                    }
                    f(Pos::Goal(end), &path[..len]);
                }
            }
            Pos::Track(from) => {
                if from == start(c) && self.ready[c][i] && lane_open(n) {
                    let mut lane = [Pos::Nest; MAX_FORWARD];
                    for (slot, g) in lane.iter_mut().zip(0..n) {
                        *slot = Pos::Goal(g);
                    }
                    f(Pos::Goal(n - 1), &lane[..len]);
                }
                let mut cur = from;
                for k in 1..=n {
                    cur = (cur + 1) % TRACK;
                    if self.protected(cur) {
                        return;
                    }
                    path[k as usize - 1] = Pos::Track(cur);
                    if cur == start(c) && lane_open(n - k) {
                        // The fields so far, then on into the lane.
                        let mut full = path;
                        for (slot, g) in full[k as usize..].iter_mut().zip(0..n - k) {
                            *slot = Pos::Goal(g);
                        }
                        f(Pos::Goal(n - k - 1), &full[..len]);
                    }
                }
                f(Pos::Track(cur), &path[..len]);
            }
        }
    }

    /// Where marble `m` gets with a backward 4 (track only, never into a lane), with
    /// its path, or `None` when a protected marble is in the way.
    pub fn backward_target(&self, m: Marble) -> Option<(Pos, Vec<Pos>)> {
        let Pos::Track(f) = self.marbles[m.0][m.1] else {
            return None;
        };
        let mut path = Vec::new();
        let mut cur = f;
        for _ in 0..4 {
            cur = (cur + TRACK - 1) % TRACK;
            if self.protected(cur) {
                return None;
            }
            path.push(Pos::Track(cur));
        }
        Some((Pos::Track(cur), path))
    }

    /// Sends marble `m` to its nest.
    fn knock(&mut self, m: Marble) {
        self.marbles[m.0][m.1] = Pos::Nest;
        self.ready[m.0][m.1] = false;
    }

    /// Moves marble `m` along `path` (as given by [`Board::forward_targets`] or
    /// [`Board::backward_target`]). Knocks the marble landed on, and with
    /// `knock_passed` (a 7) every marble passed on the track too. Returns the knocked
    /// marbles with the field each was knocked from.
    pub fn walk(&mut self, m: Marble, path: &[Pos], forward: bool, knock_passed: bool) -> Vec<(Marble, u8)> {
        let mut knocked = Vec::new();
        self.walk_with(m, path, forward, knock_passed, |other, f| knocked.push((other, f)));
        knocked
    }

    /// [`Board::walk`] telling `on_knock` of each knocked marble instead of listing
    /// them (the searches only need the board after the walk).
    pub fn walk_with(
        &mut self,
        m: Marble,
        path: &[Pos],
        forward: bool,
        knock_passed: bool,
        mut on_knock: impl FnMut(Marble, u8),
    ) {
        let Some(&target) = path.last() else {
            return;
        };
        for (k, p) in path.iter().enumerate() {
            let last = k + 1 == path.len();
            if let Pos::Track(f) = *p {
                if last || knock_passed {
                    if let Some(other) = self.on_track(f).filter(|&o| o != m) {
                        self.knock(other);
                        on_knock(other, f);
                    }
                }
            }
        }
        let (c, i) = m;
        self.marbles[c][i] = target;
        self.ready[c][i] = forward && target == Pos::Track(start(c));
    }

    /// Brings colour `c`'s lowest nest marble out onto its start field, knocking any
    /// marble standing there. Returns the marble and what was knocked.
    pub fn come_out(&mut self, c: usize) -> Option<(usize, Option<Marble>)> {
        let i = self.nest_marble(c)?;
        let knocked = self.on_track(start(c));
        if let Some(k) = knocked {
            self.knock(k);
        }
        self.marbles[c][i] = Pos::Track(start(c));
        self.ready[c][i] = false;
        Some((i, knocked))
    }

    /// Swaps two marbles on the track. Neither counts as having come forward.
    pub fn swap(&mut self, a: Marble, b: Marble) {
        let pa = self.marbles[a.0][a.1];
        self.marbles[a.0][a.1] = self.marbles[b.0][b.1];
        self.marbles[b.0][b.1] = pa;
        self.ready[a.0][a.1] = false;
        self.ready[b.0][b.1] = false;
    }

    /// A forward path from `from` to `to` for colour `c`'s marble, if one exists with
    /// between 1 and `max` steps (used to read a `from>to` part).
    pub fn forward_path_to(&self, m: Marble, to: Pos, max: u8) -> Option<Vec<Pos>> {
        (1..=max).find_map(|n| {
            let mut found = None;
            self.for_each_forward_target(m, n, |t, p| {
                if t == to && found.is_none() {
                    found = Some(p.to_vec());
                }
            });
            found
        })
    }
}

impl Default for Board {
    fn default() -> Self {
        Board::new()
    }
}
