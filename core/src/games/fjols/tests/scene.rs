//! What a seat may see: its observation, the scene (step nodes, stable card ids, no
//! hidden card named) and the text board.

use super::*;

#[test]
fn observation_holds_only_what_the_seat_may_know() {
    let s = pos("players=3 pickup=chain turn=1 trump=Kh hands=6c/7c,8c,As/9c,Qc pile=Qs,Js table=Td known=-/As/-");
    let o = Fjols::observe(&s, 0);
    assert_eq!(o.hand, set("6c"));
    assert_eq!(o.counts, vec![1, 3, 2]);
    assert_eq!(o.known[1], set("As"));
    assert_eq!(o.pile, 2);
    assert_eq!(o.table, vec![c("Td")]);
    assert_eq!(o.trump_card, Some(c("Kh")));
    let json = serde_json::to_string(&o).unwrap();
    for hidden in ["7c", "8c", "9c", "Qc", "Qs", "Js"] {
        assert!(!json.contains(&format!("\"{hidden}\"")), "{hidden} leaked: {json}");
    }
    // Unseen = the others' unknown cards and the pile.
    assert_eq!(o.unseen(), set("7c 8c 9c Qc Qs Js"));
}

#[test]
fn steps_point_at_scene_nodes_of_the_viewer() {
    let s = pos("players=2 beating=optional turn=0 trump=Kh hands=Ts,6c/Ac pile=- table=9s");
    let scene = Fjols::scene(&s, Some(0));
    for mv in Fjols::legal_moves(&s) {
        let steps = Fjols::steps(&s, &mv);
        assert_eq!(steps.len(), 1);
        // A card laid is its own card; picking up has none (a button in short words),
        // its target is the card to beat.
        match &steps[0].node {
            Some(node) => assert!(scene.node(node).is_some(), "{node}"),
            None => assert!(steps[0].notation == "take" && steps[0].short.is_some(), "{:?}", steps[0]),
        }
        assert!(scene.node(steps[0].target.as_ref().unwrap()).is_some());
    }
    // Hidden cards never appear by name in another seat's scene.
    let other = Fjols::scene(&s, Some(1));
    assert!(other.node("card:Ts").is_none());
    assert!(other.node("card:Ac").is_some());
    assert!(other.node("back:0:0").is_some());
    let table = Fjols::scene(&s, None);
    assert!(table.node("card:Ts").is_none() && table.node("card:Ac").is_none());
    assert!(table.node("card:9s").is_some(), "the table is public");
}

#[test]
fn a_card_keeps_its_scene_id_as_it_moves() {
    let mut s = pos("players=2 turn=0 trump=Kh hands=Ts,6c/Ac,Qc pile=- table=9s");
    let before = Fjols::scene(&s, Some(0));
    let in_hand = before.node("card:Ts").unwrap().rect;
    play(&mut s, "Ts");
    let after = Fjols::scene(&s, Some(0));
    let on_table = after.node("card:Ts").unwrap();
    assert_ne!(on_table.rect, in_hand);
    assert!(after.node("to_beat").unwrap().rect == on_table.rect);
    // Seat 1 picks it up: it is now known and shown face up at seat 1's place.
    play(&mut s, "take");
    assert!(Fjols::scene(&s, Some(0)).node("card:Ts").is_some());
    for n in &after.nodes {
        let r = n.rect;
        assert!(
            r.x >= -0.01 && r.y >= -0.01 && r.x + r.w <= after.width + 0.01 && r.y + r.h <= after.height + 0.01,
            "{} {:?}",
            n.id,
            r
        );
    }
}

#[test]
fn text_board_shows_own_hand_only() {
    let s = pos("players=2 turn=0 trump=Kh hands=Ts,6c/Ac,Qc pile=Js table=9s known=-/Qc");
    let mine = Fjols::text_board(&s, Some(0));
    assert!(mine.contains("hand: 6♣ 10♠"), "{mine}");
    assert!(mine.contains("known: Q♣"));
    assert!(!mine.contains("A♣"));
    assert!(mine.contains("[9♠]"));
    assert!(mine.contains("Your move: 10♠"));
    let table = Fjols::text_board(&s, None);
    assert!(!table.contains("10♠") && !table.contains("6♣"));
}

/// The text board's words come from the catalogue: a Swedish or Danish board says no
/// English word; suits are named in the language.
#[test]
fn the_text_board_speaks_the_language_asked_for() {
    use crate::i18n::Lang;
    let s = pos("players=2 turn=0 trump=Kh hands=Ts,6c/Ac,Qc pile=Js table=9s known=-/Qc limits=-/s-");
    let en = Fjols::text_board(&s, Some(0));
    assert!(en.contains("Pile: ") && en.contains("hand: "), "{en}");
    let sv = Fjols::text_board_in(&s, Some(0), Lang::Sv);
    assert!(
        sv.contains("Högen: ")
            && sv.contains("spelare 2")
            && sv.contains("högtrumf hjärter")
            && sv.contains("Trumfkort K♥")
            && sv.contains("kända: D♣")
            && sv.contains("ingen spader"),
        "{sv}"
    );
    let da = Fjols::text_board_in(&s, Some(0), Lang::Da);
    assert!(
        da.contains("Bunken: ") && da.contains("spiller 2") && da.contains("højtrumf") && da.contains("kendte: D♣"),
        "{da}"
    );
    for text in [&sv, &da] {
        // Nor a card in the typed notation (`Qc`, `Ts`) or the typed word for picking up.
        for english in [
            "Pile",
            "Table",
            "player",
            "cards,",
            "trump card",
            "clubs",
            "spades",
            "hearts",
            "diamonds",
            "Qc",
            "Ts",
            "take",
        ] {
            assert!(!text.contains(english), "{english}: {text}");
        }
    }
}
