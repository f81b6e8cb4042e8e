//! Records and enums of the surface. Each mirrors a core type field for field and
//! converts from it; none decides anything. Seats cross as `u32`, counts as `u32`.

use std::collections::HashMap;

use spelbord_core as sc;

use crate::error::seat_out;
use crate::i18n::Message;

fn seats_out(seats: &[usize]) -> Vec<u32> {
    seats.iter().map(|&s| seat_out(s)).collect()
}

/// Strength of a bot seat: five levels, weakest first (see `sc::BotLevel`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum BotLevel {
    /// Plays for fun, never a silly move.
    Beginner,
    /// Knows the main ideas, and often forgets them.
    Casual,
    /// Keeps to the game's main ideas, one move at a time.
    Club,
    /// Looks ahead with the best evaluation.
    Strong,
    /// Looks further and wider than strong.
    Master,
}

impl From<BotLevel> for sc::BotLevel {
    fn from(l: BotLevel) -> Self {
        match l {
            BotLevel::Beginner => sc::BotLevel::Beginner,
            BotLevel::Casual => sc::BotLevel::Casual,
            BotLevel::Club => sc::BotLevel::Club,
            BotLevel::Strong => sc::BotLevel::Strong,
            BotLevel::Master => sc::BotLevel::Master,
        }
    }
}

impl From<sc::BotLevel> for BotLevel {
    fn from(l: sc::BotLevel) -> Self {
        match l {
            sc::BotLevel::Beginner => BotLevel::Beginner,
            sc::BotLevel::Casual => BotLevel::Casual,
            sc::BotLevel::Club => BotLevel::Club,
            sc::BotLevel::Strong => BotLevel::Strong,
            sc::BotLevel::Master => BotLevel::Master,
        }
    }
}

/// A bot level as the new-game form offers it: the level, its name and what it plays
/// like, in the core's words.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct BotLevelInfo {
    /// The level.
    pub level: BotLevel,
    /// Its name on the form ("Club bot", "Klubbdator", "Klubcomputer").
    pub name: Message,
    /// One line on how it plays ("plays like a careful club player").
    pub about: Message,
}

impl From<sc::BotLevel> for BotLevelInfo {
    fn from(l: sc::BotLevel) -> Self {
        BotLevelInfo { level: l.into(), name: l.form_msg().into(), about: l.about().into() }
    }
}

/// One house-rule toggle offered when creating a game.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct Variant {
    /// Stable key (pass it in [`GameConfig::variants`]).
    pub key: String,
    /// Localisation key of the label.
    pub label_key: String,
    /// The allowed values, default first (the codes a save and the command line use).
    pub values: Vec<String>,
    /// The default value.
    pub default_value: String,
    /// The rule's name in words ("Getting out", "Ut på", "Ud på").
    pub name: Message,
    /// What the rule does, in a sentence.
    pub help: Message,
    /// Each of `values` in words, in the same order ("on a 1 or a 6", never `1or6`):
    /// the core decides the words so a shell never builds a catalogue key.
    pub value_labels: Vec<Message>,
}

/// One game's rules in one language (see [`crate::catalog::rules_text`]).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct RulesText {
    /// The language given: `en`, `sv` or `da` (English when the asked one is missing).
    pub language: String,
    /// The rules as Markdown (for sharing or a Markdown view).
    pub markdown: String,
    /// The same rules as blocks to draw with the app's own text styles.
    pub blocks: Vec<RulesBlock>,
}

impl From<sc::rules_text::RulesText> for RulesText {
    fn from(r: sc::rules_text::RulesText) -> Self {
        let blocks = sc::rules_text::blocks(r.markdown).into_iter().map(Into::into).collect();
        RulesText { language: r.lang.to_string(), markdown: r.markdown.to_string(), blocks }
    }
}

/// A run of rules text with one style.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TextSpan {
    /// The text.
    pub text: String,
    /// Bold.
    pub bold: bool,
    /// Italic.
    pub italic: bool,
}

/// One block of a rules text.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum RulesBlock {
    /// A heading; level 1 is the title.
    Heading {
        /// 1, 2, …
        level: u8,
        /// Its text.
        spans: Vec<TextSpan>,
    },
    /// A paragraph.
    Paragraph {
        /// Its text.
        spans: Vec<TextSpan>,
    },
    /// A list item, numbered or with a bullet (`number` absent).
    ListItem {
        /// The number in a numbered list.
        number: Option<u32>,
        /// Its text.
        spans: Vec<TextSpan>,
    },
    /// A table row; the first row of a table is its header.
    TableRow {
        /// True for the header row.
        header: bool,
        /// Each cell's text.
        cells: Vec<Vec<TextSpan>>,
    },
}

fn spans_out(spans: Vec<sc::rules_text::Span>) -> Vec<TextSpan> {
    spans.into_iter().map(|s| TextSpan { text: s.text, bold: s.bold, italic: s.italic }).collect()
}

impl From<sc::rules_text::Block> for RulesBlock {
    fn from(b: sc::rules_text::Block) -> Self {
        use sc::rules_text::Block as B;
        match b {
            B::Heading { level, spans } => RulesBlock::Heading { level, spans: spans_out(spans) },
            B::Paragraph { spans } => RulesBlock::Paragraph { spans: spans_out(spans) },
            B::ListItem { number, spans } => RulesBlock::ListItem { number, spans: spans_out(spans) },
            B::TableRow { header, cells } => {
                RulesBlock::TableRow { header, cells: cells.into_iter().map(spans_out).collect() }
            }
        }
    }
}

/// A game of the catalog, as the new-game screen shows it.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct GameInfo {
    /// Stable id.
    pub id: String,
    /// Display name.
    pub name: String,
    /// Fewest seats.
    pub min_players: u32,
    /// Most seats.
    pub max_players: u32,
    /// Seats a new game starts with.
    pub default_players: u32,
    /// Seats that play together (empty for games without teams).
    pub teams: Vec<Vec<u32>>,
    /// House-rule variants.
    pub variants: Vec<Variant>,
    /// True when seats hold private information: pass-and-play asks for hand-offs.
    pub private_info: bool,
    /// True when a built move waits for confirmation.
    pub confirm_moves: bool,
}

impl From<&sc::GameInfo> for GameInfo {
    fn from(i: &sc::GameInfo) -> Self {
        GameInfo {
            id: i.id.into(),
            name: i.name.into(),
            min_players: seat_out(i.min_players),
            max_players: seat_out(i.max_players),
            default_players: seat_out(i.default_players),
            teams: i.teams.iter().map(|t| seats_out(t)).collect(),
            variants: i
                .variants
                .iter()
                .map(|v| Variant {
                    key: v.key.into(),
                    label_key: v.label_key.into(),
                    values: v.values.iter().map(|s| s.to_string()).collect(),
                    default_value: v.default_value().into(),
                    name: sc::Msg::new(v.label_key).into(),
                    help: sc::i18n::variant_help(v).into(),
                    value_labels: v.values.iter().map(|value| sc::i18n::variant_value(v, value).into()).collect(),
                })
                .collect(),
            private_info: i.private_info,
            confirm_moves: i.confirm_moves,
        }
    }
}

/// Who sits in a seat.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct SeatSpec {
    /// Display name (not empty).
    pub name: String,
    /// `None` for a human, the level for a bot.
    pub bot: Option<BotLevel>,
}

impl From<SeatSpec> for sc::SeatConfig {
    fn from(s: SeatSpec) -> Self {
        sc::SeatConfig { name: s.name, bot: s.bot.map(Into::into) }
    }
}

impl From<&sc::SeatConfig> for SeatSpec {
    fn from(s: &sc::SeatConfig) -> Self {
        SeatSpec { name: s.name.clone(), bot: s.bot.map(Into::into) }
    }
}

/// Everything needed to start a game.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct GameConfig {
    /// Game id from the catalog.
    pub game: String,
    /// Seats in clockwise order; their number is the player count.
    pub seats: Vec<SeatSpec>,
    /// Variant key → value; missing keys take their default.
    pub variants: HashMap<String, String>,
    /// Seed of the dice and decks; `None` picks one from the clock.
    #[uniffi(default = None)]
    pub seed: Option<u64>,
    /// Title for the saved-games list; `None` makes one up.
    #[uniffi(default = None)]
    pub title: Option<String>,
}

impl From<GameConfig> for sc::SessionConfig {
    fn from(c: GameConfig) -> Self {
        sc::SessionConfig {
            game: c.game,
            seats: c.seats.into_iter().map(Into::into).collect(),
            variants: c.variants.into_iter().collect(),
            seed: c.seed,
            title: c.title,
        }
    }
}

/// What the table waits for.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum Phase {
    /// Pass-and-play: hand the device to `seat`, then confirm the hand-off.
    HandOff {
        /// The seat that should take the device.
        seat: u32,
    },
    /// A human seat builds its move.
    HumanTurn {
        /// The seat to move.
        seat: u32,
    },
    /// A bot seat is to move: run a bot step.
    BotTurn {
        /// The seat to move.
        seat: u32,
    },
    /// The game is over.
    Over,
}

impl From<sc::Phase> for Phase {
    fn from(p: sc::Phase) -> Self {
        match p {
            sc::Phase::HandOff { seat } => Phase::HandOff { seat: seat_out(seat) },
            sc::Phase::HumanTurn { seat } => Phase::HumanTurn { seat: seat_out(seat) },
            sc::Phase::BotTurn { seat } => Phase::BotTurn { seat: seat_out(seat) },
            sc::Phase::Over => Phase::Over,
        }
    }
}

/// One tap of a move being built.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct StepInfo {
    /// The step in notation (pass it to `choose_step`).
    pub notation: String,
    /// What the step does, in English (for logs and tests).
    pub label: String,
    /// What the step does, to render in the player's language with `render_message`.
    pub label_message: Message,
    /// Scene node a tap on which chooses this step, if any.
    pub node: Option<String>,
    /// Scene node where the step ends, if any.
    pub target: Option<String>,
    /// The step in a word or two ("Take"), for a button at the thumb; None: the
    /// label is short enough.
    pub short_message: Option<Message>,
}

impl From<sc::StepInfo> for StepInfo {
    fn from(s: sc::StepInfo) -> Self {
        StepInfo {
            short_message: s.short.map(Into::into),
            notation: s.notation,
            label: s.label.to_string(),
            label_message: s.label.into(),
            node: s.node,
            target: s.target,
        }
    }
}

/// Something that happened, for animation and the move log.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum Event {
    /// Dice were rolled.
    DiceRolled {
        /// Who rolled (None: a roll-off shown to all).
        seat: Option<u32>,
        /// The numbers.
        values: Vec<u8>,
    },
    /// A piece moved along a path of scene space ids.
    PieceMoved {
        /// Scene id of the piece.
        piece: String,
        /// Space ids visited, first = start.
        path: Vec<String>,
    },
    /// A piece was sent back to its nest.
    PieceSentHome {
        /// Scene id of the piece.
        piece: String,
        /// Space it left.
        from: String,
        /// Nest it went to.
        to: String,
    },
    /// Two pieces changed places.
    PiecesSwapped {
        /// One piece.
        a: String,
        /// The other.
        b: String,
    },
    /// A new draw pile was shuffled.
    Shuffled {
        /// Cards in it.
        cards: u32,
    },
    /// Cards were dealt.
    Dealt {
        /// Cards each seat received.
        per_seat: u32,
    },
    /// A card was played.
    CardPlayed {
        /// Who.
        seat: u32,
        /// The card in notation.
        card: String,
    },
    /// A seat drew or picked up cards.
    CardsTaken {
        /// Who.
        seat: u32,
        /// How many.
        count: u32,
        /// Picked up from the table rather than drawn.
        from_table: bool,
    },
    /// A seat passed.
    Passed {
        /// Who.
        seat: u32,
        /// Localisation key of the reason.
        reason: String,
    },
    /// The turn went to another seat.
    TurnChanged {
        /// Whose turn it is now.
        seat: u32,
    },
    /// A seat finished and took a place.
    Finished {
        /// Who.
        seat: u32,
        /// Place, 1 = first.
        place: u32,
    },
    /// A game-specific note.
    Note {
        /// Localisation key.
        key: String,
        /// English text.
        text: String,
        /// The note, to render in the player's language with `render_message`.
        message: Message,
    },
    /// The game ended.
    GameOver,
}

impl From<sc::Event> for Event {
    fn from(e: sc::Event) -> Self {
        use sc::Event as E;
        match e {
            E::DiceRolled { seat, values } => Event::DiceRolled { seat: seat.map(seat_out), values },
            E::PieceMoved { piece, path } => Event::PieceMoved { piece, path },
            E::PieceSentHome { piece, from, to } => Event::PieceSentHome { piece, from, to },
            E::PiecesSwapped { a, b } => Event::PiecesSwapped { a, b },
            E::Shuffled { cards } => Event::Shuffled { cards: seat_out(cards) },
            E::Dealt { per_seat } => Event::Dealt { per_seat: seat_out(per_seat) },
            E::CardPlayed { seat, card } => Event::CardPlayed { seat: seat_out(seat), card },
            E::CardsTaken { seat, count, from_table } => {
                Event::CardsTaken { seat: seat_out(seat), count: seat_out(count), from_table }
            }
            E::Passed { seat, reason } => Event::Passed { seat: seat_out(seat), reason },
            E::TurnChanged { seat } => Event::TurnChanged { seat: seat_out(seat) },
            E::Finished { seat, place } => Event::Finished { seat: seat_out(seat), place },
            E::Note { msg } => Event::Note { key: msg.key.clone(), text: msg.to_string(), message: msg.into() },
            E::GameOver => Event::GameOver,
        }
    }
}

/// Converts a list of core events.
pub(crate) fn events_out(events: Vec<sc::Event>) -> Vec<Event> {
    events.into_iter().map(Into::into).collect()
}

/// How a game ended.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct Outcome {
    /// Place of each seat, 1 = best; seats may share a place.
    pub places: Vec<u32>,
    /// Points each seat scored (0 where a game has none).
    pub points: Vec<i32>,
    /// Seats that lost outright, if the game names one.
    pub losers: Vec<u32>,
    /// Seats in first place.
    pub winners: Vec<u32>,
    /// What the end screen says beyond the places (a mars, the match score, the
    /// fjols, the winning team), with the players' names in.
    pub summary: Vec<crate::i18n::Message>,
    /// Each seat's end-screen line in the game's own words (Durak: "Bo — out first",
    /// "Cai — the fool"), with the players' names in; empty where the place and
    /// points line says it.
    pub standings: Vec<crate::i18n::Message>,
}

impl From<sc::Outcome> for Outcome {
    fn from(o: sc::Outcome) -> Self {
        Outcome {
            winners: seats_out(&o.winners()),
            places: o.places,
            points: o.points,
            losers: seats_out(&o.losers),
            summary: o.summary.into_iter().map(Into::into).collect(),
            standings: o.standings.into_iter().map(Into::into).collect(),
        }
    }
}

/// One row of the tally across rematches.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TallyRow {
    /// Seat name, to render (a bot without a name is named by its level).
    pub name: Message,
    /// Games finished.
    pub games: u32,
    /// Games won.
    pub wins: u32,
    /// Games lost outright.
    pub losses: u32,
}

/// The tally rows, each named by its seat's name in `names` (the row keeps the name
/// the seat had when the table was set, empty for a bot named by its level).
pub(crate) fn tally_out(rows: &[sc::session::TallyRow], names: &[sc::Msg]) -> Vec<TallyRow> {
    rows.iter()
        .enumerate()
        .map(|(i, t)| TallyRow {
            name: match names.get(i) {
                Some(name) if t.name.trim().is_empty() => name.clone().into(),
                _ => sc::Msg::new("scene-text").arg("text", t.name.as_str()).into(),
            },
            games: t.games,
            wins: t.wins,
            losses: t.losses,
        })
        .collect()
}

/// What one seat sees: everything a game screen shows besides the board.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct SeatView {
    /// Game id.
    pub game: String,
    /// Pass it back with every action so stale taps are refused.
    pub version: u64,
    /// What the table waits for.
    pub phase: Phase,
    /// Seat names in seat order.
    pub seat_names: Vec<Message>,
    /// Each seat's colour as a theme key ("red", "white"); `None` where players have
    /// no colour (Fjols). The turn banner shows the seat to move in it.
    pub seat_colours: Vec<Option<String>>,
    /// The viewer (None: the table, nothing private).
    pub viewer: Option<u32>,
    /// Steps the viewer has chosen towards a move.
    pub pending: Vec<String>,
    /// Steps the viewer may choose next (empty unless it is the viewer's turn).
    pub next_steps: Vec<StepInfo>,
    /// True when the pending steps form a whole move awaiting confirmation.
    pub can_confirm: bool,
    /// True when the viewer may undo now.
    pub can_undo: bool,
    /// The viewer's only legal move when they have no choice (never a roll): the app
    /// may play it for them after a short pause.
    pub forced_move: Option<String>,
    /// The outcome, once over.
    pub outcome: Option<Outcome>,
    /// The viewer's game-specific observation as JSON (empty for the table view).
    pub observation_json: String,
    /// Position notation when nothing is private, else empty.
    pub status: String,
    /// Tally across rematches.
    pub tally: Vec<TallyRow>,
}

impl From<sc::SeatView> for SeatView {
    fn from(v: sc::SeatView) -> Self {
        SeatView {
            game: v.game,
            version: v.version,
            phase: v.phase.into(),
            seat_names: v.seat_names.iter().cloned().map(Into::into).collect(),
            seat_colours: v.seat_colours,
            viewer: v.viewer.map(seat_out),
            pending: v.pending,
            next_steps: v.next_steps.into_iter().map(Into::into).collect(),
            can_confirm: v.can_confirm,
            can_undo: v.can_undo,
            forced_move: v.forced_move,
            outcome: v.outcome.map(Into::into),
            observation_json: v.observation_json,
            status: v.status,
            tally: tally_out(&v.tally, &v.seat_names),
        }
    }
}

/// One action of the history.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct HistoryEntry {
    /// The seat that acted; `None` for chance (a roll, a deal).
    pub by: Option<u32>,
    /// The move in notation.
    pub notation: String,
}

impl From<sc::save::HistoryEntry> for HistoryEntry {
    fn from(h: sc::save::HistoryEntry) -> Self {
        HistoryEntry { by: h.by.map(seat_out), notation: h.mv }
    }
}

/// One history entry of the move log in words.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct LogEntry {
    /// The seat that acted; `None` for chance (a roll, a deal).
    pub by: Option<u32>,
    /// What happened ("Anna rolls 5", "red piece 2: 14 → 19, knocks blue home"),
    /// to render with `render_message`.
    pub lines: Vec<Message>,
    /// Scene node ids where the move happened (see the core's `LogEntry::marks`):
    /// a shell outlines those its scene shows when the entry's line is tapped.
    pub marks: Vec<String>,
}

impl From<sc::i18n::LogEntry> for LogEntry {
    fn from(e: sc::i18n::LogEntry) -> Self {
        LogEntry { by: e.by.map(seat_out), lines: e.lines.into_iter().map(Into::into).collect(), marks: e.marks }
    }
}

/// What an action did.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct ActionResult {
    /// Events of the committed move and the chance after it (empty when a step
    /// only extended the move being built).
    pub events: Vec<Event>,
    /// The session's version now.
    pub version: u64,
    /// True when a whole move was committed (false: a step was added or removed).
    pub committed: bool,
    /// Set when the session autosaves and the save failed; the action itself stands.
    pub autosave_error: Option<Message>,
}

/// What a bot step did.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct BotStepResult {
    /// The bot's seat.
    pub seat: u32,
    /// The move it played, in notation.
    pub notation: String,
    /// Thinking time in milliseconds.
    pub think_ms: u64,
    /// The action's result.
    pub result: ActionResult,
}

/// A suggested move for the human to move (what the hard bot would play from that
/// seat's own view).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct Hint {
    /// The seat it is for.
    pub seat: u32,
    /// The move in notation (`act` plays it whole).
    pub notation: String,
    /// Its steps with their scene nodes, to highlight on the board.
    pub steps: Vec<StepInfo>,
    /// Thinking time in milliseconds.
    pub think_ms: u64,
}

/// One line of the saved-games list.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct SaveSummary {
    /// Save id (pass to load or delete).
    pub id: String,
    /// Game id.
    pub game: String,
    /// Title, to render with `render_message` (the players' own, or the game and players).
    pub title: Message,
    /// Seat names, to render (a bot without a name is named by its level).
    pub players: Vec<Message>,
    /// The players in a line under the title; none when the title already names them.
    pub players_line: Option<Message>,
    /// Name of the seat to move; none when over.
    pub to_move: Option<Message>,
    /// True once the game is over.
    pub finished: bool,
    /// Last played, ms since the Unix epoch.
    pub updated_ms: u64,
}

/// A file in the store that cannot be loaded.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct UnreadableEntry {
    /// Save id (file name without extension); may be deleted.
    pub id: String,
    /// Why it cannot be read, in English with the details (for logs).
    pub reason: String,
    /// What a player reads of it, to render with `render_message`.
    pub message: Message,
    /// True when a newer app version wrote it (suggest updating, not deleting).
    pub newer: bool,
}

/// The store's listing.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct SaveListing {
    /// Readable saves, most recently played first.
    pub games: Vec<SaveSummary>,
    /// Files that cannot be read.
    pub unreadable: Vec<UnreadableEntry>,
}

impl From<sc::SaveListing> for SaveListing {
    fn from(l: sc::SaveListing) -> Self {
        SaveListing {
            games: l
                .games
                .into_iter()
                .map(|g| SaveSummary {
                    id: g.id,
                    game: g.game,
                    title: g.title.into(),
                    players: g.players.into_iter().map(Into::into).collect(),
                    players_line: g.players_line.map(Into::into),
                    to_move: g.to_move.map(Into::into),
                    finished: g.finished,
                    updated_ms: g.updated_ms,
                })
                .collect(),
            unreadable: l
                .unreadable
                .into_iter()
                .map(|u| UnreadableEntry { id: u.id, reason: u.reason, message: u.message.into(), newer: u.newer })
                .collect(),
        }
    }
}

#[cfg(test)]
mod tally_tests {
    use super::*;

    #[test]
    fn a_tally_row_of_a_bot_without_a_name_reads_its_seats_name() {
        let row = |name: &str| sc::session::TallyRow { name: name.into(), ..Default::default() };
        let names = [sc::Msg::new("seat-bot-auto-strong").arg("n", 1), sc::Msg::new("scene-text").arg("text", "Bo")];
        let rows = tally_out(&[row(""), row("Bo")], &names);
        let read = |r: &TallyRow| crate::i18n::render_message(r.name.clone(), crate::i18n::Language::Sv);
        assert_eq!(read(&rows[0]), "Stark dator 1");
        assert_eq!(read(&rows[1]), "Bo");
    }
}
