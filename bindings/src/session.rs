//! `GameSession`: one game being played, behind a mutex so the UI thread may read
//! the view while a bot thinks on another thread.
//!
//! Bot steps take the bot's task under the lock, think without it, and apply the
//! decision under the lock again; if a human acted (or undid) meanwhile, the core
//! refuses the decision as stale. A session opened with a store saves itself after
//! every change, so the app never has to remember to: the change is staged under
//! the lock and written (journal line, fsync) after it is released, so views never
//! wait for the disk. Dropping the session writes it as one full save.

use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use spelbord_core as sc;
use spelbord_core::{GameError, Msg, PlaySession};

use crate::error::{guard, seat_out, Result, SpelbordError};
use crate::scene::BoardScene;
use crate::store::SaveStore;
use crate::types::{
    events_out, tally_out, ActionResult, BotStepResult, Event, GameConfig, GameInfo, Hint, HistoryEntry, LogEntry,
    Outcome, Phase, SeatSpec, SeatView, StepInfo, TallyRow,
};

/// A game being played.
#[derive(uniffi::Object)]
pub struct GameSession {
    /// Shared with a [`crate::table::Table`] playing this game.
    inner: sc::table::SharedSession,
    /// The store it autosaves into and the game's writer there (shared with a table).
    saving: Option<(Arc<SaveStore>, Arc<sc::GameWriter>)>,
}

impl Drop for GameSession {
    fn drop(&mut self) {
        let Some((_, writer)) = &self.saving else { return };
        // Staged under the lock, written with it released (a table may still read).
        let staged = match self.inner.lock() {
            Ok(session) => (writer.stage_full(session.as_ref()), session.id().to_string()),
            Err(_) => return,
        };
        if let Err(e) = staged.0.commit() {
            log::warn!("final save of {} failed: {e}", staged.1);
        }
    }
}

/// `StaleAction` unless `version` is the session's current one (for calls the core
/// does not check itself: undo, and a hint before and after its thinking).
fn current(session: &dyn PlaySession, version: u64) -> std::result::Result<(), GameError> {
    match session.version() {
        v if v == version => Ok(()),
        v => Err(GameError::StaleAction { expected: v, got: version }),
    }
}

/// Seats cross the FFI as `u32`; `u32` always fits a `usize` on the targets we build.
fn seat_in(seat: u32) -> usize {
    seat as usize
}

impl GameSession {
    /// Wraps a new core session, taking its writer in `store` (which writes it at
    /// once) when there is one.
    pub(crate) fn wrap(session: Box<dyn PlaySession>, store: Option<Arc<SaveStore>>) -> Result<Arc<GameSession>> {
        let Some(store) = store else { return Ok(GameSession::attach(session, None)) };
        let writer = store.core().create_game(session.as_ref())?;
        let id = session.id().to_string();
        let wrapped = GameSession::attach(session, Some((store.clone(), writer)));
        store.register(&id, &wrapped);
        Ok(wrapped)
    }

    /// Wraps a core session with the writer it already has (it was just loaded).
    pub(crate) fn attach(
        session: Box<dyn PlaySession>,
        saving: Option<(Arc<SaveStore>, sc::GameWriter)>,
    ) -> Arc<GameSession> {
        let saving = saving.map(|(store, writer)| (store, Arc::new(writer)));
        Arc::new(GameSession { inner: Arc::new(Mutex::new(session)), saving })
    }

    /// The session, for a table to play.
    pub(crate) fn shared(&self) -> sc::table::SharedSession {
        self.inner.clone()
    }

    /// Where a table playing this game saves it after every change: the game's writer.
    pub(crate) fn saver(&self) -> Option<Arc<dyn sc::table::Autosave>> {
        self.saving.as_ref().map(|(_, writer)| writer.clone() as Arc<dyn sc::table::Autosave>)
    }

    fn lock(&self) -> Result<MutexGuard<'_, Box<dyn PlaySession>>> {
        self.inner.lock().map_err(|_| SpelbordError::Internal {
            reason: "an earlier internal error left this game unusable; reopen it from its save".into(),
        })
    }

    /// Reads the session under the lock, panics caught.
    fn read<T>(&self, f: impl FnOnce(&dyn PlaySession) -> Result<T>) -> Result<T> {
        guard(|| f(self.lock()?.as_ref()))
    }

    /// Changes the session under the lock, then autosaves. `f` returns the events of
    /// a committed move; an error means nothing changed (and nothing is saved).
    /// `commits` tells whether a version change means a move was committed (actions)
    /// or taken back (undo).
    pub(crate) fn change(
        &self,
        commits: bool,
        f: impl FnOnce(&mut dyn PlaySession) -> std::result::Result<Vec<sc::Event>, GameError>,
    ) -> Result<ActionResult> {
        guard(|| {
            let mut session = self.lock()?;
            let before = session.version();
            let events = f(session.as_mut())?;
            let version = session.version();
            let staged = self.saving.as_ref().map(|(_, writer)| writer.stage(session.as_ref()));
            let id = session.id().to_string();
            // Readers of the view go on while the autosave reaches the disk.
            drop(session);
            let autosave_error = staged.and_then(|staged| staged.commit().err()).map(|e| {
                log::warn!("autosave of {id} failed: {e}");
                e.message().into()
            });
            Ok(ActionResult {
                events: events_out(events),
                version,
                committed: commits && version != before,
                autosave_error,
            })
        })
    }

    /// A bot step that calls `meanwhile` with the thinking time between thinking and
    /// applying, unlocked (pacing; tests use it to make another action win the race).
    pub(crate) fn bot_step_with(&self, meanwhile: impl FnOnce(Duration)) -> Result<BotStepResult> {
        guard(|| {
            let task = {
                let session = self.lock()?;
                session.bot_task().ok_or_else(|| GameSession::no_bot(session.as_ref()))?
            };
            let decision = task.run();
            meanwhile(decision.elapsed);
            let result = self.change(true, |s| s.apply_bot(&decision))?;
            Ok(BotStepResult {
                seat: seat_out(decision.seat),
                notation: decision.notation,
                think_ms: u64::try_from(decision.elapsed.as_millis()).unwrap_or(u64::MAX),
                result,
            })
        })
    }

    /// The error for a bot step when no bot is to move.
    fn no_bot(session: &dyn PlaySession) -> SpelbordError {
        match session.phase() {
            sc::Phase::Over => SpelbordError::GameOver,
            sc::Phase::HandOff { seat } | sc::Phase::HumanTurn { seat } | sc::Phase::BotTurn { seat } => {
                SpelbordError::WrongSeat {
                    seat: seat_out(seat),
                    reason: Msg::new("reason-seat-turn").arg("name", session.seats()[seat].name.as_str()).into(),
                }
            }
        }
    }
}

#[uniffi::export]
impl GameSession {
    /// Starts a new game. With a store, the game is saved now and after every change.
    #[uniffi::constructor]
    pub fn new(config: GameConfig, store: Option<Arc<SaveStore>>) -> Result<Arc<GameSession>> {
        guard(|| {
            let session = sc::new_session(&config.into())?;
            GameSession::wrap(session, store)
        })
    }

    /// Stable id of this game (also its save id).
    pub fn id(&self) -> Result<String> {
        self.read(|s| Ok(s.id().to_string()))
    }

    /// The catalog entry of the game.
    pub fn info(&self) -> Result<GameInfo> {
        self.read(|s| Ok(s.info().into()))
    }

    /// Title shown in the saved-games list.
    pub fn title(&self) -> Result<String> {
        self.read(|s| Ok(s.title().to_string()))
    }

    /// Changes the title.
    pub fn set_title(&self, title: String) -> Result<ActionResult> {
        self.change(false, |s| {
            s.set_title(&title);
            Ok(Vec::new())
        })
    }

    /// The seats, in seat order.
    pub fn seats(&self) -> Result<Vec<SeatSpec>> {
        self.read(|s| Ok(s.seats().iter().map(Into::into).collect()))
    }

    /// The validated variants (every key, defaults filled in).
    pub fn variants(&self) -> Result<std::collections::HashMap<String, String>> {
        self.read(|s| Ok(s.setup().variants.clone().into_iter().collect()))
    }

    /// Increases with every committed action; pass it back with actions.
    pub fn version(&self) -> Result<u64> {
        self.read(|s| Ok(s.version()))
    }

    /// What the table waits for (a hand-off, a human, a bot, nothing).
    pub fn phase(&self) -> Result<Phase> {
        self.read(|s| Ok(s.phase().into()))
    }

    /// The human holding the device (whose private view may be shown).
    pub fn viewer(&self) -> Result<Option<u32>> {
        self.read(|s| Ok(s.viewer().map(seat_out)))
    }

    /// Confirms that `seat` has taken the device in pass-and-play.
    pub fn confirm_handoff(&self, seat: u32) -> Result<ActionResult> {
        self.change(false, |s| s.confirm_handoff(seat_in(seat)).map(|()| Vec::new()))
    }

    /// What `seat` sees (None: the table view, nothing private).
    pub fn view(&self, seat: Option<u32>) -> Result<SeatView> {
        self.read(|s| Ok(s.view(seat.map(seat_in)).into()))
    }

    /// The board as `seat` sees it, tappable nodes wired to steps on its turn.
    pub fn scene(&self, seat: Option<u32>) -> Result<BoardScene> {
        self.read(|s| Ok(s.scene(seat.map(seat_in)).into()))
    }

    /// The step a tap at `(x, y)` (unit coordinates of the scene) triggers for
    /// `seat`: the topmost tappable node under the point, or `None`.
    pub fn step_at(&self, seat: Option<u32>, x: f32, y: f32) -> Result<Option<String>> {
        self.read(|s| Ok(s.scene(seat.map(seat_in)).hit(x, y).and_then(|n| n.action.clone())))
    }

    /// Legal next steps of the seat to move, given the steps chosen so far.
    pub fn next_steps(&self) -> Result<Vec<StepInfo>> {
        self.read(|s| Ok(s.next_steps().into_iter().map(Into::into).collect()))
    }

    /// Every legal whole move of the seat to move, in notation.
    pub fn legal_moves(&self) -> Result<Vec<String>> {
        self.read(|s| Ok(s.legal_moves()))
    }

    /// Steps chosen so far towards a move, as `seat` may see them: only the seat
    /// building the move while it holds the device sees them (`None`: the table, none).
    pub fn pending(&self, seat: Option<u32>) -> Result<Vec<String>> {
        self.read(|s| Ok(s.pending(seat.map(seat_in)).to_vec()))
    }

    /// Adds one step (a tap) for `seat`; commits when the steps form a whole move
    /// (unless the game confirms moves).
    pub fn choose_step(&self, version: u64, seat: u32, step: String) -> Result<ActionResult> {
        self.change(true, |s| s.choose_step(Some(version), seat_in(seat), &step))
    }

    /// Commits the pending steps when they form a whole move.
    pub fn confirm(&self, version: u64, seat: u32) -> Result<ActionResult> {
        self.change(true, |s| s.confirm(Some(version), seat_in(seat)))
    }

    /// Plays a whole move given in notation.
    pub fn act(&self, version: u64, seat: u32, notation: String) -> Result<ActionResult> {
        self.change(true, |s| s.act(Some(version), seat_in(seat), &notation))
    }

    /// `seat` resigns: the game (a Fevga match: the match) ends as their side's
    /// loss. `version` must be the current one. Refused for a bot's seat or a game
    /// already over.
    pub fn resign(&self, version: u64, seat: u32) -> Result<ActionResult> {
        self.change(true, |s| {
            current(s, version)?;
            s.resign(seat_in(seat)).map(|()| Vec::new())
        })
    }

    /// The seat that resigned, once one has.
    pub fn resigned(&self) -> Result<Option<u32>> {
        self.read(|s| Ok(s.resigned().map(seat_out)))
    }

    /// True when `seat` may undo now.
    pub fn can_undo(&self, seat: u32) -> Result<bool> {
        self.read(|s| Ok(s.can_undo(seat_in(seat))))
    }

    /// Undoes the last pending step, or else `seat`'s last move if nothing has
    /// happened since. `version` must be the current one, as for actions.
    pub fn undo(&self, version: u64, seat: u32) -> Result<ActionResult> {
        self.change(false, |s| {
            current(s, version)?;
            s.undo(seat_in(seat)).map(|()| Vec::new())
        })
    }

    /// Lets the bot to move think and plays its move. The session is not locked
    /// while the bot thinks, so views stay readable; if the bot was quicker than
    /// `min_think_ms`, it waits out the rest (unlocked too) so a player can follow
    /// bot moves. Anything committed meanwhile makes the result `StaleAction`.
    pub fn bot_step(&self, min_think_ms: u32) -> Result<BotStepResult> {
        let min = Duration::from_millis(u64::from(min_think_ms));
        self.bot_step_with(|elapsed| {
            if elapsed < min {
                std::thread::sleep(min - elapsed);
            }
        })
    }

    /// A hint for the human `seat` to move: the hard bot's move from that seat's own
    /// view. It thinks outside the lock (views stay readable) and changes nothing;
    /// if the game moved on meanwhile the answer is `StaleAction`.
    pub fn hint(&self, version: u64, seat: u32) -> Result<Hint> {
        guard(|| {
            let task = {
                let session = self.lock()?;
                current(session.as_ref(), version)?;
                session.hint_task(seat_in(seat))?
            };
            let decision = task.run();
            let session = self.lock()?;
            current(session.as_ref(), decision.version)?;
            let steps = session.move_steps(&decision.notation)?.into_iter().map(Into::into).collect();
            Ok(Hint {
                seat,
                notation: decision.notation,
                steps,
                think_ms: u64::try_from(decision.elapsed.as_millis()).unwrap_or(u64::MAX),
            })
        })
    }

    /// Events of the last committed action (for redrawing after a reload).
    pub fn last_events(&self) -> Result<Vec<Event>> {
        self.read(|s| Ok(events_out(s.last_events().to_vec())))
    }

    /// The outcome, once over.
    pub fn outcome(&self) -> Result<Option<Outcome>> {
        self.read(|s| Ok(s.outcome().map(Into::into)))
    }

    /// Wins and losses across rematches at this table.
    pub fn tally(&self) -> Result<Vec<TallyRow>> {
        self.read(|s| {
            let names: Vec<_> = s.seats().iter().enumerate().map(|(i, seat)| seat.name_msg(i)).collect();
            Ok(tally_out(s.tally(), &names))
        })
    }

    /// The history as `seat` may read it (default: the table, nothing private), chance
    /// included; the core hides what the seat may not know (a shuffle's cards).
    #[uniffi::method(default(seat = None))]
    pub fn history(&self, seat: Option<u32>) -> Result<Vec<HistoryEntry>> {
        self.read(|s| Ok(s.history_for(seat.map(seat_in)).into_iter().map(Into::into).collect()))
    }

    /// The move log in words, one entry per history entry (the same for every viewer:
    /// it holds only what the table saw).
    pub fn move_log(&self) -> Result<Vec<LogEntry>> {
        self.read(|s| Ok(s.log().into_iter().map(Into::into).collect()))
    }

    /// Colour or place name of a seat ("red"), for labels.
    pub fn seat_color(&self, seat: u32) -> Result<String> {
        self.read(|s| {
            if seat_in(seat) >= s.seats().len() {
                let count = Msg::new("reason-seat-count").arg("count", s.seats().len());
                return Err(SpelbordError::WrongSeat { seat, reason: count.into() });
            }
            Ok(s.seat_color(seat_in(seat)))
        })
    }

    /// A plain-text picture of the board as `seat` sees it (logs, bug reports).
    pub fn text_board(&self, seat: Option<u32>) -> Result<String> {
        self.read(|s| Ok(s.text_board(seat.map(seat_in))))
    }

    /// Writes the game to `store` as one full save: its own autosave store (where it
    /// folds the journal in), or another one (an export; refused there while another
    /// session has the game open).
    pub fn save(&self, store: Arc<SaveStore>) -> Result<()> {
        guard(|| match &self.saving {
            Some((own, writer)) if own.core().dir() == store.core().dir() => {
                // Queued under the lock, waited for without it.
                let staged = writer.stage_full(self.lock()?.as_ref());
                Ok(staged.commit()?)
            }
            _ => {
                let save = self.lock()?.to_save();
                Ok(store.core().write(&save)?)
            }
        })
    }

    /// A new game at the same table (same seats and variants, next seed, tally
    /// kept), saved to the same store as this one.
    pub fn rematch(&self) -> Result<Arc<GameSession>> {
        guard(|| {
            let next = self.lock()?.rematch()?;
            GameSession::wrap(next, self.saving.as_ref().map(|(store, _)| store.clone()))
        })
    }
}
