//! A game being played: seats, turn flow, step-by-step move building, hand-off in
//! pass-and-play, history, undo, bots, and the tally kept across rematches.
//!
//! [`Session`] is generic over a [`Game`]; [`PlaySession`] is the same thing with
//! moves as notation strings, so the CLI and the FFI can hold any game behind one
//! trait object.

use std::sync::OnceLock;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};

use crate::error::GameError;
use crate::event::Event;
use crate::game::{find_legal, BotLevel, Game, GameInfo, Outcome, Seat, Setup, StepInfo, ToMove};
use crate::history::{History, Record};
use crate::i18n::log::{log_entry, LogEntry};
use crate::message::{Arg, Msg};
use crate::recent_turns::{actions_of, last_turns, SeatTurn};
use crate::resign::{ResignChoice, ResignScope};
use crate::rng::{GameRng, RngState};
use crate::save::{ids, Checkpoint, HistoryEntry, Reseed, SaveFile, SAVE_FORMAT, SAVE_VERSION};
use crate::scene::Scene;
use crate::step_table::StepTable;

/// Who sits in a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatConfig {
    /// Display name.
    pub name: String,
    /// `None` for a human, the level for a bot.
    pub bot: Option<BotLevel>,
}

impl SeatConfig {
    /// A human seat.
    pub fn human(name: impl Into<String>) -> SeatConfig {
        SeatConfig { name: name.into(), bot: None }
    }

    /// A bot seat.
    pub fn bot(name: impl Into<String>, level: BotLevel) -> SeatConfig {
        SeatConfig { name: name.into(), bot: Some(level) }
    }

    /// True for a human seat.
    pub fn is_human(&self) -> bool {
        self.bot.is_none()
    }

    /// True when the seat has a name of its own. A bot may have none: it is then
    /// named from its seat and level in the reader's language, so a save keeps no
    /// words and reads in whatever language it is opened in.
    pub fn has_own_name(&self) -> bool {
        !self.name.trim().is_empty()
    }

    /// The name of seat `seat` as a message argument: its own name as it is, or for
    /// a bot without one "Club bot 2" / "Klubbdator 2" / "Klubcomputer 2".
    pub fn name_arg(&self, seat: Seat) -> Arg {
        match self.bot {
            Some(level) if !self.has_own_name() => Arg::Msg(self.bot_name(seat, level)),
            None if self.has_default_name(seat) => Arg::Msg(default_person_name(seat)),
            // A name stored before the name rule is shown without what could hide
            // (crate::names); one left with nothing is named as a new table names it.
            _ => match (crate::names::shown_name(&self.name), self.bot) {
                (shown, None) if shown.is_empty() => Arg::Msg(default_person_name(seat)),
                (shown, Some(level)) if shown.is_empty() => Arg::Msg(self.bot_name(seat, level)),
                (shown, _) => Arg::Text(shown),
            },
        }
    }

    /// True when the name is the one a new table gives a person's seat ("Player 1",
    /// "Spelare 1", "Spiller 1": [`default_person_name`] in any language), not one
    /// the player typed. It is read in the reader's language, so a game started in
    /// English reads "Spelare 1" in Swedish; as a bot's name it is dropped.
    pub fn has_default_name(&self, seat: Seat) -> bool {
        let name = self.name.trim();
        name.ends_with(&format!(" {}", seat + 1))
            && crate::i18n::Lang::ALL.iter().any(|&lang| crate::i18n::render(&default_person_name(seat), lang) == name)
    }

    /// The same name as a whole message (a list line, a heading).
    pub fn name_msg(&self, seat: Seat) -> Msg {
        match self.name_arg(seat) {
            Arg::Msg(m) => m,
            other => Msg::new("scene-text").arg("text", other),
        }
    }

    fn bot_name(&self, seat: Seat, level: BotLevel) -> Msg {
        Msg::new(format!("seat-bot-auto-{}", level.name())).arg("n", seat as i64 + 1)
    }

    /// The seat with a name an earlier version made up for a bot ("Hard bot" in the
    /// terminal, "Bot 2" / "Dator 2" / "Computer 2" in the apps, in the language of
    /// the day) taken away, so it is named in the reader's language from now on; so
    /// is a person's default name on a seat switched to a bot ("Player 1" becomes
    /// "Club bot 1").
    pub fn without_made_up_name(mut self, seat: Seat) -> SeatConfig {
        if let Some(level) = self.bot {
            let name = self.name.trim();
            // The terminal's made-up name used the level's name of the day: "Hard bot"
            // for a bot that plays on as strong since the five levels came.
            let made_up = |word: &str| format!("{}{} bot", word[..1].to_uppercase(), &word[1..]);
            let level_name =
                [Some(level.name()), level.legacy_name()].into_iter().flatten().any(|w| name == made_up(w));
            let numbered = ["Bot", "Dator", "Computer"].iter().any(|w| name == format!("{w} {seat}"));
            if level_name || numbered || self.has_default_name(seat) {
                self.name.clear();
            }
        }
        self
    }
}

/// The seats of a new game with each typed name (a person's, a bot's own) read by
/// the name rule ([`crate::names::check_name`]); a refused name refuses the setup.
fn typed_names(seats: &[SeatConfig]) -> Result<Vec<SeatConfig>, GameError> {
    seats
        .iter()
        .map(|s| match s.has_own_name() {
            true => crate::names::check_name(&s.name)
                .map(|name| SeatConfig { name, bot: s.bot })
                .map_err(|e| GameError::BadConfig(e.reason())),
            false => Ok(s.clone()),
        })
        .collect()
}

/// The name a new table gives person `seat` ("Player 1"), in the reader's language.
pub fn default_person_name(seat: Seat) -> Msg {
    Msg::new("seat-player-auto").arg("n", seat as i64 + 1)
}

/// A game's title in words: `title` as it is when the players gave one, else the
/// game and its players ("Fjols – Anna, Bo, Dator 3 (medel)") in the reader's
/// language, so a save keeps no made-up words.
pub fn title_msg(game: &str, title: &str, seats: &[SeatConfig]) -> Msg {
    if !title.trim().is_empty() {
        return Msg::new("scene-text").arg("text", title);
    }
    Msg::new("title-default").arg("game", Msg::new(format!("game-{game}"))).arg("players", players_msg(seats))
}

/// The players in one line ("Anna, Bo, Lätt dator 3"), in the reader's language.
pub fn players_msg(seats: &[SeatConfig]) -> Msg {
    let mut names = seats.iter().enumerate().rev().map(|(i, s)| s.name_msg(i));
    let last = names.next().unwrap_or_default();
    names.fold(last, |rest, first| Msg::new("title-list").arg("first", first).arg("rest", rest))
}

/// Everything needed to start a session.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SessionConfig {
    /// Game id.
    pub game: String,
    /// Seats in clockwise order; their number is the player count.
    pub seats: Vec<SeatConfig>,
    /// Variant key → value (missing keys take defaults).
    #[serde(default)]
    pub variants: std::collections::BTreeMap<String, String>,
    /// Seed of the dice and decks; `None` picks one from the clock.
    pub seed: Option<u64>,
    /// Title shown in the saved-games list; `None` makes one up.
    pub title: Option<String>,
}

/// What the table is waiting for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Pass-and-play: the device must go to `seat` before its private view is shown.
    HandOff {
        /// The seat that should take the device.
        seat: Seat,
    },
    /// A human seat chooses (builds) its move.
    HumanTurn {
        /// The seat to move.
        seat: Seat,
    },
    /// A bot seat is to move: call a bot step.
    BotTurn {
        /// The seat to move.
        seat: Seat,
    },
    /// The game is over.
    Over,
}

/// One row of the tally kept across rematches at the same table.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TallyRow {
    /// Seat name.
    pub name: String,
    /// Games finished.
    pub games: u32,
    /// Games won (first place).
    pub wins: u32,
    /// Games lost outright (the fjols).
    pub losses: u32,
}

/// A bot's decision, made off the session (possibly on another thread).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BotDecision {
    /// The session version the decision was made for.
    pub version: u64,
    /// The seat that decided.
    pub seat: Seat,
    /// The move in notation.
    pub notation: String,
    /// Thinking time.
    pub elapsed: Duration,
}

/// Work a bot does off the session: run it anywhere, then hand the decision to
/// [`PlaySession::apply_bot`]. A decision for an older version is refused as stale.
pub struct BotTask {
    /// The session version the task was made for.
    pub version: u64,
    /// The seat that thinks.
    pub seat: Seat,
    work: Box<dyn FnOnce() -> String + Send>,
}

impl BotTask {
    /// Thinks and returns the decision.
    pub fn run(self) -> BotDecision {
        let start = Instant::now();
        let notation = (self.work)();
        BotDecision { version: self.version, seat: self.seat, notation, elapsed: start.elapsed() }
    }
}

/// What a seat sees, in a form every shell can show.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SeatView {
    /// Game id.
    pub game: String,
    /// Changes with every action; pass it back to act so stale taps are refused.
    pub version: u64,
    /// What the table waits for.
    pub phase: Phase,
    /// Seat names in seat order, in words (a bot without a name is named by its level).
    pub seat_names: Vec<Msg>,
    /// Each seat's colour as a theme key ("red", "white"), `None` where a game's
    /// players have no colour (Fjols): the shells show the turn in it.
    pub seat_colours: Vec<Option<String>>,
    /// The viewer (None: the table view, nothing private).
    pub viewer: Option<Seat>,
    /// Steps the viewer has chosen towards a move.
    pub pending: Vec<String>,
    /// Steps the viewer may choose next (empty unless it is the viewer's turn).
    pub next_steps: Vec<StepInfo>,
    /// True when the pending steps form a whole move awaiting confirmation.
    pub can_confirm: bool,
    /// True when the viewer may undo now.
    pub can_undo: bool,
    /// The viewer's only legal move when it is their turn and they have no choice
    /// (a pass with nothing playable, the one play of the dice), so a shell may play
    /// it for them; never a roll (see [`Game::always_ask`]), and not right after an
    /// undo (the player took it back to look, or to play it themselves).
    pub forced_move: Option<String>,
    /// The outcome, once over.
    pub outcome: Option<Outcome>,
    /// The game-specific observation of the viewer, as JSON.
    pub observation_json: String,
    /// Position notation, with private parts only when there is no one to hide them from.
    pub status: String,
    /// Tally across rematches.
    pub tally: Vec<TallyRow>,
    /// The cards the viewer holds privately, in notation ([`PlaySession::hand`]);
    /// empty for the table view. Only the viewer's own: an online device is told
    /// what a move played for it brought into its hand from these, as on the device.
    #[serde(default)]
    pub hand: Vec<String>,
    /// How those cards look, in the same order ([`PlaySession::hand_faces`]).
    #[serde(default)]
    pub hand_faces: Vec<(crate::scene::Face, Msg)>,
}

/// A game being played, generic over its rules.
pub struct Session<G: Game> {
    id: String,
    title: String,
    created_ms: u64,
    updated_ms: u64,
    setup: Setup,
    seats: Vec<SeatConfig>,
    seed: u64,
    rng: GameRng,
    state: G::State,
    history: History<G>,
    pending: Vec<String>,
    viewer: Option<Seat>,
    version: u64,
    tally: Vec<TallyRow>,
    tallied: bool,
    last_events: Vec<Event>,
    /// Events of the actions in each seat's last turn of the round (history index →
    /// events, no chance), for the board's last-turn marks; see [`crate::recent_turns`].
    turn_events: std::collections::BTreeMap<usize, Vec<Event>>,
    /// True from an undo until the next move: a forced move the player just took
    /// back is not offered for auto-play again, or undo would seem to do nothing.
    /// Not saved: after a reload the forced move is offered again.
    undone: bool,
    /// The legal moves and tap orders of `state`, listed on first use and dropped
    /// whenever the state changes (every commit, chance outcome and undo).
    table: OnceLock<StepTable<G::Move>>,
    /// The move log's lines made so far, each with its entry's chained digest: a line
    /// stays right while its entry and every one before it are unchanged, so the log
    /// makes lines only for new entries (after an undo, from where it cut).
    log_lines: std::sync::Mutex<Vec<(u64, LogEntry)>>,
    /// Set when a human resigned: the game is over as [`crate::resign`] decides.
    resigned: Option<crate::resign::Resignation>,
    /// Where the random stream was replaced (a game imported to a server), in order.
    reseeds: Vec<Reseed>,
    /// The latest moves taken back, for the catch-up to say so (not saved).
    taken_back: crate::catch_up::TakenBackLog,
    /// The version each seat's last move made (not saved: 0 after a load).
    turn_versions: std::collections::BTreeMap<Seat, u64>,
}

/// Games finished at a table so far, from its tally (every seat counts every game).
fn games_played(tally: &[TallyRow]) -> u32 {
    tally.iter().map(|r| r.games).max().unwrap_or(0)
}

/// Games finished at a table before the one in play: the tally counts this one too
/// once it is over. The game's start depends on it (Fjols' dealer moves on).
fn games_before(tally: &[TallyRow], this_one_over: bool) -> u32 {
    games_played(tally).saturating_sub(u32::from(this_one_over))
}

/// Milliseconds since the Unix epoch.
pub fn now_ms() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_millis() as u64).unwrap_or(0)
}

impl<G: Game> Session<G> {
    /// A session at the very start of `state`, nothing played; the callers fill in the
    /// id, title, times and viewer (new game or loaded save).
    fn blank(setup: Setup, seats: Vec<SeatConfig>, seed: u64, state: G::State, tally: Vec<TallyRow>) -> Session<G> {
        // Bots set up (a new game or a loaded one): what they will need is readied now.
        let levels: Vec<BotLevel> = seats.iter().filter_map(|s| s.bot).collect();
        if !levels.is_empty() {
            G::prepare_bots(&levels);
        }
        Session {
            id: String::new(),
            title: String::new(),
            created_ms: 0,
            updated_ms: 0,
            setup,
            seats: seats.into_iter().enumerate().map(|(i, s)| s.without_made_up_name(i)).collect(),
            seed,
            rng: GameRng::new(seed),
            state,
            history: History::default(),
            pending: Vec::new(),
            viewer: None,
            version: 0,
            tally,
            tallied: false,
            last_events: Vec::new(),
            turn_events: Default::default(),
            undone: false,
            table: OnceLock::new(),
            log_lines: Default::default(),
            resigned: None,
            reseeds: Vec::new(),
            taken_back: Default::default(),
            turn_versions: Default::default(),
        }
    }

    /// Starts a new game from a configuration.
    pub fn new(config: &SessionConfig) -> Result<Session<G>, GameError> {
        Session::at_table(config, 0)
    }

    /// Starts a new game after `earlier_games` finished games at the same table.
    fn at_table(config: &SessionConfig, earlier_games: u32) -> Result<Session<G>, GameError> {
        let info = G::info();
        if config.game != info.id {
            return Err(GameError::UnknownGame(config.game.clone()));
        }
        if config.seats.iter().any(|s| s.is_human() && !s.has_own_name()) {
            return Err(GameError::BadConfig(Msg::new("reason-seat-name")));
        }
        let seats = typed_names(&config.seats)?;
        let setup = Setup { players: config.seats.len(), variants: config.variants.clone() }.validated(info)?;
        let seed = config.seed.unwrap_or_else(ids::fresh_seed);
        let state = G::new_game_at_table(&setup, earlier_games)?;
        let now = now_ms();
        // No title given: it is made from the game and players when read (`title_msg`).
        let title = config.title.clone().unwrap_or_default();
        let tally = seats.iter().map(|s| TallyRow { name: s.name.clone(), ..TallyRow::default() }).collect();
        let mut session = Session::blank(setup, seats, seed, state, tally);
        session.id = ids::fresh_id(info.id, now);
        session.title = title;
        session.created_ms = now;
        session.updated_ms = now;
        session.last_events = session.resolve_chance();
        Ok(session)
    }

    /// Rebuilds a session from a save by replaying its history from the seed. Chance
    /// outcomes are drawn again from the RNG and must match the recorded ones, so a
    /// tampered or damaged history is detected rather than played on. With a
    /// checkpoint the replay starts there: the entries before it are bound to it by
    /// their digest (and can never be undone, being before a chance entry).
    /// Everything else the save says is checked too: seats, viewer, seat to move,
    /// tally and the session version.
    pub fn from_save(save: &SaveFile, name: &str) -> Result<Session<G>, GameError> {
        Session::from_save_with(save, name, true)
    }

    /// [`Session::from_save`]; with `derived_known` false (a save read with a journal
    /// of actions) the position, random stream, seat to move and end are taken from
    /// the replay instead of compared with it, and a chance entry without notation
    /// takes what the seed draws.
    pub fn from_save_with(save: &SaveFile, name: &str, derived_known: bool) -> Result<Session<G>, GameError> {
        let bad = |reason: String| GameError::UnreadableSave { name: name.to_string(), reason };
        let info = G::info();
        let setup = save.setup.validated(info).map_err(|e| bad(e.to_string()))?;
        crate::save::validate::seats_and_counters(save, setup.players).map_err(bad)?;
        let earlier_games = games_before(&save.tally, save.finished);
        let state = G::new_game_at_table(&setup, earlier_games).map_err(|e| bad(e.to_string()))?;
        let mut session = Session::<G>::blank(setup, save.seats.clone(), save.seed, state, save.tally.clone());
        session.id = save.id.clone();
        session.title = save.title.clone();
        session.created_ms = save.created_ms;
        session.updated_ms = save.updated_ms;
        session.viewer = save.viewer;
        check_reseeds(&save.reseeds, save.history.len()).map_err(bad)?;
        let start = match &save.checkpoint {
            Some(checkpoint) => session.resume_at(save, checkpoint).map_err(bad)?,
            None => 0,
        };
        // Reseeds a checkpoint covers are in its state and stream already.
        let (covered, mut reseeds): (Vec<Reseed>, Vec<Reseed>) =
            save.reseeds.iter().copied().partition(|r| r.at <= start && save.checkpoint.is_some());
        session.reseeds = covered;
        reseeds.reverse();
        // Only the actions of the seats' last turns are replayed with their events.
        let marked: std::collections::BTreeSet<usize> =
            actions_of(&last_turns(save.history.iter().map(|e| e.by), save.seats.len())).collect();
        for (i, entry) in save.history.iter().enumerate().skip(start) {
            while let Some(reseed) = reseeds.pop_if(|r| r.at == i) {
                session.reseed_now(reseed.seed);
            }
            let at = |what: String| bad(format!("history entry {} ('{}'): {what}", i + 1, entry.mv));
            // A resignation the game plays on from, made by its seat, in turn or not.
            if let Some(mv) = entry.by.and_then(|by| session.resign_entry(by, &entry.mv)) {
                let rng_before = session.rng.state();
                let marks = marked.contains(&i);
                let events = session.record_with(entry.by, &mv, rng_before, marks);
                if marks {
                    session.turn_events.insert(i, events);
                }
                continue;
            }
            match (G::to_move(&session.state), entry.by) {
                (ToMove::Chance, None) => {
                    let rng_before = session.rng.state();
                    let mv = G::sample_chance(&session.state, &mut session.rng);
                    let drawn = G::format_move(&session.state, &mv);
                    if drawn != entry.mv && (derived_known || !entry.mv.is_empty()) {
                        return Err(at(format!("the seed draws '{drawn}' here")));
                    }
                    session.record_with(None, &mv, rng_before, false);
                }
                (ToMove::Seat(s), Some(by)) if s == by => {
                    let mv = find_legal::<G>(&session.state, &entry.mv).map_err(|e| at(e.to_string()))?;
                    let rng_before = session.rng.state();
                    let marks = marked.contains(&i);
                    let events = session.record_with(Some(s), &mv, rng_before, marks);
                    if marks {
                        session.turn_events.insert(i, events);
                    }
                }
                (expected, _) => return Err(at(format!("out of turn (expected {expected:?})"))),
            }
        }
        while let Some(reseed) = reseeds.pop() {
            session.reseed_now(reseed.seed);
        }
        if G::to_move(&session.state) == ToMove::Chance {
            return Err(bad("history stops before a chance step".into()));
        }
        if derived_known && session.rng.state() != save.rng {
            return Err(bad("random stream position does not match the history".into()));
        }
        let position = G::format_state(&session.state);
        if derived_known && position != save.position {
            return Err(bad(format!("replayed position '{position}' differs from the saved one")));
        }
        let to_move = match G::to_move(&session.state) {
            ToMove::Seat(s) => Some(s),
            _ => None,
        };
        let expected = match save.resigned {
            Some(_) => (None, true),
            None => (to_move, G::outcome(&session.state).is_some()),
        };
        if derived_known && (save.to_move, save.finished) != expected {
            return Err(bad("the seat to move or the end of the game differs from the replay".into()));
        }
        if let Some(r) = save.resigned {
            // The save's tally already counts the resigned game.
            session.resign_checked(r.seat).map_err(|e| bad(format!("resigned: {e}")))?;
        }
        session.pending = save.pending.clone();
        if !session.pending.is_empty() && !session.pending_allowed() {
            return Err(bad("the steps of the move being built are not a legal start of a move".into()));
        }
        session.tallied = G::outcome(&session.state).is_some() || session.resigned.is_some();
        session.version = save.session_version.unwrap_or(session.history.len() as u64);
        Ok(session)
    }

    /// Takes the history up to a checkpoint without replaying it: checks the
    /// checkpoint (a chance entry before it, a digest of exactly these entries, a
    /// position in canonical notation), records the entries and sets the state and
    /// random stream to the checkpoint's. Returns where the replay goes on.
    fn resume_at(&mut self, save: &SaveFile, checkpoint: &Checkpoint) -> Result<usize, String> {
        let at = checkpoint.at;
        if at == 0 || at > save.history.len() || save.history[at - 1].by.is_some() {
            return Err("the checkpoint is not after a chance entry of the history".into());
        }
        let state = G::parse_state(&checkpoint.position).map_err(|e| format!("checkpoint: {e}"))?;
        // The stream in force there: the last reseed at or before it, else the seed.
        let seed = save.reseeds.iter().rev().find(|r| r.at <= at).map_or(save.seed, |r| r.seed);
        if G::format_state(&state) != checkpoint.position || checkpoint.rng.seed != seed {
            return Err("the checkpoint is not a position of this game".into());
        }
        let mut covered: Vec<Record<G>> = Vec::with_capacity(save.history.len());
        for entry in &save.history[..at] {
            // No move and no state: undo cannot reach back past the chance entry at `at - 1`.
            covered.push(Record::after(covered.last(), entry.by, None, entry.mv.clone(), checkpoint.rng));
        }
        if covered.last().map(|r| r.digest) != Some(checkpoint.digest) {
            return Err("the history before the checkpoint does not match it".into());
        }
        self.history = History::resume(covered, state.clone());
        self.history.reserve(save.history.len() - at);
        self.state = state;
        self.table = OnceLock::new();
        self.rng = GameRng::from_state(checkpoint.rng);
        Ok(at)
    }

    /// Replaces the random stream by one from `seed` here and draws the game's
    /// hidden order again from it (see [`Reseed`]); nothing before can be undone.
    fn reseed_now(&mut self, seed: u64) {
        self.rng = GameRng::new(seed);
        G::reshuffle_hidden(&mut self.state, &mut self.rng);
        self.table = OnceLock::new();
        self.history.jump(self.state.clone());
        self.reseeds.push(Reseed { at: self.history.len(), seed });
    }

    /// Continues the game from a new seed from here on: the dice and deals to come
    /// follow `seed` instead of the save's (a game imported to a server takes the
    /// seed its fair-dice scheme gives). Recorded in the save, so a load replays the
    /// game exactly; moves before it can no longer be undone.
    pub fn reseed(&mut self, seed: u64) {
        self.pending.clear();
        self.reseed_now(seed);
        self.version += 1;
        self.last_events.clear();
    }

    /// The checkpoint of the history as it is: after the last chance entry that comes
    /// before the seats' last turns of the round (so those moves are replayed on load
    /// and their events marked, and every entry before it is beyond undo). `None` for a history with
    /// no such entry, a game with private information (its history is shown with
    /// hidden parts, computed from every move), or a game whose notation does not
    /// hold its whole state.
    fn checkpoint(&self) -> Option<Checkpoint> {
        if G::info().private_info {
            // Their history is shown with hidden parts, which needs every move.
            return None;
        }
        let records = self.history.records();
        let turns = last_turns(records.iter().map(|r| r.by), self.seats.len());
        let first_marked = actions_of(&turns).min()?;
        let chance = records[..first_marked].iter().rposition(|r| r.by.is_none())?;
        // Rebuilt from the nearest kept state (a few dozen moves at most).
        let before = self.history.state_before(chance + 1)?;
        let position = G::format_state(&before);
        if G::parse_state(&position).ok().as_ref() != Some(&before) {
            return None;
        }
        Some(Checkpoint {
            at: chance + 1,
            position,
            rng: records[chance + 1].rng_before,
            digest: records[chance].digest,
        })
    }

    /// True when the pending steps belong to the human to move and start a legal move.
    fn pending_allowed(&self) -> bool {
        matches!(self.phase_now(), Phase::HumanTurn { .. } | Phase::HandOff { .. })
            && self.steps_after(&self.pending).is_some()
    }

    /// The rules state (for tests and tools).
    pub fn state(&self) -> &G::State {
        &self.state
    }

    /// Draws chance outcomes until a seat must act or the game is over.
    fn resolve_chance(&mut self) -> Vec<Event> {
        let mut events = Vec::new();
        while G::to_move(&self.state) == ToMove::Chance {
            let rng_before = self.rng.state();
            let mv = G::sample_chance(&self.state, &mut self.rng);
            events.extend(self.record(None, &mv, rng_before));
        }
        events
    }

    /// The seats' last turns of the round, most recent first, each with its events.
    fn last_turn_events(&self) -> Vec<(Seat, Vec<Event>)> {
        let turns = last_turns(self.history.records().iter().map(|r| r.by), self.seats.len());
        let events_of =
            |t: &SeatTurn| t.actions.iter().filter_map(|i| self.turn_events.get(i)).flatten().cloned().collect();
        turns.iter().map(|t| (t.seat, events_of(t))).collect()
    }

    /// Keeps the events of exactly the actions in the seats' last turns: drops the
    /// older ones, and rebuilds by replay those an undo brought back into the round.
    fn keep_turn_events(&mut self) {
        let turns = last_turns(self.history.records().iter().map(|r| r.by), self.seats.len());
        let wanted: std::collections::BTreeSet<usize> = actions_of(&turns).collect();
        self.turn_events.retain(|i, _| wanted.contains(i));
        for i in wanted {
            if self.turn_events.contains_key(&i) {
                continue;
            }
            let mv = self.history.records()[i].mv.clone();
            // An action from a save's checkpoint has no move to replay: no mark.
            let (Some(mv), Some(mut state)) = (mv, self.history.state_before(i)) else { continue };
            self.turn_events.insert(i, G::apply(&mut state, &mv));
        }
    }

    /// Applies `mv` and appends it to the history with the state and RNG position from
    /// before it (`rng_before`: taken before a chance outcome was drawn), for undo.
    fn record(&mut self, by: Option<Seat>, mv: &G::Move, rng_before: RngState) -> Vec<Event> {
        self.record_with(by, mv, rng_before, true)
    }

    /// [`Session::record`], building the move's events only `with_events` (a save's
    /// replay needs none but the last seat move's, for its marks).
    fn record_with(&mut self, by: Option<Seat>, mv: &G::Move, rng_before: RngState, with_events: bool) -> Vec<Event> {
        let before = self.state.clone();
        let notation = G::format_move(&self.state, mv);
        let events = if with_events {
            G::apply(&mut self.state, mv)
        } else {
            G::advance(&mut self.state, mv);
            Vec::new()
        };
        self.table = OnceLock::new();
        self.history.push(by, mv.clone(), notation, rng_before, before);
        events
    }

    /// The legal moves and tap orders of the position, listed once per version.
    fn table(&self) -> &StepTable<G::Move> {
        self.table.get_or_init(|| match G::to_move(&self.state) {
            ToMove::Seat(_) => G::step_table(&self.state),
            _ => StepTable::new(Vec::new()),
        })
    }

    /// The distinct next steps after `prefix`, or `None` if no legal move starts so.
    fn steps_after(&self, prefix: &[String]) -> Option<Vec<StepInfo>> {
        self.table().next_steps(prefix)
    }

    /// The whole legal move matching `prefix` exactly, if any.
    fn complete_move(&self, prefix: &[String]) -> Option<G::Move> {
        self.table().complete(prefix).cloned()
    }

    fn human_seats(&self) -> usize {
        self.seats.iter().filter(|s| s.is_human()).count()
    }

    /// True when pass-and-play must hide one human's view from the next.
    fn needs_handoff(&self) -> bool {
        G::info().private_info && self.human_seats() >= 2
    }

    /// The pending steps as the player chose them (each found among the steps offered
    /// after the ones before it), so the scene can mark what was picked.
    fn chosen_steps(&self) -> Vec<StepInfo> {
        let table = self.table();
        (0..self.pending.len())
            .filter_map(|k| {
                let offered = table.next_steps(&self.pending[..k])?;
                offered.into_iter().find(|s| s.notation == self.pending[k])
            })
            .collect()
    }

    /// Log lines of the entries a save's checkpoint covers (they hold no move): the
    /// game is replayed from its start by parsing each entry's notation, which the
    /// checkpoint's digest vouches for. An entry that does not parse (never for a save
    /// this library wrote) reads as its notation, and so do the ones after it.
    fn checkpoint_lines(&self, covered: &[Record<G>], seat: &dyn Fn(Seat) -> Arg) -> Vec<(u64, LogEntry)> {
        let earlier = games_before(&self.tally, self.tallied);
        let mut state = G::new_game_at_table(&self.setup, earlier).ok();
        covered
            .iter()
            .map(|r| {
                let played = state.as_ref().and_then(|st| G::parse_move(st, &r.notation).ok().map(|mv| (st, mv)));
                let line = match &played {
                    Some((before, mv)) => log_entry::<G>(r.by, before, Some(mv), &r.notation, seat),
                    None => log_entry::<G>(r.by, &self.state, None, &r.notation, seat),
                };
                match played.map(|(_, mv)| mv) {
                    Some(mv) => {
                        if let Some(st) = state.as_mut() {
                            G::advance(st, &mv);
                        }
                    }
                    None => state = None,
                }
                (r.digest, line)
            })
            .collect()
    }

    /// The outcome with the players' names in its summary (the rules write "player 2").
    fn named_outcome(&self) -> Option<Outcome> {
        let resigned =
            self.resigned.map(|r| crate::resign::outcome(G::info(), self.seats.len(), r.seat, G::resign_note(r.seat)));
        let mut outcome = resigned.or_else(|| G::outcome(&self.state))?;
        let name = |s: usize| (s < self.seats.len()).then(|| self.seat_arg(s));
        for line in outcome.summary.iter_mut().chain(&mut outcome.standings) {
            line.name_seats(&name);
        }
        Some(outcome)
    }

    fn phase_now(&self) -> Phase {
        if self.resigned.is_some() {
            return Phase::Over;
        }
        match G::to_move(&self.state) {
            ToMove::Over | ToMove::Chance => Phase::Over,
            ToMove::Seat(s) if !self.seats[s].is_human() => Phase::BotTurn { seat: s },
            ToMove::Seat(s) if self.needs_handoff() && self.viewer != Some(s) => Phase::HandOff { seat: s },
            ToMove::Seat(s) => Phase::HumanTurn { seat: s },
        }
    }

    fn check_version(&self, version: Option<u64>) -> Result<(), GameError> {
        match version {
            Some(v) if v != self.version => Err(GameError::StaleAction { expected: self.version, got: v }),
            _ => Ok(()),
        }
    }

    /// The name of `seat` for a message (see [`SeatConfig::name_arg`]); a seat the
    /// table does not have reads as its number.
    fn seat_arg(&self, seat: Seat) -> Arg {
        self.seats.get(seat).map_or(Arg::Num(seat as i64 + 1), |x| x.name_arg(seat))
    }

    /// `key` with the name of `seat` (`reason-seat-turn`: "it is Anna's turn").
    fn named(&self, key: &str, seat: Seat) -> Msg {
        Msg::new(key).arg("name", self.seats[seat].name_arg(seat))
    }

    /// "there are only 3 seats", for a seat number past the last.
    fn seat_count_refusal(&self) -> Msg {
        Msg::new("reason-seat-count").arg("count", self.seats.len())
    }

    fn check_human_turn(&self, seat: Seat) -> Result<(), GameError> {
        if seat >= self.seats.len() {
            return Err(GameError::WrongSeat { seat, reason: self.seat_count_refusal() });
        }
        match self.phase_now() {
            Phase::Over => Err(GameError::GameOver),
            Phase::HandOff { seat: s } => Err(GameError::HandOffPending(crate::names::shown_name(&self.seats[s].name))),
            Phase::BotTurn { seat: s } => {
                Err(GameError::WrongSeat { seat, reason: self.named("reason-seat-bot-turn", s) })
            }
            Phase::HumanTurn { seat: s } if s != seat => {
                Err(GameError::WrongSeat { seat, reason: self.named("reason-seat-turn", s) })
            }
            Phase::HumanTurn { .. } => Ok(()),
        }
    }

    /// Applies a legal move of the seat to move, then any chance that follows.
    fn commit(&mut self, mv: G::Move) -> Vec<Event> {
        let by = match G::to_move(&self.state) {
            ToMove::Seat(s) => Some(s),
            _ => None,
        };
        self.commit_by(by, mv)
    }

    /// [`Session::commit`] of a move made by `by` (the seat to move, or a seat
    /// resigning out of turn).
    fn commit_by(&mut self, by: Option<Seat>, mv: G::Move) -> Vec<Event> {
        let rng_before = self.rng.state();
        let mut events = self.record(by, &mv, rng_before);
        if by.is_some() {
            self.turn_events.insert(self.history.len() - 1, events.clone());
            self.keep_turn_events();
        }
        events.extend(self.resolve_chance());
        self.pending.clear();
        self.undone = false;
        self.version += 1;
        if let Some(seat) = by {
            self.turn_versions.insert(seat, self.version);
        }
        self.updated_ms = now_ms();
        if !self.tallied && G::outcome(&self.state).is_some() {
            self.tallied = true;
            self.count_in_tally();
        }
        self.last_events = events.clone();
        events
    }

    /// Counts the finished game (played out or resigned) in the table's tally.
    fn count_in_tally(&mut self) {
        let Some(outcome) = self.named_outcome() else { return };
        for (seat, row) in self.tally.iter_mut().enumerate() {
            row.games += 1;
            row.wins += u32::from(outcome.places.get(seat) == Some(&1));
            row.losses += u32::from(outcome.losers.contains(&seat));
        }
    }

    /// Ends the game as resigned by `seat` (no version change: the caller counts it).
    /// Refused for a seat the table does not have, a bot's seat, or a game already over;
    /// the move being built is dropped.
    fn resign_checked(&mut self, seat: Seat) -> Result<(), GameError> {
        match self.seats.get(seat) {
            None => return Err(GameError::WrongSeat { seat, reason: self.seat_count_refusal() }),
            Some(s) if !s.is_human() => {
                return Err(GameError::WrongSeat { seat, reason: Msg::new("reason-seat-resign-bot") })
            }
            Some(_) => {}
        }
        if self.resigned.is_some() || G::outcome(&self.state).is_some() {
            return Err(GameError::GameOver);
        }
        if !G::still_playing(&self.state, seat) {
            return Err(GameError::WrongSeat { seat, reason: self.named("reason-seat-not-playing", seat) });
        }
        self.resigned = Some(crate::resign::Resignation { seat });
        self.pending.clear();
        self.last_events.clear();
        self.table = OnceLock::new();
        Ok(())
    }

    /// True when no human but `seat` still takes turns: a resignation of `seat`
    /// that plays on ends the game there ([`Game::resign_move`]'s `settle`).
    fn settles_without(&self, seat: Seat) -> bool {
        !self.seats.iter().enumerate().any(|(s, c)| s != seat && c.is_human() && G::still_playing(&self.state, s))
    }

    /// The resign move `notation` stands for when `by` may make it here (a human
    /// still playing, the game offering the scope the move resigns, and `settle` as
    /// the seats say): how a save's history holds it.
    fn resign_entry(&self, by: Seat, notation: &str) -> Option<G::Move> {
        if !self.seats.get(by).is_some_and(SeatConfig::is_human) || G::outcome(&self.state).is_some() {
            return None;
        }
        let scopes = G::resign_scopes(&self.state, by);
        let this_game = scopes
            .contains(&ResignScope::ThisGame)
            .then(|| G::resign_move(&self.state, by, self.settles_without(by)))
            .flatten();
        let all = scopes.contains(&ResignScope::All).then(|| G::resign_all_move(&self.state, by)).flatten();
        [this_game, all].into_iter().flatten().find(|mv| G::format_move(&self.state, mv) == notation)
    }

    /// The position with the pending steps played, for the seat building the move.
    fn preview_for(&self, viewer: Option<Seat>) -> Option<G::State> {
        match (G::to_move(&self.state), viewer) {
            (ToMove::Seat(s), Some(v)) if s == v && !self.pending.is_empty() => G::preview(&self.state, &self.pending),
            _ => None,
        }
    }

    /// The only one of `legal` (the human to move's legal moves), unless a step was
    /// chosen, the player just undid, or it is a move the player makes themselves.
    fn forced_in(&self, legal: &[G::Move]) -> Option<String> {
        if !self.pending.is_empty() || self.undone {
            return None;
        }
        match legal {
            [only] if !G::always_ask(&self.state, only) => Some(G::format_move(&self.state, only)),
            _ => None,
        }
    }

    /// A task in which `seat` decides at `level` from its own observation only.
    fn think(&self, seat: Seat, level: BotLevel, mut rng: GameRng) -> BotTask {
        let obs = G::observe(&self.state, seat);
        let state_for_notation = self.state.clone();
        BotTask {
            version: self.version,
            seat,
            work: Box::new(move || {
                let mv = G::bot_move(&obs, level, &mut rng);
                G::format_move(&state_for_notation, &mv)
            }),
        }
    }

    /// True when `viewer` is the seat to move and holds the device: the one whose
    /// steps and choices may be shown (a hand-off or another seat's screen shows none).
    fn builds_move(&self, viewer: Option<Seat>) -> bool {
        matches!((G::to_move(&self.state), viewer), (ToMove::Seat(s), Some(v)) if s == v)
            && matches!(self.phase_now(), Phase::HumanTurn { .. })
    }

    /// True when the pending steps are `seat`'s: only the seat to move builds a move.
    fn pending_belongs_to(&self, seat: Seat) -> bool {
        G::to_move(&self.state) == ToMove::Seat(seat)
    }

    fn can_undo_for(&self, seat: Seat) -> bool {
        if !self.pending.is_empty() {
            return self.pending_belongs_to(seat);
        }
        match (self.history.last(), self.history.last_before()) {
            (Some(rec), Some(before)) => {
                rec.by == Some(seat)
                    && self.resigned.is_none()
                    && self.seats[seat].is_human()
                    && G::outcome(&self.state).is_none()
                    && G::undo_blocked(before, &self.state).is_none()
                    && self.history.len() > self.reseeds.last().map_or(0, |r| r.at)
            }
            _ => false,
        }
    }
}

/// Reseeds in order, none past the end of the history.
fn check_reseeds(reseeds: &[Reseed], history_len: usize) -> Result<(), String> {
    let ordered = reseeds.windows(2).all(|w| w[0].at <= w[1].at);
    if !ordered || reseeds.last().is_some_and(|r| r.at > history_len) {
        return Err("the reseeds are not points of the history in order".into());
    }
    Ok(())
}

pub use crate::catch_up::{Seen, CATCH_UP_LINES};

/// A session with moves and steps as notation: what the CLI and FFI hold.
pub trait PlaySession: Send + Sync {
    /// Static facts about the game.
    fn info(&self) -> &'static GameInfo;
    /// Stable id (also the save file's name).
    fn id(&self) -> &str;
    /// Title shown in the saved-games list.
    fn title(&self) -> &str;
    /// The title in words: the players' own, or the game and players (see [`title_msg`]).
    fn title_msg(&self) -> Msg;
    /// Changes the title.
    fn set_title(&mut self, title: &str);
    /// The validated setup (players and every variant).
    fn setup(&self) -> &Setup;
    /// The seats.
    fn seats(&self) -> &[SeatConfig];
    /// The seed of the dice and decks.
    fn seed(&self) -> u64;
    /// Increases with every committed action.
    fn version(&self) -> u64;
    /// What the table waits for.
    fn phase(&self) -> Phase;
    /// Who acts next, per the rules.
    fn to_move(&self) -> ToMove;
    /// The human holding the device in pass-and-play (whose private view may show).
    fn viewer(&self) -> Option<Seat>;
    /// Confirms that `seat` now holds the device.
    fn confirm_handoff(&mut self, seat: Seat) -> Result<(), GameError>;
    /// Nobody is known to hold the device any more (the game was saved and opened
    /// again, or the app went to the background): in pass-and-play the next human to
    /// move gets a hand-off before their private view is shown (a move being built is
    /// kept). Nothing changes in other games.
    fn leave_device(&mut self);
    /// What `viewer` sees (None: the table, nothing private).
    fn view(&self, viewer: Option<Seat>) -> SeatView;
    /// The scene as `viewer` sees it, with legal-step marks when it is their turn.
    fn scene(&self, viewer: Option<Seat>) -> Scene {
        self.scene_in(viewer, crate::scene::Layout::Portrait)
    }
    /// [`PlaySession::scene`] arranged for a drawing area of `layout`'s shape.
    fn scene_in(&self, viewer: Option<Seat>, layout: crate::scene::Layout) -> Scene;
    /// Every legal move of the seat to move, in notation.
    fn legal_moves(&self) -> Vec<String>;
    /// The terminal picture of the position as `viewer` sees it.
    fn text_board(&self, viewer: Option<Seat>) -> String;
    /// [`PlaySession::text_board`] with its words in `lang`.
    fn text_board_in(&self, viewer: Option<Seat>, lang: crate::i18n::Lang) -> String;
    /// Steps chosen so far towards a move, as `viewer` may see them: the seat building
    /// the move while it holds the device sees its own steps; another seat and the
    /// table (`None`) see none (a Durak beat's first step is a card from the hand).
    fn pending(&self, viewer: Option<Seat>) -> &[String];
    /// The only legal move of the human to move, when they have no choice and the
    /// game lets it be played for them, not right after an undo (see
    /// [`SeatView::forced_move`]).
    fn forced_move(&self) -> Option<String>;
    /// Legal next steps for the seat to move, given the pending steps.
    fn next_steps(&self) -> Vec<StepInfo>;
    /// Adds one step for `seat`. When the steps form a whole move it is committed
    /// (or, for games that confirm moves, waits for [`PlaySession::confirm`]).
    /// Returns the events of a committed move, empty otherwise.
    fn choose_step(&mut self, version: Option<u64>, seat: Seat, step: &str) -> Result<Vec<Event>, GameError>;
    /// Commits the pending steps when they form a whole move.
    fn confirm(&mut self, version: Option<u64>, seat: Seat) -> Result<Vec<Event>, GameError>;
    /// Plays a whole move given in notation for `seat`.
    fn act(&mut self, version: Option<u64>, seat: Seat, mv: &str) -> Result<Vec<Event>, GameError>;
    /// True when `seat` may undo now.
    fn can_undo(&self, seat: Seat) -> bool;
    /// Why [`PlaySession::undo`] would refuse `seat` now (the error it would
    /// return), or `None` when it would undo: lets a caller ask first and act later
    /// (the table's undo from the hand-off screen waits for the mover to take the
    /// device).
    fn undo_refusal(&self, seat: Seat) -> Option<GameError>;
    /// Undoes the last pending step, or else `seat`'s last move if nothing has
    /// happened since (never across a die roll, a deal or another seat's move).
    fn undo(&mut self, seat: Seat) -> Result<(), GameError>;
    /// The work for the bot to move, if a bot is to move.
    fn bot_task(&self) -> Option<BotTask>;
    /// The work of a hint for the human `seat` to move: the hard bot's choice from
    /// that seat's own observation (so a hint never reveals hidden cards). Run it
    /// anywhere; it changes nothing. Refused unless `seat` is the human to move.
    fn hint_task(&self, seat: Seat) -> Result<BotTask, GameError>;
    /// The steps of a legal move of the seat to move still to play after the pending
    /// steps (to highlight a hint's nodes: a hint asked mid-move never shows a step
    /// already played).
    fn move_steps(&self, notation: &str) -> Result<Vec<StepInfo>, GameError>;
    /// Applies a bot's decision; refused as stale if the game moved on.
    fn apply_bot(&mut self, decision: &BotDecision) -> Result<Vec<Event>, GameError>;
    /// Runs the bot to move here and now.
    fn bot_step(&mut self) -> Result<Vec<Event>, GameError>;
    /// Events of the last committed action.
    fn last_events(&self) -> &[Event];
    /// The events of the last committed action as `seat` may know them: what a
    /// server sends that seat's device with the change. Every event of today's games
    /// is public ([`Event::is_public`]); a game with an event only one seat may know
    /// keeps it for that seat here.
    fn events_for(&self, _seat: Seat) -> Vec<Event> {
        crate::event::public(self.last_events())
    }
    /// What the pending steps still need, in words (a Pairanoid 7: how many steps are
    /// left), for `viewer` (see [`PlaySession::pending`]); `None` without pending steps
    /// `viewer` may see, or when the game has nothing to say.
    fn pending_note(&self, viewer: Option<Seat>) -> Option<Msg>;
    /// The outcome once over.
    fn outcome(&self) -> Option<Outcome>;
    /// The games finished inside this one, by game id ([`Game::parts`]: a tavli
    /// series' games), for the statistics.
    fn parts(&self) -> Vec<(&'static str, Outcome)>;
    /// How often each seat was the fool, in a game that names one (see
    /// [`Game::fools`]); a seat that resigned the whole game is the fool of the game
    /// it gave up.
    fn fools(&self) -> Option<Vec<u32>>;
    /// `seat` resigns the first of [`PlaySession::resign_choices`]: in most games the
    /// game ends as a loss for their side (see [`crate::resign`]); in Fia of three or
    /// four the seat leaves and the others play on; in a Fevga match this game is
    /// given up and the match goes on. Saved with the game and applied again on load.
    /// Refused for a bot's seat, an unknown seat, a seat that left, or a game over.
    fn resign(&mut self, seat: Seat) -> Result<(), GameError>;
    /// The seat whose resignation ended the whole game ([`ResignScope::All`]), once one has.
    fn resigned(&self) -> Option<Seat>;
    /// Every seat that resigned, first first: those that left a game that played on
    /// ([`ResignScope::ThisGame`] in Fia), then the one that ended it, if any. A Fevga
    /// game given up is listed when it ended the match; one given up inside a match
    /// that went on is not (the match's score counts it).
    fn resigners(&self) -> Vec<Seat>;
    /// The ways `seat` may resign now, the one a plain [`PlaySession::resign`] takes
    /// first, in the game's words with the seats named; empty when `seat` may not (a
    /// bot, a seat that left, a game over).
    fn resign_choices(&self, seat: Seat) -> Vec<ResignChoice>;
    /// `seat` resigns `scope` (one of [`PlaySession::resign_choices`]): the whole
    /// game as [`PlaySession::resign`] did, or only this game where the game plays on
    /// (a move of `seat` in the history). Refused as `resign` is, and for a scope not
    /// offered now; a refusal changes nothing.
    fn resign_as(&mut self, seat: Seat, scope: ResignScope) -> Result<(), GameError>;
    /// True while `seat` still takes turns (not out by resigning, not finished in a
    /// game that plays on).
    fn still_playing(&self, seat: Seat) -> bool;
    /// Position notation (full state, for debugging and tools).
    fn position(&self) -> String;
    /// Name of a seat's colour ("red"), for labels.
    fn seat_color(&self, seat: Seat) -> String;
    /// Move history as (seat or chance, notation), everything included (saves, tools).
    fn history(&self) -> Vec<HistoryEntry>;
    /// The history as `viewer` may read it (`None`: the table): hidden chance such as
    /// a shuffle's order, and other seats' private choices, are hidden as the
    /// observation hides them (see [`Game::history_notation`]).
    fn history_for(&self, viewer: Option<Seat>) -> Vec<HistoryEntry>;
    /// The move log in words, one entry per history entry (see [`crate::i18n::log`]).
    fn log(&self) -> Vec<LogEntry> {
        self.log_since(0)
    }
    /// The entries of [`PlaySession::log`] from history entry `from` on (none when
    /// `from` is at or past the end): what a server sends after each move costs the
    /// new entries, not a copy of the whole game's log.
    fn log_since(&self, from: usize) -> Vec<LogEntry>;
    /// Where `seat`'s last turn ended, as a length of the history: the entries up to
    /// and including its last move (0 before it has moved).
    fn last_turn_end(&self, seat: Seat) -> usize {
        self.history().iter().rposition(|e| e.by == Some(seat)).map_or(0, |i| i + 1)
    }
    /// Where `seat` last looked as the one to move: the end of its last turn
    /// ([`PlaySession::last_turn_end`]) and the version its last move made (0 for a
    /// move made before this session was loaded).
    fn last_seen(&self, seat: Seat) -> Seen;
    /// What happened since `since`, for `seat`, in words (see [`crate::catch_up`]):
    /// the moves taken back since, each said so, then the move log's lines from where
    /// an undo cut the history or from `since` on (at most [`CATCH_UP_LINES`], the
    /// latest), when another seat moved or took a move back since; empty otherwise.
    /// The log tells no private card, so any seat may read it (the local table asks
    /// from [`PlaySession::last_seen`], the online server from what it sent a device
    /// last).
    fn catch_up(&self, since: Seen, seat: Seat) -> Vec<Msg>;
    /// The save file contents.
    fn to_save(&self) -> SaveFile {
        self.save_tail(0)
    }
    /// The save file contents with only the history entries from `from` on (what an
    /// autosave appends; O(1) in the length of the game).
    fn save_tail(&self, from: usize) -> SaveFile;
    /// Entries in the history.
    fn history_len(&self) -> usize;
    /// Continues the game from `seed` from here on (see [`Session::reseed`]): a game
    /// imported to a server takes its fair-dice seed.
    fn reseed(&mut self, seed: u64);
    /// Applies an action line of the game's journal (see
    /// [`crate::save::journal_rows`]) that another holder of this same game wrote
    /// (another server node): the moves it appends are played here and the chance
    /// after them drawn from this session's stream, so the session becomes the one the
    /// writer holds without reading the game again. Only a line that continues the
    /// session as it is can be followed: one that takes entries back (an undo), or
    /// holds a resignation, a whole save or a move not legal here is refused, and the
    /// session may then be part-changed: the caller reads the game again.
    fn follow_line(&mut self, json: &str) -> Result<(), GameError>;
    /// Where the random stream was replaced, in order (see [`Reseed`]).
    fn reseeds(&self) -> &[Reseed];
    /// The tally across rematches.
    fn tally(&self) -> &[TallyRow];
    /// A new game at the same table (same seats and variants, next seed), keeping the tally.
    fn rematch(&self) -> Result<Box<dyn PlaySession>, GameError>;
    /// True when pass-and-play hides one human's view from the next (private
    /// information and at least two human seats).
    fn pass_and_play(&self) -> bool;
    /// The cards `seat` holds privately, in notation (see [`Game::hand`]).
    fn hand(&self, seat: Seat) -> Vec<String>;
    /// How those cards look, in the same order (see [`Game::hand_faces`]).
    fn hand_faces(&self, seat: Seat) -> Vec<(crate::scene::Face, Msg)>;
    /// The online seat's session this is, if it is one (see [`crate::table::remote`]):
    /// the table then sends actions to the server and takes its frames.
    fn as_remote(&self) -> Option<&crate::table::remote::RemoteSession> {
        None
    }
    /// [`PlaySession::as_remote`], to change.
    fn as_remote_mut(&mut self) -> Option<&mut crate::table::remote::RemoteSession> {
        None
    }
    /// The one seat this device holds in an online game (its eyes whatever the
    /// phase); `None` for a game on the device.
    fn online_seat(&self) -> Option<Seat> {
        None
    }
}

impl<G: Game> PlaySession for Session<G> {
    fn info(&self) -> &'static GameInfo {
        G::info()
    }
    fn id(&self) -> &str {
        &self.id
    }
    fn title(&self) -> &str {
        &self.title
    }
    fn title_msg(&self) -> Msg {
        title_msg(G::info().id, &self.title, &self.seats)
    }
    fn set_title(&mut self, title: &str) {
        self.title = title.to_string();
    }
    fn setup(&self) -> &Setup {
        &self.setup
    }
    fn seats(&self) -> &[SeatConfig] {
        &self.seats
    }
    fn seed(&self) -> u64 {
        self.seed
    }
    fn version(&self) -> u64 {
        self.version
    }
    fn phase(&self) -> Phase {
        self.phase_now()
    }
    fn to_move(&self) -> ToMove {
        match self.resigned {
            Some(_) => ToMove::Over,
            None => G::to_move(&self.state),
        }
    }

    fn resign(&mut self, seat: Seat) -> Result<(), GameError> {
        let scope = match self.seats.get(seat) {
            Some(_) => G::resign_scopes(&self.state, seat).first().copied().unwrap_or(ResignScope::All),
            None => ResignScope::All,
        };
        self.resign_as(seat, scope)
    }

    fn resign_as(&mut self, seat: Seat, scope: ResignScope) -> Result<(), GameError> {
        let open = self.resigned.is_none() && G::outcome(&self.state).is_none();
        if open
            && self.seats.get(seat).is_some_and(SeatConfig::is_human)
            && !G::resign_scopes(&self.state, seat).contains(&scope)
        {
            return Err(GameError::WrongSeat { seat, reason: Msg::new("reason-resign-not-offered") });
        }
        // Where the rules score a whole resignation themselves (a single tavli game),
        // it is the seat's move; everywhere else the session's own record.
        let scored = match self.seats.get(seat) {
            Some(_) if scope == ResignScope::All && open => G::resign_all_move(&self.state, seat),
            _ => None,
        };
        if scored.is_none() && (scope == ResignScope::All || self.seats.get(seat).is_none()) {
            self.resign_checked(seat)?;
            self.version += 1;
            self.updated_ms = now_ms();
            if !self.tallied {
                self.tallied = true;
                self.count_in_tally();
            }
            return Ok(());
        }
        // The same refusals as a whole resignation, checked on a copy of the facts.
        if !self.seats[seat].is_human() {
            return Err(GameError::WrongSeat { seat, reason: Msg::new("reason-seat-resign-bot") });
        }
        if self.resigned.is_some() || G::outcome(&self.state).is_some() {
            return Err(GameError::GameOver);
        }
        if !G::still_playing(&self.state, seat) {
            return Err(GameError::WrongSeat { seat, reason: self.named("reason-seat-not-playing", seat) });
        }
        let mv = scored
            .or_else(|| {
                G::resign_scopes(&self.state, seat)
                    .contains(&scope)
                    .then(|| G::resign_move(&self.state, seat, self.settles_without(seat)))
                    .flatten()
            })
            .ok_or_else(|| GameError::WrongSeat { seat, reason: Msg::new("reason-resign-not-offered") })?;
        self.commit_by(Some(seat), mv);
        Ok(())
    }

    fn resigned(&self) -> Option<Seat> {
        self.resigned.map(|r| r.seat)
    }

    fn resigners(&self) -> Vec<Seat> {
        let mut seats = G::resigned_seats(&self.state);
        seats.extend(self.resigned.map(|r| r.seat));
        seats
    }

    fn resign_choices(&self, seat: Seat) -> Vec<ResignChoice> {
        let may = self.seats.get(seat).is_some_and(SeatConfig::is_human)
            && self.resigned.is_none()
            && G::outcome(&self.state).is_none()
            && G::still_playing(&self.state, seat);
        if !may {
            return Vec::new();
        }
        let settle = self.settles_without(seat);
        let name = |s: usize| (s < self.seats.len()).then(|| self.seat_arg(s));
        G::resign_scopes(&self.state, seat)
            .into_iter()
            .filter(|&scope| scope == ResignScope::All || G::resign_move(&self.state, seat, settle).is_some())
            .map(|scope| {
                let (mut label, mut detail) = G::resign_words(&self.state, seat, scope, settle);
                label.name_seats(&name);
                if let Some(d) = detail.as_mut() {
                    d.name_seats(&name);
                }
                ResignChoice { scope, label, detail }
            })
            .collect()
    }

    fn still_playing(&self, seat: Seat) -> bool {
        seat < self.seats.len() && G::still_playing(&self.state, seat)
    }
    fn viewer(&self) -> Option<Seat> {
        if self.needs_handoff() {
            self.viewer
        } else {
            match G::to_move(&self.state) {
                ToMove::Seat(s) if self.seats[s].is_human() => Some(s),
                // A seat that resigned and left holds the device no longer.
                _ => {
                    let playing = |s: &Seat| G::still_playing(&self.state, *s);
                    let human_playing = (0..self.seats.len()).find(|&s| self.seats[s].is_human() && playing(&s));
                    self.viewer
                        .filter(playing)
                        .or(human_playing)
                        .or(self.viewer)
                        .or_else(|| self.seats.iter().position(SeatConfig::is_human))
                }
            }
        }
    }

    fn confirm_handoff(&mut self, seat: Seat) -> Result<(), GameError> {
        match self.phase_now() {
            Phase::HandOff { seat: s } if s == seat => {
                self.viewer = Some(seat);
                Ok(())
            }
            Phase::HandOff { seat: s } => {
                Err(GameError::WrongSeat { seat, reason: self.named("reason-seat-device-goes", s) })
            }
            _ => Err(GameError::WrongSeat { seat, reason: Msg::new("reason-seat-no-hand-off") }),
        }
    }

    fn leave_device(&mut self) {
        if self.needs_handoff() {
            self.viewer = None;
        }
    }

    fn view(&self, viewer: Option<Seat>) -> SeatView {
        let viewer = viewer.filter(|&s| s < self.seats.len());
        let mine = self.builds_move(viewer);
        // One legal-move generation serves the steps, the confirm button and the forced move.
        let (next_steps, can_confirm, forced_move) = if mine {
            let table = self.table();
            let whole = !self.pending.is_empty() && table.complete(&self.pending).is_some();
            (table.next_steps(&self.pending).unwrap_or_default(), whole, self.forced_in(table.moves()))
        } else {
            (Vec::new(), false, None)
        };
        let observation_json = match viewer {
            Some(v) => serde_json::to_string(&G::observe(&self.state, v)).unwrap_or_default(),
            None => String::new(),
        };
        SeatView {
            game: G::info().id.to_string(),
            version: self.version,
            phase: self.phase_now(),
            seat_names: self.seats.iter().enumerate().map(|(i, s)| s.name_msg(i)).collect(),
            seat_colours: (0..self.seats.len()).map(|s| G::seat_colour(&self.state, s).map(str::to_string)).collect(),
            viewer,
            pending: if mine { self.pending.clone() } else { Vec::new() },
            next_steps,
            can_confirm,
            can_undo: viewer.is_some_and(|v| self.can_undo_for(v)),
            forced_move,
            outcome: self.named_outcome(),
            observation_json,
            status: if G::info().private_info { String::new() } else { G::format_state(&self.state) },
            tally: self.tally.clone(),
            hand: viewer.map(|v| self.hand(v)).unwrap_or_default(),
            hand_faces: viewer.map(|v| self.hand_faces(v)).unwrap_or_default(),
        }
    }

    fn scene_in(&self, viewer: Option<Seat>, layout: crate::scene::Layout) -> Scene {
        let viewer = viewer.filter(|&s| s < self.seats.len());
        let mut scene = match self.preview_for(viewer) {
            Some(preview) => G::scene_in(&preview, viewer, layout),
            None => {
                let mut scene = G::scene_in(&self.state, viewer, layout);
                scene.mark_last_turns(&self.last_turn_events());
                scene
            }
        };
        if let (ToMove::Seat(s), Some(v)) = (G::to_move(&self.state), viewer) {
            if s == v && matches!(self.phase_now(), Phase::HumanTurn { .. }) {
                let (next, chosen) = (self.next_steps(), self.chosen_steps());
                scene.mark_steps(&next);
                scene.mark_chosen(&chosen);
                scene.mark_choices(&next, &chosen);
            }
        }
        scene.name_seats(&(0..self.seats.len()).map(|s| self.seat_arg(s)).collect::<Vec<_>>());
        scene
    }

    fn legal_moves(&self) -> Vec<String> {
        self.table().moves().iter().map(|m| G::format_move(&self.state, m)).collect()
    }

    fn text_board(&self, viewer: Option<Seat>) -> String {
        self.text_board_in(viewer, crate::i18n::Lang::En)
    }

    fn text_board_in(&self, viewer: Option<Seat>, lang: crate::i18n::Lang) -> String {
        let viewer = viewer.filter(|&s| s < self.seats.len());
        match self.preview_for(viewer) {
            Some(preview) => G::text_board_in(&preview, viewer, lang),
            None => G::text_board_in(&self.state, viewer, lang),
        }
    }

    fn pending(&self, viewer: Option<Seat>) -> &[String] {
        match self.builds_move(viewer) {
            true => &self.pending[..],
            false => &[],
        }
    }

    fn forced_move(&self) -> Option<String> {
        match self.phase_now() {
            Phase::HumanTurn { .. } => self.forced_in(self.table().moves()),
            _ => None,
        }
    }

    fn next_steps(&self) -> Vec<StepInfo> {
        self.steps_after(&self.pending).unwrap_or_default()
    }

    fn choose_step(&mut self, version: Option<u64>, seat: Seat, step: &str) -> Result<Vec<Event>, GameError> {
        self.check_version(version)?;
        self.check_human_turn(seat)?;
        let mut prefix = self.pending.clone();
        prefix.push(step.trim().to_string());
        if self.steps_after(&prefix).is_none() {
            return Err(GameError::IllegalMove {
                mv: prefix.join(" "),
                reason: G::explain_refusal(&self.state, &prefix),
            });
        }
        let whole = self.complete_move(&prefix);
        let extendable = self.table().extendable(&prefix);
        match whole {
            Some(mv) if !G::confirm_move(&self.state, &mv) && !extendable => Ok(self.commit(mv)),
            _ => {
                self.pending = prefix;
                Ok(Vec::new())
            }
        }
    }

    fn confirm(&mut self, version: Option<u64>, seat: Seat) -> Result<Vec<Event>, GameError> {
        self.check_version(version)?;
        self.check_human_turn(seat)?;
        match self.complete_move(&self.pending) {
            Some(mv) => Ok(self.commit(mv)),
            None => Err(GameError::IllegalMove {
                mv: self.pending.join(" "),
                reason: if self.pending.is_empty() {
                    Msg::new("refuse-nothing-built")
                } else {
                    G::explain_refusal(&self.state, &self.pending)
                },
            }),
        }
    }

    fn act(&mut self, version: Option<u64>, seat: Seat, mv: &str) -> Result<Vec<Event>, GameError> {
        self.check_version(version)?;
        self.check_human_turn(seat)?;
        let mv = find_legal::<G>(&self.state, mv)?;
        Ok(self.commit(mv))
    }

    fn can_undo(&self, seat: Seat) -> bool {
        seat < self.seats.len() && self.can_undo_for(seat)
    }

    fn undo_refusal(&self, seat: Seat) -> Option<GameError> {
        if seat >= self.seats.len() {
            return Some(GameError::WrongSeat { seat, reason: self.seat_count_refusal() });
        }
        if !self.pending.is_empty() && self.pending_belongs_to(seat) {
            return None;
        }
        if !self.can_undo_for(seat) {
            let reason = match self.history.last() {
                _ if !self.pending.is_empty() => Msg::new("reason-undo-others-steps"),
                _ if self.resigned.is_some() => Msg::new("reason-undo-over"),
                None => Msg::new("reason-undo-nothing"),
                Some(r) if r.by.is_none() => Msg::new("reason-undo-chance"),
                Some(_) if self.history.len() <= self.reseeds.last().map_or(0, |r| r.at) => {
                    Msg::new("reason-undo-imported")
                }
                Some(_) if G::outcome(&self.state).is_some() => Msg::new("reason-undo-over"),
                Some(r) if r.by == Some(seat) => self
                    .history
                    .last_before()
                    .and_then(|before| G::undo_blocked(before, &self.state))
                    .unwrap_or_else(|| Msg::new("reason-undo-own-only")),
                Some(_) => Msg::new("reason-undo-played-since"),
            };
            return Some(GameError::CannotUndo(reason));
        }
        None
    }

    fn undo(&mut self, seat: Seat) -> Result<(), GameError> {
        if let Some(refusal) = self.undo_refusal(seat) {
            return Err(refusal);
        }
        if !self.pending.is_empty() {
            // Theirs (checked above): the last step goes.
            self.pending.pop();
            self.undone = true;
            return Ok(());
        }
        // Its words, for the catch-up of those who saw it played.
        let at = self.history.len() - 1;
        let entry = self.log_since(at).pop();
        let (rec, before) = self.history.pop().expect("checked by can_undo_for");
        self.state = before;
        self.table = OnceLock::new();
        self.rng = GameRng::from_state(rec.rng_before);
        self.version += 1;
        if let Some(entry) = entry {
            self.taken_back.note(at, self.version, entry);
        }
        self.updated_ms = now_ms();
        self.last_events.clear();
        self.keep_turn_events();
        self.undone = true;
        Ok(())
    }

    fn bot_task(&self) -> Option<BotTask> {
        let Phase::BotTurn { seat } = self.phase_now() else {
            return None;
        };
        let level = self.seats[seat].bot?;
        // From the stream in force (after a reseed, not the old seed a device knew).
        Some(self.think(seat, level, GameRng::derived(self.rng.state().seed, self.history.len() as u64)))
    }

    fn hint_task(&self, seat: Seat) -> Result<BotTask, GameError> {
        self.check_human_turn(seat)?;
        // Its own stream, so a hint never shares dice-like choices with a bot's.
        let label = (self.history.len() as u64) | (1 << 63);
        let obs = G::observe(&self.state, seat);
        let state = self.state.clone();
        let mut rng = GameRng::derived(self.seed, label);
        Ok(BotTask {
            version: self.version,
            seat,
            work: Box::new(move || {
                // The move as the player is offered it, so its steps can be tapped.
                let mv = G::offered(&state, G::bot_move(&obs, BotLevel::Strong, &mut rng));
                G::format_move(&state, &mv)
            }),
        })
    }

    fn move_steps(&self, notation: &str) -> Result<Vec<StepInfo>, GameError> {
        let mv = find_legal::<G>(&self.state, notation)?;
        if self.pending.is_empty() {
            return Ok(G::steps(&self.state, &mv));
        }
        // Asked mid-move: only what is still to play. A tap order of the move that
        // starts with the steps played gives the rest; a move that went another way
        // shows its steps less those already played.
        let played = |order: &[StepInfo]| order.iter().zip(&self.pending).all(|(step, p)| step.notation == *p);
        if let Some(order) = G::step_orders(&self.state, &mv)
            .into_iter()
            .find(|order| order.len() >= self.pending.len() && played(order))
        {
            return Ok(order[self.pending.len()..].to_vec());
        }
        let mut left = self.pending.clone();
        let mut steps = G::steps(&self.state, &mv);
        steps.retain(|step| match left.iter().position(|p| *p == step.notation) {
            Some(i) => {
                left.remove(i);
                false
            }
            None => true,
        });
        Ok(steps)
    }

    fn apply_bot(&mut self, decision: &BotDecision) -> Result<Vec<Event>, GameError> {
        self.check_version(Some(decision.version))?;
        match self.phase_now() {
            Phase::BotTurn { seat } if seat == decision.seat => {}
            _ => {
                return Err(GameError::WrongSeat { seat: decision.seat, reason: Msg::new("reason-seat-not-this-bot") })
            }
        }
        let mv = find_legal::<G>(&self.state, &decision.notation)?;
        Ok(self.commit(mv))
    }

    fn bot_step(&mut self) -> Result<Vec<Event>, GameError> {
        let task = self.bot_task().ok_or_else(|| match self.phase_now() {
            Phase::Over => GameError::GameOver,
            _ => GameError::WrongSeat { seat: usize::MAX, reason: Msg::new("reason-seat-no-bot") },
        })?;
        let decision = task.run();
        self.apply_bot(&decision)
    }

    fn pending_note(&self, viewer: Option<Seat>) -> Option<Msg> {
        match self.pending(viewer).is_empty() {
            true => None,
            false => G::pending_note(&self.state, &self.pending),
        }
    }

    fn last_events(&self) -> &[Event] {
        &self.last_events
    }

    fn outcome(&self) -> Option<Outcome> {
        self.named_outcome()
    }

    fn parts(&self) -> Vec<(&'static str, Outcome)> {
        G::parts(&self.state)
    }

    fn fools(&self) -> Option<Vec<u32>> {
        let mut fools = G::fools(&self.state)?;
        if let Some(f) = self.resigned.and_then(|r| fools.get_mut(r.seat)) {
            *f += 1;
        }
        Some(fools)
    }

    fn position(&self) -> String {
        G::format_state(&self.state)
    }

    fn seat_color(&self, seat: Seat) -> String {
        G::seat_name(&self.state, seat)
    }

    fn history(&self) -> Vec<HistoryEntry> {
        self.history.records().iter().map(|r| HistoryEntry { by: r.by, mv: r.notation.clone() }).collect()
    }

    fn last_seen(&self, seat: Seat) -> Seen {
        Seen { history: self.last_turn_end(seat), version: self.turn_versions.get(&seat).copied().unwrap_or(0) }
    }

    fn catch_up(&self, since: Seen, seat: Seat) -> Vec<Msg> {
        crate::catch_up::lines(since, seat, &self.taken_back, |from| self.log_since(from))
    }

    fn log_since(&self, from: usize) -> Vec<LogEntry> {
        if from >= self.history.len() {
            return Vec::new();
        }
        let seat = |s: Seat| self.seat_arg(s);
        let mut lines = self.log_lines.lock().unwrap_or_else(|e| e.into_inner());
        let records = self.history.records();
        // The digests chain, so the lines still right are a prefix: find where it ends.
        let (mut keep, mut end) = (0, lines.len().min(records.len()));
        while keep < end {
            let mid = (keep + end) / 2;
            if lines[mid].0 == records[mid].digest {
                keep = mid + 1;
            } else {
                end = mid;
            }
        }
        lines.truncate(keep);
        // Entries taken from a save's checkpoint carry only their notation: once per
        // loaded session, they are replayed from the game's start to be told in words.
        let covered = records.iter().take_while(|r| r.mv.is_none()).count();
        if keep < covered {
            let early = self.checkpoint_lines(&records[..covered], &seat);
            lines.extend(early.into_iter().skip(keep));
            keep = covered;
        }
        // The states before each move come from the bounded history's replay.
        let new = self.history.replayed_from(keep, |r, before| {
            let line = match before {
                Some(before) => log_entry::<G>(r.by, before, r.mv.as_ref(), &r.notation, &seat),
                None => log_entry::<G>(r.by, &self.state, None, &r.notation, &seat),
            };
            (r.digest, line)
        });
        lines.extend(new);
        lines.iter().skip(from).map(|(_, line)| line.clone()).collect()
    }

    fn history_for(&self, viewer: Option<Seat>) -> Vec<HistoryEntry> {
        let viewer = viewer.filter(|&s| s < self.seats.len());
        self.history
            // Entries taken from a save's checkpoint have no move: only games without
            // private information checkpoint, and their history hides nothing.
            .replayed(|r, before| HistoryEntry {
                by: r.by,
                mv: match (&r.mv, before) {
                    (Some(mv), Some(before)) => G::history_notation(before, mv, r.by, viewer),
                    _ => r.notation.clone(),
                },
            })
    }

    fn history_len(&self) -> usize {
        self.history.len()
    }

    fn reseed(&mut self, seed: u64) {
        Session::reseed(self, seed);
    }

    fn follow_line(&mut self, json: &str) -> Result<(), GameError> {
        let name = self.id.clone();
        let refused = |reason: String| GameError::UnreadableSave { name: name.clone(), reason };
        let record = crate::save::journal::parse_action(json).map_err(&refused)?;
        if record.k != self.history.len() {
            return Err(refused(format!("the line keeps {} of {} entries", record.k, self.history.len())));
        }
        let mut expected = self.history.len();
        for (by, mv) in &record.a {
            match by {
                // Drawn here by the move before it, from the same stream.
                None => {
                    if self.history.len() <= expected {
                        return Err(refused("a chance entry no move drew".into()));
                    }
                }
                Some(seat) => {
                    if self.history.len() != expected || G::to_move(&self.state) != ToMove::Seat(*seat) {
                        return Err(refused(format!("'{mv}' out of turn")));
                    }
                    let mv = find_legal::<G>(&self.state, mv).map_err(|e| refused(e.to_string()))?;
                    self.commit_by(Some(*seat), mv);
                }
            }
            expected += 1;
        }
        if self.history.len() != expected {
            return Err(refused("the chance drawn here differs from the line's".into()));
        }
        self.pending = record.p;
        if !self.pending.is_empty() && !self.pending_allowed() {
            return Err(refused("the steps of the move being built are not a legal start of a move".into()));
        }
        self.viewer = record.w;
        self.version = record.v;
        self.updated_ms = record.t;
        if let Some(title) = record.n {
            self.title = title;
        }
        Ok(())
    }

    fn reseeds(&self) -> &[Reseed] {
        &self.reseeds
    }

    fn save_tail(&self, from: usize) -> SaveFile {
        SaveFile {
            format: SAVE_FORMAT.to_string(),
            version: SAVE_VERSION,
            id: self.id.clone(),
            game: G::info().id.to_string(),
            title: self.title.clone(),
            created_ms: self.created_ms,
            updated_ms: self.updated_ms,
            setup: self.setup.clone(),
            seats: self.seats.clone(),
            seed: self.seed,
            rng: self.rng.state(),
            history: self.history.records()[from.min(self.history.len())..]
                .iter()
                .map(|r| HistoryEntry { by: r.by, mv: r.notation.clone() })
                .collect(),
            pending: self.pending.clone(),
            viewer: self.viewer,
            position: G::format_state(&self.state),
            to_move: match PlaySession::to_move(self) {
                ToMove::Seat(s) => Some(s),
                _ => None,
            },
            finished: self.resigned.is_some() || G::outcome(&self.state).is_some(),
            tally: self.tally.clone(),
            session_version: Some(self.version),
            checkpoint: self.checkpoint(),
            resigned: self.resigned,
            reseeds: self.reseeds.clone(),
        }
    }

    fn tally(&self) -> &[TallyRow] {
        &self.tally
    }

    fn pass_and_play(&self) -> bool {
        self.needs_handoff()
    }

    fn hand(&self, seat: Seat) -> Vec<String> {
        if seat < self.seats.len() {
            G::hand(&self.state, seat)
        } else {
            Vec::new()
        }
    }

    fn hand_faces(&self, seat: Seat) -> Vec<(crate::scene::Face, Msg)> {
        if seat < self.seats.len() {
            G::hand_faces(&self.state, seat)
        } else {
            Vec::new()
        }
    }

    fn rematch(&self) -> Result<Box<dyn PlaySession>, GameError> {
        let config = SessionConfig {
            game: G::info().id.to_string(),
            seats: self.seats.clone(),
            variants: self.setup.variants.clone(),
            seed: Some(GameRng::derived(self.seed, u64::MAX).next_u64()),
            title: Some(self.title.clone()),
        };
        let mut next = Session::<G>::at_table(&config, games_played(&self.tally))?;
        next.tally = self.tally.clone();
        Ok(Box::new(next))
    }
}
