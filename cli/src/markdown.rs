//! The rules text drawn for a terminal: the core's Markdown blocks as plain lines of
//! at most [`WIDTH`] columns, headings underlined, list items and table rows indented,
//! and no Markdown markers left.

use spelbord_core::rules_text::{blocks, Block, Span};

/// Columns a line may take.
pub const WIDTH: usize = 80;

fn plain(spans: &[Span]) -> String {
    spans.iter().map(|s| s.text.as_str()).collect()
}

/// Words of `text` wrapped to `width` columns, every line after the first indented.
fn wrap(text: &str, first: &str, rest: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = first.to_string();
    let mut empty = true;
    for word in text.split_whitespace() {
        if !empty && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::replace(&mut line, rest.to_string()));
            empty = true;
        }
        if !empty {
            line.push(' ');
        }
        line.push_str(word);
        empty = false;
    }
    lines.push(line);
    lines
}

/// The Markdown as terminal lines.
pub fn render(markdown: &str) -> String {
    let mut out: Vec<String> = Vec::new();
    for block in blocks(markdown) {
        match block {
            Block::Heading { level, spans } => {
                let title = plain(&spans);
                if !out.is_empty() {
                    out.push(String::new());
                }
                let rule = if level == 1 { '=' } else { '-' };
                let len = title.chars().count().min(WIDTH);
                out.extend(wrap(&title, "", "", WIDTH));
                out.push(rule.to_string().repeat(len));
            }
            Block::Paragraph { spans } => {
                out.push(String::new());
                out.extend(wrap(&plain(&spans), "", "", WIDTH));
            }
            Block::ListItem { number, spans } => {
                let mark = match number {
                    Some(n) => format!("  {n}. "),
                    None => "  • ".to_string(),
                };
                let indent = " ".repeat(mark.chars().count());
                out.extend(wrap(&plain(&spans), &mark, &indent, WIDTH));
            }
            Block::TableRow { header, cells } => {
                let row = cells.iter().map(|c| plain(c)).collect::<Vec<_>>().join(" | ");
                out.extend(wrap(&row, "  ", "    ", WIDTH));
                if header {
                    out.push(format!("  {}", "-".repeat(row.chars().count().min(WIDTH - 2))));
                }
            }
        }
    }
    out.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rules_text_fits_the_terminal_without_markdown_markers() {
        for game in spelbord_core::games::ALL.iter().map(|g| g.info().id) {
            for lang in spelbord_core::rules_text::LANGUAGES {
                let text = render(spelbord_core::rules_text::rules_text(game, lang).unwrap().markdown);
                for line in text.lines() {
                    assert!(line.chars().count() <= WIDTH, "{game}/{lang}: {line}");
                    assert!(!line.starts_with('#') && !line.contains("**") && !line.starts_with("- "), "{line}");
                }
                assert!(text.lines().nth(1).is_some_and(|l| l.starts_with("===")), "{game}/{lang}: title underlined");
            }
        }
    }
}
