//! The words of Home's card for an online game: the game, the other players and
//! whose turn it is ("Fevga with Bo · your turn", "Fevga with Bo · Bo's turn"), or
//! whom it still waits for ("Fevga · waiting for Bo to join"), from what the server's
//! `status` answer says of the game (its seats as every device of it sees them).
//! Decided here once for every shell; they only paint the line.

use spelbord_core::{Msg, SeatConfig};
use spelbord_protocol::GameStatus;

/// The card's line for the game `status` describes, from its seat's side; `None`
/// when the answer carries no game or seats (an older server: the card shows the
/// game's name only).
pub fn card_line(status: &GameStatus) -> Option<Msg> {
    if status.game.is_empty() || status.seats.is_empty() {
        return None;
    }
    let game = Msg::new(format!("game-{}", status.game));
    let name = |i: usize| {
        let seat = &status.seats[i];
        SeatConfig { name: seat.name.clone(), bot: seat.bot }.name_msg(i)
    };
    let others: Vec<Msg> = (0..status.seats.len()).filter(|&i| i != status.seat).map(name).collect();
    // "Bo, Cilla, Club bot 4", as a local game's title lists its players.
    let mut rest = others.into_iter().rev();
    let last = rest.next().unwrap_or_default();
    let names = rest.fold(last, |tail, first| Msg::new("title-list").arg("first", first).arg("rest", tail));
    let open = status.seats.iter().position(|s| !s.taken);
    Some(match (status.over, open, status.to_move) {
        (true, _, _) => Msg::new("app-online-card-over").arg("game", game).arg("names", names),
        (false, Some(open), _) => Msg::new("app-online-card-waiting-join").arg("game", game).arg("name", name(open)),
        (false, None, Some(seat)) if seat == status.seat => {
            Msg::new("app-online-card-your-turn").arg("game", game).arg("names", names)
        }
        (false, None, Some(seat)) if seat < status.seats.len() => {
            Msg::new("app-online-card-turn").arg("game", game).arg("names", names).arg("name", name(seat))
        }
        _ => Msg::new("app-online-card-with").arg("game", game).arg("names", names),
    })
}

/// The sound Home plays when the servers' new answer (`now`) shows a game come to
/// this device's turn that their previous answer (`before`) showed waiting for
/// someone else: the turn chime, once. A game the previous answer did not list (the
/// first answer as the app opens) chimes nothing: the count line says it.
#[uniffi::export]
pub fn home_turn_sound(
    before: Vec<super::turns::GameTurn>,
    now: Vec<super::turns::GameTurn>,
) -> Option<crate::table::Sound> {
    let came = now.iter().any(|n| {
        n.your_turn
            && !n.over
            && before.iter().any(|b| b.server == n.server && b.game_id == n.game_id && (!b.your_turn || b.over))
    });
    // The core's rule for an online change that came to this seat's turn.
    spelbord_core::table::sound::online(None, false, came).map(crate::table::sound_out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use spelbord_core::i18n::{render, Lang};
    use spelbord_core::BotLevel;
    use spelbord_protocol::SeatInfo;

    fn seat(name: &str, bot: Option<BotLevel>, taken: bool) -> SeatInfo {
        SeatInfo { name: name.into(), bot, taken, connected: taken, left: false }
    }

    fn status(seat: usize, seats: Vec<SeatInfo>, to_move: Option<usize>, over: bool) -> GameStatus {
        let your_turn = to_move == Some(seat);
        GameStatus { game_id: "g".into(), seat, your_turn, version: 3, over, game: "fevga".into(), seats, to_move }
    }

    fn said(s: &GameStatus, lang: Lang) -> String {
        render(&card_line(s).expect("a line"), lang)
    }

    #[test]
    fn a_card_names_the_other_players_and_whose_turn_it_is() {
        let two = vec![seat("Anna", None, true), seat("Bo", None, true)];
        assert_eq!(said(&status(0, two.clone(), Some(0), false), Lang::En), "Fevga with Bo · your turn");
        assert_eq!(said(&status(0, two.clone(), Some(1), false), Lang::En), "Fevga with Bo · Bo's turn");
        // Bo's device names Anna, never itself.
        assert_eq!(said(&status(1, two.clone(), Some(0), false), Lang::En), "Fevga with Anna · Anna's turn");
        assert_eq!(said(&status(1, two.clone(), None, true), Lang::En), "Fevga with Anna · game over");
        assert_eq!(said(&status(1, two, Some(1), false), Lang::Sv), "Fevga med Anna · din tur");
        // A bot is named as everywhere else; three others are listed.
        let four = vec![
            seat("Anna", None, true),
            seat("Bo", None, true),
            seat("", Some(BotLevel::Club), true),
            seat("Cilla", None, true),
        ];
        let line = said(&status(0, four, Some(2), false), Lang::En);
        assert_eq!(line, "Fevga with Bo, Club bot 3, Cilla · Club bot 3's turn");
    }

    #[test]
    fn home_chimes_once_for_a_game_that_came_to_your_turn() {
        use super::super::turns::GameTurn;
        let turn = |id: &str, your_turn: bool, over: bool| GameTurn {
            server: "a:1".into(),
            game_id: id.into(),
            your_turn,
            version: 4,
            over,
            game: "fia".into(),
            line: None,
        };
        let chime = Some(crate::table::Sound::Turn);
        assert_eq!(home_turn_sound(vec![turn("g", false, false)], vec![turn("g", true, false)]), chime);
        // Already your turn at the last answer, a first answer, a game over: nothing.
        assert_eq!(home_turn_sound(vec![turn("g", true, false)], vec![turn("g", true, false)]), None);
        assert_eq!(home_turn_sound(vec![], vec![turn("g", true, false)]), None);
        assert_eq!(home_turn_sound(vec![turn("g", false, false)], vec![turn("g", true, true)]), None);
        assert_eq!(home_turn_sound(vec![turn("h", false, false)], vec![turn("g", true, false)]), None);
    }

    #[test]
    fn the_waiting_side_says_whom_it_waits_for_to_join() {
        let open = vec![seat("Anna", None, true), seat("Bo", None, false)];
        assert_eq!(said(&status(0, open.clone(), None, false), Lang::En), "Fevga · waiting for Bo to join");
        assert_eq!(said(&status(0, open, None, false), Lang::Da), "Fevga · venter på at Bo slutter sig til");
        // An older server's answer has no seats: no line, the card shows the game's name.
        let bare = GameStatus { game: String::new(), seats: vec![], ..status(0, vec![], None, false) };
        assert_eq!(card_line(&bare), None);
    }
}
