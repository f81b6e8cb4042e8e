//! Position and move notation: bad input is refused.

use super::*;

#[test]
fn notation_rejects_bad_input() {
    for bad in [
        "fia players=5",
        "fevga players=2",
        "fia players=2 pieces=4 exit=1or6 three_sixes=play knock=land goal=bounce start_squares=open end=first two_player=opposite stage=move turn=0 die=- rolls=0 sixes=0 finished=- rolloff=- red=n,n,n,n yellow=n,n,n,n",
        "fia players=2 pieces=4 exit=1or6 three_sixes=play knock=land goal=up start_squares=open end=first two_player=opposite stage=roll turn=0 die=- rolls=0 sixes=0 finished=- rolloff=- red=n,n,n,n yellow=n,n,n,n",
        "fia players=2 pieces=4 exit=1or6 three_sixes=play knock=land goal=bounce start_squares=open end=first two_player=opposite stage=roll turn=0 die=- rolls=0 sixes=0 finished=- rolloff=- red=n,n,n yellow=n,n,n,n",
        "fia players=2 pieces=4 exit=1or6 three_sixes=play knock=land goal=bounce start_squares=open end=first two_player=opposite stage=roll turn=0 die=- rolls=0 sixes=0 finished=- rolloff=- red=n,n,n,77 yellow=n,n,n,n",
    ] {
        assert!(parse_state(bad).is_err(), "{bad}");
    }
    let s = pos("");
    for bad in ["p7", "d0", "d7", "jump", "rolloff:1,2"] {
        assert!(parse_move(&s, bad).is_err(), "{bad}");
    }
}
