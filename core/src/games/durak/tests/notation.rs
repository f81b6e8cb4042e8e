//! Notation: moves and positions read back as written; bad input is a clear error.

use super::*;

#[test]
fn moves_read_back_as_written() {
    let s = pos("players=3 kind=perevodnoy show=on turn=1 trump=6s hands=9d,Qc/9s,9h,Ac/Kc,Kd stock=- table=9c");
    for m in Durak::legal_moves(&s) {
        let text = Durak::format_move(&s, &m);
        assert_eq!(Durak::parse_move(&s, &text).unwrap(), m, "{text}");
    }
    assert_eq!(legal(&s), ["9h transfer", "9s 9c", "9s show", "9s transfer", "Ac 9c", "take"]);
}

#[test]
fn bad_moves_and_positions_are_refused_with_a_reason() {
    let s = pos("players=2 turn=1 trump=6s hands=7d/9h,Kh stock=- table=9d");
    for bad in ["Zz", "Kh 9d 8d", "deal:Ah", "9h over"] {
        assert!(Durak::parse_move(&s, bad).is_err(), "{bad}");
    }
    assert!(find_legal::<Durak>(&s, "pass").is_err(), "the defender cannot pass");
    let err = find_legal::<Durak>(&s, "Kh 9d").unwrap_err().to_string();
    assert!(err.contains("does not beat"), "{err}");
    for bad in [
        "durak players=7 turn=deal",
        "durak players=3 deck=24 turn=deal teams=on",
        "durak players=2 turn=0 trump=6s hands=Ah/Ah stock=- attacker=0 defender=1",
        "durak players=2 deck=99 turn=deal",
    ] {
        assert!(Durak::parse_state(bad).is_err(), "{bad}");
    }
}
