//! What the speed work must not change: the session's cached legal steps equal a
//! fresh listing from `legal_moves` and `step_orders` in every game, and undo with a
//! bounded history restores exactly the states it did, also deep into a long game.

use spelbord_core::game::{BotLevel, Game, StepInfo, ToMove};
use spelbord_core::games::{fevga::Fevga, fia::Fia, fjols::Fjols, pairanoid::Pairanoid};
use spelbord_core::rng::GameRng;
use spelbord_core::session::{Phase, PlaySession, SeatConfig, Session, SessionConfig};

fn humans(game: &str, players: usize, seed: u64) -> SessionConfig {
    SessionConfig {
        game: game.into(),
        seats: (0..players).map(|i| SeatConfig::human(format!("p{i}"))).collect(),
        variants: Default::default(),
        seed: Some(seed),
        title: None,
    }
}

/// The next steps after `prefix` as the session listed them before it cached them:
/// every tap order of every legal move, filtered by the prefix.
fn listed_next<G: Game>(state: &G::State, prefix: &[String]) -> Option<Vec<StepInfo>> {
    let mut orders: Vec<Vec<StepInfo>> = Vec::new();
    for order in G::legal_moves(state).iter().flat_map(|m| G::step_orders(state, m)) {
        // Fia offers two pieces on one square once: the same move from the same square
        // to the same square, told apart only by the piece's number.
        let twin = G::info().id == "fia" && orders.iter().any(|o| same_but_piece(&o[0], &order[0]));
        if !twin {
            orders.push(order);
        }
    }
    let fits: Vec<&Vec<StepInfo>> = orders
        .iter()
        .filter(|o| o.len() >= prefix.len() && o.iter().zip(prefix).all(|(s, p)| &s.notation == p))
        .collect();
    if fits.is_empty() {
        return None;
    }
    let mut next: Vec<StepInfo> = Vec::new();
    for o in fits {
        if let Some(s) = o.get(prefix.len()) {
            if !next.iter().any(|n| n.notation == s.notation) {
                next.push(s.clone());
            }
        }
    }
    Some(next)
}

/// True when two steps read the same but for the piece's number.
fn same_but_piece(a: &StepInfo, b: &StepInfo) -> bool {
    let rest = |s: &StepInfo| {
        let args: Vec<_> = s.label.args.iter().filter(|(k, _)| k != "piece").cloned().collect();
        (s.label.key.clone(), args, s.target.clone())
    };
    a.notation != b.notation && rest(a) == rest(b)
}

fn to_human_turn<G: Game>(s: &mut Session<G>) -> Option<usize> {
    loop {
        match s.phase() {
            Phase::HandOff { seat } => s.confirm_handoff(seat).unwrap(),
            Phase::HumanTurn { seat } => return Some(seat),
            _ => return None,
        }
    }
}

/// Plays seeded games of humans (the medium bot's moves) and compares, at every turn,
/// the cached next steps with the listed ones, also after each first step.
fn cached_steps_equal_listed<G: Game>(players: usize, games: u64, max_moves: usize) -> usize {
    let mut checked = 0;
    for seed in 0..games {
        let mut s = Session::<G>::new(&humans(G::info().id, players, seed)).unwrap();
        let mut rng = GameRng::new(seed);
        for _ in 0..max_moves {
            let Some(seat) = to_human_turn(&mut s) else { break };
            let first = s.next_steps();
            assert_eq!(Some(first.clone()), listed_next::<G>(s.state(), &[]));
            checked += 1;
            let legal: Vec<String> = G::legal_moves(s.state()).iter().map(|m| G::format_move(s.state(), m)).collect();
            assert_eq!(PlaySession::legal_moves(&s), legal);
            let mut committed = false;
            for step in first.iter().take(6) {
                let version = s.version();
                s.choose_step(Some(version), seat, &step.notation).unwrap();
                if s.version() != version {
                    // The step made a whole move; take it back where undo allows.
                    if s.can_undo(seat) {
                        s.undo(seat).unwrap();
                        continue;
                    }
                    committed = true;
                    break;
                }
                let prefix = s.pending(Some(seat)).to_vec();
                assert_eq!(Some(s.next_steps()), listed_next::<G>(s.state(), &prefix));
                s.undo(seat).unwrap();
                checked += 1;
            }
            if committed {
                continue;
            }
            let mv = G::bot_move(&G::observe(s.state(), seat), BotLevel::Club, &mut rng);
            let text = G::format_move(s.state(), &mv);
            s.act(None, seat, &text).unwrap();
            checked += 1;
        }
    }
    checked
}

#[test]
fn cached_steps_equal_listed_steps_in_every_game() {
    assert!(cached_steps_equal_listed::<Fia>(4, 3, 300) > 500);
    assert!(cached_steps_equal_listed::<Pairanoid>(4, 2, 150) > 300);
    assert!(cached_steps_equal_listed::<Fjols>(4, 4, 200) > 100);
    assert!(cached_steps_equal_listed::<Fevga>(2, 3, 150) > 300);
}

/// A long Fjols game of humans who pick up whenever they may: every move is undone
/// once (restoring exactly the position before it) and played again, and a run of
/// moves by different seats is undone seat by seat, far beyond the history's
/// checkpoints.
/// The first seed whose game lasts 3,000 moves when everybody picks up when they may.
fn long_fjols_seed() -> u64 {
    (0..200u64)
        .find(|&seed| {
            let mut s = Session::<Fjols>::new(&humans("fjols", 4, seed)).unwrap();
            (0..3000).all(|_| {
                let Some(seat) = to_human_turn(&mut s) else { return false };
                let legal = PlaySession::legal_moves(&s);
                let mv = legal.iter().find(|m| *m == "take").unwrap_or(&legal[0]).clone();
                s.act(None, seat, &mv).is_ok()
            })
        })
        .expect("some seed gives a long game")
}

#[test]
fn undo_restores_exact_positions_deep_into_a_long_game() {
    let mut s = Session::<Fjols>::new(&humans("fjols", 4, long_fjols_seed())).unwrap();
    let mut positions: Vec<String> = Vec::new();
    let mut seats: Vec<usize> = Vec::new();
    for n in 0..3000 {
        let Some(seat) = to_human_turn(&mut s) else { break };
        let legal = PlaySession::legal_moves(&s);
        let mv = legal.iter().find(|m| *m == "take").unwrap_or(&legal[0]).clone();
        let before = s.position();
        s.act(None, seat, &mv).unwrap();
        if s.can_undo(seat) {
            let history = s.history().len();
            s.undo(seat).unwrap();
            assert_eq!(s.position(), before, "undo of action {n}");
            assert_eq!(s.history().len(), history - 1);
            let seat = to_human_turn(&mut s).unwrap();
            s.act(None, seat, &mv).unwrap();
        }
        positions.push(before);
        seats.push(seat);
    }
    assert_eq!(positions.len(), 3000, "the game ended early");
    // Undo back through the last moves, each by the seat that made it, while allowed.
    let mut undone = 0;
    while let Some(&seat) = seats.last() {
        if !s.can_undo(seat) {
            break;
        }
        s.undo(seat).unwrap();
        seats.pop();
        assert_eq!(&s.position(), positions.last().unwrap());
        positions.pop();
        undone += 1;
        if let Phase::HandOff { seat } = s.phase() {
            s.confirm_handoff(seat).unwrap();
        }
    }
    assert!(undone > 70, "only {undone} undone in a row");
    assert!(matches!(PlaySession::to_move(&s), ToMove::Seat(_)));
}

/// Plays `actions` seat moves of a human game (the medium bot's choices), stopping
/// right after a move its seat may still undo; returns that seat.
fn play_to_an_undoable_move<G: Game>(s: &mut Session<G>, actions: usize) -> usize {
    let mut rng = GameRng::new(3);
    let mut n = 0;
    loop {
        let seat = to_human_turn(s).expect("the game goes on");
        let mv = G::bot_move(&G::observe(s.state(), seat), BotLevel::Club, &mut rng);
        let text = G::format_move(s.state(), &mv);
        s.act(None, seat, &text).unwrap();
        n += 1;
        if n >= actions && s.can_undo(seat) {
            return seat;
        }
    }
}

/// The bounded history and the save's checkpoint are one history: a game loaded from
/// its checkpoint (far past the history's first kept state) writes the same save
/// again, shows every seat the same history, undoes its last move by seat as the
/// game that was never saved does, and its save after the undo loads again.
fn checkpointed_load_equals_the_live_game<G: Game>(players: usize) {
    let mut live = Session::<G>::new(&humans(G::info().id, players, 9)).unwrap();
    let seat = play_to_an_undoable_move(&mut live, 150);
    let save = live.to_save();
    let checkpoint = save.checkpoint.clone().expect("a game without private cards checkpoints");
    assert!(checkpoint.at > 64, "the checkpoint lies beyond the first kept state ({})", checkpoint.at);
    let mut loaded = Session::<G>::from_save(&save, "t").unwrap();
    assert_eq!(loaded.to_save(), save, "{}: a loaded game saves the same file", G::info().id);
    for viewer in (0..players).map(Some).chain([None]) {
        assert_eq!(loaded.history_for(viewer), live.history_for(viewer));
    }
    let before = live.history()[..live.history().len() - 1].to_vec();
    for s in [&mut live as &mut dyn PlaySession, &mut loaded] {
        assert!(s.can_undo(seat));
        s.undo(seat).unwrap();
        assert_eq!(s.history(), before);
    }
    assert_eq!(loaded.position(), live.position());
    // The undo moved the last seat move before the loaded game's checkpoint, whose
    // earlier states it never had: its save replays from the seed instead (a
    // checkpoint built from a guessed state would make the save unreadable).
    let (a, b) = (live.to_save(), loaded.to_save());
    assert_eq!((&a.position, &a.history), (&b.position, &b.history));
    let reloaded = Session::<G>::from_save(&b, "t").unwrap();
    assert_eq!((reloaded.position(), reloaded.history()), (live.position(), live.history()));
    if let Some(c) = &b.checkpoint {
        assert!(c.at >= checkpoint.at, "a checkpoint only where the loaded game knows the state");
    }
}

#[test]
fn a_game_loaded_from_its_checkpoint_saves_shows_and_undoes_like_the_live_one() {
    checkpointed_load_equals_the_live_game::<Fia>(4);
    checkpointed_load_equals_the_live_game::<Fevga>(2);
}

/// The move log keeps its lines and makes only new ones: read after every move, and
/// again after undoing a move and playing another, it equals the log of a session that
/// played the final moves straight through and is read once; a loaded game (replayed
/// without events) shows the same log (after its checkpoint) and the same last-move
/// marks as the live one.
fn incremental_log_equals_a_fresh_one<G: Game>(players: usize) {
    let mut live = Session::<G>::new(&humans(G::info().id, players, 11)).unwrap();
    let mut rng = GameRng::new(5);
    let mut undone = 0;
    for n in 0..120 {
        let Some(seat) = to_human_turn(&mut live) else { break };
        let mv = G::bot_move(&G::observe(live.state(), seat), BotLevel::Club, &mut rng);
        live.act(None, seat, &G::format_move(live.state(), &mv)).unwrap();
        if n % 2 == 0 {
            let _ = live.log();
        } else {
            // The log's tail alone (what a server sends after a move) brings the log up
            // to date just as well: the last entry, or nothing past the end.
            let last = live.history_len() - 1;
            assert_eq!(live.log_since(last).len(), 1, "{}", G::info().id);
            assert!(live.log_since(live.history_len()).is_empty());
        }
        if n % 7 == 0 && live.can_undo(seat) {
            live.undo(seat).unwrap();
            let _ = live.log();
            undone += 1;
        }
    }
    assert!(undone > 3, "only {undone} undos");
    let mut fresh = Session::<G>::new(&humans(G::info().id, players, 11)).unwrap();
    for entry in live.history().iter().filter(|e| e.by.is_some()) {
        let seat = to_human_turn(&mut fresh).unwrap();
        fresh.act(None, seat, &entry.mv).unwrap();
    }
    assert_eq!(fresh.history(), live.history());
    assert_eq!(live.log(), fresh.log(), "{}", G::info().id);
    let log = live.log();
    for from in [0, 1, log.len() / 2, log.len() - 1, log.len(), log.len() + 3] {
        assert_eq!(live.log_since(from), log.get(from..).unwrap_or_default(), "{}: from {from}", G::info().id);
    }
    let save = live.to_save();
    let loaded = Session::<G>::from_save(&save, "t").unwrap();
    // Entries a save's checkpoint covers are told in words too, as the live game told them.
    let at = save.checkpoint.as_ref().map_or(0, |c| c.at);
    assert!(at > 0 || G::info().private_info, "{}: the save has a checkpoint", G::info().id);
    assert_eq!(loaded.log(), live.log(), "{}", G::info().id);
    for viewer in (0..players).map(Some).chain([None]) {
        assert_eq!(loaded.scene(viewer), live.scene(viewer), "{}: last-move marks after a load", G::info().id);
    }
}

#[test]
fn the_move_log_grows_with_the_game_and_a_load_replays_without_events() {
    incremental_log_equals_a_fresh_one::<Fia>(4);
    incremental_log_equals_a_fresh_one::<Fevga>(2);
    incremental_log_equals_a_fresh_one::<Fjols>(3);
}
