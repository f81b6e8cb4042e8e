//! Words a player reads as they should: Swedish grammar of the deal, and in the
//! colour-blind set no text names a colour the palette does not draw.

use super::palette::render_seen;
use super::*;
use crate::game::BotLevel;
use crate::session::{PlaySession, SeatConfig, SessionConfig};

#[test]
fn the_deal_reads_as_swedish() {
    let dealt = Msg::new("log-dealt").arg("count", 5);
    assert_eq!(render(&dealt, Lang::Sv), "5 kort delas ut till var och en");
}

fn bots_only(game: &str, players: usize) -> Box<dyn PlaySession> {
    let seats = (0..players).map(|_| SeatConfig::bot("", BotLevel::Beginner)).collect();
    let config = SessionConfig { game: game.into(), seats, variants: Default::default(), seed: Some(3), title: None };
    crate::catalog::new_session(&config).unwrap()
}

/// Everything a player reads over `moves` bot moves of `game`: the board's labels,
/// the steps offered, the log and the title.
fn texts(game: &str, players: usize, moves: usize) -> Vec<Msg> {
    let mut session = bots_only(game, players);
    let mut out = vec![session.title_msg()];
    for _ in 0..moves {
        out.extend(session.scene(None).nodes.into_iter().map(|n| n.label));
        out.extend(session.next_steps().into_iter().map(|s| s.label));
        if session.outcome().is_some() || session.bot_step().is_err() {
            break;
        }
    }
    out.extend(session.log().into_iter().flat_map(|e| e.lines));
    out
}

/// The words of a text, lower case.
fn words_of(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphabetic()).filter(|w| !w.is_empty()).map(str::to_lowercase).collect()
}

#[test]
fn in_the_colour_blind_set_no_text_names_red_or_green() {
    for (game, players) in [("fia", 4), ("pairanoid", 4), ("fjols", 3), ("fevga", 2)] {
        let msgs = texts(game, players, 60);
        for lang in Lang::ALL {
            let hidden: Vec<String> = ["color-red", "color-red-def", "color-green", "color-green-def"]
                .iter()
                .map(|k| text(k, lang))
                .collect();
            let mut seen_names = 0;
            for msg in &msgs {
                let seen = render_seen(msg, lang, true);
                let words = words_of(&seen);
                assert!(!words.iter().any(|w| hidden.contains(w)), "{game} {}: {seen}", lang.code());
                seen_names += words.iter().filter(|w| **w == text("color-orange", lang)).count();
                // The same text outside the colour-blind set still names the seat's colour.
                let plain = words_of(&render(msg, lang));
                assert_eq!(plain.len(), words.len(), "{game}: only colour words change: {seen}");
            }
            if game == "fia" || game == "pairanoid" {
                assert!(seen_names > 0, "{game} {}: the red seat is named by what is drawn", lang.code());
            }
        }
    }
}

#[test]
fn default_names_and_bot_names_read_in_the_readers_language() {
    let config = SessionConfig {
        game: "fia".into(),
        seats: vec![
            SeatConfig::human("Player 1"),
            SeatConfig::bot("Spelare 2", BotLevel::Club),
            SeatConfig::human("Spiller 3"),
            SeatConfig::human("Player 9"),
        ],
        variants: Default::default(),
        seed: Some(4),
        title: None,
    };
    let s = crate::catalog::new_session(&config).unwrap();
    let names = |lang| s.view(None).seat_names.iter().map(|m| render(m, lang)).collect::<Vec<_>>();
    assert_eq!(names(Lang::Sv), ["Spelare 1", "Klubbdator 2", "Spelare 3", "Player 9"]);
    assert_eq!(names(Lang::Da), ["Spiller 1", "Klubcomputer 2", "Spiller 3", "Player 9"]);
    assert_eq!(names(Lang::En), ["Player 1", "Club bot 2", "Player 3", "Player 9"]);
    assert_eq!(render(&s.title_msg(), Lang::Da), "Fia med knuff – Spiller 1, Klubcomputer 2, Spiller 3, Player 9");
    // The save keeps no words for the bot, and reads in another language when loaded.
    let save = s.to_save();
    assert_eq!(save.seats[1].name, "");
    let dir = std::env::temp_dir().join(format!("spelbord-words-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let store = crate::SaveStore::open(&dir).unwrap();
    store.write(&save).unwrap();
    let line = &store.list().unwrap().games[0];
    assert_eq!(render(&line.title, Lang::Sv), "Fia med knuff – Spelare 1, Klubbdator 2, Spelare 3, Player 9");
    assert_eq!(render(&line.players[0], Lang::Da), "Spiller 1");
    // The made-up title names the players: the row does not say them again.
    assert_eq!(line.players_line, None);
    let mut named = save.clone();
    named.title = "Kvällsspel".into();
    store.write(&named).unwrap();
    let line = &store.list().unwrap().games[0];
    assert_eq!(render(&line.title, Lang::Sv), "Kvällsspel");
    let players = line.players_line.as_ref().map(|m| render(m, Lang::Sv));
    assert_eq!(players.as_deref(), Some("Spelare 1, Klubbdator 2, Spelare 3, Player 9"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The roll-off line says who rolled what: names never run into the numbers
/// ("Player 1 2 and Club bot 2 6" read as one list of names and numbers).
#[test]
fn the_roll_off_line_says_who_rolled_what() {
    use crate::event::Event;
    let names = ["Anna", "Club bot 2"];
    let seat = |s: crate::game::Seat| -> crate::message::Arg { crate::message::Arg::Text(names[s].to_string()) };
    let lines = crate::i18n::log_lines(&[Event::DiceRolled { seat: None, values: vec![2, 6] }], &seat);
    assert_eq!(render(&lines[0], Lang::En), "roll-off: Anna rolled 2 and Club bot 2 rolled 6");
    assert_eq!(render(&lines[0], Lang::Sv), "slag om vem som börjar: Anna slog 2 och Club bot 2 slog 6");
    assert_eq!(render(&lines[0], Lang::Da), "slag om, hvem der begynder: Anna slog 2 og Club bot 2 slog 6");
}
