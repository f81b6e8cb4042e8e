//! How to play each game, in the languages the owner's family reads: the Markdown of
//! `docs/rules/`, built into the library so the apps and the terminal show the same
//! text as the repository, offline.

use crate::error::GameError;
use crate::i18n::Lang;

/// One game's rules in one language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RulesText {
    /// The language actually given (`en`, `sv` or `da`): English when the asked one
    /// is not written yet.
    pub lang: &'static str,
    /// The rules as Markdown.
    pub markdown: &'static str,
}

/// Languages with a text for every game, the fallback first.
pub const LANGUAGES: [&str; 3] = ["en", "sv", "da"];

/// (game id, language, Markdown). A table, so a new translation is one line here
/// and a test checks every game has every language.
const TEXTS: &[(&str, &str, &str)] = &[
    ("fia", "en", include_str!("../../docs/rules/fia.md")),
    ("fia", "sv", include_str!("../../docs/rules/fia.sv.md")),
    ("fia", "da", include_str!("../../docs/rules/fia.da.md")),
    ("pairanoid", "en", include_str!("../../docs/rules/pairanoid.md")),
    ("pairanoid", "sv", include_str!("../../docs/rules/pairanoid.sv.md")),
    ("pairanoid", "da", include_str!("../../docs/rules/pairanoid.da.md")),
    ("fjols", "en", include_str!("../../docs/rules/fjols.md")),
    ("fjols", "sv", include_str!("../../docs/rules/fjols.sv.md")),
    ("fjols", "da", include_str!("../../docs/rules/fjols.da.md")),
    ("fevga", "en", include_str!("../../docs/rules/fevga.md")),
    ("fevga", "sv", include_str!("../../docs/rules/fevga.sv.md")),
    ("fevga", "da", include_str!("../../docs/rules/fevga.da.md")),
    ("durak", "en", include_str!("../../docs/rules/durak.md")),
    ("durak", "sv", include_str!("../../docs/rules/durak.sv.md")),
    ("durak", "da", include_str!("../../docs/rules/durak.da.md")),
    ("portes", "en", include_str!("../../docs/rules/portes.md")),
    ("portes", "sv", include_str!("../../docs/rules/portes.sv.md")),
    ("portes", "da", include_str!("../../docs/rules/portes.da.md")),
    ("plakoto", "en", include_str!("../../docs/rules/plakoto.md")),
    ("plakoto", "sv", include_str!("../../docs/rules/plakoto.sv.md")),
    ("plakoto", "da", include_str!("../../docs/rules/plakoto.da.md")),
    ("tavli", "en", include_str!("../../docs/rules/tavli.md")),
    ("tavli", "sv", include_str!("../../docs/rules/tavli.sv.md")),
    ("tavli", "da", include_str!("../../docs/rules/tavli.da.md")),
];

/// The rules of `game` for a device language such as `sv`, `sv-SE` or `da_DK`
/// (chosen by [`Lang::from_tag`]: Norwegian reads Danish, other languages English).
pub fn rules_text(game: &str, language: &str) -> Result<RulesText, GameError> {
    let wanted = Lang::from_tag(language).code();
    let find = |lang: &str| TEXTS.iter().find(|(g, l, _)| *g == game && *l == lang);
    find(wanted)
        .or_else(|| find(LANGUAGES[0]))
        .map(|&(_, lang, markdown)| RulesText { lang, markdown })
        .ok_or_else(|| GameError::UnknownGame(game.to_string()))
}

/// A run of text with one style, the smallest thing a shell draws.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Span {
    /// The text.
    pub text: String,
    /// `**bold**` in the Markdown.
    pub bold: bool,
    /// `*italic*` in the Markdown.
    pub italic: bool,
}

/// One block of a rules text, so the apps draw it with their own text styles and no
/// Markdown library of their own (the same blocks on Android and iOS).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Block {
    /// A heading; level 1 is the title.
    Heading {
        /// 1 for `#`, 2 for `##` …
        level: u8,
        /// The heading's text.
        spans: Vec<Span>,
    },
    /// A paragraph (its wrapped source lines joined).
    Paragraph {
        /// The paragraph's text.
        spans: Vec<Span>,
    },
    /// One item of a list: `-` items have no number, `1.` items have theirs.
    ListItem {
        /// The item's number in a numbered list.
        number: Option<u32>,
        /// The item's text.
        spans: Vec<Span>,
    },
    /// One row of a table (the `|---|` line is dropped; the first row is the header).
    TableRow {
        /// True for the table's first row.
        header: bool,
        /// Each cell's text.
        cells: Vec<Vec<Span>>,
    },
}

/// Splits inline Markdown into spans: `**bold**`, `*italic*` (or `_italic_`) and
/// `` `code` `` (shown plain). Unclosed markers are kept as text.
pub fn spans(text: &str) -> Vec<Span> {
    let mut out: Vec<Span> = Vec::new();
    let (mut bold, mut italic) = (false, false);
    let mut current = String::new();
    let mut rest = text;
    let flush = |out: &mut Vec<Span>, current: &mut String, bold: bool, italic: bool| {
        if !current.is_empty() {
            out.push(Span { text: std::mem::take(current), bold, italic });
        }
    };
    while let Some(c) = rest.chars().next() {
        let closes = |marker: &str| rest[marker.len()..].contains(marker);
        if rest.starts_with("**") && (bold || closes("**")) {
            flush(&mut out, &mut current, bold, italic);
            bold = !bold;
            rest = &rest[2..];
        } else if (c == '*' || c == '_') && (italic || closes(&c.to_string())) && !is_inner_underscore(text, rest, c) {
            flush(&mut out, &mut current, bold, italic);
            italic = !italic;
            rest = &rest[1..];
        } else if c == '`' {
            rest = &rest[1..];
        } else {
            current.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    flush(&mut out, &mut current, bold, italic);
    out
}

/// An underscore inside a word (`pick_up`) is a letter, not emphasis.
fn is_inner_underscore(text: &str, rest: &str, c: char) -> bool {
    if c != '_' {
        return false;
    }
    let at = text.len() - rest.len();
    let before = text[..at].chars().last().is_some_and(char::is_alphanumeric);
    let after = rest[1..].chars().next().is_some_and(char::is_alphanumeric);
    before && after
}

/// The blocks of a Markdown text: headings, paragraphs, list items (with their
/// indented continuation lines) and table rows.
pub fn blocks(markdown: &str) -> Vec<Block> {
    enum Open {
        None,
        Paragraph(String),
        Item(Option<u32>, String),
    }
    fn close(open: &mut Open, out: &mut Vec<Block>) {
        match std::mem::replace(open, Open::None) {
            Open::None => {}
            Open::Paragraph(text) => out.push(Block::Paragraph { spans: spans(&text) }),
            Open::Item(number, text) => out.push(Block::ListItem { number, spans: spans(&text) }),
        }
    }
    let mut out = Vec::new();
    let mut open = Open::None;
    let mut table_rows = 0;
    for line in markdown.lines() {
        let trimmed = line.trim();
        if !trimmed.starts_with('|') {
            table_rows = 0;
        }
        let numbered = trimmed.split_once(". ").and_then(|(n, rest)| n.parse::<u32>().ok().map(|n| (n, rest)));
        if trimmed.is_empty() {
            close(&mut open, &mut out);
        } else if let Some(title) = trimmed.strip_prefix('#') {
            close(&mut open, &mut out);
            let level = 1 + title.chars().take_while(|&c| c == '#').count();
            out.push(Block::Heading { level: level as u8, spans: spans(title.trim_start_matches('#').trim()) });
        } else if trimmed.starts_with('|') {
            close(&mut open, &mut out);
            let inner = trimmed.trim_matches('|');
            if inner.chars().all(|c| matches!(c, '-' | ':' | '|' | ' ')) {
                continue;
            }
            out.push(Block::TableRow {
                header: table_rows == 0,
                cells: inner.split('|').map(|c| spans(c.trim())).collect(),
            });
            table_rows += 1;
        } else if let Some(item) = trimmed.strip_prefix("- ").or_else(|| trimmed.strip_prefix("* ")) {
            close(&mut open, &mut out);
            open = Open::Item(None, item.to_string());
        } else if let (Some((n, item)), false) = (numbered, line.starts_with(' ')) {
            close(&mut open, &mut out);
            open = Open::Item(Some(n), item.to_string());
        } else {
            match &mut open {
                Open::Paragraph(text) | Open::Item(_, text) => {
                    text.push(' ');
                    text.push_str(trimmed);
                }
                Open::None => open = Open::Paragraph(trimmed.to_string()),
            }
        }
    }
    close(&mut open, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plain(spans: &[Span]) -> String {
        spans.iter().map(|s| s.text.as_str()).collect()
    }

    #[test]
    fn inline_styles_become_spans() {
        let s = spans("**Cards.** Two *ordinary* decks, `pick_up` and 2 * 3 stay");
        assert_eq!(s[0], Span { text: "Cards.".into(), bold: true, italic: false });
        assert_eq!(s[2], Span { text: "ordinary".into(), bold: false, italic: true });
        assert_eq!(plain(&s), "Cards. Two ordinary decks, pick_up and 2 * 3 stay");
        assert!(s.iter().skip(3).all(|x| !x.bold && !x.italic), "{s:?}");
    }

    #[test]
    fn markdown_becomes_headings_paragraphs_items_and_table_rows() {
        let md = "# Title\n\nOne line\nwrapped.\n\n- first\n  continued\n- second\n1. one\n2. two\n\n| a | b |\n|---|---|\n| 1 | **2** |\n\n## Next";
        let b = blocks(md);
        assert_eq!(b.len(), 9, "{b:#?}");
        assert!(matches!(&b[0], Block::Heading { level: 1, spans } if plain(spans) == "Title"));
        assert!(matches!(&b[1], Block::Paragraph { spans } if plain(spans) == "One line wrapped."));
        assert!(matches!(&b[2], Block::ListItem { number: None, spans } if plain(spans) == "first continued"));
        assert!(matches!(&b[3], Block::ListItem { number: None, spans } if plain(spans) == "second"));
        assert!(matches!(&b[5], Block::ListItem { number: Some(2), spans } if plain(spans) == "two"));
        assert!(matches!(&b[6], Block::TableRow { header: true, cells } if cells.len() == 2));
        assert!(matches!(&b[7], Block::TableRow { header: false, cells } if cells[1][0].bold));
        assert!(matches!(&b[8], Block::Heading { level: 2, .. }));
    }

    #[test]
    fn every_rules_text_parses_without_markdown_left_over() {
        for &(game, lang, md) in TEXTS {
            let b = blocks(md);
            assert!(b.len() > 10, "{game} {lang}");
            let mut texts: Vec<String> = Vec::new();
            for block in &b {
                match block {
                    Block::Heading { spans, .. } | Block::Paragraph { spans } | Block::ListItem { spans, .. } => {
                        texts.push(plain(spans))
                    }
                    Block::TableRow { cells, .. } => texts.extend(cells.iter().map(|c| plain(c))),
                }
            }
            for t in texts {
                assert!(!t.contains("**") && !t.starts_with('#') && !t.starts_with('|'), "{game} {lang}: '{t}'");
            }
        }
    }

    #[test]
    fn every_game_has_every_language_and_names_itself() {
        for def in crate::catalog::games() {
            let info = def.info();
            for lang in LANGUAGES {
                let text = rules_text(info.id, lang).unwrap();
                assert_eq!(text.lang, lang, "{} has no {lang} text", info.id);
                assert!(text.markdown.starts_with("# "), "{} {lang}: a Markdown title first", info.id);
                let title = text.markdown.lines().next().unwrap().to_lowercase();
                assert!(title.contains(&info.name.to_lowercase()), "{} {lang}: title '{title}'", info.id);
            }
        }
    }

    #[test]
    fn region_tags_and_unwritten_languages() {
        assert_eq!(rules_text("fjols", "da-DK").unwrap().lang, "da");
        assert_eq!(rules_text("fjols", "sv_SE").unwrap().lang, "sv");
        assert_eq!(rules_text("fjols", "nb-NO").unwrap().lang, "da");
        assert_eq!(rules_text("fjols", "ru").unwrap().lang, "en");
        assert_eq!(rules_text("fjols", "").unwrap().lang, "en");
        assert_ne!(rules_text("fia", "sv").unwrap().markdown, rules_text("fia", "en").unwrap().markdown);
        assert!(matches!(rules_text("chess", "en"), Err(GameError::UnknownGame(g)) if g == "chess"));
    }
}
