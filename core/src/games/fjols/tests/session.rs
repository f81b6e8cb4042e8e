//! Sessions: hand-off and step building, undo that never shows a drawn card, saves
//! that resume with the same cards, the fjols tally, and the catalog.

use super::*;
use crate::save::SaveFile;
use crate::session::{Phase, PlaySession, SeatConfig, Session, SessionConfig};

fn config(seats: Vec<SeatConfig>, seed: u64, variants: &[(&str, &str)]) -> SessionConfig {
    SessionConfig {
        game: "fjols".into(),
        seats,
        variants: variants.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect(),
        seed: Some(seed),
        title: None,
    }
}

fn bot_seats(n: usize) -> Vec<SeatConfig> {
    (0..n).map(|i| SeatConfig::bot(format!("bot{i}"), BotLevel::ALL[i % 3])).collect()
}

#[test]
fn session_hand_off_and_step_by_step_building() {
    let seats = vec![SeatConfig::human("Ann"), SeatConfig::human("Bo"), SeatConfig::bot("Cy", BotLevel::Medium)];
    let mut s = Session::<Fjols>::new(&config(seats, 5, &[])).unwrap();
    assert_eq!(s.phase(), Phase::HandOff { seat: 0 });
    assert!(s.view(Some(0)).next_steps.is_empty(), "nothing offered before the hand-off");
    assert!(s.choose_step(None, 0, "take").is_err());
    s.confirm_handoff(0).unwrap();
    assert_eq!(s.phase(), Phase::HumanTurn { seat: 0 });
    let steps = s.next_steps();
    let legal = s.legal_moves();
    assert_eq!(steps.iter().map(|x| x.notation.clone()).collect::<Vec<_>>(), legal);
    // Every offered step is tappable in the viewer's scene.
    let scene = s.scene(Some(0));
    for st in &steps {
        assert!(scene.nodes.iter().any(|n| n.action.as_deref() == Some(st.notation.as_str())), "{}", st.notation);
    }
    // An illegal step is refused with a reason and changes nothing.
    let v = s.version();
    let hand = s.state().hands[0];
    let illegal = CardSet::deck(36).iter().find(|c| hand.contains(*c) && !legal.contains(&c.to_string()));
    if let Some(card) = illegal {
        let err = s.choose_step(Some(v), 0, &card.to_string()).unwrap_err();
        assert!(matches!(err, crate::error::GameError::IllegalMove { .. }));
        assert_eq!(s.version(), v);
    }
    assert!(s.choose_step(Some(v), 0, "Zz").is_err());
    // A legal step is a whole move: committed at once.
    s.choose_step(Some(v), 0, &steps[0].notation).unwrap();
    assert_eq!(s.version(), v + 1);
    assert_eq!(s.phase(), Phase::HandOff { seat: 1 });
    assert!(s.choose_step(None, 1, &legal[0]).is_err());
    s.confirm_handoff(1).unwrap();
    assert_eq!(s.phase(), Phase::HumanTurn { seat: 1 });
    let view = s.view(Some(1));
    assert!(view.status.is_empty(), "no private position in a pass-and-play view");
    assert!(!view.observation_json.contains("\"pile\":[") && view.observation_json.contains("\"pile\":"));
}

#[test]
fn session_undo_never_reveals_a_drawn_card() {
    let seats = vec![SeatConfig::human("Ann"), SeatConfig::bot("Bo", BotLevel::Easy)];
    let mut s = Session::<Fjols>::new(&config(seats, 11, &[("beating", "optional")])).unwrap();
    assert_eq!(s.phase(), Phase::HumanTurn { seat: 0 });
    let start = s.position();
    // Picking up draws nothing: it may be taken back.
    s.act(None, 0, "take").unwrap();
    assert!(s.can_undo(0));
    s.undo(0).unwrap();
    assert_eq!(s.position(), start);
    // Laying a card draws from the pile: undo would show the next card, so it is refused.
    let lay = s.legal_moves().into_iter().find(|m| m != "take").unwrap();
    s.act(None, 0, &lay).unwrap();
    assert!(!s.can_undo(0));
    let err = s.undo(0).unwrap_err().to_string();
    assert!(err.contains("drawn") || err.contains("another seat"), "{err}");
}

fn play_out(s: &mut dyn PlaySession) {
    for _ in 0..5000 {
        match s.phase() {
            Phase::Over => return,
            Phase::BotTurn { .. } => {
                s.bot_step().unwrap();
            }
            Phase::HandOff { seat } => s.confirm_handoff(seat).unwrap(),
            Phase::HumanTurn { seat } => {
                let mv = s.legal_moves()[0].clone();
                s.act(None, seat, &mv).unwrap();
            }
        }
    }
    panic!("game did not end");
}

#[test]
fn save_and_resume_continue_with_the_same_cards() {
    let seats =
        vec![SeatConfig::human("Ann"), SeatConfig::bot("Bo", BotLevel::Hard), SeatConfig::bot("Cy", BotLevel::Easy)];
    let mut a = Session::<Fjols>::new(&config(seats, 42, &[("hand", "6"), ("beating", "optional")])).unwrap();
    for _ in 0..12 {
        match a.phase() {
            Phase::BotTurn { .. } => {
                a.bot_step().unwrap();
            }
            Phase::HumanTurn { seat } => {
                let mv = a.legal_moves()[0].clone();
                a.act(None, seat, &mv).unwrap();
            }
            _ => break,
        }
    }
    let json = a.to_save().to_json();
    let save = SaveFile::from_json(&json, "x").unwrap();
    let mut b = Session::<Fjols>::from_save(&save, "x").unwrap();
    assert_eq!(b.position(), a.position());
    assert_eq!(b.state().pile, a.state().pile, "the pile keeps its order");
    play_out(&mut a);
    play_out(&mut b);
    assert_eq!(a.history(), b.history());
    assert_eq!(a.outcome(), b.outcome());
    // A tampered history is detected.
    let mut bad = save.clone();
    if let Some(first) = bad.history.first_mut() {
        first.mv = first.mv.replacen("6", "7", 1);
    }
    assert!(Session::<Fjols>::from_save(&bad, "x").is_err());
}

#[test]
fn the_fjols_tally_is_kept_across_rematches_and_saves() {
    let mut first: Box<dyn PlaySession> = Box::new(Session::<Fjols>::new(&config(bot_seats(3), 8, &[])).unwrap());
    play_out(first.as_mut());
    let loser = first.outcome().unwrap().losers[0];
    assert_eq!(first.tally()[loser].losses, 1);
    assert_eq!(first.tally().iter().map(|r| r.losses).sum::<u32>(), 1);
    assert_eq!(first.tally().iter().map(|r| r.wins).sum::<u32>(), 1);
    let mut second = first.rematch().unwrap();
    assert_eq!(second.tally(), first.tally());
    play_out(second.as_mut());
    let tally = second.tally().to_vec();
    assert!(tally.iter().all(|r| r.games == 2));
    assert_eq!(tally.iter().map(|r| r.losses).sum::<u32>(), 2);
    let loser2 = second.outcome().unwrap().losers[0];
    assert_eq!(tally[loser2].losses, 1 + u32::from(loser2 == loser));
    let save = SaveFile::from_json(&second.to_save().to_json(), "t").unwrap();
    let back = Session::<Fjols>::from_save(&save, "t").unwrap();
    assert_eq!(back.tally(), &tally[..]);
}

#[test]
fn the_catalog_runs_fjols_by_id() {
    let def = crate::catalog::game("fjols").unwrap();
    assert!(def.info().private_info);
    let setup = Setup::new(4).with("deck", "52");
    let start = def.start_position(&setup, 3).unwrap();
    assert_eq!(def.to_move(&start).unwrap(), ToMove::Seat(0));
    assert_eq!(def.normalise(&start).unwrap(), start);
    let legal = def.legal(&start).unwrap();
    assert_eq!(legal, legal_notations::<Fjols>(&Fjols::parse_state(&start).unwrap()));
    let (next, _) = def.apply(&start, &legal[0]).unwrap();
    assert_ne!(next, start);
    assert!(def.perft(&start, 3).unwrap() >= 1);
    let fresh = def.start_position(&setup, 3).unwrap();
    assert_eq!(fresh, start, "the same seed deals the same cards");
}
