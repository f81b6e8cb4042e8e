//! The tavli series in the terminal: `spelbord play tavli --to 5` plays a whole
//! series (Portes, Plakoto, Fevga … to 5 points) with the score and the next game in
//! the log, and a series saved in the middle of a Plakoto game resumes there.

mod common;
use common::{spelbord, spelbord_typed, stdout};

use spelbord_core::{BotLevel, Phase, SaveStore, SeatConfig, SessionConfig, ToMove};

fn run(args: &[&str], input: &str) -> String {
    let out = spelbord_typed(args, input);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    stdout(&out)
}

#[test]
fn a_whole_series_to_5_is_played_with_the_score_and_the_next_game_in_the_log() {
    let out = run(
        &[
            "play",
            "tavli",
            "--to",
            "5",
            "--seats",
            "beginner,beginner",
            "--seed",
            "2",
            "--no-save",
            "--bot-delay",
            "0",
            "--lang",
            "en",
        ],
        "",
    );
    assert!(out.contains("Portes won by"), "{out}");
    assert!(out.contains("next: Plakoto"), "{out}");
    assert!(out.contains("next: Fevga") || out.contains("Plakoto drawn"), "{out}");
    assert!(out.contains("wins the series"), "{out}");
    assert!(out.contains("(played to 5)"), "{out}");
    // `--to` with a game that has no target is refused in words.
    let mut refused =
        spelbord(&["play", "fia", "--to", "5", "--seats", "beginner,beginner", "--no-save", "--lang", "en"]);
    refused.stdout.extend(refused.stderr);
    assert!(String::from_utf8_lossy(&refused.stdout).contains("unknown option --to"));
}

#[test]
fn a_series_saved_in_the_middle_of_a_plakoto_game_resumes_there_and_plays_to_the_end() {
    let dir = std::env::temp_dir().join(format!("spelbord-tavli-series-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let store = SaveStore::open(&dir).unwrap();
    let seats = vec![SeatConfig::human("Anna"), SeatConfig::bot("Bo", BotLevel::Beginner)];
    let config =
        SessionConfig { game: "tavli".into(), seats, variants: Default::default(), seed: Some(8), title: None };
    let mut s = spelbord_core::new_session(&config).unwrap();
    let writer = store.create_game(s.as_ref()).unwrap();
    // Play (Anna her first legal move) until a few turns into Plakoto, Anna to move.
    let mut plakoto_turns = 0;
    while plakoto_turns < 6 || s.to_move() != ToMove::Seat(0) {
        match s.phase() {
            Phase::BotTurn { .. } => drop(s.bot_step().unwrap()),
            Phase::HumanTurn { seat } => {
                let mv = s.legal_moves()[0].clone();
                s.act(None, seat, &mv).unwrap();
            }
            Phase::HandOff { seat } => s.confirm_handoff(seat).unwrap(),
            Phase::Over => panic!("the series ended before Plakoto"),
        }
        writer.record(s.as_ref()).unwrap();
        if s.position().contains(" plakoto ") {
            plakoto_turns += 1;
        }
    }
    let saved = s.position();
    writer.close(s.as_ref()).unwrap();
    drop(store);
    let id = s.id().to_string();
    let dir = dir.to_str().unwrap();
    // Quit at once: the position is the one saved.
    let first = run(&["resume", &id, "--data-dir", dir, "--bot-delay", "0", "--lang", "en"], "q\n");
    assert!(first.contains("game 2: Plakoto · next: Fevga"), "{first}");
    let reopened = SaveStore::open(dir).unwrap();
    assert_eq!(spelbord_core::load_session(&reopened, &id).unwrap().position(), saved);
    // Then play it out, always taking the first offer (a roll, a step, the confirm).
    let rest = run(&["resume", &id, "--data-dir", dir, "--bot-delay", "0", "--lang", "en"], &"1\n".repeat(4000));
    let plakoto_on = rest.find("game 2: Plakoto").unwrap_or_else(|| panic!("{rest}"));
    assert!(!rest[..plakoto_on].contains("game 1: Portes"), "resumed in Plakoto, not from the start");
    assert!(rest.contains("wins the series"), "{}", &rest[rest.len().saturating_sub(3000)..]);
    std::fs::remove_dir_all(dir).ok();
}
