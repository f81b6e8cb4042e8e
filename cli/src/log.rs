//! The terminal's move log: the lines for the next screen, and every public line of
//! the game, so that in pass-and-play each player, after the hand-off, is shown what
//! was played since their last turn. Public lines come from the game's events only
//! (played cards, moves, rolls), never from a hand; a player's own notes (hints,
//! refusals, the rules) go to their next screen only.

use crate::lang::tr;

/// What the screens of a game still have to show.
#[derive(Default)]
pub struct Log {
    /// Lines for the next screen: public move lines and the player's own notes.
    pending: Vec<String>,
    /// Every public line of this game, in order.
    public: Vec<String>,
    /// Per seat, how many public lines they have been shown.
    seen: Vec<usize>,
    /// The seat the device was just handed to, until their screen is shown.
    handed_to: Option<usize>,
}

impl Log {
    /// A public line (what a move did), for the next screen and for those who catch up.
    pub fn event(&mut self, line: String) {
        self.public.push(line.clone());
        self.pending.push(line);
    }

    /// A public line already printed (a bot's move), kept for those who catch up.
    pub fn printed(&mut self, line: String) {
        self.public.push(line);
    }

    /// A line for the player at the device only (a hint, a refusal).
    pub fn note(&mut self, line: String) {
        self.pending.push(line);
    }

    /// The lines for the next screen, which is not a hand-off's first.
    pub fn take(&mut self) -> Vec<String> {
        std::mem::take(&mut self.pending)
    }

    /// The device goes to `seat`: their next screen catches up.
    pub fn handed_to(&mut self, seat: usize) {
        self.handed_to = Some(seat);
    }

    /// The lines for `seat`'s screen now. Right after the device was handed to them:
    /// every public line since they last looked (the previous player's notes are
    /// dropped: they were for that player); otherwise the pending lines.
    pub fn for_seat(&mut self, seat: usize) -> Vec<String> {
        if self.seen.len() <= seat {
            self.seen.resize(seat + 1, 0);
        }
        let lines = if self.handed_to.take() == Some(seat) {
            self.pending.clear();
            let since = &self.public[self.seen[seat]..];
            match since.is_empty() {
                true => Vec::new(),
                false => std::iter::once(tr("cli-since-last-turn", &[])).chain(since.iter().cloned()).collect(),
            }
        } else {
            self.take()
        };
        self.seen[seat] = self.public.len();
        lines
    }

    /// A new game at the table: nothing of the last one is caught up on.
    pub fn new_game(&mut self) {
        *self = Log::default();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn after_a_hand_off_a_seat_sees_every_public_line_since_it_last_looked() {
        let mut log = Log::default();
        log.event("A plays".into());
        assert_eq!(log.for_seat(0), ["A plays"], "no hand-off: the pending lines");
        log.event("A plays again".into());
        log.note("hint for A".into());
        log.handed_to(1);
        assert_eq!(log.for_seat(1), ["Since your last turn:", "A plays", "A plays again"], "not A's hint");
        log.event("B plays".into());
        log.printed("bot plays".into());
        log.handed_to(0);
        assert_eq!(log.for_seat(0), ["Since your last turn:", "A plays again", "B plays", "bot plays"]);
        log.handed_to(1);
        assert_eq!(log.for_seat(1), ["Since your last turn:", "B plays", "bot plays"]);
        log.handed_to(1);
        assert!(log.for_seat(1).is_empty(), "nothing new");
    }
}
