//! Saved games: the format, and a store that cannot lose or corrupt them.
//!
//! A save is JSON a person can read: the setup, the seats, the seed and the move
//! history in notation, closed by a checksum. Loading replays the history from the
//! seed — from a verified checkpoint after the last die roll or deal, so a long match
//! loads in milliseconds — so a resumed game rolls exactly the dice it would have
//! rolled without the save; the stored random-stream position and final position
//! are checked against the replay.
//!
//! - [`format`]: the file, its checksum and the strict reading (unknown or missing
//!   keys are refused, not defaulted); version-1 files stay readable.
//! - [`store`]: the folder — listing (every file validated), atomic full saves,
//!   delete, and the two ways to take a game's writer.
//! - [`writer`]: autosave in constant time per action through a journal.
//! - `journal` (private): the journal's lines (version 3: the action alone).
//! - [`journal_rows`]: the same journal kept as rows by a database (the server).
//! - [`lock`]: one writer per game, across threads and processes.
//! - [`bot_levels`]: the step from version 2 to 3 (three bot levels to five).
//! - [`checksum`], [`ids`]: CRC-32 and history digests; random seeds and ids.

pub mod bot_levels;
pub mod checksum;
pub mod format;
pub mod ids;
pub(crate) mod journal;
pub mod journal_rows;
pub mod lock;
pub mod store;
pub(crate) mod validate;
pub mod writer;

pub use format::{Checkpoint, HistoryEntry, Reseed, SaveFile, MAX_SESSION_VERSION, SAVE_FORMAT, SAVE_VERSION};
pub use store::{SaveListing, SaveStore, SaveSummary, UnreadableSave};
pub use writer::{GameWriter, Staged};
