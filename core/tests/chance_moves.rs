//! A chance move given in notation (to `apply`, the tools' entry point) must be one
//! chance can produce in that position: the right kind of step, and in a roll-off a
//! die for exactly the seats still rolling.

use spelbord_core::game::{Game, Setup};
use spelbord_core::games::fia::Fia;
use spelbord_core::games::pairanoid::Pairanoid;
use spelbord_core::{catalog, GameError};

fn refused(game: &str, position: &str, mv: &str) -> bool {
    matches!(catalog::game(game).unwrap().apply(position, mv), Err(GameError::IllegalMove { .. }))
}

#[test]
fn the_fia_roll_off_takes_one_die_from_each_seat_still_rolling_and_nothing_else() {
    let start = Fia::format_state(&Fia::new_game(&Setup::new(4).validated(Fia::info()).unwrap()).unwrap());
    assert!(start.contains("stage=rolloff:0,1,2,3"), "{start}");
    for mv in ["out", "roll", "d6", "p0", "rolloff:-,5,-,-", "rolloff:4,6,2,-"] {
        assert!(refused("fia", &start, mv), "{mv} accepted at the roll-off");
    }
    let fia = catalog::game("fia").unwrap();
    let (tied, _) = fia.apply(&start, "rolloff:4,6,2,6").unwrap();
    assert!(tied.contains("stage=rolloff:1,3"), "{tied}");
    assert!(refused("fia", &tied, "rolloff:5,5,5,3"), "knocked-out seats roll again");
    assert!(refused("fia", &tied, "rolloff:-,5,-,-"), "a tied seat skipped");
    let (after, _) = fia.apply(&tied, "rolloff:-,5,-,3").unwrap();
    assert!(after.contains("stage=roll") && after.contains("turn=1"), "{after}");
}

#[test]
fn a_pairanoid_reshuffle_takes_only_a_shuffle() {
    let fresh =
        Pairanoid::format_state(&Pairanoid::new_game(&Setup::new(4).validated(Pairanoid::info()).unwrap()).unwrap());
    let pairanoid = catalog::game("pairanoid").unwrap();
    let (reshuffle, _) = pairanoid.apply(&fresh, "dealer:blue").unwrap();
    assert!(reshuffle.contains("stage=deal") && reshuffle.contains("pile=-"), "{reshuffle}");
    for mv in ["K out", "discard", "dealer:blue", "deal", "give:K"] {
        assert!(refused("pairanoid", &reshuffle, mv), "{mv} accepted at a reshuffle");
    }
}
