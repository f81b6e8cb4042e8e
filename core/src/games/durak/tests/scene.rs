//! The Durak table as drawn: the words on it never lie over each other (the status
//! line over a seat's name was the first defect seen in a render), the turned trump's
//! corner index shows beside the stock, the discard's count says what it counts, and
//! the trump badge is Durak's one-trump star, not Fjols' "high" arrow.

use super::*;
use crate::game::{Game, Setup};
use crate::games::cards::Card;
use crate::i18n::{render, Lang};
use crate::scene::{Face, Layout, NodeKind, Rect, Scene, Trump};

/// True when the two rectangles share more than a hair of area.
fn overlap(a: &Rect, b: &Rect) -> bool {
    let eps = 0.01;
    a.x + eps < b.x + b.w && b.x + eps < a.x + a.w && a.y + eps < b.y + b.h && b.y + eps < a.y + a.h
}

/// Scenes along easy-bot games of 2 to 6 players, for the table and every seat, in
/// both arrangements, with the state each was drawn from.
fn scenes() -> Vec<(State, Scene)> {
    let mut out = Vec::new();
    for players in 2..=6 {
        let mut k = 0;
        crate::scene::tests::walk::<Durak>(Setup::new(players), players as u64, 160, |s, _| {
            k += 1;
            if !s.dealt || k % 7 != 1 {
                return;
            }
            for layout in [Layout::Portrait, Layout::Landscape] {
                for viewer in std::iter::once(None).chain((0..players).map(Some)) {
                    out.push((s.clone(), Durak::scene_in(s, viewer, layout)));
                }
            }
        });
    }
    out
}

#[test]
fn no_two_words_on_the_table_lie_over_each_other() {
    let mut checked = 0;
    for (state, scene) in scenes() {
        let labels: Vec<_> = scene.nodes.iter().filter(|n| n.kind == NodeKind::Label).collect();
        for (i, a) in labels.iter().enumerate() {
            for b in &labels[i + 1..] {
                assert!(
                    !overlap(&a.rect, &b.rect),
                    "{} lies over {} ({}x{}) in {}",
                    a.id,
                    b.id,
                    scene.width,
                    scene.height,
                    Durak::format_state(&state)
                );
            }
        }
        checked += usize::from(labels.iter().any(|n| n.id == "status"));
    }
    assert!(checked > 100, "{checked} scenes with a status line");
}

#[test]
fn the_turned_trumps_corner_shows_beside_the_stock() {
    let mut seen = 0;
    for (state, scene) in scenes() {
        let Some(trump) = state.trump.filter(|t| state.stock.first() == Some(t)) else { continue };
        let node = scene.node(&format!("card:{trump}")).expect("the turned trump is drawn");
        // The corner index and the suit under it, as every shell prints them.
        let r = node.rect;
        let corner = Rect { x: r.x, y: r.y, w: r.w.min(r.h) * 0.4, h: r.h * 0.42 };
        for other in scene.nodes.iter().filter(|n| n.z > node.z && !n.color.is_empty()) {
            assert!(
                !overlap(&corner, &other.rect),
                "{} covers the trump card's index ({}x{})",
                other.id,
                scene.width,
                scene.height
            );
        }
        seen += 1;
    }
    assert!(seen > 50, "{seen} scenes with the trump under the stock");
}

#[test]
fn the_discard_count_says_what_it_counts_and_the_trump_badge_is_a_star() {
    for (state, scene) in scenes().into_iter().step_by(5) {
        let count = scene.node("discard:count").expect("the discard is counted");
        let text = count.text.as_ref().expect("a written count");
        for lang in [Lang::En, Lang::Sv, Lang::Da] {
            let said = render(text, lang);
            assert!(said.chars().any(char::is_alphabetic), "{lang:?}: {said:?} is a bare number");
            assert!(said.contains(&state.discard.len().to_string()), "{said}");
        }
        for n in &scene.nodes {
            if let Face::Card { trump, .. } = n.face {
                let is_trump = n.id.strip_prefix("card:").and_then(|c| Card::parse(c).ok()).map(|c| c.suit())
                    == Some(state.trump_suit());
                let want = if is_trump { Trump::Only } else { Trump::None };
                assert_eq!(trump, want, "{}", n.id);
            }
        }
    }
}

/// The end of a game in Durak's own words: the end screen's line for each seat and the
/// seat labels (whole and short) say where it went out and who is the fool, never
/// points ("0 points", "−1 point") nor an empty hand's count ("Bo · 0").
#[test]
fn the_end_names_out_first_out_second_and_the_fool() {
    // Seat 2 is out; seat 0 empties its hand with this bout; seat 1 is left holding.
    let mut s = pos("players=3 turn=1 trump=6s hands=-/Tc,Ad/- stock=- table=9c bouts=4 out=2");
    play(&mut s, "Tc 9c");
    let outcome = Durak::outcome(&s).unwrap();
    let lines = |lang| outcome.standings.iter().map(|m| render(m, lang)).collect::<Vec<_>>();
    assert_eq!(lines(Lang::En), ["player 1 — out second", "player 2 — the fool", "player 3 — out first"]);
    assert_eq!(lines(Lang::Sv)[0], "spelare 1 — ute som tvåa");
    assert_eq!(lines(Lang::Da)[1], "spiller 2 — fjolset");
    let label = |seat: usize| {
        let scene = Durak::scene_in(&s, Some(0), Layout::Portrait);
        let node = scene.nodes.iter().find(|n| n.id == format!("seat:{seat}")).unwrap().clone();
        (render(&node.text.unwrap(), Lang::En), render(&node.short.unwrap(), Lang::En))
    };
    assert_eq!(label(0), ("player 1 · out second".into(), "player 1 · out second".into()));
    assert_eq!(label(1), ("player 2 · the fool".into(), "player 2 · the fool".into()));
    // A series to two fools counts each seat's fools instead.
    let mut s = pos("players=2 fools=2 turn=1 trump=6s hands=-/Tc,Ad stock=- table=9c bouts=4");
    s.fools = vec![0, 1];
    play(&mut s, "Tc 9c");
    let outcome = Durak::outcome(&s).unwrap();
    let lines: Vec<_> = outcome.standings.iter().map(|m| render(m, Lang::En)).collect();
    assert_eq!(lines, ["player 1 — never the fool", "player 2 — the fool 2 times"]);
}
