//! Every example in docs/ runs: each position in a code block of the notation pages
//! is read by its game's parser, and each `spelbord` command in any page's code
//! blocks runs and succeeds. A page and the program can no longer disagree unseen.

use std::path::Path;
use std::process::Command;

use spelbord_core::catalog;

/// The code blocks of a Markdown page, a line continued on an indented line joined
/// to it (the way the pages wrap a long position).
fn code_lines(text: &str) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut inside = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            inside = !inside;
            continue;
        }
        if !inside || line.trim().is_empty() {
            continue;
        }
        match lines.last_mut() {
            Some(last) if line.starts_with(' ') && !last.starts_with('#') => {
                last.push(' ');
                last.push_str(line.trim());
            }
            _ => lines.push(line.to_string()),
        }
    }
    lines
}

/// Splits a command line as a shell would for the quoting the pages use.
fn shell_words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let (mut quoted, mut any) = (false, false);
    for c in line.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                any = true;
            }
            ' ' if !quoted => {
                if any {
                    words.push(std::mem::take(&mut word));
                }
                any = false;
            }
            _ => {
                word.push(c);
                any = true;
            }
        }
    }
    assert!(!quoted, "an unclosed quote in: {line}");
    if any {
        words.push(word);
    }
    words
}

fn pages() -> Vec<(String, String)> {
    let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs");
    let mut pages: Vec<_> = std::fs::read_dir(&docs)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .map(|p| (p.file_name().unwrap().to_string_lossy().into_owned(), std::fs::read_to_string(&p).unwrap()))
        .collect();
    pages.sort();
    pages
}

#[test]
fn every_position_in_the_notation_pages_is_read_by_its_parser() {
    let mut read = 0;
    for (name, text) in pages() {
        for line in code_lines(&text) {
            let Some(game) = line.split(' ').next().and_then(|id| catalog::game(id).ok()) else { continue };
            if let Err(e) = game.normalise(&line) {
                panic!("{name}: the example position is refused ({e}): {line}");
            }
            read += 1;
        }
    }
    assert!(read >= 6, "{read} positions read");
}

#[test]
fn every_spelbord_command_in_the_pages_runs() {
    let dir = std::env::temp_dir().join(format!("spelbord-docs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut ran = 0;
    for (name, text) in pages() {
        for line in code_lines(&text) {
            let words = shell_words(&line);
            if words.first().map(String::as_str) != Some("spelbord") {
                continue;
            }
            let out = Command::new(env!("CARGO_BIN_EXE_spelbord"))
                .args(&words[1..])
                .env("SPELBORD_DATA_DIR", &dir)
                .current_dir(&dir)
                .output()
                .unwrap();
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert!(out.status.success() && !stderr.contains("panicked"), "{name}: `{line}` failed: {stderr}");
            ran += 1;
        }
    }
    assert!(ran >= 6, "{ran} commands ran");
    let _ = std::fs::remove_dir_all(dir);
}
