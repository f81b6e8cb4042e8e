//! A card chosen as the first step of a move stays marked as chosen on the board
//! until the move is built: the player sees what they picked before picking the marble.

use spelbord_core::scene::{Face, MarkKind};
use spelbord_core::{catalog, Phase, SeatConfig, SessionConfig};

#[test]
fn a_pairanoid_card_chosen_first_is_marked_chosen_until_its_marble_is_picked() {
    let mut s = catalog::new_session(&SessionConfig {
        game: "pairanoid".into(),
        seats: (0..4).map(|i| SeatConfig::human(format!("P{i}"))).collect(),
        variants: Default::default(),
        seed: Some(3),
        title: None,
    })
    .unwrap();
    for _ in 0..400 {
        let seat = match s.phase() {
            Phase::HandOff { seat } => {
                s.confirm_handoff(seat).unwrap();
                continue;
            }
            Phase::HumanTurn { seat } => seat,
            other => panic!("{other:?}"),
        };
        let steps = s.next_steps();
        // A card step that a second step (a marble) must follow: no target of its own.
        let card =
            steps.iter().find(|st| st.target.is_none() && st.node.as_deref().is_some_and(|n| n.contains("card")));
        if let Some(card) = card.cloned() {
            s.choose_step(Some(s.version()), seat, &card.notation).unwrap();
            if !s.pending(Some(seat)).is_empty() && !s.view(Some(seat)).can_confirm {
                let node = card.node.unwrap();
                let scene = s.scene(Some(seat));
                let mark = scene
                    .nodes
                    .iter()
                    .find(|n| n.id == format!("mark:selected:{node}"))
                    .expect("the chosen card is marked");
                assert_eq!(mark.face, Face::Mark { mark: MarkKind::Selected });
                assert_eq!(mark.rect, scene.node(&node).unwrap().rect, "the mark sits on the card");
                // Another seat's scene shows no such mark (nor the card).
                let other = s.scene(Some((seat + 1) % 4));
                assert!(other.nodes.iter().all(|n| !n.id.starts_with("mark:selected:")));
                // Undo the step: the mark goes.
                s.undo(seat).unwrap();
                assert!(s.scene(Some(seat)).nodes.iter().all(|n| n.id != format!("mark:selected:{node}")));
                return;
            }
            if s.view(Some(seat)).can_confirm {
                s.confirm(Some(s.version()), seat).unwrap();
            }
            continue;
        }
        let mv = s.legal_moves()[0].clone();
        s.act(Some(s.version()), seat, &mv).unwrap();
    }
    panic!("no card step chosen ahead of its marble in 400 turns");
}
