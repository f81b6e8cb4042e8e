//! "Your turn" while the app is closed: the hook a deployment connects to a push
//! service. The hub calls a [`TurnNotifier`] once when a game comes to wait for a
//! person whose device is not connected; what it does with that (a log line, a
//! command that hands it to an FCM/APNs relay) is the host's choice. Nothing private
//! goes through it: the game id, the seat and which game it is, no names, no cards,
//! no tokens.

use std::fmt::Debug;
use std::sync::Mutex;

/// Told when a game waits for a person with no device connected. Called with the
/// game's lock held, so an implementation returns at once (a command runs on its
/// own; a slow relay must not hold up the game).
pub trait TurnNotifier: Send + Sync + Debug {
    /// Game `game_id` (of the game kind `game`: `fia`, …) now waits for `seat`.
    fn waiting(&self, game_id: &str, seat: usize, game: &str);
}

/// The default: nobody is told (a family server whose players keep the app open).
#[derive(Debug, Default)]
pub struct NoNotifier;

impl TurnNotifier for NoNotifier {
    fn waiting(&self, _game_id: &str, _seat: usize, _game: &str) {}
}

/// `--notify-log`: one line on standard output per wait, for a host who watches the
/// log or a relay that reads it.
#[derive(Debug, Default)]
pub struct LogNotifier;

impl TurnNotifier for LogNotifier {
    fn waiting(&self, game_id: &str, seat: usize, game: &str) {
        println!("spelbord-server: turn game={game_id} seat={seat} kind={game}");
    }
}

/// `--notify-command CMD`: runs `CMD GAME_ID SEAT` (no shell: nothing is parsed out
/// of the arguments), with `SPELBORD_GAME_ID`, `SPELBORD_SEAT` and `SPELBORD_GAME` in
/// its environment, and does not wait for it. A deployment's relay script maps
/// (game, seat) to the push token the player's app registered with it and sends the
/// push (docs/mobile.md).
#[derive(Debug)]
pub struct CommandNotifier {
    /// The program to run.
    pub program: String,
}

impl TurnNotifier for CommandNotifier {
    fn waiting(&self, game_id: &str, seat: usize, game: &str) {
        let spawned = std::process::Command::new(&self.program)
            .arg(game_id)
            .arg(seat.to_string())
            .env("SPELBORD_GAME_ID", game_id)
            .env("SPELBORD_SEAT", seat.to_string())
            .env("SPELBORD_GAME", game)
            .stdin(std::process::Stdio::null())
            .spawn();
        match spawned {
            // Reaped on a thread of its own, so the game goes on and no zombie stays.
            Ok(mut child) => {
                std::thread::spawn(move || {
                    let _ = child.wait();
                });
            }
            Err(e) => eprintln!("spelbord-server: --notify-command {}: {e}", self.program),
        }
    }
}

/// For tests: keeps every call as (game id, seat, game kind).
#[derive(Debug, Default)]
pub struct RecordingNotifier {
    calls: Mutex<Vec<(String, usize, String)>>,
}

impl RecordingNotifier {
    /// Every call so far, in order.
    pub fn calls(&self) -> Vec<(String, usize, String)> {
        self.calls.lock().expect("not poisoned").clone()
    }
}

impl TurnNotifier for RecordingNotifier {
    fn waiting(&self, game_id: &str, seat: usize, game: &str) {
        self.calls.lock().expect("not poisoned").push((game_id.to_string(), seat, game.to_string()));
    }
}
