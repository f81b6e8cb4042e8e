//! The tap table built with each step's words made once equals the table listed from
//! `legal_moves` and `step_orders` (every move, every order, every step's words).

use super::*;
use crate::game::play_one;
use crate::step_table::listed;

#[test]
fn the_tap_table_equals_the_listed_one_in_random_games() {
    let (mut positions, mut sevens) = (0, 0);
    for seed in 0..12u64 {
        let mut s = G::new_game(&Setup::new(4).validated(G::info()).unwrap()).unwrap();
        let mut rng = GameRng::new(seed);
        for _ in 0..1500 {
            if let ToMove::Seat(_) = G::to_move(&s) {
                let (fast, slow) = (G::step_table(&s), listed::<G>(&s));
                assert_eq!(fast.moves(), slow.moves());
                let (fast, slow) = (fast.orders_by_move(), slow.orders_by_move());
                assert!(fast == slow, "{}", G::format_state(&s));
                sevens += fast.iter().filter(|orders| orders.len() > 1).count();
                positions += 1;
            }
            if !play_one::<G>(&mut s, &mut rng, |s, _, rng| rng.choose(&G::legal_moves(s)).unwrap().clone()) {
                break;
            }
        }
    }
    assert!(positions > 2000 && sevens > 50, "{positions} positions, {sevens} sevens with several orders");
}
