//! Card, position and move notation: round trips, refusals, and the positions quoted
//! in docs/notation-fjols.md.

use super::*;

#[test]
fn cards_parse_and_print() {
    assert_eq!(c("Ah").to_string(), "Ah");
    assert_eq!(c("10s").to_string(), "Ts");
    assert_eq!(c("tc"), Card::new(Suit::Clubs, 10));
    assert_eq!(c("6D").rank(), 6);
    for bad in ["", "A", "1h", "Ax", "AAh", "h"] {
        assert!(Card::parse(bad).is_err(), "{bad}");
    }
    assert_eq!(CardSet::deck(36).len(), 36);
    assert_eq!(CardSet::deck(52).len(), 52);
    assert!(!CardSet::deck(36).contains(c("5h")));
    assert!(CardSet::deck(36).contains(c("6h")));
    assert!(CardSet::deck(52).contains(c("2c")));
}

#[test]
fn notation_round_trips_and_rejects_bad_positions() {
    let texts = [
        "fjols players=3 deck=36 hand=5 pickup=last beating=forced turn=deal trump=- hands=-/-/- pile=- table=- dead=- known=-/-/- limits=-/-/- out=-",
    ];
    for t in texts {
        assert_eq!(Fjols::format_state(&Fjols::parse_state(t).unwrap()), t);
    }
    let s = pos("players=3 pickup=chain beating=optional turn=1 trump=Kh hands=6c/7c,8c,As/9c pile=Qs,Js table=Td,Ts known=-/As/- ");
    let text = Fjols::format_state(&s);
    assert_eq!(Fjols::parse_state(&text).unwrap(), s);
    assert_eq!(Fjols::format_state(&Fjols::parse_state(&text).unwrap()), text);
    let good = text.clone();
    for (from, to) in [
        ("players=3", "players=6"),
        ("turn=1", "turn=7"),
        ("turn=1", "turn=over"),
        ("trump=Kh", "trump=Xh"),
        ("pile=Qs,Js", "pile=Qs,Qs"),
        ("pile=Qs,Js", "pile=Qs"),
        ("known=-/As/-", "known=As/-/-"),
        ("known=-/As/-", "known=-/-"),
        ("hands=6c/", "hands=-/"),
        ("deck=36", "deck=40"),
        ("pickup=chain", "pickup=all"),
        ("out=-", "out=0"),
        ("limits=-/-/-", "limits=-/c-/-"),
        ("limits=-/-/-", "limits=-/-"),
        ("limits=-/-/-", "limits=-/x9/-"),
        ("limits=-/-/-", "limits=-/sA/-"),
        ("limits=-/-/-", "limits=-/s9,c9/-"),
    ] {
        assert!(good.contains(from), "{from}");
        let broken = good.replace(from, to);
        assert!(Fjols::parse_state(&broken).is_err(), "accepted: {broken}");
    }
    assert!(Fjols::parse_state("fia players=3").is_err());
    assert!(Fjols::parse_state(&format!("{good} extra=1")).is_err());
    // A 2 is not in the 36-card deck.
    assert!(Fjols::parse_state(&good.replace("pile=Qs,Js", "pile=Qs,Js,2h")).is_err());
}

#[test]
fn move_notation_round_trips_and_rejects_bad_moves() {
    let s = pos("players=2 turn=0 trump=Kh hands=Ts,6c/Ac pile=- table=9s");
    for m in [Move::Lay(c("Ts")), Move::PickUp] {
        assert_eq!(Fjols::parse_move(&s, &Fjols::format_move(&s, &m)).unwrap(), m);
    }
    for bad in ["", "Xx", "Ts 6c", "shuffle:Ah"] {
        assert!(Fjols::parse_move(&s, bad).is_err(), "{bad}");
    }
    let fresh = Fjols::new_game(&Setup::new(2)).unwrap();
    let mv = Fjols::sample_chance(&fresh, &mut GameRng::new(4));
    let text = Fjols::format_move(&fresh, &mv);
    assert_eq!(Fjols::parse_move(&fresh, &text).unwrap(), mv);
    // A shuffle of the wrong deck or with a repeated card is refused.
    let repeated = text.replacen("6c", "7c", 1);
    assert!(repeated == text || Fjols::parse_move(&fresh, &repeated).is_err());
    let fresh52 = Fjols::new_game(&Setup::new(2).with("deck", "52")).unwrap();
    assert!(Fjols::parse_move(&fresh52, &text).is_err());
}

#[test]
fn the_positions_in_the_notation_doc_parse_and_round_trip() {
    let doc = include_str!("../../../../../docs/notation-fjols.md");
    let lines: Vec<&str> = doc.lines().filter(|l| l.starts_with("fjols players=")).collect();
    assert!(lines.len() >= 2);
    for line in lines {
        let s = Fjols::parse_state(line).unwrap_or_else(|e| panic!("{e}: {line}"));
        assert_eq!(Fjols::format_state(&s), line);
    }
}
