//! The frame a seat is sent, built from a core session: its view and scene, and what
//! happened since the device last looked, in its language. The core decides
//! (`PlaySession::catch_up`: the move log's latest lines after another seat moved,
//! never a private card; `PlaySession::log_since`: the move log's entries, public to
//! every seat); this only renders the lines for the device. The server builds every
//! frame here, and the clients' tests build theirs the same way.

use spelbord_core::i18n::{render, Lang};
use spelbord_core::scene::changes::changes_since;
use spelbord_core::session::{PlaySession, Seen};
use spelbord_core::Scene;

use crate::messages::{PlayFrame, ResignOffer};

/// The core's catch-up for `seat` since the device last looked (`from`: the history's
/// length and the version then; moves taken back since are said so), rendered in
/// `lang`. Reads only the log entries after `from` (not the whole game's log).
pub fn catch_up_lines(session: &dyn PlaySession, from: Seen, seat: usize, lang: Lang) -> Vec<String> {
    session.catch_up(from, seat).iter().map(|line| render(line, lang)).collect()
}

/// What one device is sent of a game besides its view and scene.
#[derive(Clone, Copy)]
pub struct FrameFor {
    /// The device's language.
    pub lang: Lang,
    /// Where the device last looked: the history's length and the version (catch-up
    /// lines from there).
    pub seen: Seen,
    /// The first move log entry the device does not hold.
    pub log_from: usize,
    /// True when the device shows the board as text (the terminal).
    pub text_board: bool,
}

/// The game as `seat` sees it: its view and scene, the board as text if the device
/// shows it, the catch-up lines since the history had `seen` entries, and the move
/// log's entries from `log_from` on (clamped to the history: an undo may have
/// shortened it), in the device's language. With `held_scene` (the fingerprints of
/// the scene the device holds, empty for none) the scene goes as its changes where
/// that is shorter, and `held_scene` becomes the new scene's.
pub fn play_frame(
    session: &dyn PlaySession,
    seat: usize,
    sent: &FrameFor,
    held_scene: Option<&mut Vec<u64>>,
) -> PlayFrame {
    let FrameFor { lang, seen, log_from, text_board } = *sent;
    let log_from = log_from.min(session.history_len());
    let mut scene = session.scene(Some(seat));
    let scene_changes = held_scene.and_then(|held| {
        let (changes, prints) = changes_since(held, &scene);
        *held = prints;
        changes
    });
    if scene_changes.is_some() {
        scene = Scene::default();
    }
    // The core's resign rule, as a table on one device asks it for the player holding it.
    let (resign_question, resign) = match spelbord_core::resign::offer(session, seat) {
        Some((question, choices)) => (
            Some(question),
            choices.into_iter().map(|c| ResignOffer { scope: c.scope, label: c.label, detail: c.detail }).collect(),
        ),
        None => (None, Vec::new()),
    };
    PlayFrame {
        view: session.view(Some(seat)),
        scene,
        scene_changes,
        // The terminal's text board: only for a device that shows it (building it for
        // every seat was 7% of a loaded node's CPU).
        board: if text_board { session.text_board_in(Some(seat), lang) } else { String::new() },
        since: catch_up_lines(session, seen, seat, lang),
        log_from,
        log: session.log_since(log_from),
        resign,
        resign_question,
        // What the change did, as this seat may know it (the core filters it).
        events: session.events_for(seat),
    }
}
