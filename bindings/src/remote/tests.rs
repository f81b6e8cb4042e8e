//! The protocol machine driven without a socket: frames made by a core session the
//! way the server makes them (its seat's view and scene only), fed to the machine.

use std::collections::BTreeMap;

use serde_json::{json, Value};
use spelbord_core::i18n::{render, Lang};
use spelbord_core::session::PlaySession;
use spelbord_core::{Phase, SeatConfig, SessionConfig};
use spelbord_protocol::frame::{play_frame, FrameFor};
use spelbord_protocol::{SeatInfo, ServerMsg, StateFrame};

use std::sync::Arc;
use std::time::Duration;

use spelbord_core::table as st;
use spelbord_core::table::remote::{RemoteAction, RemoteLink, RemoteSession};

use super::machine::{backoff_ms, Command, Effect, Hello, Link, Machine, Ticket};
use crate::table::TableState;

/// A session of `game` for two people, seeded.
pub(crate) fn session(game: &str, seed: u64) -> Box<dyn PlaySession> {
    let config = SessionConfig {
        game: game.into(),
        seats: vec![SeatConfig::human("Anna"), SeatConfig::human("Bo")],
        variants: Default::default(),
        seed: Some(seed),
        title: None,
    };
    spelbord_core::new_session(&config).unwrap()
}

/// The frame `seat` gets, as the server builds it (server/src/hub.rs `frame`), with
/// the whole move log (as for a device that holds none of it).
fn frame(s: &dyn PlaySession, seat: usize, since: &[&str], connected: [bool; 2]) -> String {
    frame_with(s, seat, since, connected, 0)
}

/// The frame `seat` gets with the move log's entries from `log_from` on: the server's
/// own builder (`catch_up::play_frame`), the catch-up lines replaced by `since`.
fn frame_with(s: &dyn PlaySession, seat: usize, since: &[&str], connected: [bool; 2], log_from: usize) -> String {
    let sent = FrameFor { lang: Lang::Sv, seen: Default::default(), log_from, text_board: false };
    let mut play = play_frame(s, seat, &sent, None);
    play.since = since.iter().map(|l| l.to_string()).collect();
    let seats = ["Anna", "Bo"]
        .iter()
        .zip(connected)
        .map(|(n, c)| SeatInfo { name: n.to_string(), bot: None, taken: true, connected: c, left: false })
        .collect();
    let frame =
        StateFrame { game_id: "g1".into(), seat, seats, fair: Default::default(), ended: None, play: Some(play) };
    ServerMsg::State(Box::new(frame)).to_text()
}

/// What the table's core flow shows from the machine's latest frame, as the driver
/// publishes it (its screen, and the core's record): a core table opened on the
/// frame (nothing played by itself), or the machine's own state before a board came.
fn shown(m: &mut Machine) -> (TableState, st::TableState) {
    let Some((seat, frame)) = m.remote_frame(true) else { return m.state() };
    let session = RemoteSession::new(seat, frame, Arc::new(Nowhere)).expect("a known game");
    let settings = st::TableSettings { bot_ms: 0, forced_ms: 0, auto_play: false, shown_ms: None };
    let table = st::Table::open_remote(session, settings, Arc::new(Unheard));
    let core = table.settle(Duration::from_secs(5));
    table.close();
    (m.screen(core.clone()), core)
}

/// Actions of a table opened by [`shown`]: the tests send theirs through the machine.
struct Nowhere;

impl RemoteLink for Nowhere {
    fn send(&self, _action: RemoteAction) {}
}

/// A listener that keeps nothing (the tests read the settled state).
struct Unheard;

impl st::TableListener for Unheard {
    fn on_state(&self, _state: st::TableState) {}
}

fn joined(seat: usize, host: bool) -> String {
    ServerMsg::Joined { game_id: "g1".into(), seat, token: "secret-token".into(), host, invites: vec![] }.to_text()
}

fn sent(effects: &[Effect]) -> Vec<Value> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Send(t) => Some(serde_json::from_str(t).unwrap()),
            _ => None,
        })
        .collect()
}

/// A machine that joined seat `seat` and holds the first state.
fn started(s: &dyn PlaySession, seat: usize) -> Machine {
    let hello = Hello::Join { code: "abcd-efgh".into(), name: Some("Bo".into()) };
    let mut m = Machine::new("127.0.0.1:41001", "sv", hello);
    assert_eq!(m.start()[0], Effect::Connect("ws://127.0.0.1:41001/ws".into()));
    let hello = sent(&m.opened());
    assert_eq!(hello[0]["type"], "join");
    assert_eq!(hello[0]["lang"], "sv");
    assert_eq!(hello[0]["contribution"].as_str().unwrap().len(), 32);
    assert!(!m.settled(), "the hello is not answered yet");
    assert_eq!(shown(&mut m).0.viewer, None, "nobody's eyes before the seat is known");
    let effects = m.text(0, &joined(seat, false));
    assert!(effects.contains(&Effect::Joined(Ticket {
        game_id: "g1".into(),
        token: "secret-token".into(),
        seat,
        host: false
    })));
    m.text(0, &frame(s, seat, &[], [true, true]));
    assert!(m.settled());
    m
}

#[test]
fn a_step_is_sent_with_the_version_and_pending_steps_and_the_answer_settles_it() {
    let mut s = session("fia", 3);
    let Phase::HumanTurn { seat } = s.phase() else { panic!() };
    let mut m = started(s.as_ref(), seat);
    let (state, _) = shown(&mut m);
    assert_eq!(state.viewer, Some(seat as u32));
    assert!(state.online.as_ref().unwrap().line.is_none(), "nothing awaited on the player's own turn");
    let step = state.view.next_steps[0].notation.clone();
    let out = sent(&m.command(state.version, Command::Step(step.clone())));
    assert_eq!(out, vec![json!({"type": "step", "version": state.version, "step": step, "pending": []})]);
    assert!(!m.settled(), "sent and not answered");
    s.choose_step(None, seat, &step).unwrap();
    m.text(0, &ServerMsg::Ack { version: s.version() }.to_text());
    assert!(!m.settled(), "acknowledged, the new state not here yet");
    m.text(0, &frame(s.as_ref(), seat, &[], [true, true]));
    assert!(m.settled());
    assert_eq!(shown(&mut m).0.version, s.version());
}

#[test]
fn a_command_on_an_old_board_is_dropped_and_offline_it_is_refused_with_the_reason() {
    let s = session("fia", 3);
    let Phase::HumanTurn { seat } = s.phase() else { panic!() };
    let mut m = started(s.as_ref(), seat);
    let version = m.version().unwrap();
    assert!(sent(&m.command(version + 1, Command::Confirm)).is_empty());
    m.closed(1_000);
    assert!(sent(&m.command(version, Command::Undo)).is_empty());
    assert_eq!(shown(&mut m).0.error.unwrap().key, "app-online-not-sent");
}

#[test]
fn a_tap_sends_the_step_of_the_node_under_it() {
    let s = session("fia", 3);
    let Phase::HumanTurn { seat } = s.phase() else { panic!() };
    let mut m = started(s.as_ref(), seat);
    let scene = s.scene(Some(seat));
    let node = scene.nodes.iter().find(|n| n.action.is_some()).expect("a tappable node on the player's turn");
    let (x, y) = node.rect.centre();
    let want = scene.hit(x, y).and_then(|n| n.action.clone()).unwrap();
    let out = sent(&m.command(s.version(), Command::Tap(x, y)));
    assert_eq!(out[0]["step"], want.as_str());
    // A tap on nothing sends nothing.
    assert!(sent(&m.command(s.version(), Command::Tap(-5.0, -5.0))).is_empty());
}

#[test]
fn a_lost_connection_reconnects_with_growing_pauses_and_resumes_with_the_token() {
    let s = session("fia", 3);
    let mut m = started(s.as_ref(), 1);
    let seen = m.version().unwrap();
    let mut now = 10_000;
    for attempt in 0..6u32 {
        let effects = m.closed(now);
        let at = now + backoff_ms(attempt);
        assert!(effects.contains(&Effect::WakeAt(at)), "{effects:?}");
        assert_eq!(shown(&mut m).0.online.unwrap().line.unwrap().key, "app-online-reconnecting");
        assert!(m.tick(at - 1).iter().all(|e| !matches!(e, Effect::Connect(_))), "not before its time");
        assert!(matches!(m.tick(at)[0], Effect::Connect(_)));
        now = at + 5;
    }
    assert!(backoff_ms(1) > backoff_ms(0) && backoff_ms(40) == super::machine::BACKOFF_MAX_MS);
    let hello = sent(&m.opened());
    assert_eq!(hello[0]["type"], "resume");
    assert_eq!(hello[0]["token"], "secret-token");
    assert_eq!(hello[0]["seen_version"], seen);
    // The state answers the resume: the pauses start again from the first.
    m.text(now, &frame(s.as_ref(), 1, &["Anna moved"], [true, true]));
    assert!(m.settled());
    assert!(m.closed(now).contains(&Effect::WakeAt(now + backoff_ms(0))));
}

#[test]
fn a_lost_seat_is_not_retried_and_the_line_says_why() {
    let s = session("fia", 3);
    let mut m = started(s.as_ref(), 1);
    let replaced = ServerMsg::Error {
        code: spelbord_protocol::ErrorCode::Replaced,
        message: "En annan enhet tog över platsen".into(),
        msg: None,
        version: None,
        fatal: true,
    };
    let effects = m.text(0, &replaced.to_text());
    assert!(effects.contains(&Effect::Close));
    assert!(matches!(m.link(), Link::Closed { .. }));
    assert!(m.closed(5).is_empty(), "no reconnect after the seat was taken over");
    let line = shown(&mut m).0.online.unwrap().line.unwrap();
    assert_eq!(line.key, "scene-text");
}

#[test]
fn refusals_show_their_reason_and_a_stale_one_shows_nothing() {
    let s = session("fia", 3);
    let Phase::HumanTurn { seat } = s.phase() else { panic!() };
    let mut m = started(s.as_ref(), seat);
    let error = |code, msg: Option<spelbord_core::Msg>| {
        ServerMsg::Error { code, message: "nej".into(), msg, version: Some(9), fatal: false }.to_text()
    };
    let version = m.version().unwrap();
    m.command(version, Command::Confirm);
    m.text(0, &error(spelbord_protocol::ErrorCode::Illegal, Some(spelbord_core::Msg::new("reason-x"))));
    assert_eq!(shown(&mut m).0.error.unwrap().key, "reason-x");
    assert!(m.settled(), "a refusal answers the command");
    m.command(version, Command::Confirm);
    m.text(0, &error(spelbord_protocol::ErrorCode::Stale, None));
    assert!(m.settled());
    // An error from the version before is cleared by any new command.
    assert!(shown(&mut m).0.error.is_none());
}

#[test]
fn the_line_names_whom_the_game_waits_for() {
    let s = session("fia", 3);
    let Phase::HumanTurn { seat } = s.phase() else { panic!() };
    let other = 1 - seat;
    let mut m = started(s.as_ref(), other);
    let line = shown(&mut m).0.online.unwrap().line.unwrap();
    assert_eq!(line.key, "app-online-waiting-for");
    m.text(0, &frame(s.as_ref(), other, &[], [seat == 1, seat == 0]));
    assert_eq!(shown(&mut m).0.online.unwrap().line.unwrap().key, "app-online-waiting-away");
}

#[test]
fn catch_up_lines_show_at_the_players_turn_as_the_core_tells_them_on_the_device() {
    let mut s = session("fia", 3);
    let Phase::HumanTurn { seat } = s.phase() else { panic!() };
    let other = 1 - seat;
    let mut m = started(s.as_ref(), other);
    // The other seat plays its whole turn; the device gets a state per action.
    while s.phase() == (Phase::HumanTurn { seat }) {
        let mv = s.legal_moves()[0].clone();
        s.act(None, seat, &mv).unwrap();
        m.text(0, &frame(s.as_ref(), other, &[], [true, true]));
        if s.phase() == (Phase::HumanTurn { seat }) {
            assert!(shown(&mut m).0.catch_up.is_empty(), "shown once it is the player's turn");
        }
    }
    let state = shown(&mut m).0;
    assert_eq!(state.phase, crate::types::Phase::HumanTurn { seat: other as u32 });
    // The core's one rule over the log the frames brought: what a table on the
    // device tells the player at this turn.
    let said = |lines: &[crate::i18n::Message]| {
        lines.iter().map(|l| crate::i18n::render_message(l.clone(), crate::i18n::Language::En)).collect::<Vec<_>>()
    };
    let here: Vec<String> = s.catch_up(s.last_seen(other), other).iter().map(|l| render(l, Lang::En)).collect();
    assert!(!here.is_empty(), "the other seat's moves are told");
    assert_eq!(said(&state.catch_up), here);
    // While the player builds their move the lines stay (as at a table on one
    // device); once the turn is over, what came before is read.
    let step = state.view.next_steps[0].notation.clone();
    m.command(state.version, Command::Step(step));
    assert_eq!(said(&shown(&mut m).0.catch_up), here);
    while s.phase() == (Phase::HumanTurn { seat: other }) {
        let mv = s.legal_moves()[0].clone();
        s.act(None, other, &mv).unwrap();
    }
    m.text(0, &frame(s.as_ref(), other, &[], [true, true]));
    assert!(shown(&mut m).0.catch_up.is_empty());
}

/// The client never plays a forced move by itself: the core's table does, at its
/// pace, and shows it as played for the player (core/src/table/remote_tests.rs and
/// the differential test over a real server).
#[test]
fn a_forced_move_is_left_to_the_cores_table() {
    // Fevga and Fia have forced moves; find a position with one for the player.
    let mut s = session("fia", 11);
    let mut guard = 0;
    while s.view(s.phase_seat()).forced_move.is_none() {
        let Phase::HumanTurn { seat } = s.phase() else { panic!("{:?}", s.phase()) };
        let mv = s.legal_moves()[0].clone();
        s.act(None, seat, &mv).unwrap();
        guard += 1;
        assert!(guard < 400, "no forced move found");
    }
    let Phase::HumanTurn { seat } = s.phase() else { panic!() };
    let mut m = started(s.as_ref(), seat);
    assert!(m.settled(), "nothing due in the client");
    assert!(sent(&m.tick(10_000)).is_empty(), "no move sent by the client");
}

trait PhaseSeat {
    fn phase_seat(&self) -> Option<usize>;
}

impl PhaseSeat for Box<dyn PlaySession> {
    fn phase_seat(&self) -> Option<usize> {
        match self.phase() {
            Phase::HumanTurn { seat } => Some(seat),
            _ => None,
        }
    }
}

#[test]
fn the_host_says_create_with_its_seats_and_sees_the_codes_of_open_seats() {
    use spelbord_protocol::SeatRequest;
    let seats = vec![SeatRequest::Me { name: "Anna".into() }, SeatRequest::Invite { name: "Bo".into() }];
    let hello = Hello::Create { game: "fia".into(), variants: BTreeMap::new(), seats };
    let mut m = Machine::new("ws://127.0.0.1:41002/ws", "en", hello);
    m.start();
    let out = sent(&m.opened());
    assert_eq!(out[0]["type"], "create");
    assert_eq!(out[0]["seats"], json!([{"kind": "me", "name": "Anna"}, {"kind": "invite", "name": "Bo"}]));
    let invite = spelbord_protocol::Invite {
        seat: 1,
        code: "ABCD-EFGH".into(),
        link: "http://x/join/ABCD-EFGH".into(),
        expires_ms: 1,
    };
    m.text(
        0,
        &ServerMsg::Joined { game_id: "g".into(), seat: 0, token: "t".into(), host: true, invites: vec![invite] }
            .to_text(),
    );
    let waiting = StateFrame {
        game_id: "g".into(),
        seat: 0,
        seats: vec![
            SeatInfo { name: "Anna".into(), bot: None, taken: true, connected: true, left: false },
            SeatInfo { name: "Bo".into(), bot: None, taken: false, connected: false, left: false },
        ],
        fair: Default::default(),
        ended: None,
        play: None,
    };
    m.text(0, &ServerMsg::State(Box::new(waiting.clone())).to_text());
    let state = shown(&mut m).0;
    let online = state.online.unwrap();
    assert!(online.host);
    assert_eq!(online.invites.len(), 1);
    assert_eq!(online.invites[0].code, "ABCD-EFGH");
    assert_eq!(online.line.unwrap().key, "app-online-waiting-join");
    assert!(state.view.next_steps.is_empty() && !state.view.can_confirm, "nothing to do before the game starts");
    assert!(state.scene.nodes.is_empty());
    assert_eq!(state.title.key, "game-fia", "the waiting room names the game it is for");
    // Once Bo took the seat, the code is no longer shown.
    let mut taken = waiting;
    taken.seats[1].taken = true;
    m.text(0, &ServerMsg::State(Box::new(taken)).to_text());
    assert!(shown(&mut m).0.online.unwrap().invites.is_empty());
}

#[test]
fn the_token_never_reaches_a_state() {
    let s = session("fia", 3);
    let mut m = started(s.as_ref(), 0);
    let (state, _) = shown(&mut m);
    assert!(!format!("{state:?}").contains("secret-token"));
}

/// Fjols has one of each card: no card of the other seat's hand may appear in any
/// state the remote table publishes, over a whole game played through the machine.
#[test]
fn no_card_of_the_other_seat_reaches_a_table_state() {
    let mut s = session("fjols", 5);
    let mut m = [started(s.as_ref(), 0), started(s.as_ref(), 1)];
    let mut checked = 0;
    let mut hidden_seen = 0;
    for _ in 0..300 {
        // The server plays no hand-off: each device holds its own seat.
        if let Phase::HandOff { seat } = s.phase() {
            s.confirm_handoff(seat).unwrap();
        }
        if s.phase() == Phase::Over {
            break;
        }
        for (seat, m) in m.iter_mut().enumerate() {
            m.text(0, &frame(s.as_ref(), seat, &[], [true, true]));
            let (state, core) = shown(m);
            let text = format!("{state:?}{core:?}");
            let hidden = hidden_cards(s.as_ref(), 1 - seat);
            hidden_seen += hidden.len();
            for card in hidden {
                assert!(!text.contains(&format!("card:{card}\"")), "seat {seat} sees {card} of the other hand");
                assert!(!text.contains(&format!("\"{card}\"")), "seat {seat} sees {card} of the other hand");
            }
            checked += 1;
        }
        let Phase::HumanTurn { seat } = s.phase() else { panic!("{:?}", s.phase()) };
        let mv = s.legal_moves()[0].clone();
        s.act(None, seat, &mv).unwrap();
    }
    assert!(checked > 20 && hidden_seen > 20, "{checked} states, {hidden_seen} hidden cards");
}

/// The cards in `seat`'s hand, as the seat itself sees them.
fn hidden_cards(s: &dyn PlaySession, seat: usize) -> Vec<String> {
    s.scene(Some(seat))
        .nodes
        .iter()
        .filter(|n| n.kind == spelbord_core::NodeKind::Card && n.face_up() && n.id.starts_with("card:"))
        .filter(|n| !s.scene(Some(1 - seat)).nodes.iter().any(|o| o.id == n.id))
        .map(|n| n.id.trim_start_matches("card:").to_string())
        .collect()
}

#[test]
fn the_fair_dice_line_shows_the_sealed_hash_and_at_the_end_whether_it_checked() {
    use super::machine::dice_line;
    assert_eq!(dice_line("", None), None, "nothing before the game has a commitment");
    let commitment = "0123456789abcdef0123456789abcdef";
    let running = dice_line(commitment, None).unwrap();
    assert_eq!(running.key, "app-online-dice");
    let hash = spelbord_core::Msg::new("x").arg("hash", "0123456789ab").args;
    assert_eq!(running.args, hash, "the first twelve digits, to compare aloud");
    assert_eq!(dice_line(commitment, Some(true)).unwrap().key, "app-online-dice-checked");
    assert_eq!(dice_line(commitment, Some(false)).unwrap().key, "app-online-dice-failed");
    // Through the machine: a game's frame with a commitment, then an export that does
    // not replay from it.
    let s = session("fia", 3);
    let Phase::HumanTurn { seat } = s.phase() else { panic!() };
    let mut m = started(s.as_ref(), seat);
    assert_eq!(shown(&mut m).0.online.unwrap().dice_line, None, "the test frames carry no commitment");
    let mut text: Value = serde_json::from_str(&frame(s.as_ref(), seat, &[], [true, true])).unwrap();
    text["fair"]["commitment"] = json!(commitment);
    m.text(0, &text.to_string());
    let line = shown(&mut m).0.online.unwrap().dice_line.unwrap();
    assert_eq!(line.key, "app-online-dice");
    m.text(0, &ServerMsg::Save { text: "not a save".into() }.to_text());
    assert_eq!(shown(&mut m).0.online.unwrap().dice_line.unwrap().key, "app-online-dice-failed");
}

/// Plays the first legal move of whoever is to move (the server confirms no hand-off).
fn play_one(s: &mut Box<dyn PlaySession>) {
    if let Phase::HandOff { seat } = s.phase() {
        s.confirm_handoff(seat).unwrap();
    }
    let Phase::HumanTurn { seat } = s.phase() else { panic!("{:?}", s.phase()) };
    let mv = s.legal_moves()[0].clone();
    s.act(None, seat, &mv).unwrap();
}

/// The move log: each frame's entries are added to what the table holds, so the log
/// grows with every move and is the core's own; a resume after missed moves names the
/// version whose log the table holds and the frame fills in what it missed; a frame
/// whose entries start earlier (an undo took some back) replaces the rest.
#[test]
fn the_move_log_grows_with_each_move_and_a_resume_fills_in_the_missed_ones() {
    let mut s = session("fia", 3);
    let Phase::HumanTurn { seat } = s.phase() else { panic!() };
    let other = 1 - seat;
    let mut m = started(s.as_ref(), other);
    assert_eq!(m.move_log(), s.log().as_slice());
    let mut held = s.history_len();
    for _ in 0..6 {
        play_one(&mut s);
        m.text(0, &frame_with(s.as_ref(), other, &[], [true, true], held));
        assert!(m.move_log().len() > held, "the log grows with the move");
        assert_eq!(m.move_log(), s.log().as_slice());
        held = s.history_len();
    }
    assert!(m.move_log().iter().any(|e| e.by == Some(seat)), "the other seat's moves are in it");
    // The connection drops; three moves are missed; the resume says what is held.
    let seen = m.version().unwrap();
    let before = m.move_log().len();
    m.closed(1_000);
    for _ in 0..3 {
        play_one(&mut s);
    }
    assert!(matches!(m.tick(1_000 + backoff_ms(0))[0], Effect::Connect(_)));
    let hello = sent(&m.opened());
    assert_eq!(hello[0]["type"], "resume");
    assert_eq!((hello[0]["seen_version"].as_u64(), hello[0]["log_version"].as_u64()), (Some(seen), Some(seen)));
    m.text(2_000, &frame_with(s.as_ref(), other, &["x"], [true, true], held));
    assert!(m.move_log().len() > before, "the missed moves are in the log");
    assert_eq!(m.move_log(), s.log().as_slice());
    let lines: Vec<String> = m.move_log().iter().flat_map(|e| e.lines.iter().map(|l| render(l, Lang::Sv))).collect();
    let want: Vec<String> = s.log().iter().flat_map(|e| e.lines.iter().map(|l| render(l, Lang::Sv))).collect();
    assert_eq!(lines, want);
    // The same game with one move fewer (an undo): the frame's entries start at its end.
    let mut t = session("fia", 3);
    for _ in 0..8 {
        play_one(&mut t);
    }
    assert!(t.history_len() < s.history_len() && s.log().starts_with(&t.log()));
    m.text(3_000, &frame_with(t.as_ref(), other, &[], [true, true], held));
    assert_eq!(m.move_log(), t.log().as_slice(), "entries taken back are dropped");
    // A table just opened on a kept ticket holds no log: it asks for all of it.
    let ticket = Ticket { game_id: "g1".into(), token: "secret-token".into(), seat: other, host: false };
    let mut fresh = Machine::new("127.0.0.1:41001", "sv", Hello::Resume { ticket, seen_version: Some(seen) });
    fresh.start();
    let hello = sent(&fresh.opened());
    assert_eq!(hello[0]["seen_version"].as_u64(), Some(seen));
    assert!(hello[0].get("log_version").is_none(), "{}", hello[0]);
    fresh.text(0, &frame_with(s.as_ref(), other, &[], [true, true], 0));
    assert_eq!(fresh.move_log(), s.log().as_slice());
}

/// A card's name as the log would say it (`7h` → "7 of hearts"), in English.
fn card_name(card: &str) -> Option<String> {
    let (rank, suit) = card.split_at(card.len().checked_sub(1)?);
    let rank = match rank {
        "A" => "rank-ace".to_string(),
        "K" => "rank-king".into(),
        "Q" => "rank-queen".into(),
        "J" => "rank-jack".into(),
        "T" | "10" => "rank-10".into(),
        n => format!("rank-{n}"),
    };
    let suit = match suit {
        "c" => "clubs",
        "d" => "diamonds",
        "h" => "hearts",
        "s" => "spades",
        _ => return None,
    };
    let msg = spelbord_core::Msg::new("card-name")
        .arg("rank", spelbord_core::Msg::new(rank))
        .arg("suit", spelbord_core::Msg::new(format!("suit-{suit}")));
    Some(render(&msg, Lang::En))
}

/// Fjols has one of each card: the move log a remote table gathers over a whole game
/// never names a card of the other seat's hand that no move showed, in notation or in
/// words. (The check reads names: cards played in the open are found in the log.)
#[test]
fn the_move_log_of_a_remote_table_names_no_card_of_the_other_hand() {
    let mut s = session("fjols", 5);
    let mut m = [started(s.as_ref(), 0), started(s.as_ref(), 1)];
    let mut held = s.history_len();
    let (mut checked, mut played_named) = (0, 0);
    for _ in 0..300 {
        if let Phase::HandOff { seat } = s.phase() {
            s.confirm_handoff(seat).unwrap();
        }
        if s.phase() == Phase::Over {
            break;
        }
        let hidden_before: Vec<Vec<String>> = (0..2).map(|seat| hidden_cards(s.as_ref(), 1 - seat)).collect();
        play_one(&mut s);
        if let Phase::HandOff { seat } = s.phase() {
            s.confirm_handoff(seat).unwrap();
        }
        for (seat, m) in m.iter_mut().enumerate() {
            m.text(0, &frame_with(s.as_ref(), seat, &[], [true, true], held));
            let new = &m.move_log()[held.min(m.move_log().len())..];
            let words: String = new.iter().flat_map(|e| e.lines.iter().map(|l| render(l, Lang::En) + "\n")).collect();
            let text = format!("{:?}\n{words}", m.move_log());
            let still_hidden = hidden_cards(s.as_ref(), 1 - seat);
            for card in hidden_before[seat].iter().filter(|c| still_hidden.contains(c)) {
                let name = card_name(card).unwrap_or_else(|| card.clone());
                assert!(!words.contains(&name), "seat {seat}'s log names {card} of the other hand: {words}");
                assert!(!text.contains(&format!("\"{card}\"")), "seat {seat}'s log has {card} of the other hand");
                checked += 1;
            }
            played_named += s
                .last_events()
                .iter()
                .filter_map(|e| match e {
                    spelbord_core::Event::CardPlayed { card, .. } => card_name(card),
                    _ => None,
                })
                .filter(|name| words.contains(name.as_str()))
                .count();
        }
        assert_eq!(m[0].move_log(), m[1].move_log(), "one log for every seat");
        held = s.history_len();
    }
    assert!(checked > 100, "{checked} hidden cards checked");
    assert!(played_named > 5, "the names looked for are the log's own ({played_named} played cards found)");
}

/// The frame `seat` gets as the changes from the scene the fingerprints `held` stand
/// for (the server's own builder, as for a device that asked for scene changes).
fn frame_of_changes(s: &dyn PlaySession, seat: usize, held: &mut Vec<u64>) -> String {
    let sent = FrameFor { lang: Lang::Sv, seen: Default::default(), log_from: 0, text_board: false };
    let play = play_frame(s, seat, &sent, Some(held));
    let seats = ["Anna", "Bo"]
        .iter()
        .map(|n| SeatInfo { name: n.to_string(), bot: None, taken: true, connected: true, left: false })
        .collect();
    let frame =
        StateFrame { game_id: "g1".into(), seat, seats, fair: Default::default(), ended: None, play: Some(play) };
    ServerMsg::State(Box::new(frame)).to_text()
}

#[test]
fn the_table_asks_for_scene_changes_patches_its_scene_and_reconnects_on_changes_it_cannot_place() {
    let mut s = session("fia", 3);
    let Phase::HumanTurn { seat } = s.phase() else { panic!() };
    let hello = Hello::Join { code: "abcd-efgh".into(), name: None };
    let mut m = Machine::new("127.0.0.1:41001", "sv", hello);
    m.start();
    let hello = sent(&m.opened());
    assert_eq!(hello[0]["scene_changes"], true, "the app patches scenes");
    assert_eq!(hello[0]["text_board"], false, "the app never shows the text board");
    m.text(0, &joined(seat, false));
    let mut held = Vec::new();
    m.text(0, &frame_of_changes(s.as_ref(), seat, &mut held));
    assert_eq!(shown(&mut m).1.scene, shown(&mut started(s.as_ref(), seat)).1.scene, "the first frame is whole");
    // Moves later, each frame carries changes only; the table shows the same scene as
    // one sent whole frames.
    for _ in 0..6 {
        let Phase::HumanTurn { seat: mover } = s.phase() else { break };
        let mv = s.legal_moves()[0].clone();
        s.act(None, mover, &mv).unwrap();
        let text = frame_of_changes(s.as_ref(), seat, &mut held);
        assert!(text.contains("\"scene_changes\""), "a move sends changes");
        m.text(0, &text);
        let mut whole = started(s.as_ref(), seat);
        assert_eq!(shown(&mut m).1.scene, shown(&mut whole).1.scene);
    }
    // Changes that do not fit the scene held (here: none held, as after a lost
    // frame): the table closes the socket and connects again, for the whole scene.
    let mut lost = Machine::new("127.0.0.1:41001", "sv", Hello::Join { code: "abcd-efgh".into(), name: None });
    lost.start();
    lost.opened();
    lost.text(0, &joined(seat, false));
    let changes_only = frame_of_changes(s.as_ref(), seat, &mut held);
    assert!(changes_only.contains("\"scene_changes\""));
    let out = lost.text(0, &changes_only);
    assert!(out.contains(&Effect::Close), "changes without a scene held close the socket: {out:?}");
    assert!(out.iter().any(|e| matches!(e, Effect::Connect(_) | Effect::WakeAt(_))), "and it connects again");
}

/// Issue 40: while the connection is down the table says "Reconnecting…" and is not
/// busy (the top bar never shows the bots' "Thinking…"); a tap refused meanwhile
/// ("nothing was sent") is cleared the moment the connection is back, not left on
/// screen until the next tap.
#[test]
fn while_down_the_line_says_reconnecting_and_a_refusal_clears_once_back() {
    let s = session("fia", 3);
    let Phase::HumanTurn { seat } = s.phase() else { panic!() };
    let mut m = started(s.as_ref(), seat);
    let version = m.version().unwrap();
    let at = 1_000 + backoff_ms(0);
    m.closed(1_000);
    let down = shown(&mut m).0;
    assert_eq!(down.online.unwrap().line.unwrap().key, "app-online-reconnecting");
    assert!(!down.thinking, "waiting to reconnect is not thinking");
    assert!(sent(&m.command(version, Command::Confirm)).is_empty());
    assert_eq!(shown(&mut m).0.error.unwrap().key, "app-online-not-sent");
    // Trying again: still the same words, still not thinking.
    assert!(matches!(m.tick(at)[0], Effect::Connect(_)));
    let trying = shown(&mut m).0;
    assert_eq!(trying.online.unwrap().line.unwrap().key, "app-online-reconnecting");
    assert!(!trying.thinking);
    // Back: the refusal goes at once, and the line once the state is here.
    assert!(m.opened().contains(&Effect::Publish));
    assert_eq!(shown(&mut m).0.error, None, "cleared the moment the connection is back");
    m.text(at + 5, &frame(s.as_ref(), seat, &[], [true, true]));
    let back = shown(&mut m).0;
    assert_eq!((back.error, back.online.unwrap().line), (None, None));
}

/// Issue 44 "Feel": the turn chime sounds on the first state in which the game came to
/// this seat (not on opening it, not again while it stays its turn); issue 40: the
/// remote table offers Resign as the core offers it to this seat, with its question,
/// and sends it on the version shown.
#[test]
fn the_turn_chime_sounds_once_as_the_game_comes_here_and_resign_is_offered_as_the_core_offers_it() {
    let mut s = session("fevga", 7);
    let Phase::HumanTurn { seat: first } = s.phase() else { panic!("{:?}", s.phase()) };
    let me = 1 - first;
    let mut m = started(s.as_ref(), me);
    // The driver's way: one core table of the seat, fed each frame.
    let record = Arc::new(Record::default());
    let (seat, first) = m.remote_frame(true).unwrap();
    let session = RemoteSession::new(seat, first, Arc::new(Nowhere)).unwrap();
    let settings = st::TableSettings { bot_ms: 0, forced_ms: 0, auto_play: false, shown_ms: None };
    let table = st::Table::open_remote(session, settings, record.clone());
    let last_sound = |t: &st::Table| t.settle(Duration::from_secs(5)).sound;
    assert_ne!(last_sound(&table), Some(st::sound::Sound::Turn), "opening a game is no change of turn");
    // The resign offer comes with the frame, out of turn too.
    let (question, offers) = m.resign_offer().expect("the core offers this seat a resignation");
    assert_eq!(question.key, "resign-question");
    assert!(!offers.is_empty());
    let version = m.version().unwrap();
    assert_eq!(sent(&m.command(version, Command::Resign(None))), vec![json!({"type": "resign", "version": version})]);
    m.text(
        0,
        &ServerMsg::Error {
            code: spelbord_protocol::ErrorCode::Stale,
            message: String::new(),
            msg: None,
            version: Some(version),
            fatal: false,
        }
        .to_text(),
    );
    // The other seat plays until the game comes here.
    while s.phase() != (Phase::HumanTurn { seat: me }) {
        play_one(&mut s);
    }
    m.text(0, &frame(s.as_ref(), me, &[], [true, true]));
    table.receive(m.remote_frame(false).unwrap().1);
    assert_eq!(last_sound(&table), Some(st::sound::Sound::Turn), "the game came to this seat");
    // The same frame again (a reconnect): still this seat's turn, no second chime.
    table.receive(m.remote_frame(false).unwrap().1);
    table.refresh();
    let states = record.0.lock().unwrap();
    assert_eq!(states.iter().filter(|s| s.sound == Some(st::sound::Sound::Turn)).count(), 1, "one chime");
}

/// Every state a core table published.
#[derive(Default)]
struct Record(std::sync::Mutex<Vec<st::TableState>>);

impl st::TableListener for Record {
    fn on_state(&self, state: st::TableState) {
        self.0.lock().unwrap().push(state);
    }
}
