//! Renders a board scene to SVG: the reference picture of what the apps draw, how
//! boards are looked at here and how the README pictures are made. Everything comes
//! from the scene and the core's theme: shapes, colours, patterns, faces, text.

mod face;
mod shape;

use std::fmt::Write;

use spelbord_core::i18n::{render as words, Lang};
use spelbord_core::scene::{Node, Pattern, Role, Scene, Theme};

/// The pixel frame of a drawing: `scale` pixels per board unit, the offset that
/// centres the scene in the picture, and the language its words are written in.
#[derive(Clone, Copy)]
struct Frame {
    scale: f32,
    dx: f32,
    dy: f32,
    lang: Lang,
}

impl Frame {
    fn x(&self, x: f32) -> f32 {
        self.dx + x * self.scale
    }
    fn y(&self, y: f32) -> f32 {
        self.dy + y * self.scale
    }
    fn len(&self, d: f32) -> f32 {
        d * self.scale
    }
}

/// `#rrggbb` of 0xRRGGBB.
fn hex(rgb: u32) -> String {
    format!("#{rgb:06x}")
}

/// The fill attributes of a theme key (`none` for an empty or unknown key).
fn paint(theme: &Theme, key: &str) -> String {
    match theme.get(key) {
        Some(c) if c.alpha < 1.0 => format!(r#""{}" fill-opacity="{:.2}""#, hex(c.rgb), c.alpha),
        Some(c) => format!(r#""{}""#, hex(c.rgb)),
        None => r#""none""#.to_string(),
    }
}

fn rgb_of(theme: &Theme, key: &str) -> String {
    theme.get(key).map(|c| hex(c.rgb)).unwrap_or_else(|| "none".into())
}

/// The ink that reads on a theme key (the board's ink when the key is empty).
fn ink_of(theme: &Theme, key: &str) -> String {
    let key = if key.is_empty() { "board" } else { key };
    theme.get(key).map(|c| hex(c.ink)).unwrap_or_else(|| "#000000".into())
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// The SVG document of a scene drawn into `width` × `height` pixels with `theme`.
pub fn render(scene: &Scene, theme: &Theme, lang: Lang, width: f32, height: f32) -> String {
    let scale = (width / scene.width).min(height / scene.height);
    let f = Frame { scale, dx: (width - scene.width * scale) / 2.0, dy: (height - scene.height * scale) / 2.0, lang };
    let mut out = String::new();
    let _ = writeln!(
        out,
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0}" height="{height:.0}" viewBox="0 0 {width:.0} {height:.0}" font-family="DejaVu Sans, Noto Sans, sans-serif">"##
    );
    patterns(&mut out, theme, scale);
    let _ = writeln!(out, r#"<rect width="100%" height="100%" fill="{}"/>"#, rgb_of(theme, "background"));
    let mut nodes: Vec<&Node> = scene.nodes.iter().collect();
    nodes.sort_by_key(|n| n.z);
    for n in nodes {
        node(&mut out, theme, f, n);
    }
    out.push_str("</svg>\n");
    out
}

/// One node: shape filled and outlined, the colour-blind pattern, the face, the text.
fn node(out: &mut String, theme: &Theme, f: Frame, n: &Node) {
    let title = if n.role == Role::Hidden {
        String::new()
    } else {
        format!("<title>{}</title>", escape(&words(&n.label, f.lang)))
    };
    let mut attrs = format!(r#"fill={}"#, paint(theme, &n.color));
    if !n.outline.is_empty() && n.line > 0.0 {
        let _ = write!(attrs, r#" stroke="{}" stroke-width="{:.2}""#, rgb_of(theme, &n.outline), f.len(n.line));
        if n.dashed {
            let dash = f.len(n.line * 1.6).max(2.0);
            let _ = write!(attrs, r#" stroke-dasharray="{dash:.1} {:.1}""#, dash * 0.8);
        }
    }
    let _ = writeln!(out, r#"<g id="{}">{title}"#, escape(&n.id));
    shape::draw(out, f, n, &attrs, theme);
    let pattern = theme.get(&n.color).map(|c| c.pattern).unwrap_or_default();
    if pattern != Pattern::None && !matches!(n.shape, spelbord_core::scene::Shape::Ring { .. }) {
        shape::draw(out, f, n, &format!(r#"fill="url(#pat-{})""#, escape(&n.color)), theme);
    }
    face::draw(out, theme, f, n);
    if let Some(text) = &n.text {
        write_text(out, f, n, &words(text, f.lang), &ink_of(theme, &n.color));
    }
    out.push_str("</g>\n");
}

/// Text centred in the node, as large as fits its height and width.
fn write_text(out: &mut String, f: Frame, n: &Node, text: &str, ink: &str) {
    if text.is_empty() {
        return;
    }
    let (w, h) = (f.len(n.rect.w), f.len(n.rect.h));
    let chars = text.chars().count().max(1) as f32;
    let size = (h * 0.55).min(w * 0.92 / (chars * 0.58)).max(5.0);
    let (cx, cy) = n.rect.centre();
    let _ = writeln!(
        out,
        r#"<text x="{:.1}" y="{:.1}" font-size="{size:.1}" text-anchor="middle" fill="{ink}">{}</text>"#,
        f.x(cx),
        f.y(cy) + size * 0.36,
        escape(text)
    );
}

/// The colour-blind patterns, one per patterned key, drawn in the key's ink.
fn patterns(out: &mut String, theme: &Theme, scale: f32) {
    let s = scale * 0.28;
    out.push_str("<defs>");
    for c in theme.colors.iter().filter(|c| c.pattern != Pattern::None) {
        let ink = hex(c.ink);
        let body = match c.pattern {
            Pattern::Stripes => format!(
                r#"<path d="M0,0 L{s:.1},{s:.1}" stroke="{ink}" stroke-width="{:.1}" stroke-opacity="0.55"/>"#,
                s * 0.18
            ),
            Pattern::Dots => format!(
                r#"<circle cx="{:.1}" cy="{:.1}" r="{:.1}" fill="{ink}" fill-opacity="0.55"/>"#,
                s / 2.0,
                s / 2.0,
                s * 0.16
            ),
            Pattern::Grid => format!(
                r#"<path d="M0,{h:.1} H{s:.1} M{h:.1},0 V{s:.1}" stroke="{ink}" stroke-width="{:.1}" stroke-opacity="0.5"/>"#,
                s * 0.1,
                h = s / 2.0
            ),
            Pattern::Rings => format!(
                r#"<circle cx="{h:.1}" cy="{h:.1}" r="{:.1}" fill="none" stroke="{ink}" stroke-width="{:.1}" stroke-opacity="0.55"/>"#,
                s * 0.3,
                s * 0.09,
                h = s / 2.0
            ),
            Pattern::None => String::new(),
        };
        let _ = write!(
            out,
            r#"<pattern id="pat-{}" width="{s:.1}" height="{s:.1}" patternUnits="userSpaceOnUse">{body}</pattern>"#,
            escape(&c.key)
        );
    }
    out.push_str("</defs>\n");
}

#[cfg(test)]
mod tests {
    use super::*;
    use spelbord_core::message::Msg;
    use spelbord_core::scene::{theme, NodeKind, Rect, Shape, ThemeName};

    #[test]
    fn renders_every_node_with_its_id_theme_colours_and_escaped_text() {
        let mut scene = Scene::new(2.0, 1.0);
        scene.push(Node::new("a", NodeKind::Space, Rect { x: 0.0, y: 0.0, w: 0.5, h: 0.5 }).color("red"));
        let label = Msg::new("scene-text").arg("text", "A&B");
        scene.push(
            Node::new("p<1>", NodeKind::Piece, Rect::centred(0.5, 0.5, 0.1))
                .shape(Shape::Circle)
                .color("blue")
                .text(label),
        );
        let light = theme(ThemeName::Light, false);
        let svg = render(&scene, &light, Lang::En, 200.0, 100.0);
        assert!(svg.starts_with("<svg"));
        let red = hex(light.get("red").unwrap().rgb);
        assert!(svg.contains(r#"id="a""#) && svg.contains(&red));
        assert!(svg.contains("p&lt;1&gt;") && svg.contains("A&amp;B") && svg.contains("<ellipse"));
        assert!(svg.trim_end().ends_with("</svg>"));
        let dark = render(&scene, &theme(ThemeName::Dark, false), Lang::En, 200.0, 100.0);
        assert!(!dark.contains(&red), "the dark theme has its own red");
    }

    #[test]
    fn the_colour_blind_set_lays_a_pattern_over_player_colours() {
        let mut scene = Scene::new(1.0, 1.0);
        scene.push(Node::new("a", NodeKind::Space, Rect { x: 0.0, y: 0.0, w: 0.5, h: 0.5 }).color("red"));
        assert!(render(&scene, &theme(ThemeName::Light, true), Lang::En, 100.0, 100.0).contains("url(#pat-red)"));
        assert!(!render(&scene, &theme(ThemeName::Light, false), Lang::En, 100.0, 100.0).contains("url(#pat-red)"));
    }
}
