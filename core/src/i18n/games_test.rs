//! Per game: whole bot games, their logs, every step label offered and refusals of
//! wrong steps render in every language with no missing-message marker.

use super::*;
use crate::game::{Game, Seat, Setup, ToMove};
use crate::games::{fevga::Fevga, fia::Fia, fjols::Fjols, pairanoid::Pairanoid};
use crate::rng::GameRng;
use crate::BotLevel;

fn check(msg: &Msg, what: &str) {
    for lang in Lang::ALL {
        let text = render(msg, lang);
        assert!(!is_missing(&text) && !text.trim().is_empty(), "{what} in {}: {text} ({msg:?})", lang.code());
        assert!(!text.contains('_') && !text.contains("Card("), "{what} in {}: internal code in {text}", lang.code());
    }
}

/// Plays `games` bot games of `G` and checks everything a player reads on the way;
/// returns the number of log lines checked.
fn bot_games<G: Game>(players: usize, games: u64) -> usize {
    let mut lines = 0;
    let seat_name = |s: Seat| Arg::Text(format!("P{s}"));
    for seed in 0..games {
        let mut state = G::new_game(&Setup::new(players).validated(G::info()).unwrap()).unwrap();
        let mut rng = GameRng::new(seed);
        for _ in 0..5000 {
            if let ToMove::Seat(_) = G::to_move(&state) {
                for mv in G::legal_moves(&state) {
                    let steps = G::steps(&state, &mv);
                    for step in &steps {
                        check(&step.label, "step label");
                    }
                    let first: Vec<String> = steps.iter().take(1).map(|s| s.notation.clone()).collect();
                    let wrong: Vec<String> = first.iter().cloned().chain(["zz9".to_string()]).collect();
                    check(&G::explain_refusal(&state, &wrong), "refusal");
                }
                check(&G::explain_refusal(&state, &["zz9".to_string()]), "refusal");
            }
            let before = state.clone();
            let mut events = Vec::new();
            let mv = match G::to_move(&before) {
                ToMove::Over => break,
                ToMove::Chance => G::sample_chance(&before, &mut rng),
                ToMove::Seat(seat) => G::bot_move(&G::observe(&before, seat), BotLevel::Easy, &mut rng),
            };
            events.extend(G::apply(&mut state, &mv));
            for line in log_lines(&events, &seat_name) {
                check(&line, "log line");
                lines += 1;
            }
        }
    }
    lines
}

#[test]
fn fia_bot_games_read_in_every_language() {
    assert!(bot_games::<Fia>(4, 3) > 100);
}

#[test]
fn pairanoid_bot_games_read_in_every_language() {
    assert!(bot_games::<Pairanoid>(4, 1) > 100);
}

#[test]
fn fjols_bot_games_read_in_every_language() {
    assert!(bot_games::<Fjols>(3, 3) > 50);
}

#[test]
fn fevga_bot_games_read_in_every_language() {
    assert!(bot_games::<Fevga>(2, 2) > 50);
}

#[test]
fn a_move_and_its_knock_are_one_line_in_words() {
    use crate::event::Event;
    let events = vec![
        Event::DiceRolled { seat: Some(0), values: vec![5] },
        Event::PieceSentHome {
            piece: "fia:piece:blue:0".into(),
            from: "fia:track:18".into(),
            to: "fia:nest:blue:0".into(),
        },
        Event::PieceMoved { piece: "fia:piece:red:1".into(), path: vec!["fia:track:13".into(), "fia:track:18".into()] },
    ];
    let lines = log_lines(&events, &|_| Arg::Text("Anna".into()));
    let en: Vec<String> = lines.iter().map(|l| render(l, Lang::En)).collect();
    assert_eq!(en, ["Anna rolls 5", "red piece 2: 14 → 19, knocks blue home"]);
    assert_eq!(render(&lines[1], Lang::Sv), "röd pjäs 2: 14 → 19, knuffar hem blå");
    assert_eq!(render(&lines[1], Lang::Da), "rød brik 2: 14 → 19, slår blå hjem");
}

#[test]
fn every_house_rule_its_values_and_its_help_read_in_every_language() {
    for def in crate::catalog::games() {
        let info = def.info();
        check(&Msg::new(format!("game-{}", info.id)), "game name");
        for spec in info.variants {
            check(&Msg::new(spec.label_key), "variant name");
            check(&variant_help(spec), "variant help");
            for value in spec.values {
                check(&variant_value(spec, value), "variant value");
            }
        }
    }
    let exit = &crate::games::fia::variants::SPECS[1];
    assert_eq!(render(&variant_value(exit, "1or6"), Lang::Sv), "på etta eller sexa");
}
