//! Sessions: hand-off and step building, undo that never shows a drawn card, saves
//! that resume with the same cards, the fjols tally, the catalog, and the last-move
//! marks of every viewer's scene.

use super::*;
use crate::save::SaveFile;
use crate::scene::{NodeKind, Rect};
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
    (0..n)
        .map(|i| SeatConfig::bot(format!("bot{i}"), [BotLevel::Beginner, BotLevel::Club, BotLevel::Strong][i % 3]))
        .collect()
}

#[test]
fn session_hand_off_and_step_by_step_building() {
    let seats = vec![SeatConfig::human("Ann"), SeatConfig::human("Bo"), SeatConfig::bot("Cy", BotLevel::Club)];
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
    let seats = vec![SeatConfig::human("Ann"), SeatConfig::bot("Bo", BotLevel::Beginner)];
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

/// One action of the table: a bot moves, a hand-off is confirmed, or the human to
/// move plays the first legal move. False once the game is over.
fn table_step(s: &mut dyn PlaySession) -> bool {
    match s.phase() {
        Phase::Over => return false,
        Phase::BotTurn { .. } => drop(s.bot_step().unwrap()),
        Phase::HandOff { seat } => s.confirm_handoff(seat).unwrap(),
        Phase::HumanTurn { seat } => {
            let mv = s.legal_moves()[0].clone();
            s.act(None, seat, &mv).unwrap();
        }
    }
    true
}

fn play_out(s: &mut dyn PlaySession) {
    for _ in 0..5000 {
        if !table_step(s) {
            return;
        }
    }
    panic!("game did not end");
}

#[test]
fn save_and_resume_continue_with_the_same_cards() {
    let seats = vec![
        SeatConfig::human("Ann"),
        SeatConfig::bot("Bo", BotLevel::Strong),
        SeatConfig::bot("Cy", BotLevel::Beginner),
    ];
    let mut a = Session::<Fjols>::new(&config(seats, 42, &[("hand", "6"), ("beating", "optional")])).unwrap();
    for _ in 0..12 {
        table_step(&mut a);
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

// ---------------------------------------------------------------- last-move marks

/// The last-move marks of `viewer`'s scene: id, label and rectangle of each.
fn last_marks(s: &dyn PlaySession, viewer: Option<Seat>) -> Vec<(String, crate::Msg, Rect)> {
    s.scene(viewer)
        .nodes
        .iter()
        .filter(|n| n.id.starts_with("mark:last:") || n.outline == "mark-last")
        .map(|n| {
            assert_eq!((n.kind, n.outline.as_str(), n.z), (NodeKind::Mark, "mark-last", 40), "{}", n.id);
            (n.id.clone(), n.label.clone(), n.rect)
        })
        .collect()
}

/// Every viewer of a game of `players`: the table and each seat.
fn viewers(players: usize) -> Vec<Option<Seat>> {
    std::iter::once(None).chain((0..players).map(Some)).collect()
}

/// Three humans, beating optional (so a pick-up is always allowed), seat 0 holding
/// the device after the deal: the first deal (by seed) in which seat 0 can beat the
/// turned card, so a test may lay a card or pick it up.
fn humans_at_the_table() -> Session<Fjols> {
    humans_at_the_table_seed(1)
}

/// [`humans_at_the_table`] with the first such deal from `seed` on.
fn humans_at_the_table_seed(seed: u64) -> Session<Fjols> {
    let seats = vec![SeatConfig::human("Ann"), SeatConfig::human("Bo"), SeatConfig::human("Cy")];
    let mut s = (seed..)
        .map(|seed| Session::<Fjols>::new(&config(seats.clone(), seed, &[("beating", "optional")])).unwrap())
        .find(|s| s.legal_moves().iter().any(|m| m != "take"))
        .unwrap();
    s.confirm_handoff(0).unwrap();
    s
}

/// Plays `mv` for the seat to move and hands the device to the next seat.
fn act_and_hand_on(s: &mut Session<Fjols>, mv: &str) {
    let Phase::HumanTurn { seat } = s.phase() else { panic!("{:?}", s.phase()) };
    s.act(None, seat, mv).unwrap();
    if let Phase::HandOff { seat } = s.phase() {
        s.confirm_handoff(seat).unwrap();
    }
}

/// The marks of `s` as the table's view has them, checked to be the same for every
/// viewer: the marks are public, so no viewer's scene marks more, or another thing,
/// than another's (each seat's own view turns the table, so only the places differ).
fn marks_for_all(s: &dyn PlaySession, players: usize) -> Vec<(String, crate::Msg, Rect)> {
    let table = last_marks(s, None);
    let said = |marks: Vec<(String, crate::Msg, Rect)>| marks.into_iter().map(|(id, m, _)| (id, m)).collect::<Vec<_>>();
    for v in viewers(players) {
        assert_eq!(said(last_marks(s, v)), said(table.clone()), "{v:?} sees the table's marks");
    }
    table
}

/// `key` with the seat's name and `what`, as the session's scene says a mark.
fn said(key: &str, who: &str, what: crate::Msg) -> crate::Msg {
    crate::Msg::new(key).arg("who", who).arg("what", what)
}

#[test]
fn the_card_just_laid_is_marked_with_who_laid_it_for_every_viewer() {
    let mut s = humans_at_the_table();
    for v in viewers(3) {
        assert!(last_marks(&s, v).is_empty(), "nothing is marked before the first move");
    }
    let lay = s.legal_moves().into_iter().find(|m| m != "take").unwrap();
    act_and_hand_on(&mut s, &lay);
    assert_eq!(s.state().table.last().map(|c| c.to_string()), Some(lay.clone()));
    let scene = s.scene(None);
    let card = scene.node(&format!("card:{lay}")).unwrap_or_else(|| panic!("{lay} is on the table"));
    let marks: Vec<_> = marks_for_all(&s, 3).into_iter().map(|(id, m, r)| (id, m, r.centre())).collect();
    let label = said("scene-mark-last-played", "Ann", card.label.clone());
    assert_eq!(marks, vec![(format!("mark:last:0:played:{lay}"), label, card.rect.centre())]);
}

#[test]
fn a_pick_up_marks_the_seat_that_picked_up_until_its_next_turn() {
    let mut s = humans_at_the_table();
    act_and_hand_on(&mut s, "take");
    assert!(s.state().table.is_empty());
    let scene = s.scene(None);
    let seat = scene.node("seat:0").unwrap();
    let label = crate::Msg::new("scene-mark-last-picked-up").arg("who", seat.label.clone()).arg("count", 1);
    let marks: Vec<_> = marks_for_all(&s, 3).into_iter().map(|(id, m, r)| (id, m, r.centre())).collect();
    assert_eq!(marks, vec![("mark:last:0:picked_up:seat:0".to_string(), label, seat.rect.centre())]);
    // Seat 1 leads freely: its card is marked beside seat 0's pick-up, which is the
    // last turn of seat 0 still.
    let lead = s.legal_moves()[0].clone();
    act_and_hand_on(&mut s, &lead);
    let ids: Vec<String> = marks_for_all(&s, 3).into_iter().map(|m| m.0).collect();
    assert_eq!(ids, vec![format!("mark:last:1:played:{lead}"), "mark:last:0:picked_up:seat:0".to_string()]);
}

#[test]
fn a_card_picked_up_is_no_longer_marked_where_it_went() {
    // Seat 0 lays; whoever must beat it picks it up: the card is in their hand now
    // (face up in their own view and known to all), and nobody's view marks it there.
    let mut picked = 0;
    for seed in 1..40 {
        let mut s = humans_at_the_table_seed(seed);
        let Some(lay) = s.legal_moves().into_iter().find(|m| m != "take") else { continue };
        act_and_hand_on(&mut s, &lay);
        let Phase::HumanTurn { seat: taker } = s.phase() else { continue };
        if !s.legal_moves().iter().any(|m| m == "take")
            || s.state().table.last().map(|c| c.to_string()) != Some(lay.clone())
        {
            continue;
        }
        act_and_hand_on(&mut s, "take");
        if !s.state().hands[taker].contains(c(&lay)) {
            continue;
        }
        let ids: Vec<String> = marks_for_all(&s, 3).into_iter().map(|m| m.0).collect();
        assert!(ids.contains(&format!("mark:last:{taker}:picked_up:seat:{taker}")), "{ids:?}");
        assert!(ids.iter().all(|id| !id.ends_with(&format!(":{lay}"))), "{lay} in a hand is not marked: {ids:?}");
        picked += 1;
    }
    assert!(picked > 0, "some deal has a card laid and picked up");
}

#[test]
fn last_turn_marks_are_the_same_after_save_and_load() {
    let mut s = humans_at_the_table();
    let lay = s.legal_moves().into_iter().find(|m| m != "take").unwrap();
    // After a lay, after a pick-up (seat 1 may always pick up: beating is optional),
    // and after the next lead.
    for i in 0..3 {
        let mv = match i {
            0 => lay.clone(),
            1 => "take".to_string(),
            _ => s.legal_moves()[0].clone(),
        };
        act_and_hand_on(&mut s, &mv);
        let save = SaveFile::from_json(&s.to_save().to_json(), "marks").unwrap();
        let loaded = Session::<Fjols>::from_save(&save, "marks").unwrap();
        let marks = marks_for_all(&s, 3);
        assert!(!marks.is_empty(), "{mv}: {marks:?}");
        assert_eq!(marks_for_all(&loaded, 3), marks, "{mv}");
    }
}

#[test]
fn last_turn_marks_are_public_and_never_point_at_or_name_a_hidden_card() {
    let (mut lays, mut pick_ups) = (0, 0);
    for (seed, variants) in [(3, &[][..]), (4, &[("pickup", "chain"), ("beating", "optional")][..])] {
        let players = 4;
        // Easy and medium bots: quick, and they both lay and pick up often.
        let seats = (0..players)
            .map(|i| SeatConfig::bot(format!("bot{i}"), [BotLevel::Beginner, BotLevel::Club][i % 2]))
            .collect();
        let mut s = Session::<Fjols>::new(&config(seats, seed, variants)).unwrap();
        for _ in 0..400 {
            if s.phase() == Phase::Over {
                break;
            }
            s.bot_step().unwrap();
            let state = s.state();
            let marks = marks_for_all(&s, players);
            let scene = s.scene(None);
            // Cards nobody but their holder may see, and the pile.
            let mut hidden: CardSet = state.pile.iter().copied().collect();
            for x in 0..players {
                hidden = hidden.or(state.hands[x].minus(state.known[x]));
            }
            let mut seats_marked = Vec::new();
            for (id, label, rect) in marks {
                let said = serde_json::to_string(&label).unwrap();
                for h in hidden.iter() {
                    assert!(!id.ends_with(&format!(":{h}")) && !said.contains(&format!("\"{h}\"")), "{h} in {id}");
                }
                let rest = id.strip_prefix("mark:last:").unwrap();
                let (seat, what) = rest.split_once(':').unwrap();
                seats_marked.push(seat.parse::<usize>().unwrap());
                if let Some(card) = what.strip_prefix("played:") {
                    let card = c(card);
                    assert!(state.table.contains(&card), "{card} lies on the table");
                    assert!(state.hands.iter().all(|h| !h.contains(card)), "{card} is in no hand");
                    let node = scene.node(&format!("card:{card}")).unwrap();
                    assert!(node.face_up() && node.rect.centre() == rect.centre());
                    lays += 1;
                } else {
                    let taker = what.strip_prefix("picked_up:seat:").unwrap_or_else(|| panic!("{id}"));
                    assert_eq!(taker, seat);
                    assert!(matches!(label.get("count"), Some(crate::Arg::Num(n)) if *n > 0));
                    assert_eq!(scene.node(&format!("seat:{seat}")).unwrap().rect, rect);
                    pick_ups += 1;
                }
                // No back (a card hidden from a viewer) lies under the mark.
                assert!(scene.nodes.iter().all(|n| !(n.id.starts_with("back:") && n.rect == rect)));
            }
            seats_marked.dedup();
            let mut distinct = seats_marked.clone();
            distinct.sort_unstable();
            distinct.dedup();
            assert_eq!(distinct.len(), seats_marked.len(), "each seat's marks come together, one turn each");
        }
    }
    assert!(lays > 50 && pick_ups > 10, "{lays} lays, {pick_ups} pick-ups checked");
}

#[test]
fn the_dealer_moves_one_seat_left_with_each_new_game_at_the_table() {
    // RULES.md §3: the first game's dealer is the last seat (seat 0 is forehand); each
    // rematch moves the dealer, and so the forehand, one seat on. Saves keep it.
    let mut game: Box<dyn PlaySession> = Box::new(Session::<Fjols>::new(&config(bot_seats(3), 8, &[])).unwrap());
    for (dealer, forehand) in [(2, 0), (0, 1), (1, 2), (2, 0)] {
        assert_eq!(game.to_move(), ToMove::Seat(forehand), "dealer {dealer}");
        let position = game.position();
        assert_eq!(Fjols::parse_state(&position).unwrap().dealer, dealer, "{position}");
        assert_eq!(position.contains("dealer="), dealer != 2, "the first game's dealer is implied: {position}");
        let save = SaveFile::from_json(&game.to_save().to_json(), "t").unwrap();
        assert_eq!(Session::<Fjols>::from_save(&save, "t").unwrap().position(), position);
        play_out(game.as_mut());
        let save = SaveFile::from_json(&game.to_save().to_json(), "t").unwrap();
        assert_eq!(Session::<Fjols>::from_save(&save, "t").unwrap().position(), game.position(), "a finished game");
        game = game.rematch().unwrap();
    }
}
