//! The fast tap table equals the table listed from `legal_moves` and `step_orders`.

use super::*;
use crate::game::play_one;
use crate::games::fevga::moves::roll_numbers;
use crate::games::fevga::rules::Phase;
use crate::rng::GameRng;
use crate::step_table::{listed, StepTable};

fn assert_same_table(s: &State) {
    let fast = Fevga::step_table(s);
    let slow = listed::<Fevga>(s);
    let text = Fevga::format_state(s);
    assert_eq!(fast.moves(), slow.moves(), "{text}");
    assert_same_answers(&fast, &slow, &text);
    let (fast, slow) = (fast.orders_by_move(), slow.orders_by_move());
    for (i, (f, s)) in fast.iter().zip(&slow).enumerate() {
        assert!(
            f == s,
            "{text}: play {i}: {} orders, {} expected; first {:?} vs {:?}",
            f.len(),
            s.len(),
            f.first(),
            s.first()
        );
    }
}

/// Every question a session asks (next steps, whole move, goes on) has the same answer
/// in both tables, for every prefix of every order and for a step no order has: the
/// fast table lists its orders per first step, the listed one all at once.
fn assert_same_answers(fast: &StepTable<Move>, slow: &StepTable<Move>, text: &str) {
    let mut prefixes: Vec<Vec<String>> = vec![Vec::new(), vec!["25/1".into()]];
    for orders in slow.orders_by_move() {
        for order in orders {
            for k in 1..=order.len() {
                let prefix: Vec<String> = order[..k].iter().map(|st| st.notation.clone()).collect();
                if !prefixes.contains(&prefix) {
                    let mut wrong = prefix.clone();
                    wrong.push("1/off".into());
                    prefixes.push(wrong);
                    prefixes.push(prefix);
                }
            }
        }
    }
    for p in &prefixes {
        assert_eq!(fast.next_steps(p), slow.next_steps(p), "{text}: next steps after {p:?}");
        assert_eq!(fast.complete(p), slow.complete(p), "{text}: whole move {p:?}");
        assert_eq!(fast.extendable(p), slow.extendable(p), "{text}: goes on after {p:?}");
    }
}

#[test]
fn fast_tap_table_equals_the_listed_one_in_random_games() {
    let mut positions = 0;
    for seed in 0..40u64 {
        let setup = Setup::new(2).with("crazy", if seed % 2 == 0 { "on" } else { "off" });
        let mut s = Fevga::new_game(&setup.validated(Fevga::info()).unwrap()).unwrap();
        let mut rng = GameRng::new(seed);
        for _ in 0..2000 {
            if s.phase == Phase::Moving {
                assert_same_table(&s);
                positions += 1;
            }
            if !play_one::<Fevga>(&mut s, &mut rng, |s, _, rng| rng.choose(&Fevga::legal_moves(s)).unwrap().clone()) {
                break;
            }
        }
    }
    assert!(positions > 2000, "only {positions} positions");
}

#[test]
fn fast_tap_table_equals_the_listed_one_on_crowded_boards_and_bear_offs() {
    let crowded = Fevga::parse_state(
        "fevga match=1 mars=on cube=off crazy=off game=1 score=0,0 white=1:4,3:2,4:1,6:2,9:1,14:2,16:1,17:1,20:1 \
         black=13:3,15:2,18:1,19:2,22:1,24:1,2:2,5:1,8:2 off=0,0 turn=white phase=move dice=2,1 chain=none \
         rolls=6,6 stake=1 owner=- last=-",
    )
    .unwrap();
    let bearing = pos("19:3,20:2,22:4,23:1,24:2", "7:5,8:5", "white", "6,5");
    let mut orders = 0;
    for base in [crowded, bearing] {
        for a in 1..=6u8 {
            for b in 1..=a {
                let mut s = base.clone();
                s.dice = roll_numbers(a, b);
                assert_same_table(&s);
                orders += listed::<Fevga>(&s).orders_by_move().iter().map(Vec::len).sum::<usize>();
            }
        }
    }
    assert!(orders > 3000, "{orders} orders");
}
