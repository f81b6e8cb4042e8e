//! The series' board: the game in play drawn by its own scene, with the band on top
//! holding the series' score strip instead of the game's own labels: the score and
//! target on the left, the game in play and the one that comes next on the right
//! (the series' result once it is over). The terminal picture puts the same line
//! above the game's own picture.

use crate::game::Seat;
use crate::games::tavli::layout::{BAND_LABEL_Y, WIDTH};
use crate::message::Msg;
use crate::scene::parts::label;
use crate::scene::{Rect, Scene};

use super::rules::{Current, State, BLACK, WHITE};

/// The band labels of the games' own scenes that the strip replaces: Portes' and
/// Plakoto's game line, Fevga's match score and stake (a single game of a series has
/// neither a match nor a cube).
const REPLACED: &[&str] = &["status", "score", "stake"];

/// The score strip's left label: the score and the target.
pub fn score_msgs(state: &State) -> (Msg, Msg) {
    let score = |key: &str| {
        Msg::new(key).arg("white", state.score[WHITE]).arg("black", state.score[BLACK]).arg("to", state.opts.to)
    };
    (score("tavli-series-scene-score"), score("tavli-series-scene-score-short"))
}

/// The score strip's right label: the game in play and the next, or the result
/// naming the winner as the end panel and the log do (the session puts the name in).
pub fn series_msgs(state: &State) -> (Msg, Msg) {
    if let Some(w) = state.winner() {
        let won = |key: &str| {
            Msg::new(key)
                .arg("player", crate::scene::seat_name(w))
                .arg("won", state.score[w])
                .arg("lost", state.score[1 - w])
        };
        return (won("tavli-series-scene-won"), won("tavli-series-scene-won-short"));
    }
    let now = |key: &str| {
        Msg::new(key).arg("game", state.game_no).arg("name", state.game.which().msg()).arg("next", state.next().msg())
    };
    (now("tavli-series-scene-game"), now("tavli-series-scene-game-short"))
}

/// The board scene. No private information, so `viewer` changes nothing.
pub fn scene(state: &State, viewer: Option<Seat>) -> Scene {
    let mut sc = match &state.game {
        Current::Opposed(g) => crate::games::tavli::scene::scene(g, viewer),
        Current::Fevga(g) => crate::games::fevga::scene::scene(g, viewer),
    };
    sc.nodes.retain(|n| !REPLACED.contains(&n.id.as_str()));
    // Before the first play of a game its board is new: the last turns were the game
    // before's, on checkers that have since been set up again.
    sc.fresh_board = match &state.game {
        Current::Opposed(g) => g.last.is_none(),
        Current::Fevga(g) => g.last.is_none(),
    };
    let (whole, short) = score_msgs(state);
    let rect = Rect::centred_wh(WIDTH * 0.25, BAND_LABEL_Y, 7.2, 0.8);
    sc.push(label("score", rect, "label", whole.clone(), whole).short(short));
    let (whole, short) = series_msgs(state);
    let rect = Rect::centred_wh(WIDTH * 0.74, BAND_LABEL_Y, 7.6, 0.8);
    sc.push(label("series", rect, "label", whole.clone(), whole).short(short));
    sc
}

/// The terminal picture, its words in `lang`: the series' line, then the game's own
/// picture (Fevga's without its match header).
pub fn text_board(state: &State, viewer: Option<Seat>, lang: crate::i18n::Lang) -> String {
    let say = |msg: &Msg| crate::i18n::render(msg, lang);
    let head = Msg::new("tavli-series-board").arg("score", score_msgs(state).0).arg("game", series_msgs(state).0);
    let board = match &state.game {
        Current::Opposed(g) => crate::games::tavli::scene::text_board(g, viewer, lang),
        Current::Fevga(g) => {
            let all = crate::games::fevga::scene::text_board(g, viewer, lang);
            all.split_once('\n').map(|(_, rest)| rest.to_string()).unwrap_or(all)
        }
    };
    format!("{}\n{board}", say(&head))
}
