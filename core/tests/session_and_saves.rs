//! The foundation, tested through its public API: sessions (turn flow, step building,
//! undo limits, stale and wrong-seat actions, hand-off), bots off the session, and
//! saves (replay with the same dice, damaged and newer files, atomic writes).

use std::fs;
use std::path::PathBuf;

use serde::Serialize;
use spelbord_core::event::Event;
use spelbord_core::game::{BotLevel, Game, GameInfo, Outcome, Seat, Setup, StepInfo, ToMove};
use spelbord_core::games::fia::Fia;
use spelbord_core::save::{SaveFile, SAVE_VERSION};
use spelbord_core::scene::Scene;
use spelbord_core::Msg;
use spelbord_core::{catalog, GameError, GameRng, Phase, PlaySession, SaveStore, SeatConfig, Session, SessionConfig};

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("spelbord-test-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    dir
}

fn fia(seats: Vec<SeatConfig>, seed: u64) -> Session<Fia> {
    Session::<Fia>::new(&SessionConfig {
        game: "fia".into(),
        seats,
        variants: Default::default(),
        seed: Some(seed),
        title: None,
    })
    .unwrap()
}

fn humans(n: usize) -> Vec<SeatConfig> {
    (0..n).map(|i| SeatConfig::human(format!("P{i}"))).collect()
}

/// Plays the first offered step for whoever is to move (bots included) `n` times.
fn advance(s: &mut dyn PlaySession, n: usize) {
    for _ in 0..n {
        match s.phase() {
            Phase::Over => return,
            Phase::BotTurn { .. } => {
                s.bot_step().unwrap();
            }
            Phase::HandOff { seat } => s.confirm_handoff(seat).unwrap(),
            Phase::HumanTurn { seat } => {
                let step = s.next_steps()[0].notation.clone();
                s.choose_step(Some(s.version()), seat, &step).unwrap();
                if s.view(Some(seat)).can_confirm {
                    s.confirm(Some(s.version()), seat).unwrap();
                }
            }
        }
    }
}

/// Plays until the seat to move has a choice of piece moves (not a roll).
fn until_piece_choice(s: &mut Session<Fia>) -> Seat {
    for _ in 0..500 {
        if let Phase::HumanTurn { seat } = s.phase() {
            if s.legal_moves() != ["roll"] {
                return seat;
            }
        }
        advance(s, 1);
    }
    panic!("no piece move came up");
}

#[test]
fn undo_takes_back_a_move_but_never_a_die_roll() {
    let mut s = fia(humans(2), 5);
    let seat = until_piece_choice(&mut s);
    let before = s.position();
    assert!(!s.can_undo(seat), "the roll that just happened cannot be undone");
    assert!(matches!(s.undo(seat), Err(GameError::CannotUndo(_))));
    let mv = s.legal_moves()[0].clone();
    s.act(Some(s.version()), seat, &mv).unwrap();
    assert!(s.can_undo(seat));
    s.undo(seat).unwrap();
    assert_eq!(s.position(), before, "undo restores the position with the same die");
    assert_eq!(s.legal_moves()[0], mv);
}

#[test]
fn stale_wrong_seat_and_illegal_actions_change_nothing() {
    let mut s = fia(humans(2), 8);
    let seat = until_piece_choice(&mut s);
    let before = (s.position(), s.version());
    let other = 1 - seat;
    assert!(matches!(s.act(Some(s.version() + 1), seat, &s.legal_moves()[0]), Err(GameError::StaleAction { .. })));
    assert!(matches!(s.act(None, other, "roll"), Err(GameError::WrongSeat { .. })));
    assert!(matches!(s.act(None, 7, "roll"), Err(GameError::WrongSeat { .. })));
    assert!(matches!(s.act(None, seat, "roll"), Err(GameError::IllegalMove { .. })));
    assert!(matches!(s.act(None, seat, "nonsense"), Err(GameError::BadMove { .. })));
    assert!(matches!(s.choose_step(None, seat, "p9"), Err(GameError::IllegalMove { .. })));
    assert_eq!((s.position(), s.version()), before);
}

#[test]
fn a_bot_decision_for_an_old_version_is_refused() {
    let mut s = fia(vec![SeatConfig::bot("B0", BotLevel::Strong), SeatConfig::bot("B1", BotLevel::Beginner)], 3);
    let task = s.bot_task().expect("a bot is to move");
    let decision = task.run();
    s.bot_step().unwrap();
    let before = s.position();
    assert!(matches!(s.apply_bot(&decision), Err(GameError::StaleAction { .. })));
    assert_eq!(s.position(), before);
}

#[test]
fn a_saved_game_replays_and_rolls_exactly_the_same_dice_afterwards() {
    let seats = vec![SeatConfig::human("Ann"), SeatConfig::bot("Bot", BotLevel::Club), SeatConfig::human("Cy")];
    let mut a = fia(seats, 99);
    advance(&mut a, 60);
    let json = a.to_save().to_json();
    let mut b = Session::<Fia>::from_save(&SaveFile::from_json(&json, "x").unwrap(), "x").unwrap();
    assert_eq!(a.position(), b.position());
    assert_eq!(a.history(), b.history());
    assert_eq!(a.version(), b.version(), "versions stay comparable across a reload");
    advance(&mut a, 200);
    advance(&mut b, 200);
    assert_eq!(a.history(), b.history(), "same seed and history: same future dice");
}

#[test]
fn the_store_lists_loads_deletes_and_reports_damaged_and_newer_files() {
    let dir = temp_dir("store");
    let store = SaveStore::open(&dir).unwrap();
    let mut s = fia(humans(2), 1);
    advance(&mut s, 10);
    store.write(&s.to_save()).unwrap();
    fs::write(dir.join("broken.json"), "{ not json").unwrap();
    let mut newer = s.to_save();
    newer.id = "future".into();
    newer.version = SAVE_VERSION + 1;
    let newer_text = newer.to_json();
    fs::write(dir.join("future.json"), &newer_text).unwrap();
    fs::write(dir.join("notes.txt"), "ignored").unwrap();

    let listing = store.list().unwrap();
    assert_eq!(listing.games.len(), 1);
    assert_eq!(listing.games[0].id, s.id());
    let players: Vec<String> = listing.games[0]
        .players
        .iter()
        .map(|p| spelbord_core::i18n::render(p, spelbord_core::i18n::Lang::En))
        .collect();
    assert_eq!(players, ["P0", "P1"]);
    assert_eq!(listing.unreadable.len(), 2);
    let future = listing.unreadable.iter().find(|u| u.id == "future").unwrap();
    assert!(future.newer && future.reason.contains("newer"));
    assert!(!listing.unreadable.iter().find(|u| u.id == "broken").unwrap().newer);

    assert!(matches!(catalog::load_session(&store, "future"), Err(GameError::NewerSave { .. })));
    assert!(matches!(catalog::load_session(&store, "broken"), Err(GameError::UnreadableSave { .. })));
    assert!(matches!(store.write(&newer), Err(GameError::NewerSave { .. })), "a newer file is never overwritten");
    assert_eq!(fs::read_to_string(dir.join("future.json")).unwrap(), newer_text);

    let loaded = catalog::load_session(&store, s.id()).unwrap();
    assert_eq!(loaded.position(), s.position());
    store.delete(s.id()).unwrap();
    assert!(matches!(store.delete(s.id()), Err(GameError::NoSuchSave(_))));
    assert!(matches!(store.read("../etc/passwd"), Err(GameError::NoSuchSave(_))));
    assert!(fs::read_dir(&dir).unwrap().all(|e| !e.unwrap().file_name().to_string_lossy().ends_with(".tmp")));
}

#[test]
fn a_tampered_history_or_position_is_unreadable_not_played_on() {
    let mut s = fia(humans(2), 4);
    advance(&mut s, 30);
    let good = s.to_save();
    let mut wrong_die = good.clone();
    let i = wrong_die.history.iter().position(|h| h.by.is_none() && h.mv.starts_with('d')).unwrap();
    wrong_die.history[i].mv = if wrong_die.history[i].mv == "d1" { "d2".into() } else { "d1".into() };
    let mut wrong_pos = good.clone();
    wrong_pos.position = wrong_pos.position.replace("stage=", "stage=x");
    let mut wrong_rng = good.clone();
    wrong_rng.rng.position += 1;
    for bad in [wrong_die, wrong_pos, wrong_rng] {
        assert!(matches!(Session::<Fia>::from_save(&bad, "t"), Err(GameError::UnreadableSave { .. })));
    }
    assert!(Session::<Fia>::from_save(&good, "t").is_ok());
}

#[test]
fn an_interrupted_write_leaves_the_old_save_readable() {
    let dir = temp_dir("atomic");
    let store = SaveStore::open(&dir).unwrap();
    let mut s = fia(humans(2), 2);
    store.write(&s.to_save()).unwrap();
    let old = store.read(s.id()).unwrap();
    // A crash after writing the temporary file but before the rename.
    advance(&mut s, 5);
    fs::write(dir.join(format!(".{}.1.tmp", s.id())), &s.to_save().to_json()[..40]).unwrap();
    assert_eq!(store.read(s.id()).unwrap(), old);
    assert!(store.list().unwrap().unreadable.is_empty());
    store.write(&s.to_save()).unwrap();
    assert_eq!(store.read(s.id()).unwrap().history.len(), s.history().len());
}

#[test]
fn the_last_move_is_marked_and_survives_save_and_load() {
    let mut s = fia(humans(2), 12);
    let seat = until_piece_choice(&mut s);
    let mv = s.legal_moves()[0].clone();
    s.act(None, seat, &mv).unwrap();
    let last = |p: &dyn PlaySession| {
        p.scene(None).nodes.iter().filter(|n| n.outline == "mark-last").map(|n| n.id.clone()).collect::<Vec<_>>()
    };
    let marks = last(&s);
    assert!(marks.iter().any(|m| m.starts_with(&format!("mark:last:{seat}:to:"))), "{marks:?}");
    let loaded = Session::<Fia>::from_save(&s.to_save(), "x").unwrap();
    assert_eq!(last(&loaded), marks);
}

#[test]
fn bad_configurations_are_typed_errors() {
    let cfg = |game: &str, n: usize, variant: Option<(&str, &str)>| SessionConfig {
        game: game.into(),
        seats: humans(n),
        variants: variant.map(|(k, v)| [(k.to_string(), v.to_string())].into()).unwrap_or_default(),
        seed: Some(1),
        title: None,
    };
    assert!(matches!(catalog::new_session(&cfg("chess", 2, None)), Err(GameError::UnknownGame(_))));
    assert!(matches!(catalog::new_session(&cfg("fia", 5, None)), Err(GameError::BadConfig(_))));
    assert!(matches!(catalog::new_session(&cfg("fia", 2, Some(("pieces", "3")))), Err(GameError::BadConfig(_))));
    assert!(matches!(catalog::new_session(&cfg("fia", 2, Some(("colour", "red")))), Err(GameError::BadConfig(_))));
    let mut blank = cfg("fia", 2, None);
    blank.seats[0].name = " ".into();
    assert!(matches!(catalog::new_session(&blank), Err(GameError::BadConfig(_))));
}

#[test]
fn scene_marks_legal_targets_for_the_seat_to_move_only() {
    let mut s = fia(humans(2), 12);
    let seat = until_piece_choice(&mut s);
    let mine = s.scene(Some(seat));
    let theirs = s.scene(Some(1 - seat));
    let marks = |sc: &Scene| sc.nodes.iter().filter(|n| n.outline == "mark-target").count();
    assert!(marks(&mine) >= 1);
    assert_eq!(marks(&theirs), 0);
    let step = &s.next_steps()[0];
    let tappable: Vec<_> = mine.nodes.iter().filter_map(|n| n.action.clone()).collect();
    assert!(tappable.contains(&step.notation));
}

// ---- A tiny game with private cards, to test hand-off and step building generically.

/// Each seat is dealt a hidden number; then each seat, in turn, passes or raises by 1 or 2
/// (two steps: `raise`, then the amount).
struct Peek;

#[derive(Clone, Debug, PartialEq, Serialize)]
struct PeekState {
    cards: Vec<u8>,
    dealt: bool,
    turn: usize,
    bets: Vec<u8>,
}

#[derive(Clone, Debug, PartialEq)]
enum PeekMove {
    Deal(Vec<u8>),
    Pass,
    Raise(u8),
}

#[derive(Clone, Debug, Serialize)]
struct PeekView {
    mine: u8,
    bets: Vec<u8>,
}

static PEEK: GameInfo = GameInfo {
    id: "peek",
    name: "Peek",
    min_players: 2,
    max_players: 3,
    default_players: 3,
    teams: &[],
    variants: &[],
    private_info: true,
    confirm_moves: false,
};

impl Game for Peek {
    type State = PeekState;
    type Move = PeekMove;
    type Observation = PeekView;
    fn info() -> &'static GameInfo {
        &PEEK
    }
    fn new_game(setup: &Setup) -> Result<PeekState, GameError> {
        Ok(PeekState { cards: vec![0; setup.players], dealt: false, turn: 0, bets: vec![] })
    }
    fn to_move(s: &PeekState) -> ToMove {
        match (s.dealt, s.bets.len() == s.cards.len()) {
            (false, _) => ToMove::Chance,
            (true, true) => ToMove::Over,
            _ => ToMove::Seat(s.turn),
        }
    }
    fn legal_moves(s: &PeekState) -> Vec<PeekMove> {
        if Self::to_move(s) == ToMove::Over || !s.dealt {
            return vec![];
        }
        vec![PeekMove::Pass, PeekMove::Raise(1), PeekMove::Raise(2)]
    }
    fn sample_chance(s: &PeekState, rng: &mut GameRng) -> PeekMove {
        PeekMove::Deal(s.cards.iter().map(|_| rng.below(9) as u8 + 1).collect())
    }
    fn apply(s: &mut PeekState, mv: &PeekMove) -> Vec<Event> {
        match mv {
            PeekMove::Deal(c) => {
                s.cards = c.clone();
                s.dealt = true;
            }
            PeekMove::Pass => {
                s.bets.push(0);
                s.turn += 1;
            }
            PeekMove::Raise(n) => {
                s.bets.push(*n);
                s.turn += 1;
            }
        }
        vec![]
    }
    fn outcome(s: &PeekState) -> Option<Outcome> {
        (Self::to_move(s) == ToMove::Over).then(|| Outcome {
            places: s.cards.iter().map(|&c| 1 + s.cards.iter().filter(|&&o| o > c).count() as u32).collect(),
            points: vec![0; s.cards.len()],
            losers: vec![],
            summary: vec![],
            standings: vec![],
        })
    }
    fn observe(s: &PeekState, seat: Seat) -> PeekView {
        PeekView { mine: s.cards[seat], bets: s.bets.clone() }
    }
    fn bot_move(_: &PeekView, _: BotLevel, _: &mut GameRng) -> PeekMove {
        PeekMove::Pass
    }
    fn steps(_: &PeekState, mv: &PeekMove) -> Vec<StepInfo> {
        match mv {
            PeekMove::Raise(n) => {
                vec![StepInfo::plain("raise", Msg::new("raise")), StepInfo::plain(n.to_string(), Msg::new("by"))]
            }
            _ => vec![StepInfo::plain("pass", Msg::new("pass"))],
        }
    }
    fn format_state(s: &PeekState) -> String {
        format!("peek cards={:?} bets={:?} dealt={}", s.cards, s.bets, s.dealt).replace(' ', "")
    }
    fn parse_state(_: &str) -> Result<PeekState, GameError> {
        Err(GameError::BadPosition(Msg::new("notation-position-empty")))
    }
    fn format_move(_: &PeekState, mv: &PeekMove) -> String {
        match mv {
            PeekMove::Deal(c) => format!("deal:{c:?}").replace(' ', ""),
            PeekMove::Pass => "pass".into(),
            PeekMove::Raise(n) => format!("raise {n}"),
        }
    }
    fn parse_move(_: &PeekState, text: &str) -> Result<PeekMove, GameError> {
        match text.split_whitespace().collect::<Vec<_>>()[..] {
            ["pass"] => Ok(PeekMove::Pass),
            ["raise", n] => n.parse().map(PeekMove::Raise).map_err(|_| GameError::BadMove {
                mv: text.into(),
                reason: spelbord_core::Msg::new("reason-move-empty"),
            }),
            _ => Err(GameError::BadMove { mv: text.into(), reason: spelbord_core::Msg::new("reason-move-empty") }),
        }
    }
    fn scene(_: &PeekState, _: Option<Seat>) -> Scene {
        Scene::new(1.0, 1.0)
    }
    fn text_board(s: &PeekState, viewer: Option<Seat>) -> String {
        viewer.map(|v| format!("you hold {}", s.cards[v])).unwrap_or_default()
    }
    fn seat_name(_: &PeekState, seat: Seat) -> String {
        format!("seat{seat}")
    }
}

fn peek(seats: Vec<SeatConfig>) -> Session<Peek> {
    Session::<Peek>::new(&SessionConfig {
        game: "peek".into(),
        seats,
        variants: Default::default(),
        seed: Some(6),
        title: None,
    })
    .unwrap()
}

#[test]
fn pass_and_play_asks_for_a_hand_off_before_each_private_view() {
    let mut s = peek(humans(2));
    assert_eq!(s.phase(), Phase::HandOff { seat: 0 });
    assert!(matches!(s.act(None, 0, "pass"), Err(GameError::HandOffPending(_))));
    assert!(matches!(s.confirm_handoff(1), Err(GameError::WrongSeat { .. })));
    s.confirm_handoff(0).unwrap();
    assert_eq!(s.phase(), Phase::HumanTurn { seat: 0 });
    s.act(None, 0, "pass").unwrap();
    assert_eq!(s.phase(), Phase::HandOff { seat: 1 });
    assert!(s.view(None).observation_json.is_empty(), "the table view shows no hand");
    // With one human and a bot there is nobody to hide the hand from.
    let solo = peek(vec![SeatConfig::human("A"), SeatConfig::bot("B", BotLevel::Beginner)]);
    assert_eq!(solo.phase(), Phase::HumanTurn { seat: 0 });
}

#[test]
fn a_view_holds_only_the_viewers_private_card() {
    let s = peek(humans(3));
    let cards = s.state().cards.clone();
    let view: serde_json::Value = serde_json::from_str(&s.view(Some(1)).observation_json).unwrap();
    assert_eq!(view["mine"], cards[1]);
    assert!(view.get("cards").is_none());
}

#[test]
fn steps_are_offered_one_at_a_time_and_refused_when_they_lead_nowhere() {
    let mut s = peek(vec![SeatConfig::human("A"), SeatConfig::bot("B", BotLevel::Beginner)]);
    let notations = |s: &Session<Peek>| s.next_steps().into_iter().map(|x| x.notation).collect::<Vec<_>>();
    assert_eq!(notations(&s), ["pass", "raise"]);
    assert!(s.choose_step(None, 0, "raise").unwrap().is_empty());
    assert_eq!(s.pending(Some(0)), ["raise"]);
    assert_eq!(notations(&s), ["1", "2"]);
    assert!(matches!(s.choose_step(None, 0, "3"), Err(GameError::IllegalMove { .. })));
    assert_eq!(s.pending(Some(0)), ["raise"], "a refused step changes nothing");
    s.undo(0).unwrap();
    assert!(s.pending(Some(0)).is_empty());
    s.choose_step(None, 0, "raise").unwrap();
    s.choose_step(None, 0, "2").unwrap();
    assert_eq!(s.state().bets, [2], "the whole move was committed");
    assert_eq!(s.phase(), Phase::BotTurn { seat: 1 });
}

#[test]
fn rematch_keeps_the_tally_and_changes_the_seed() {
    let mut s = peek(vec![SeatConfig::bot("A", BotLevel::Beginner), SeatConfig::bot("B", BotLevel::Beginner)]);
    while s.phase() != Phase::Over {
        s.bot_step().unwrap();
    }
    assert_eq!(s.tally().iter().map(|r| r.games).collect::<Vec<_>>(), [1, 1]);
    let wins: u32 = s.tally().iter().map(|r| r.wins).sum();
    assert!(wins >= 1);
    let next = s.rematch().unwrap();
    assert_eq!(next.tally(), s.tally());
    assert_ne!(next.seed(), s.seed());
}

/// A game of `info` with its fewest seats, all human.
fn all_humans(info: &GameInfo, seed: u64) -> Box<dyn PlaySession> {
    catalog::new_session(&SessionConfig {
        game: info.id.into(),
        seats: humans(info.min_players),
        variants: Default::default(),
        seed: Some(seed),
        title: None,
    })
    .unwrap()
}

/// Every game: at each human turn the view offers the move to auto-play exactly when
/// there is one legal move and it is not a roll; playing it works like any move.
#[test]
fn a_forced_move_is_offered_for_auto_play_but_never_a_roll() {
    for def in catalog::games() {
        let info = def.info();
        let players = info.min_players;
        let mut s = all_humans(info, 17);
        let (mut forced_seen, mut rolls_seen) = (0, 0);
        for _ in 0..3000 {
            let seat = match s.phase() {
                Phase::Over => break,
                Phase::HandOff { seat } => {
                    s.confirm_handoff(seat).unwrap();
                    continue;
                }
                Phase::HumanTurn { seat } => seat,
                Phase::BotTurn { .. } => unreachable!("all seats are human"),
            };
            let legal = s.legal_moves();
            let view = s.view(Some(seat));
            let other = (seat + 1) % players;
            assert_eq!(s.view(Some(other)).forced_move, None, "{}: only the mover is offered it", info.id);
            rolls_seen += usize::from(legal == ["roll"]);
            let expected = (legal.len() == 1 && legal[0] != "roll").then(|| legal[0].clone());
            assert_eq!(view.forced_move, expected, "{}: {}", info.id, s.position());
            match view.forced_move {
                Some(mv) => {
                    forced_seen += 1;
                    s.act(Some(view.version), seat, &mv).unwrap();
                }
                None => {
                    let step = view.next_steps[0].notation.clone();
                    s.choose_step(Some(view.version), seat, &step).unwrap();
                    if !s.pending(Some(seat)).is_empty() {
                        assert_eq!(s.forced_move(), None, "nothing is forced once a step was chosen");
                    }
                    if s.view(Some(seat)).can_confirm {
                        s.confirm(Some(s.version()), seat).unwrap();
                    }
                }
            }
        }
        assert!(forced_seen > 0, "{}: no forced move came up", info.id);
        if matches!(info.id, "fia" | "fevga") {
            assert!(rolls_seen > 0, "{}: the roll was never alone", info.id);
        }
    }
}

/// Every game: a hint is a legal move of the seat to move, with its steps, and asking
/// for one changes nothing (position, version, dice to come, save). Only the human
/// to move may ask.
#[test]
fn a_hint_is_a_legal_move_and_changes_nothing() {
    for def in catalog::games() {
        let info = def.info();
        let players = info.min_players;
        let mut s = all_humans(info, 23);
        let mut hints = 0;
        for _ in 0..300 {
            let seat = match s.phase() {
                Phase::Over => break,
                Phase::HandOff { seat } => {
                    let other = (seat + 1) % players;
                    assert!(matches!(s.hint_task(seat), Err(GameError::HandOffPending(_))), "{}", info.id);
                    assert!(s.hint_task(other).is_err());
                    s.confirm_handoff(seat).unwrap();
                    continue;
                }
                Phase::HumanTurn { seat } => seat,
                Phase::BotTurn { .. } => unreachable!("all seats are human"),
            };
            let other = (seat + 1) % players;
            assert!(matches!(s.hint_task(other), Err(GameError::WrongSeat { .. })), "{}", info.id);
            let before = s.to_save().to_json();
            let hint = s.hint_task(seat).unwrap().run();
            assert_eq!(hint.seat, seat);
            assert_eq!(hint.version, s.version());
            assert_eq!(s.to_save().to_json(), before, "{}: asking for a hint changed the game", info.id);
            assert!(s.legal_moves().contains(&hint.notation), "{}: hint '{}' not legal", info.id, hint.notation);
            let steps = s.move_steps(&hint.notation).unwrap();
            assert!(!steps.is_empty());
            assert!(s.move_steps("no such move").is_err());
            hints += 1;
            // Follow the hint half the time, so the game moves on differently.
            let mv = if hints % 2 == 0 { hint.notation } else { s.legal_moves()[0].clone() };
            s.act(Some(s.version()), seat, &mv).unwrap();
        }
        assert!(hints > 20, "{}: only {hints} hints", info.id);
    }
}

/// A forced move the player undid is not offered for auto-play again until the next
/// move (else undo would seem to do nothing); the move after it is offered as usual.
#[test]
fn an_undone_forced_move_is_not_offered_again_until_the_next_move() {
    let mut checked = 0;
    for seed in 0..60 {
        let mut s = fia(humans(2), seed);
        for _ in 0..400 {
            let Phase::HumanTurn { seat } = s.phase() else { break };
            let Some(only) = s.forced_move() else {
                let mv = s.legal_moves()[0].clone();
                s.act(Some(s.version()), seat, &mv).unwrap();
                continue;
            };
            s.act(Some(s.version()), seat, &only).unwrap();
            if s.phase() == (Phase::HumanTurn { seat }) && s.can_undo(seat) {
                s.undo(seat).unwrap();
                assert_eq!(s.legal_moves(), std::slice::from_ref(&only), "the forced move is back");
                assert_eq!(s.forced_move(), None);
                assert_eq!(s.view(Some(seat)).forced_move, None);
                s.act(Some(s.version()), seat, &only).unwrap();
                checked += 1;
            }
        }
    }
    assert!(checked > 0, "an auto-playable move was undone at least once");
}
