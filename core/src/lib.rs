//! Spelbord core: the rules of Fia med knuff, Pairanoid, Fjols and Fevga, with the
//! sessions, saves, bots and board scenes the apps are built on.
//!
//! The shape follows `shared/ARCHITECTURE.md`: [`game::Game`] is the rules interface,
//! [`session::Session`] plays a game with seats, undo and hand-off, [`save`] stores
//! games on disk, [`scene`] describes the board for the shells, and [`catalog`] lists
//! the games behind one object-safe trait.
#![warn(missing_docs)]

pub mod arena;
pub mod bot;
pub mod catalog;
pub mod catch_up;
pub mod error;
pub mod event;
pub mod event_sink;
pub mod fair_dice;
pub mod fast_hash;
pub mod game;
pub mod games;
pub mod guide;
pub mod history;
pub mod i18n;
pub mod import;
pub mod message;
pub mod names;
pub mod notation;
pub mod recent_turns;
pub mod resign;
pub mod rng;
pub mod rules_text;
pub mod save;
pub mod scene;
pub mod seat_request;
pub mod session;
pub mod stats;
pub mod step_table;
pub mod table;

pub use catalog::{game, games, load_session, new_session, GameDef};
pub use error::GameError;
pub use event::Event;
pub use event_sink::Events;
pub use game::{BotLevel, Game, GameInfo, Outcome, Seat, Setup, StepInfo, ToMove, VariantSpec};
pub use message::{Arg, Msg};
pub use rng::GameRng;
pub use save::{GameWriter, SaveFile, SaveListing, SaveStore, SaveSummary};
pub use scene::{Node, NodeKind, Rect, Scene};
pub use session::{BotDecision, BotTask, Phase, PlaySession, SeatConfig, SeatView, Session, SessionConfig};
