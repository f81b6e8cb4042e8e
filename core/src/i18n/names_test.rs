//! Bot seats without a name of their own are named by their level in the reader's
//! language, everywhere a name is read: the title, the log, the board, refusals and
//! the saved-games list; a save keeps no made-up words.

use crate::game::BotLevel;
use crate::i18n::{render, Lang};
use crate::session::{PlaySession, SeatConfig, SessionConfig};
use crate::SaveStore;

fn fia_with_bots(seats: Vec<SeatConfig>) -> Box<dyn PlaySession> {
    let config = SessionConfig { game: "fia".into(), seats, variants: Default::default(), seed: Some(5), title: None };
    crate::catalog::new_session(&config).unwrap()
}

fn in_all(msg: &crate::Msg) -> [String; 3] {
    Lang::ALL.map(|l| render(msg, l))
}

#[test]
fn a_bot_without_a_name_reads_in_the_readers_language() {
    let s = fia_with_bots(vec![
        SeatConfig::human("Anna"),
        SeatConfig::bot("", BotLevel::Beginner),
        SeatConfig::bot("Bo", BotLevel::Strong),
    ]);
    assert_eq!(in_all(&s.seats()[1].name_msg(1)), ["Beginner bot 2", "Nybörjardator 2", "Begynder-computer 2"]);
    assert_eq!(
        in_all(&s.title_msg()),
        [
            "Fia med knuff – Anna, Beginner bot 2, Bo",
            "Fia med knuff – Anna, Nybörjardator 2, Bo",
            "Fia med knuff – Anna, Begynder-computer 2, Bo"
        ]
    );
    // The view names the seats alike (the turn banner, the end panel, the tally).
    assert_eq!(in_all(&s.view(None).seat_names[1]), ["Beginner bot 2", "Nybörjardator 2", "Begynder-computer 2"]);
    assert_eq!(render(&s.view(None).seat_names[0], Lang::Sv), "Anna");
    // A bot's own name stays as given; the save keeps no made-up words.
    assert_eq!(in_all(&s.seats()[2].name_msg(2)), ["Bo", "Bo", "Bo"]);
    let save = s.to_save();
    assert_eq!(save.seats[1].name, "", "no words in the save");
    assert_eq!(save.title, "", "the title is made when read");
    // On the board (Fjols names each seat by its hand): the level's words in Danish.
    let config = SessionConfig {
        game: "fjols".into(),
        seats: vec![
            SeatConfig::human("Anna"),
            SeatConfig::bot("", BotLevel::Beginner),
            SeatConfig::bot("Bo", BotLevel::Strong),
        ],
        variants: Default::default(),
        seed: Some(5),
        title: None,
    };
    let fjols = crate::catalog::new_session(&config).unwrap();
    let board: Vec<String> = fjols.scene(None).nodes.iter().map(|n| render(&n.label, Lang::Da)).collect();
    assert!(board.iter().any(|l| l.contains("Begynder-computer 2")), "{board:?}");
    assert!(board.iter().all(|l| !l.contains("spiller 2")), "seat 2 is named, not numbered: {board:?}");
}

#[test]
fn a_save_opened_in_another_language_names_its_bots_in_that_language() {
    let dir = std::env::temp_dir().join(format!("spelbord-names-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let store = SaveStore::open(&dir).unwrap();
    let mut s = fia_with_bots(vec![SeatConfig::bot("", BotLevel::Club), SeatConfig::human("Anna")]);
    // An earlier version wrote made-up English names: read as nameless.
    let mut save = s.to_save();
    save.seats[0].name = "Club bot".into();
    store.write(&save).unwrap();
    let listing = store.list().unwrap();
    let line = &listing.games[0];
    assert_eq!(in_all(&line.players[0]), ["Club bot 1", "Klubbdator 1", "Klubcomputer 1"]);
    assert_eq!(render(&line.title, Lang::Sv), "Fia med knuff – Klubbdator 1, Anna");
    let (loaded, _writer) = store.open_game(&line.id).unwrap();
    assert!(!loaded.seats()[0].has_own_name(), "the old made-up name is dropped");
    // The log names it too, in each language.
    while !matches!(s.phase(), crate::Phase::HumanTurn { .. }) {
        s.bot_step().unwrap();
    }
    let said: Vec<[String; 3]> = s.log().iter().flat_map(|e| e.lines.iter().map(in_all)).collect();
    assert!(
        said.iter()
            .any(|l| l[0].contains("Club bot 1") && l[1].contains("Klubbdator 1") && l[2].contains("Klubcomputer 1")),
        "{said:?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_person_still_needs_a_name_and_made_up_names_of_the_day_are_recognised() {
    let config = SessionConfig {
        game: "fia".into(),
        seats: vec![SeatConfig::human(" "), SeatConfig::bot("", BotLevel::Beginner)],
        variants: Default::default(),
        seed: Some(1),
        title: None,
    };
    assert!(crate::catalog::new_session(&config).is_err(), "a person without a name is refused");
    // "Hard bot": the terminal's name for a bot that plays on as strong.
    for (name, seat) in [("Hard bot", 3), ("Strong bot", 1), ("Bot 2", 2), ("Dator 1", 1), ("Computer 3", 3)] {
        assert!(!SeatConfig::bot(name, BotLevel::Strong).without_made_up_name(seat).has_own_name(), "{name}");
    }
    for (name, seat) in [("Bot 2", 1), ("Robotta", 1), ("Hard bot", 3)] {
        let own = SeatConfig::bot(name, BotLevel::Beginner).without_made_up_name(seat);
        assert!(own.has_own_name(), "{name} at seat {seat} is a name of its own");
    }
    assert!(SeatConfig::human("Bot 2").without_made_up_name(2).has_own_name(), "a person's name is theirs");
}

/// The new-game form's word for a level ("Klubcomputer") is the name a bot of that
/// level gets at the table ("Klubcomputer 2"): one word per level and language.
#[test]
fn the_form_names_a_bot_level_as_the_table_names_its_bot() {
    for level in BotLevel::ALL.map(BotLevel::name) {
        for lang in Lang::ALL {
            let form = crate::i18n::text(&format!("app-bot-{level}"), lang);
            let seat = render(&crate::Msg::new(format!("seat-bot-auto-{level}")).arg("n", 2), lang);
            assert_eq!(seat, format!("{form} 2"), "{level} in {lang:?}");
        }
    }
}

/// Every level has a name and a line on how it plays, in every language, and no two
/// levels read alike (the form lists them side by side).
#[test]
fn every_bot_level_has_its_own_name_and_description_in_every_language() {
    for lang in Lang::ALL {
        let names: Vec<String> = BotLevel::ALL.iter().map(|l| render(&l.form_msg(), lang)).collect();
        let about: Vec<String> = BotLevel::ALL.iter().map(|l| render(&l.about(), lang)).collect();
        for text in names.iter().chain(&about) {
            assert!(!crate::i18n::is_missing(text), "{lang:?}: {text}");
        }
        for list in [&names, &about] {
            let distinct: std::collections::BTreeSet<&String> = list.iter().collect();
            assert_eq!(distinct.len(), BotLevel::ALL.len(), "{lang:?}: {list:?}");
        }
    }
}
