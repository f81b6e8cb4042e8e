//! Issue 40's differential test: the same seeded game played once through a real
//! Spelbord server (the server binary on a loopback port, one app `Table` per seat
//! over a real WebSocket) and once on the core's tables in this process, one per
//! seat over one local game, each holding only its seat (`Table::open_seat`: what a
//! seat must see online, see docs/protocol.md), each seat's screens compared one by
//! one (board, turn, the player's own roll, "Played for you" with its dice and the
//! wait for the tap, catch-up with moves taken back, resign, the end; connection
//! fields aside). The online game's seed comes from its fair-dice secret: the game is
//! played online first, then its exported save gives the seed, and the same taps are
//! made on the local tables (their history is checked against the save's, move for
//! move).
//!
//! Needs the server binary: `$SPELBORD_SERVER`, else target/debug/spelbord-server
//! (`cargo build -p spelbord-server` first; the test says so when it is missing).

use std::collections::HashMap;
use std::io::ErrorKind;
use std::net::TcpStream;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{channel, Sender};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use spelbord_ffi::i18n::{render_message, Language};
use spelbord_ffi::remote::{RemoteSeat, SocketEvents, WebSocketTransport};
use spelbord_ffi::table::{Table, TableListener, TableSettings, TableState};
use spelbord_ffi::types::Phase;

/// The longest wait for a table to settle: a wait that runs out fails the test (no hang).
const LONG: u32 = 5_000;

/// The server binary on a free loopback port, with a data directory of its own;
/// stopped when dropped.
struct Server {
    child: Child,
    addr: String,
    dir: PathBuf,
}

impl Server {
    fn start() -> Server {
        let bin = std::env::var_os("SPELBORD_SERVER")
            .map(PathBuf::from)
            .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/debug/spelbord-server"));
        assert!(bin.exists(), "no server binary at {} (cargo build -p spelbord-server)", bin.display());
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let addr = format!("127.0.0.1:{port}");
        let dir = std::env::temp_dir().join(format!("spelbord-diff-{}-{port}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let child = Command::new(bin)
            .args(["--listen", &addr, "--data", dir.to_str().unwrap(), "--key-file"])
            .arg(dir.join("server.key"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let deadline = Instant::now() + Duration::from_secs(20);
        while TcpStream::connect(&addr).is_err() {
            assert!(Instant::now() < deadline, "the server never listened on {addr}");
            std::thread::sleep(Duration::from_millis(20));
        }
        Server { child, addr, dir }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// What the socket thread is told.
enum Out {
    Text(String),
    Close,
}

/// A real WebSocket (tungstenite) as the shells' transport: a thread per socket.
#[derive(Default)]
struct Socket {
    out: Mutex<Option<Sender<Out>>>,
}

impl WebSocketTransport for Socket {
    fn connect(&self, url: String, events: Arc<SocketEvents>) {
        let (tx, rx) = channel();
        if let Some(old) = self.out.lock().unwrap().replace(tx) {
            let _ = old.send(Out::Close);
        }
        std::thread::spawn(move || {
            let Ok((mut ws, _)) = tungstenite::connect(url.as_str()) else {
                events.on_closed("could not connect".into());
                return;
            };
            if let tungstenite::stream::MaybeTlsStream::Plain(s) = ws.get_ref() {
                s.set_read_timeout(Some(Duration::from_millis(5))).unwrap();
            }
            events.on_open();
            loop {
                while let Ok(out) = rx.try_recv() {
                    match out {
                        Out::Text(t) => {
                            if ws.send(tungstenite::Message::text(t)).is_err() {
                                events.on_closed("send failed".into());
                                return;
                            }
                        }
                        Out::Close => {
                            let _ = ws.close(None);
                            return;
                        }
                    }
                }
                match ws.read() {
                    Ok(tungstenite::Message::Text(t)) => events.on_text(t.to_string()),
                    Ok(_) => {}
                    Err(tungstenite::Error::Io(e))
                        if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {}
                    Err(e) => {
                        events.on_closed(e.to_string());
                        return;
                    }
                }
            }
        });
    }

    fn send(&self, text: String) {
        if let Some(tx) = self.out.lock().unwrap().as_ref() {
            let _ = tx.send(Out::Text(text));
        }
    }

    fn close(&self) {
        if let Some(tx) = self.out.lock().unwrap().take() {
            let _ = tx.send(Out::Close);
        }
    }
}

/// Every state a table published.
#[derive(Default)]
struct Record(Mutex<Vec<TableState>>);

/// A remote table's listener.
struct Rec(Arc<Record>);

impl TableListener for Rec {
    fn on_state(&self, state: TableState) {
        self.0 .0.lock().unwrap().push(state);
    }
}

fn settings() -> TableSettings {
    TableSettings { bot_ms: 0, forced_ms: 0, auto_play: true, shown_ms: None }
}

fn words(m: &spelbord_ffi::i18n::Message) -> String {
    render_message(m.clone(), Language::En)
}

/// A tap of a player.
#[derive(Clone, Debug)]
enum Action {
    Ack(u64),
    Step(u64, String),
    Confirm(u64),
}

/// What the player at `me` does on `state`: takes down a reveal that holds, else plays
/// the first step offered on their turn (or confirms the move built). The same on
/// both tables, so the same seed makes the same game.
fn tap_for(state: &TableState, me: u32) -> Option<Action> {
    if state.thinking || state.over || state.viewer != Some(me) || state.hand_off.is_some() {
        return None;
    }
    if state.reveal.as_ref().is_some_and(|r| r.seat == me && r.holds) {
        return Some(Action::Ack(state.version));
    }
    if state.phase != (Phase::HumanTurn { seat: me }) {
        return None;
    }
    match state.view.next_steps.first() {
        Some(step) => Some(Action::Step(state.version, step.notation.clone())),
        None if state.view.can_confirm => Some(Action::Confirm(state.version)),
        None => None,
    }
}

fn on_remote(t: &Table, a: Action) {
    match a {
        Action::Ack(v) => t.acknowledge(v),
        Action::Step(v, s) => t.choose_step(v, s),
        Action::Confirm(v) => t.confirm(v),
    }
}

fn on_local(t: &spelbord_core::table::Table, a: Action) {
    match a {
        Action::Ack(v) => t.acknowledge(v),
        Action::Step(v, s) => t.choose_step(v, &s),
        Action::Confirm(v) => t.confirm(v),
    }
}

/// A device of one seat, online or on the reference (one core table per seat over
/// one local session): what the players do is the same on both.
trait Device {
    fn settled(&self, what: &str) -> TableState;
    fn tap(&self, a: Action);
    fn undo(&self, version: u64);
    fn resign(&self, version: u64);
    fn may_resign(&self) -> bool;
    /// Who made the last entry of the move log.
    fn last_by(&self) -> Option<u32>;
}

impl Device for Arc<Table> {
    fn settled(&self, what: &str) -> TableState {
        settled(self, what)
    }
    fn tap(&self, a: Action) {
        on_remote(self, a)
    }
    fn undo(&self, version: u64) {
        Table::undo(self, version)
    }
    fn resign(&self, version: u64) {
        Table::resign(self, version)
    }
    fn may_resign(&self) -> bool {
        self.resign_question().is_some()
    }
    fn last_by(&self) -> Option<u32> {
        self.move_log().last().and_then(|e| e.by)
    }
}

impl Device for Arc<spelbord_core::table::Table> {
    fn settled(&self, what: &str) -> TableState {
        let start = Instant::now();
        let s: TableState = self.settle(Duration::from_millis(u64::from(LONG))).into();
        assert!(start.elapsed() < Duration::from_millis(u64::from(LONG)), "{what}: the table never settled: {s:?}");
        s
    }
    fn tap(&self, a: Action) {
        on_local(self, a)
    }
    fn undo(&self, version: u64) {
        spelbord_core::table::Table::undo(self, version)
    }
    fn resign(&self, version: u64) {
        spelbord_core::table::Table::resign(self, version)
    }
    fn may_resign(&self) -> bool {
        self.resign_question().is_some()
    }
    fn last_by(&self) -> Option<u32> {
        self.move_log().last().and_then(|e| e.by).map(|b| b as u32)
    }
}

/// One screen of `me`'s as compared (connection fields, pace and version numbers
/// aside: a hand-off on one device counts versions the server does not have); `None`
/// for a state that is not one of theirs to look at (another seat's turn, a state
/// while the table or the server is busy, a hand-off).
fn screen(s: &TableState, me: u32) -> Option<String> {
    if s.over && !s.thinking {
        // The end: everyone's (a table on one device shows it to whoever looks).
        return Some(format!("over {:?}", s.view.outcome));
    }
    let mine = s.phase == (Phase::HumanTurn { seat: me }) || s.reveal.as_ref().is_some_and(|r| r.seat == me);
    if s.thinking || s.viewer != Some(me) || s.hand_off.is_some() || !(mine || s.over) {
        return None;
    }
    let reveal = s.reveal.as_ref().map(|r| {
        let lines: Vec<String> = r.lines.iter().map(words).collect();
        // Its button's words aside: "OK, go on" on a device of one's own, "pass it
        // to the next player" on one device (the core's words for each).
        format!("{} {lines:?} dice={:?} holds={} cards={:?}", words(&r.title), r.dice, r.holds, r.cards)
    });
    let catch_up: Vec<String> = s.catch_up.iter().map(words).collect();
    let outcome = s.view.outcome.as_ref().map(|o| format!("{o:?}"));
    // Each device holds one seat online: the game never waits for a hand-off there,
    // where a table on one device shows what it shows meanwhile behind one.
    let phase = match s.phase {
        Phase::HandOff { seat } => Phase::HumanTurn { seat },
        ref p => p.clone(),
    };
    Some(format!(
        "{:?} over={} pending={:?} steps={:?} reveal={reveal:?} catch_up={catch_up:?} error={:?} outcome={outcome:?}\n{:?}",
        phase,
        s.over,
        s.view.pending,
        s.view.next_steps.iter().map(|n| n.notation.clone()).collect::<Vec<_>>(),
        s.error.as_ref().map(words),
        s.scene.nodes
    ))
}

fn screens(states: &[TableState], me: u32) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for s in states.iter().filter_map(|s| screen(s, me)) {
        if out.last() != Some(&s) {
            out.push(s);
        }
    }
    out
}

/// Settles a remote table; a wait that runs out fails the test.
fn settled(t: &Table, what: &str) -> TableState {
    let start = Instant::now();
    let s = t.settle(LONG);
    assert!(start.elapsed() < Duration::from_millis(u64::from(LONG)), "{what}: the table never settled: {s:?}");
    s
}

/// Settles every device and waits until each has been sent the same version (a frame
/// to one device may still be on its way when another settles); a wait that runs out
/// fails the test.
fn all_settled(tables: &[impl Device], what: &str) -> Vec<TableState> {
    let deadline = Instant::now() + Duration::from_millis(u64::from(LONG));
    loop {
        let states: Vec<TableState> = tables.iter().map(|t| t.settled(what)).collect();
        if states.iter().all(|s| s.version == states[0].version) {
            return states;
        }
        assert!(Instant::now() < deadline, "{what}: the devices never showed the same version");
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// What the online game did besides the taps, to do the same on the device.
#[derive(Default, Clone, Copy, Debug)]
struct Script {
    /// After this many taps, the player who just moved takes their move back (when the
    /// next player waits for a tap, so nothing raced it).
    undo_from: Option<usize>,
    /// At the end, the player to move resigns.
    resign: bool,
}

/// What happened online: the tap after which the move was taken back, if it was.
#[derive(Default, Debug)]
struct Done {
    undo_after: Option<usize>,
    taps: usize,
}

/// The players' taps on one device each, the same online and on the reference:
/// `taps` taps (a reveal that holds taken down first, then the one to move plays the
/// first step offered), the move taken back once as `script` says, and the resign.
fn drive(tables: &[impl Device], game: &str, players: usize, taps: usize, script: Script) -> Done {
    let mut done = Done::default();
    while done.taps < taps {
        let states = all_settled(tables, game);
        // Who a table on one device would wait for: a reveal that holds first, then the one to move.
        let holder = (0..players).find(|&i| states[i].reveal.as_ref().is_some_and(|r| r.holds));
        let mover = (0..players).find(|&i| tap_for(&states[i], i as u32).is_some());
        let brief = |s: &TableState| {
            format!(
                "{:?} v{} thinking={} viewer={:?} reveal={:?} over={} steps={} err={:?}",
                s.phase,
                s.version,
                s.thinking,
                s.viewer,
                s.reveal.as_ref().map(|r| (r.seat, r.holds)),
                s.over,
                s.view.next_steps.len(),
                s.error.as_ref().map(words)
            )
        };
        let Some(me) = holder.or(mover) else {
            eprintln!("online stop: {:?}", states.iter().map(brief).collect::<Vec<_>>());
            break;
        };
        let Some(action) = tap_for(&states[me], me as u32) else {
            eprintln!("online stop: {:?}", states.iter().map(brief).collect::<Vec<_>>());
            break;
        };
        // Only a move of the player's own can be taken back at the hand-off that follows.
        // (Not a Pairanoid give: the exchange that follows is beyond undo on the
        // device, and the server's view may still offer it; see the issue 40 report.)
        let own = match &action {
            Action::Ack(_) => false,
            Action::Step(_, step) => !step.starts_with("give:"),
            Action::Confirm(_) => true,
        };
        tables[me].tap(action);
        done.taps += 1;
        if own && script.undo_from.is_some_and(|u| done.taps >= u) && done.undo_after.is_none() {
            let states = all_settled(tables, game);
            let mine = &states[me];
            let next_waits = states.iter().enumerate().any(|(i, s)| {
                i != me && s.phase == (Phase::HumanTurn { seat: i as u32 }) && tap_for(s, i as u32).is_some()
            });
            // Nothing played since (a forced move of the next player's is played at
            // once online, behind a hand-off on one device).
            let last_mine = tables[me].last_by() == Some(me as u32);
            if mine.view.can_undo && mine.phase != (Phase::HumanTurn { seat: me as u32 }) && next_waits && last_mine {
                tables[me].undo(mine.version);
                done.undo_after = Some(done.taps);
            }
        }
    }
    if script.resign {
        let states = all_settled(tables, "resign");
        let seat =
            (0..players).find(|&i| states[i].phase == (Phase::HumanTurn { seat: i as u32 })).expect("one to move");
        assert!(tables[seat].may_resign(), "{game}: seat {seat} may resign");
        tables[seat].resign(states[seat].version);
    }
    all_settled(tables, "end");
    done
}

/// Plays `taps` taps of `game` online (one person per seat, one device each); each
/// seat's screens, the exported save's text and what was done.
fn online(
    server: &Server,
    game: &str,
    players: usize,
    taps: usize,
    script: Script,
) -> (Vec<Vec<String>>, String, Done) {
    let records: Vec<Arc<Record>> = (0..players).map(|_| Arc::new(Record::default())).collect();
    let mut seats = vec![RemoteSeat::Me { name: "Anna".into() }];
    for name in ["Bo", "Cia", "Dan"].iter().take(players - 1) {
        seats.push(RemoteSeat::Invite { name: name.to_string() });
    }
    let host = Table::host(
        server.addr.clone(),
        "en".into(),
        game.into(),
        HashMap::new(),
        seats,
        settings(),
        Box::new(Socket::default()),
        Box::new(Rec(records[0].clone())),
    );
    let codes = {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let s = settled(&host, "host");
            let invites = s.online.as_ref().map(|o| o.invites.clone()).unwrap_or_default();
            if invites.len() == players - 1 {
                break invites;
            }
            assert!(Instant::now() < deadline, "no invite codes");
            std::thread::sleep(Duration::from_millis(10));
        }
    };
    let mut tables = vec![host];
    for (k, invite) in codes.iter().enumerate() {
        assert_eq!(invite.seat as usize, k + 1);
        tables.push(Table::join(
            server.addr.clone(),
            "en".into(),
            invite.code.clone(),
            None,
            settings(),
            Box::new(Socket::default()),
            Box::new(Rec(records[k + 1].clone())),
        ));
    }
    // Every device at the board.
    let deadline = Instant::now() + Duration::from_secs(10);
    while tables.iter().any(|t| settled(t, "start").scene.nodes.is_empty()) {
        assert!(Instant::now() < deadline, "the game never started");
        std::thread::sleep(Duration::from_millis(10));
    }
    let done = drive(&tables, game, players, taps, script);
    let shown: Vec<Vec<String>> =
        records.iter().enumerate().map(|(me, r)| screens(&r.0.lock().unwrap(), me as u32)).collect();
    // The save: the host ends the game (if it is not over); every device is sent the
    // save at the end (its fair dice checked against it).
    if !script.resign {
        tables[0].end_game();
        settled(&tables[0], "ended");
    }
    let deadline = Instant::now() + Duration::from_secs(5);
    let save = loop {
        if let Some(text) = tables[0].finished_save() {
            break text;
        }
        let s = tables[0].state();
        assert!(Instant::now() < deadline, "{game}: no save at the end: {:?} {:?}", s.phase, s.error);
        std::thread::sleep(Duration::from_millis(20));
    };
    for t in &tables {
        t.leave();
    }
    (shown, save, done)
}

/// A reference device's states; each change it shows is told to the other devices'
/// tables over the same session (as the server sends every device a frame).
struct DeviceRecord {
    record: Arc<Record>,
    others: Arc<Mutex<Vec<std::sync::Weak<spelbord_core::table::Table>>>>,
}

impl spelbord_core::table::TableListener for DeviceRecord {
    fn on_state(&self, state: spelbord_core::table::TableState) {
        self.record.0.lock().unwrap().push(state.into());
        let others: Vec<_> = self.others.lock().unwrap().iter().filter_map(std::sync::Weak::upgrade).collect();
        for t in others {
            t.moved_elsewhere();
        }
    }
}

/// The same taps on the reference: one core table per seat over one local game from
/// the save's seed, each holding only its seat ([`spelbord_core::table::Table::open_seat`]),
/// the move taken back where it was online; each seat's screens.
fn local(save: &spelbord_core::SaveFile, players: usize, done: &Done, script: Script) -> Vec<Vec<String>> {
    let config = spelbord_core::SessionConfig {
        game: save.game.clone(),
        seats: save.seats.iter().map(|s| spelbord_core::SeatConfig::human(s.name.clone())).collect(),
        variants: save.setup.variants.clone(),
        seed: Some(save.seed),
        title: None,
    };
    let session: spelbord_core::table::SharedSession =
        Arc::new(Mutex::new(spelbord_core::new_session(&config).unwrap()));
    let records: Vec<Arc<Record>> = (0..players).map(|_| Arc::new(Record::default())).collect();
    let peers: Vec<Arc<Mutex<Vec<std::sync::Weak<spelbord_core::table::Table>>>>> =
        (0..players).map(|_| Arc::default()).collect();
    let tables: Vec<Arc<spelbord_core::table::Table>> = (0..players)
        .map(|me| {
            let listener = DeviceRecord { record: records[me].clone(), others: peers[me].clone() };
            // A forced move waits a little, so every device has been told of the
            // change before it (a frame reaches every device online, in order): the
            // notice is a call, the pause never shows (the table is busy meanwhile).
            let pace = TableSettings { forced_ms: 20, ..settings() };
            Arc::new(spelbord_core::table::Table::open_seat(session.clone(), me, pace.into(), Arc::new(listener)))
        })
        .collect();
    for (me, p) in peers.iter().enumerate() {
        *p.lock().unwrap() =
            tables.iter().enumerate().filter(|(i, _)| *i != me).map(|(_, t)| Arc::downgrade(t)).collect();
    }
    for t in &tables {
        t.moved_elsewhere();
    }
    let here = drive(&tables, &save.game, players, done.taps, Script { undo_from: done.undo_after, ..script });
    assert_eq!(here.undo_after, done.undo_after, "the move was taken back at the same tap");
    // The same game: the local history is the exported one, move for move.
    let history = session.lock().unwrap().history();
    assert_eq!(history.len(), save.history.len(), "the local tables played as many entries");
    for (a, b) in history.iter().zip(&save.history) {
        assert_eq!((a.by, &a.mv), (b.by, &b.mv), "the local tables replay the online game");
    }
    for t in &tables {
        t.close();
    }
    records.iter().enumerate().map(|(me, r)| screens(&r.0.lock().unwrap(), me as u32)).collect()
}

/// Compares each seat's screens online and on the device; the online ones.
fn same_screens(game: &str, players: usize, taps: usize, script: Script) -> Vec<Vec<String>> {
    let server = Server::start();
    let started = Instant::now();
    let (far, text, done) = online(&server, game, players, taps, script);
    let save = spelbord_core::SaveFile::from_json(&text, "online").unwrap();
    let here = local(&save, players, &done, script);
    for (me, (h, f)) in here.iter().zip(&far).enumerate() {
        assert!(h.len() > 1, "{game}: seat {me} saw its turn");
        for (k, (a, b)) in h.iter().zip(f).enumerate() {
            if a != b {
                // The first line tells what differs (the scene follows it, long).
                let first = |s: &str| s.lines().next().unwrap_or_default().to_string();
                let scenes = if first(a) == first(b) { "the scenes differ" } else { "" };
                panic!(
                    "{game}: seat {me}'s screen {k} differs {scenes}\n local: {}\nonline: {}\n before it: {:?}",
                    first(a),
                    first(b),
                    h[..k].iter().rev().take(3).map(|s| first(s)).collect::<Vec<_>>()
                );
            }
        }
        let tail = |v: &[String]| {
            v.iter()
                .skip(h.len().min(f.len()).saturating_sub(1))
                .map(|s| s.lines().next().unwrap_or_default().to_string())
                .collect::<Vec<_>>()
        };
        assert_eq!(h.len(), f.len(), "{game}: seat {me} saw as many screens: local {:?} online {:?}", tail(h), tail(f));
    }
    let played = far.iter().flatten().filter(|s| s.contains("Played for")).count();
    let rolled = far.iter().flatten().filter(|s| s.contains("dice=[") && !s.contains("dice=[]")).count();
    let taken_back = far.iter().flatten().filter(|s| s.contains("taken back")).count();
    eprintln!(
        "{game}: {} screens compared, {played} with a move played for a player, {rolled} with dice shown, \
         {taken_back} with a move taken back, {done:?}, in {:?}",
        far.concat().len(),
        started.elapsed()
    );
    far
}

#[test]
fn fevga_online_and_on_the_device_show_each_seat_the_same_screens() {
    let far = same_screens("fevga", 2, 60, Script { undo_from: None, resign: true });
    // The single game given up is won at its value on every device, in words.
    for (me, shown) in far.iter().enumerate() {
        let end = shown.last().expect("screens");
        assert!(end.contains("tavli-end-resigned") && !end.contains("points: [0, 0]"), "seat {me}: {end}");
    }
}

#[test]
fn fia_online_and_on_the_device_show_each_seat_the_same_screens() {
    same_screens("fia", 2, 60, Script { undo_from: None, resign: false });
}

#[test]
fn pairanoid_online_and_on_the_device_show_each_seat_the_same_screens() {
    same_screens("pairanoid", 4, 40, Script { undo_from: Some(4), resign: false });
}

#[test]
fn fjols_online_and_on_the_device_show_each_seat_the_same_screens() {
    same_screens("fjols", 4, 40, Script { undo_from: Some(4), resign: false });
}
