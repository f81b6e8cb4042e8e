//! Statistics counted from real games saved through a store's writer, read back from
//! disk as a restarted app would.

use super::*;
use crate::game::BotLevel;
use crate::save::SaveStore;
use crate::session::{SeatConfig, SessionConfig};
use crate::GameError;

fn folder(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("spelbord-stats-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn config(game: &str, seats: Vec<SeatConfig>, seed: u64) -> SessionConfig {
    SessionConfig { game: game.into(), seats, variants: Default::default(), seed: Some(seed), title: None }
}

/// Plays `config` to the end through a store's writer (every change recorded, as the
/// apps' table does): humans play their first legal move, bots think. Returns the id.
fn play_out(store: &SaveStore, config: &SessionConfig, resign_at: Option<(usize, Seat)>) -> String {
    let mut s = crate::new_session(config).unwrap();
    let writer = store.create_game(s.as_ref()).unwrap();
    let mut moves = 0;
    while s.outcome().is_none() {
        if let Some((_, seat)) = resign_at.filter(|(at, _)| *at == moves) {
            s.resign(seat).unwrap();
            writer.record(s.as_ref()).unwrap();
            break;
        }
        match s.phase() {
            crate::session::Phase::BotTurn { .. } => {
                s.bot_step().unwrap();
            }
            crate::session::Phase::HandOff { seat } => s.confirm_handoff(seat).unwrap(),
            crate::session::Phase::HumanTurn { seat } => {
                let mv = s.legal_moves()[0].clone();
                s.act(None, seat, &mv).unwrap();
            }
            crate::session::Phase::Over => break,
        }
        moves += 1;
        writer.record(s.as_ref()).unwrap();
        assert!(moves < 20_000, "the game ends");
    }
    let id = s.id().to_string();
    writer.close(s.as_ref()).unwrap();
    id
}

#[test]
fn a_bot_game_counts_for_the_person_and_by_bot_level_and_survives_a_restart() {
    let dir = folder("bot");
    let store = SaveStore::open(&dir).unwrap();
    let seats = vec![SeatConfig::human("Anna"), SeatConfig::bot("", BotLevel::Beginner)];
    let id = play_out(&store, &config("fevga", seats, 7), None);
    let outcome = crate::load_session(&store, &id).unwrap().outcome().unwrap();
    let won = outcome.places[0] == 1;
    // A restarted app reads the file anew.
    let stats = StatsFile::in_dir(&dir).load().unwrap();
    let anna = &stats.players["Anna"];
    assert_eq!((anna.all.games, anna.all.wins, anna.all.losses), (1, u32::from(won), u32::from(!won)));
    assert_eq!(anna.games["fevga"].games, 1);
    assert_eq!(anna.bots[&BotLevel::Beginner].games, 1);
    assert_eq!(anna.bots[&BotLevel::Beginner].wins, u32::from(won));
    assert_eq!(anna.all.streak, u32::from(won));
    assert!(anna.people.is_empty(), "a bot is no person");
    assert_eq!(stats.players.len(), 1, "bots have no statistics of their own");
    // Opening the finished game and saving it again counts nothing twice.
    let (s, writer) = store.open_game(&id).unwrap();
    writer.record(s.as_ref()).unwrap();
    writer.close(s.as_ref()).unwrap();
    assert_eq!(StatsFile::in_dir(&dir).load().unwrap().players["Anna"].all.games, 1);
}

#[test]
fn a_pass_and_play_game_counts_for_each_person_at_the_device() {
    let dir = folder("pass");
    let store = SaveStore::open(&dir).unwrap();
    let seats = vec![SeatConfig::human("Anna"), SeatConfig::human("Bo"), SeatConfig::bot("", BotLevel::Club)];
    let id = play_out(&store, &config("fjols", seats, 3), None);
    let outcome = crate::load_session(&store, &id).unwrap().outcome().unwrap();
    let stats = StatsFile::in_dir(&dir).load().unwrap();
    for (seat, name, other) in [(0, "Anna", "Bo"), (1, "Bo", "Anna")] {
        let p = &stats.players[name];
        assert_eq!(p.all.games, 1, "{name}");
        assert_eq!(p.all.places.iter().sum::<u32>(), 1);
        assert_eq!(p.all.places[outcome.places[seat] as usize - 1], 1, "{name}'s place is counted");
        assert_eq!(p.all.losses, u32::from(outcome.losers.contains(&seat)), "{name}: the fjols lost");
        assert_eq!(p.people[other].games, 1);
        assert_eq!(p.people[other].ahead, u32::from(outcome.places[seat] < outcome.places[1 - seat]));
        assert_eq!(p.bots[&BotLevel::Club].games, 1);
    }
}

#[test]
fn a_resigned_game_is_a_loss_and_the_resigner_is_the_fjols() {
    let dir = folder("resign");
    let store = SaveStore::open(&dir).unwrap();
    let seats = vec![SeatConfig::human("Anna"), SeatConfig::bot("", BotLevel::Beginner), SeatConfig::human("Bo")];
    let id = play_out(&store, &config("fjols", seats, 5), Some((6, 2)));
    let s = crate::load_session(&store, &id).unwrap();
    assert_eq!(s.resigned(), Some(2), "the resignation is saved and read back");
    let outcome = s.outcome().unwrap();
    assert_eq!(outcome.losers, vec![2], "Bo resigned: Bo is the fjols");
    assert_eq!(outcome.summary[0].key, "resign-note-fjols");
    let stats = StatsFile::in_dir(&dir).load().unwrap();
    let bo = &stats.players["Bo"];
    assert_eq!((bo.all.games, bo.all.wins, bo.all.losses, bo.all.resigned), (1, 0, 1, 1));
    let anna = &stats.players["Anna"];
    assert_eq!((anna.all.games, anna.all.wins, anna.all.losses, anna.all.resigned), (1, 1, 0, 0));
    assert_eq!(anna.people["Bo"].ahead, 1);
}

#[test]
fn streaks_places_and_a_reset() {
    let mut stats = Stats::default();
    let game = |id: &str, places: Vec<u32>| FinishedGame {
        id: id.into(),
        game: "fia".into(),
        seats: vec![
            FinishedSeat { name: "Anna".into(), bot: None },
            FinishedSeat { name: String::new(), bot: Some(BotLevel::Strong) },
            FinishedSeat { name: String::new(), bot: Some(BotLevel::Strong) },
        ],
        outcome: Outcome { places, points: vec![0; 3], losers: Vec::new(), summary: Vec::new(), standings: Vec::new() },
        parts: Vec::new(),
        sides: vec![0, 1, 2],
        resigned: Vec::new(),
        fools: None,
    };
    for (i, places) in [vec![1, 2, 3], vec![1, 3, 2], vec![3, 1, 2], vec![1, 2, 3]].into_iter().enumerate() {
        assert!(stats.count(&game(&format!("g{i}"), places)));
    }
    assert!(!stats.count(&game("g0", vec![1, 2, 3])), "a game is counted once");
    let anna = &stats.players["Anna"];
    assert_eq!((anna.all.streak, anna.all.best_streak), (1, 2));
    assert_eq!(anna.all.places, vec![3, 0, 1]);
    assert_eq!(anna.all.losses, 1, "the last place of three is a loss");
    assert_eq!(anna.bots[&BotLevel::Strong].games, 4, "two bots of one level: one game against that level");
    stats.reset();
    assert!(stats.players.is_empty());
    assert!(!stats.count(&game("g3", vec![1, 2, 3])), "a reset does not count old games again");
}

#[test]
fn a_damaged_or_newer_file_is_reported_and_left_as_it_is_until_a_reset() {
    let dir = folder("damaged");
    let file = StatsFile::in_dir(&dir);
    std::fs::write(file.path(), "{\"format\":\"spelbord-stats\",\"version\":1,\"stats\":{\"players\":7}}").unwrap();
    let before = std::fs::read(file.path()).unwrap();
    assert!(matches!(file.load(), Err(GameError::UnreadableSave { .. })));
    let view = StatsView::of(file.load());
    assert_eq!(view.problem.unwrap().key, "stats-problem-damaged");
    let game = FinishedGame {
        id: "x".into(),
        game: "fia".into(),
        seats: vec![FinishedSeat { name: "Anna".into(), bot: None }],
        outcome: Outcome {
            places: vec![1],
            points: vec![0],
            losers: Vec::new(),
            summary: Vec::new(),
            standings: Vec::new(),
        },
        parts: Vec::new(),
        sides: vec![0],
        resigned: Vec::new(),
        fools: None,
    };
    assert!(file.count(&game).is_err(), "nothing is counted into a damaged file");
    assert_eq!(std::fs::read(file.path()).unwrap(), before, "and it is not written over");
    std::fs::write(file.path(), "{\"format\":\"spelbord-stats\",\"version\":9,\"stats\":{}}").unwrap();
    assert!(matches!(file.load(), Err(GameError::NewerSave { found: 9, .. })));
    file.reset().unwrap();
    assert!(dir.join("statistics.stats.damaged").exists(), "the unreadable file is kept aside");
    assert_eq!(file.load().unwrap(), Stats::default());
    file.count(&game).unwrap();
    assert_eq!(file.load().unwrap().players["Anna"].all.wins, 1);
}

#[test]
fn the_guide_is_due_until_played_or_seen_per_player() {
    let mut stats = Stats::default();
    let anna = vec!["Anna".to_string()];
    assert!(stats.guide_due("fia", &anna));
    stats.guide_seen("fia", &anna);
    assert!(!stats.guide_due("fia", &anna));
    assert!(stats.guide_due("fjols", &anna));
    assert!(stats.guide_due("fia", &["Anna".into(), "Bo".into()]), "Bo has not seen it");
}

#[test]
fn the_view_gives_the_chart_numbers_and_words() {
    let mut stats = Stats::default();
    let game = FinishedGame {
        id: "x".into(),
        game: "fevga".into(),
        seats: vec![FinishedSeat { name: "Anna".into(), bot: None }, FinishedSeat { name: "Bo".into(), bot: None }],
        outcome: Outcome {
            places: vec![2, 1],
            points: vec![0, 0],
            losers: vec![0],
            summary: Vec::new(),
            standings: Vec::new(),
        },
        parts: Vec::new(),
        sides: vec![0, 1],
        resigned: vec![0],
        fools: None,
    };
    stats.count(&game);
    let view = StatsView::of(Ok(stats));
    assert_eq!(view.players.len(), 2);
    let anna = &view.players[0];
    assert_eq!(anna.name, "Anna");
    assert_eq!((anna.chart[0].value, anna.chart[0].total), (0, 1));
    assert_eq!(anna.chart[0].label.key, "game-fevga");
    assert_eq!(anna.opponents[0].text.key, "stats-versus-person");
    let en = |m: &crate::message::Msg| crate::i18n::render(m, crate::i18n::Lang::En);
    assert!(en(&anna.games[0].text).contains("1 lost (1 resigned)"), "{}", en(&anna.games[0].text));
    assert!(!en(&view.players[1].games[0].text).contains("resigned"), "no resignation, no word of it");
    for p in &view.players {
        for m in [&p.summary, &p.games[0].text, &p.games[0].places, &p.chart[0].caption] {
            let text = crate::i18n::render(m, crate::i18n::Lang::Sv);
            assert!(!crate::i18n::is_missing(&text), "{text}");
        }
    }
}

/// A default person name counts as one player whatever the language it was stored
/// in, is shown in the reader's language, and a person without a typed name counts
/// as the seat's default name ("Player 1" on a Danish screen was "Spiller 1" in the game).
#[test]
fn default_names_count_together_and_read_in_the_readers_language() {
    assert_eq!(canonical("Spiller 1"), "Player 1");
    assert_eq!(canonical(" Spelare 2 "), "Player 2");
    assert_eq!(canonical("Anna"), "Anna");
    assert_eq!(counted_name(1, &SeatConfig::human("")), "Player 2");
    assert_eq!(counted_name(0, &SeatConfig::human("Spelare 1")), "Player 1");
    let mut stats = Stats::default();
    for (id, name) in [("a", "Spelare 1"), ("b", "Player 1")] {
        stats.count(&FinishedGame {
            id: id.into(),
            game: "fevga".into(),
            seats: vec![
                FinishedSeat { name: canonical(name), bot: None },
                FinishedSeat { name: String::new(), bot: Some(BotLevel::Club) },
            ],
            outcome: Outcome {
                places: vec![1, 2],
                points: vec![1, 0],
                losers: Vec::new(),
                summary: Vec::new(),
                standings: Vec::new(),
            },
            parts: Vec::new(),
            sides: vec![0, 1],
            resigned: Vec::new(),
            fools: None,
        });
    }
    let view = StatsView::of(Ok(stats));
    assert_eq!(view.players.len(), 1, "one player, not one per language");
    assert_eq!(view.players[0].name, "Player 1");
    assert_eq!(crate::i18n::render(&view.players[0].title, crate::i18n::Lang::Da), "Spiller 1");
    assert_eq!(crate::i18n::render(&view.players[0].title, crate::i18n::Lang::Sv), "Spelare 1");
    let mut named = Stats::default();
    assert!(named.guide_due("fia", &["Spiller 1".into()]));
    named.guide_seen("fia", &["Player 1".into()]);
    assert!(!named.guide_due("fia", &["Spelare 1".into()]), "the guide seen in one language is seen in all");
}

#[test]
fn a_tavli_series_counts_once_and_each_of_its_games_under_its_own_game() {
    let dir = folder("tavli");
    let store = SaveStore::open(&dir).unwrap();
    let seats = vec![SeatConfig::human("Anna"), SeatConfig::bot("", BotLevel::Beginner)];
    let mut config = config("tavli", seats, 4);
    config.variants.insert("to".into(), "3".into());
    let id = play_out(&store, &config, None);
    let session = crate::load_session(&store, &id).unwrap();
    let parts = session.parts();
    assert!(!parts.is_empty());
    let anna = &StatsFile::in_dir(&dir).load().unwrap().players["Anna"];
    assert_eq!((anna.all.games, anna.games["tavli"].games), (1, 1), "the series is one game in the totals");
    assert_eq!(anna.bots[&BotLevel::Beginner].games, 1);
    for game in ["portes", "plakoto", "fevga"] {
        let played: Vec<&Outcome> = parts.iter().filter(|(g, _)| *g == game).map(|(_, o)| o).collect();
        let record = anna.games.get(game).cloned().unwrap_or_default();
        assert_eq!(record.games as usize, played.len(), "{game}");
        assert_eq!(record.wins as usize, played.iter().filter(|o| o.places[0] == 1).count(), "{game}");
    }
}

/// A Durak series to two fools, two people and a bot: each person's fools are
/// counted (every game of the series, not only the series' loser), read back after a
/// restart, and the statistics screen's line for Durak says them in words.
#[test]
fn a_durak_series_counts_each_persons_fools() {
    let dir = folder("durak");
    let store = SaveStore::open(&dir).unwrap();
    let seats = vec![SeatConfig::human("Anna"), SeatConfig::human("Bo"), SeatConfig::bot("", BotLevel::Club)];
    let mut config = config("durak", seats, 4);
    config.variants.insert("fools".into(), "2".into());
    let id = play_out(&store, &config, None);
    let session = crate::load_session(&store, &id).unwrap();
    let fools = session.fools().expect("Durak names a fool");
    assert!(fools.iter().sum::<u32>() >= 2, "a series to two fools: {fools:?}");
    let stats = StatsFile::in_dir(&dir).load().unwrap();
    for (seat, name) in [(0, "Anna"), (1, "Bo")] {
        let p = &stats.players[name];
        assert_eq!(p.games["durak"].fools, Some(fools[seat]), "{name}");
        assert_eq!(p.all.fools, Some(fools[seat]), "{name}");
        assert_eq!(p.games["durak"].games, 1, "the series is one game");
    }
    let view = StatsView::of(Ok(stats.clone()));
    let anna = view.players.iter().find(|p| p.name == "Anna").unwrap();
    let line = crate::i18n::render(&anna.games[0].places, crate::i18n::Lang::En);
    assert!(line.contains("the fool"), "{line}");
}
