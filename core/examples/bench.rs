//! The speed figures of issue 15, printed in one run (not part of CI):
//!
//! - `ui`: every call a shell makes on a human's turn (view, scene, choose a step,
//!   undo, step at a point, hint start), worst case over the heaviest positions of each
//!   game. The heavy positions are found by a search: seeded games in which every seat
//!   is a human playing the medium bot's move through a session; at every human turn
//!   the legal moves and their tap orders are counted, and the positions with the most
//!   tap orders and the most legal moves are replayed and timed, call by call, in the
//!   order a shell makes them (the first `view` after a move pays for any listing).
//! - `playouts`: engine random playouts per CPU-second (Fevga, 4-player Fia, and
//!   Portes and Plakoto from the whole legal list: `portes-full`, `plakoto-full`); Fevga
//!   twice: `fevga` draws one move by `Game::random_move`, `fevga-full` picks uniformly
//!   from the whole `Game::legal_moves` list (what bots and hints pay for).
//! - `rss`: resident memory of a 100,000-action Fjols session in which every player
//!   picks up whenever they may (run in a child process, so nothing else is counted).
//! - `bots`: CPU time per bot decision (median and max) for each game and level.
//! - `autosave`: the wait of a shell's calls while the table autosaves: bots play
//!   Fevga matches on a table at full speed, every action saved to a store on disk (a
//!   journal line and its sync, a full save now and then), while a second thread
//!   calls `state()` and a (stale) tap as fast as it can; wall time per call, worst
//!   and 99th percentile, and the autosaves' own wall time. Run twice in one go:
//!   `before`, the save written under the table's locks (as the table did before
//!   issue 21: `Autosave::stage`'s default), and `after`, the table's own way (staged
//!   under the locks, waited for with none held).
//!
//! `cargo run --release -p spelbord-core --example bench [ui|ui:GAME|playouts|playouts:GAME|playouts:fevga-full|playouts:portes-full|rss|bots|autosave]...`
//! Times are CPU time of the calling thread (the machine may be shared). The OpenSpiel
//! comparison is `scripts/bench-openspiel.sh`, which runs this and OpenSpiel together.

use std::time::Duration;

use spelbord_core::game::{BotLevel, Game, ToMove};
use spelbord_core::games::{
    fevga::Fevga, fia::Fia, fjols::Fjols, pairanoid::Pairanoid, plakoto::Plakoto, portes::Portes,
};
use spelbord_core::rng::GameRng;
use spelbord_core::session::{Phase, PlaySession, SeatConfig, Session, SessionConfig};

/// CPU time of this thread.
fn cpu_now() -> Duration {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: clock_gettime writes one timespec through a valid pointer.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32)
}

/// Runs `f` and returns its result with the CPU time it took, in milliseconds.
fn timed<T>(f: impl FnOnce() -> T) -> (T, f64) {
    let start = cpu_now();
    let out = f();
    (out, (cpu_now() - start).as_secs_f64() * 1000.0)
}

fn config(game: &str, players: usize, seed: u64, level: Option<BotLevel>) -> SessionConfig {
    SessionConfig {
        game: game.to_string(),
        seats: (0..players)
            .map(|i| match level {
                Some(l) => SeatConfig::bot(format!("bot{i}"), l),
                None => SeatConfig::human(format!("p{i}")),
            })
            .collect(),
        variants: Default::default(),
        seed: Some(seed),
        title: None,
    }
}

/// Moves a human session on to the next human turn (hand-offs confirmed); returns the
/// seat to move, or `None` once the game is over.
fn to_human_turn<G: Game>(session: &mut Session<G>) -> Option<usize> {
    loop {
        match session.phase() {
            Phase::HandOff { seat } => session.confirm_handoff(seat).expect("hand-off"),
            Phase::HumanTurn { seat } => return Some(seat),
            Phase::BotTurn { .. } | Phase::Over => return None,
        }
    }
}

/// The medium bot's move for the seat to move, in notation.
fn medium_move<G: Game>(session: &Session<G>, seat: usize, rng: &mut GameRng) -> String {
    let state = session.state();
    let mv = G::bot_move(&G::observe(state, seat), BotLevel::Club, rng);
    G::format_move(state, &mv)
}

/// A position found by the search: game seed, seat moves before it, and its size.
#[derive(Clone, Copy, Debug)]
struct Heavy {
    seed: u64,
    moves: usize,
    legal: usize,
    orders: usize,
}

/// Plays `games` seeded games and keeps the positions with the most tap orders and
/// the most legal moves (three of each).
fn search<G: Game>(players: usize, games: u64, max_moves: usize) -> (Vec<Heavy>, usize) {
    let mut found: Vec<Heavy> = Vec::new();
    let mut positions = 0;
    for seed in 0..games {
        let mut session = Session::<G>::new(&config(G::info().id, players, seed, None)).expect("session");
        let mut rng = GameRng::new(seed ^ 0xbe7c);
        for moves in 0..max_moves {
            let Some(seat) = to_human_turn(&mut session) else { break };
            let state = session.state();
            // The game's table (tested equal to legal_moves and step_orders) counts fast.
            let table = G::step_table(state);
            let orders = table.orders_by_move().iter().map(Vec::len).sum();
            found.push(Heavy { seed, moves, legal: table.moves().len(), orders });
            positions += 1;
            let mv = medium_move(&session, seat, &mut rng);
            session.act(None, seat, &mv).expect("bot move is legal");
        }
        found.sort_by_key(|h| std::cmp::Reverse((h.orders, h.legal)));
        let mut by_legal = found.clone();
        by_legal.sort_by_key(|h| std::cmp::Reverse((h.legal, h.orders)));
        let mut keep: Vec<Heavy> = found.iter().take(3).copied().collect();
        for h in by_legal.iter().take(3) {
            if !keep.iter().any(|k| k.seed == h.seed && k.moves == h.moves) {
                keep.push(*h);
            }
        }
        found = keep;
    }
    (found, positions)
}

/// The session at a found position, arrived at by the move that led there.
fn replay<G: Game>(players: usize, h: &Heavy) -> (Session<G>, usize) {
    let mut session = Session::<G>::new(&config(G::info().id, players, h.seed, None)).expect("session");
    let mut rng = GameRng::new(h.seed ^ 0xbe7c);
    for _ in 0..h.moves {
        let seat = to_human_turn(&mut session).expect("replayed game goes on");
        let mv = medium_move(&session, seat, &mut rng);
        session.act(None, seat, &mv).expect("bot move is legal");
    }
    let seat = to_human_turn(&mut session).expect("position is a human turn");
    (session, seat)
}

/// Worst CPU time of each shell call at one position, in the order a shell calls them.
#[derive(Clone, Copy, Debug, Default)]
struct Calls {
    view: f64,
    scene: f64,
    step_at: f64,
    choose: f64,
    undo: f64,
    hint: f64,
}

impl Calls {
    fn max(self, o: Calls) -> Calls {
        Calls {
            view: self.view.max(o.view),
            scene: self.scene.max(o.scene),
            step_at: self.step_at.max(o.step_at),
            choose: self.choose.max(o.choose),
            undo: self.undo.max(o.undo),
            hint: self.hint.max(o.hint),
        }
    }

    fn worst(&self) -> f64 {
        [self.view, self.scene, self.step_at, self.choose, self.undo, self.hint].into_iter().fold(0.0, f64::max)
    }
}

/// Times one turn's shell calls at a position: view and scene as they come after the
/// move (cold), a tap through `scene().hit()`, every first step chosen and undone (with
/// view and scene after each), every second step after the first one, the whole move
/// committed and undone, and the start of a hint.
fn time_turn<G: Game>(session: &mut Session<G>, seat: usize) -> Calls {
    let mut c = Calls::default();
    let me = Some(seat);
    let (view, t) = timed(|| session.view(me));
    c.view = c.view.max(t);
    let (scene, t) = timed(|| session.scene(me));
    c.scene = c.scene.max(t);
    if let Some(node) = scene.nodes.iter().find(|n| n.action.is_some()) {
        let (x, y) = node.rect.centre();
        let (_, t) = timed(|| session.scene(me).hit(x, y).and_then(|n| n.action.clone()));
        c.step_at = c.step_at.max(t);
    }
    let (_, t) = timed(|| session.hint_task(seat).expect("hint"));
    c.hint = t;
    let firsts: Vec<String> = view.next_steps.iter().map(|s| s.notation.clone()).collect();
    let mut deepest: Option<String> = None;
    let mut committed = false;
    for step in &firsts {
        let version = session.version();
        let (r, t) = timed(|| session.choose_step(Some(version), seat, step));
        c.choose = c.choose.max(t);
        r.expect("offered step is legal");
        if session.version() != version {
            // The step committed a whole move: time its undo, if allowed.
            if session.can_undo(seat) {
                let (_, t) = timed(|| session.undo(seat));
                c.undo = c.undo.max(t);
                let (_, t) = timed(|| session.view(me));
                c.view = c.view.max(t);
            } else {
                committed = true;
                break;
            }
            continue;
        }
        let (v, t) = timed(|| session.view(me));
        c.view = c.view.max(t);
        let (_, t) = timed(|| session.scene(me));
        c.scene = c.scene.max(t);
        if deepest.is_none() && !v.next_steps.is_empty() {
            deepest = Some(step.clone());
        }
        let (_, t) = timed(|| session.undo(seat));
        c.undo = c.undo.max(t);
    }
    if committed {
        return c;
    }
    if let Some(first) = deepest {
        let version = session.version();
        session.choose_step(Some(version), seat, &first).expect("legal");
        let seconds: Vec<String> = session.view(me).next_steps.iter().map(|s| s.notation.clone()).collect();
        for step in &seconds {
            let (r, t) = timed(|| session.choose_step(Some(version), seat, step));
            c.choose = c.choose.max(t);
            r.expect("offered step is legal");
            if session.version() != version {
                break;
            }
            let (_, t) = timed(|| session.view(me));
            c.view = c.view.max(t);
            let (_, t) = timed(|| session.undo(seat));
            c.undo = c.undo.max(t);
        }
        if !session.pending(Some(seat)).is_empty() {
            session.undo(seat).expect("undo the first step");
        }
    }
    // A whole move built tap by tap (the first offered step each time), confirmed where
    // the game confirms moves, then taken back.
    let version = session.version();
    loop {
        let v = session.view(me);
        if v.can_confirm {
            let (r, t) = timed(|| session.confirm(Some(version), seat));
            c.choose = c.choose.max(t);
            r.expect("whole move confirms");
            break;
        }
        let Some(step) = v.next_steps.first() else { break };
        let (r, t) = timed(|| session.choose_step(Some(version), seat, &step.notation));
        c.choose = c.choose.max(t);
        r.expect("offered step is legal");
        if session.version() != version {
            break;
        }
    }
    if session.version() != version && session.can_undo(seat) {
        let (_, t) = timed(|| session.undo(seat));
        c.undo = c.undo.max(t);
        let (_, t) = timed(|| session.view(me));
        c.view = c.view.max(t);
        let (_, t) = timed(|| session.scene(me));
        c.scene = c.scene.max(t);
    }
    c
}

fn ui_game<G: Game>(players: usize, games: u64) {
    let name = G::info().id;
    let ((heavy, positions), search_ms) = timed(|| search::<G>(players, games, 400));
    let mut worst = Calls::default();
    for h in &heavy {
        // Three replays; each call's worst over the turn, then the median of the three.
        let mut runs: Vec<Calls> = (0..3)
            .map(|_| {
                let (mut session, seat) = replay::<G>(players, h);
                time_turn(&mut session, seat)
            })
            .collect();
        runs.sort_by(|a, b| a.worst().total_cmp(&b.worst()));
        let c = runs[1];
        println!(
            "  {name} seed {} move {}: {} legal, {} tap orders: view {:.3} scene {:.3} step_at {:.3} choose {:.3} \
             undo {:.3} hint {:.3} ms",
            h.seed, h.moves, h.legal, h.orders, c.view, c.scene, c.step_at, c.choose, c.undo, c.hint
        );
        worst = worst.max(c);
    }
    println!(
        "ui {name} ({players} players, {positions} human turns of {games} games searched in {:.0} ms CPU): worst \
         view {:.3} scene {:.3} step_at {:.3} choose_step {:.3} undo {:.3} hint_start {:.3} ms",
        search_ms, worst.view, worst.scene, worst.step_at, worst.choose, worst.undo, worst.hint
    );
}

/// How a playout picks a seat's move.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Pick {
    /// `Game::random_move`: the game may draw one move without building the others
    /// (Fevga counts its legal plays and builds only the chosen one).
    Drawn,
    /// Uniform over the whole list `Game::legal_moves(state)`, as a bot or a hint
    /// that looks at every move pays for it.
    FullList,
}

/// Random playouts of whole games (chance from the seeded stream, a uniformly random
/// legal move for every seat, picked as `pick` says) for at least `secs` CPU seconds.
fn playouts<G: Game>(label: &str, players: usize, secs: f64, pick: Pick) -> f64 {
    let setup = spelbord_core::game::Setup::new(players).validated(G::info()).expect("setup");
    let mut rng = GameRng::new(7);
    let start = cpu_now();
    let mut games = 0u64;
    let mut actions = 0u64;
    while (cpu_now() - start).as_secs_f64() < secs {
        let mut state = G::new_game(&setup).expect("game");
        loop {
            let mv = match G::to_move(&state) {
                ToMove::Over => break,
                ToMove::Chance => G::sample_chance(&state, &mut rng),
                // Uniform over the legal moves (`legal_moves(state)[rng.below(count)]`).
                ToMove::Seat(_) if pick == Pick::Drawn => G::random_move(&state, &mut rng),
                ToMove::Seat(_) => rng.take_one(G::legal_moves(&state)),
            };
            G::advance(&mut state, &mv);
            actions += 1;
        }
        games += 1;
    }
    let secs = (cpu_now() - start).as_secs_f64();
    let rate = games as f64 / secs;
    println!(
        "playouts {label}: {rate:.0} games per CPU-second ({:.0} actions/game, {games} games)",
        actions as f64 / games as f64
    );
    rate
}

/// Resident and peak memory of this process, in MB (Linux `/proc/self/status`).
fn rss_mb() -> (f64, f64) {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let field = |key: &str| {
        status
            .lines()
            .find(|l| l.starts_with(key))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|kb| kb.parse::<f64>().ok())
            .map_or(0.0, |kb| kb / 1024.0)
    };
    (field("VmRSS:"), field("VmHWM:"))
}

/// A 4-player Fjols session of humans who pick up whenever they may (else the first
/// legal move), for `actions` actions; prints the process's memory.
fn fjols_rss(actions: usize) {
    let (before, _) = rss_mb();
    let mut session = Session::<Fjols>::new(&config("fjols", 4, 1, None)).expect("session");
    let mut done = 0;
    let mut games = 1;
    while done < actions {
        let Some(seat) = to_human_turn(&mut session) else {
            // Someone finished after all: start the next game at the same table.
            games += 1;
            session = Session::<Fjols>::new(&config("fjols", 4, games, None)).expect("session");
            continue;
        };
        let legal = PlaySession::legal_moves(&session);
        let mv = legal.iter().find(|m| *m == "take").unwrap_or(&legal[0]).clone();
        session.act(None, seat, &mv).expect("legal");
        done += 1;
    }
    let (rss, peak) = rss_mb();
    println!(
        "rss fjols: {actions} actions ({} history entries, {games} game(s)): RSS {rss:.1} MB, peak {peak:.1} MB \
         (process start {before:.1} MB); kept per action {:.0} B",
        PlaySession::history(&session).len(),
        (rss - before) * 1024.0 * 1024.0 / actions as f64
    );
}

/// Median and max CPU time per decision of `level` bots over `games` bot-only games.
fn bot_times<G: Game>(players: usize, level: BotLevel, games: u64) {
    let setup = spelbord_core::game::Setup::new(players).validated(G::info()).expect("setup");
    let mut times = Vec::new();
    for seed in 0..games {
        let mut state = G::new_game(&setup).expect("game");
        let mut chance = GameRng::new(seed);
        let mut think = GameRng::new(seed ^ 0x5eed);
        for _ in 0..5000 {
            let mv = match G::to_move(&state) {
                ToMove::Over => break,
                ToMove::Chance => G::sample_chance(&state, &mut chance),
                ToMove::Seat(s) => {
                    let obs = G::observe(&state, s);
                    let (mv, t) = timed(|| G::bot_move(&obs, level, &mut think));
                    times.push(t);
                    mv
                }
            };
            G::advance(&mut state, &mv);
        }
    }
    times.sort_by(f64::total_cmp);
    let median = times.get(times.len() / 2).copied().unwrap_or(0.0);
    let max = times.last().copied().unwrap_or(0.0);
    println!(
        "bots {} {}: median {median:.2} ms, max {max:.2} ms over {} decisions ({games} games)",
        G::info().id,
        level.name(),
        times.len()
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--fjols-child") {
        fjols_rss(args.get(1).and_then(|n| n.parse().ok()).unwrap_or(100_000));
        return;
    }
    let all = args.is_empty();
    let want = |part: &str| all || args.iter().any(|a| a == part);
    let ui = |game: &str| want("ui") || want(&format!("ui:{game}"));
    if ui("fia") {
        ui_game::<Fia>(4, 40);
    }
    if ui("pairanoid") {
        ui_game::<Pairanoid>(4, 20);
    }
    if ui("fjols") {
        ui_game::<Fjols>(4, 40);
    }
    if ui("fevga") {
        ui_game::<Fevga>(2, 30);
    }
    if want("playouts") || want("playouts:fevga") {
        playouts::<Fevga>("fevga", 2, 3.0, Pick::Drawn);
    }
    if want("playouts") || want("playouts:fevga-full") {
        playouts::<Fevga>("fevga-full", 2, 3.0, Pick::FullList);
    }
    if want("playouts") || want("playouts:fia") {
        playouts::<Fia>("fia-4", 4, 3.0, Pick::Drawn);
    }
    // Portes and Plakoto pick from the whole legal list (their `random_move` is the
    // default, which builds it too), as OpenSpiel's uniform random bot does.
    if want("playouts") || want("playouts:portes-full") {
        playouts::<Portes>("portes-full", 2, 3.0, Pick::FullList);
    }
    if want("playouts") || want("playouts:plakoto-full") {
        playouts::<Plakoto>("plakoto-full", 2, 3.0, Pick::FullList);
    }
    if want("rss") {
        let exe = std::env::current_exe().expect("own path");
        let status = std::process::Command::new(exe).args(["--fjols-child", "100000"]).status();
        if !status.is_ok_and(|s| s.success()) {
            println!("rss fjols: the child run failed");
        }
    }
    if want("autosave") {
        autosave_ui(10.0, true);
        autosave_ui(10.0, false);
    }
    if want("bots") {
        for level in [BotLevel::Club, BotLevel::Strong] {
            bot_times::<Fia>(4, level, 6);
            bot_times::<Pairanoid>(4, level, 3);
            bot_times::<Fjols>(4, level, 6);
            bot_times::<Fevga>(2, level, 6);
        }
    }
}

/// Keeps nothing: the autosave bench only reads the table.
struct Quiet;

impl spelbord_core::table::TableListener for Quiet {
    fn on_state(&self, _state: spelbord_core::table::TableState) {}
}

/// The store's writer, each save's wall time kept; `under_lock` writes it while the
/// table holds its locks (the trait's default `stage`), as before issue 21.
struct TimedWriter {
    writer: spelbord_core::GameWriter,
    under_lock: bool,
    times: std::sync::Arc<std::sync::Mutex<Vec<f64>>>,
}

impl spelbord_core::table::Autosave for TimedWriter {
    fn save(&self, session: &dyn PlaySession) -> Result<(), spelbord_core::GameError> {
        let start = std::time::Instant::now();
        let result = self.writer.record(session);
        self.times.lock().unwrap().push(start.elapsed().as_secs_f64() * 1e3);
        result
    }

    fn stage(&self, session: &dyn PlaySession) -> spelbord_core::table::PendingSave {
        use spelbord_core::table::PendingSave;
        if self.under_lock {
            return PendingSave::done(self.save(session));
        }
        let start = std::time::Instant::now();
        let staged = self.writer.stage(session);
        let times = self.times.clone();
        PendingSave::waiting(move || {
            let result = staged.commit();
            times.lock().unwrap().push(start.elapsed().as_secs_f64() * 1e3);
            result
        })
    }
}

/// See the module comment: `autosave`. Runs for about `secs` seconds of wall time.
fn autosave_ui(secs: f64, under_lock: bool) {
    use spelbord_core::table::{Autosave, Table, TableSettings};
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::{Arc, Mutex};
    use std::time::Instant;

    let dir = std::env::temp_dir().join(format!("spelbord-bench-autosave-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let store = spelbord_core::SaveStore::open(&dir).expect("a temporary folder");
    let settings = TableSettings { bot_ms: 0, forced_ms: 0, auto_play: true, shown_ms: None };
    let (mut state_ms, mut tap_ms, mut actions) = (Vec::new(), Vec::new(), 0u64);
    let save_ms = Arc::new(Mutex::new(Vec::new()));
    let how = if under_lock { "before (saved under the table's locks)" } else { "after (saved with no lock held)" };
    let start = Instant::now();
    let mut seed = 1;
    while start.elapsed().as_secs_f64() < secs {
        let mut cfg = config("fevga", 2, seed, Some(BotLevel::Beginner));
        cfg.variants.insert("match".into(), "7".into());
        seed += 1;
        let session = spelbord_core::new_session(&cfg).expect("a valid setup");
        let writer: Arc<dyn Autosave> = Arc::new(TimedWriter {
            writer: store.create_game(session.as_ref()).expect("a new save"),
            under_lock,
            times: save_ms.clone(),
        });
        let shared = Arc::new(Mutex::new(session));
        let table = Table::open(shared.clone(), Some(writer), settings, Arc::new(Quiet));
        let done = AtomicBool::new(false);
        std::thread::scope(|scope| {
            scope.spawn(|| {
                while !done.load(Ordering::Relaxed) {
                    let t = Instant::now();
                    let version = table.state().version;
                    state_ms.push(t.elapsed().as_secs_f64() * 1e3);
                    let t = Instant::now();
                    table.choose_step(version.wrapping_sub(1), "no-such-step");
                    tap_ms.push(t.elapsed().as_secs_f64() * 1e3);
                    std::thread::sleep(Duration::from_micros(200));
                }
            });
            let state = table.settle(Duration::from_secs_f64((secs - start.elapsed().as_secs_f64()).max(0.1)));
            actions += state.version;
            done.store(true, Ordering::Relaxed);
        });
        table.close();
    }
    let _ = std::fs::remove_dir_all(&dir);
    let summary = |name: &str, v: &mut Vec<f64>| {
        v.sort_by(f64::total_cmp);
        let at = |q: f64| v[((v.len() as f64 - 1.0) * q) as usize];
        println!(
            "autosave {how} {name}: {} calls, median {:.3} ms, p99 {:.3} ms, worst {:.3} ms (wall)",
            v.len(),
            at(0.5),
            at(0.99),
            v.last().copied().unwrap_or(0.0)
        );
    };
    println!(
        "autosave {how}: {actions} actions saved (journal line + sync each) in {:.1} s",
        start.elapsed().as_secs_f64()
    );
    summary("the saves themselves", &mut save_ms.lock().unwrap());
    summary("Table::state()", &mut state_ms);
    summary("stale tap (flow + session locks)", &mut tap_ms);
}
