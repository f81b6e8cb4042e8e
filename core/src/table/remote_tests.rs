//! The online seat's table against the same game on the device: a core session plays
//! the server (it applies the actions the seats' links send and makes each seat's
//! frame as the server does: its view, its scene, the change's events, the catch-up
//! since it was sent last), one [`Table`] per seat on a [`RemoteSession`], and the
//! same seeded game on one local [`Table`]. Each seat must see the same screens in
//! the same order: its own roll, "Played for you" with its dice waiting for its tap,
//! the catch-up, the end. The real server and protocol client do the same in
//! bindings/tests (a differential test over a socket).

use std::sync::{Arc, Mutex};
use std::time::Duration;

use super::remote::{RemoteAction, RemoteFrame, RemoteLink, RemoteSession};
use super::*;
use crate::catch_up::Seen;
use crate::i18n::{render, Lang};
use crate::session::{Phase, PlaySession, SeatConfig, SessionConfig};

const LONG: Duration = Duration::from_secs(20);

/// Every state a table published.
#[derive(Default)]
struct Record(Mutex<Vec<TableState>>);

impl TableListener for Record {
    fn on_state(&self, state: TableState) {
        self.0.lock().unwrap().push(state);
    }
}

/// The actions a seat's table sent, for the test's server.
#[derive(Default)]
struct Outbox(Mutex<Vec<RemoteAction>>);

impl RemoteLink for Outbox {
    fn send(&self, action: RemoteAction) {
        self.0.lock().unwrap().push(action);
    }
}

/// One device: its table, what it sent, what it was told.
struct Device {
    table: Table,
    record: Arc<Record>,
    outbox: Arc<Outbox>,
    /// Where the server last sent this device a frame (its catch-up starts there).
    seen: Seen,
    /// The catch-up lines since the player last acted (as the protocol client keeps them).
    since: Vec<String>,
}

fn settings() -> TableSettings {
    TableSettings { bot_ms: 0, forced_ms: 0, auto_play: true, shown_ms: None }
}

fn server(game: &str, seed: u64) -> Box<dyn PlaySession> {
    let config = SessionConfig {
        game: game.into(),
        seats: vec![SeatConfig::human("Anna"), SeatConfig::human("Bo")],
        variants: Default::default(),
        seed: Some(seed),
        title: None,
    };
    crate::new_session(&config).unwrap()
}

/// The frame the server sends `seat`, as server/src/hub.rs makes it (through
/// spelbord_protocol::frame::play_frame): what the seat may see, and the lines since
/// it was sent last.
fn frame(s: &dyn PlaySession, seat: Seat, seen: &mut Seen, since: &mut Vec<String>, fresh: bool) -> RemoteFrame {
    since.extend(s.catch_up(*seen, seat).iter().map(|l| render(l, Lang::En)));
    let excess = since.len().saturating_sub(8);
    since.drain(..excess);
    *seen = Seen { history: s.history_len(), version: s.version() };
    RemoteFrame {
        view: s.view(Some(seat)),
        scene: s.scene(Some(seat)),
        seats: s.seats().to_vec(),
        resign: crate::resign::offer(s, seat).map(|(_, c)| c).unwrap_or_default(),
        events: s.events_for(seat),
        catch_up: since.clone(),
        log: s.log(),
        fresh,
    }
}

/// The server's game and a device per seat.
struct Online {
    server: Box<dyn PlaySession>,
    devices: Vec<Device>,
}

impl Online {
    fn new(game: &str, seed: u64) -> Online {
        let server = server(game, seed);
        let devices = (0..server.seats().len())
            .map(|seat| {
                let outbox = Arc::new(Outbox::default());
                let record = Arc::new(Record::default());
                let (mut seen, mut since) = (Seen::default(), Vec::new());
                let first = frame(server.as_ref(), seat, &mut seen, &mut since, true);
                let session = RemoteSession::new(seat, first, outbox.clone()).expect("a known game");
                let table = Table::open_remote(session, settings(), record.clone());
                Device { table, record, outbox, seen, since }
            })
            .collect();
        Online { server, devices }
    }

    /// Lets every table settle, and the server answer every action sent meanwhile.
    fn pump(&mut self) {
        loop {
            for d in &self.devices {
                d.table.settle(LONG);
            }
            let mut any = false;
            for seat in 0..self.devices.len() {
                let sent: Vec<RemoteAction> = std::mem::take(&mut *self.devices[seat].outbox.0.lock().unwrap());
                for action in sent {
                    any = true;
                    // The player acted: what others did before is read.
                    self.devices[seat].since.clear();
                    let s = self.server.as_mut();
                    let result = match action {
                        RemoteAction::Step { version, step } => s.choose_step(Some(version), seat, &step).map(|_| ()),
                        RemoteAction::Act { version, mv } => s.act(Some(version), seat, &mv).map(|_| ()),
                        RemoteAction::Confirm { version } => s.confirm(Some(version), seat).map(|_| ()),
                        RemoteAction::Undo { .. } => s.undo(seat),
                        RemoteAction::Resign { scope, .. } => s.resign_as(seat, scope),
                    };
                    match result {
                        Ok(()) => {
                            for (k, d) in self.devices.iter_mut().enumerate() {
                                let f = frame(self.server.as_ref(), k, &mut d.seen, &mut d.since, false);
                                d.table.receive(f);
                            }
                        }
                        Err(_) => self.devices[seat].table.remote_refused(),
                    }
                }
            }
            if !any {
                return;
            }
        }
    }
}

/// What the player at `me` does on `state`: takes down a reveal that holds, else
/// plays the first step offered on their turn (confirms a whole move).
fn tap(table: &Table, state: &TableState, me: Seat) -> bool {
    if state.thinking || state.over || state.viewer != Some(me) {
        return false;
    }
    if let Some(r) = &state.reveal {
        if r.seat == me && r.holds {
            table.acknowledge(state.version);
            return true;
        }
    }
    if state.phase != (Phase::HumanTurn { seat: me }) {
        return false;
    }
    match state.view.next_steps.first() {
        Some(step) => table.choose_step(state.version, &step.notation),
        None if state.view.can_confirm => table.confirm(state.version),
        None => return false,
    }
    true
}

/// One screen of `me`'s, as compared: the board, the turn, the reveal and the catch-up
/// in words (connection and pace aside).
fn screen(state: &TableState, me: Seat) -> Option<String> {
    let mine = state.phase == (Phase::HumanTurn { seat: me }) || state.reveal.as_ref().is_some_and(|r| r.seat == me);
    if state.thinking || state.viewer != Some(me) || !(mine || state.over) {
        return None;
    }
    let words = |m: &[crate::Msg]| m.iter().map(|l| render(l, Lang::En)).collect::<Vec<_>>();
    let reveal = state.reveal.as_ref().map(|r| {
        (render(&r.title, Lang::En), words(&r.lines), format!("{:?}", r.dice), r.holds, r.in_notation.clone())
    });
    // The catch-up is the server's lines online (gathered frame by frame since the
    // player last acted) and the log since the player's last turn here: the same
    // lines but for a game's opening (a roll-off before the first frame); it is
    // checked on its own below.
    Some(format!(
        "v{} {:?} pending={:?} over={} reveal={:?} hand_off={:?}\n{:?}",
        state.version, state.phase, state.view.pending, state.over, reveal, state.hand_off, state.scene
    ))
}

/// `me`'s screens among `states`, each once.
fn screens(states: &[TableState], me: Seat) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for s in states.iter().filter_map(|s| screen(s, me)) {
        if out.last() != Some(&s) {
            out.push(s);
        }
    }
    out
}

/// Plays `taps` taps of the same policy locally and online; each seat's screens.
fn both(game: &str, seed: u64, taps: usize) -> (Vec<Vec<String>>, Vec<Vec<String>>) {
    let record = Arc::new(Record::default());
    let local = Table::open(Arc::new(Mutex::new(server(game, seed))), None, settings(), record.clone());
    for _ in 0..taps {
        let state = local.settle(LONG);
        let Some(me) = state.viewer else { break };
        if !tap(&local, &state, me) {
            break;
        }
    }
    local.settle(LONG);
    let mut online = Online::new(game, seed);
    for _ in 0..taps {
        online.pump();
        // The player a local table would wait for: a reveal that holds first, then the one to move.
        let states: Vec<TableState> = online.devices.iter().map(|d| d.table.state()).collect();
        let holder = states.iter().position(|s| s.reveal.as_ref().is_some_and(|r| r.holds));
        let mover = match online.server.phase() {
            Phase::HumanTurn { seat } => Some(seat),
            _ => None,
        };
        let Some(me) = holder.or(mover) else { break };
        if !tap(&online.devices[me].table, &states[me], me) {
            break;
        }
    }
    online.pump();
    let seats = online.devices.len();
    let local_states = record.0.lock().unwrap().clone();
    let here = (0..seats).map(|me| screens(&local_states, me)).collect();
    let far = online.devices.iter().enumerate().map(|(me, d)| screens(&d.record.0.lock().unwrap(), me)).collect();
    (here, far)
}

/// A seed whose game has a move played for a player within `taps` taps.
fn with_forced(game: &str, taps: usize) -> u64 {
    (1..200)
        .find(|&seed| {
            let (here, _) = both_local_only(game, seed, taps);
            here
        })
        .expect("some seed brings a forced move")
}

/// True when the local game of `seed` shows "Played for …" within `taps` taps.
fn both_local_only(game: &str, seed: u64, taps: usize) -> (bool, ()) {
    let record = Arc::new(Record::default());
    let local = Table::open(Arc::new(Mutex::new(server(game, seed))), None, settings(), record.clone());
    for _ in 0..taps {
        let state = local.settle(LONG);
        let Some(me) = state.viewer else { break };
        if !tap(&local, &state, me) {
            break;
        }
    }
    local.settle(LONG);
    let played =
        record.0.lock().unwrap().iter().any(|s| {
            s.reveal.as_ref().is_some_and(|r| r.title.key == "table-reveal-played" && !r.dice.nodes.is_empty())
        });
    (played, ())
}

fn same_screens(game: &str, taps: usize) {
    let seed = with_forced(game, taps);
    let (here, far) = both(game, seed, taps);
    for (me, (h, f)) in here.iter().zip(&far).enumerate() {
        assert!(h.len() > 3, "{game}: seat {me} saw its turn a few times");
        for (k, (a, b)) in h.iter().zip(f).enumerate() {
            assert_eq!(a, b, "{game} seed {seed}: seat {me}'s screen {k} differs (local left, online right)");
        }
        assert_eq!(h.len(), f.len(), "{game} seed {seed}: seat {me} saw as many screens");
    }
    let played = far.iter().flatten().any(|s| s.contains("Played for"));
    assert!(played, "{game} seed {seed}: online, a move played for a player was shown");
}

/// Online, what the other seat did is told at the player's turn (the server's lines),
/// and once read (the player acted) it is not told again.
#[test]
fn an_online_seat_is_told_what_the_other_did_at_its_turn() {
    let mut online = Online::new("fia", 3);
    let mut told = 0;
    for _ in 0..30 {
        online.pump();
        let Phase::HumanTurn { seat } = online.server.phase() else { break };
        let state = online.devices[seat].table.state();
        if state.reveal.is_none() && online.server.history().iter().any(|e| e.by == Some(1 - seat)) {
            told += usize::from(!state.catch_up.is_empty());
        }
        let states: Vec<TableState> = online.devices.iter().map(|d| d.table.state()).collect();
        let me = states.iter().position(|s| s.reveal.as_ref().is_some_and(|r| r.holds)).unwrap_or(seat);
        assert!(tap(&online.devices[me].table, &states[me], me));
    }
    assert!(told > 2, "the catch-up was shown ({told} times)");
}

#[test]
fn an_online_seat_sees_the_screens_of_the_same_game_on_the_device_in_fevga() {
    same_screens("fevga", 60);
}

#[test]
fn an_online_seat_sees_the_screens_of_the_same_game_on_the_device_in_fia() {
    same_screens("fia", 60);
}

/// Online, a move played for a player is shown with its dice on their device and waits
/// for their tap there only: the other device goes on.
#[test]
fn played_for_you_waits_on_the_movers_device_only() {
    let game = "fia";
    let seed = with_forced(game, 60);
    let mut online = Online::new(game, seed);
    for _ in 0..60 {
        online.pump();
        let states: Vec<TableState> = online.devices.iter().map(|d| d.table.state()).collect();
        if let Some(me) = states.iter().position(|s| s.reveal.as_ref().is_some_and(|r| r.holds)) {
            let r = states[me].reveal.clone().unwrap();
            assert_eq!(r.title.key, "table-reveal-played", "{:?}", r.title);
            assert!(!r.dice.nodes.is_empty(), "its dice are shown");
            assert!(states[me].hand_off.is_none(), "no hand-off online");
            let other = 1 - me;
            assert!(states[other].reveal.is_none(), "nothing of it on the other device");
            // It stays until the tap, whatever else happens.
            std::thread::sleep(Duration::from_millis(50));
            online.pump();
            assert!(online.devices[me].table.state().reveal.is_some_and(|r| r.holds), "it waits for the tap");
            online.devices[me].table.acknowledge(online.devices[me].table.state().version);
            assert!(online.devices[me].table.settle(LONG).reveal.is_none(), "gone with the tap");
            return;
        }
        let Phase::HumanTurn { seat } = online.server.phase() else { break };
        assert!(tap(&online.devices[seat].table, &states[seat], seat), "seat {seat} may play: {:?}", states[seat]);
    }
    panic!("no move was played for a player");
}
