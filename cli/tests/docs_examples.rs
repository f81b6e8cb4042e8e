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

/// The position in `page`'s code blocks that starts with `game` and holds `field`.
fn page_position(page: &str, game: &str, field: &str) -> String {
    let text = page_text(page);
    code_lines(&text)
        .into_iter()
        .find(|l| l.starts_with(&format!("{game} ")) && l.contains(field))
        .unwrap_or_else(|| panic!("{page}: no {game} position with {field} in a code block"))
}

/// The text of a page of docs/.
fn page_text(page: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs").join(page);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Fails unless `page` still says `claim` word for word (whitespace aside): a page
/// reworded is looked at again here, not left to drift from what is checked.
fn says(page: &str, claim: &str) {
    let flat = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat(&page_text(page)).contains(&flat(claim)), "{page} no longer says: {claim}");
}

/// Runs `spelbord` in English: (succeeded, stdout, stderr).
fn spelbord(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_spelbord"))
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "en_GB.UTF-8")
        .output()
        .unwrap();
    let text = |b: &[u8]| String::from_utf8_lossy(b).trim().to_string();
    (out.status.success(), text(&out.stdout), text(&out.stderr))
}

/// The position after `moves` (stdout of `spelbord apply`), which must succeed.
fn after(game: &str, position: &str, moves: &[&str], extra: &[&str]) -> String {
    let mut args = vec!["apply", game, position];
    args.extend_from_slice(moves);
    args.extend_from_slice(extra);
    let (ok, out, err) = spelbord(&args);
    assert!(ok, "{game}: {moves:?} refused: {err}");
    out
}

/// `spelbord legal` of a position, one move a line.
fn legal(game: &str, position: &str, extra: &[&str]) -> Vec<String> {
    let mut args = vec!["legal", game, position];
    args.extend_from_slice(extra);
    let (ok, out, err) = spelbord(&args);
    assert!(ok, "{game}: legal refused: {err}");
    out.lines().map(str::to_string).collect()
}

/// The worked examples the pages tell in words (outside code blocks): each claim is
/// found in its page as written and then shown by the program to hold.
#[test]
fn the_worked_examples_told_in_the_pages_hold() {
    // notation.md
    says("notation.md", "Example: after `roll d6 out2` red has `red=0,0,n,n` and rolls again.");
    let fia = after("fia", "start", &["roll", "d6", "out2"], &["--players", "2"]);
    assert!(fia.contains(" red=0,0,n,n ") && fia.contains(" stage=roll turn=0 "), "{fia}");

    // notation-fevga.md: the seed's worked opening and bearing off.
    let page = "notation-fevga.md";
    let start = page_position(page, "fevga", "white=1:15");
    says(page, "White 6-6: `legal` lists only `1/7`");
    assert_eq!(legal("fevga", &after("fevga", &start, &["roll", "6-6"], &[]), &[]), ["1/7"]);
    says(page, "Black 5-3: `13/18 18/21` (also accepted as `13/16 16/21`).");
    let black = after("fevga", &start, &["roll", "6-6", "1/7", "roll", "5-3"], &[]);
    assert!(legal("fevga", &black, &[]).contains(&"13/18 18/21".to_string()));
    assert_eq!(after("fevga", &black, &["13/16 16/21"], &[]), after("fevga", &black, &["13/18 18/21"], &[]));
    says(page, "White 5-2: `7/12 12/14`");
    let white = after("fevga", &black, &["13/16 16/21", "roll", "5-2"], &[]);
    assert_eq!(legal("fevga", &white, &[]), ["7/12 12/14"]);
    says(page, "`19/off` uses the 6; with the 5 (point 20 is empty) a checker must move inside home");
    says(page, "from the higher point 19 (`19/24`).");
    let home = page_position(page, "fevga", "white=19:2,21:3,23:10");
    assert_eq!(legal("fevga", &home, &[]), ["19/off 19/24"]);

    // notation-pairanoid.md: a 7 split, typed in either order.
    let page = "notation-pairanoid.md";
    says(page, "`7 5>7 20>22 R1>R4` moves three marbles 2 + 2 + 3;");
    says(page, "`7 20>22 5>7 R1>R4` is the same move.");
    let seven = page_position(page, "pairanoid", "hands=7,Jk/2/2/2");
    let played = after("pairanoid", &seven, &["7 5>7 20>22 R1>R4"], &[]);
    assert!(played.contains(" red=7,22,R4,n "), "{played}");
    assert_eq!(after("pairanoid", &seven, &["7 20>22 5>7 R1>R4"], &[]), played);

    // notation-fjols.md: the refusals, in the words the program uses.
    let page = "notation-fjols.md";
    let chain = page_position(page, "fjols", "table=9s");
    for (mv, told, words) in [
        (
            "6h",
            "laying `6h` in the position above gives",
            "you hold spades, so you must follow suit: beat the 9 of spades with a higher spade or pick up",
        ),
        ("take", "`take` gives", "beating is compulsory, and you can beat the 9 of spades with Js"),
    ] {
        says(page, &format!("{told} \"{words}\""));
        let (ok, _, err) = spelbord(&["apply", "fjols", &chain, mv]);
        assert!(!ok && err.contains(words), "{mv}: {err}");
    }
}
