//! Tests over every game's scenes along whole bot games: the theme defines every
//! colour they use, no piece disappears into the space under it, every node stays on
//! the board and ids are unique.

use super::theme::{contrast, keys, theme, ThemeName};
use super::{Face, NodeKind, Role, Scene};
use crate::event::Event;
use crate::game::{BotLevel, Game, Seat, Setup, ToMove};
use crate::games::{durak::Durak, fevga::Fevga, fia::Fia, fjols::Fjols, pairanoid::Pairanoid};
use crate::rng::GameRng;

/// Plays a game of easy bots from `setup` for at most `moves` moves, calling `look`
/// with every position (after each chance outcome and each move) and the events that
/// led to it.
pub(crate) fn walk<G: Game>(setup: Setup, seed: u64, moves: usize, mut look: impl FnMut(&G::State, &[Event])) {
    let setup = setup.validated(G::info()).expect("a valid setup");
    let mut state = G::new_game(&setup).expect("a new game");
    let mut rng = GameRng::new(seed);
    look(&state, &[]);
    for _ in 0..moves {
        let mv = match G::to_move(&state) {
            ToMove::Over => break,
            ToMove::Chance => G::sample_chance(&state, &mut rng),
            ToMove::Seat(s) => G::bot_move(&G::observe(&state, s), BotLevel::Beginner, &mut rng),
        };
        let events = G::apply(&mut state, &mv);
        look(&state, &events);
    }
}

/// Every scene of a few games of each kind, for every viewer and the table.
fn scenes_of<G: Game>(players: usize, games: u64, moves: usize, every: usize) -> Vec<Scene> {
    scenes_of_setup::<G>(Setup::new(players), games, moves, every)
}

/// [`scenes_of`] a game set up so (a Fevga match).
fn scenes_of_setup<G: Game>(setup: Setup, games: u64, moves: usize, every: usize) -> Vec<Scene> {
    let players = setup.players;
    let mut out = Vec::new();
    for seed in 0..games {
        let mut k = 0;
        walk::<G>(setup.clone(), seed, moves, |s, _| {
            k += 1;
            if k % every == 0 {
                out.push(G::scene(s, None));
                out.extend((0..players).map(|v| G::scene(s, Some(v as Seat))));
            }
        });
    }
    out
}

/// The scenes every test here looks at, made once.
fn all_scenes() -> &'static [(&'static str, Scene)] {
    static ALL: std::sync::OnceLock<Vec<(&'static str, Scene)>> = std::sync::OnceLock::new();
    ALL.get_or_init(make_scenes)
}

fn make_scenes() -> Vec<(&'static str, Scene)> {
    let mut all = Vec::new();
    all.extend(scenes_of::<Fia>(4, 2, 400, 7).into_iter().map(|s| ("fia", s)));
    all.extend(scenes_of::<Pairanoid>(4, 2, 300, 5).into_iter().map(|s| ("pairanoid", s)));
    all.extend(scenes_of::<Fjols>(3, 2, 200, 3).into_iter().map(|s| ("fjols", s)));
    all.extend(scenes_of::<Fjols>(5, 1, 200, 3).into_iter().map(|s| ("fjols", s)));
    // A single game and a match (their bands differ).
    all.extend(scenes_of::<Fevga>(2, 1, 300, 5).into_iter().map(|s| ("fevga", s)));
    let in_match = Setup::new(2).with("match", "3");
    all.extend(scenes_of_setup::<Fevga>(in_match, 1, 300, 5).into_iter().map(|s| ("fevga", s)));
    all.extend(scenes_of::<Durak>(4, 2, 200, 5).into_iter().map(|s| ("durak", s)));
    all
}

#[test]
fn every_colour_a_scene_uses_is_in_the_theme() {
    let known: Vec<&str> = keys().collect();
    let mut checked = 0;
    for (game, scene) in all_scenes().iter() {
        for key in scene.color_keys() {
            assert!(known.contains(&key.as_str()), "{game}: colour key {key:?} is not in the theme");
            checked += 1;
        }
    }
    assert!(checked > 1000, "the scenes use colours ({checked} checked)");
}

/// The fill of the topmost space under a piece's centre, drawn below it.
fn space_under<'a>(scene: &'a Scene, piece: &super::Node) -> Option<&'a super::Node> {
    let (cx, cy) = piece.rect.centre();
    scene
        .nodes
        .iter()
        .filter(|n| n.kind == NodeKind::Space && n.z < piece.z && !n.color.is_empty() && n.rect.contains(cx, cy))
        .max_by_key(|n| n.z)
}

#[test]
fn no_piece_is_drawn_in_its_spaces_colour_without_a_contrasting_outline() {
    let looks = [ThemeName::Light, ThemeName::Dark].into_iter().flat_map(|n| [theme(n, false), theme(n, true)]);
    let looks: Vec<_> = looks.collect();
    let mut pairs = 0;
    for (game, scene) in all_scenes().iter() {
        for piece in scene.nodes.iter().filter(|n| n.kind == NodeKind::Piece) {
            let Some(space) = space_under(scene, piece) else { continue };
            for t in &looks {
                let rgb = |k: &str| t.get(k).map(|c| c.rgb).unwrap_or_else(|| panic!("{game}: no colour {k}"));
                let (fill, under) = (rgb(&piece.color), rgb(&space.color));
                pairs += 1;
                if contrast(fill, under) >= 3.0 {
                    continue;
                }
                assert!(
                    !piece.outline.is_empty() && piece.line > 0.0 && contrast(rgb(&piece.outline), under) >= 3.0,
                    "{game} {:?}{}: {} on {} has no outline that stands out",
                    t.name,
                    if t.colour_blind { " colour-blind" } else { "" },
                    piece.id,
                    space.id
                );
            }
        }
    }
    assert!(pairs > 1000, "pieces stood on spaces ({pairs} checked)");
}

#[test]
fn nodes_stay_on_the_board_and_ids_are_unique() {
    for (game, scene) in all_scenes().iter() {
        let mut ids: Vec<&str> = scene.nodes.iter().map(|n| n.id.as_str()).collect();
        let total = ids.len();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), total, "{game}: ids are unique");
        for n in &scene.nodes {
            let r = n.rect;
            let inside =
                r.x >= -1e-3 && r.y >= -1e-3 && r.x + r.w <= scene.width + 1e-3 && r.y + r.h <= scene.height + 1e-3;
            assert!(inside, "{game}: {} at {r:?} leaves the {}×{} board", n.id, scene.width, scene.height);
        }
    }
}

#[test]
fn everything_a_player_taps_or_reads_has_a_role_and_a_label() {
    for (game, scene) in all_scenes().iter() {
        for n in &scene.nodes {
            let needs = matches!(n.kind, NodeKind::Piece | NodeKind::Card | NodeKind::Die | NodeKind::Label)
                || matches!(n.face, Face::Card { .. } | Face::CardBack);
            if needs && n.role != Role::Hidden {
                assert!(!n.label.key.is_empty(), "{game}: {} has no label", n.id);
            }
            if matches!(n.kind, NodeKind::Piece | NodeKind::Card) && n.role == Role::Hidden {
                // Only a checker under the top of a tall stack, which speaks for it.
                let top = scene.nodes.iter().find(|m| m.rect == n.rect && m.z > n.z && m.role != Role::Hidden);
                assert!(top.is_some(), "{game}: {} is hidden from screen readers", n.id);
            }
        }
    }
}

#[test]
fn every_label_and_text_renders_in_every_language() {
    use crate::i18n::{is_missing, render, Lang};
    let mut rendered = 0;
    for (game, scene) in all_scenes().iter().step_by(7) {
        for n in &scene.nodes {
            for m in n.text.iter().chain(&n.short).chain((!n.label.key.is_empty()).then_some(&n.label)) {
                for lang in Lang::ALL {
                    let words = render(m, lang);
                    assert!(!is_missing(&words) && !words.is_empty(), "{game} {}: {words}", n.id);
                    rendered += 1;
                }
            }
        }
    }
    assert!(rendered > 1000, "{rendered} rendered");
}

/// The labels a phone draws too small for their whole words have a short form that
/// is shorter in every language (Pairanoid's seats and teams, Fevga's score and stake:
/// side by side at the smallest readable size they covered each other).
#[test]
fn crowded_labels_have_a_shorter_form_in_every_language() {
    use crate::i18n::{render, Lang};
    let crowded = ["seat:", "team:", "deal", "score", "stake"];
    let mut games_with_short = std::collections::BTreeSet::new();
    for (game, scene) in all_scenes().iter() {
        for n in scene.nodes.iter().filter(|n| n.kind == NodeKind::Label) {
            if !["pairanoid", "fevga"].contains(game) || !crowded.iter().any(|c| n.id.starts_with(c)) {
                continue;
            }
            let (Some(text), Some(short)) = (&n.text, &n.short) else {
                panic!("{game} {}: a crowded label without a short form", n.id);
            };
            games_with_short.insert(*game);
            for lang in Lang::ALL {
                let (whole, brief) = (render(text, lang), render(short, lang));
                assert!(
                    brief.chars().count() < whole.chars().count(),
                    "{game} {} {lang:?}: '{brief}' is not shorter than '{whole}'",
                    n.id
                );
            }
        }
    }
    assert_eq!(games_with_short.len(), 2, "{games_with_short:?}");
}
