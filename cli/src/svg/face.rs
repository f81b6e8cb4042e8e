//! Faces: a piece's number, a stack's count, a card's index, suit and trump badge,
//! a card back's lattice, a die's pips, the cube's number.

use std::fmt::Write;

use spelbord_core::scene::{Face, Node, Theme, Trump};

use super::{escape, hex, ink_of, rgb_of, Frame};

/// Writes the node's face, if it has one.
pub(super) fn draw(out: &mut String, theme: &Theme, f: Frame, n: &Node) {
    let (x, y, w, h) = (f.x(n.rect.x), f.y(n.rect.y), f.len(n.rect.w), f.len(n.rect.h));
    let (cx, cy) = (x + w / 2.0, y + h / 2.0);
    match &n.face {
        Face::Piece { number } if *number > 0 => {
            text(out, cx, cy, h * 0.55, &ink_of(theme, &n.color), "bold", &number.to_string());
        }
        Face::Stack { count } => {
            text(out, cx, cy, h * 0.5, &ink_of(theme, &n.color), "bold", &count.to_string());
        }
        Face::Card { rank, suit, trump } => {
            let index = spelbord_core::i18n::render(&rank.index_msg(), f.lang);
            let ink = suit.map(|s| rgb_of(theme, s.ink())).unwrap_or_else(|| rgb_of(theme, "suit-black"));
            let corner = h * 0.2;
            text_at(out, x + w * 0.06, y + corner * 0.9, corner, &ink, "start", &index);
            match suit {
                Some(s) => {
                    let sym = s.symbol().to_string();
                    text_at(out, x + w * 0.06, y + corner * 1.95, corner * 0.95, &ink, "start", &sym);
                    text(out, cx, cy + h * 0.08, h * 0.42, &ink, "normal", &sym);
                }
                None => text(out, cx, cy + h * 0.06, h * 0.4, &ink, "bold", &index),
            }
            badge(out, theme, *trump, x + w * 0.78, y + h * 0.14, w.min(h) * 0.17);
        }
        Face::CardBack => {
            let inset = w.min(h) * 0.1;
            let line = theme.get("card-back").map(|c| hex(c.ink)).unwrap_or_default();
            let _ = writeln!(
                out,
                r#"<rect x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" rx="{:.1}" fill="none" stroke="{line}" stroke-opacity="0.6" stroke-width="{:.1}"/>"#,
                x + inset,
                y + inset,
                w - 2.0 * inset,
                h - 2.0 * inset,
                inset * 0.6,
                (w * 0.03).max(0.8)
            );
            let _ = writeln!(
                out,
                r#"<path d="M{:.1},{:.1} L{:.1},{:.1} M{:.1},{:.1} L{:.1},{:.1}" stroke="{line}" stroke-opacity="0.45" stroke-width="{:.1}"/>"#,
                x + inset,
                y + inset,
                x + w - inset,
                y + h - inset,
                x + w - inset,
                y + inset,
                x + inset,
                y + h - inset,
                (w * 0.03).max(0.8)
            );
        }
        Face::Die { value } => pips(out, &rgb_of(theme, "pip"), x, y, w, h, *value),
        Face::Cube { value } => text(out, cx, cy, h * 0.5, &ink_of(theme, &n.color), "bold", &value.to_string()),
        _ => {}
    }
}

/// The trump badge: a small disc in the trump's colour with ▲ (high) or ▼ (low).
fn badge(out: &mut String, theme: &Theme, trump: Trump, cx: f32, cy: f32, r: f32) {
    let Some((sign, key)) = trump.badge() else { return };
    let _ = writeln!(out, r#"<circle cx="{cx:.1}" cy="{cy:.1}" r="{r:.1}" fill="{}"/>"#, rgb_of(theme, key));
    text(out, cx, cy, r * 1.2, &ink_of(theme, key), "bold", sign);
}

/// The pips of a die showing `value` (none for 0, a blank die).
fn pips(out: &mut String, ink: &str, x: f32, y: f32, w: f32, h: f32, value: u8) {
    const L: f32 = 0.27;
    const M: f32 = 0.5;
    const R: f32 = 0.73;
    let spots: &[(f32, f32)] = match value {
        1 => &[(M, M)],
        2 => &[(L, L), (R, R)],
        3 => &[(L, L), (M, M), (R, R)],
        4 => &[(L, L), (R, L), (L, R), (R, R)],
        5 => &[(L, L), (R, L), (M, M), (L, R), (R, R)],
        6 => &[(L, L), (R, L), (L, M), (R, M), (L, R), (R, R)],
        _ => &[],
    };
    let r = w.min(h) * 0.09;
    for (u, v) in spots {
        let _ = writeln!(out, r#"<circle cx="{:.1}" cy="{:.1}" r="{r:.1}" fill="{ink}"/>"#, x + u * w, y + v * h);
    }
}

fn text(out: &mut String, cx: f32, cy: f32, size: f32, ink: &str, weight: &str, s: &str) {
    let _ = writeln!(
        out,
        r#"<text x="{cx:.1}" y="{:.1}" font-size="{size:.1}" font-weight="{weight}" text-anchor="middle" fill="{ink}">{}</text>"#,
        cy + size * 0.36,
        escape(s)
    );
}

fn text_at(out: &mut String, x: f32, y: f32, size: f32, ink: &str, anchor: &str, s: &str) {
    let _ = writeln!(
        out,
        r#"<text x="{x:.1}" y="{y:.1}" font-size="{size:.1}" font-weight="bold" text-anchor="{anchor}" fill="{ink}">{}</text>"#,
        escape(s)
    );
}
