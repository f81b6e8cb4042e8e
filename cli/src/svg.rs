//! Renders a board scene to SVG: how boards are looked at here and how the README
//! pictures are made. Colour keys map to a palette; everything else comes from the scene.

use std::fmt::Write;

use spelbord_core::scene::{Node, NodeKind, Scene};

/// Palette for the colour keys the games use. Unknown keys fall back to grey.
const PALETTE: [(&str, &str); 30] = [
    ("board", "#f4ecd8"),
    ("track", "#ffffff"),
    ("red", "#d64541"),
    ("blue", "#3a6fd8"),
    ("yellow", "#f2c438"),
    ("green", "#3fa34d"),
    ("white", "#fafafa"),
    ("black", "#303030"),
    ("legal", "#22aa44"),
    ("turn", "#ffb000"),
    ("last", "#8844cc"),
    ("table", "#2e7d4f"),
    ("high_trump", "#c0392b"),
    ("low_trump", "#e67e22"),
    ("light", "#e8d5b0"),
    ("dark", "#8b5a2b"),
    ("card", "#ffffff"),
    ("selected", "#00a0ff"),
    ("chosen", "#00a0ff"),
    ("plain", "#333333"),
    ("felt", "#2e7d4f"),
    ("to_beat", "#ff8c00"),
    ("point_dark", "#8b5a2b"),
    ("point_light", "#e8d5b0"),
    ("home_white", "#fff6e0"),
    ("home_black", "#d9c7a8"),
    ("bar", "#6b4423"),
    ("tray", "#c8b28a"),
    ("dice_area", "#efe6d2"),
    ("cube", "#ffffff"),
];

fn colour(key: &str) -> &'static str {
    let base = key.strip_prefix("arrow_").unwrap_or(key);
    PALETTE.iter().find(|(k, _)| *k == base).map(|(_, c)| *c).unwrap_or("#b0b0b0")
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// The SVG document of a scene, `size` pixels wide.
pub fn render(scene: &Scene, size: f32) -> String {
    let w = size;
    let h = size / scene.aspect.max(0.1);
    let mut out = String::new();
    let _ = writeln!(
        out,
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0}" height="{h:.0}" viewBox="0 0 {w:.0} {h:.0}" font-family="sans-serif">"##
    );
    let mut nodes: Vec<&Node> = scene.nodes.iter().collect();
    nodes.sort_by_key(|n| n.z);
    for n in nodes {
        let (x, y, nw, nh) = (n.rect.x * w, n.rect.y * h, n.rect.w * w, n.rect.h * h);
        let fill = colour(&n.color);
        let title = format!("<title>{}</title>", escape(&n.label_key));
        match n.kind {
            NodeKind::Area => {
                let _ = writeln!(
                    out,
                    r##"<rect id="{}" x="{x:.1}" y="{y:.1}" width="{nw:.1}" height="{nh:.1}" fill="{fill}" fill-opacity="0.35">{title}</rect>"##,
                    escape(&n.id)
                );
            }
            NodeKind::Space => {
                let arrow = n.color.starts_with("arrow_");
                let _ = writeln!(
                    out,
                    r##"<rect id="{}" x="{x:.1}" y="{y:.1}" width="{nw:.1}" height="{nh:.1}" fill="{}" stroke="#555" stroke-width="1">{title}</rect>"##,
                    escape(&n.id),
                    if arrow { "#ffffff" } else { fill }
                );
                if arrow {
                    let _ = writeln!(
                        out,
                        r##"<circle cx="{:.1}" cy="{:.1}" r="{:.1}" fill="{fill}"/>"##,
                        x + nw / 2.0,
                        y + nh / 2.0,
                        nw / 5.0
                    );
                }
            }
            NodeKind::Piece => {
                let _ = writeln!(
                    out,
                    r##"<circle id="{}" cx="{:.1}" cy="{:.1}" r="{:.1}" fill="{fill}" stroke="#222" stroke-width="2">{title}</circle>"##,
                    escape(&n.id),
                    x + nw / 2.0,
                    y + nh / 2.0,
                    nw.min(nh) / 2.0
                );
                text(
                    &mut out,
                    n,
                    x,
                    y,
                    nw,
                    nh,
                    if n.color == "white" || n.color == "yellow" { "#222" } else { "#fff" },
                );
            }
            NodeKind::Card => {
                let face = if n.face_up { "#ffffff" } else { "#2a4d8f" };
                let _ = writeln!(
                    out,
                    r##"<rect id="{}" x="{x:.1}" y="{y:.1}" width="{nw:.1}" height="{nh:.1}" rx="{:.1}" fill="{face}" stroke="#333" stroke-width="1.5">{title}</rect>"##,
                    escape(&n.id),
                    nw * 0.1
                );
                if n.face_up {
                    text(&mut out, n, x, y, nw, nh, fill);
                }
            }
            NodeKind::Die => {
                let _ = writeln!(
                    out,
                    r##"<rect id="{}" x="{x:.1}" y="{y:.1}" width="{nw:.1}" height="{nh:.1}" rx="{:.1}" fill="#fff" stroke="{fill}" stroke-width="3">{title}</rect>"##,
                    escape(&n.id),
                    nw * 0.2
                );
                text(&mut out, n, x, y, nw, nh, "#222");
            }
            NodeKind::Mark => {
                let _ = writeln!(
                    out,
                    r##"<rect id="{}" x="{x:.1}" y="{y:.1}" width="{nw:.1}" height="{nh:.1}" fill="none" stroke="{fill}" stroke-width="3" stroke-dasharray="{}">{title}</rect>"##,
                    escape(&n.id),
                    if n.color == "legal" { "4 2" } else { "none" }
                );
            }
            NodeKind::Label => text(&mut out, n, x, y, nw, nh, "#222"),
        }
    }
    out.push_str("</svg>\n");
    out
}

fn text(out: &mut String, n: &Node, x: f32, y: f32, w: f32, h: f32, fill: &str) {
    if n.text.is_empty() {
        return;
    }
    let size = (h * 0.6).min(w * 0.9).max(6.0);
    let _ = writeln!(
        out,
        r##"<text x="{:.1}" y="{:.1}" font-size="{size:.1}" text-anchor="middle" dominant-baseline="central" fill="{fill}">{}</text>"##,
        x + w / 2.0,
        y + h / 2.0,
        escape(&n.text)
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use spelbord_core::scene::Rect;

    #[test]
    fn renders_every_node_with_its_id_and_escapes_text() {
        let mut scene = Scene::new(1.0);
        scene.push(Node::new("a", NodeKind::Space, Rect { x: 0.0, y: 0.0, w: 0.5, h: 0.5 }).color("red"));
        scene.push(Node::new("p<1>", NodeKind::Piece, Rect::centred(0.5, 0.5, 0.1)).color("blue").text("A&B"));
        let svg = render(&scene, 100.0);
        assert!(svg.starts_with("<svg"));
        assert!(svg.contains(r##"id="a""##) && svg.contains("#d64541"));
        assert!(svg.contains("p&lt;1&gt;") && svg.contains("A&amp;B"));
        assert!(svg.trim_end().ends_with("</svg>"));
    }
}
