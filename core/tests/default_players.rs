//! The seat count a new game starts with is one the game can be played with.
use spelbord_core::catalog;
use spelbord_core::game::Setup;

#[test]
fn every_default_player_count_starts_a_game() {
    let mut seen = Vec::new();
    for def in catalog::games() {
        let info = def.info();
        assert!((info.min_players..=info.max_players).contains(&info.default_players), "{}", info.id);
        def.start_position(&Setup::new(info.default_players), 1).unwrap();
        seen.push((info.id, info.default_players));
    }
    // The tables families set: four for the race games, three round a Fjols or Durak deck, two for the tavli games.
    seen.sort();
    assert_eq!(
        seen,
        vec![
            ("durak", 3),
            ("fevga", 2),
            ("fia", 4),
            ("fjols", 3),
            ("pairanoid", 4),
            ("plakoto", 2),
            ("portes", 2),
            ("tavli", 2)
        ]
    );
}
