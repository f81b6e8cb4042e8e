//! The table's threads: the worker that plays bots and forced moves at the chosen
//! pace, and a short-lived thread per hint.

use std::sync::{Arc, MutexGuard};
use std::time::{Duration, Instant};

use crate::error::GameError;
use crate::event::Event;
use crate::session::{BotTask, PlaySession};

use super::flow::{Flow, Work};
use super::reveal::rolled_by;
use super::state::ShownHint;
use super::Inner;

/// Plays by itself until the table is closed.
pub(super) fn run(inner: &Inner) {
    while step(inner) {
        inner.drain();
    }
}

/// Waits for work and does one piece of it; false once closed.
fn step(inner: &Inner) -> bool {
    let mut flow = inner.flow();
    while !flow.closed && flow.outbox.is_empty() && flow.next_work().is_none() {
        flow = inner.wake.wait(flow).unwrap_or_else(|p| p.into_inner());
    }
    if flow.closed {
        return false;
    }
    match flow.next_work() {
        None => true,
        Some(Work::Bot) => bot(inner, flow),
        Some(Work::Forced { seat, notation, version }) => forced(inner, flow, seat, &notation, version),
        Some(Work::Release) => release(inner, flow),
    }
}

/// A reveal that holds the table is shown for the settings' pause, then taken down
/// (unless the player or a change came first).
fn release(inner: &Inner, flow: MutexGuard<'_, Flow>) -> bool {
    let pace = Duration::from_millis(u64::from(flow.settings.shown_ms.unwrap_or(0)));
    let changes = flow.changes;
    let seq = flow.seq;
    let (mut flow, _) = inner
        .wake
        .wait_timeout_while(flow, pace, |f| !f.closed && f.changes == changes && f.seq == seq)
        .unwrap_or_else(|p| p.into_inner());
    if flow.closed {
        return false;
    }
    if flow.changes == changes && flow.seq == seq && flow.reveal.is_some() {
        flow.reveal = None;
        inner.publish(&mut flow);
    }
    true
}

/// Marks the table thinking and publishes it, then waits (unlocked) for `pace` from
/// `start`, or less if anything changes or the table closes; returns the flow
/// locked again, or `None` when the work is void (closed, or changed meanwhile).
fn pause<'a>(
    inner: &'a Inner,
    flow: MutexGuard<'a, Flow>,
    start: Instant,
    pace: Duration,
    between: impl FnOnce(),
) -> Option<MutexGuard<'a, Flow>> {
    let mut flow = flow;
    let changes = flow.changes;
    flow.thinking = true;
    inner.publish(&mut flow);
    drop(flow);
    inner.drain();
    between();
    let flow = inner.flow();
    let left = pace.saturating_sub(start.elapsed());
    let (mut flow, _) = inner
        .wake
        .wait_timeout_while(flow, left, |f| !f.closed && f.changes == changes)
        .unwrap_or_else(|p| p.into_inner());
    flow.thinking = false;
    if flow.closed {
        return None;
    }
    if flow.changes != changes {
        // A human acted first: what was prepared is for a position that is gone.
        inner.publish(&mut flow);
        return None;
    }
    Some(flow)
}

/// A bot thinks (unlocked), waits out the pace, and its move is applied unless the
/// game changed meanwhile.
fn bot(inner: &Inner, flow: MutexGuard<'_, Flow>) -> bool {
    let start = Instant::now();
    let Some(task) = flow.session().bot_task() else { return true };
    let pace = Duration::from_millis(u64::from(flow.settings.bot_ms));
    let mut decision = None;
    let Some(mut flow) = pause(inner, flow, start, pace, || decision = Some(task.run())) else {
        return !inner.flow().closed;
    };
    let decision = decision.expect("thought out above");
    let shared = flow.session.clone();
    let mut s = super::lock(&shared);
    let result = s.apply_bot(&decision);
    flow.mover = None;
    played(&mut flow, s.as_ref(), result);
    drop(s);
    inner.publish(&mut flow);
    true
}

/// After a move the table played for a seat: what it did goes into the flow; a stale
/// one is dropped (someone acted first); any other refusal stalls the table with its reason.
fn played(flow: &mut Flow, s: &dyn PlaySession, result: Result<Vec<Event>, GameError>) {
    match result {
        Ok(events) => flow.changed(s, events),
        Err(GameError::StaleAction { .. }) => {}
        Err(e) => {
            flow.error = Some(e);
            flow.stalled = true;
        }
    }
}

/// A human's only legal move: shown for the pace, then played for them and
/// announced to them ("played for you: …", with the dice it used and what it
/// brought into their hand), held until they tap when the next thing is another
/// seat's.
fn forced(inner: &Inner, flow: MutexGuard<'_, Flow>, seat: usize, notation: &str, version: u64) -> bool {
    let pace = Duration::from_millis(u64::from(flow.settings.forced_ms));
    let Some(mut flow) = pause(inner, flow, Instant::now(), pace, || {}) else {
        return !inner.flow().closed;
    };
    let shared = flow.session.clone();
    let mut s = super::lock(&shared);
    let before = s.hand(seat);
    let earlier_dice = rolled_by(&flow.events, seat);
    if let Some(remote) = s.as_remote_mut() {
        // Online the move goes to the server (the other devices are not held up by
        // this one); it is announced here when the server's frame brings it back
        // (Table::receive), as below.
        remote.send_forced(version, seat, notation, earlier_dice);
        drop(s);
        inner.publish(&mut flow);
        return true;
    }
    let result = s.act(Some(version), seat, notation);
    flow.settle_hand_off(s.as_mut());
    if let Ok(events) = &result {
        flow.played_for(s.as_ref(), seat, &before, events, &earlier_dice);
    }
    flow.mover = None;
    played(&mut flow, s.as_ref(), result);
    drop(s);
    inner.publish(&mut flow);
    true
}

/// Thinks out a hint on a thread of its own and publishes it if the game is still
/// where it was asked.
pub(super) fn think_hint(inner: Arc<Inner>, task: BotTask) -> Result<(), GameError> {
    let asked = task.version;
    let spawned = std::thread::Builder::new().name("spelbord-hint".into()).spawn(move || {
        let decision = task.run();
        {
            let mut flow = inner.flow();
            if flow.hint_asked == Some(asked) {
                flow.hint_asked = None;
            }
            let shown = {
                let s = flow.session();
                (s.version() == decision.version).then(|| s.move_steps(&decision.notation).ok()).flatten().map(
                    |steps| ShownHint {
                        seat: decision.seat,
                        notation: decision.notation.clone(),
                        steps,
                        think_ms: u64::try_from(decision.elapsed.as_millis()).unwrap_or(u64::MAX),
                    },
                )
            };
            if let Some(hint) = shown {
                flow.hint = Some((decision.version, hint));
            }
            inner.publish(&mut flow);
        }
        inner.drain();
    });
    spawned.map(|_| ()).map_err(|e| GameError::Io(format!("no thread for a hint: {e}")))
}
