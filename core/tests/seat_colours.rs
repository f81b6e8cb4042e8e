//! Each seat's colour, as the view gives it to the shells' turn banner: the colour its
//! pieces are drawn in on the board, a key of the theme; none for Fjols' players.

use spelbord_core::scene::{theme, NodeKind, ThemeName};
use spelbord_core::{catalog, SeatConfig, SessionConfig, Setup};

fn colours(
    game: &str,
    players: usize,
    variants: &[(&str, &str)],
) -> (Vec<Option<String>>, spelbord_core::scene::Scene) {
    let s = catalog::new_session(&SessionConfig {
        game: game.into(),
        seats: (0..players).map(|i| SeatConfig::human(format!("P{i}"))).collect(),
        variants: variants.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect(),
        seed: Some(1),
        title: None,
    })
    .unwrap();
    (s.view(None).seat_colours, s.scene(None))
}

#[test]
fn each_seat_has_the_colour_of_its_pieces() {
    let light = theme(ThemeName::Light, false);
    for (game, players, variants, want) in [
        ("fia", 4, vec![], vec!["red", "blue", "yellow", "green"]),
        ("fia", 2, vec![], vec!["red", "yellow"]),
        ("fia", 2, vec![("two_player", "adjacent")], vec!["red", "blue"]),
        ("pairanoid", 4, vec![], vec!["red", "blue", "green", "yellow"]),
        ("fevga", 2, vec![], vec!["white", "black"]),
    ] {
        let (got, scene) = colours(game, players, &variants);
        // The new-game screen's colours, before any game exists, are the game's.
        let setup = Setup { players, variants: variants.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect() };
        let before = catalog::game(game).unwrap().seat_colours(&setup).unwrap();
        assert_eq!(before.iter().map(|c| c.map(str::to_string)).collect::<Vec<_>>(), got, "{game}: set up as played");
        assert_eq!(got, want.iter().map(|c| Some(c.to_string())).collect::<Vec<_>>(), "{game} {variants:?}");
        for c in &want {
            assert!(light.get(c).is_some(), "{c} is a theme key");
            // The seat's pieces are painted in it.
            assert!(
                scene.nodes.iter().any(|n| n.kind == NodeKind::Piece && n.color == *c),
                "{game}: no piece painted {c}"
            );
        }
    }
    let (fjols, _) = colours("fjols", 3, &[]);
    assert_eq!(fjols, vec![None, None, None], "Fjols' players have no colour");
    assert!(
        catalog::game("fia").unwrap().seat_colours(&Setup::new(7)).is_err(),
        "a bad setup is an error, not a guess"
    );
}
