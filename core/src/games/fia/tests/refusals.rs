//! A refused step names the rule that refuses it, where the position tells it: a
//! piece that cannot go out, the own piece in the way, the goal rule, the protected
//! start square.

use super::*;
use crate::i18n::{render, Lang};
use crate::message::{Arg, Msg};

/// Why `step` is refused in the position `fields` (see [`pos`]), as its message.
fn why(fields: &str, step: &str) -> Msg {
    let state = pos(fields);
    assert!(!state.legal_moves().iter().any(|m| super::super::notation::format_move(&state, m) == step), "{step}");
    Fia::explain_refusal(&state, &[step.to_string()])
}

#[test]
fn no_out_says_whether_the_number_the_nest_or_the_start_square_is_why() {
    let own_start = why("die=6 red=0,n,n,n", "out");
    assert_eq!(own_start.key, "fia-refuse-out-own-start");
    assert_eq!(render(&own_start, Lang::Sv), "ingen pjäs ut: din egen pjäs står på startrutan");
    let number = why("die=3 red=10,n,n,n", "out");
    assert_eq!(number.key, "fia-refuse-out-number");
    assert_eq!(number.get("die"), Some(&Arg::Num(3)));
    assert_eq!(render(&number, Lang::En), "no piece out on a 3: going out needs a 1 or a 6");
    let six = why("die=1 exit=6 red=10,n,n,n", "out");
    assert_eq!(render(&six, Lang::En), "no piece out on a 1: going out needs a 6");
    assert_eq!(why("die=6 red=10,20,30,40", "out").key, "fia-refuse-out-nest-empty");
}

#[test]
fn a_blocked_piece_is_told_what_blocks_it() {
    let own = why("die=3 red=3,5,n,n", "p0");
    assert_eq!(own.key, "fia-refuse-piece-own");
    assert_eq!(render(&own, Lang::Da), "den brik ville gå forbi eller lande på din egen brik 2");
    let exact = why("die=4 goal=exact red=54,10,n,n", "p0");
    assert_eq!(exact.key, "fia-refuse-piece-overshoot");
    assert_eq!(render(&exact, Lang::Sv), "den pjäsen skulle gå förbi målet: den behöver jämnt 2 för att komma in");
    let safe = why("die=3 start_squares=safe red=10,20,n,n blue=0,n,n,n", "p0");
    assert_eq!(safe.key, "fia-refuse-piece-protected");
    assert_eq!(render(&safe, Lang::En), "that piece would land on a blue piece, which is safe on its own start square");
    assert_eq!(why("die=3 red=10,n,n,n", "p1").key, "fia-refuse-piece-in-nest");
}
