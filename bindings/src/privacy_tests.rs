//! The privacy rule at the FFI: no entry point hands one seat's hidden cards (or the
//! seed they were dealt from) to a caller acting for another seat or for the table.
//!
//! The list below names every exported function and method, read from this crate's
//! own source, so a new entry point fails [`every_entry_point_is_classified`] until it
//! is put in a class here (and, if it returns game data, checked by the tests below).
//! Fjols has one of each card: a hidden card's notation must not appear in anything
//! another seat is given. Pairanoid's cards are ranks with eight copies, so there the
//! check is by difference: two deals that look the same to seat 0 (same hand, same
//! dealer) but differ in the other hands must give seat 0 the same answers everywhere.

use std::collections::{BTreeSet, HashMap};
use std::sync::{Arc, Mutex};

use crate::session::GameSession;
use crate::store::SaveStore;
use crate::table::{Table, TableListener, TableSettings, TableState};
use crate::types::{GameConfig, Phase, SeatSpec};

/// How an entry point relates to hidden cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Class {
    /// Returns game data: called in [`answers`] (or its result is) and checked.
    Checked,
    /// Changes the game; its result (events, version) is checked where it is called.
    Action,
    /// Takes no game: catalogue, words, themes, layout, logging.
    NoGame,
    /// Returns a handle whose own entry points are the checked ones, or nothing.
    Handle,
    /// Returns game data only once the game is over, when every card may be shown
    /// (an online game's save as the server exports it to every seat at its end).
    AfterEnd,
}

/// Every exported entry point and its class (`Type::method` or a free function).
const ENTRY_POINTS: &[(&str, Class)] = &[
    ("games", Class::NoGame),
    ("game_info", Class::NoGame),
    ("seat_colours", Class::NoGame),
    ("save_format_version", Class::NoGame),
    ("rules_text", Class::NoGame),
    ("error_message", Class::Checked),
    ("render_message", Class::NoGame),
    ("text", Class::NoGame),
    ("text_with", Class::NoGame),
    ("has_text", Class::NoGame),
    ("resolve_language", Class::NoGame),
    ("languages", Class::NoGame),
    ("language_code", Class::NoGame),
    ("is_missing_text", Class::NoGame),
    ("init_logging", Class::NoGame),
    ("layout_for_area", Class::NoGame),
    ("theme", Class::NoGame),
    ("GameSession::new", Class::Handle),
    ("GameSession::id", Class::Checked),
    ("GameSession::info", Class::Checked),
    ("GameSession::title", Class::Checked),
    ("GameSession::set_title", Class::Action),
    ("GameSession::seats", Class::Checked),
    ("GameSession::variants", Class::Checked),
    ("GameSession::version", Class::Checked),
    ("GameSession::phase", Class::Checked),
    ("GameSession::viewer", Class::Checked),
    ("GameSession::confirm_handoff", Class::Action),
    ("GameSession::view", Class::Checked),
    ("GameSession::scene", Class::Checked),
    ("GameSession::step_at", Class::Checked),
    ("GameSession::next_steps", Class::Checked),
    ("GameSession::legal_moves", Class::Checked),
    ("GameSession::pending", Class::Checked),
    ("GameSession::choose_step", Class::Action),
    ("GameSession::confirm", Class::Action),
    ("GameSession::act", Class::Action),
    ("GameSession::can_undo", Class::Checked),
    ("GameSession::undo", Class::Action),
    ("GameSession::bot_step", Class::Action),
    ("GameSession::hint", Class::Checked),
    ("GameSession::last_events", Class::Checked),
    ("GameSession::outcome", Class::Checked),
    ("GameSession::tally", Class::Checked),
    ("GameSession::history", Class::Checked),
    ("GameSession::move_log", Class::Checked),
    ("GameSession::seat_color", Class::Checked),
    ("GameSession::text_board", Class::Checked),
    ("GameSession::resign", Class::Action),
    ("GameSession::resigned", Class::Checked),
    // Writes a file (readable by this user only, see the store's tests); returns nothing.
    ("GameSession::save", Class::Handle),
    ("GameSession::rematch", Class::Handle),
    ("SaveStore::open", Class::Handle),
    ("SaveStore::dir", Class::NoGame),
    ("SaveStore::list", Class::Checked),
    ("SaveStore::load", Class::Handle),
    ("SaveStore::delete", Class::Handle),
    ("SaveStore::table_scene", Class::Checked),
    // Counts of finished games per player name: no card is ever counted.
    ("SaveStore::statistics", Class::NoGame),
    ("SaveStore::reset_statistics", Class::NoGame),
    // Counts a finished online game's save into the statistics; returns a yes/no.
    ("SaveStore::count_finished", Class::Action),
    ("SaveStore::guide_due", Class::NoGame),
    ("SaveStore::guide_seen", Class::NoGame),
    ("bot_levels", Class::NoGame),
    ("seat_teams", Class::NoGame),
    ("render_message_seen", Class::NoGame),
    ("Guide::new", Class::NoGame),
    ("Guide::shown", Class::Checked),
    ("Guide::next", Class::Action),
    ("Guide::back", Class::Action),
    ("Guide::skip", Class::Action),
    ("Guide::ended", Class::NoGame),
    ("Table::new", Class::Handle),
    ("Table::state", Class::Checked),
    ("Table::move_log", Class::Checked),
    // The marks of a log entry are nodes of the latest scene `Table::state` published
    // (checked there): a card turned away is never among them.
    ("Table::log_marks", Class::Checked),
    ("Table::finished_save", Class::AfterEnd),
    ("Table::tap", Class::Action),
    ("Table::choose_step", Class::Action),
    ("Table::confirm", Class::Action),
    ("Table::undo", Class::Action),
    ("Table::confirm_hand_off", Class::Action),
    ("Table::acknowledge", Class::Action),
    ("Table::hint", Class::Action),
    ("Table::set_settings", Class::Action),
    ("Table::set_layout", Class::Action),
    ("Table::refresh", Class::Action),
    ("Table::settle", Class::Checked),
    ("Table::leave", Class::Action),
    ("Table::resign", Class::Action),
    ("Table::resign_question", Class::Checked),
    ("Table::resign_choices", Class::Checked),
    ("Table::resign_as", Class::Action),
    ("Table::undo_before_hand_off", Class::Action),
    ("Table::keep_move", Class::Action),
    ("Table::device_left", Class::Action),
    ("Table::device_returned", Class::Action),
    ("TableListener::on_state", Class::Checked),
    // Online: the remote table holds only what the server sends its seat (see
    // remote::tests::no_card_of_the_other_seat_reaches_a_table_state).
    ("Table::host", Class::Handle),
    ("Table::join", Class::Handle),
    ("Table::resume", Class::Handle),
    // The seat's own token and game id: no game data.
    ("Table::ticket", Class::NoGame),
    // Whose turn, a version and "over" per game from the server's `status`: no board,
    // no cards (the server's answer has none: server/tests/turns.rs).
    ("check_turns", Class::NoGame),
    ("home_online", Class::NoGame),
    // Compares two of those `status` answers: a sound, no game data.
    ("home_turn_sound", Class::NoGame),
    ("Table::leave_game", Class::Action),
    ("Table::end_game", Class::Action),
    ("WebSocketTransport::connect", Class::Handle),
    ("WebSocketTransport::send", Class::Action),
    ("WebSocketTransport::close", Class::Action),
    ("SocketEvents::on_open", Class::Action),
    ("SocketEvents::on_text", Class::Action),
    ("SocketEvents::on_closed", Class::Action),
];

/// Every Rust file of this crate's source, read when the test runs: a file added
/// later is scanned without being named here.
fn source_files() -> Vec<String> {
    fn walk(dir: &std::path::Path, out: &mut Vec<String>) {
        let mut paths: Vec<_> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
        paths.sort();
        for path in paths {
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(std::fs::read_to_string(&path).unwrap());
            }
        }
    }
    let mut files = Vec::new();
    walk(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut files);
    files
}

/// The exported functions and methods named in this crate's source.
fn exported_in_source() -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for text in &source_files() {
        let lines: Vec<&str> = text.lines().collect();
        let mut i = 0;
        while i < lines.len() {
            if !lines[i].trim_start().starts_with("#[uniffi::export") {
                i += 1;
                continue;
            }
            let mut j = i + 1;
            while lines[j].trim_start().starts_with("#[") || lines[j].trim_start().starts_with("///") {
                j += 1;
            }
            let head = lines[j].trim();
            if let Some(rest) = head.strip_prefix("pub fn ") {
                found.insert(rest.split('(').next().unwrap().to_string());
            } else {
                let owner = head
                    .strip_prefix("impl ")
                    .or_else(|| head.strip_prefix("pub trait "))
                    .unwrap_or_else(|| panic!("an export that is neither a function nor an impl: {head}"));
                let owner = owner.split([' ', ':', '{']).next().unwrap().to_string();
                // The block ends at the first line that closes at column 0.
                j += 1;
                while lines[j] != "}" {
                    let line = lines[j].trim_start();
                    if let Some(rest) = line.strip_prefix("pub fn ").or_else(|| line.strip_prefix("fn ")) {
                        found.insert(format!("{owner}::{}", rest.split(['(', '<']).next().unwrap()));
                    }
                    j += 1;
                }
            }
            i = j + 1;
        }
    }
    found
}

#[test]
fn every_entry_point_is_classified() {
    let listed: BTreeSet<String> = ENTRY_POINTS.iter().map(|(name, _)| name.to_string()).collect();
    let exported = exported_in_source();
    assert!(exported.len() > 60, "the source scan found the exports: {exported:?}");
    let unlisted: Vec<_> = exported.difference(&listed).collect();
    let gone: Vec<_> = listed.difference(&exported).collect();
    assert!(unlisted.is_empty(), "new entry points: classify them here and check them: {unlisted:?}");
    assert!(gone.is_empty(), "listed but no longer exported: {gone:?}");
    // The seed deals every hand and the pile: no entry point may return it.
    assert!(!exported.contains("GameSession::seed"));
}

/// Keeps every state a table publishes.
#[derive(Default)]
struct Keep(Mutex<Vec<TableState>>);

impl TableListener for Arc<Keep> {
    fn on_state(&self, state: TableState) {
        self.0.lock().unwrap().push(state);
    }
}

/// Every answer a caller showing `viewer`'s screen can get, as text. The game's id
/// (random per game) is left out so that two games can be compared.
fn answers(session: &Arc<GameSession>, store: &SaveStore, viewer: Option<u32>, seats: u32) -> String {
    let mut out = Vec::new();
    out.push(format!("{:?}", session.info()));
    out.push(format!("{:?}", session.title()));
    out.push(format!("{:?}", session.seats()));
    let mut variants: Vec<_> = session.variants().unwrap().into_iter().collect();
    variants.sort();
    out.push(format!("{variants:?}"));
    out.push(format!("{:?} {:?} {:?}", session.version(), session.phase(), session.viewer()));
    out.push(format!("{:?}", session.view(viewer)));
    out.push(format!("{:?}", session.scene(viewer)));
    for (x, y) in [(0.1, 0.9), (0.5, 0.5), (0.3, 0.8), (0.7, 0.85)] {
        out.push(format!("{:?}", session.step_at(viewer, x, y)));
    }
    out.push(format!("{:?}", session.text_board(viewer)));
    out.push(format!("{:?}", session.history(viewer)));
    out.push(format!("{:?}", session.move_log()));
    out.push(format!("{:?}", session.last_events()));
    out.push(format!("{:?} {:?}", session.outcome(), session.tally()));
    out.push(format!("{:?} {:?}", session.pending(viewer), session.view(viewer).map(|v| v.pending)));
    out.push(format!("{:?}", session.resigned()));
    for seat in 0..=seats {
        out.push(format!("{:?} {:?}", session.seat_color(seat), session.can_undo(seat)));
    }
    // The mover's own moves and steps: asked only with the mover's eyes on the screen.
    if let (Some(v), Ok(Phase::HumanTurn { seat })) = (viewer, session.phase()) {
        if v == seat {
            out.push(format!("{:?} {:?}", session.next_steps(), session.legal_moves()));
        }
    }
    // A refused action's error and its words (a stale one: a bad notation's message
    // quotes example cards from the catalogue).
    let refused = session.act(session.version().unwrap() + 1, viewer.unwrap_or(0), "take".into());
    out.push(format!("{refused:?}"));
    if let Err(e) = refused {
        out.push(format!("{:?}", crate::error::error_message(e)));
    }
    let mut listing = store.list().unwrap();
    listing.games.iter_mut().for_each(|g| g.id.clear());
    out.push(format!("{listing:?}"));
    out.push(format!("{:?}", store.table_scene(session.id().unwrap())));
    // The table, as a shell opens it on this game (nothing played by itself). A
    // pass-and-play game of cards opens behind a hand-off: everything it shows before
    // and after `viewer` confirms it is in the answers.
    let keep = Arc::new(Keep::default());
    let settings = TableSettings { bot_ms: 0, forced_ms: 0, auto_play: false, shown_ms: None };
    let table = Table::new(session.clone(), settings, Box::new(keep.clone()));
    let mut settled = table.settle(2_000);
    if let (Some(hand_off), Some(v)) = (&settled.hand_off, viewer) {
        if hand_off.seat == v {
            table.confirm_hand_off(settled.version);
            settled = table.settle(2_000);
        }
    }
    if settled.viewer == viewer {
        out.push(format!("{:?}", table.state()));
        out.push(format!("{:?}", table.move_log()));
        out.push(format!("{settled:?}"));
        out.push(format!("{:?}", keep.0.lock().unwrap()));
        out.push(format!("{:?}", table.resign_question()));
        out.push(format!("{:?}", table.resign_choices()));
        if let Ok(guide) = crate::guide::Guide::new(session.info().unwrap().id) {
            out.push(format!("{:?}", guide.shown(table.clone())));
        }
    }
    table.leave();
    // The table leaves the game behind a hand-off where it opened behind one: the
    // caller's seat takes it back (its own eyes are the ones asked about here).
    if let (Ok(Phase::HandOff { seat }), Some(v)) = (session.phase(), viewer) {
        if seat == v {
            session.confirm_handoff(seat).unwrap();
        }
    }
    let id = session.id().unwrap();
    out.join("\n").replace(&id, "<id>")
}

/// The names that appear in `text` (split at everything but letters and digits).
fn words(text: &str) -> BTreeSet<&str> {
    text.split(|c: char| !c.is_ascii_alphanumeric()).filter(|w| !w.is_empty()).collect()
}

/// The cards of `hidden` that `seen` names (its words taken once: the answers run to
/// hundreds of kilobytes, and splitting them again for every hidden card was most of
/// these tests' time).
fn shown_of<'a>(hidden: &'a [String], seen: &str) -> Vec<&'a String> {
    let seen = words(seen);
    hidden.iter().filter(|c| seen.contains(c.as_str())).collect()
}

/// The answer (line) that shows `card`, shortened around it.
fn place(seen: &str, card: &str) -> String {
    let line = seen.lines().find(|l| words(l).contains(card)).unwrap_or_default();
    let at = line.find(card).unwrap_or(0);
    let from = line.floor_char_boundary(at.saturating_sub(300));
    let to = line.ceil_char_boundary((at + 100).min(line.len()));
    format!("…{}…", &line[from..to])
}

/// A position's field.
fn field<'a>(position: &'a str, key: &str) -> &'a str {
    position.split_whitespace().find_map(|f| f.strip_prefix(&format!("{key}="))).unwrap_or("-")
}

fn cards(list: &str) -> Vec<String> {
    list.split(',').filter(|c| *c != "-" && !c.is_empty()).map(str::to_string).collect()
}

/// Fjols (or Durak) cards that `viewer` may not know: the other seats' cards that
/// nobody saw them pick up (or take), and the pile (Durak: the stock) but for the
/// turned trump.
fn fjols_hidden(session: &GameSession, viewer: Option<u32>) -> Vec<String> {
    let position = session.shared().lock().unwrap().to_save().position;
    let hands: Vec<&str> = field(&position, "hands").split('/').collect();
    let known: Vec<&str> = field(&position, "known").split('/').collect();
    let trump = field(&position, "trump");
    let pile = if position.starts_with("durak ") { "stock" } else { "pile" };
    let mut hidden: Vec<String> = cards(field(&position, pile)).into_iter().filter(|c| c != trump).collect();
    for (seat, hand) in hands.iter().enumerate() {
        if viewer == Some(seat as u32) {
            continue;
        }
        let known = cards(known.get(seat).copied().unwrap_or("-"));
        hidden.extend(cards(hand).into_iter().filter(|c| !known.contains(c)));
    }
    hidden
}

fn humans(game: &str, players: u32, seed: u64) -> GameConfig {
    let seats = (0..players).map(|i| SeatSpec { name: format!("P{i}"), bot: None }).collect();
    GameConfig { game: game.into(), seats, variants: HashMap::new(), seed: Some(seed), title: None }
}

fn temp_store(name: &str) -> (String, Arc<SaveStore>) {
    let dir = std::env::temp_dir().join(format!("spelbord-privacy-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let dir = dir.to_string_lossy().into_owned();
    (dir.clone(), SaveStore::open(dir).unwrap())
}

#[test]
fn no_entry_point_gives_a_fjols_or_durak_seat_another_seats_hidden_card() {
    let tables = [("fjols", 2, 7_000_000_007), ("fjols", 3, 8_000_000_008), ("fjols", 4, 9_000_000_009)];
    let durak = [("durak", 2, 7_100_000_007), ("durak", 4, 9_100_000_009)];
    for (game, players, seed) in tables.into_iter().chain(durak) {
        let (dir, store) = temp_store(&format!("{game}-{players}"));
        let session = GameSession::new(humans(game, players, seed), Some(store.clone())).unwrap();
        let mut checked = 0;
        for _ in 0..60 {
            let mover = match session.phase().unwrap() {
                Phase::Over => break,
                Phase::HandOff { seat } => {
                    // The device is on its way: only the table's view may be shown.
                    let hidden = fjols_hidden(&session, None);
                    let seen = answers(&session, &store, None, players);
                    let leaked = shown_of(&hidden, &seen);
                    assert!(leaked.is_empty(), "the table is shown {leaked:?}");
                    session.confirm_handoff(seat).unwrap();
                    continue;
                }
                Phase::HumanTurn { seat } => seat,
                Phase::BotTurn { .. } => unreachable!("no bots here"),
            };
            for viewer in [Some(mover), None] {
                let hidden = fjols_hidden(&session, viewer);
                assert!(!hidden.is_empty(), "something is hidden in play");
                let seen = answers(&session, &store, viewer, players);
                assert!(!seen.contains(&seed.to_string()), "the seed is never given");
                let leaked = shown_of(&hidden, &seen);
                assert!(
                    leaked.is_empty(),
                    "{players} players, viewer {viewer:?} is shown {leaked:?} in {}",
                    place(&seen, leaked[0])
                );
                checked += 1;
            }
            // The table opened on the game above left it behind a hand-off to the mover.
            if let Phase::HandOff { seat } = session.phase().unwrap() {
                session.confirm_handoff(seat).unwrap();
            }
            // The mover plays; what the call returns is theirs to see.
            let step = session.next_steps().unwrap()[0].notation.clone();
            let mut result = session.choose_step(session.version().unwrap(), mover, step).unwrap();
            // A Durak beat is two taps: the move is finished while the mover holds the
            // device (the steps chosen so far are the mover's own, not the table's).
            while !session.pending(Some(mover)).unwrap().is_empty() {
                let step = session.next_steps().unwrap()[0].notation.clone();
                result = session.choose_step(session.version().unwrap(), mover, step).unwrap();
            }
            let hidden = fjols_hidden(&session, Some(mover));
            let leaked = shown_of(&hidden, &format!("{result:?}"));
            assert!(leaked.is_empty(), "a move's result shows {leaked:?}");
        }
        assert!(checked > 20, "{players} players: {checked} screens checked");
        drop(session);
        let _ = std::fs::remove_dir_all(dir);
    }
}

/// A Durak beat half built (the card from the hand chosen, the attack card not yet)
/// when the device leaves the table: behind the hand-off that follows, and on every
/// other seat's screen, no answer names the chosen card (the steps are the mover's,
/// as their hand is); the mover, back, finds the card still chosen.
#[test]
fn a_beat_half_built_is_not_shown_behind_the_hand_off_or_to_another_seat() {
    for (players, seed) in [(3, 5_300_000_005u64), (4, 6_400_000_006)] {
        let (dir, store) = temp_store(&format!("half-durak-{players}"));
        let session = GameSession::new(humans("durak", players, seed), Some(store.clone())).unwrap();
        let mut halves = 0;
        for _ in 0..120 {
            let mover = match session.phase().unwrap() {
                Phase::Over => break,
                Phase::HandOff { seat } => {
                    session.confirm_handoff(seat).unwrap();
                    continue;
                }
                Phase::HumanTurn { seat } => seat,
                Phase::BotTurn { .. } => unreachable!("no bots here"),
            };
            // A card that a second tap must follow (a beat's card), else the first step.
            let steps = session.next_steps().unwrap();
            let half = steps.iter().find(|st| st.target.is_none() && st.node.is_some()).unwrap_or(&steps[0]);
            let first = half.notation.clone();
            session.choose_step(session.version().unwrap(), mover, first.clone()).unwrap();
            // A card the table knows the mover holds (taken in view) is no secret.
            let secret = fjols_hidden(&session, None).contains(&first);
            if !session.pending(Some(mover)).unwrap().is_empty() && secret {
                assert_eq!(session.pending(Some(mover)).unwrap(), vec![first.clone()]);
                session.shared().lock().unwrap().leave_device();
                assert_eq!(session.phase().unwrap(), Phase::HandOff { seat: mover });
                for viewer in (0..players).filter(|&v| v != mover).map(Some).chain([None]) {
                    let hidden = fjols_hidden(&session, viewer);
                    assert!(hidden.contains(&first), "{viewer:?}: the chosen card is the mover's secret");
                    let seen = answers(&session, &store, viewer, players);
                    let leaked = shown_of(&hidden, &seen);
                    assert!(leaked.is_empty(), "viewer {viewer:?} is shown {leaked:?} in {}", place(&seen, leaked[0]));
                }
                session.confirm_handoff(mover).unwrap();
                assert_eq!(session.pending(Some(mover)).unwrap(), vec![first], "kept for the mover");
                halves += 1;
            }
            while !session.pending(Some(mover)).unwrap().is_empty() {
                let step = session.next_steps().unwrap()[0].notation.clone();
                session.choose_step(session.version().unwrap(), mover, step).unwrap();
            }
        }
        assert!(halves >= 3, "{players} players: {halves} half-built beats checked");
        drop(session);
        let _ = std::fs::remove_dir_all(dir);
    }
}

#[test]
fn pairanoid_gives_seat_0_the_same_answers_whatever_the_others_hold() {
    // Deals are compared by what seat 0 is told; two that tell it the same must differ
    // in the other hands (else the check proves nothing).
    let (dir, store) = temp_store("pairanoid");
    let mut seen: HashMap<u64, u64> = HashMap::new();
    let mut pairs = 0;
    let others = |session: &GameSession| -> Vec<Vec<String>> {
        let s = session.shared();
        let s = s.lock().unwrap();
        (1..4).map(|seat| s.hand(seat)).collect()
    };
    let fingerprint = |text: &str| {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        text.hash(&mut h);
        h.finish()
    };
    for seed in 0..1_500u64 {
        let session = GameSession::new(humans("pairanoid", 4, seed), None).unwrap();
        // Seat 0's first screen: the hand-off to it, then its turn to choose a swap card.
        let hand = {
            let s = session.shared();
            let s = s.lock().unwrap();
            s.hand(0)
        };
        let key = fingerprint(&format!("{hand:?} {:?}", session.view(None).unwrap()));
        let Some(&other_seed) = seen.get(&key) else {
            seen.insert(key, seed);
            continue;
        };
        let earlier = GameSession::new(humans("pairanoid", 4, other_seed), None).unwrap();
        if others(&earlier) == others(&session) {
            continue;
        }
        for game in [&earlier, &session] {
            if let Phase::HandOff { seat: 0 } = game.phase().unwrap() {
                game.confirm_handoff(0).unwrap();
            }
        }
        if game_phase_seat(&session) != Some(0) || game_phase_seat(&earlier) != Some(0) {
            continue;
        }
        let a = answers(&earlier, &store, Some(0), 4);
        let b = answers(&session, &store, Some(0), 4);
        assert_eq!(a, b, "seeds {other_seed} and {seed}: seat 0 can tell the other hands apart");
        // After seat 0 chooses its swap card (the same one in both deals).
        let give = session.legal_moves().unwrap()[0].clone();
        for game in [&earlier, &session] {
            let result = game.act(game.version().unwrap(), 0, give.clone()).unwrap();
            assert!(format!("{result:?}").len() > 10);
        }
        let (a, b) = (answers(&earlier, &store, Some(0), 4), answers(&session, &store, Some(0), 4));
        assert_eq!(a, b, "seeds {other_seed} and {seed} after the swap card: the answers differ");
        pairs += 1;
        if pairs == 5 {
            break;
        }
    }
    assert!(pairs >= 3, "found {pairs} pairs of deals that look alike to seat 0");
    let _ = std::fs::remove_dir_all(dir);
}

fn game_phase_seat(session: &GameSession) -> Option<u32> {
    match session.phase().unwrap() {
        Phase::HumanTurn { seat } => Some(seat),
        _ => None,
    }
}

/// Face-up cards a scene shows.
fn face_up_cards(scene: &crate::scene::BoardScene) -> usize {
    scene.nodes.iter().filter(|n| matches!(n.face, crate::scene::Face::Card { .. })).count()
}

/// The hand-off screen's undo (issue 40): "Undo Player 3's move" tapped by whoever
/// holds the device opened Player 3's hand at once. Over the FFI, every state the
/// table gives a shell from that tap until Player 3 confirms holding the device shows
/// only what the table shows everybody; after the confirm, Player 3 sees their hand.
#[test]
fn the_hand_off_undo_gives_no_hand_to_the_shell_before_the_mover_confirms() {
    let session = GameSession::new(humans("pairanoid", 4, 11), None).unwrap();
    let keep = Arc::new(Keep::default());
    let settings = TableSettings { bot_ms: 0, forced_ms: 0, auto_play: false, shown_ms: None };
    let table = Table::new(session.clone(), settings, Box::new(keep.clone()));
    let mut mover = None;
    for _ in 0..400 {
        let state = table.settle(2_000);
        assert_eq!(state.error, None);
        match (&state.hand_off, state.phase) {
            (Some(h), _) if h.undo.is_some() && mover == Some(2) => {
                let public = face_up_cards(&session.scene(None).unwrap());
                let from = keep.0.lock().unwrap().len();
                table.undo_before_hand_off(state.version);
                let asked = table.settle(2_000);
                assert_eq!(asked.hand_off.as_ref().map(|h| (h.seat, h.take_back.is_some())), Some((2, true)));
                for s in &keep.0.lock().unwrap()[from..] {
                    assert_eq!(s.viewer, None, "nobody's eyes before Player 3 confirms");
                    assert!(s.view.observation_json.is_empty() && s.view.next_steps.is_empty());
                    assert_eq!(face_up_cards(&s.scene), public, "only the table's cards");
                    assert!(s.reveal.is_none());
                }
                table.confirm_hand_off(asked.version);
                let after = table.settle(2_000);
                assert_eq!(after.viewer, Some(2));
                assert!(face_up_cards(&after.scene) > public, "Player 3 sees their own hand");
                table.leave();
                return;
            }
            (Some(_), _) => table.confirm_hand_off(state.version),
            (None, Phase::HumanTurn { seat }) => {
                mover = Some(seat);
                if state.view.can_confirm {
                    table.confirm(state.version);
                } else {
                    table.choose_step(state.version, state.view.next_steps[0].notation.clone());
                }
            }
            (None, phase) => panic!("no hand-off undo by Player 3 before {phase:?}"),
        }
    }
    panic!("no hand-off undo by Player 3");
}
