//! A fuzz test of every game's parsers and notation tools: positions reached by random
//! play, mutated field by field and character by character, and mutated moves are fed
//! to `normalise`, `legal`, `to_move`, `scene`, `apply` and `perft`. Every call must
//! return (a watchdog fails the test if one call takes longer than `CALL_LIMIT`), never
//! panic, and fail only with the error kinds its entry point names.
//!
//! `cargo test -p spelbord-core --test fuzz` runs a quick pass (a few seconds); the
//! big run is `SPELBORD_FUZZ_CASES=200000 cargo test -p spelbord-core --test fuzz` (the
//! test profile keeps overflow checks on, so an overflow is a panic, not a wrap).

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use spelbord_core::game::Setup;
use spelbord_core::{catalog, GameDef, GameError, GameRng, ToMove};

/// Longest one case (a position and its tool calls) may take.
const CALL_LIMIT: Duration = Duration::from_secs(5);

/// Cases per game in the quick pass.
const QUICK_CASES: usize = 400;

/// Numbers that broke parsers before: type limits, zero, negatives, huge values.
const NUMBERS: &[&str] = &["0", "-1", "255", "256", "65535", "65536", "4294967295", "18446744073709551616", "99", ""];

/// Tokens that are meaningful somewhere in some notation.
const TOKENS: &[&str] = &[
    "n",
    "g",
    "-",
    ",",
    "=",
    ":",
    "/",
    "*",
    ">",
    "<>",
    "off",
    "R0",
    "Y9",
    "Jk",
    "shuffle:",
    "rolloff:",
    "dealer:red",
    "rest",
    "over",
    "deal",
    "roll",
    "pass",
];

/// One random mutation of a position or move line.
fn mutate(text: &str, rng: &mut GameRng) -> String {
    let mut fields: Vec<String> = text.split(' ').map(str::to_string).collect();
    let i = rng.below(fields.len() as u32) as usize;
    let pick = |rng: &mut GameRng, list: &[&str]| list[rng.below(list.len() as u32) as usize].to_string();
    match rng.below(9) {
        0 => {
            fields.remove(i);
        }
        1 => {
            let f = fields[i].clone();
            fields.insert(rng.below(fields.len() as u32 + 1) as usize, f);
        }
        2 => {
            let j = rng.below(fields.len() as u32) as usize;
            fields.swap(i, j);
        }
        3 => {
            // Replace the value (or a list item) by a number from the edge.
            let n = pick(rng, NUMBERS);
            fields[i] = match fields[i].split_once('=') {
                Some((k, v)) => {
                    let mut items: Vec<&str> = v.split(',').collect();
                    let j = rng.below(items.len() as u32) as usize;
                    items[j] = &n;
                    format!("{k}={}", items.join(","))
                }
                None => n,
            };
        }
        4 => {
            let t = pick(rng, TOKENS);
            let mut chars: Vec<char> = fields[i].chars().collect();
            let at = rng.below(chars.len() as u32 + 1) as usize;
            chars.splice(at..at, t.chars());
            fields[i] = chars.into_iter().collect();
        }
        5 => {
            let mut chars: Vec<char> = fields[i].chars().collect();
            if !chars.is_empty() {
                let at = rng.below(chars.len() as u32) as usize;
                chars.remove(at);
            }
            fields[i] = chars.into_iter().collect();
        }
        6 => {
            // A value copied from another field.
            let j = rng.below(fields.len() as u32) as usize;
            if let (Some((k, _)), Some((_, v))) = (fields[i].clone().split_once('='), fields[j].clone().split_once('='))
            {
                fields[i] = format!("{k}={v}");
            }
        }
        7 => {
            let c = char::from_u32(rng.below(0x3000)).unwrap_or('\u{fffd}');
            fields[i].push(c);
        }
        _ => fields[i] = fields[i].repeat(1 + rng.below(3) as usize),
    }
    fields.join(" ")
}

/// The error kinds a notation tool may return.
fn typed(e: &GameError) -> bool {
    matches!(
        e,
        GameError::BadPosition(_) | GameError::BadMove { .. } | GameError::IllegalMove { .. } | GameError::GameOver
    )
}

/// Positions of a game: its starts and positions along random games.
fn positions(def: &dyn GameDef, rng: &mut GameRng) -> Vec<String> {
    let info = def.info();
    let mut out = Vec::new();
    for players in info.min_players..=info.max_players {
        let Ok(mut pos) = def.start_position(&Setup::new(players), rng.next_u64()) else { continue };
        out.push(pos.clone());
        for step in 0..400 {
            let legal = def.legal(&pos).unwrap();
            let Some(mv) = rng.choose(&legal).cloned() else { break };
            pos = def.apply(&pos, &mv).unwrap().0;
            if step % 40 == 0 {
                out.push(pos.clone());
            }
        }
    }
    out
}

/// Every tool on one (possibly broken) position and a mutated move.
fn exercise(def: &dyn GameDef, text: &str, mv: &str) {
    let check = |r: Result<(), GameError>| {
        if let Err(e) = r {
            assert!(typed(&e), "untyped error {e:?}");
        }
    };
    check(def.normalise(text).map(drop));
    let Ok(pos) = def.normalise(text) else { return };
    // A readable position must be usable by every tool.
    let legal = def.legal(&pos).unwrap();
    let to_move = def.to_move(&pos).unwrap();
    for viewer in [None, Some(0), Some(1)] {
        def.scene(&pos, viewer).unwrap();
    }
    // Eyes of a seat the game does not have are refused as such.
    let seats = def.seat_count(&pos).unwrap();
    for viewer in [4, usize::MAX] {
        match def.scene(&pos, Some(viewer)) {
            Ok(_) => assert!(viewer < seats, "a scene for seat {viewer} of {seats}"),
            Err(e) => assert!(matches!(e, GameError::WrongSeat { .. }), "{e:?}"),
        }
    }
    def.perft(&pos, 1).unwrap();
    for m in legal.iter().take(3) {
        let (next, _) = def.apply(&pos, m).unwrap_or_else(|e| panic!("listed move {m} refused: {e}"));
        def.normalise(&next).unwrap_or_else(|e| panic!("{e}: after {m}: {next}"));
    }
    check(def.apply(&pos, mv).map(drop));
    if to_move == ToMove::Over {
        assert!(legal.is_empty());
    }
}

#[test]
fn the_parsers_and_tools_survive_mutated_positions_and_moves() {
    let cases: usize = std::env::var("SPELBORD_FUZZ_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(QUICK_CASES);
    let current = Arc::new(Mutex::new(String::new()));
    let alive = Arc::new(AtomicBool::new(true));
    let (tx, rx) = std::sync::mpsc::channel::<()>();
    let worker = {
        let current = Arc::clone(&current);
        let alive = Arc::clone(&alive);
        std::thread::spawn(move || {
            let mut rng = GameRng::new(14);
            let mut failures = Vec::new();
            for def in catalog::games() {
                let pool = positions(def, &mut rng);
                let moves: Vec<String> = pool.iter().flat_map(|p| def.legal(p).unwrap()).collect();
                for _ in 0..cases {
                    let base = rng.choose(&pool).unwrap().clone();
                    let mut text = mutate(&base, &mut rng);
                    if rng.below(3) == 0 {
                        text = mutate(&text, &mut rng);
                    }
                    let mv = match rng.choose(&moves) {
                        Some(m) if rng.below(4) > 0 => mutate(m, &mut rng),
                        _ => mutate("roll p0 out 1/7 7 A K give:Q Ah take", &mut rng),
                    };
                    *current.lock().unwrap() = format!("{}: position '{text}', move '{mv}'", def.info().id);
                    for (position, mv) in [(&base, mv.as_str()), (&text, mv.as_str())] {
                        if let Err(e) = catch_unwind(AssertUnwindSafe(|| exercise(def, position, mv))) {
                            let why = e
                                .downcast_ref::<String>()
                                .cloned()
                                .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                                .unwrap_or_default();
                            failures.push(format!("{}: '{position}', move '{mv}' — {why}", def.info().id));
                        }
                    }
                    if tx.send(()).is_err() {
                        return failures;
                    }
                }
            }
            alive.store(false, Ordering::SeqCst);
            failures
        })
    };
    let start = Instant::now();
    loop {
        match rx.recv_timeout(CALL_LIMIT) {
            Ok(()) => {}
            Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => break,
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {
                if alive.load(Ordering::SeqCst) {
                    panic!("a case took over {CALL_LIMIT:?}: {}", current.lock().unwrap());
                }
                break;
            }
        }
    }
    let failures = worker.join().unwrap();
    assert!(failures.is_empty(), "{} failures in {:?}:\n{}", failures.len(), start.elapsed(), failures.join("\n"));
}
