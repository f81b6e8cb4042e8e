//! Which actions of a history are each seat's last turn in the round just played,
//! for the board's "each opponent's last move" marks.
//!
//! A turn is a run of actions by one seat: chance may come between them (Fia's roll
//! after a 6, Fjols' draw), but two chance actions in a row end it, since then a
//! seat's roll went by with no move of theirs (a pass) and the turn passed on. The
//! round is the last `seats` turns: a seat that had no turn in it (it passed, or it
//! sat out) has no mark, so a mark never points at a move from rounds ago.
//!
//! Only who acted is read, so the same history gives the same marks for every viewer.

use crate::game::Seat;

/// One seat's last turn: the seat and its actions' indices in the history, first first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatTurn {
    /// Who played the turn.
    pub seat: Seat,
    /// History indices of the turn's actions by `seat`, ascending.
    pub actions: Vec<usize>,
}

/// The last turn of every seat that played one in the last `seats` turns of `by` (who
/// made each action of the history, `None` for chance), most recent first.
pub fn last_turns<I>(by: I, seats: usize) -> Vec<SeatTurn>
where
    I: IntoIterator<Item = Option<Seat>>,
    I::IntoIter: DoubleEndedIterator + ExactSizeIterator,
{
    let mut turns: Vec<SeatTurn> = Vec::new();
    let mut seen = 0;
    let mut current: Option<SeatTurn> = None;
    let mut after_chance = false;
    // Ends the turn being gathered; true once the round is complete.
    let mut close = |current: &mut Option<SeatTurn>, turns: &mut Vec<SeatTurn>| {
        if let Some(mut turn) = current.take() {
            seen += 1;
            if !turns.iter().any(|t| t.seat == turn.seat) {
                turn.actions.reverse();
                turns.push(turn);
            }
        }
        seen >= seats
    };
    for (i, who) in by.into_iter().enumerate().rev() {
        match who {
            None => {
                if after_chance && close(&mut current, &mut turns) {
                    return turns;
                }
                after_chance = true;
            }
            Some(seat) => {
                after_chance = false;
                match current.as_mut() {
                    Some(turn) if turn.seat == seat => turn.actions.push(i),
                    _ => {
                        if close(&mut current, &mut turns) {
                            return turns;
                        }
                        current = Some(SeatTurn { seat, actions: vec![i] });
                    }
                }
            }
        }
    }
    close(&mut current, &mut turns);
    turns
}

/// The history indices of every action in `turns`.
pub fn actions_of(turns: &[SeatTurn]) -> impl Iterator<Item = usize> + '_ {
    turns.iter().flat_map(|t| t.actions.iter().copied())
}

#[cfg(test)]
mod tests {
    use super::*;

    const C: Option<Seat> = None;
    const A: Option<Seat> = Some(0);
    const B: Option<Seat> = Some(1);
    const D: Option<Seat> = Some(2);

    fn turn(seat: Seat, actions: &[usize]) -> SeatTurn {
        SeatTurn { seat, actions: actions.to_vec() }
    }

    #[test]
    fn each_seat_of_the_round_has_its_last_turn() {
        // roll A roll B roll D roll A
        let by = [C, A, C, B, C, D, C, A];
        assert_eq!(last_turns(by, 3), vec![turn(0, &[7]), turn(2, &[5]), turn(1, &[3])]);
    }

    #[test]
    fn a_second_move_after_one_roll_is_the_same_turn() {
        // A rolls a 6, moves, rolls again and moves: both are A's turn.
        let by = [C, B, C, A, C, A];
        assert_eq!(last_turns(by, 2), vec![turn(0, &[3, 5]), turn(1, &[1])]);
    }

    #[test]
    fn a_roll_without_a_move_ends_the_turn_and_counts_in_the_round() {
        // A moves, B's roll passes, A rolls and moves: the round is A's two turns.
        let by = [C, B, C, A, C, C, A];
        assert_eq!(last_turns(by, 2), vec![turn(0, &[6])]);
    }

    #[test]
    fn card_play_alternating_seats_gives_each_its_last_action_run() {
        // No chance between: A lays, B beats, A lays twice, B picks up.
        let by = [C, A, B, A, A, B];
        assert_eq!(last_turns(by, 2), vec![turn(1, &[5]), turn(0, &[3, 4])]);
    }

    #[test]
    fn nothing_played_marks_nothing() {
        assert_eq!(last_turns([C, C], 4), vec![]);
        assert_eq!(last_turns([], 2), vec![]);
    }

    #[test]
    fn the_scan_stops_at_the_round_however_long_the_history() {
        let mut by = [A, B].repeat(50_000);
        by.extend([C, D]);
        assert_eq!(last_turns(by, 3), vec![turn(2, &[100_001]), turn(1, &[99_999]), turn(0, &[99_998])]);
    }
}
