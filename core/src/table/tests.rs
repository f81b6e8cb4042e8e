//! The table with a recording listener, over all four games: pacing, leaving a game,
//! a human racing a bot, forced moves and privacy in pass-and-play, autosave.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::*;
use crate::game::BotLevel;
use crate::scene::NodeKind;
use crate::session::PlaySession;
use crate::session::{Phase, SeatConfig, SessionConfig};

const GAMES: [&str; 4] = ["fia", "pairanoid", "fjols", "fevga"];
const LONG: Duration = Duration::from_secs(60);

/// Every state the table published, with when it arrived, and every privacy
/// breach seen at delivery time.
pub(super) struct Recorder {
    session: SharedSession,
    states: Mutex<Vec<(Instant, TableState)>>,
    pub(super) breaches: Mutex<Vec<String>>,
}

impl TableListener for Recorder {
    fn on_state(&self, state: TableState) {
        if let Some(breach) = breach(&self.session, &state) {
            // The first few say enough.
            self.breaches.lock().unwrap().truncate(4);
            self.breaches.lock().unwrap().push(breach);
        }
        self.states.lock().unwrap().push((Instant::now(), state));
    }
}

impl Recorder {
    pub(super) fn states(&self) -> Vec<TableState> {
        self.states.lock().unwrap().iter().map(|(_, s)| s.clone()).collect()
    }
}

/// The faces of a scene's face-up cards, sorted, so scenes compare as multisets of
/// what a player can read (Pairanoid's ranks repeat, so ids alone would not do).
pub(super) fn face_up(scene: &crate::scene::Scene) -> Vec<String> {
    let mut faces: Vec<String> = scene
        .nodes
        .iter()
        .filter(|n| n.kind == NodeKind::Card && n.face_up())
        .map(|n| format!("{:?}", n.face))
        .collect();
    faces.sort();
    faces
}

/// What `shown` holds beyond `public`, as a multiset difference.
fn beyond(mut shown: Vec<String>, public: &[String]) -> Vec<String> {
    for face in public {
        if let Some(i) = shown.iter().position(|f| f == face) {
            shown.remove(i);
        }
    }
    shown
}

/// Why `state` shows something private it must not: a private view for anyone but
/// the human to move or the one shown a reveal, or more face-up cards than the table
/// shows everybody plus the viewer's own hand.
///
/// The card check runs only on states of the session's current version: the bots
/// play on while the listener is told, and an older state compared with a newer
/// public scene would differ by the cards laid since.
fn breach(session: &SharedSession, state: &TableState) -> Option<String> {
    let s = lock(session);
    if !s.pass_and_play() {
        return None;
    }
    let allowed = match (&state.reveal, &state.phase) {
        (Some(r), _) => Some(r.seat),
        (None, Phase::HumanTurn { seat }) => Some(*seat),
        _ => None,
    };
    if state.viewer != allowed {
        return Some(format!("viewer {:?} during {:?} (reveal {:?})", state.viewer, state.phase, state.reveal));
    }
    if state.hand_off.is_some() && !state.view.observation_json.is_empty() {
        return Some("an observation during a hand-off".into());
    }
    if state.version != s.version() {
        return None;
    }
    let public = face_up(&s.scene(None));
    let extra = beyond(face_up(&state.scene), &public);
    let own = state.viewer.map_or(0, |v| s.hand(v).len());
    if extra.len() > own {
        return Some(format!(
            "{} private cards shown to {:?} during {:?} (own hand {own}): {extra:?}",
            extra.len(),
            state.viewer,
            state.phase
        ));
    }
    None
}

/// A saver that fails while `failing` is set.
struct Flaky {
    failing: AtomicBool,
    saved: Mutex<Vec<u64>>,
}

impl Autosave for Flaky {
    fn save(&self, session: &dyn PlaySession) -> Result<(), GameError> {
        if self.failing.load(Ordering::SeqCst) {
            return Err(GameError::Io("disk full".into()));
        }
        self.saved.lock().unwrap().push(session.version());
        Ok(())
    }
}

/// Seats from a list: `h` a human, `e`/`m` a bot.
fn seats(list: &str) -> Vec<SeatConfig> {
    list.chars()
        .enumerate()
        .map(|(i, c)| match c {
            'h' => SeatConfig::human(format!("Human {i}")),
            'm' => SeatConfig::bot(format!("Bot {i}"), BotLevel::Club),
            _ => SeatConfig::bot(format!("Bot {i}"), BotLevel::Beginner),
        })
        .collect()
}

/// A session of `game` with the seats of `list`, easy bots added up to the least
/// number of players the game takes.
pub(super) fn session(game: &str, list: &str, seed: u64) -> SharedSession {
    let min = crate::game(game).unwrap().info().min_players;
    let list = format!("{list}{}", "e".repeat(min.saturating_sub(list.len())));
    let config = SessionConfig {
        game: game.into(),
        seats: seats(&list),
        variants: Default::default(),
        seed: Some(seed),
        title: None,
    };
    Arc::new(Mutex::new(crate::new_session(&config).unwrap()))
}

pub(super) fn open_with(
    session: SharedSession,
    settings: TableSettings,
    saver: Option<Arc<dyn Autosave>>,
) -> (Table, Arc<Recorder>) {
    let recorder = Arc::new(Recorder {
        session: session.clone(),
        states: Mutex::new(Vec::new()),
        breaches: Mutex::new(Vec::new()),
    });
    (Table::open(session, saver, settings, recorder.clone()), recorder)
}

pub(super) fn quick() -> TableSettings {
    TableSettings { bot_ms: 0, forced_ms: 0, auto_play: true, shown_ms: None }
}

/// One human action on a settled table: confirm a hand-off or a reveal, confirm a
/// built move, or choose the first offered step. False once over.
pub(super) fn human_acts(table: &Table) -> bool {
    let state = table.settle(LONG);
    assert!(!state.thinking, "settled");
    assert_eq!(state.error, None, "{}: {:?}", state.view.game, state.error);
    if state.over {
        return false;
    }
    if state.hand_off.is_some() {
        table.confirm_hand_off(state.version);
    } else if state.reveal.is_some() {
        table.acknowledge(state.version);
    } else if state.view.can_confirm {
        table.confirm(state.version);
    } else {
        let step = state.view.next_steps.first().unwrap_or_else(|| panic!("no step in {:?}", state.phase));
        table.choose_step(state.version, &step.notation);
    }
    true
}

fn play_out(table: &Table) {
    for _ in 0..20_000 {
        if !human_acts(table) {
            return;
        }
    }
    panic!("not over");
}

#[test]
fn every_game_plays_to_the_end_with_a_human_and_bots_states_in_order() {
    for game in GAMES {
        let (table, recorder) = open_with(session(game, "h", 3), quick(), None);
        play_out(&table);
        let states = recorder.states();
        assert!(states.last().unwrap().over, "{game}: the last state is the end");
        assert!(states.windows(2).all(|w| w[0].seq < w[1].seq), "{game}: delivered in order");
        assert!(states.iter().all(|s| s.error.is_none()), "{game}: no refusal");
        assert!(states.iter().any(|s| s.thinking), "{game}: the bots' turns were shown as thinking");
    }
}

/// The shell's board area decides the arrangement: a wide area gets Fjols' and
/// Pairanoid's landscape scene (the hand beside the board), published at once, and a
/// tap hits the nodes where that scene has them.
#[test]
fn the_board_is_arranged_for_the_shells_area() {
    use crate::scene::Layout;
    for game in ["fjols", "pairanoid"] {
        let (table, _) = open_with(session(game, "heee", 3), quick(), None);
        let tall = table.settle(LONG);
        assert_eq!(tall.scene.layout, Layout::Portrait);
        table.set_layout(Layout::Landscape);
        let wide = table.settle(LONG);
        assert_eq!(wide.scene.layout, Layout::Landscape, "{game}");
        assert!(wide.scene.width > wide.scene.height, "{game}: wider than tall");
        assert!(wide.motion.is_empty(), "{game}: re-arranged, not moved");
        if let Some(node) = wide.scene.nodes.iter().find(|n| n.action.is_some() && n.kind != NodeKind::Mark) {
            let (x, y) = node.rect.centre();
            let version = wide.version;
            table.tap(version, x, y);
            let after = table.settle(LONG);
            assert_eq!(after.error, None, "{game}: the tap at the landscape place was taken");
            assert!(after.version > version || !after.view.pending.is_empty(), "{game}: the tap played a step");
        }
    }
}

/// A state that leaves a bot (or a forced move) to play is published as thinking
/// even before the worker takes it up, so no screen offers that turn to a person.
#[test]
fn a_bot_turn_is_thinking_from_its_first_state() {
    for game in GAMES {
        let pace = TableSettings { bot_ms: 30, ..quick() };
        let (table, recorder) = open_with(session(game, "he", 2), pace, None);
        for _ in 0..40 {
            if !human_acts(&table) {
                break;
            }
        }
        table.close();
        let states = recorder.states();
        // (While a move played for the human is shown to them, the table waits: it
        // offers nobody anything, and does not think.)
        let bot_turns: Vec<&TableState> =
            states.iter().filter(|s| matches!(s.phase, Phase::BotTurn { .. }) && s.reveal.is_none()).collect();
        assert!(!bot_turns.is_empty(), "{game}: the bot moved");
        assert!(bot_turns.iter().all(|s| s.thinking), "{game}: every bot-turn state is thinking");
    }
}

#[test]
fn bots_keep_the_chosen_pace_in_every_game() {
    for game in GAMES {
        let pace = TableSettings { bot_ms: 60, ..quick() };
        let (table, recorder) = open_with(session(game, "ee", 4), pace, None);
        let start = Instant::now();
        // Bots only: every state is 'thinking' (a bot is always due), so count moves.
        while recorder.states().iter().map(|s| s.version).collect::<std::collections::HashSet<_>>().len() < 7 {
            assert!(start.elapsed() < LONG);
            std::thread::sleep(Duration::from_millis(5));
        }
        table.close();
        let moves: Vec<Instant> = {
            let states = recorder.states.lock().unwrap();
            states.windows(2).filter(|w| w[1].1.version > w[0].1.version).map(|w| w[1].0).collect()
        };
        assert!(moves.len() >= 4, "{game}: {} moves", moves.len());
        for gap in moves.windows(2).map(|w| w[1] - w[0]) {
            assert!(gap >= Duration::from_millis(55), "{game}: two bot moves {gap:?} apart");
        }
    }
}

#[test]
fn leaving_a_game_stops_the_bots_and_the_states() {
    for game in GAMES {
        let (table, recorder) = open_with(session(game, "ee", 5), TableSettings { bot_ms: 80, ..quick() }, None);
        while recorder.states().last().unwrap().version < 2 {
            std::thread::sleep(Duration::from_millis(5));
        }
        table.close();
        let published = recorder.states().len();
        let version = lock(&table.inner.flow().session).version();
        std::thread::sleep(Duration::from_millis(300));
        assert_eq!(recorder.states().len(), published, "{game}: nothing published after leaving");
        assert_eq!(lock(&table.inner.flow().session).version(), version, "{game}: nothing played after leaving");
        assert!(table.is_closed());
        table.choose_step(version, "roll");
        assert_eq!(recorder.states().len(), published, "{game}: a tap after leaving does nothing");
    }
}

#[test]
fn a_tap_on_a_board_a_bot_has_changed_since_is_dropped() {
    for game in GAMES {
        let (table, recorder) = open_with(session(game, "he", 6), TableSettings { bot_ms: 0, ..quick() }, None);
        // Until the bot has moved after one of the human's moves.
        let mut raced = false;
        for _ in 0..400 {
            let seen = table.settle(LONG);
            if seen.over {
                break;
            }
            let Some(step) = seen.view.next_steps.first().cloned() else {
                human_acts(&table);
                continue;
            };
            human_acts(&table);
            let now = table.settle(LONG);
            if now.version > seen.version + 1 && !now.over {
                // The human taps what they saw before the bot moved: dropped.
                let history = lock(&recorder.session).history();
                table.choose_step(seen.version, &step.notation);
                let after = table.state();
                assert_eq!(lock(&recorder.session).history(), history, "{game}: the stale tap played nothing");
                assert_eq!(after.error, None, "{game}: a stale tap is no error");
                assert_eq!(after.version, now.version);
                raced = true;
                break;
            }
        }
        assert!(raced, "{game}: a bot moved after the human");
    }
}

#[test]
fn a_human_undo_while_a_bot_thinks_wins_and_the_bot_move_is_dropped() {
    let (table, recorder) = open_with(session("fia", "he", 7), TableSettings { bot_ms: 400, ..quick() }, None);
    for _ in 0..300 {
        let state = table.settle(LONG);
        let (Phase::HumanTurn { .. }, None) = (&state.phase, &state.reveal) else {
            human_acts(&table);
            continue;
        };
        human_acts(&table);
        let moved = table.state();
        if moved.thinking && moved.view.can_undo {
            let history = lock(&recorder.session).history();
            table.undo(moved.version);
            let back = table.settle(LONG);
            assert_eq!(back.phase, state.phase, "the human is to move again");
            assert_eq!(lock(&recorder.session).history().len(), history.len() - 1, "only the undo happened");
            assert!(recorder.states().iter().all(|s| s.error.is_none()));
            return;
        }
    }
    panic!("no human move followed by a bot's turn that could be undone");
}

#[test]
fn autosave_failures_are_reported_and_cleared_by_the_next_save() {
    for game in GAMES {
        let saver = Arc::new(Flaky { failing: AtomicBool::new(true), saved: Mutex::new(Vec::new()) });
        let (table, _) = open_with(session(game, "he", 8), quick(), Some(saver.clone()));
        human_acts(&table);
        human_acts(&table);
        let state = table.settle(LONG);
        assert_eq!(state.autosave_error, Some(GameError::Io("disk full".into())), "{game}");
        saver.failing.store(false, Ordering::SeqCst);
        human_acts(&table);
        let state = table.settle(LONG);
        assert_eq!(state.autosave_error, None, "{game}");
        let version = lock(&table.inner.flow().session).version();
        assert_eq!(saver.saved.lock().unwrap().last(), Some(&version), "{game}: the latest position is saved");
    }
}

#[test]
fn a_hint_is_thought_out_off_the_lock_and_shown_to_the_player_only() {
    for game in GAMES {
        let (table, _) = open_with(session(game, "he", 9), quick(), None);
        let mut shown = 0;
        for _ in 0..60 {
            let state = table.settle(LONG);
            if state.over {
                break;
            }
            if matches!(state.phase, Phase::HumanTurn { .. }) && state.view.pending.is_empty() {
                table.hint(state.version);
                let hinted = table.settle(LONG);
                let hint = hinted.hint.clone().unwrap_or_else(|| panic!("{game}: no hint"));
                assert_eq!(Some(hint.seat), hinted.viewer);
                assert!(lock(&table.inner.flow().session).legal_moves().contains(&hint.notation));
                // The board marks where the hinted move starts and ends.
                let marked = hinted.scene.nodes.iter().filter(|n| n.id.starts_with("mark:hint:")).count();
                let ends = hint.steps.iter().map(|s| s.node.iter().chain(s.target.iter()).count()).sum::<usize>();
                assert_eq!(marked, ends, "{game}: one hint mark per step end");
                assert!(marked > 0 || hint.steps.iter().all(|s| s.node.is_none() && s.target.is_none()));
                shown += 1;
            }
            human_acts(&table);
            assert!(table.state().hint.is_none() || table.state().version == state.version, "gone once the game moves");
        }
        assert!(shown >= 3, "{game}: {shown} hints");
    }
}

/// Each state's motion takes the board from the scene the screen showed before to
/// the new one: every transition starts where its node stood in the previous state
/// and ends where it stands now. Across a change
/// of viewer nothing moves (the new player's board appears), and nothing moves in a
/// state published again without a change.
#[test]
fn motion_runs_from_the_previous_state_to_this_one_for_the_same_eyes() {
    for (game, list) in [("fia", "he"), ("fevga", "he"), ("fjols", "hhe"), ("pairanoid", "hhhe")] {
        let (table, recorder) = open_with(session(game, list, 5), quick(), None);
        for _ in 0..80 {
            if !human_acts(&table) {
                break;
            }
        }
        let states = recorder.states();
        let (mut moved, mut across) = (0, 0);
        for pair in states.windows(2) {
            let (old, new) = (&pair[0], &pair[1]);
            if old.viewer != new.viewer || old.version == new.version {
                assert!(new.motion.is_empty(), "{game}: no motion across eyes or without a change");
                across += (old.viewer != new.viewer) as usize;
                continue;
            }
            for t in &new.motion {
                let node = new.scene.node(&t.node).unwrap_or_else(|| panic!("{game}: {} not on the board", t.node));
                assert_eq!(t.path.last().unwrap().rect, node.rect, "{game}: {} ends where it stands", t.node);
                if let Some(was) = old.scene.node(&t.node) {
                    assert_eq!(t.path[0].rect, was.rect, "{game}: {} starts where it stood", t.node);
                }
                moved += 1;
            }
        }
        assert!(moved > 10, "{game}: {moved} transitions");
        // A change sounds once, on the first state that shows it.
        for pair in states.windows(2) {
            if pair[0].version == pair[1].version {
                assert_eq!(pair[1].sound, None, "{game}: the same change again is silent");
            }
        }
        assert!(states.iter().any(|s| s.sound.is_some()), "{game}: moves are heard");
        if game == "fjols" || game == "pairanoid" {
            assert!(across > 0, "{game}: hand-offs change the eyes");
        }
    }
}

/// The flaw this table fixes: in a Fjols pass-and-play, a forced pick-up right after
/// a hand-off was played at once and the device went on, so the player never saw the
/// card they took. Now they see their hand first, then the card picked up, until
/// they confirm; and no state published meanwhile shows another seat's cards.
#[test]
fn a_forced_pick_up_after_a_hand_off_is_shown_to_the_player_and_nothing_else_leaks() {
    let mut checked = 0;
    for seed in 1..30 {
        let (table, recorder) = open_with(session("fjols", "hhh", seed), quick(), None);
        let mut steps = 0;
        while steps < 400 && human_acts(&table) {
            steps += 1;
        }
        let states = recorder.states();
        for (i, state) in states.iter().enumerate() {
            let Some(reveal) = &state.reveal else { continue };
            if i < 2 {
                continue;
            }
            // The seat saw its own hand, with the take coming, before it was played.
            let before = states[..i].iter().rev().find(|s| s.version < state.version).unwrap();
            if before.view.forced_move.as_deref() != Some("take") {
                continue;
            }
            assert_eq!(before.viewer, Some(reveal.seat));
            // ...after confirming the hand-off to it.
            let handed = states[..i].iter().rev().find(|s| s.hand_off.is_some()).unwrap();
            assert_eq!(handed.hand_off.as_ref().unwrap().seat, reveal.seat);
            assert_eq!(handed.viewer, None);
            // Shown: the card picked up, in their hand, marked on the board.
            assert_eq!(reveal.in_notation.len(), 1, "one card picked up");
            let card = &reveal.in_notation[0];
            let node = state.scene.node(&format!("card:{card}")).expect("the card picked up is in the scene");
            assert!(node.face_up(), "and face up to its owner");
            // The panel shows that card as the board prints it, and nothing else.
            assert_eq!(reveal.cards.nodes.len(), 1);
            assert_eq!((&reveal.cards.nodes[0].face, &reveal.cards.nodes[0].label), (&node.face, &node.label));
            // ...and says in words what was played: the pick-up, naming the player.
            let said: Vec<String> =
                reveal.lines.iter().map(|l| crate::i18n::render(l, crate::i18n::Lang::En)).collect();
            assert!(!said.is_empty() && said.iter().all(|l| !crate::i18n::is_missing(l)), "{said:?}");
            assert!(said.iter().any(|l| l.contains(&reveal.name)), "{said:?} names {}", reveal.name);
            assert!(state.scene.node(&format!("mark:revealed:{card}")).is_some());
            assert_eq!(state.viewer, Some(reveal.seat));
            assert!(state.hand_off.is_none(), "the next hand-off waits");
            // The next states keep showing it until the player confirmed.
            let next_hand_off = states[i..].iter().position(|s| s.hand_off.is_some());
            let cleared = states[i..].iter().position(|s| s.reveal.is_none()).unwrap();
            assert!(next_hand_off.is_none_or(|h| h >= cleared));
            checked += 1;
        }
        let breaches = recorder.breaches.lock().unwrap().clone();
        assert!(breaches.is_empty(), "seed {seed}: {breaches:?}");
        if checked >= 3 {
            return;
        }
    }
    panic!("only {checked} forced pick-ups after a hand-off in 30 games");
}

#[test]
fn pass_and_play_never_publishes_a_private_card_to_the_wrong_seat() {
    for game in ["pairanoid", "fjols"] {
        let list = if game == "pairanoid" { "hhhe" } else { "hhe" };
        let (table, recorder) = open_with(session(game, list, 11), quick(), None);
        for _ in 0..300 {
            if !human_acts(&table) {
                break;
            }
        }
        assert!(recorder.states().iter().any(|s| s.hand_off.is_some()), "{game}: hand-offs happened");
        let breaches = recorder.breaches.lock().unwrap().clone();
        assert!(breaches.is_empty(), "{game}: {breaches:?}");
    }
}

#[test]
fn a_listener_may_call_the_table_back_while_it_is_told() {
    /// Confirms every hand-off and reveal from inside the listener.
    struct Eager(Mutex<Option<Arc<Table>>>, Mutex<usize>);
    impl TableListener for Eager {
        fn on_state(&self, state: TableState) {
            *self.1.lock().unwrap() += 1;
            let table = self.0.lock().unwrap().clone();
            if let Some(table) = table {
                if state.hand_off.is_some() {
                    // Slow to answer, as a UI thread may be: settling must wait for
                    // the answer (it returned the hand-off itself under load).
                    std::thread::sleep(Duration::from_millis(20));
                    table.confirm_hand_off(state.version);
                }
            }
        }
    }
    let eager = Arc::new(Eager(Mutex::new(None), Mutex::new(0)));
    let table = Arc::new(Table::open(session("fjols", "hh", 2), None, quick(), eager.clone()));
    *eager.0.lock().unwrap() = Some(table.clone());
    // The first hand-off came before the listener knew the table: tell it again.
    table.refresh();
    for _ in 0..40 {
        let state = table.settle(LONG);
        assert!(state.hand_off.is_none(), "confirmed by the listener");
        if state.reveal.is_some() {
            table.acknowledge(state.version);
        } else if let Some(step) = state.view.next_steps.first() {
            table.choose_step(state.version, &step.notation);
        }
    }
    *eager.0.lock().unwrap() = None;
    assert!(*eager.1.lock().unwrap() > 40);
}

/// A saver whose writes wait until the test opens its gate (a slow disk).
#[derive(Clone, Default)]
struct Gate(Arc<(Mutex<(bool, usize)>, std::sync::Condvar)>);

impl Gate {
    fn set_open(&self, open: bool) {
        self.0 .0.lock().unwrap().0 = open;
        self.0 .1.notify_all();
    }

    fn staged(&self) -> usize {
        self.0 .0.lock().unwrap().1
    }

    /// Blocks until the gate is open.
    fn pass(&self) {
        let mut g = self.0 .0.lock().unwrap();
        while !g.0 {
            g = self.0 .1.wait(g).unwrap();
        }
    }
}

impl Autosave for Gate {
    fn save(&self, _session: &dyn PlaySession) -> Result<(), GameError> {
        self.0 .0.lock().unwrap().1 += 1;
        self.pass();
        Ok(())
    }

    fn stage(&self, _session: &dyn PlaySession) -> PendingSave {
        self.0 .0.lock().unwrap().1 += 1;
        let gate = self.clone();
        PendingSave::waiting(move || {
            gate.pass();
            Ok(())
        })
    }
}

/// Runs `f` on a thread of its own and gives its result, or `None` if it takes
/// longer than `secs` (it is then left blocked).
fn within<T: Send + 'static>(secs: u64, f: impl FnOnce() -> T + Send + 'static) -> Option<T> {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(Duration::from_secs(secs)).ok()
}

#[test]
fn no_screen_tap_or_bot_waits_for_the_disk_and_a_change_is_shown_once_saved() {
    let mut checked = 0;
    for game in GAMES {
        let gate = Gate::default();
        gate.set_open(true);
        let (table, recorder) = open_with(session(game, "he", 5), quick(), Some(Arc::new(gate.clone())));
        let table = Arc::new(table);
        let before = table.settle(LONG);
        let step = before.view.next_steps.first().map(|s| s.notation.clone());
        let Some(step) = step.filter(|_| before.hand_off.is_none()) else {
            continue; // this seed opens on a hand-off: covered by the other games
        };
        gate.set_open(false);
        let staged = gate.staged();
        let tapper = {
            let table = table.clone();
            std::thread::spawn(move || table.choose_step(before.version, &step))
        };
        let deadline = Instant::now() + LONG;
        while gate.staged() == staged && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(1));
        }
        assert!(gate.staged() > staged, "{game}: the tap staged its save");
        // The disk is stuck: a screen reads, another tap comes in, the session's lock is free.
        let t = table.clone();
        let shown = within(10, move || {
            let shown = t.state();
            t.choose_step(shown.version.wrapping_sub(1), "stale");
            let free = t.inner.flow().session.try_lock().is_ok();
            (shown, free)
        });
        let (shown, free) = shown.unwrap_or_else(|| panic!("{game}: state() or a tap waited for the disk"));
        assert!(free, "{game}: the session's lock is held while saving");
        assert_eq!(shown.version, before.version, "{game}: the change is shown before it is saved");
        gate.set_open(true);
        tapper.join().unwrap();
        let after = table.settle(LONG);
        assert!(after.version > before.version, "{game}: the change is shown once saved");
        // Nothing showed the change before the disk had it.
        assert!(recorder.states().iter().all(|s| s.version <= before.version || s.seq > shown.seq), "{game}");
        table.close();
        checked += 1;
    }
    assert!(checked >= 3, "{checked} games checked");
}

/// The buttons pinned at the thumb are decided here, once for every shell: Durak's
/// Take and Pass and Fjols' Pick up (no card of their own on the board; Take's tap on the laid cards is
/// no button anyone sees) are pinned; a step the board offers is not (a card's step, a
/// Pairanoid joker's value that is a chip on the board: as buttons too they pushed
/// Undo and Hint off a phone); nothing is pinned at
/// the end or while a move played for the player waits for their tap.
#[test]
fn the_steps_pinned_at_the_thumb_are_those_with_no_place_on_the_board() {
    let on_board =
        |s: &TableState, notation: &str| s.scene.node(&format!("{}{notation}", crate::scene::CHOICE_PREFIX)).is_some();
    // Durak: one human against a bot, played out by the first step offered.
    let (table, recorder) = open_with(session("durak", "he", 5), quick(), None);
    play_out(&table);
    let states = recorder.states();
    let pinned: Vec<&String> = states.iter().flat_map(|s| &s.decisions).collect();
    assert!(pinned.iter().any(|d| *d == "take"), "Take was pinned at least once: {pinned:?}");
    assert!(pinned.iter().any(|d| *d == "pass"), "Pass was pinned at least once");
    for s in &states {
        if s.over || s.reveal.is_some() {
            assert!(s.decisions.is_empty(), "nothing pinned at the end or under a reveal: {:?}", s.decisions);
        }
        for d in &s.decisions {
            let step = s.view.next_steps.iter().find(|st| &st.notation == d).expect("a pinned step is offered");
            assert!(step.node.is_none() && !on_board(s, d), "{d} has a piece, card or chip on the board");
            assert!(step.short.is_some(), "{d} has short words for its button");
        }
        // Every step with no place on the board and short words is pinned.
        for st in &s.view.next_steps {
            if !s.over && s.reveal.is_none() && st.node.is_none() && st.short.is_some() && !on_board(s, &st.notation) {
                assert!(s.decisions.contains(&st.notation), "{} left unpinned", st.notation);
            }
        }
    }
    // Fjols: picking up is a button too ("Pick up"), whenever it is offered.
    let (table, recorder) = open_with(session("fjols", "he", 5), quick(), None);
    play_out(&table);
    let offered: Vec<TableState> = recorder
        .states()
        .into_iter()
        .filter(|s| !s.over && s.reveal.is_none() && s.view.next_steps.iter().any(|st| st.notation == "take"))
        .collect();
    assert!(!offered.is_empty(), "Fjols offered a pick-up");
    assert!(offered.iter().all(|s| s.decisions == ["take"]), "the pick-up is pinned, alone");
    // Pairanoid: a joker's values are chips on the board, never pinned too.
    let mut chips = 0;
    for seed in 1..=6 {
        let (table, recorder) = open_with(session("pairanoid", "heee", seed), quick(), None);
        play_out(&table);
        for s in recorder.states() {
            for st in s.view.next_steps.iter().filter(|st| st.short.is_some() && on_board(&s, &st.notation)) {
                chips += 1;
                assert!(!s.decisions.contains(&st.notation), "{} is a chip and a pinned button", st.notation);
            }
        }
        if chips > 0 {
            break;
        }
    }
    assert!(chips > 0, "a joker's value was offered as a chip");
}
