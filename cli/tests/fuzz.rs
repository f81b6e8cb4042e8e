//! A fuzz test of the `spelbord` command line: mutated argument lists for every
//! command (tools and `play` with its input on stdin) must end within `LIMIT`, with
//! exit code 0, 1 or 2 and never a panic.
//!
//! `cargo test -p spelbord --test fuzz` runs a quick pass; the big run is
//! `SPELBORD_FUZZ_RUNS=2000 cargo test -p spelbord --test fuzz`.

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use spelbord_core::GameRng;

/// Longest one run may take.
const LIMIT: Duration = Duration::from_secs(20);

/// Runs in the quick pass.
const QUICK_RUNS: usize = 40;

const WORDS: &[&str] = &[
    "legal",
    "apply",
    "perft",
    "render",
    "rules",
    "games",
    "play",
    "resume",
    "fia",
    "pairanoid",
    "fjols",
    "fevga",
    "chess",
    "start",
    "roll",
    "d6",
    "p0",
    "out",
    "1",
    "0",
    "3",
    "-1",
    "4294967295",
    "--players",
    "--variant",
    "goal=exact",
    "pieces=9",
    "--seed",
    "--viewer",
    "--svg",
    "--json",
    "--lang",
    "xx",
    "--size",
    "NaN",
    "--",
    "-h",
    "--no-save",
    "--seats",
    "Ann,hard",
    "=",
    "",
];

/// Words from the list and, now and then, a mangled one.
fn argv(rng: &mut GameRng) -> Vec<String> {
    let n = 1 + rng.below(6) as usize;
    (0..n)
        .map(|_| {
            let mut w = WORDS[rng.below(WORDS.len() as u32) as usize].to_string();
            if rng.below(5) == 0 {
                w.push(char::from_u32(0x20 + rng.below(0x2000)).unwrap_or('x'));
            }
            w
        })
        .collect()
}

#[test]
fn the_command_line_survives_mutated_arguments() {
    let runs: usize = std::env::var("SPELBORD_FUZZ_RUNS").ok().and_then(|v| v.parse().ok()).unwrap_or(QUICK_RUNS);
    let dir = std::env::temp_dir().join(format!("spelbord-cli-fuzz-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut rng = GameRng::new(14);
    for _ in 0..runs {
        let args = argv(&mut rng);
        let mut child = Command::new(env!("CARGO_BIN_EXE_spelbord"))
            .args(&args)
            .env("SPELBORD_DATA_DIR", &dir)
            .current_dir(&dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // Anything that waits for a player gets a few answers, then the end of input.
        let _ = child.stdin.take().unwrap().write_all(b"1\n\nq\n");
        let start = Instant::now();
        let status = loop {
            if let Some(status) = child.try_wait().unwrap() {
                break status;
            }
            if start.elapsed() > LIMIT {
                let _ = child.kill();
                panic!("spelbord {args:?} did not end within {LIMIT:?}");
            }
            std::thread::sleep(Duration::from_millis(5));
        };
        let mut stderr = String::new();
        std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut stderr).unwrap();
        assert!(!stderr.contains("panicked"), "spelbord {args:?}: {stderr}");
        assert!(matches!(status.code(), Some(0..=2)), "spelbord {args:?}: {status:?} {stderr}");
    }
}
