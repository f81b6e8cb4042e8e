//! The rules interface every game implements.
//!
//! Shaped after OpenSpiel's game/state split: a state knows who is to move (a seat,
//! chance, or nobody once the game is over), lists the legal moves of that seat,
//! applies a move, and tells what one seat may observe. Randomness enters only
//! through chance moves that the session draws from its seeded [`GameRng`], so a game
//! replays exactly from its seed and move list.
//!
//! Moves are whole decisions (a Fevga play of four numbers, a Pairanoid 7 split), and
//! every move is also a list of *steps* — the taps a player makes to build it. The
//! session offers the legal next steps given the steps chosen so far, so no UI ever
//! needs to know a rule.

use std::collections::BTreeMap;
use std::fmt::Debug;

use serde::{Deserialize, Serialize};

use crate::error::GameError;
use crate::event::Event;
use crate::event_sink::Events;
use crate::message::Msg;
use crate::resign::ResignScope;
use crate::rng::GameRng;
use crate::scene::Scene;
use crate::step_table::StepTable;

/// A seat at the table, counted from 0 in clockwise order.
pub type Seat = usize;

/// Who acts next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToMove {
    /// The seat must choose one of the legal moves.
    Seat(Seat),
    /// Chance acts: the session draws a die roll, a shuffle or a deal from its RNG.
    Chance,
    /// The game is over; [`Game::outcome`] tells how it ended.
    Over,
}

/// Strength of a bot: a ladder of five levels a family can climb, the same in every
/// game, each measured by the arena against the one below (docs/bots.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BotLevel {
    /// Plays for fun: mostly chance, but never a move a child would call silly.
    Beginner,
    /// Knows the main ideas, and often forgets them.
    Casual,
    /// A one-move player that knows the game's main ideas and keeps to them.
    Club,
    /// Looks ahead over dice or sampled hidden cards with the best evaluation.
    Strong,
    /// Looks further and wider than strong, within the same time per move.
    Master,
}

impl BotLevel {
    /// All levels, weakest first.
    pub const ALL: [BotLevel; 5] =
        [BotLevel::Beginner, BotLevel::Casual, BotLevel::Club, BotLevel::Strong, BotLevel::Master];

    /// The level in words ("Club", "Klubb", "Klub"): the catalogue's `bot-<level>`.
    pub fn msg(self) -> Msg {
        Msg::new(format!("bot-{}", self.name()))
    }

    /// The level as the new-game form names it ("Club bot", "Klubbdator"): the same
    /// words a bot without a name of its own gets at the table, less its seat number.
    pub fn form_msg(self) -> Msg {
        Msg::new(format!("app-bot-{}", self.name()))
    }

    /// What the level plays like, in one line ("plays like a careful club player"):
    /// the catalogue's `bot-<level>-about`.
    pub fn about(self) -> Msg {
        Msg::new(format!("bot-{}-about", self.name()))
    }

    /// The lower-case name used in notation, saves and command lines.
    pub fn name(self) -> &'static str {
        match self {
            BotLevel::Beginner => "beginner",
            BotLevel::Casual => "casual",
            BotLevel::Club => "club",
            BotLevel::Strong => "strong",
            BotLevel::Master => "master",
        }
    }

    /// The name of the three-level ladder (saves before version 3, old command lines)
    /// that this level stands for: easy plays on as beginner, medium as club, hard
    /// as strong, each the same player as before.
    pub fn legacy_name(self) -> Option<&'static str> {
        match self {
            BotLevel::Beginner => Some("easy"),
            BotLevel::Club => Some("medium"),
            BotLevel::Strong => Some("hard"),
            BotLevel::Casual | BotLevel::Master => None,
        }
    }

    /// The level a name of the old three-level ladder stands for.
    pub fn from_legacy(s: &str) -> Option<BotLevel> {
        BotLevel::ALL.into_iter().find(|l| l.legacy_name() == Some(s))
    }

    /// Parses a level's name, or one of the old names (`easy`, `medium`, `hard`).
    pub fn parse(s: &str) -> Result<BotLevel, GameError> {
        BotLevel::ALL
            .into_iter()
            .find(|l| l.name() == s)
            .or_else(|| BotLevel::from_legacy(s))
            .ok_or_else(|| GameError::BadConfig(Msg::new("reason-bot-level").arg("level", s)))
    }
}

/// One house-rule toggle a player can set when creating a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct VariantSpec {
    /// Stable key used in saves, notation and `--variant KEY=VALUE`.
    pub key: &'static str,
    /// Catalogue key of the variant's name (`fia-variant-exit`); `<key>-<value>`
    /// names each value and `<key>-help` explains the rule (see `i18n::variant_value`).
    pub label_key: &'static str,
    /// The allowed values, default first.
    pub values: &'static [&'static str],
    /// One English line explaining the rule, for the CLI and docs.
    pub help: &'static str,
}

impl VariantSpec {
    /// The default value (the first listed).
    pub fn default_value(&self) -> &'static str {
        self.values[0]
    }
}

/// Static facts about a game: what the catalog shows before a game is created.
#[derive(Clone, Debug, Serialize)]
pub struct GameInfo {
    /// Stable id: `fia`, `pairanoid`, `fjols`, `fevga`.
    pub id: &'static str,
    /// Display name.
    pub name: &'static str,
    /// Fewest seats.
    pub min_players: usize,
    /// Most seats.
    pub max_players: usize,
    /// Seats a new game starts with: the table most families set (4 for Fia, 3 for Fjols).
    pub default_players: usize,
    /// Seats that play together, for team games (empty otherwise).
    pub teams: &'static [&'static [Seat]],
    /// House-rule variants, each with its default first.
    pub variants: &'static [VariantSpec],
    /// True when seats hold private information (card hands): pass-and-play then asks
    /// for a hand-off before a human's private view is shown.
    pub private_info: bool,
    /// True when a fully built move waits for the player to confirm it (Fevga turns),
    /// so the player can still undo single steps.
    pub confirm_moves: bool,
}

impl GameInfo {
    /// Why `given` seats cannot play this game, in words.
    pub fn players_refusal(&self, given: usize) -> Msg {
        let msg = if self.min_players == self.max_players {
            Msg::new("reason-players-exactly").arg("count", self.min_players)
        } else {
            Msg::new("reason-players-between").arg("min", self.min_players).arg("max", self.max_players)
        };
        msg.arg("game", self.name_msg()).arg("given", given)
    }

    /// The game's name in the catalogue (`game-fia`).
    pub fn name_msg(&self) -> Msg {
        Msg::new(format!("game-{}", self.id))
    }

    /// "exactly 2 players" or "2 to 4 players" (never "2 to 2"), for English tools.
    pub fn players_range(&self) -> String {
        if self.min_players == self.max_players {
            format!("exactly {} players", self.min_players)
        } else {
            format!("{} to {} players", self.min_players, self.max_players)
        }
    }
}

/// The configuration a game is created from: number of seats and variant values.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// Number of seats.
    pub players: usize,
    /// Variant key → value; keys not given take their default.
    #[serde(default)]
    pub variants: BTreeMap<String, String>,
}

impl Setup {
    /// A setup with `players` seats and every variant at its default.
    pub fn new(players: usize) -> Setup {
        Setup { players, variants: BTreeMap::new() }
    }

    /// Sets one variant (builder style).
    pub fn with(mut self, key: &str, value: &str) -> Setup {
        self.variants.insert(key.to_string(), value.to_string());
        self
    }

    /// Checks the seat count and every variant against `info`, filling in defaults.
    /// Unknown keys and values are a [`GameError::BadConfig`].
    pub fn validated(&self, info: &GameInfo) -> Result<Setup, GameError> {
        if self.players < info.min_players || self.players > info.max_players {
            return Err(GameError::BadConfig(info.players_refusal(self.players)));
        }
        for (key, value) in &self.variants {
            let spec = info.variants.iter().find(|v| v.key == key).ok_or_else(|| {
                GameError::BadConfig(Msg::new("reason-no-rule").arg("game", info.name_msg()).arg("rule", key.as_str()))
            })?;
            if !spec.values.contains(&value.as_str()) {
                let rule = Msg::new(spec.label_key);
                return Err(GameError::BadConfig(
                    Msg::new("reason-rule-value").arg("value", value.as_str()).arg("rule", rule),
                ));
            }
        }
        let mut variants = BTreeMap::new();
        for spec in info.variants {
            let value = self.variants.get(spec.key).map(String::as_str).unwrap_or(spec.default_value());
            variants.insert(spec.key.to_string(), value.to_string());
        }
        Ok(Setup { players: self.players, variants })
    }

    /// The value of a variant (after [`Setup::validated`] every key is present).
    pub fn variant(&self, key: &str) -> &str {
        self.variants.get(key).map(String::as_str).unwrap_or("")
    }
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Place of each seat, 1 = best. Seats that share a place (a team, or players
    /// not placed when the game stopped at the first finisher) share a number.
    pub places: Vec<u32>,
    /// Points each seat scored (match points in Fevga, 0 where a game has none).
    pub points: Vec<i32>,
    /// Seats that lost outright (the fjols), if the game names one.
    pub losers: Vec<Seat>,
    /// What the end screen says beyond the places, in words: how the last game was
    /// won (a mars, a dropped double), the match score, the fjols, the winning team.
    /// Seats are `seat-numbered` arguments, so the session puts the players' names in.
    #[serde(default)]
    pub summary: Vec<Msg>,
    /// Each seat's line on the end screen where the game names places in its own
    /// words (Durak: "Bo — out first", "Cai — the fool"), in place of the shells'
    /// "place. name — points" line; empty where that line says it. Seats are
    /// `seat-numbered` arguments, named by the session as in `summary`.
    #[serde(default)]
    pub standings: Vec<Msg>,
}

impl Outcome {
    /// The seats in first place.
    pub fn winners(&self) -> Vec<Seat> {
        (0..self.places.len()).filter(|&s| self.places[s] == 1).collect()
    }
}

/// One tap of a move being built, as the session offers it to a player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StepInfo {
    /// The step in notation; a move's steps joined by spaces are its notation.
    pub notation: String,
    /// What the step does, in the player's words ("red piece 2: 14 → 19"), as a
    /// catalogue message rendered at the edge in the player's language.
    pub label: Msg,
    /// Scene node a tap on which chooses this step (a piece, a card), if any.
    pub node: Option<String>,
    /// Scene node where the step ends (the square to highlight), if any.
    pub target: Option<String>,
    /// The step in a word or two ("Take", "1 → 6 (5)"), where the board offers it as
    /// a chip or the app as a button at the thumb: a whole sentence there covered
    /// much of a phone's board. None: the label is short enough.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub short: Option<Msg>,
}

impl StepInfo {
    /// A step with notation and label and no scene nodes.
    pub fn plain(notation: impl Into<String>, label: Msg) -> StepInfo {
        StepInfo { short: None, notation: notation.into(), label, node: None, target: None }
    }

    /// The same step with its short words (see [`StepInfo::short`]).
    pub fn with_short(mut self, short: Msg) -> StepInfo {
        self.short = Some(short);
        self
    }

    /// What a chip or a button at the thumb says: the short words, else the label.
    pub fn short_label(&self) -> &Msg {
        self.short.as_ref().unwrap_or(&self.label)
    }
}

/// The rules of one game. All functions are pure: the state is the whole truth.
pub trait Game: 'static + Send + Sync {
    /// The full game state, hidden information included.
    type State: Clone + Debug + PartialEq + Send + Sync;
    /// A complete decision of a seat, or a chance outcome.
    type Move: Clone + Debug + PartialEq + Send + Sync;
    /// What one seat may know. Bots decide from this alone.
    type Observation: Clone + Debug + Serialize + Send + Sync;

    /// Static facts and variants.
    fn info() -> &'static GameInfo;

    /// A new game for a validated setup. Chance moves (roll-off, shuffle) come next.
    fn new_game(setup: &Setup) -> Result<Self::State, GameError>;

    /// A new game after `earlier_games` finished games at the same table (rematches
    /// with the same seats). Default: [`Game::new_game`]; a game where something moves
    /// round the table from game to game (the Fjols dealer) overrides this.
    fn new_game_at_table(setup: &Setup, earlier_games: u32) -> Result<Self::State, GameError> {
        let _ = earlier_games;
        Self::new_game(setup)
    }

    /// The seats at the table of `state`. Default: the game's only seat count; games
    /// played by a varying number of players override it.
    fn seat_count(state: &Self::State) -> usize {
        let _ = state;
        Self::info().max_players
    }

    /// Who acts next.
    fn to_move(state: &Self::State) -> ToMove;

    /// Legal moves of the seat to move (empty when chance is to move or it is over).
    /// A seat that cannot do anything gets an explicit pass move, never an empty list.
    fn legal_moves(state: &Self::State) -> Vec<Self::Move>;

    /// A uniformly random legal move of the seat to move, as random playouts play:
    /// `legal_moves(state)[rng.below(count)]`. A game may answer without building
    /// every move (a Fevga play is a list of steps), but must draw the same move from
    /// the same stream, which its tests check against this default.
    fn random_move(state: &Self::State, rng: &mut GameRng) -> Self::Move {
        rng.take_one(Self::legal_moves(state))
    }

    /// Draws the chance outcome when [`ToMove::Chance`].
    fn sample_chance(state: &Self::State, rng: &mut GameRng) -> Self::Move;

    /// All chance outcomes with their probabilities, where they can be listed (dice);
    /// `None` where they cannot (a shuffle). Used by perft and expectimax.
    fn chance_outcomes(_state: &Self::State) -> Option<Vec<(Self::Move, f64)>> {
        None
    }

    /// True when chance could produce `mv` here (a move given in notation to a tool
    /// must not slip in an outcome no die or shuffle can give). Default: one of
    /// [`Game::chance_outcomes`] where they are listed; else the same kind of outcome
    /// (enum variant) as chance draws here, so a seat's move or another stage's chance
    /// step is refused. A game whose unlisted outcomes have more shape than their kind
    /// (which seats roll in a roll-off) overrides this; contents such as a shuffle's
    /// cards are checked by its parser.
    fn chance_possible(state: &Self::State, mv: &Self::Move) -> bool {
        match Self::chance_outcomes(state) {
            Some(outcomes) => outcomes.iter().any(|(m, _)| m == mv),
            None => {
                let drawn = Self::sample_chance(state, &mut GameRng::new(0));
                std::mem::discriminant(&drawn) == std::mem::discriminant(mv)
            }
        }
    }

    /// Applies a move that the caller has checked is legal (or a chance outcome),
    /// putting what happened into `events`, which builds nothing when off. A game
    /// implements this or [`Game::apply`] (each defaults to the other); the four
    /// games implement this one, so search never pays for events.
    fn apply_into(state: &mut Self::State, mv: &Self::Move, events: &mut Events) {
        for event in Self::apply(state, mv) {
            events.push(|| event);
        }
    }

    /// Applies a move and returns its events: what a session animates and logs.
    fn apply(state: &mut Self::State, mv: &Self::Move) -> Vec<Event> {
        let mut events = Events::on();
        Self::apply_into(state, mv, &mut events);
        events.into_vec()
    }

    /// Applies a move without building events: for search, playouts and bot look-ahead.
    fn advance(state: &mut Self::State, mv: &Self::Move) {
        Self::apply_into(state, mv, &mut Events::off());
    }

    /// How the game ended, once [`ToMove::Over`].
    fn outcome(state: &Self::State) -> Option<Outcome>;

    /// The games played inside this one, first first, each by its game id and how it
    /// ended: a tavli series' Portes, Plakoto and Fevga games, so the statistics count
    /// them beside the series. Default: none (a game made of no other games).
    fn parts(state: &Self::State) -> Vec<(&'static str, Outcome)> {
        let _ = state;
        Vec::new()
    }

    /// What `seat` may see.
    fn observe(state: &Self::State, seat: Seat) -> Self::Observation;

    /// A bot's choice for the seat to move, decided from that seat's observation only.
    fn bot_move(obs: &Self::Observation, level: BotLevel, rng: &mut GameRng) -> Self::Move;

    /// Called when a session is set up or loaded with bots of these `levels` (never
    /// empty): a game whose bots read a large table built once per process starts
    /// building it here, on a thread of its own, so that neither the first frame nor the
    /// bot's first decision waits for it (a tavli bot's bear-off table). Must return at
    /// once and do no I/O. Default: nothing.
    fn prepare_bots(levels: &[BotLevel]) {
        let _ = levels;
    }

    /// The steps of a move, in tap order, with their scene nodes.
    fn steps(state: &Self::State, mv: &Self::Move) -> Vec<StepInfo>;

    /// Every order in which a move's steps may be tapped. Default: only the order of
    /// [`Game::steps`]. A game whose moves are sets of independent steps (a Fevga play
    /// of two numbers) lists the other orders here, so a player may tap them in any
    /// order while `legal_moves` keeps one move per distinct result.
    fn step_orders(state: &Self::State, mv: &Self::Move) -> Vec<Vec<StepInfo>> {
        vec![Self::steps(state, mv)]
    }

    /// Every legal move with every tap order, listed once for a position (what a
    /// session caches). Default: [`Game::legal_moves`] and [`Game::step_orders`] of
    /// each; a game with many orders (Fevga doubles) builds the same table faster.
    fn step_table(state: &Self::State) -> StepTable<Self::Move> {
        crate::step_table::listed::<Self>(state)
    }

    /// The move the player is offered for `mv`: where two legal moves read alike and
    /// [`Game::step_table`] offers only one of them (Fia's two pieces on one square),
    /// the offered one, so a hint can be followed by tapping. Default: `mv`.
    fn offered(_state: &Self::State, mv: Self::Move) -> Self::Move {
        mv
    }

    /// True when `mv`, once fully built, waits for the player to confirm it. Default:
    /// [`GameInfo::confirm_moves`]. A game may confirm only some moves (Fevga confirms
    /// a play of the dice, not a roll or an answer to the cube).
    fn confirm_move(_state: &Self::State, _mv: &Self::Move) -> bool {
        Self::info().confirm_moves
    }

    /// True for a move the player makes themselves even when it is the only legal
    /// one, so shells never auto-play it: rolling the dice is part of the fun (and
    /// the moment a player takes the turn). Default: `false`, every forced move may be
    /// played for the player.
    fn always_ask(_state: &Self::State, _mv: &Self::Move) -> bool {
        false
    }

    /// The position to draw while `steps` of a move are chosen but not yet committed
    /// (a Fevga checker already moved by one number). Default: `None`, which shows
    /// the position before the move.
    fn preview(_state: &Self::State, _steps: &[String]) -> Option<Self::State> {
        None
    }

    /// What the pending `steps` of a move still need, in words ("the 7: 3 steps
    /// played, 4 left"), for moves built in parts. Default: nothing to say.
    fn pending_note(_state: &Self::State, _steps: &[String]) -> Option<Msg> {
        None
    }

    /// Draws again, from `rng`, the hidden order of what chance has not dealt yet (a
    /// draw pile), leaving everything dealt as it is. A game continued online from a
    /// device save does this at the import: the device's owner may know the save's
    /// seed, so the cards still to come must not follow from it. Default: nothing (a
    /// dice game holds no hidden order; its rolls come from the new stream alone).
    fn reshuffle_hidden(_state: &mut Self::State, _rng: &mut GameRng) {}

    /// Position notation (includes the variants, so a position stands alone).
    fn format_state(state: &Self::State) -> String;

    /// Parses position notation.
    fn parse_state(text: &str) -> Result<Self::State, GameError>;

    /// Move notation in the context of `state` (chance outcomes too).
    fn format_move(state: &Self::State, mv: &Self::Move) -> String;

    /// Parses a move (a seat's or a chance outcome) in the context of `state`.
    /// Does not check legality; the session does.
    fn parse_move(state: &Self::State, text: &str) -> Result<Self::Move, GameError>;

    /// The board scene as `viewer` sees it (`None`: the table, no private cards).
    fn scene(state: &Self::State, viewer: Option<Seat>) -> Scene;

    /// The scene arranged for a drawing area of `layout`'s shape: the card games put
    /// the viewer's hand beside the board on a wide screen. A game with one
    /// arrangement ignores it.
    fn scene_in(state: &Self::State, viewer: Option<Seat>, layout: crate::scene::Layout) -> Scene {
        let _ = layout;
        Self::scene(state, viewer)
    }

    /// A multi-line text picture of the position for the terminal, as `viewer` may
    /// see it (`None`: the table, nothing private). Plain ASCII/Unicode, no colour codes.
    fn text_board(state: &Self::State, viewer: Option<Seat>) -> String;

    /// The text picture with its words in `lang` (the terminal's `--lang`). Default:
    /// the English picture.
    fn text_board_in(state: &Self::State, viewer: Option<Seat>, _lang: crate::i18n::Lang) -> String {
        Self::text_board(state, viewer)
    }

    /// Why a partial or complete step list is refused, in words a player understands.
    /// Called when no legal move starts with `steps`. Games with subtle rules (Fevga's
    /// "play as many numbers as possible") override this to name the rule.
    fn explain_refusal(_state: &Self::State, steps: &[String]) -> Msg {
        Msg::new("refuse-not-legal").arg("move", steps.join(" "))
    }

    /// Why a seat's move from `before` to `after` may not be taken back, if it may not:
    /// the move showed the player something new (a card drawn from the pile), so an
    /// undo would let them peek. Default: every move may be undone.
    fn undo_blocked(_before: &Self::State, _after: &Self::State) -> Option<Msg> {
        None
    }

    /// A history entry as `viewer` may read it (`None`: the table, nothing private).
    /// `before` is the position the move was made in. Default: the move's notation,
    /// everything being public. A game with hidden cards hides what the viewer may
    /// not know (a shuffle's order, a card given to a partner) behind a shorter word.
    fn history_notation(before: &Self::State, mv: &Self::Move, _by: Option<Seat>, _viewer: Option<Seat>) -> String {
        Self::format_move(before, mv)
    }

    /// The cards `seat` holds privately, in notation (what a hand-off hides). The
    /// table compares it before and after a move played for a human to show them what
    /// the move brought into their hand. Default: none (no private cards).
    fn hand(_state: &Self::State, _seat: Seat) -> Vec<String> {
        Vec::new()
    }

    /// How `seat`'s hand cards look, in [`Game::hand`]'s order: each card's face (as
    /// the board prints it) and its name, so a reveal shows a card as the board does.
    fn hand_faces(_state: &Self::State, _seat: Seat) -> Vec<(crate::scene::Face, Msg)> {
        Vec::new()
    }

    /// Name of a seat's colour or place ("red", "white"), for labels and notation.
    fn seat_name(state: &Self::State, seat: Seat) -> String;

    /// The theme colour of a seat's pieces ("red", "white") where its pieces have one
    /// (Fjols' players have none), so a shell can show whose turn it is in that colour.
    fn seat_colour(state: &Self::State, seat: Seat) -> Option<&'static str> {
        let _ = (state, seat);
        None
    }

    /// How often each seat has been left the fool in this game or series, for a game
    /// that names a fool (Durak, where a series plays to a number of fools); `None`
    /// elsewhere. The statistics count them per player.
    fn fools(state: &Self::State) -> Option<Vec<u32>> {
        let _ = state;
        None
    }

    /// The end screen's line when `seat` resigns ("Anna resigned"); a game where
    /// resigning means more says so (in Fjols the one who resigns is the fjols).
    fn resign_note(seat: Seat) -> Msg {
        crate::resign::note(seat)
    }

    /// What `seat` may give up now, first the choice a plain "resign" takes. Default:
    /// the whole game ([`ResignScope::All`]). A game that plays on after a
    /// resignation offers [`ResignScope::ThisGame`] (Fia of three or four: the seat
    /// leaves, the others play on; a Fevga match: this game is lost at its value and
    /// the match goes on, beside resigning the match).
    fn resign_scopes(state: &Self::State, seat: Seat) -> Vec<ResignScope> {
        let _ = (state, seat);
        vec![ResignScope::All]
    }

    /// The move by which `seat` resigns [`ResignScope::ThisGame`]: recorded in the
    /// history by that seat (it may come out of turn) and replayed like any move.
    /// `settle` is set when no other human would still be playing: the game ends
    /// there, the seats still playing sharing the places above the resigner. `None`
    /// where the game has no such move now.
    fn resign_move(state: &Self::State, seat: Seat, settle: bool) -> Option<Self::Move> {
        let _ = (state, seat, settle);
        None
    }

    /// The move by which `seat` resigns [`ResignScope::All`] where the rules score a
    /// resignation themselves: a single game of the tavli family is won by the
    /// opponent at the value it has now (the stake, doubled for a mars), as a
    /// backgammon player expects, and the game's own outcome carries those points.
    /// Recorded in the history by that seat (it may come out of turn) and replayed
    /// like any move, so saves, replays and the server need nothing of their own.
    /// `None` (the default, and once the game is over): the session ends the game
    /// as [`crate::resign::outcome`] decides (a loss, no points) and keeps the
    /// resignation beside the history.
    fn resign_all_move(state: &Self::State, seat: Seat) -> Option<Self::Move> {
        let _ = (state, seat);
        None
    }

    /// The words of a resign choice for `seat`: the button's label and, where the
    /// choice means more than the question says, what it means ("Bo scores 2
    /// points; the match goes on"). `settle` as in [`Game::resign_move`]. Seats in
    /// them are named by the session. Default: "Resign" and nothing more.
    fn resign_words(state: &Self::State, seat: Seat, scope: ResignScope, settle: bool) -> (Msg, Option<Msg>) {
        let _ = (state, seat, scope, settle);
        (Msg::new("resign-choice-all"), None)
    }

    /// True while `seat` still takes turns: not out by resigning, not finished in a
    /// game that plays on for the other places. Default: always.
    fn still_playing(state: &Self::State, seat: Seat) -> bool {
        let _ = (state, seat);
        true
    }

    /// The seats that resigned and left a game that plays on, first first.
    fn resigned_seats(state: &Self::State) -> Vec<Seat> {
        let _ = state;
        Vec::new()
    }

    /// The team a seat plays in, for games played in partnerships (Pairanoid: seats
    /// 1 + 3 against 2 + 4), so the setup form can show who plays with whom; `None`
    /// where everyone plays for themselves.
    fn seat_team(players: usize, seat: Seat) -> Option<usize> {
        let _ = (players, seat);
        None
    }
}

/// The notation of every legal move, in the order the game lists them.
pub fn legal_notations<G: Game>(state: &G::State) -> Vec<String> {
    G::legal_moves(state).iter().map(|m| G::format_move(state, m)).collect()
}

/// Plays one action of a game without a session: the chance outcome drawn from `rng`
/// when chance acts, else the move `choose` picks for the seat to move. Returns
/// `false` (and does nothing) once the game is over. Property tests, perft-like tools
/// and training loops share this instead of each writing the chance branch again.
pub fn play_one<G: Game>(
    state: &mut G::State,
    rng: &mut GameRng,
    choose: impl FnOnce(&G::State, Seat, &mut GameRng) -> G::Move,
) -> bool {
    let mv = match G::to_move(state) {
        ToMove::Over => return false,
        ToMove::Chance => G::sample_chance(state, rng),
        ToMove::Seat(seat) => choose(state, seat, rng),
    };
    G::advance(state, &mv);
    true
}

/// Finds the legal move whose notation is `text`, or explains why there is none.
pub fn find_legal<G: Game>(state: &G::State, text: &str) -> Result<G::Move, GameError> {
    let text = text.trim();
    match G::to_move(state) {
        ToMove::Over => return Err(GameError::GameOver),
        ToMove::Chance => {
            return Err(GameError::IllegalMove { mv: text.to_string(), reason: Msg::new("refuse-chance-acts") })
        }
        ToMove::Seat(_) => {}
    }
    let parsed = G::parse_move(state, text)?;
    let legal = G::legal_moves(state);
    if legal.contains(&parsed) {
        return Ok(parsed);
    }
    let steps: Vec<String> = text.split_whitespace().map(str::to_string).collect();
    Err(GameError::IllegalMove { mv: text.to_string(), reason: G::explain_refusal(state, &steps) })
}
