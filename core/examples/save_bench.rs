//! Autosave and load speed.
//!
//! Prints the autosave time per action (`GameWriter::record`: one journal line,
//! synced) at actions 10, 1,000 and 10,000 of one long game (a 52-card Fjols chain
//! game between five easy bots), and the load time (read, checksums, replay from the
//! checkpoint) of a Fevga match of at least 3,000 history entries.
//!
//! `cargo run --release -p spelbord-core --example save_bench`

use std::time::{Duration, Instant};

use spelbord_core::{catalog, BotLevel, SaveStore, SeatConfig, SessionConfig};

fn config(game: &str, variants: &[(&str, &str)], seats: usize, seed: u64) -> SessionConfig {
    SessionConfig {
        game: game.into(),
        seats: (0..seats).map(|i| SeatConfig::bot(format!("B{i}"), BotLevel::Beginner)).collect(),
        variants: variants.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect(),
        seed: Some(seed),
        title: None,
    }
}

/// CPU time of this thread (Linux: on-CPU nanoseconds in /proc; elsewhere `None`):
/// a figure that other programs competing for the cores do not inflate.
fn thread_cpu() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    Some(Duration::from_nanos(text.split_whitespace().next()?.parse().ok()?))
}

fn main() {
    let dir = std::env::temp_dir().join(format!("spelbord-save-bench-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let store = SaveStore::open(&dir).unwrap();
    let mut session = catalog::new_session(&config("fjols", &[("pickup", "chain"), ("deck", "52")], 5, 1)).unwrap();
    let writer = store.create_game(session.as_ref()).unwrap();
    let mut times: Vec<Duration> = Vec::new();
    let mut cpu_times: Vec<Duration> = Vec::new();
    let actions: usize = std::env::var("SAVE_BENCH_ACTIONS").ok().and_then(|n| n.parse().ok()).unwrap_or(10_050);
    while times.len() < actions {
        if session.bot_step().is_err() {
            println!("game over after {} actions", times.len());
            break;
        }
        let (start, cpu) = (Instant::now(), thread_cpu());
        writer.record(session.as_ref()).unwrap();
        times.push(start.elapsed());
        cpu_times.extend(thread_cpu().zip(cpu).map(|(after, before)| after - before));
    }
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    for at in [10usize, 1_000, 10_000] {
        // Actions at-5 .. at+45 (at 10: 5 .. 55): median and mean.
        let range = at.saturating_sub(5).min(times.len())..(at + 45).min(times.len());
        let window = &times[range.clone()];
        if window.is_empty() {
            continue;
        }
        let mut sorted = window.to_vec();
        sorted.sort();
        let mean = window.iter().sum::<Duration>() / window.len() as u32;
        println!(
            "autosave at action {at:>6}: median {:>7.3} ms, mean {:>7.3} ms, max {:>7.3} ms ({} actions)",
            ms(sorted[sorted.len() / 2]),
            ms(mean),
            ms(*sorted.last().unwrap()),
            window.len()
        );
        if let Some(cpu) = cpu_times.get(range.clone()).filter(|c| !c.is_empty()) {
            let mean = cpu.iter().sum::<Duration>() / cpu.len() as u32;
            println!("  CPU time per autosave there: {:.3} ms (the rest is waiting for the disk)", ms(mean));
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
    drop(writer);
    store.create_game(fevga.as_ref()).unwrap().close(fevga.as_ref()).unwrap();
    let cpu_before = thread_cpu();
    let mut loads: Vec<Duration> = (0..30)
        .map(|_| {
            let start = Instant::now();
            let loaded = catalog::load_session(&store, fevga.id()).unwrap();
            let took = start.elapsed();
            assert_eq!(loaded.position(), fevga.position());
            took
        })
        .collect();
    let cpu = thread_cpu().zip(cpu_before).map(|(after, before)| ms(after - before) / 30.0);
    loads.sort();
    println!(
        "load of a {}-entry Fevga match: median {:.2} ms, fastest {:.2} ms (30 loads: read, checksums, replay from the checkpoint)",
        fevga.history().len(),
        ms(loads[loads.len() / 2]),
        ms(loads[0])
    );
    if let Some(cpu) = cpu {
        println!("  CPU time per load: {cpu:.2} ms");
    }
    crash_load(&store, &dir);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The load after a crash: a Fevga match autosaved action by action past 3,000
/// history entries, left (no final full save) when its journal is longest, then
/// loaded 30 times: CPU per load.
fn crash_load(store: &SaveStore, dir: &std::path::Path) {
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let mut seed = 40;
    let (mut game, writer) = loop {
        let mut game = catalog::new_session(&config("fevga", &[("match", "7")], 2, seed)).unwrap();
        seed += 1;
        while game.history().len() < 3_000 && game.bot_step().is_ok() {}
        if game.history().len() >= 3_000 && game.bot_step().is_ok() {
            let writer = store.create_game(game.as_ref()).unwrap();
            break (game, writer);
        }
    };
    let journal = dir.join(format!("{}.journal", game.id()));
    let lines = || std::fs::read_to_string(&journal).map(|t| t.lines().count()).unwrap_or(0);
    let mut longest = (0, 0);
    while game.bot_step().is_ok() {
        writer.record(game.as_ref()).unwrap();
        let now = lines();
        if now < longest.0 {
            break; // compacted meanwhile (the game moved to a full save)
        }
        longest = (now, std::fs::metadata(&journal).map(|m| m.len()).unwrap_or(0));
        if now >= 63 {
            break; // one more action would fold it into a full save
        }
    }
    // The journal as a kill -9 leaves it (the writer's thread has written every record).
    drop(writer);
    let (lines_now, bytes) = (lines(), std::fs::metadata(&journal).map(|m| m.len()).unwrap_or(0));
    // Each line with its newline, as the journal grows by it.
    let line_bytes: Vec<usize> =
        std::fs::read_to_string(&journal).unwrap_or_default().lines().map(|l| l.len() + 1).collect();
    let cpu_before = thread_cpu();
    for _ in 0..30 {
        let loaded = catalog::load_session(store, game.id()).unwrap();
        assert_eq!(loaded.history(), game.history());
    }
    let cpu = thread_cpu().zip(cpu_before).map(|(after, before)| ms(after - before) / 30.0);
    println!(
        "load after a crash of a {}-entry Fevga match with {lines_now} journal lines ({bytes} B; longest seen {} lines, {} B): CPU per load {}",
        game.history().len(),
        longest.0,
        longest.1,
        cpu.map_or("n/a".to_string(), |c| format!("{c:.2} ms")),
    );
    println!(
        "journal line: longest {} B, mean {:.0} B over {} lines (goal <= 200 B)",
        line_bytes.iter().max().unwrap_or(&0),
        line_bytes.iter().sum::<usize>() as f64 / line_bytes.len().max(1) as f64,
        line_bytes.len()
    );
}
