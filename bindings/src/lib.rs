//! Spelbord's UniFFI surface: the game catalog, [`session::GameSession`] and
//! [`store::SaveStore`] for the Kotlin and Swift apps.
//!
//! Thin by design: every function converts core types to records and core errors to
//! [`error::SpelbordError`], and decides nothing itself. No panic crosses the FFI:
//! each entry point runs under [`error::guard`]. Objects are `Send + Sync`, so a bot
//! step may run on a background thread while the UI thread reads the view.
#![warn(missing_docs)]

pub mod catalog;
pub mod error;
pub mod guide;
pub mod i18n;
pub mod logging;
pub mod motion;
pub mod remote;
pub mod scene;
pub mod session;
pub mod stats;
pub mod store;
pub mod table;
pub mod types;

uniffi::setup_scaffolding!();

#[cfg(test)]
mod privacy_tests;
#[cfg(test)]
mod tests;
