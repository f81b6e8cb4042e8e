//! What happened since a device last looked, in its language: the one place the
//! server turns the core's move log into catch-up lines (when the core gains its own
//! "catch-up since version V for seat S", this is the call to replace).

use spelbord_core::i18n::{render, Lang};
use spelbord_core::session::PlaySession;

/// The log lines of the history entries from `from` on, each rendered in `lang` and
/// led by the name of the seat that acted. The log is public (plays, rolls, counts,
/// never a private draw), so every seat may read every line.
pub fn lines_since(session: &dyn PlaySession, from: usize, lang: Lang) -> Vec<String> {
    if from >= session.history_len() {
        return Vec::new();
    }
    let names: Vec<String> = session.seats().iter().enumerate().map(|(i, s)| render(&s.name_msg(i), lang)).collect();
    session
        .log()
        .iter()
        .skip(from)
        .flat_map(|entry| {
            let who = entry.by.and_then(|s| names.get(s).cloned());
            entry.lines.iter().map(move |line| match &who {
                Some(name) => format!("{name}: {}", render(line, lang)),
                None => render(line, lang),
            })
        })
        .collect()
}
