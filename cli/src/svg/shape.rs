//! A node's shape as an SVG element, fitted to its rectangle.

use std::fmt::Write;

use spelbord_core::scene::{Dir, Node, Shape, Theme};

use super::{rgb_of, Frame};

/// Writes the node's shape with the given fill/stroke attributes.
pub(super) fn draw(out: &mut String, f: Frame, n: &Node, attrs: &str, theme: &Theme) {
    let (x, y, w, h) = (f.x(n.rect.x), f.y(n.rect.y), f.len(n.rect.w), f.len(n.rect.h));
    match n.shape {
        Shape::Rect => {
            let _ = writeln!(out, r#"<rect x="{x:.1}" y="{y:.1}" width="{w:.1}" height="{h:.1}" {attrs}/>"#);
        }
        Shape::RoundRect { radius } => {
            let r = w.min(h) * radius;
            let _ =
                writeln!(out, r#"<rect x="{x:.1}" y="{y:.1}" width="{w:.1}" height="{h:.1}" rx="{r:.1}" {attrs}/>"#);
        }
        Shape::Circle => {
            let _ = writeln!(
                out,
                r#"<ellipse cx="{:.1}" cy="{:.1}" rx="{:.1}" ry="{:.1}" {attrs}/>"#,
                x + w / 2.0,
                y + h / 2.0,
                w / 2.0,
                h / 2.0
            );
        }
        Shape::Ring { width } => {
            // The ring is its colour's stroke; the node's own outline is not drawn.
            let t = w.min(h) * width;
            let colour = rgb_of(theme, &n.color);
            if attrs.starts_with("fill=\"url") {
                return;
            }
            let _ = writeln!(
                out,
                r#"<circle cx="{:.1}" cy="{:.1}" r="{:.1}" fill="none" stroke="{colour}" stroke-width="{t:.1}"/>"#,
                x + w / 2.0,
                y + h / 2.0,
                (w.min(h) - t) / 2.0
            );
        }
        Shape::Triangle { apex } => {
            let pts = match apex {
                Dir::Up => [(x, y + h), (x + w, y + h), (x + w / 2.0, y)],
                Dir::Down => [(x, y), (x + w, y), (x + w / 2.0, y + h)],
                Dir::Left => [(x + w, y), (x + w, y + h), (x, y + h / 2.0)],
                Dir::Right => [(x, y), (x, y + h), (x + w, y + h / 2.0)],
            };
            polygon(out, &pts, attrs);
        }
        Shape::Arrow { dir } => {
            // Drawn pointing right in a unit box, then turned.
            let unit = [(0.0, 0.4), (0.55, 0.4), (0.55, 0.15), (1.0, 0.5), (0.55, 0.85), (0.55, 0.6), (0.0, 0.6)];
            let pts: Vec<(f32, f32)> = unit
                .iter()
                .map(|&(u, v)| {
                    let (u, v) = match dir {
                        Dir::Right => (u, v),
                        Dir::Left => (1.0 - u, v),
                        Dir::Down => (1.0 - v, u),
                        Dir::Up => (v, 1.0 - u),
                    };
                    (x + u * w, y + v * h)
                })
                .collect();
            polygon(out, &pts, attrs);
        }
    }
}

fn polygon(out: &mut String, pts: &[(f32, f32)], attrs: &str) {
    let list: Vec<String> = pts.iter().map(|(x, y)| format!("{x:.1},{y:.1}")).collect();
    let _ = writeln!(out, r#"<polygon points="{}" stroke-linejoin="round" {attrs}/>"#, list.join(" "));
}
