//! Sessions: hand-off, tap-by-tap building, undo limits, save and resume.

use super::*;

// ---------------------------------------------------------------- sessions

use crate::session::{Phase, PlaySession, SeatConfig, Session, SessionConfig};

fn config(seats: Vec<SeatConfig>, seed: u64) -> SessionConfig {
    SessionConfig { game: "pairanoid".into(), seats, variants: Default::default(), seed: Some(seed), title: None }
}

fn humans() -> Vec<SeatConfig> {
    ["Ann", "Bo", "Cy", "Di"].into_iter().map(SeatConfig::human).collect()
}

fn bots(level: BotLevel) -> Vec<SeatConfig> {
    ["Ann", "Bo", "Cy", "Di"].into_iter().map(|n| SeatConfig::bot(n, level)).collect()
}

#[test]
fn pass_and_play_hands_off_before_each_swap_choice_and_each_turn() {
    let mut s = Session::<G>::new(&config(humans(), 3)).unwrap();
    let dealer = s.state().dealer.unwrap();
    let mut handoffs = Vec::new();
    // The four swap choices, each behind its own hand-off.
    for _ in 0..4 {
        let Phase::HandOff { seat } = s.phase() else { panic!("expected a hand-off, got {:?}", s.phase()) };
        handoffs.push(seat);
        assert!(matches!(s.choose_step(None, seat, "give:A"), Err(crate::GameError::HandOffPending(_))));
        s.confirm_handoff(seat).unwrap();
        assert_eq!(s.phase(), Phase::HumanTurn { seat });
        let view = s.view(Some(seat));
        assert!(view.next_steps.iter().all(|st| st.notation.starts_with("give:")));
        let give = view.next_steps[0].notation.clone();
        s.choose_step(Some(s.version()), seat, &give).unwrap();
    }
    assert_eq!(handoffs, (1..=4).map(|k| (dealer + k) % 4).collect::<Vec<_>>());
    assert_eq!(s.phase(), Phase::HandOff { seat: (dealer + 1) % 4 }, "the first turn is handed off too");
    // Another seat's view holds no hand.
    let v = s.view(Some(0));
    let obs: serde_json::Value = serde_json::from_str(&v.observation_json).unwrap();
    assert_eq!(obs["hand"].as_array().unwrap().len(), s.state().hands[0].len());
    assert!(v.status.is_empty(), "no full position is shown in a private-information game");
}

/// A session with humans, past the swap, at the first turn of the player left of the dealer.
fn session_at_first_turn(seed: u64) -> (Session<G>, usize) {
    let mut s = Session::<G>::new(&config(humans(), seed)).unwrap();
    while let Phase::HandOff { seat } = s.phase() {
        s.confirm_handoff(seat).unwrap();
        if s.state().stage == Stage::Play {
            return (s, seat);
        }
        let mv = s.legal_moves()[0].clone();
        s.act(None, seat, &mv).unwrap();
    }
    panic!("no play stage reached")
}

#[test]
fn a_move_is_built_tap_by_tap_and_pending_steps_can_be_undone() {
    let (mut s, seat) = session_at_first_turn(11);
    let steps = s.next_steps();
    assert!(!steps.is_empty());
    let scene = s.scene(Some(seat));
    for st in &steps {
        if let Some(node) = &st.node {
            assert!(scene.node(node).is_some(), "step {} names missing node {node}", st.notation);
        }
    }
    let version = s.version();
    let history = s.history().len();
    let first = steps[0].notation.clone();
    let events = s.choose_step(Some(version), seat, &first).unwrap();
    if events.is_empty() {
        assert_eq!(s.pending(Some(seat)), std::slice::from_ref(&first));
        // A refused step leaves the pending steps alone.
        assert!(s.choose_step(None, seat, "nonsense").is_err());
        assert_eq!(s.pending(Some(seat)), std::slice::from_ref(&first));
        s.undo(seat).unwrap();
        assert!(s.pending(Some(seat)).is_empty());
        assert_eq!(s.version(), version);
    }
    // Build the whole move by always taking the first offered step.
    let mut taps = 0;
    while s.history().len() == history {
        let next = s.next_steps();
        assert!(!next.is_empty() || !s.pending(Some(seat)).is_empty());
        s.choose_step(None, seat, &next[0].notation).unwrap();
        taps += 1;
        assert!(taps < 20);
    }
    assert_eq!(s.history()[history].by, Some(seat));
    assert!(s.pending(Some(seat)).is_empty());
}

#[test]
fn a_seven_can_be_tapped_in_either_order() {
    let state = pos(["5,20,n,n", NESTS, NESTS, NESTS], "7");
    let mv = find_legal::<G>(&state, "7 5>9 20>23").unwrap();
    let orders: Vec<Vec<String>> =
        G::step_orders(&state, &mv).into_iter().map(|o| o.into_iter().map(|st| st.notation).collect()).collect();
    assert!(orders.contains(&vec!["7".into(), "5>9".into(), "20>23".into()]));
    assert!(orders.contains(&vec!["7".into(), "20>23".into(), "5>9".into()]));
    // The part steps name the marble and its target field.
    let steps = G::steps(&state, &mv);
    assert_eq!(steps[1].node.as_deref(), Some("marble:red:0"));
    assert_eq!(steps[1].target.as_deref(), Some("track:9"));
    assert_eq!(steps[0].node.as_deref(), Some("card:red:0"));
}

fn run_bots(s: &mut Session<G>, steps: usize) {
    for _ in 0..steps {
        if s.outcome().is_some() {
            break;
        }
        s.bot_step().unwrap();
    }
}

#[test]
fn a_saved_game_resumes_with_the_same_future_cards_mid_deal_and_mid_swap() {
    let mut s = Session::<G>::new(&config(bots(BotLevel::Club), 77)).unwrap();
    run_bots(&mut s, 90);
    // Mid-deal: resume and play on in both.
    let check = |s: &Session<G>, steps: usize| {
        let json = s.to_save().to_json();
        let save = crate::save::SaveFile::from_json(&json, "t").unwrap();
        let mut resumed = Session::<G>::from_save(&save, "t").unwrap();
        assert_eq!(resumed.position(), s.position());
        let mut original = Session::<G>::from_save(&save, "t").unwrap();
        run_bots(&mut original, steps);
        run_bots(&mut resumed, steps);
        assert_eq!(resumed.position(), original.position());
        assert_eq!(resumed.history(), original.history());
        resumed
    };
    let resumed = check(&s, 200);
    assert!(resumed.history().iter().filter(|h| h.mv.starts_with("shuffle:")).count() >= 2, "crossed a reshuffle");
    // Mid-swap: one partner has chosen, the other not.
    while !(s.state().stage == Stage::Swap && s.state().given.iter().any(Option::is_some)) {
        s.bot_step().unwrap();
    }
    let hidden = s.state().given;
    let resumed = check(&s, 40);
    let again = crate::save::SaveFile::from_json(&s.to_save().to_json(), "t").unwrap();
    assert_eq!(Session::<G>::from_save(&again, "t").unwrap().state().given, hidden);
    let _ = resumed;
}

#[test]
fn undo_takes_back_an_own_move_but_not_across_another_seats_move() {
    let (mut s, seat) = session_at_first_turn(5);
    let before = s.position();
    let mv = s.legal_moves()[0].clone();
    s.act(None, seat, &mv).unwrap();
    if s.state().stage == Stage::Play && s.state().turn != seat {
        assert!(s.can_undo(seat));
        s.undo(seat).unwrap();
        assert_eq!(s.position(), before);
        s.act(None, seat, &mv).unwrap();
        let next = s.state().turn;
        s.confirm_handoff(next).unwrap();
        let mv2 = s.legal_moves()[0].clone();
        s.act(None, next, &mv2).unwrap();
        assert!(!s.can_undo(seat));
        assert!(matches!(s.undo(seat), Err(crate::GameError::CannotUndo(_))));
    }
}

#[test]
fn the_second_partner_cannot_take_back_a_swap_choice_after_receiving_a_card() {
    let mut s = Session::<G>::new(&config(humans(), 8)).unwrap();
    for k in 0..3 {
        let Phase::HandOff { seat } = s.phase() else { panic!() };
        s.confirm_handoff(seat).unwrap();
        let mv = s.legal_moves()[0].clone();
        s.act(None, seat, &mv).unwrap();
        match k {
            0 => assert!(s.can_undo(seat), "a first choice reveals nothing and may be taken back"),
            2 => {
                assert!(!s.can_undo(seat), "the exchange (a chance step) closes the choice");
                assert_eq!(s.history().last().unwrap().mv, "exchange");
            }
            _ => {}
        }
    }
}

#[test]
fn no_undo_reaches_back_across_a_deal() {
    // Red plays the last card of the deal; the next deal follows as a chance step.
    let mut s = Session::<G>::new(&config(humans(), 2)).unwrap();
    let mut guard = 0;
    loop {
        guard += 1;
        assert!(guard < 2000);
        let seat = match s.phase() {
            Phase::HandOff { seat } => {
                s.confirm_handoff(seat).unwrap();
                seat
            }
            Phase::HumanTurn { seat } => seat,
            p => panic!("{p:?}"),
        };
        let last_of_deal = s.state().stage == Stage::Play && s.state().hands.iter().map(Vec::len).sum::<usize>() == 1;
        let mv = s.legal_moves()[0].clone();
        s.act(None, seat, &mv).unwrap();
        if last_of_deal {
            assert_eq!(s.history().last().unwrap().by, None, "the deal is recorded as chance");
            assert!(!s.can_undo(seat));
            break;
        }
    }
}

/// A 7 split part by part: each part typed so far is already played on the board the
/// player sees (a passed marble knocked home), and the note says how many steps are
/// left; other moves have no note and no preview.
#[test]
fn a_seven_being_split_shows_its_parts_and_the_steps_left() {
    let state = pos(["5,20,n,n", "7,n,n,n", NESTS, NESTS], "7,3");
    let steps = |s: &[&str]| s.iter().map(|t| t.to_string()).collect::<Vec<String>>();
    let so_far = G::preview(&state, &steps(&["7", "5>9"])).expect("a preview");
    assert_eq!(so_far.board.marbles[0][0], Pos::Track(9), "the first part is on the board");
    assert_eq!(so_far.board.marbles[1][0], Pos::Nest, "the blue marble passed on field 7 is knocked");
    assert_eq!(so_far.board.marbles[0][1], Pos::Track(20), "the other marble waits for its part");
    let note = G::pending_note(&state, &steps(&["7", "5>9"])).expect("a note");
    assert_eq!(crate::i18n::render(&note, crate::i18n::Lang::En), "the 7 so far: 4 steps played, 3 left");
    assert!(G::pending_note(&state, &steps(&["7"])).is_none(), "no part yet");
    assert!(G::preview(&state, &steps(&["3"])).is_none(), "not a 7");
    assert!(G::pending_note(&state, &steps(&["7", "5>20"])).is_none(), "more than 7 steps is no 7");
}
