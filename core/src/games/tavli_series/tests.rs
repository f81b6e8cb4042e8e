//! The series' rules (RULES.md §7), each by a position or a played series: the order
//! of the games, who starts each, the opening roll and its Western variant, a drawn
//! Plakoto, each game's score, the target, Fevga without cube and Crazy; notation;
//! the log line; and one save for the whole series, resumed in the middle of a
//! Plakoto game with the same dice.

use super::rules::{Current, Move, Played, State, Which, BLACK, WHITE};
use super::*;
use crate::game::{find_legal, play_one};
use crate::games::fevga::rules as fevga;
use crate::games::tavli::rules::{self as opposed, Kind};
use crate::save::SaveFile;
use crate::session::{Phase as SessionPhase, PlaySession, SeatConfig, Session, SessionConfig};

type T = TavliSeries;

fn new(variants: &[(&str, &str)]) -> State {
    let mut setup = Setup::new(2);
    for (k, v) in variants {
        setup = setup.with(k, v);
    }
    T::new_game(&setup).unwrap()
}

fn play(state: &mut State, mv: &str) -> Vec<crate::event::Event> {
    let parsed = match T::to_move(state) {
        ToMove::Chance => T::parse_move(state, mv).unwrap(),
        _ => find_legal::<T>(state, mv).unwrap(),
    };
    T::apply(state, &parsed)
}

fn pos(text: &str) -> State {
    T::parse_state(text).unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

fn opposed_of(state: &State) -> &opposed::State {
    match &state.game {
        Current::Opposed(s) => s,
        Current::Fevga(_) => panic!("not Portes or Plakoto"),
    }
}

fn fevga_of(state: &State) -> &fevga::State {
    match &state.game {
        Current::Fevga(s) => s,
        Current::Opposed(_) => panic!("not Fevga"),
    }
}

/// White bears off its last checker with a 1 while black has none off: Portes is
/// won 2 points.
const PORTES_END: &str = "tavli to=5 opening=greek triple=off mother=on game=1 score=0,0 played=- \
    portes triple=off white=1:1 black=12:15 bar=0,0 off=14,0 turn=white phase=move dice=2,1 last=-";

#[test]
fn the_games_come_in_order_portes_plakoto_fevga_and_round_again() {
    let order: Vec<Which> = (1..=7).map(Which::of_game).collect();
    use Which::*;
    assert_eq!(order, [Portes, Plakoto, Fevga, Portes, Plakoto, Fevga, Portes]);
    // And a whole series played at random keeps to it, its score the sum of its games.
    let mut rng = GameRng::new(11);
    let mut state = new(&[("to", "7")]);
    let mut steps = 0;
    while play_one::<T>(&mut state, &mut rng, |s, _, rng| T::random_move(s, rng)) {
        steps += 1;
        assert!(steps < 100_000, "the series ends");
    }
    assert!(state.played.len() >= 3, "a series to 7 takes at least three games");
    for (i, p) in state.played.iter().enumerate() {
        assert_eq!(p.which, Which::of_game(i as u16 + 1), "game {}", i + 1);
    }
    let mut score = [0u8; 2];
    for p in &state.played {
        if let Some(w) = p.winner {
            score[w] += p.points;
        }
    }
    assert_eq!(score, state.score);
    assert!(state.score.iter().any(|&p| p >= 7));
    assert_eq!(T::outcome(&state).unwrap().points, state.score.map(i32::from).to_vec());
}

#[test]
fn the_first_game_opens_with_one_die_each_and_the_higher_rolls_both() {
    let mut state = new(&[]);
    assert_eq!(state.game.which(), Which::Portes);
    assert_eq!(T::to_move(&state), ToMove::Chance);
    play(&mut state, "open 3-3");
    assert!(state.game.in_roll_off(), "a tie rolls again");
    play(&mut state, "open 2-5");
    // Black won the roll-off and now rolls both dice: a double is possible.
    assert_eq!(T::to_move(&state), ToMove::Seat(BLACK));
    assert_eq!(opposed_of(&state).phase, opposed::Phase::Start);
    play(&mut state, "roll");
    assert_eq!(T::chance_outcomes(&state).unwrap().len(), 21, "every roll, doubles too");
    play(&mut state, "4-4");
    assert_eq!(opposed_of(&state).dice, vec![4, 4, 4, 4]);
}

#[test]
fn the_western_opening_plays_the_roll_offs_two_dice() {
    let mut state = new(&[("opening", "western")]);
    play(&mut state, "open 2-5");
    let g = opposed_of(&state);
    assert_eq!((g.phase, g.turn, g.dice.clone()), (opposed::Phase::Moving, BLACK, vec![5, 2]));
    // A tie still rolls again.
    let mut tie = new(&[("opening", "western")]);
    play(&mut tie, "open 4-4");
    assert!(tie.game.in_roll_off());
    // The Western opening is a roll-off's: a later game's winner still rolls.
    let mut later = pos(&PORTES_END.replace("opening=greek", "opening=western"));
    play(&mut later, "1/off");
    assert_eq!(opposed_of(&later).phase, opposed::Phase::Start);
}

#[test]
fn a_game_won_scores_its_points_and_its_winner_starts_the_next_by_rolling() {
    let mut state = pos(PORTES_END);
    let events = play(&mut state, "1/off");
    assert_eq!(state.score, [2, 0], "Portes: 2 when the loser bore off none");
    assert_eq!(state.played, vec![Played { which: Which::Portes, winner: Some(WHITE), points: 2 }]);
    assert_eq!((state.game_no, state.game.which()), (2, Which::Plakoto));
    let g = opposed_of(&state);
    assert_eq!((g.phase, g.turn), (opposed::Phase::Start, WHITE), "the winner rolls, no roll-off");
    assert_eq!(g.board, Kind::Plakoto.start());
    assert!(!events.contains(&crate::event::Event::GameOver), "the series goes on");
    // Black winning the next game starts the one after it.
    let black_wins = "tavli to=5 opening=greek triple=off mother=on game=2 score=2,0 played=portes:white:2 \
        plakoto mother=on white=12:14 black=24:1 pinned=- off=1,14 turn=black phase=move dice=3,1 last=-";
    let mut state = pos(black_wins);
    play(&mut state, "24/off");
    assert_eq!(state.score, [2, 1], "Plakoto: 1 when the loser bore one off");
    let g = fevga_of(&state);
    assert_eq!((g.phase, g.turn), (fevga::Phase::Start, BLACK));
}

#[test]
fn the_log_says_the_game_the_winner_the_points_the_score_and_the_next_game() {
    let mut state = pos(PORTES_END);
    let events = play(&mut state, "1/off");
    let names = |s: Seat| crate::message::Arg::Text(["Anna", "Bo"][s].to_string());
    let lines: Vec<String> =
        crate::i18n::log_lines(&events, &names).iter().map(|m| crate::i18n::render(m, crate::i18n::Lang::En)).collect();
    assert!(lines.contains(&"Portes won by Anna, 2 points · 2–0 · next: Plakoto".to_string()), "{lines:?}");
    assert!(!lines.iter().any(|l| l.contains("is done") || l.contains("game over")), "the series goes on: {lines:?}");
    let sv: Vec<String> =
        crate::i18n::log_lines(&events, &names).iter().map(|m| crate::i18n::render(m, crate::i18n::Lang::Sv)).collect();
    assert!(sv.contains(&"Portes vanns av Anna, 2 poäng · 2–0 · nästa: Plakoto".to_string()), "{sv:?}");
}

#[test]
fn after_a_drawn_plakoto_the_start_is_rolled_for_again() {
    // White's mother is pinned on 24 (black still has its mother on 1, so play went
    // on); white now pins black's mother: both pinned, a draw.
    let text = "tavli to=5 opening=greek triple=off mother=on game=2 score=1,0 played=portes:white:1 \
        plakoto mother=on white=3:1,10:13 black=1:1,20:13,24:1 pinned=white:24 off=0,0 turn=white phase=move dice=2,1 last=-";
    let mut state = pos(text);
    play(&mut state, "3/1 10/9");
    assert_eq!(state.played.last(), Some(&Played { which: Which::Plakoto, winner: None, points: 0 }));
    assert_eq!(state.score, [1, 0], "a draw scores nothing");
    assert_eq!(state.game.which(), Which::Fevga, "the order goes on");
    assert!(state.game.in_roll_off(), "no winner to start: a roll-off");
}

#[test]
fn plakotos_mother_and_fevgas_mars_score_two_and_a_plain_fevga_one() {
    let mother = "tavli to=5 opening=greek triple=off mother=on game=2 score=1,0 played=portes:white:1 \
        plakoto mother=on white=12:14,24:1 black=18:1,20:14 pinned=- off=0,0 turn=black phase=move dice=6,5 last=-";
    let mut state = pos(mother);
    let events = play(&mut state, "18/24 20/off");
    assert_eq!(state.score, [1, 2], "a pinned mother: 2 points");
    // The series goes straight on to Fevga: the log says why Plakoto ended.
    let names = |s: Seat| crate::message::Arg::Text(["Anna", "Bo"][s].to_string());
    let lines: Vec<String> =
        crate::i18n::log_lines(&events, &names).iter().map(|m| crate::i18n::render(m, crate::i18n::Lang::En)).collect();
    let why = lines.iter().position(|l| l == "Anna's mother checker is pinned: Bo wins 2 points");
    let line = lines.iter().position(|l| l == "Plakoto won by Bo, 2 points · 1–2 · next: Fevga");
    assert!(why.is_some() && why < line, "{lines:?}");
    let fevga = |off_black: u8, black: &str| {
        format!(
            "tavli to=5 opening=greek triple=off mother=on game=3 score=1,1 played=portes:white:1,plakoto:black:1 \
             fevga match=1 mars=on cube=off crazy=off game=1 score=0,0 white=24:1 black={black} off=14,{off_black} \
             turn=white phase=move dice=2,1 chain=none rolls=3,3 stake=1 owner=- last=-"
        )
    };
    let mut mars = pos(&fevga(0, "13:15"));
    play(&mut mars, "24/off");
    assert_eq!(mars.score, [3, 1], "Fevga mars: 2");
    let mut plain = pos(&fevga(1, "7:14"));
    play(&mut plain, "24/off");
    assert_eq!(plain.score, [2, 1], "Fevga: 1");
    assert_eq!(plain.game.which(), Which::Portes, "and Portes again");
}

#[test]
fn the_series_ends_when_a_total_reaches_the_target() {
    let text = |to: u8| {
        format!(
            "tavli to={to} opening=greek triple=off mother=on game=4 score=4,2 \
             played=portes:white:2,plakoto:black:2,fevga:white:2 \
             portes triple=off white=1:1 black=12:14 bar=0,0 off=14,1 turn=white phase=move dice=2,1 last=-"
        )
    };
    let mut five = pos(&text(5));
    let events = play(&mut five, "1/off");
    assert!(five.over());
    assert_eq!(T::to_move(&five), ToMove::Over);
    assert_eq!(five.score, [5, 2]);
    let outcome = T::outcome(&five).unwrap();
    assert_eq!((outcome.places, outcome.points), (vec![1, 2], vec![5, 2]));
    let end: Vec<String> = outcome.summary.iter().map(|m| crate::i18n::render(m, crate::i18n::Lang::En)).collect();
    assert_eq!(end.last().unwrap(), "player 1 wins the series 5–2 (played to 5)");
    assert!(events.contains(&crate::event::Event::GameOver));
    // The same win short of 7 goes on.
    let mut seven = pos(&text(7));
    play(&mut seven, "1/off");
    assert!(!seven.over());
    assert_eq!((seven.score, seven.game.which()), ([5, 2], Which::Plakoto));
}

#[test]
fn the_last_game_of_a_series_logs_its_winner_and_points_then_the_series_and_names_the_player() {
    // White bears off its last checker: Portes 2 points (black bore none off), 5–2.
    let mut state = pos("tavli to=5 opening=greek triple=off mother=on game=4 score=3,2 \
        played=portes:white:1,plakoto:black:2,fevga:white:2 \
        portes triple=off white=1:1 black=12:15 bar=0,0 off=14,0 turn=white phase=move dice=2,1 last=-");
    let events = play(&mut state, "1/off");
    assert!(state.over());
    let names = |s: Seat| crate::message::Arg::Text(["Anna", "Bo"][s].to_string());
    let log = |lang| -> Vec<String> {
        crate::i18n::log_lines(&events, &names).iter().map(|m| crate::i18n::render(m, lang)).collect()
    };
    let en = log(crate::i18n::Lang::En);
    let tail = &en[en.len() - 3..];
    assert_eq!(
        tail,
        ["Portes won by Anna, 2 points · 5–2", "Anna wins the series 5–2 (played to 5)", "game over"],
        "{en:?}"
    );
    assert!(!en.iter().any(|l| l.contains("is done") || l.contains("in place")), "no place line: {en:?}");
    let da = log(crate::i18n::Lang::Da);
    assert!(!da.iter().any(|l| l.contains("på plads")), "{da:?}");
    assert!(da.contains(&"Anna vinder serien 5–2 (spillet til 5)".to_string()), "{da:?}");
    // The score strip names the winner as the end panel does, not the colour.
    let mut sc = T::scene(&state, None);
    sc.name_seats(&[crate::message::Arg::from("Anna"), crate::message::Arg::from("Bo")]);
    let node = sc.node("series").unwrap();
    let say = |m: &crate::message::Msg, lang| crate::i18n::render(m, lang);
    assert_eq!(say(&node.label, crate::i18n::Lang::En), "Anna wins the series 5–2");
    assert_eq!(say(&node.label, crate::i18n::Lang::Da), "Anna vinder serien 5–2");
    assert_eq!(say(&node.label, crate::i18n::Lang::Sv), "Anna vinner serien med 5–2");
    assert_eq!(say(node.short.as_ref().unwrap(), crate::i18n::Lang::Sv), "Anna vinner 5–2");
    let end: Vec<String> = T::outcome(&state).unwrap().summary.iter().map(|m| say(m, crate::i18n::Lang::En)).collect();
    assert_eq!(end.last().unwrap(), "player 1 wins the series 5–2 (played to 5)", "the end panel: the same player");
}

#[test]
fn fevga_in_a_series_has_no_cube_and_no_crazy_progressions() {
    let mut state = pos("tavli to=5 opening=greek triple=off mother=on game=2 score=1,0 played=portes:white:1 \
         plakoto mother=on white=12:14 black=24:1 pinned=- off=1,14 turn=black phase=move dice=3,1 last=-");
    play(&mut state, "24/off");
    let g = fevga_of(&state);
    assert_eq!(g.opts, fevga::Options { match_to: 1, mars: true, cube: false, crazy: false });
    assert_eq!(T::legal_moves(&state), vec![Move::Fevga(fevga::Move::Roll)], "no double offered");
    // A position with the cube or Crazy Fevga is not a series' Fevga.
    let base = "tavli to=5 opening=greek triple=off mother=on game=3 score=1,1 played=portes:white:1,plakoto:black:1 \
        fevga match=1 mars=on cube=off crazy=off game=1 score=0,0 white=1:15 black=13:15 off=0,0 \
        turn=white phase=start dice=- chain=none rolls=0,0 stake=1 owner=- last=-";
    pos(base);
    for (from, to) in
        [("cube=off", "cube=on"), ("crazy=off", "crazy=on"), ("match=1", "match=3"), ("mars=on", "mars=off")]
    {
        assert!(T::parse_state(&base.replace(from, to)).is_err(), "{to}");
    }
}

#[test]
fn positions_read_back_as_written_and_a_damaged_one_is_refused() {
    let mut rng = GameRng::new(5);
    let mut state = new(&[("to", "3"), ("triple", "on"), ("mother", "off")]);
    let mut seen = 0;
    while play_one::<T>(&mut state, &mut rng, |s, _, rng| T::random_move(s, rng)) {
        let text = T::format_state(&state);
        assert_eq!(T::parse_state(&text).unwrap(), state, "{text}");
        seen += 1;
    }
    assert!(seen > 50);
    let start = T::format_state(&new(&[]));
    assert!(start.starts_with("tavli to=5 opening=greek triple=off mother=on game=1 score=0,0 played=- portes "));
    for (from, to) in [
        ("game=1", "game=2"),
        ("score=0,0", "score=1,0"),
        ("played=-", "played=portes:white:1"),
        (" portes ", " plakoto "),
        ("to=5", "to=4"),
        ("opening=greek", "opening=dutch"),
        ("triple=off white", "triple=on white"),
    ] {
        assert!(T::parse_state(&start.replace(from, to)).is_err(), "{from} → {to}");
    }
    assert!(T::parse_state("tavli to=5").is_err());
}

#[test]
fn the_scene_shows_the_score_and_the_game_in_play_and_the_next() {
    let mut state = pos(PORTES_END);
    play(&mut state, "1/off");
    let sc = T::scene(&state, None);
    let say = |id: &str| crate::i18n::render(&sc.node(id).unwrap().label, crate::i18n::Lang::En);
    assert_eq!(say("score"), "white 2 – 0 black · series to 5");
    assert_eq!(say("series"), "game 2: Plakoto · next: Fevga");
    assert!(sc.node("status").is_none(), "the strip replaces the game's own line");
    let board = T::text_board(&state, None);
    assert!(board.starts_with("Tavli: white 2 – 0 black · series to 5 · game 2: Plakoto · next: Fevga\n"), "{board}");
}

fn config(seed: u64) -> SessionConfig {
    SessionConfig {
        game: "tavli".into(),
        seats: vec![SeatConfig::bot("A", BotLevel::Beginner), SeatConfig::bot("B", BotLevel::Beginner)],
        variants: Default::default(),
        seed: Some(seed),
        title: None,
    }
}

fn step(s: &mut Session<T>) -> bool {
    match s.phase() {
        SessionPhase::Over => false,
        SessionPhase::BotTurn { .. } => {
            s.bot_step().unwrap();
            true
        }
        other => panic!("bots only: {other:?}"),
    }
}

#[test]
fn one_save_resumes_the_series_in_the_middle_of_a_plakoto_game_with_the_same_dice() {
    let mut a = Session::<T>::new(&config(3)).unwrap();
    let mut into_plakoto = 0;
    while into_plakoto < 12 {
        assert!(step(&mut a), "the series reaches Plakoto");
        if a.state().game.which() == Which::Plakoto {
            into_plakoto += 1;
        }
    }
    let json = a.to_save().to_json();
    let save = SaveFile::from_json(&json, "series").unwrap();
    let mut b = Session::<T>::from_save(&save, "series").unwrap();
    assert_eq!(b.position(), a.position());
    assert_eq!(b.state().game.which(), Which::Plakoto);
    while step(&mut a) {}
    while step(&mut b) {}
    assert_eq!(a.history(), b.history(), "the same dice and plays to the end");
    assert_eq!(a.outcome(), b.outcome());
    // A damaged save is reported, and so is one from a newer app.
    let mut bad = save.clone();
    if let Some(e) = bad.history.iter_mut().find(|e| e.mv.contains('-') && !e.mv.contains("open")) {
        e.mv = if e.mv == "6-6" { "5-5".into() } else { "6-6".into() };
    }
    assert!(Session::<T>::from_save(&bad, "series").is_err());
    let newer = json.replacen("\"version\": 3", "\"version\": 9", 1);
    assert!(matches!(SaveFile::from_json(&newer, "series"), Err(GameError::NewerSave { .. })), "{}", &json[..80]);
}

/// A series to `to` between two people, Anna (white) and Bo (black), `actions`
/// actions in (each plays its first legal move).
fn people_series(to: &str, seed: u64, actions: usize) -> Box<dyn PlaySession> {
    let seats = vec![SeatConfig::human("Anna"), SeatConfig::human("Bo")];
    let variants = [("to".to_string(), to.to_string())].into_iter().collect();
    let config = SessionConfig { game: "tavli".into(), seats, variants, seed: Some(seed), title: None };
    let mut s = crate::new_session(&config).unwrap();
    for _ in 0..actions {
        match s.phase() {
            SessionPhase::HumanTurn { seat } => {
                let mv = s.legal_moves()[0].clone();
                s.act(None, seat, &mv).unwrap();
            }
            SessionPhase::HandOff { seat } => s.confirm_handoff(seat).unwrap(),
            other => panic!("two people: {other:?}"),
        }
    }
    s
}

fn field_of(s: &dyn PlaySession, key: &str) -> String {
    let prefix = format!("{key}=");
    s.position().split_whitespace().find_map(|f| f.strip_prefix(&prefix)).unwrap_or_default().to_string()
}

#[test]
fn a_game_resigned_in_a_series_scores_at_its_value_and_the_next_game_begins() {
    let mut s = people_series("5", 4, 12);
    assert_eq!(field_of(s.as_ref(), "game"), "1", "still in Portes");
    assert_eq!(field_of(s.as_ref(), "off"), "0,0");
    let choices = s.resign_choices(1);
    let scopes: Vec<ResignScope> = choices.iter().map(|c| c.scope).collect();
    assert_eq!(scopes, vec![ResignScope::ThisGame, ResignScope::All], "this game first, or the series");
    assert_eq!(choices[0].label.key, "tavli-series-resign-game");
    let detail = choices[0].detail.clone().unwrap();
    assert_eq!(detail.key, "tavli-series-resign-game-detail");
    let said = crate::i18n::render(&detail, crate::i18n::Lang::En);
    assert_eq!(said, "Anna scores 2 points for Portes; the series to 5 goes on with Plakoto.", "none off: 2");
    assert_eq!(choices[1].label.key, "tavli-series-resign-series");
    let marked = |s: &dyn PlaySession| -> Vec<String> {
        s.scene(Some(0))
            .nodes
            .iter()
            .filter(|n| n.id.starts_with("mark:last:") || n.id.starts_with("last:"))
            .map(|n| n.id.clone())
            .collect()
    };
    assert!(!marked(s.as_ref()).is_empty(), "Portes marks its last play");
    // Out of turn too, as at the table.
    s.resign_as(1, ResignScope::ThisGame).unwrap();
    // Plakoto's board is set up anew: no mark of Portes' last moves on it.
    assert_eq!(marked(s.as_ref()), Vec::<String>::new());
    assert!(s.outcome().is_none(), "the series goes on");
    assert_eq!(field_of(s.as_ref(), "score"), "2,0");
    assert_eq!(field_of(s.as_ref(), "played"), "portes:white:2");
    assert_eq!(field_of(s.as_ref(), "game"), "2");
    assert!(s.position().contains(" plakoto "), "{}", s.position());
    assert!(s.position().ends_with("turn=white phase=start dice=- last=-"), "Anna, who won it, to roll");
    let lines: Vec<String> =
        s.log().iter().flat_map(|e| e.lines.clone()).map(|l| crate::i18n::render(&l, crate::i18n::Lang::En)).collect();
    assert!(lines.iter().any(|l| l == "Bo resigns Portes"), "{lines:?}");
    assert!(lines.iter().any(|l| l == "Portes won by Anna, 2 points · 2–0 · next: Plakoto"), "{lines:?}");
    assert!(s.resigners().is_empty(), "a game given up inside the series is in its score");
    let back =
        crate::game("tavli").unwrap().load_session(&SaveFile::from_json(&s.to_save().to_json(), "x").unwrap(), "x");
    assert_eq!(back.unwrap().position(), s.position(), "the save replays the resignation");
}

#[test]
fn a_resigned_game_that_reaches_the_target_ends_the_series_in_the_series_words() {
    let text = "tavli to=3 opening=greek triple=off mother=on game=2 score=2,0 played=portes:white:2 \
        plakoto mother=on white=24:15 black=1:14,5:1 pinned=- off=0,0 turn=white phase=start dice=- last=-";
    let mut state = pos(text);
    let before = T::format_state(&state);
    assert_eq!(T::resign_move(&state, 1, false), Some(Move::Resign(1)));
    let (_, detail) = T::resign_words(&state, 1, ResignScope::ThisGame, false);
    assert_eq!(detail.unwrap().key, "tavli-series-resign-game-ends");
    // A move of the other family, or a resignation before the game is under way, changes nothing.
    let mut opening = new(&[]);
    T::apply(&mut opening, &Move::Resign(0));
    assert_eq!(opening, new(&[]), "no resigning the roll-off");
    assert_eq!(T::resign_move(&opening, 0, false), None);
    assert_eq!(T::resign_scopes(&opening, 0), vec![ResignScope::All]);
    let events = T::apply(&mut state, &Move::Resign(1));
    assert!(events.contains(&crate::event::Event::GameOver));
    assert_eq!(T::to_move(&state), ToMove::Over);
    assert!(T::legal_moves(&state).is_empty());
    let outcome = T::outcome(&state).expect("the series is over");
    assert_eq!((outcome.places, outcome.points, outcome.losers), (vec![1, 2], vec![4, 0], vec![1]));
    let said: Vec<String> = outcome.summary.iter().map(|m| crate::i18n::render(m, crate::i18n::Lang::En)).collect();
    assert_eq!(
        said,
        ["player 2 resigned Plakoto: player 1 scores 2 points", "player 1 wins the series 4–0 (played to 3)"]
    );
    let after = T::format_state(&state);
    assert!(after.contains(" played=portes:white:2,plakoto:white:2 resigned=black plakoto "), "{after}");
    assert_eq!(T::parse_state(&after).unwrap(), state);
    assert_eq!(T::parts(&state).len(), 2, "the resigned Plakoto counts as a game of Plakoto");
    // Counted as a resignation by the statistics, as a Fevga match resigned is.
    assert_eq!(T::resigned_seats(&state), vec![1]);
    // The board stays as it was left; `resigned` only with the series over and its last game the resigner's loss.
    assert_eq!(after.split(" plakoto ").nth(1), before.split(" plakoto ").nth(1));
    assert!(T::parse_state(&before.replace("played=", "resigned=black played=")).is_err());
    assert!(T::parse_state(&after.replace("resigned=black", "resigned=white")).is_err());
    assert!(T::parse_state(&after.replace("resigned=black", "resigned=red")).is_err());
}
