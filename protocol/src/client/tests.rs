//! The client machine driven without a socket: frames made from a core session by
//! the server's own builder ([`crate::frame::play_frame`]), fed to the machine.

use serde_json::Value;
use spelbord_core::i18n::Lang;
use spelbord_core::session::PlaySession;
use spelbord_core::{Phase, SeatConfig, SessionConfig};

use super::*;
use crate::frame::{play_frame, FrameFor};
use crate::messages::SeatInfo;

fn session(game: &str, seed: u64) -> Box<dyn PlaySession> {
    let config = SessionConfig {
        game: game.into(),
        seats: vec![SeatConfig::human("Anna"), SeatConfig::human("Bo")],
        variants: Default::default(),
        seed: Some(seed),
        title: None,
    };
    spelbord_core::new_session(&config).unwrap()
}

/// The frame `seat` gets, as the server builds it, with the whole move log.
fn frame(s: &dyn PlaySession, seat: usize, since: &[&str]) -> String {
    let sent = FrameFor { lang: Lang::En, seen: Default::default(), log_from: 0, text_board: false };
    let mut play = play_frame(s, seat, &sent, None);
    play.since = since.iter().map(|l| l.to_string()).collect();
    let seats = ["Anna", "Bo"]
        .iter()
        .map(|n| SeatInfo { name: n.to_string(), bot: None, taken: true, connected: true, left: false })
        .collect();
    let frame =
        StateFrame { game_id: "g1".into(), seat, seats, fair: Default::default(), ended: None, play: Some(play) };
    ServerMsg::State(Box::new(frame)).to_text()
}

fn options(auto_play_ms: Option<u64>) -> Options {
    Options { lang: "sv".into(), deflate: true, scene_changes: false, text_board: true, auto_play_ms }
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

/// A client that joined seat `seat` and holds the first state.
fn joined(s: &dyn PlaySession, seat: usize, auto_play_ms: Option<u64>) -> Client {
    let hello = Hello::Join { code: "abcd-efgh".into(), name: Some("Bo".into()) };
    let mut c = Client::new("127.0.0.1:41001", hello, options(auto_play_ms));
    assert_eq!(c.start()[0], Effect::Connect("ws://127.0.0.1:41001/ws".into()));
    let hello = sent(&c.opened());
    assert_eq!(hello[0]["type"], "join");
    assert_eq!(hello[0]["deflate"], true);
    assert_eq!(hello[0].get("text_board"), None, "the default (true) is not written");
    let answer = ServerMsg::Joined { game_id: "g1".into(), seat, token: "tok".into(), host: false, invites: vec![] };
    let effects = c.text(0, &answer.to_text());
    assert!(effects.contains(&Effect::Joined(Ticket { game_id: "g1".into(), token: "tok".into(), seat, host: false })));
    let effects = c.text(0, &frame(s, seat, &[]));
    assert!(effects.contains(&Effect::State));
    c
}

#[test]
fn a_whole_move_is_sent_on_the_version_shown_and_an_old_version_sends_nothing() {
    let s = session("fia", 3);
    let Phase::HumanTurn { seat } = s.phase() else { panic!() };
    let mut c = joined(s.as_ref(), seat, None);
    let version = c.version().unwrap();
    assert!(c.settled());
    let out = sent(&c.command(version, Command::Act("roll".into())));
    assert_eq!(out, vec![serde_json::json!({"type": "act", "version": version, "mv": "roll"})]);
    assert!(!c.settled(), "sent and not answered");
    assert!(sent(&c.command(version + 1, Command::Confirm)).is_empty(), "a command on another version");
}

#[test]
fn a_resignation_is_offered_as_the_core_offers_it_and_sent_on_the_version_shown() {
    let mut s = session("fevga", 5);
    // Bo may resign out of turn: the offer is in every frame of the seat.
    let mut c = joined(s.as_ref(), 1, None);
    let version = c.version().unwrap();
    let (question, offers) = c.resign_offer().expect("the core offers Bo a resignation");
    assert_eq!(question.key, "resign-question");
    let first = offers[0].scope;
    let out = sent(&c.command(version, Command::Resign(None)));
    assert_eq!(out, vec![serde_json::json!({"type": "resign", "version": version})]);
    let out = sent(&c.command(version, Command::Resign(Some(first))));
    assert_eq!(out[0]["scope"], serde_json::to_value(first).unwrap());
    // Once the core ended the game, nothing is offered.
    s.resign(1).unwrap();
    c.text(0, &frame(s.as_ref(), 1, &[]));
    assert!(c.resign_offer().is_none());
}

#[test]
fn a_lost_connection_reconnects_with_growing_pauses_and_resumes_with_the_token_and_log() {
    let s = session("fia", 3);
    let mut c = joined(s.as_ref(), 1, None);
    let version = c.version().unwrap();
    let effects = c.closed(1_000);
    assert_eq!(effects[0], Effect::WakeAt(1_000 + BACKOFF_FIRST_MS));
    assert_eq!(c.line().unwrap().key, "app-online-reconnecting");
    assert!(c.tick(1_100).iter().all(|e| !matches!(e, Effect::Connect(_))), "not before the pause");
    assert!(c.tick(1_000 + BACKOFF_FIRST_MS).contains(&Effect::Connect("ws://127.0.0.1:41001/ws".into())));
    // It fails again: the pause doubles.
    assert_eq!(c.closed(2_000)[0], Effect::WakeAt(2_000 + 2 * BACKOFF_FIRST_MS));
    c.tick(10_000);
    let hello = sent(&c.opened());
    assert_eq!(hello[0]["type"], "resume");
    assert_eq!(hello[0]["token"], "tok");
    assert_eq!(hello[0]["seen_version"], version);
    assert_eq!(hello[0]["log_version"], version, "it holds the log up to the version shown");
    c.text(0, &frame(s.as_ref(), 1, &[]));
    // A state resets the pause.
    assert_eq!(c.closed(20_000)[0], Effect::WakeAt(20_000 + BACKOFF_FIRST_MS));
    assert!(backoff_ms(1) > backoff_ms(0) && backoff_ms(40) == BACKOFF_MAX_MS);
}

#[test]
fn a_lost_seat_closes_for_good_and_other_refusals_are_told_and_kept() {
    let s = session("fia", 3);
    let mut c = joined(s.as_ref(), 0, None);
    let refusal = |code, fatal| ServerMsg::Error { code, message: "nej".into(), msg: None, version: None, fatal };
    let effects = c.text(0, &refusal(ErrorCode::Illegal, false).to_text());
    assert!(effects.contains(&Effect::Refused { code: ErrorCode::Illegal, message: "nej".into() }));
    assert_eq!(c.error().unwrap().key, "scene-text");
    assert_eq!(c.link(), &Link::Open);
    let effects = c.text(0, &refusal(ErrorCode::Replaced, true).to_text());
    assert!(effects.contains(&Effect::Close));
    assert!(matches!(c.link(), Link::Closed { .. }));
    assert!(c.closed(5_000).is_empty(), "not retried");
    assert!(c.tick(100_000).is_empty());
}

#[test]
fn a_forced_move_is_played_after_the_pause_once_and_only_when_asked_for() {
    // A seeded Fia game played on to a turn with exactly one legal move.
    let mut found = None;
    'seeds: for seed in 0..200 {
        let mut s = session("fia", seed);
        for _ in 0..40 {
            let Phase::HumanTurn { seat } = s.phase() else { break };
            if s.view(Some(seat)).forced_move.is_some() {
                found = Some((s, seat));
                break 'seeds;
            }
            let mv = s.legal_moves()[0].clone();
            s.act(None, seat, &mv).unwrap();
        }
    }
    let (s, seat) = found.expect("a forced move in some seeded game");
    let mv = s.view(Some(seat)).forced_move.unwrap();
    let mut c = joined(s.as_ref(), seat, Some(300));
    assert!(!c.settled() && c.forced_due(), "the forced move is due");
    assert!(sent(&c.tick(100)).is_empty(), "not before the pause");
    let effects = c.tick(300);
    assert_eq!(sent(&effects)[0]["mv"], mv.as_str());
    assert!(effects.contains(&Effect::PlayedForYou(mv.clone())));
    // The same state again (a resume) does not play it twice.
    c.text(400, &frame(s.as_ref(), seat, &[]));
    assert!(!c.forced_due());
    // Without auto-play it waits for the player.
    let mut manual = joined(s.as_ref(), seat, None);
    assert!(!manual.forced_due() && sent(&manual.tick(10_000)).is_empty());
}

#[test]
fn a_frame_with_a_key_twice_is_not_read() {
    let s = session("fia", 3);
    let mut c = joined(s.as_ref(), 0, None);
    let version = c.version().unwrap();
    let twice = format!(r#"{{"type":"ack","version":{},"type":"pong"}}"#, version + 1);
    assert!(c.text(0, &twice).is_empty());
    let twice =
        r#"{"type":"error","code":"replaced","code":"stale","message":"","msg":null,"version":null,"fatal":true}"#;
    assert!(c.text(0, twice).is_empty());
    assert_eq!(c.link(), &Link::Open);
}

#[test]
fn catch_up_lines_gather_until_the_players_action_is_in_and_the_latest_are_kept() {
    let mut s = session("fia", 3);
    let Phase::HumanTurn { seat } = s.phase() else { panic!() };
    let mut c = joined(s.as_ref(), seat, None);
    let lines: Vec<String> = (0..CATCH_UP_LINES + 2).map(|i| format!("line {i}")).collect();
    for line in &lines {
        c.text(0, &frame(s.as_ref(), seat, &[line]));
    }
    assert_eq!(c.catch_up(), &lines[2..]);
    // Acting (a step of the move being built, answered at the same version): the lines
    // stay, as at a table on one device.
    c.command(c.version().unwrap(), Command::Undo);
    c.text(0, &frame(s.as_ref(), seat, &[]));
    assert_eq!(c.catch_up(), &lines[2..]);
    // The move made: the frame shows the game moved on, and what came before is read.
    while s.phase() == (Phase::HumanTurn { seat }) {
        let mv = s.legal_moves()[0].clone();
        s.act(None, seat, &mv).unwrap();
    }
    c.text(0, &frame(s.as_ref(), seat, &[]));
    assert!(c.catch_up().is_empty());
}

#[test]
fn an_ended_game_is_exported_once_and_its_dice_checked() {
    let s = session("fia", 3);
    let mut c = joined(s.as_ref(), 0, None);
    let mut ended: Value = serde_json::from_str(&frame(s.as_ref(), 0, &[])).unwrap();
    ended["ended"] = "by_host".into();
    let effects = c.text(0, &ended.to_string());
    assert_eq!(sent(&effects), vec![serde_json::json!({"type": "export"})]);
    assert!(sent(&c.text(0, &ended.to_string())).is_empty(), "asked once");
    // The proof here is empty: the check fails, and says so.
    let save = ServerMsg::Save { text: s.to_save().to_json() }.to_text();
    assert!(c.text(0, &save).contains(&Effect::DiceChecked));
    assert!(matches!(c.dice_check(), Some(Err(_))));
}
