//! Autosave and load speed.
//!
//! Prints the autosave time per action at actions 10, 1,000 and 10,000 of one long
//! game (a Fjols chain game between easy bots, rematched at the same table when it
//! ends so the count keeps going in one save), and the load time of a Fevga match
//! of at least 3,000 history entries.
//!
//! `cargo run --release -p spelbord-core --example save_bench`

use std::time::{Duration, Instant};

use spelbord_core::{catalog, BotLevel, SaveStore, SeatConfig, SessionConfig};

fn config(game: &str, variants: &[(&str, &str)], seats: usize, seed: u64) -> SessionConfig {
    SessionConfig {
        game: game.into(),
        seats: (0..seats).map(|i| SeatConfig::bot(format!("B{i}"), BotLevel::Easy)).collect(),
        variants: variants.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect(),
        seed: Some(seed),
        title: None,
    }
}

fn main() {
    let dir = std::env::temp_dir().join(format!("spelbord-save-bench-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let store = SaveStore::open(&dir).unwrap();
    let mut session = catalog::new_session(&config("fjols", &[("pickup", "chain"), ("deck", "52")], 5, 1)).unwrap();
    let mut times: Vec<Duration> = Vec::new();
    while times.len() < 10_010 {
        if session.bot_step().is_err() {
            println!("game over after {} actions", times.len());
            break;
        }
        let start = Instant::now();
        store.write(&session.to_save()).unwrap();
        times.push(start.elapsed());
    }
    for at in [10usize, 1_000, 10_000] {
        if at + 5 <= times.len() {
            let window = &times[at - 5..at + 5];
            let mean = window.iter().sum::<Duration>() / window.len() as u32;
            println!(
                "autosave at action {at:>6}: {:>8.3} ms (mean of actions {}..{})",
                mean.as_secs_f64() * 1e3,
                at - 5,
                at + 5
            );
        }
    }
    let mut fevga = catalog::new_session(&config("fevga", &[("match", "7")], 2, 3)).unwrap();
    let mut seed = 3;
    while fevga.history().len() < 3_000 {
        if fevga.bot_step().is_err() {
            seed += 1;
            fevga = catalog::new_session(&config("fevga", &[("match", "7")], 2, seed)).unwrap();
        }
    }
    store.write(&fevga.to_save()).unwrap();
    let runs = 20;
    let start = Instant::now();
    for _ in 0..runs {
        let loaded = catalog::load_session(&store, fevga.id()).unwrap();
        assert_eq!(loaded.position(), fevga.position());
    }
    println!(
        "load of a {}-entry Fevga match: {:.2} ms",
        fevga.history().len(),
        start.elapsed().as_secs_f64() * 1e3 / runs as f64
    );
    let _ = std::fs::remove_dir_all(&dir);
}
