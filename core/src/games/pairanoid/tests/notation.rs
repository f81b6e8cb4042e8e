//! Notation round trips, typed errors and refusal reasons.

use super::*;

// ---------------------------------------------------------------- notation

#[test]
fn positions_round_trip_and_bad_positions_are_typed_errors() {
    let s = pos(["0*,R2,n,17", "16,n,n,n", NESTS, NESTS], "A,7,Jk");
    let text = G::format_state(&s);
    assert!(text.contains("red=0*,R2,n,17"), "{text}");
    assert!(text.contains("hands=A,7,Jk/2/2/2"));
    assert_eq!(G::format_state(&G::parse_state(&text).unwrap()), text);
    let base = text.clone();
    for (from, to, why) in [
        ("red=0*,R2,n,17", "red=5*,R2,n,17", "'*' off the start field"),
        ("red=0*,R2,n,17", "red=0,0,n,n", "two marbles on a field"),
        ("red=0*,R2,n,17", "red=0,B2,n,n", "another colour's goal field"),
        ("red=0*,R2,n,17", "red=0,n,n", "three marbles"),
        ("hands=A,7,Jk/", "hands=A,7,Jk,Jk/", "an extra card"),
        ("hands=A,7,Jk/", "hands=A,7,X/", "not a card"),
        ("stage=play", "stage=dance", "unknown stage"),
        ("turn=red", "turn=pink", "unknown colour"),
    ] {
        let bad = base.replacen(from, to, 1);
        assert_ne!(bad, base, "{why}");
        assert!(matches!(G::parse_state(&bad), Err(crate::GameError::BadPosition(_))), "{why}: {bad}");
    }
    assert!(G::parse_state("fia stage=play").is_err());
}

#[test]
fn moves_round_trip_and_bad_or_illegal_moves_change_nothing() {
    let s = pos(["5,20,n,n", "30,n,n,n", NESTS, NESTS], "A,4,7,J,Jk");
    for m in G::legal_moves(&s) {
        let text = G::format_move(&s, &m);
        assert_eq!(G::parse_move(&s, &text).unwrap(), m, "{text}");
    }
    for bad in ["", "Z", "A 2 5>7", "A 1", "7", "J 5-30", "Jk 7 5>12", "Jk =Jk out", "5 5>R9", "discard now"] {
        assert!(matches!(G::parse_move(&s, bad), Err(crate::GameError::BadMove { .. })), "'{bad}'");
    }
    let before = s.clone();
    for illegal in ["A 1 20>22", "K out", "7 5>9", "J 5<>20"] {
        assert!(
            matches!(
                find_legal::<G>(&s, illegal),
                Err(crate::GameError::IllegalMove { .. } | crate::GameError::BadMove { .. })
            ),
            "{illegal}"
        );
    }
    assert_eq!(s, before);
}

#[test]
fn refusals_name_the_rule() {
    let s = pos(["5,n,n,n", NESTS, NESTS, NESTS], "2,7");
    let why =
        |steps: &[&str]| G::explain_refusal(&s, &steps.iter().map(|t| t.to_string()).collect::<Vec<_>>()).to_string();
    assert!(why(&["K"]).contains("you hold no king"));
    assert!(why(&["2", "6>8"]).contains("no marble stands on field 6"));
    assert_eq!(
        why(&["7", "5>9"]),
        "these parts use 4 of the 7 steps: 3 more steps go to another marble (a 7 is always used in full)"
    );
    let blocked = pos(["14,n,n,n", "16,n,n,n", NESTS, NESTS], "5,A");
    let why = G::explain_refusal(&blocked, &["5".into()]).to_string();
    assert!(why.contains("protected"), "{why}");
}
