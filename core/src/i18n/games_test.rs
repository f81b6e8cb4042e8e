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
        // Notation is for typing, never for reading: a joker played as a king is
        // "joker som kung", not `Jk=K` (a refusal of unreadable input may show what to type).
        if what != "refusal" {
            assert!(!text.contains('=') && !text.contains("Jk"), "{what} in {}: notation in {text}", lang.code());
        }
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
                ToMove::Seat(seat) => G::bot_move(&G::observe(&before, seat), BotLevel::Beginner, &mut rng),
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

/// Over a whole Fia bot game (four colours): every move's log line names its squares
/// as the board labels them, whatever the colour (the log once counted from each
/// colour's own start, and a line could not be found on the board).
#[test]
fn a_fia_log_line_names_squares_as_the_board_labels_them() {
    use crate::event::Event;
    let setup = Setup::new(4).validated(Fia::info()).unwrap();
    let mut state = Fia::new_game(&setup).unwrap();
    let board = Fia::scene(&state, None);
    let mut rng = GameRng::new(12);
    // "square 34", "blue start, square 14", "square 11, where blue turns home".
    let number = |id: &str| {
        let label = render(&board.node(id).unwrap_or_else(|| panic!("{id} on the board")).label, Lang::En);
        let after = label.split("square ").nth(1).unwrap_or_else(|| panic!("{label}")).to_string();
        after.chars().take_while(|c| c.is_ascii_digit()).collect::<String>()
    };
    let mut looked = 0;
    for _ in 0..600 {
        let mv = match Fia::to_move(&state) {
            ToMove::Over => break,
            ToMove::Chance => Fia::sample_chance(&state, &mut rng),
            ToMove::Seat(s) => Fia::bot_move(&Fia::observe(&state, s), BotLevel::Beginner, &mut rng),
        };
        for e in &Fia::apply(&mut state, &mv) {
            let Event::PieceMoved { piece, path } = e else { continue };
            let (from, to) = (&path[0], &path[path.len() - 1]);
            if !(from.starts_with("fia:track:") && to.starts_with("fia:track:")) || piece.contains(":red:") {
                continue;
            }
            let line = render(&log_lines(std::slice::from_ref(e), &|_| Arg::Text("Anna".into()))[0], Lang::En);
            let words = line.split(", knocks").next().unwrap();
            assert!(words.ends_with(&format!(": {} → {}", number(from), number(to))), "{line} for {from} → {to}");
            looked += 1;
        }
    }
    assert!(looked > 20, "moves of blue, yellow and green pieces were looked at ({looked})");
}

/// A Fia step into the home path names its square in the log's words ("home path 2"),
/// in every language: a step once said "home 2" where the log said "home path 2".
#[test]
fn a_fia_step_into_the_home_path_names_it_as_the_log_does() {
    use crate::event::Event;
    let setup = Setup::new(4).validated(Fia::info()).unwrap();
    let mut state = Fia::new_game(&setup).unwrap();
    let mut rng = GameRng::new(5);
    let mut looked = 0;
    for _ in 0..3000 {
        let mv = match Fia::to_move(&state) {
            ToMove::Over => break,
            ToMove::Chance => Fia::sample_chance(&state, &mut rng),
            ToMove::Seat(s) => Fia::bot_move(&Fia::observe(&state, s), BotLevel::Beginner, &mut rng),
        };
        let steps = match Fia::to_move(&state) {
            ToMove::Seat(_) => Fia::steps(&state, &mv),
            _ => Vec::new(),
        };
        for e in &Fia::apply(&mut state, &mv) {
            let Event::PieceMoved { path, .. } = e else { continue };
            let to = &path[path.len() - 1];
            let Some(step) = steps.last().filter(|_| to.starts_with("fia:home:")) else { continue };
            let line = log_lines(std::slice::from_ref(e), &|_| Arg::Text("Anna".into()))[0].clone();
            for lang in Lang::ALL {
                let (said, logged) = (render(&step.label, lang), render(&line, lang));
                let end = |t: &str| t.rsplit("→ ").next().unwrap().split(',').next().unwrap().to_string();
                assert_eq!(end(&said), end(&logged), "step '{said}', log '{logged}'");
            }
            looked += 1;
        }
    }
    assert!(looked > 5, "steps into the home path were looked at ({looked})");
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
fn a_joker_played_as_another_card_is_told_in_words() {
    use crate::event::Event;
    let events = vec![Event::CardPlayed { seat: 0, card: "Jk=K".into() }];
    let lines = log_lines(&events, &|_| Arg::Text("Bo".into()));
    let said: Vec<String> = Lang::ALL.iter().map(|&l| render(&lines[0], l)).collect();
    assert_eq!(said, ["Bo plays the joker as king", "Bo spelar joker som kung", "Bo spiller joker som konge"]);
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

/// A whole bot game of `game` at a table of named seats, and its log.
fn named_bot_game(game: &str, names: &[&str]) -> Vec<LogEntry> {
    use crate::session::{Phase, SeatConfig, SessionConfig};
    let seats = names.iter().map(|n| SeatConfig { name: n.to_string(), bot: Some(BotLevel::Beginner) }).collect();
    let config = SessionConfig { game: game.into(), seats, variants: Default::default(), seed: Some(11), title: None };
    let mut session = crate::catalog::new_session(&config).unwrap();
    for _ in 0..20_000 {
        if session.phase() == Phase::Over {
            break;
        }
        let decision = session.bot_task().expect("only bots play").run();
        session.apply_bot(&decision).unwrap();
    }
    assert_eq!(session.phase(), Phase::Over, "{game} ends");
    let log = session.log();
    assert_eq!(log.len(), session.history_len(), "{game}: one log entry per history entry");
    log
}

#[test]
fn the_fjols_log_names_the_dealer_and_the_fjols_by_their_names() {
    let names = ["Anna", "Bo", "Cia"];
    let log = named_bot_game("fjols", &names);
    let notes: Vec<&Msg> = log.iter().flat_map(|e| &e.lines).filter(|m| m.key.starts_with("fjols-note-")).collect();
    let told = |key: &str| notes.iter().find(|m| m.key == key).unwrap_or_else(|| panic!("no {key} in {notes:?}"));
    for key in ["fjols-note-dealer", "fjols-note-fjols"] {
        for lang in Lang::ALL {
            let text = render(told(key), lang);
            assert!(names.iter().any(|n| text.contains(n)), "{key} in {}: {text}", lang.code());
            for seat in 0..names.len() {
                let numbered = render(&crate::scene::seat_name(seat), lang);
                assert!(!text.contains(&numbered), "{key} in {}: {text}", lang.code());
            }
        }
    }
}

#[test]
fn every_games_whole_log_reads_in_every_language_with_the_players_names() {
    for (game, names) in
        [("fia", &["Anna", "Bo"][..]), ("pairanoid", &["A", "B", "C", "D"]), ("fevga", &["Eva", "Fred"])]
    {
        let log = named_bot_game(game, names);
        let lines: Vec<&Msg> = log.iter().flat_map(|e| &e.lines).collect();
        assert!(lines.len() > 20, "{game}: {} lines", lines.len());
        for line in lines {
            check(line, game);
        }
    }
}

#[test]
fn every_pass_reason_the_rules_give_is_a_catalogue_key_that_reads_in_every_language() {
    // The reasons as the rules write them: `Event::Passed { seat, reason: "…".into() }`.
    let sources = [
        include_str!("../games/fia/rules.rs"),
        include_str!("../games/pairanoid/rules.rs"),
        include_str!("../games/fjols/rules.rs"),
        include_str!("../games/fevga/rules.rs"),
    ];
    let mut reasons = Vec::new();
    for source in sources {
        for (at, _) in source.match_indices("Event::Passed {") {
            let rest = &source[at..];
            let quoted =
                rest.split('"').nth(1).unwrap_or_else(|| panic!("a pass without a written reason: {rest:.80}"));
            reasons.push(quoted.to_string());
        }
    }
    assert!(reasons.len() >= 5, "{reasons:?}");
    let catalogue = keys(Lang::En);
    for reason in &reasons {
        assert!(catalogue.contains(&reason.as_str()), "pass reason '{reason}' is not a catalogue key");
        let line = Msg::new("log-passes").arg("seat", "Anna").arg("reason", Msg::new(reason.as_str()));
        check(&line, "pass reason");
    }
}

/// The Fevga terminal board says the last play in words ("senast: vit 13 → 18,
/// 18 → 22"), never in notation (`13/18`).
#[test]
fn the_fevga_text_boards_last_play_is_in_words() {
    let mut state = Fevga::new_game(&Setup::new(2).validated(Fevga::info()).unwrap()).unwrap();
    let mut rng = GameRng::new(3);
    let mut checked = 0;
    for _ in 0..400 {
        let mv = match Fevga::to_move(&state) {
            ToMove::Over => break,
            ToMove::Chance => Fevga::sample_chance(&state, &mut rng),
            ToMove::Seat(seat) => Fevga::bot_move(&Fevga::observe(&state, seat), BotLevel::Beginner, &mut rng),
        };
        Fevga::apply(&mut state, &mv);
        for (lang, word) in [(Lang::En, "last: "), (Lang::Sv, "senast: "), (Lang::Da, "sidst: ")] {
            let board = Fevga::text_board_in(&state, None, lang);
            let Some(line) = board.lines().find(|l| l.starts_with(word)) else { continue };
            let passed = state.last.as_ref().is_some_and(|(_, steps)| steps.is_empty());
            let no_play = crate::i18n::render(&Msg::new("fevga-pass-no-play"), lang);
            let play = if passed { line.ends_with(&no_play) } else { line.contains(" → ") };
            assert!(!line.contains('/') && play, "{line}");
            assert!(!is_missing(line), "{line}");
            checked += 1;
        }
    }
    assert!(checked > 30, "the last play was shown ({checked})");
}
