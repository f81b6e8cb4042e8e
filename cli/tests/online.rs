//! `spelbord host` and `spelbord join` against a real server on loopback: two
//! terminals play a game, the server is stopped and started again mid-game (both
//! terminals reconnect with their seat tokens), the host ends it and both check the
//! dice.

use std::io::{BufRead, BufReader, Write};
use std::net::SocketAddr;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::{Duration, Instant};

use spelbord_server::{Config, SqlStore};

/// How long a terminal may take to print the next line.
const WAIT: Duration = Duration::from_secs(60);

/// A `spelbord` process with its stdin and its stdout lines.
struct Terminal {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    /// Everything it printed so far.
    seen: Vec<String>,
}

impl Terminal {
    fn start(args: &[&str], data: &std::path::Path) -> Terminal {
        let mut child = Command::new(env!("CARGO_BIN_EXE_spelbord"))
            .args(args)
            .args(["--lang", "en", "--data-dir", data.to_str().unwrap()])
            .env_remove("LC_ALL")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Terminal { child, stdin, lines, seen: Vec::new() }
    }

    /// The next line printed, if one comes within `wait` (`None` also once it exited).
    fn line(&mut self, wait: Duration) -> Option<String> {
        let line = self.lines.recv_timeout(wait).ok()?;
        self.seen.push(line.clone());
        Some(line)
    }

    /// Reads lines until one contains `text`; that line.
    fn until(&mut self, text: &str) -> String {
        let deadline = Instant::now() + WAIT;
        while let Some(line) = self.line(deadline.saturating_duration_since(Instant::now())) {
            if line.contains(text) {
                return line;
            }
        }
        panic!("'{text}' never printed; printed:\n{}", self.seen.join("\n"));
    }

    fn type_line(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").unwrap();
    }
}

/// A server on a runtime of its own: stopping it drops the runtime, and with it
/// every connection (as a server process that stops).
struct Server {
    runtime: tokio::runtime::Runtime,
    addr: SocketAddr,
    /// The serving task stops when this is sent or dropped.
    _stop: tokio::sync::oneshot::Sender<()>,
}

impl Server {
    fn start(database: &str, addr: SocketAddr) -> Server {
        let deadline = Instant::now() + WAIT;
        loop {
            let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(1).enable_all().build().unwrap();
            // The port of a server just stopped may take a moment to be free again.
            match runtime.block_on(spelbord_server::start(addr, database, Config::default())) {
                Ok(running) => return Server { runtime, addr: running.addr, _stop: running.stop },
                Err(e) if Instant::now() < deadline => {
                    eprintln!("server not up yet: {e}");
                    std::thread::sleep(Duration::from_millis(100));
                }
                Err(e) => panic!("server did not start: {e}"),
            }
        }
    }

    fn stop(self) {
        self.runtime.shutdown_timeout(Duration::from_secs(2));
    }
}

/// The host's and the guest's turns, answered with the first offered step, until
/// `moves` steps were sent between them.
fn play(host: &mut Terminal, guest: &mut Terminal, moves: usize) {
    let mut sent = 0;
    let deadline = Instant::now() + WAIT * 2;
    while sent < moves {
        assert!(Instant::now() < deadline, "{moves} steps in time");
        for term in [&mut *host, &mut *guest] {
            while let Some(line) = term.line(Duration::from_millis(50)) {
                if line.contains("Your turn") {
                    term.type_line("1");
                    sent += 1;
                }
            }
        }
    }
}

#[test]
fn two_terminals_play_online_reconnect_after_a_server_restart_and_check_the_dice() {
    let dir = std::env::temp_dir().join(format!("spelbord-cli-online-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (host_data, guest_data, db) = (dir.join("host"), dir.join("guest"), dir.join("db"));
    for d in [&host_data, &guest_data, &db] {
        std::fs::create_dir_all(d).unwrap();
    }
    let database = SqlStore::sqlite_url(&db).unwrap();
    let running = Server::start(&database, ([127, 0, 0, 1], 0).into());
    let addr = running.addr;
    let server = addr.to_string();

    let mut host =
        Terminal::start(&["host", "fia", "--name", "Anna", "--seat", "invite:Bo", "--server", &server], &host_data);
    host.until("You are in game");
    let invite = host.until("invite code");
    let code = invite.split("invite code ").nth(1).unwrap().split(' ').next().unwrap().to_string();
    assert_eq!(code.len(), 9, "ABCD-EFGH: {invite}");
    let mut guest = Terminal::start(&["join", &code, "--name", "Bo", "--server", &server], &guest_data);
    guest.until("You are in game");
    play(&mut host, &mut guest, 6);

    // The server goes away and comes back on the same port: both terminals say so,
    // reconnect with their tokens, and play on.
    running.stop();
    host.until("Reconnecting");
    guest.until("Reconnecting");
    let running = Server::start(&database, addr);
    host.until("At the table");
    guest.until("At the table");
    play(&mut host, &mut guest, 4);

    host.type_line("end");
    for term in [&mut host, &mut guest] {
        term.until("The host ended the game");
        term.until("These dice were fair: checked");
        let status = term.child.wait().unwrap();
        assert!(status.success(), "{status}: {}", term.seen.join("\n"));
    }
    running.stop();
    let _ = std::fs::remove_dir_all(&dir);
}
