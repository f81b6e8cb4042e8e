//! The Spelbord wire protocol: what a device and the server say to each other.
//!
//! [`messages`] are the records (JSON text frames, one message per frame, tagged by
//! `"type"`), their limits and [`PROTOCOL_VERSION`]; [`strict`] reads a frame's JSON
//! refusing a key given twice; [`deflate`] inflates the server's deflated frames;
//! [`frame`] builds the frame a seat is sent from a core session (the server's
//! builder, and the tests' fake servers); [`client`] is a device's side of a
//! connection as a state machine without I/O (hello and seat ticket, versions,
//! refusals, reconnect with backoff, catch-up lines and the move log), driven by the
//! apps over the platform's WebSocket and by the terminal over its own.
//!
//! No server, database or async runtime is compiled in: the bindings and the
//! terminal depend on this crate, and so does the server. docs/protocol.md
//! documents the protocol.
#![warn(missing_docs)]

pub mod client;
pub mod deflate;
pub mod frame;
pub mod messages;
pub mod strict;

pub use deflate::{inflate_frame, DEFLATE_FROM_BYTES, MAX_INFLATED_BYTES};
pub use messages::*;
