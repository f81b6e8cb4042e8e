//! Spelbord's side of the tavli rule oracles and the gnubg anchor (issue 42; not CI).
//!
//! - `dump GAME POSITIONS SEED`: plays seeded bot games of `portes`, `plakoto` or
//!   `fevga` (levels beginner, casual, club and strong in turn: master is too slow for
//!   100,000 positions, and the weaker levels reach odder positions) and writes, for
//!   every roll a player has to play, one JSON line: the position before the play,
//!   the side to move, the numbers, and the set of positions our legal list leads to
//!   (as keys, see below). `scripts/tavli-oracles.sh` pipes it into the oracles.
//! - `bot GAME LEVEL`: reads `{"pos":…,"turn":…,"dice":[a,b]}` lines on stdin and
//!   answers each with the position the bot's play leads to (`scripts/gnubg-anchor.sh`
//!   plays our Portes bot against GNU Backgammon through it).
//! - `duel GAME A B GAMES SEED`: two bot styles of `portes` or `plakoto` against each
//!   other, seats alternating, and A's share of the games (a draw a half) with its
//!   95% interval: how the levels' spreads were tuned before the ladder measured them.
//!   A style is a level name, `greedy`, `heuristic`, `sloppy:T:B` (spread, blunder
//!   margin) or `deep:W:M` (width, margin).
//!
//! A position is `{"w":[24],"b":[24],"pw":[..],"pb":[..],"bar":[w,b],"off":[w,b]}`:
//! checkers of white and black on the absolute points 1..24 (numbered from white's
//! side, as in our notation; a pinned checker counts on its point), the points where
//! a white/black checker lies pinned (Plakoto), the bar and the borne off. Its key,
//! which the oracles' adapters compute the same way, is
//! `W<p>:<n>,… |B<p>:<n>,… |P<w|b><p>,… |<barW>,<barB>|<offW>,<offB>` with only the
//! occupied points, ascending.

use std::io::{BufRead, Write};

use serde::{Deserialize, Serialize};
use spelbord_core::game::{BotLevel, Game, Setup, ToMove};
use spelbord_core::games::fevga::board as fboard;
use spelbord_core::games::fevga::Fevga;
use spelbord_core::games::plakoto::Plakoto;
use spelbord_core::games::portes::Portes;
use spelbord_core::games::tavli::bot as tbot;
use spelbord_core::games::tavli::dice::roll_numbers;
use spelbord_core::games::tavli::opposed::{abs_point, rel_point, Board, Landing, BAR, POINTS};
use spelbord_core::games::tavli::rules as trules;
use spelbord_core::rng::GameRng;

/// A position in absolute points, the same for all three games.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
struct Pos {
    w: Vec<u8>,
    b: Vec<u8>,
    pw: Vec<u8>,
    pb: Vec<u8>,
    bar: [u8; 2],
    off: [u8; 2],
}

impl Pos {
    /// The comparison key (see the module doc).
    fn key(&self) -> String {
        let side = |v: &[u8]| {
            v.iter()
                .enumerate()
                .filter(|(_, &n)| n > 0)
                .map(|(i, n)| format!("{}:{n}", i + 1))
                .collect::<Vec<_>>()
                .join(",")
        };
        let mut pins: Vec<String> = self.pw.iter().map(|p| format!("w{p}")).collect();
        pins.extend(self.pb.iter().map(|p| format!("b{p}")));
        format!(
            "W{}|B{}|P{}|{},{}|{},{}",
            side(&self.w),
            side(&self.b),
            pins.join(","),
            self.bar[0],
            self.bar[1],
            self.off[0],
            self.off[1]
        )
    }
}

/// A Portes/Plakoto board in absolute points.
fn pos_of_opposed(b: &Board) -> Pos {
    let mut p = Pos { w: vec![0; POINTS], b: vec![0; POINTS], bar: b.bar, off: b.off, ..Pos::default() };
    for abs in 1..=POINTS as u8 {
        for seat in 0..2 {
            let r = rel_point(seat, abs);
            let n = b.on_point(seat, r);
            if seat == 0 {
                p.w[abs as usize - 1] = n
            } else {
                p.b[abs as usize - 1] = n
            }
            if b.is_pinned(seat, r) {
                if seat == 0 {
                    p.pw.push(abs)
                } else {
                    p.pb.push(abs)
                }
            }
        }
    }
    p
}

/// A Fevga board in absolute points.
fn pos_of_fevga(b: &fboard::Board) -> Pos {
    let mut p = Pos { w: vec![0; POINTS], b: vec![0; POINTS], off: b.off, ..Pos::default() };
    for seat in 0..2 {
        for r in 0..POINTS {
            let abs = fboard::abs_point(seat, r) as usize;
            if seat == 0 {
                p.w[abs - 1] = b.cnt[0][r]
            } else {
                p.b[abs - 1] = b.cnt[1][r]
            }
        }
    }
    p
}

/// The Portes/Plakoto board of a position.
fn opposed_of_pos(p: &Pos, landing: Landing) -> Board {
    let mut b = Board::empty(landing);
    b.bar = p.bar;
    b.off = p.off;
    for abs in 1..=POINTS as u8 {
        for seat in 0..2 {
            let r = rel_point(seat, abs);
            let (n, pinned) = if seat == 0 {
                (p.w[abs as usize - 1], p.pw.contains(&abs))
            } else {
                (p.b[abs as usize - 1], p.pb.contains(&abs))
            };
            if pinned {
                b.pinned[seat] |= 1 << r;
                b.cnt[seat][r] = n - 1;
            } else {
                b.cnt[seat][r] = n;
            }
        }
    }
    let _ = (abs_point, BAR);
    b
}

/// One game's hooks for the dump.
trait Dumped: Game {
    /// The position of a state.
    fn pos(state: &Self::State) -> Pos;
    /// The numbers to play, if the state waits for a play of them.
    fn moving(state: &Self::State) -> Option<(usize, Vec<u8>)>;
}

impl Dumped for Portes {
    fn pos(state: &trules::State) -> Pos {
        pos_of_opposed(&state.board)
    }
    fn moving(state: &trules::State) -> Option<(usize, Vec<u8>)> {
        (state.phase == trules::Phase::Moving).then(|| (state.turn, state.dice.clone()))
    }
}

impl Dumped for Plakoto {
    fn pos(state: &trules::State) -> Pos {
        pos_of_opposed(&state.board)
    }
    fn moving(state: &trules::State) -> Option<(usize, Vec<u8>)> {
        (state.phase == trules::Phase::Moving).then(|| (state.turn, state.dice.clone()))
    }
}

impl Dumped for Fevga {
    fn pos(state: &spelbord_core::games::fevga::rules::State) -> Pos {
        pos_of_fevga(&state.board)
    }
    fn moving(state: &spelbord_core::games::fevga::rules::State) -> Option<(usize, Vec<u8>)> {
        use spelbord_core::games::fevga::rules::{Chain, Phase};
        (state.phase == Phase::Moving && state.chain == Chain::None).then(|| (state.turn, state.dice.clone()))
    }
}

/// One dumped case.
#[derive(Serialize)]
struct Case<'a> {
    game: &'a str,
    id: u64,
    pos: Pos,
    /// The key of `pos` (the adapters check they read the position back the same).
    start_key: String,
    turn: usize,
    dice: Vec<u8>,
    /// The first play of a game (the OpenSpiel replay starts a new game here).
    first: bool,
    plays: Vec<String>,
    /// Where the bot's play led (the OpenSpiel replay follows it).
    chosen: String,
}

fn dump<G: Dumped>(positions: u64, seed: u64) {
    let levels = [BotLevel::Beginner, BotLevel::Casual, BotLevel::Club, BotLevel::Strong];
    let out = std::io::stdout();
    let mut out = std::io::BufWriter::new(out.lock());
    let mut id = 0u64;
    let mut game_no = 0u64;
    let setup = Setup::new(2);
    while id < positions {
        let mut rng = GameRng::new(seed.wrapping_mul(1_000_003).wrapping_add(game_no));
        let seat_levels = [levels[(game_no % 4) as usize], levels[((game_no / 4 + game_no) % 4) as usize]];
        game_no += 1;
        let mut state = G::new_game(&setup).expect("default setup");
        let mut first = true;
        loop {
            match G::to_move(&state) {
                ToMove::Over => break,
                ToMove::Chance => {
                    let mv = G::sample_chance(&state, &mut rng);
                    G::advance(&mut state, &mv);
                }
                ToMove::Seat(seat) => {
                    let mv = G::bot_move(&G::observe(&state, seat), seat_levels[seat], &mut rng);
                    if let Some((turn, dice)) = G::moving(&state) {
                        let mut plays: Vec<String> = G::legal_moves(&state)
                            .iter()
                            .map(|mv| {
                                let mut next = state.clone();
                                G::advance(&mut next, mv);
                                G::pos(&next).key()
                            })
                            .collect();
                        plays.sort();
                        plays.dedup();
                        let pos = G::pos(&state);
                        let start_key = pos.key();
                        G::advance(&mut state, &mv);
                        let chosen = G::pos(&state).key();
                        let case = Case { game: G::info().id, id, pos, start_key, turn, dice, first, plays, chosen };
                        first = false;
                        serde_json::to_writer(&mut out, &case).expect("write");
                        out.write_all(b"\n").expect("write");
                        id += 1;
                        if id >= positions {
                            break;
                        }
                    } else {
                        G::advance(&mut state, &mv);
                    }
                }
            }
        }
    }
    out.flush().expect("flush");
    eprintln!("dump {}: {id} positions from {game_no} games", G::info().id);
}

/// A request of `bot` mode.
#[derive(Deserialize)]
struct Ask {
    pos: Pos,
    turn: usize,
    dice: [u8; 2],
}

fn bot(game: &str, level: BotLevel, seed: u64) {
    let kind = match game {
        "portes" => trules::Kind::Portes,
        "plakoto" => trules::Kind::Plakoto,
        _ => panic!("bot mode plays portes or plakoto"),
    };
    let landing = if kind == trules::Kind::Portes { Landing::Hit } else { Landing::Pin };
    let mut rng = GameRng::new(seed);
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    for line in stdin.lock().lines() {
        let line = line.expect("read");
        if line.trim().is_empty() {
            continue;
        }
        let ask: Ask = serde_json::from_str(&line).expect("a request line");
        let mut state = trules::State::new(kind, trules::Options { triple: false, mother: true });
        state.board = opposed_of_pos(&ask.pos, landing);
        state.turn = ask.turn;
        state.phase = trules::Phase::Moving;
        state.dice = roll_numbers(ask.dice[0], ask.dice[1]);
        state.rolled = trules::State::rolled_of(&state.dice);
        let mv = match game {
            "portes" => Portes::bot_move(&Portes::observe(&state, ask.turn), level, &mut rng),
            _ => Plakoto::bot_move(&Plakoto::observe(&state, ask.turn), level, &mut rng),
        };
        let mut next = state.clone();
        Portes::advance(&mut next, &mv);
        serde_json::to_writer(&mut out, &pos_of_opposed(&next.board)).expect("write");
        out.write_all(b"\n").expect("write");
        out.flush().expect("flush");
    }
}

fn style(kind: trules::Kind, text: &str) -> tbot::Style {
    if let Ok(level) = BotLevel::parse(text) {
        return tbot::style_of(kind, level);
    }
    let parts: Vec<&str> = text.split(':').collect();
    let num = |i: usize| parts.get(i).and_then(|p| p.parse::<f64>().ok()).expect("a number in the style");
    match parts[0] {
        "greedy" => tbot::Style::Greedy,
        "heuristic" => tbot::Style::Heuristic,
        "sloppy" => tbot::Style::Sloppy(spelbord_core::bot::Sloppiness { temperature: num(1), blunder: num(2) }),
        "deep" => tbot::Style::Deep { width: num(1) as usize, margin: num(2) },
        other => panic!("unknown style {other:?}"),
    }
}

fn duel(game: &str, a: &str, b: &str, games: u64, seed: u64) {
    let kind = match game {
        "portes" => trules::Kind::Portes,
        "plakoto" => trules::Kind::Plakoto,
        _ => panic!("duel plays portes or plakoto"),
    };
    let styles = [style(kind, a), style(kind, b)];
    let (mut score, mut points) = (0.0f64, [0u64; 2]);
    for g in 0..games {
        let mut state = trules::State::new(kind, trules::Options { triple: false, mother: true });
        let mut chance = GameRng::new(seed * 1_000_003 + g);
        let mut think = GameRng::new(seed ^ (g << 20) ^ 0x5eed);
        // A plays white in even games, black in odd ones.
        let a_seat = (g % 2) as usize;
        for _ in 0..5000 {
            let mv = match Portes::to_move(&state) {
                ToMove::Over => break,
                ToMove::Chance => Portes::sample_chance(&state, &mut chance),
                ToMove::Seat(s) => {
                    let who = if s == a_seat { 0 } else { 1 };
                    tbot::choose_by(&state, styles[who], &mut think)
                }
            };
            Portes::advance(&mut state, &mv);
        }
        if let Some(end) = state.end {
            match end.winner() {
                Some(w) => {
                    let who = if w == a_seat { 0 } else { 1 };
                    score += 1.0 - who as f64;
                    points[who] += end.points() as u64;
                }
                None => score += 0.5,
            }
        }
    }
    let n = games as f64;
    let p = score / n;
    let z = 1.96;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
    println!(
        "duel {game} {a} vs {b}: {a} scores {:.1}% of {games} (95% {:.1}-{:.1}%), points {} to {}",
        100.0 * p,
        100.0 * (centre - half),
        100.0 * (centre + half),
        points[0],
        points[1]
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize| args.get(i).map(String::as_str).unwrap_or("");
    match arg(0) {
        "dump" => {
            let n: u64 = arg(2).parse().unwrap_or(100_000);
            let seed: u64 = arg(3).parse().unwrap_or(1);
            match arg(1) {
                "portes" => dump::<Portes>(n, seed),
                "plakoto" => dump::<Plakoto>(n, seed),
                "fevga" => dump::<Fevga>(n, seed),
                other => panic!("unknown game {other:?} (portes, plakoto, fevga)"),
            }
        }
        "bot" => {
            let level = BotLevel::parse(arg(2)).expect("a bot level");
            bot(arg(1), level, arg(3).parse().unwrap_or(7));
        }
        "duel" => duel(arg(1), arg(2), arg(3), arg(4).parse().unwrap_or(200), arg(5).parse().unwrap_or(1)),
        _ => {
            eprintln!("usage: tavli_oracle dump GAME POSITIONS SEED | bot GAME LEVEL [SEED] | duel GAME A B GAMES SEED")
        }
    }
}
