//! The saved-games screen of `spelbord resume`: every save with its id and when it
//! was last played in the local time zone, deleting one after a yes, and choosing
//! the one to continue.

use jiff::tz::TimeZone;
use jiff::Timestamp;
use spelbord_core::save::SaveListing;
use spelbord_core::SaveStore;

use crate::lang::tr;
use crate::play::Console;
use spelbord_core::Msg;

/// When a game was last played, in the zone `zone` ("2026-12-01 13:05 CET").
pub fn format_time(ms: u64, zone: &TimeZone) -> String {
    match i64::try_from(ms).ok().and_then(|ms| Timestamp::from_millisecond(ms).ok()) {
        Some(t) => t.to_zoned(zone.clone()).strftime("%Y-%m-%d %H:%M %Z").to_string(),
        None => "?".into(),
    }
}

/// This machine's zone (`TZ`, else `/etc/localtime`); UTC when neither can be read.
fn local_zone() -> TimeZone {
    TimeZone::try_system().unwrap_or(TimeZone::UTC)
}

/// What the player typed at the list.
#[derive(Debug, PartialEq)]
enum Answer {
    /// Continue the game at this index of the list.
    Resume(usize),
    /// Delete the save with this id (a listed game or an unreadable file).
    Delete(String),
    Quit,
    Unclear,
}

/// Reads an answer: Enter = the first game, a number, `d N` or `d ID`, `q`.
fn parse(answer: &str, listing: &SaveListing) -> Answer {
    let pick = |text: &str| text.parse::<usize>().ok().filter(|n| (1..=listing.games.len()).contains(n));
    match answer.split_once(' ').map(|(d, rest)| (d, rest.trim())) {
        Some(("d", which)) => match pick(which) {
            Some(n) => Answer::Delete(listing.games[n - 1].id.clone()),
            None if listing.games.iter().any(|g| g.id == which) || listing.unreadable.iter().any(|u| u.id == which) => {
                Answer::Delete(which.to_string())
            }
            None => Answer::Unclear,
        },
        _ if answer == "q" => Answer::Quit,
        _ if answer.is_empty() && !listing.games.is_empty() => Answer::Resume(0),
        _ => pick(answer).map_or(Answer::Unclear, |n| Answer::Resume(n - 1)),
    }
}

/// The list, each game numbered with its id under it.
fn show(listing: &SaveListing, zone: &TimeZone, store: &SaveStore, console: &mut Console) {
    if listing.games.is_empty() && listing.unreadable.is_empty() {
        console.say(tr("cli-saves-none", &[("dir", store.dir().display().to_string().into())]));
    }
    for (i, g) in listing.games.iter().enumerate() {
        let state = match &g.to_move {
            Some(who) if !g.finished => tr("cli-save-to-move", &[("who", who.clone().into())]),
            _ => tr("cli-save-finished", &[]),
        };
        let time = format_time(g.updated_ms, zone);
        // A title of the game's own making names the game; a title the players
        // chose is led by the game's name (never by its id, `fia`).
        let title = match g.title.key.as_str() {
            "scene-text" => Msg::new("cli-save-titled")
                .arg("game", Msg::new(format!("game-{}", g.game)))
                .arg("title", g.title.clone()),
            _ => g.title.clone(),
        };
        let args = [("n", (i + 1).into()), ("title", title.into()), ("state", state.into())];
        console.say(format!("  {}", tr("cli-save-line", &args)));
        console.say(format!("      {}", tr("cli-save-when", &[("time", time.into()), ("id", g.id.clone().into())])));
    }
    for u in &listing.unreadable {
        let args = [("id", u.id.clone().into()), ("reason", u.message.clone().into())];
        console.say(format!("  !  {}", tr("cli-save-unreadable", &args)));
    }
}

/// Lists the saves and asks which to continue; `d N` (or `d ID`) deletes one after
/// the player says yes. Returns the id to continue, `None` to stop.
pub fn choose(store: &SaveStore, console: &mut Console) -> Result<Option<String>, String> {
    let zone = local_zone();
    loop {
        let mut listing = store.list().map_err(crate::lang::err)?;
        // A finished game has nothing left to continue: it leaves the list (its
        // result stays in the statistics, and the save on disk).
        listing.games.retain(|g| !g.finished);
        show(&listing, &zone, store, console);
        if listing.games.is_empty() && listing.unreadable.is_empty() {
            return Ok(None);
        }
        let Some(answer) = console.ask(&tr("cli-ask-resume", &[])) else { return Ok(None) };
        match parse(&answer, &listing) {
            Answer::Resume(i) => return Ok(Some(listing.games[i].id.clone())),
            Answer::Quit => return Ok(None),
            Answer::Unclear => console.say(tr("cli-resume-unclear", &[])),
            Answer::Delete(id) => {
                let title = listing.games.iter().find(|g| g.id == id).map_or(id.clone(), |g| crate::lang::t(&g.title));
                let ask = tr("cli-ask-delete", &[("title", title.into()), ("id", id.clone().into())]);
                let Some(yes) = console.ask(&ask) else { return Ok(None) };
                // y / yes, and j / ja for Swedish and Danish.
                if !yes.to_lowercase().starts_with(['y', 'j']) {
                    console.say(tr("cli-kept", &[("id", id.into())]));
                    continue;
                }
                match store.delete(&id) {
                    Ok(()) => console.say(tr("cli-deleted", &[("id", id.into())])),
                    Err(e) => console.say(format!("  ✗ {e}")),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use spelbord_core::{catalog, SessionConfig};

    #[test]
    fn times_are_shown_in_the_local_zone_with_summer_time() {
        let stockholm = TimeZone::posix("CET-1CEST,M3.5.0,M10.5.0/3").unwrap();
        // 2025-12-01 12:00 UTC and 2025-07-01 12:00 UTC.
        assert_eq!(format_time(1_764_590_400_000, &stockholm), "2025-12-01 13:00 CET");
        assert_eq!(format_time(1_751_371_200_000, &stockholm), "2025-07-01 14:00 CEST");
        assert_eq!(format_time(1_764_590_400_000, &TimeZone::UTC), "2025-12-01 12:00 UTC");
        assert_eq!(format_time(u64::MAX, &TimeZone::UTC), "?");
    }

    fn store_with_two_games(name: &str) -> (SaveStore, Vec<String>) {
        let dir = std::env::temp_dir().join(format!("spelbord-cli-saves-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let store = SaveStore::open(dir).unwrap();
        let ids = ["fia", "fjols"]
            .iter()
            .map(|game| {
                let session = catalog::new_session(&SessionConfig {
                    game: game.to_string(),
                    seats: crate::play::parse_seats("Ann,easy").unwrap(),
                    variants: Default::default(),
                    seed: Some(1),
                    title: None,
                })
                .unwrap();
                let writer = store.create_game(session.as_ref()).unwrap();
                writer.close(session.as_ref()).unwrap();
                session.id().to_string()
            })
            .collect();
        (store, ids)
    }

    /// What the screen shows (as words) and returns for `input`.
    fn run(store: &SaveStore, input: &str) -> (Option<String>, String) {
        let mut out = Vec::new();
        let chosen = {
            let mut console = Console::new(std::io::Cursor::new(input.to_string()), &mut out);
            choose(store, &mut console).unwrap()
        };
        // Words joined by single spaces: a long line may be wrapped anywhere.
        let text = String::from_utf8(out).unwrap();
        (chosen, text.split_whitespace().collect::<Vec<_>>().join(" "))
    }

    #[test]
    fn the_list_shows_ids_and_a_save_is_deleted_only_after_a_yes() {
        let (store, ids) = store_with_two_games("delete");
        let listed: Vec<String> = store.list().unwrap().games.into_iter().map(|g| g.id).collect();
        let (chosen, text) = run(&store, "d 2\nn\nq\n");
        assert_eq!(chosen, None);
        for id in &ids {
            assert!(text.contains(&format!("id {id}")), "{id} shown: {text}");
        }
        assert!(text.contains("It cannot be undone"), "{text}");
        assert_eq!(store.list().unwrap().games.len(), 2, "a no keeps the save");

        let (chosen, text) = run(&store, "d 2\ny\n1\n");
        assert!(text.contains(&format!("Deleted {}", listed[1])), "{text}");
        let left: Vec<String> = store.list().unwrap().games.into_iter().map(|g| g.id).collect();
        assert_eq!(left, [listed[0].clone()], "the second game is gone");
        assert_eq!(chosen, Some(listed[0].clone()), "then the first is resumed");
    }

    #[test]
    fn answers_are_read_as_the_prompt_says() {
        let (store, _) = store_with_two_games("answers");
        let listing = store.list().unwrap();
        assert_eq!(parse("", &listing), Answer::Resume(0));
        assert_eq!(parse("2", &listing), Answer::Resume(1));
        assert_eq!(parse("3", &listing), Answer::Unclear);
        assert_eq!(parse("d 1", &listing), Answer::Delete(listing.games[0].id.clone()));
        assert_eq!(parse(&format!("d {}", listing.games[1].id), &listing), Answer::Delete(listing.games[1].id.clone()));
        assert_eq!(parse("d nosuch", &listing), Answer::Unclear);
        assert_eq!(parse("q", &listing), Answer::Quit);
    }
}
