//! What the table publishes: one record per change, everything a game screen shows.

use crate::error::GameError;
use crate::event::Event;
use crate::game::{Seat, StepInfo};
use crate::scene::Scene;
use crate::session::{Phase, SeatView};

/// How the table paces what it plays by itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableSettings {
    /// Least time a bot's move takes, thinking included, so a player can follow it.
    pub bot_ms: u32,
    /// Time a forced move of a human is shown before it is played for them.
    pub forced_ms: u32,
    /// Play a human's only legal move for them (never a roll; not right after an undo).
    pub auto_play: bool,
    /// How long a move played for a human, or their roll that brought no move, stays
    /// on the board before the table goes on to another seat; `None` waits for the
    /// player's tap (what a family at one table expects: nobody loses track of their
    /// own turn).
    pub shown_ms: Option<u32>,
}

impl Default for TableSettings {
    /// The apps' defaults: bots take most of a second, a forced move shows for as
    /// long, and what was played for a player waits for their tap.
    fn default() -> TableSettings {
        TableSettings { bot_ms: 700, forced_ms: 700, auto_play: true, shown_ms: None }
    }
}

/// The device must go to another player; nothing private is shown meanwhile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandOffTo {
    /// The seat that should take the device.
    pub seat: Seat,
    /// Its name as typed (for logs and the terminal).
    pub name: String,
    /// Its name as the hand-off screen says it: a typed name as it is, a default or
    /// bot name ("Spelare 2") in the reader's language.
    pub who: crate::message::Msg,
    /// "Undo Anna's move": offered while the player who just moved may still take
    /// it back (their own tap made it, the rules allow it, and the device was not
    /// left meanwhile); `None` otherwise. See [`super::Table::undo_before_hand_off`].
    pub undo: Option<crate::message::Msg>,
    /// Set while this hand-off is for that undo: the device goes back to the player
    /// who moved, and their move is taken back (their own view shown) only once they
    /// confirm holding it. `None` for every other hand-off.
    pub take_back: Option<TakeBack>,
}

/// The words of a hand-off asked for by "Undo Anna's move": someone else may hold
/// the device, so Anna must take it before her move is undone and her cards shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TakeBack {
    /// What happens, in place of the usual hand-off line ("Anna's move is taken back
    /// once Anna holds the device …").
    pub explain: crate::message::Msg,
    /// The confirm button ("I am Anna: take back my move"); it calls
    /// [`super::Table::confirm_hand_off`].
    pub ready: crate::message::Msg,
    /// The way back for a tap made by mistake ("Keep the move: back to Bo"); it calls
    /// [`super::Table::keep_move`].
    pub keep: crate::message::Msg,
}

/// Something of a human's that happened without their choosing it, shown to them on
/// the board: a move the table played for them ("played for you: …"), or their roll
/// that brought no move (its dice and the reason). In pass-and-play it also shows
/// what the move brought into their hand, and the device goes on only after they
/// confirm.
#[derive(Clone, Debug, PartialEq)]
pub struct Reveal {
    /// The player it was played for (the viewer while the reveal is shown).
    pub seat: Seat,
    /// Their name.
    pub name: String,
    /// What it is, in words ("Played for Anna:", "Anna's roll:").
    pub title: crate::message::Msg,
    /// What the move did, in words (the move log's lines for it, with the reason).
    pub lines: Vec<crate::message::Msg>,
    /// The dice the player rolled for it, with their pips, laid side by side as the
    /// board draws dice; no node when no die was rolled.
    pub dice: Scene,
    /// The button that ends it, in words ("OK", "Seen: pass it to the next player").
    pub done: crate::message::Msg,
    /// True while the table waits for it (the next thing is another seat's); false
    /// when it is the player's turn again (they may simply go on).
    pub holds: bool,
    /// The cards it brought into their hand (picked up, drawn, received), laid side
    /// by side with the faces and names the board gives them; no node when none.
    pub cards: Scene,
    /// The same cards in notation, to mark them on the board (not for reading).
    pub in_notation: Vec<String>,
    /// What the move (and any deal or draw after it) did.
    pub events: Vec<Event>,
}

/// A hint on the screen: the hard bot's move from the viewer's own view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShownHint {
    /// The seat it is for.
    pub seat: Seat,
    /// The whole move in notation.
    pub notation: String,
    /// Its steps, to highlight their nodes.
    pub steps: Vec<StepInfo>,
    /// Thinking time in milliseconds.
    pub think_ms: u64,
}

/// One screen state: everything a game screen shows, decided by the core.
#[derive(Clone, Debug)]
pub struct TableState {
    /// Grows with every published state; a shell showing an older one may drop it.
    pub seq: u64,
    /// Title of the game, in words.
    pub title: crate::message::Msg,
    /// The session version this state shows; pass it back with a tap.
    pub version: u64,
    /// What the session waits for.
    pub phase: Phase,
    /// Whose eyes the screen uses: the human to move or the one shown a reveal;
    /// `None` (the table, nothing private) during a hand-off, and in pass-and-play
    /// while no human is to move.
    pub viewer: Option<Seat>,
    /// The viewer's view.
    pub view: SeatView,
    /// The board as the viewer sees it, tappable nodes wired to steps on their turn.
    pub scene: Scene,
    /// True while the table plays by itself (a bot thinks, a forced move is coming).
    pub thinking: bool,
    /// Set while the device must go to another player (the board is the table's).
    pub hand_off: Option<HandOffTo>,
    /// Set while a move played for the viewer is shown to them.
    pub reveal: Option<Reveal>,
    /// A hint for the viewer, until anything changes.
    pub hint: Option<ShownHint>,
    /// What happened since the viewer's last turn, in words, when their turn starts
    /// after other seats moved (see [`crate::session::PlaySession::catch_up`]).
    pub catch_up: Vec<crate::message::Msg>,
    /// Why the last command was refused (cleared by the next change).
    pub error: Option<GameError>,
    /// Why the last autosave failed (cleared by the next one that works).
    pub autosave_error: Option<GameError>,
    /// What the last change did (for announcements and the log).
    pub events: Vec<Event>,
    /// How the board moves from the previous state's scene to this one (empty when
    /// nothing moves, or the viewer changed); see [`crate::scene::motion`].
    pub motion: Vec<crate::scene::motion::Transition>,
    /// The sound of the change this state is the first to show (none when it shows
    /// the same change again, for a hint or a refusal).
    pub sound: Option<super::sound::Sound>,
    /// True once the game has ended.
    pub over: bool,
    /// The notations of the steps of [`SeatView::next_steps`] a shell shows as buttons
    /// at the thumb, pinned under the board in their short words ("Pass", "Take"):
    /// those with no piece, card or chip of their own on the board, so that a choice
    /// with no other place to be seen is never scrolled away (Durak's Take is a tap on
    /// the laid cards too, but nothing there says so: a Durak player looks for a Take
    /// button). A step the board offers as a chip (a joker's thirteen values) is not
    /// repeated: as buttons too they pushed Undo and Hint off a phone. None at the end or while a move played for
    /// the viewer waits for their tap. Decided here once for every shell.
    pub decisions: Vec<String>,
}
