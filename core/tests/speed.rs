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
    let orders: Vec<Vec<StepInfo>> = G::legal_moves(state).iter().flat_map(|m| G::step_orders(state, m)).collect();
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
                let prefix = s.pending().to_vec();
                assert_eq!(Some(s.next_steps()), listed_next::<G>(s.state(), &prefix));
                s.undo(seat).unwrap();
                checked += 1;
            }
            if committed {
                continue;
            }
            let mv = G::bot_move(&G::observe(s.state(), seat), BotLevel::Medium, &mut rng);
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
