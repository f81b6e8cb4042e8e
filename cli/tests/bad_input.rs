//! Bad command lines give a message and an exit code, never a panic.

use std::process::Output;

mod common;

fn run(args: &[&std::ffi::OsStr]) -> Output {
    common::spelbord(args)
}

fn spelbord(args: &[&str]) -> Output {
    run(&args.iter().map(std::ffi::OsStr::new).collect::<Vec<_>>())
}

fn refused(out: &Output, words: &str) {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(stderr.contains(words), "'{stderr}' should say '{words}'");
}

#[test]
fn a_viewer_beyond_the_table_is_refused() {
    let dir = std::env::temp_dir().join(format!("spelbord-viewer-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let svg = dir.join("x.svg");
    for game in ["pairanoid", "fjols"] {
        refused(&spelbord(&["render", game, "start", "--svg", svg.to_str().unwrap(), "--viewer", "9"]), "--viewer 9");
    }
    // The bound is the table's seats, not the most the game takes (Fjols: 5).
    let svg = svg.to_str().unwrap();
    refused(&spelbord(&["render", "fjols", "start", "--players", "4", "--svg", svg, "--viewer", "4"]), "--viewer 4");
    refused(
        &spelbord(&["render", "fia", "start", "--players", "2", "--moves", "3", "--svg", svg, "--viewer", "2"]),
        "--viewer 2",
    );
    let ok = spelbord(&["render", "fjols", "start", "--players", "4", "--svg", svg, "--viewer", "3"]);
    assert!(ok.status.success(), "{}", String::from_utf8_lossy(&ok.stderr));
}

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_utf8_is_named() {
    use std::os::unix::ffi::OsStrExt;
    let bad = std::ffi::OsStr::from_bytes(b"fi\xffa");
    refused(&run(&[std::ffi::OsStr::new("legal"), bad, std::ffi::OsStr::new("start")]), "not UTF-8");
}

#[test]
fn extra_words_after_legal_and_perft_are_refused() {
    refused(&spelbord(&["legal", "fia", "start", "roll"]), "unexpected 'roll'");
    refused(&spelbord(&["perft", "fia", "start", "1", "2"]), "unexpected '2'");
}

#[test]
fn the_audits_hang_returns_an_error() {
    let position = "fia players=2 pieces=4 exit=1or6 three_sixes=play knock=land goal=bounce start_squares=open \
        end=first two_player=opposite stage=move turn=0 die=3 rolls=1 sixes=0 finished=0,1 rolloff=3,2 \
        red=10,n,n,n yellow=n,n,n,n";
    refused(&spelbord(&["apply", "fia", position, "p0"]), "without all pieces in the goal");
}

#[test]
fn a_seat_name_with_hidden_characters_is_refused_in_the_chosen_language() {
    for (c, lang, words) in [
        ('\u{202E}', "sv", "Ett namn får inte innehålla osynliga tecken eller styrtecken."),
        ('\u{2028}', "da", "Et navn må ikke indeholde usynlige tegn eller kontroltegn."),
        ('\u{200B}', "en", "A name can't contain invisible or control characters."),
    ] {
        let seats = format!("Anna,Bo{c}b");
        let out = spelbord(&["play", "fia", "--seats", &seats, "--no-save", "--bot-delay", "0", "--lang", lang]);
        refused(&out, words);
    }
}
