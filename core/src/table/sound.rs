//! Which short sound a change makes, decided from its events: the shells only play it.

use crate::event::Event;

/// The table's sounds, one file each in the apps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sound {
    /// Dice rolled.
    Roll,
    /// A piece or checker moved.
    Move,
    /// A piece knocked another home.
    Knock,
    /// Cards laid, dealt, drawn or picked up.
    Card,
    /// The game (or the match) ended.
    Win,
    /// An online game came to this device's turn (the others played meanwhile).
    Turn,
}

/// The sound of a change whose events are `events`: the most telling one, in the order
/// end, knock, move, card, roll (a move that knocks sounds as a knock; a turn that
/// rolls and moves sounds as the move); `None` when nothing audible happened.
pub fn of(events: &[Event]) -> Option<Sound> {
    let rank = |e: &Event| match e {
        Event::GameOver => Some((0, Sound::Win)),
        Event::PieceSentHome { .. } => Some((1, Sound::Knock)),
        Event::PieceMoved { .. } | Event::PiecesSwapped { .. } => Some((2, Sound::Move)),
        Event::CardPlayed { .. } | Event::Dealt { .. } | Event::CardsTaken { .. } | Event::Shuffled { .. } => {
            Some((3, Sound::Card))
        }
        Event::DiceRolled { .. } => Some((4, Sound::Roll)),
        _ => None,
    };
    events.iter().filter_map(rank).min_by_key(|(r, _)| *r).map(|(_, s)| s)
}

/// The sound of a change of an online game on the device of one seat: when it made
/// it that seat's turn (`was_yours` false, `yours` true), the turn chime, which says
/// more to someone looking away than the opponent's move did; the end's fanfare is
/// kept. Otherwise the change's own sound (`own`, from [`of`]). At a table on one
/// device everyone sees the turn pass, so only online games call this.
pub fn online(own: Option<Sound>, was_yours: bool, yours: bool) -> Option<Sound> {
    match own {
        Some(Sound::Win) => own,
        _ if yours && !was_yours => Some(Sound::Turn),
        _ => own,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_online_game_chimes_once_as_it_comes_to_your_turn() {
        // Bo moved and it is Anna's turn now: the chime, not the move's thud.
        assert_eq!(online(Some(Sound::Move), false, true), Some(Sound::Turn));
        assert_eq!(online(None, false, true), Some(Sound::Turn));
        // Still her turn (she rolled), or no longer (she moved): the change's own sound.
        assert_eq!(online(Some(Sound::Roll), true, true), Some(Sound::Roll));
        assert_eq!(online(Some(Sound::Move), true, false), Some(Sound::Move));
        assert_eq!(online(None, false, false), None);
        // The end is the end, whoever's turn it would be.
        assert_eq!(online(Some(Sound::Win), false, true), Some(Sound::Win));
    }

    fn moved() -> Event {
        Event::PieceMoved { piece: "p".into(), path: vec!["a".into(), "b".into()] }
    }

    #[test]
    fn the_most_telling_event_sounds() {
        let roll = Event::DiceRolled { seat: Some(0), values: vec![3] };
        let knock = Event::PieceSentHome { piece: "q".into(), from: "b".into(), to: "n".into() };
        assert_eq!(of(std::slice::from_ref(&roll)), Some(Sound::Roll));
        assert_eq!(of(&[roll.clone(), moved()]), Some(Sound::Move));
        assert_eq!(of(&[moved(), knock.clone()]), Some(Sound::Knock));
        assert_eq!(of(&[moved(), knock, Event::GameOver]), Some(Sound::Win));
        assert_eq!(of(&[Event::CardPlayed { seat: 1, card: "7h".into() }]), Some(Sound::Card));
        assert_eq!(of(&[Event::TurnChanged { seat: 1 }]), None);
        assert_eq!(of(&[]), None);
    }
}
