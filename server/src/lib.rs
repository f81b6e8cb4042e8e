//! The Spelbord server: games played from several devices, one WebSocket each.
//!
//! Every game runs here through the same core as on a device (rules, session, bots,
//! the save format as the game's record); a device receives only its seat's view.
//! The wire format is the `spelbord-protocol` crate; [`hub`] holds the live games, [`store`] keeps
//! them in SQLite or PostgreSQL, [`socket`] carries one device's frames, [`secrets`]
//! makes invite codes and seat tokens, [`guesses`] limits wrong ones, [`server_key`]
//! seals what a game hides and keys the code hashes at rest, [`cluster`] tells the nodes sharing one
//! PostgreSQL of each other's changes, [`notify`] tells a push relay whose turn it is.
#![warn(missing_docs)]

#[cfg(feature = "server")]
pub mod cluster;
#[cfg(feature = "server")]
pub mod deflate;
#[cfg(feature = "server")]
pub mod errors;
#[cfg(feature = "server")]
pub mod guesses;
#[cfg(feature = "server")]
pub mod hub;
#[cfg(feature = "server")]
pub mod notify;
#[cfg(feature = "server")]
pub mod record;
#[cfg(feature = "server")]
pub mod secrets;
#[cfg(feature = "server")]
pub mod server_key;
#[cfg(feature = "server")]
pub mod socket;
#[cfg(feature = "server")]
pub mod store;

#[cfg(feature = "server")]
mod serve;
#[cfg(feature = "server")]
pub use serve::{router, start, Running};
#[cfg(feature = "server")]
pub use {
    hub::{Config, Hub},
    store::{SqlStore, Store},
};
