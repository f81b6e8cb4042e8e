//! The end screen's words: each game's outcome says, beyond the places, what a player
//! wants to read at the end (the fjols, the winning partners, how the last Fevga game
//! was won and the match score), with the players' names in.

use spelbord_core::i18n::{render, Lang};
use spelbord_core::{catalog, BotLevel, Phase, PlaySession, SeatConfig, SessionConfig};

/// A whole game of named bots, played to its end.
fn bot_game(game: &str, players: usize, seed: u64, variants: &[(&str, &str)]) -> Box<dyn PlaySession> {
    let mut s = catalog::new_session(&SessionConfig {
        game: game.into(),
        seats: (0..players).map(|i| SeatConfig::bot(format!("Name{i}"), BotLevel::Beginner)).collect(),
        variants: variants.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect(),
        seed: Some(seed),
        title: None,
    })
    .unwrap();
    for _ in 0..200_000 {
        if s.phase() == Phase::Over {
            return s;
        }
        s.bot_step().unwrap();
    }
    panic!("{game} did not end");
}

/// The outcome's summary in English, from the session (names put in) and its view.
fn summary(s: &dyn PlaySession) -> Vec<String> {
    let out = s.outcome().expect("over");
    let seen = s.view(None).outcome.expect("the view has the outcome");
    assert_eq!(seen.summary, out.summary, "the view and the session say the same");
    out.summary.iter().map(|m| render(m, Lang::En)).collect()
}

#[test]
fn the_fjols_is_named_on_the_end_screen() {
    let s = bot_game("fjols", 3, 4, &[]);
    let out = s.outcome().unwrap();
    let fjols = out.losers[0];
    assert_eq!(summary(s.as_ref()), vec![format!("Name{fjols} is the fjols")]);
}

#[test]
fn the_winning_partners_are_named_together() {
    let s = bot_game("pairanoid", 4, 5, &[]);
    let out = s.outcome().unwrap();
    let w = out.winners();
    assert_eq!(w.len(), 2);
    assert_eq!(summary(s.as_ref()), vec![format!("Name{} and Name{} win together", w[0], w[1])]);
}

#[test]
fn a_fevga_match_ends_with_how_the_last_game_was_won_and_the_score() {
    let s = bot_game("fevga", 2, 6, &[("match", "3")]);
    let out = s.outcome().unwrap();
    let (w, l) = (out.winners()[0], out.losers[0]);
    let lines = summary(s.as_ref());
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(
        lines[0].starts_with(&format!("Name{w} bore off first"))
            || lines[0].starts_with(&format!("Mars! Name{w} bore off before Name{l}")),
        "{lines:?}"
    );
    let score = format!("Name{w} wins the match {}–{} (played to 3)", out.points[w], out.points[l]);
    assert_eq!(lines[1], score);
}

#[test]
fn fia_says_nothing_beyond_the_places() {
    let s = bot_game("fia", 4, 7, &[]);
    assert!(summary(s.as_ref()).is_empty());
}
