//! The wire protocol between a device and the server: JSON text frames, one message
//! per frame, tagged by `"type"`. The game's own records travel as the core's serde
//! forms ([`SeatView`], [`Scene`], [`Msg`], [`FairDiceProof`], save text), so there is
//! no second description of a game's data here. docs/protocol.md documents it.

use serde::{Deserialize, Serialize};
use spelbord_core::fair_dice::FairDiceProof;
use spelbord_core::i18n::LogEntry;
use spelbord_core::resign::ResignScope;
use spelbord_core::scene::changes::{SceneChanges, SceneChangesError};
use spelbord_core::{BotLevel, Msg, Scene, SeatView};
use std::collections::BTreeMap;

/// A hello's `text_board` when it does not say: the board as text is sent.
fn yes() -> bool {
    true
}

/// True for a hello's `text_board` that need not be written out.
fn is_true(value: &bool) -> bool {
    *value
}

/// The protocol version a client names in `create`, `join` and `resume`. A server
/// refuses another version with [`ErrorCode::ProtocolVersion`].
pub const PROTOCOL_VERSION: u32 = 1;
/// Largest text frame the server reads; a longer one is refused and the connection closed.
pub const MAX_FRAME_BYTES: usize = 16 * 1024;
/// Largest `import` frame: it carries a whole device save (a long Fevga match's save
/// is a few hundred KB). Only that message type may be longer than [`MAX_FRAME_BYTES`].
pub const MAX_IMPORT_BYTES: usize = 1024 * 1024;
/// Frames per second a connection may send on average...
pub const RATE_PER_SECOND: f64 = 20.0;
/// ...with bursts of up to this many frames.
pub const RATE_BURST: f64 = 40.0;
/// Longest name a seat may be given, in characters.
pub const MAX_NAME_CHARS: usize = 40;
/// Most (game, token) pairs one `status` message may ask about: a device holds a
/// handful of online games; the bound keeps one frame's work (a store read per game)
/// small.
pub const MAX_STATUS_GAMES: usize = 64;

/// One game a device asks about in `status`: the game id and the seat token it holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StatusAsk {
    /// The game id from `joined`.
    pub game_id: String,
    /// The seat token from `joined`.
    pub token: String,
}

/// One game in the answer to `status`: only what a home screen shows, nothing of
/// the board or anyone's cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameStatus {
    /// The game id.
    pub game_id: String,
    /// The seat the token holds.
    pub seat: usize,
    /// True when the game waits for this seat to move.
    pub your_turn: bool,
    /// The game's version (0 before it starts): a device that saw this version has
    /// nothing new to look at.
    pub version: u64,
    /// True once the game has ended (played out or ended by the host).
    pub over: bool,
    /// The game's id in the catalogue (`fevga`), for the card's name.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub game: String,
    /// The seats as every device of the game sees them (names, bots, who has joined
    /// and is connected): the card names the other players and whom it waits for.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seats: Vec<SeatInfo>,
    /// The seat whose turn it is (a person's or a bot's); `None` before the game
    /// starts and once it is over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to_move: Option<usize>,
}

/// Who sits in a seat when a host creates (or imports) a game: the core's record.
pub use spelbord_core::seat_request::SeatRequest;

/// A message from a device.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMsg {
    /// Creates a game; the device takes the `me` seat.
    Create {
        /// Must be [`PROTOCOL_VERSION`].
        protocol: u32,
        /// Language tag of the device's words (`en`, `sv`, `da`).
        lang: String,
        /// Game id (`fia`, `pairanoid`, `fjols`, `fevga`).
        game: String,
        /// House rules, key → value.
        #[serde(default)]
        variants: BTreeMap<String, String>,
        /// The seats in order.
        seats: Vec<SeatRequest>,
        /// The device's random contribution to the seed (32 hex digits).
        contribution: String,
        /// True when the device reads server frames deflated (see [`crate::deflate`]).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        deflate: bool,
        /// True when the device patches the scene it holds (see [`PlayFrame::scene_changes`]).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        scene_changes: bool,
        /// False when the device draws the scene and never shows the board as text
        /// (the apps): [`PlayFrame::board`] is then left empty.
        #[serde(default = "yes", skip_serializing_if = "is_true")]
        text_board: bool,
    },
    /// Continues a game saved on a device: like `create`, with the game, its house
    /// rules and its history from the save, and the seats as the save has them (the
    /// device takes the `me` seat). The game is reseeded from the fair-dice seed once
    /// every seat is taken. Up to [`MAX_IMPORT_BYTES`].
    Import {
        /// Must be [`PROTOCOL_VERSION`].
        protocol: u32,
        /// Language tag of the device's words (`en`, `sv`, `da`).
        lang: String,
        /// The device save's text, as the device wrote it.
        save: String,
        /// The seats in the save's order: one `me`, invited people, bots.
        seats: Vec<SeatRequest>,
        /// The device's random contribution to the seed (32 hex digits).
        contribution: String,
        /// True when the device reads server frames deflated (see [`crate::deflate`]).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        deflate: bool,
        /// True when the device patches the scene it holds (see [`PlayFrame::scene_changes`]).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        scene_changes: bool,
        /// False when the device draws the scene and never shows the board as text
        /// (the apps): [`PlayFrame::board`] is then left empty.
        #[serde(default = "yes", skip_serializing_if = "is_true")]
        text_board: bool,
    },
    /// Joins with an invite code (any case, with or without the dash).
    Join {
        /// Must be [`PROTOCOL_VERSION`].
        protocol: u32,
        /// Language tag of the device's words.
        lang: String,
        /// The invite code.
        code: String,
        /// The joiner's name; `None` keeps the one the host gave.
        #[serde(default)]
        name: Option<String>,
        /// The device's random contribution to the seed (32 hex digits).
        contribution: String,
        /// True when the device reads server frames deflated (see [`crate::deflate`]).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        deflate: bool,
        /// True when the device patches the scene it holds (see [`PlayFrame::scene_changes`]).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        scene_changes: bool,
        /// False when the device draws the scene and never shows the board as text
        /// (the apps): [`PlayFrame::board`] is then left empty.
        #[serde(default = "yes", skip_serializing_if = "is_true")]
        text_board: bool,
    },
    /// Reconnects to a seat with its token.
    Resume {
        /// Must be [`PROTOCOL_VERSION`].
        protocol: u32,
        /// Language tag of the device's words.
        lang: String,
        /// The game id from `joined`.
        game_id: String,
        /// The seat token from `joined`.
        token: String,
        /// The last version the device saw, for the catch-up lines.
        #[serde(default)]
        seen_version: Option<u64>,
        /// The version up to which the device holds the move log (it is sent the
        /// entries after it); `None`: it holds none and is sent the whole log.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        log_version: Option<u64>,
        /// True when the device reads server frames deflated (see [`crate::deflate`]).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        deflate: bool,
        /// True when the device patches the scene it holds (see [`PlayFrame::scene_changes`]).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        scene_changes: bool,
        /// False when the device draws the scene and never shows the board as text
        /// (the apps): [`PlayFrame::board`] is then left empty.
        #[serde(default = "yes", skip_serializing_if = "is_true")]
        text_board: bool,
    },
    /// Plays a whole move (notation).
    Act {
        /// The version the device saw.
        version: u64,
        /// The move in notation.
        mv: String,
        /// The seat the device means to act for; must be its own if given.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seat: Option<usize>,
    },
    /// Chooses one step of a move being built.
    Step {
        /// The version the device saw.
        version: u64,
        /// The step in notation.
        step: String,
        /// The seat the device means to act for; must be its own if given.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seat: Option<usize>,
        /// The steps already chosen as the device saw them. Choosing a step does not
        /// change the version, so without this a step sent twice (a double tap, a
        /// retry after a lost ack) would be applied to a longer move than the one on
        /// the device's screen; when given and not the server's, the step is stale.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pending: Option<Vec<String>>,
    },
    /// Confirms a move whose steps are all chosen.
    Confirm {
        /// The version the device saw.
        version: u64,
        /// The steps chosen as the device saw them (see `Step`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pending: Option<Vec<String>>,
    },
    /// Takes back the last step, or the seat's own last move where the rules allow.
    Undo {
        /// The version the device saw.
        version: u64,
        /// The steps chosen as the device saw them (see `Step`): an undo sent twice
        /// takes back one step, not two.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pending: Option<Vec<String>>,
    },
    /// The device's seat resigns, as the core's resign rule decides for a table on
    /// one device (who may, and what it gives up: [`PlayFrame::resign`] offers the
    /// ways): a two-player game ends as the seat's loss, a team concedes together, in
    /// Fia of three or four the seat leaves and the others play on, in a Fevga match
    /// `this_game` gives up one game. May be sent out of turn. Refused as `stale` for
    /// another version, `wrong_seat` when the seat may not resign (that way), and
    /// `game_over` once the game has ended.
    Resign {
        /// The version the device saw.
        version: u64,
        /// What to give up (one of [`PlayFrame::resign`]); `None`: the first way offered.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        scope: Option<ResignScope>,
    },
    /// Leaves the game for good: a bot takes the seat and the token stops working.
    Leave {},
    /// The host ends the game for everyone.
    End {},
    /// The host makes a new invite code for a seat (a lost phone): the seat's old
    /// token and code stop working.
    Reissue {
        /// The seat.
        seat: usize,
    },
    /// Asks for the game as a device save (only once it is over).
    Export {},
    /// Keeps the connection alive; answered with `pong`. (The argument-less
    /// messages are empty structs so that unknown fields are refused on them too.)
    Ping {},
    /// Asks whose turn it is in up to [`MAX_STATUS_GAMES`] games, without a seat
    /// connection (an app just opened, a push relay's check): answered with `status`.
    /// A pair whose token is wrong is left out of the answer, as an unknown game is.
    Status {
        /// The games and the tokens the device holds for them.
        games: Vec<StatusAsk>,
        /// Language tag for a refusal's words (`en` when not given).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        lang: Option<String>,
    },
}

/// An invite code made for a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Invite {
    /// The seat it is for.
    pub seat: usize,
    /// The code as shown (`ABCD-EFGH`).
    pub code: String,
    /// The link form of the code.
    pub link: String,
    /// When it stops working (Unix milliseconds).
    pub expires_ms: u64,
}

/// One seat as every device sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    /// The seat's name.
    pub name: String,
    /// `None` for a person, the level for a bot.
    pub bot: Option<BotLevel>,
    /// True once a device holds the seat (bots: always).
    pub taken: bool,
    /// True while a device is connected to it (bots: always).
    pub connected: bool,
    /// True when the person left and a bot plays the seat.
    pub left: bool,
}

/// Why a game stopped before its end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ended {
    /// The game was played to its end.
    Finished,
    /// The host ended it.
    ByHost,
}

/// Everything a device shows: sent after each change, in its seat's view only.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct StateFrame {
    /// The game id.
    pub game_id: String,
    /// The device's seat.
    pub seat: usize,
    /// The seats, with who is connected.
    pub seats: Vec<SeatInfo>,
    /// The fair-dice proof so far: the commitment and contributions; the secret
    /// only once the game has ended.
    pub fair: FairDiceProof,
    /// Set once the game has ended, and how.
    pub ended: Option<Ended>,
    /// `None` while seats are still open (the game starts when all are taken).
    pub play: Option<PlayFrame>,
}

/// The game itself, as the device's seat sees it.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PlayFrame {
    /// The core's view of the seat: version, phase, next steps, outcome.
    pub view: SeatView,
    /// The board scene for the seat; empty when [`PlayFrame::scene_changes`] are sent
    /// instead (the device fills it with [`PlayFrame::patch_scene`]).
    #[serde(default, skip_serializing_if = "Scene::is_empty")]
    pub scene: Scene,
    /// For a device whose hello asked for `scene_changes`: the changes from the scene
    /// this connection was sent last (a state frame's scene or its changes), in place
    /// of the whole scene. The first state frame on a connection, and any frame where
    /// most of the board changed, carries the whole scene instead.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scene_changes: Option<SceneChanges>,
    /// The board as text in the device's language (the terminal client shows it);
    /// empty for a device whose hello said `text_board: false`.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub board: String,
    /// What happened since the version the device last saw, in its language.
    pub since: Vec<String>,
    /// Where [`PlayFrame::log`] starts, as an index of the move log: the device drops
    /// the entries it holds from here on (an undo took them back) and appends `log`.
    #[serde(default)]
    pub log_from: usize,
    /// The move log's entries from `log_from` on (one per history entry, the core's
    /// messages, public to every seat): those the device does not hold yet.
    #[serde(default)]
    pub log: Vec<LogEntry>,
    /// The ways this seat may resign now, in the core's words (a button each; the
    /// first is what a `resign` without a scope takes): empty when it may not (the
    /// game is over, the seat left the game or is a bot's).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub resign: Vec<ResignOffer>,
    /// What to ask before this seat resigns ("It counts as a loss for Bo"), set
    /// exactly when [`PlayFrame::resign`] offers a way.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resign_question: Option<Msg>,
    /// What the latest change did (the dice rolled, the pieces moved, the cards laid),
    /// as this seat may know it: the core's session filters it per seat
    /// ([`spelbord_core::session::PlaySession::events_for`]). The device's table shows
    /// the change from them: the player's own roll as dice, a move played for them with
    /// its dice, the motion and sound.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub events: Vec<spelbord_core::Event>,
}

/// One way a seat may resign now, as the core words it ([`spelbord_core::resign::ResignChoice`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResignOffer {
    /// What it gives up.
    pub scope: ResignScope,
    /// The button's label ("Resign this game").
    pub label: Msg,
    /// What it means, when the question does not say it all.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub detail: Option<Msg>,
}

impl PlayFrame {
    /// Fills [`PlayFrame::scene`] from the frame's scene changes and `held`, the scene
    /// the device was sent last on this connection; a frame with a whole scene is left
    /// as it is. An error means the device's scene cannot be trusted: it reconnects
    /// (and is sent the whole scene).
    pub fn patch_scene(&mut self, held: Option<&Scene>) -> Result<(), SceneChangesError> {
        if let Some(changes) = self.scene_changes.take() {
            self.scene = changes.apply(held.ok_or(SceneChangesError::NoScene)?)?;
        }
        Ok(())
    }
}

/// A typed error: what went wrong, in a code a program reads and words a person reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// The frame is not JSON, or not an object of a known shape.
    BadJson,
    /// The `type` is not one the server knows.
    UnknownType,
    /// The frame is longer than [`MAX_FRAME_BYTES`] (an `import`: [`MAX_IMPORT_BYTES`]),
    /// or binary.
    BadFrame,
    /// More frames per second than [`RATE_PER_SECOND`] allows, too many wrong invite
    /// codes or seat tokens from one address or on the node (both close the
    /// connection), or too many invite codes open on the server (`create`, `reissue`).
    RateLimited,
    /// The client speaks another protocol version.
    ProtocolVersion,
    /// A game action before `create`, `join` or `resume`.
    NotInGame,
    /// `create`, `join` or `resume` on a connection already in a game.
    AlreadyInGame,
    /// A request that is well-formed but not acceptable (a bad contribution, seats).
    BadRequest,
    /// No open seat has this code.
    UnknownCode,
    /// The code's time ran out.
    ExpiredCode,
    /// No seat of this game has this token (or there is no such game).
    BadToken,
    /// The seats are not all taken yet.
    NotStarted,
    /// The action was made for an older version.
    Stale,
    /// The move or step is not legal now.
    Illegal,
    /// Not this seat's turn, or a seat that is not the device's.
    WrongSeat,
    /// Only the host may do this.
    NotHost,
    /// The game has ended.
    GameOver,
    /// Another write came first (another node); the state is sent again.
    Conflict,
    /// The database failed; nothing was changed.
    Storage,
    /// Another device took over this seat.
    Replaced,
    /// An `import` whose save is damaged or not a save (nothing was stored).
    BadSave,
    /// An `import` whose save was written by a newer version (nothing was stored).
    NewerSave,
}

/// A message from the server.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMsg {
    /// The device holds a seat now: keep the token to reconnect.
    Joined {
        /// The game id.
        game_id: String,
        /// The device's seat.
        seat: usize,
        /// The secret seat token (shown once; the server keeps only its hash).
        token: String,
        /// True for the host.
        host: bool,
        /// Invite codes for the open seats (the host's answer to `create`/`reissue`).
        invites: Vec<Invite>,
    },
    /// The game as the device's seat sees it.
    State(Box<StateFrame>),
    /// The game as a device save (answer to `export`).
    Save {
        /// The save file's text.
        text: String,
    },
    /// An action was stored: it is safe from now on.
    Ack {
        /// The version after the action.
        version: u64,
    },
    /// Answer to `ping`.
    Pong,
    /// Answer to `status`: the games whose token matched, in the order asked.
    Status {
        /// One entry per game the device holds a seat of.
        games: Vec<GameStatus>,
    },
    /// Something was refused; nothing changed. `fatal` errors close the connection.
    Error {
        /// What went wrong.
        code: ErrorCode,
        /// In the device's language.
        message: String,
        /// The core's message, for a device that renders its own words.
        msg: Option<Msg>,
        /// The current version, for a stale action.
        version: Option<u64>,
        /// True when the server closes the connection after this.
        fatal: bool,
    },
}

impl ClientMsg {
    /// The frame's JSON text (what a client sends: one description of the protocol
    /// for the server that reads it and the clients that write it).
    pub fn to_text(&self) -> String {
        serde_json::to_string(self).expect("client messages always serialise")
    }
}

impl ServerMsg {
    /// A server frame read, with the same check of every object's keys as
    /// [`parse_client`] (a key twice is refused, not read as its last value).
    pub fn from_text(text: &str) -> Result<ServerMsg, serde_json::Error> {
        serde_json::from_value(crate::strict::from_str(text)?)
    }

    /// An error without a core message.
    pub fn error(code: ErrorCode, message: impl Into<String>, fatal: bool) -> ServerMsg {
        ServerMsg::Error { code, message: message.into(), msg: None, version: None, fatal }
    }

    /// The frame's JSON text.
    pub fn to_text(&self) -> String {
        serde_json::to_string(self).expect("server messages always serialise")
    }
}

/// A client frame read: the message, or the typed error to answer with. A frame
/// with a `type` the server does not know is [`ErrorCode::UnknownType`]; anything
/// else unreadable, an object with a key twice among it, is [`ErrorCode::BadJson`].
pub fn parse_client(text: &str) -> Result<ClientMsg, (ErrorCode, String)> {
    if text.len() > MAX_IMPORT_BYTES {
        return Err((ErrorCode::BadFrame, format!("an import is at most {MAX_IMPORT_BYTES} bytes")));
    }
    // Past a normal frame's size only a readable `import` is read on.
    let long = text.len() > MAX_FRAME_BYTES;
    let too_long = || (ErrorCode::BadFrame, format!("frames are at most {MAX_FRAME_BYTES} bytes"));
    // Read with every object's keys checked: serde keeps the last of two `type`s,
    // so `{"type":"act","type":"ping"}` would otherwise be read as a ping.
    let value =
        crate::strict::from_str(text)
            .map_err(|e| if long { too_long() } else { (ErrorCode::BadJson, e.to_string()) })?;
    let kind = value.get("type").and_then(|t| t.as_str());
    if long && kind != Some("import") {
        return Err(too_long());
    }
    let kind = kind.ok_or((ErrorCode::BadJson, "no \"type\"".to_string()))?;
    if !KNOWN_TYPES.contains(&kind) {
        return Err((ErrorCode::UnknownType, format!("unknown type '{}'", kind.chars().take(40).collect::<String>())));
    }
    serde_json::from_value(value).map_err(|e| (ErrorCode::BadJson, e.to_string()))
}

/// Every client message type, as tagged on the wire.
const KNOWN_TYPES: [&str; 15] = [
    "create", "import", "join", "resume", "act", "step", "confirm", "undo", "resign", "leave", "end", "reissue",
    "export", "ping", "status",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_types_bad_json_and_long_frames_are_told_apart() {
        assert_eq!(parse_client(r#"{"type":"fly"}"#).unwrap_err().0, ErrorCode::UnknownType);
        assert_eq!(parse_client(r#"{"type":"act"}"#).unwrap_err().0, ErrorCode::BadJson);
        assert_eq!(parse_client("{").unwrap_err().0, ErrorCode::BadJson);
        assert_eq!(parse_client("[1]").unwrap_err().0, ErrorCode::BadJson);
        assert_eq!(parse_client(&"x".repeat(MAX_FRAME_BYTES + 1)).unwrap_err().0, ErrorCode::BadFrame);
        assert_eq!(
            parse_client(r#"{"type":"act","version":3,"mv":"a"}"#).unwrap(),
            ClientMsg::Act { version: 3, mv: "a".into(), seat: None }
        );
        assert_eq!(parse_client(r#"{"type":"ping","x":1}"#).unwrap_err().0, ErrorCode::BadJson);
    }

    #[test]
    fn a_key_given_twice_is_bad_json_not_its_last_value() {
        // serde's tagged enums keep the last `type`: this was read as a ping.
        assert_eq!(parse_client(r#"{"type":"act","type":"ping"}"#).unwrap_err().0, ErrorCode::BadJson);
        assert_eq!(parse_client(r#"{"type":"ping","type":"ping"}"#).unwrap_err().0, ErrorCode::BadJson);
        let twice = r#"{"type":"act","version":3,"mv":"a","mv":"b"}"#;
        assert_eq!(parse_client(twice).unwrap_err().0, ErrorCode::BadJson);
        // Nested objects too (a seat request in a create).
        let nested = r#"{"type":"status","games":[{"game_id":"g","token":"t","token":"u"}]}"#;
        assert_eq!(parse_client(nested).unwrap_err().0, ErrorCode::BadJson);
        // The same key in two objects is no duplicate.
        let two = r#"{"type":"status","games":[{"game_id":"g","token":"t"},{"game_id":"h","token":"u"}]}"#;
        assert!(parse_client(two).is_ok());
        assert!(ServerMsg::from_text(r#"{"type":"ack","version":1,"version":2}"#).is_err());
        assert!(matches!(ServerMsg::from_text(r#"{"type":"ack","version":1}"#), Ok(ServerMsg::Ack { version: 1 })));
    }

    #[test]
    fn only_an_import_may_be_longer_than_a_frame_up_to_its_own_limit() {
        let import = |len: usize| {
            let msg = ClientMsg::Import {
                protocol: PROTOCOL_VERSION,
                lang: "en".into(),
                save: String::new(),
                seats: vec![SeatRequest::Me { name: "A".into() }],
                contribution: "00".repeat(16),
                deflate: false,
                scene_changes: false,
                text_board: true,
            };
            let text = msg.to_text();
            text.replacen("\"save\":\"\"", &format!("\"save\":\"{}\"", "x".repeat(len - text.len())), 1)
        };
        let big = import(MAX_FRAME_BYTES * 4);
        assert_eq!(big.len(), MAX_FRAME_BYTES * 4);
        assert!(matches!(parse_client(&big), Ok(ClientMsg::Import { .. })));
        assert!(parse_client(&import(MAX_IMPORT_BYTES)).is_ok());
        assert_eq!(parse_client(&import(MAX_IMPORT_BYTES + 1)).unwrap_err().0, ErrorCode::BadFrame);
        let long_act = format!(r#"{{"type":"act","version":1,"mv":"{}"}}"#, "x".repeat(MAX_FRAME_BYTES));
        assert_eq!(parse_client(&long_act).unwrap_err().0, ErrorCode::BadFrame);
    }

    #[test]
    fn what_a_client_writes_the_server_reads_back_the_same() {
        let pending = Some(vec!["1/7".to_string()]);
        for msg in [
            ClientMsg::Step { version: 4, step: "7/9".into(), seat: None, pending: pending.clone() },
            ClientMsg::Confirm { version: 4, pending: pending.clone() },
            ClientMsg::Undo { version: 4, pending: None },
            ClientMsg::Resign { version: 5, scope: None },
            ClientMsg::Resign { version: 5, scope: Some(ResignScope::ThisGame) },
            ClientMsg::Act { version: 2, mv: "roll".into(), seat: Some(1) },
            ClientMsg::Resume {
                protocol: PROTOCOL_VERSION,
                lang: "sv".into(),
                game_id: "g".into(),
                token: "t".into(),
                seen_version: None,
                log_version: Some(3),
                deflate: true,
                scene_changes: true,
                text_board: false,
            },
            ClientMsg::Leave {},
            ClientMsg::Status {
                games: vec![StatusAsk { game_id: "fia-1".into(), token: "t".into() }],
                lang: Some("da".into()),
            },
        ] {
            assert_eq!(parse_client(&msg.to_text()), Ok(msg.clone()), "{}", msg.to_text());
        }
        // Fields a client leaves out are not written as nulls.
        let step = ClientMsg::Step { version: 1, step: "p3".into(), seat: None, pending: None }.to_text();
        assert_eq!(step, r#"{"type":"step","version":1,"step":"p3"}"#);
    }

    #[test]
    fn every_known_type_is_a_client_message() {
        for kind in KNOWN_TYPES {
            let err = parse_client(&format!(r#"{{"type":"{kind}"}}"#)).err().map(|e| e.0);
            assert_ne!(err, Some(ErrorCode::UnknownType), "{kind}");
        }
    }
}
