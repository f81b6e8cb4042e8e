//! Motion and sound of an online change, read from the two scenes this seat saw.
//!
//! A local table knows the events of a change (a piece moved along a path, dice
//! rolled, a card laid) and derives its motion and sound from them. The server sends
//! this seat's scene after each change but not the events (they may speak of other
//! seats' cards), so a remote table reads them back from what moved in the seat's own
//! scenes: a piece on another spot slides there, a die with another face rolled, a
//! card not there before was laid. Nothing here can show more than the scenes do.

use spelbord_core::scene::{Face, NodeKind, Scene};
use spelbord_core::Event;

/// The events that turn `old` into `new`, as far as this seat can see them.
pub fn events(old: &Scene, new: &Scene) -> Vec<Event> {
    let mut out = Vec::new();
    let rolled: Vec<u32> = new
        .nodes
        .iter()
        .filter_map(|n| match n.face {
            Face::Die { value } if old.node(&n.id).is_none_or(|o| o.face != n.face) => Some(u32::from(value)),
            _ => None,
        })
        .collect();
    if !rolled.is_empty() {
        out.push(Event::DiceRolled { seat: None, values: rolled.iter().map(|v| *v as u8).collect() });
    }
    for n in new.nodes.iter().filter(|n| n.kind == NodeKind::Piece) {
        if let Some(o) = old.node(&n.id) {
            if o.rect != n.rect {
                out.push(Event::PieceMoved { piece: n.id.clone(), path: vec![o.id.clone(), n.id.clone()] });
            }
        }
    }
    for n in new.nodes.iter().filter(|n| n.kind == NodeKind::Card && n.face_up()) {
        let moved = old.node(&n.id).is_none_or(|o| o.rect != n.rect);
        if moved {
            // Laid from the hidden hand that lost a card, where the seat can tell.
            let seat = old
                .nodes
                .iter()
                .filter(|o| new.node(&o.id).is_none())
                .find_map(|o| o.id.strip_prefix("back:")?.split(':').next()?.parse().ok())
                .unwrap_or(0);
            out.push(Event::CardPlayed { seat, card: n.id.trim_start_matches("card:").to_string() });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use spelbord_core::scene::Rect;
    use spelbord_core::table::sound::{self, Sound};
    use spelbord_core::Node;

    fn at(scene: &Scene, id: &str) -> Rect {
        scene.node(id).map(|n| n.rect).unwrap()
    }

    #[test]
    fn a_moved_piece_slides_and_sounds_as_a_move() {
        let mut s = super::super::tests::session("fia", 7);
        let before = s.scene(Some(0));
        // Roll, then play the first step offered until the board changes.
        while s.scene(Some(0)).nodes.iter().filter(|n| n.kind == NodeKind::Piece).map(|n| n.rect).collect::<Vec<_>>()
            == before.nodes.iter().filter(|n| n.kind == NodeKind::Piece).map(|n| n.rect).collect::<Vec<_>>()
        {
            let spelbord_core::Phase::HumanTurn { seat } = s.phase() else { panic!("two humans play") };
            let mv = s.legal_moves().into_iter().next().unwrap();
            s.act(None, seat, &mv).unwrap();
        }
        let after = s.scene(Some(0));
        let events = events(&before, &after);
        let moved: Vec<&Node> = after.nodes.iter().filter(|n| n.kind == NodeKind::Piece).collect();
        assert!(events.iter().any(|e| matches!(e, Event::PieceMoved { piece, .. }
            if moved.iter().any(|n| &n.id == piece && at(&before, piece) != n.rect))));
        assert!(matches!(sound::of(&events), Some(Sound::Move | Sound::Knock)));
        assert!(!spelbord_core::scene::motion::transitions(&before, &after, &events).is_empty());
        // The same scene twice: nothing moved, nothing sounds.
        assert!(events_of_same(&after).is_empty());
    }

    fn events_of_same(scene: &Scene) -> Vec<Event> {
        events(scene, scene)
    }
}
