//! The kill -9 test: bot games autosave in a child process that is killed (SIGKILL)
//! at a random instant, again and again; after every kill the store is reopened and
//! checked: every save readable, no temporary file left, and every game at the
//! version the child last reported it saved at or one action later (never less: at
//! most the action being written is lost). Each kill lands at a random instant after
//! the child reported a saved action in that run, so every kill tests a game being
//! played, not the start-up.
//!
//! `scripts/kill-test.sh [KILLS]` (default 1,000), or
//! `cargo run --release -p spelbord-core --example kill_test -- 1000`

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use spelbord_core::{catalog, BotLevel, GameRng, Phase, SaveStore, SeatConfig, SessionConfig};

const GAMES: [(&str, usize); 4] = [("fia", 4), ("fjols", 3), ("fevga", 2), ("pairanoid", 4)];

/// The child: resumes an unfinished game (or starts one) and plays bot steps,
/// printing `saved ID VERSION` after each autosave returned.
fn child(dir: &Path, seed: u64) {
    let store = SaveStore::open(dir).unwrap();
    let mut out = std::io::stdout().lock();
    loop {
        let listing = store.list().unwrap();
        let open = listing.games.iter().find(|g| !g.finished).map(|g| g.id.clone());
        let (mut session, writer) = match open {
            Some(id) => store.open_game(&id).unwrap(),
            None => {
                let (game, players) = GAMES[(seed % 4) as usize];
                let seats = (0..players).map(|i| SeatConfig::bot(format!("B{i}"), BotLevel::Beginner)).collect();
                let config =
                    SessionConfig { game: game.into(), seats, variants: Default::default(), seed: None, title: None };
                let session = catalog::new_session(&config).unwrap();
                let writer = store.create_game(session.as_ref()).unwrap();
                (session, writer)
            }
        };
        writeln!(out, "saved {} {}", session.id(), session.version()).unwrap();
        out.flush().unwrap();
        while session.phase() != Phase::Over {
            session.bot_step().unwrap();
            writer.record(session.as_ref()).unwrap();
            writeln!(out, "saved {} {}", session.id(), session.version()).unwrap();
            out.flush().unwrap();
        }
        writer.close(session.as_ref()).unwrap();
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some("--child") {
        child(Path::new(&args[2]), args[3].parse().unwrap());
        return;
    }
    let kills: usize = args.get(1).and_then(|n| n.parse().ok()).unwrap_or(1_000);
    let dir = std::env::temp_dir().join(format!("spelbord-kill-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let exe = std::env::current_exe().unwrap();
    let mut rng = GameRng::new(2026);
    let (mut same, mut one_ahead, mut temps_seen, mut actions, mut games_checked) = (0usize, 0usize, 0usize, 0usize, 0);
    // The last version each game was reported saved at, over every run.
    let mut reported_at: BTreeMap<String, u64> = BTreeMap::new();
    let start = Instant::now();
    for kill in 0..kills {
        let mut child = Command::new(&exe)
            .args(["--child", &dir.to_string_lossy(), &kill.to_string()])
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        // The kill lands only after the child reported an action saved in this run (its
        // second line: the first is the game opened), at a random instant after that.
        let (tx, rx) = std::sync::mpsc::channel();
        let stdout = child.stdout.take().unwrap();
        let reader = std::thread::spawn(move || {
            let mut lines = Vec::new();
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                lines.push(line);
                if lines.len() == 2 {
                    let _ = tx.send(());
                }
            }
            lines
        });
        rx.recv_timeout(Duration::from_secs(60)).expect("the child reports a saved action");
        std::thread::sleep(Duration::from_micros(u64::from(rng.below(40_000))));
        child.kill().unwrap(); // SIGKILL
        child.wait().unwrap();
        let reported: Vec<(String, u64)> = reader
            .join()
            .unwrap()
            .iter()
            .filter_map(|l| {
                let mut w = l.split(' ').skip(1);
                Some((w.next()?.to_string(), w.next()?.parse().ok()?))
            })
            .collect();
        assert!(reported.len() >= 2, "kill {kill}: killed before a reported save");
        actions += reported.len().saturating_sub(1);
        for (id, version) in &reported {
            reported_at.insert(id.clone(), *version);
        }
        temps_seen += std::fs::read_dir(&dir)
            .unwrap()
            .filter(|e| e.as_ref().unwrap().file_name().to_string_lossy().ends_with(".tmp"))
            .count();
        let store = SaveStore::open(&dir).unwrap();
        let leftover: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".tmp"))
            .collect();
        assert!(leftover.is_empty(), "kill {kill}: temporary files after reopening: {leftover:?}");
        let listing = store.list().unwrap();
        assert!(listing.unreadable.is_empty(), "kill {kill}: unreadable saves {:?}", listing.unreadable);
        // Every game ever reported: found at its last reported version, or one action
        // further (written, not yet reported), never less.
        let mut found = Vec::new();
        for (id, version) in &reported_at {
            let got = catalog::load_session(&store, id).unwrap().version();
            found.push((id.clone(), got));
            assert!(got == *version || got == version + 1, "kill {kill}: {id} saved at {version}, found {got}");
            games_checked += 1;
            if Some(id) == reported.last().map(|(last, _)| last) {
                one_ahead += usize::from(got == version + 1);
                same += usize::from(got == *version);
            }
        }
        // What was found is what the next run goes on from.
        reported_at.extend(found);
    }
    let listing = SaveStore::open(&dir).unwrap().list().unwrap();
    println!(
        "{kills} kills in {:.0} s, every one after the child reported a saved action: {} games ({} finished), \
         {actions} autosaved actions; every save readable; {games_checked} game versions checked after the kills \
         (every game, not only the last one); the last reported save found {same} times, one action further \
         (written, not yet reported) {one_ahead} times, never less; {temps_seen} temporary files left by kills, \
         all removed when the store reopened",
        start.elapsed().as_secs_f64(),
        listing.games.len(),
        listing.games.iter().filter(|g| g.finished).count(),
    );
    let _ = std::fs::remove_dir_all(&dir);
}
