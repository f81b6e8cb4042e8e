//! The `spelbord` program run as a user runs it: output, exit codes, and pipes.

use std::process::{Command, Stdio};

mod common;
use common::{spelbord, spelbord_typed, stdout};

#[test]
fn rules_are_shown_in_the_language_asked_for_or_the_environments() {
    let da = spelbord(&["rules", "fjols", "--lang", "da"]);
    assert!(da.status.success());
    assert!(String::from_utf8(da.stdout).unwrap().starts_with("# Fjols — sådan spiller I"));

    let sv = Command::new(env!("CARGO_BIN_EXE_spelbord"))
        .args(["rules", "fia"])
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "sv_SE.UTF-8")
        .output()
        .unwrap();
    assert!(String::from_utf8(sv.stdout).unwrap().starts_with("# Fia med knuff — så spelar du"));

    let unknown = spelbord(&["rules", "chess"]);
    assert_eq!(unknown.status.code(), Some(1));
    assert!(String::from_utf8(unknown.stderr).unwrap().contains("no game “chess”"));
}

#[test]
fn a_reader_that_stops_early_ends_the_program_quietly() {
    // Like `spelbord rules pairanoid | head -1`, with the reader gone before the
    // program writes (it is still starting), so its write meets a closed pipe.
    let mut child = Command::new(env!("CARGO_BIN_EXE_spelbord"))
        .args(["rules", "pairanoid"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(out.status.success());
}

#[test]
fn a_game_reads_in_the_language_asked_for() {
    let play = |lang: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_spelbord"))
            .args([
                "play",
                "fia",
                "--seats",
                "easy,hard",
                "--no-save",
                "--seed",
                "3",
                "--bot-delay",
                "0",
                "--lang",
                lang,
            ])
            .env_remove("LC_ALL")
            .stdin(Stdio::null())
            .output()
            .unwrap();
        String::from_utf8(out.stdout).unwrap()
    };
    let sv = play("sv");
    assert!(sv.contains(" slår ") && sv.contains("pjäs"), "{sv}");
    assert!(!sv.contains(" rolls ") && !sv.contains('⟦'), "{sv}");
    let da = play("da");
    assert!(da.contains(" slår ") && da.contains("brik"), "{da}");
    assert!(!da.contains(" rolls ") && !da.contains('⟦'), "{da}");
    let en = play("en");
    assert!(en.contains(" rolls ") && en.contains("piece"), "{en}");
}

#[test]
fn help_and_the_games_list_fit_eighty_columns() {
    let cases = [
        ("en", "family table games", "fia — "),
        ("sv", "familjens bordsspel", "ur boet"),
        ("da", "familiens brætspil", "ud af reden"),
    ];
    let runs = cases.iter().flat_map(|&(lang, help, games)| {
        [(vec!["--help", "--lang", lang], help), (vec!["games", "--lang", lang], games)]
    });
    for (args, first) in runs {
        let out = String::from_utf8(spelbord(&args).stdout).unwrap();
        assert!(out.lines().count() > 5, "{out}");
        assert!(out.to_lowercase().contains(first), "{args:?}: '{first}' in {out}");
        for line in out.lines() {
            assert!(line.chars().count() <= 80, "{args:?}: {line}");
        }
    }
}

/// Setting up a game and the saved-games list speak the language asked for.
#[test]
fn setup_and_resume_speak_swedish_and_danish() {
    let run = |args: &[&str], input: &str| stdout(&spelbord_typed(args, input));
    let empty = std::env::temp_dir().join(format!("spelbord-lang-{}", std::process::id()));
    let dir = empty.to_str().unwrap();
    for (lang, words) in [
        ("sv", ["välj ett spel", "plats 1 (spelare 1)", "husregler", "Inga sparade spel"]),
        ("da", ["vælg et spil", "plads 1 (spiller 1)", "husregler", "Ingen gemte spil"]),
    ] {
        let setup = run(&["play", "--no-save", "--bot-delay", "0", "--lang", lang], "3\n2\nAnna\neasy\n\nq\n");
        let resume = run(&["resume", "--data-dir", dir, "--lang", lang], "");
        let text = format!("{setup}{resume}");
        for w in words {
            assert!(text.contains(w), "{lang}: '{w}' in {text}");
        }
        for english in ["choose a game", "For each seat", "players)", "No saved games"] {
            assert!(!text.contains(english), "{lang}: '{english}' in {text}");
        }
    }
}

/// Whole games played through the program in Swedish and Danish: every line fits 80
/// columns (the longer words of the translations wrap like English) and the game is
/// played in that language.
#[test]
fn every_line_fits_eighty_columns_in_swedish_and_danish_too() {
    for (lang, word) in [("sv", "q = sluta"), ("da", "q = stop")] {
        for (game, seats) in [
            ("fia", "Ann,easy,Bo,hard"),
            ("fevga", "Ann,Bo"),
            ("fjols", "Ann,Bo,easy"),
            ("pairanoid", "Ann,Bo,easy,Cy"),
        ] {
            let mut child = Command::new(env!("CARGO_BIN_EXE_spelbord"))
                .args(["play", game, "--seats", seats, "--seed", "1", "--no-save", "--bot-delay", "0", "--no-clear"])
                .args(["--lang", lang])
                .env_remove("LC_ALL")
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .spawn()
                .unwrap();
            use std::io::Write as _;
            // A closed pipe once the game is over is not a failure of the test.
            let _ = child.stdin.take().unwrap().write_all("1\n".repeat(2500).as_bytes());
            let text = String::from_utf8(child.wait_with_output().unwrap().stdout).unwrap();
            assert!(text.lines().count() > 100, "{lang} {game} was played: {text}");
            assert!(text.contains(word), "{lang} {game} speaks {lang}");
            assert!(!text.contains(":nest"), "{lang} {game}: the nest in words");
            // No notation or English where a player reads: cards and moves in words.
            for code in ["give:", "Jk=", "Your move", " take", "(give", "hand: A ", "easy, medium", "[fia]"] {
                assert!(!text.contains(code), "{lang} {game}: '{code}' in {text}");
            }
            for line in text.lines() {
                assert!(line.chars().count() <= 80, "{lang} {game}: {} columns: {line}", line.chars().count());
            }
        }
    }
}

fn run_lang(args: &[&str], input: &str) -> (String, String) {
    let out = spelbord_typed(args, input);
    (stdout(&out), String::from_utf8(out.stderr).unwrap())
}

/// The command line's own errors, the notation tools' errors and the games list
/// speak the language asked for, with no English word left.
#[test]
fn tools_and_command_line_errors_speak_swedish_and_danish() {
    let bad_position = "fia players=2 pieces=4 exit=1or6 three_sixes=play knock=land goal=bounce start_squares=open \
        end=first two_player=opposite stage=roll turn=0 die=- rolls=0 sixes=3 finished=- rolloff=- \
        red=n,n,n,n yellow=n,n,n,n";
    for (lang, words) in [
        (
            "sv",
            [
                "3 sexor på 0 slag",
                "okänt kommando",
                "GAME saknas",
                "okänt val --bogus",
                "mappen eller filen finns inte",
            ],
        ),
        (
            "da",
            [
                "3 seksere på 0 slag",
                "ukendt kommando",
                "GAME mangler",
                "ukendt tilvalg --bogus",
                "mappen eller filen findes ikke",
            ],
        ),
    ] {
        let said = [
            run_lang(&["legal", "fia", bad_position, "--lang", lang], "").1,
            run_lang(&["frobnicate", "--lang", lang], "").1,
            run_lang(&["legal", "--lang", lang], "").1,
            run_lang(&["legal", "fia", "start", "--bogus", "1", "--lang", lang], "").1,
            run_lang(&["resume", "--data-dir", "/proc/no/such/dir", "--lang", lang], "").1,
        ];
        for (text, word) in said.iter().zip(words) {
            assert!(text.contains(word), "{lang}: '{word}' in {text}");
            for english in ["cannot", "unknown", "missing", "sixes", "Storage", "os error"] {
                assert!(!text.contains(english), "{lang}: '{english}' in {text}");
            }
        }
        let (games, _) = run_lang(&["games", "--lang", lang], "");
        assert!(!games.contains("players)") && !games.contains("pieces per player"), "{lang}: {games}");
    }
}

/// Bot levels are typed and offered in the reader's language.
#[test]
fn bot_levels_are_offered_and_read_in_swedish() {
    let (out, err) =
        run_lang(&["play", "fia", "--no-save", "--bot-delay", "0", "--lang", "sv"], "2\nAnna\nstark\n\nq\n");
    assert!(out.contains("nybörjare, hobby,") && out.contains("mästare.") && out.contains("[klubb]"), "{out}");
    assert!(out.contains("Stark dator 2"), "the level typed in Swedish makes a bot: {out} {err}");
}

#[test]
fn the_arena_reports_decision_times_per_level() {
    let out = spelbord(&["arena", "fia", "--bots", "hard,easy", "--games", "4", "--threads", "1", "--json"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["games"], 4);
    assert_eq!(report["clock"], if cfg!(unix) { "thread-cpu" } else { "wall" });
    for level in report["levels"].as_array().unwrap() {
        let t = &level["time"];
        let ms = |k: &str| t[k].as_f64().unwrap();
        assert!(ms("median_ms") <= ms("p95_ms") && ms("p95_ms") <= ms("max_ms"), "{t}");
    }
    let text = spelbord(&["arena", "fia", "--bots", "hard,easy", "--games", "2", "--threads", "1"]);
    let text = String::from_utf8(text.stdout).unwrap();
    assert!(text.contains("median") && text.contains("p95"), "{text}");
}

/// A pass-and-play card game saved while one player held the terminal resumes at a
/// hand-off naming who is to play: whoever sits there now sees no hand before that
/// player presses Enter (issue 20; the table's rule, `PlaySession::leave_device`).
#[test]
fn resuming_a_pass_and_play_card_game_starts_at_a_hand_off() {
    let dir = std::env::temp_dir().join(format!("spelbord-resume-hand-off-{}", std::process::id()));
    let dir = dir.to_str().unwrap();
    let run = |args: &[&str], input: &str| stdout(&spelbord_typed(args, input));
    // Ann takes the device (her only move, a pick-up, is played for her and shown),
    // then Bo takes it, sees his hand, and quits at his turn.
    let first = run(
        &["play", "fjols", "--seats", "Ann,Bo", "--seed", "4", "--data-dir", dir, "--bot-delay", "0", "--lang", "en"],
        "\n\n\nq\n",
    );
    assert!(first.contains("Bo (player 2) to move"), "{first}");
    assert!(first.contains("Saved. Continue later"), "{first}");
    let resumed = run(&["resume", "--data-dir", dir, "--bot-delay", "0", "--lang", "en"], "1\nq\n");
    let from = resumed.find("Resuming").unwrap_or_else(|| panic!("{resumed}"));
    let after = &resumed[from..];
    let hand_off = after.find("press Enter when you hold the device").unwrap_or_else(|| panic!("{after}"));
    assert!(after[..hand_off].contains("Pass the device to"), "{after}");
    // Bo's hand was on screen in the first run; after the resume it never is.
    assert!(first.contains("hand: "), "{first}");
    assert!(!after.contains("hand: "), "{after}");
    std::fs::remove_dir_all(dir).ok();
}

/// A device save of `game` (seat 0 a person, the others beginner bots) a few moves
/// in, written to a file of its own.
fn device_save(game: &str, players: usize, tag: &str) -> std::path::PathBuf {
    use spelbord_core::{BotLevel, SeatConfig, SessionConfig, ToMove};
    let seats = (0..players)
        .map(|i| if i == 0 { SeatConfig::human("Anna") } else { SeatConfig::bot(format!("B{i}"), BotLevel::Beginner) })
        .collect();
    let config = SessionConfig { game: game.into(), seats, variants: Default::default(), seed: Some(3), title: None };
    let mut session = spelbord_core::new_session(&config).unwrap();
    for _ in 0..6 {
        if let spelbord_core::Phase::HandOff { seat } = session.phase() {
            session.confirm_handoff(seat).unwrap();
        }
        match session.to_move() {
            ToMove::Seat(0) => {
                let mv = session.legal_moves()[0].clone();
                session.act(None, 0, &mv).unwrap();
            }
            _ => {
                session.bot_step().unwrap();
            }
        }
    }
    let path = std::env::temp_dir().join(format!("spelbord-host-from-{tag}-{}.json", std::process::id()));
    std::fs::write(&path, session.to_save().to_json()).unwrap();
    path
}

/// `host --from SAVE [--as SEAT]`: the save and the seat are checked by the core
/// before any connection, in the reader's words; a good one goes on to the server.
#[test]
fn host_from_a_save_checks_the_save_and_the_seat_before_it_connects() {
    let fevga = device_save("fevga", 2, "fevga");
    let file = fevga.to_str().unwrap();
    let damaged = std::env::temp_dir().join(format!("spelbord-host-from-damaged-{}.json", std::process::id()));
    std::fs::write(&damaged, std::fs::read_to_string(&fevga).unwrap().replacen("\"move\": \"", "\"move\": \"x", 1))
        .unwrap();
    // No server listens on port 1: a request that passes every check fails there.
    let server = ["--server", "127.0.0.1:1"];
    let host = |more: &[&str]| {
        let args: Vec<&str> = ["host"].iter().chain(more).chain(&server).copied().collect();
        run_lang(&args, "")
    };
    let cases: [(Vec<&str>, &str); 7] = [
        (vec!["--from", "/no/such/save.json", "--lang", "en"], "Cannot read /no/such/save.json"),
        (vec!["--from", damaged.to_str().unwrap(), "--lang", "en"], "cannot be read"),
        (vec!["--from", file, "--as", "3", "--lang", "en"], "no seat 3 (it has 2)"),
        (vec!["--from", file, "--as", "2", "--lang", "en"], "seat 2 is a bot's"),
        (vec!["--from", file, "--as", "0", "--lang", "sv"], "ingen plats"),
        (vec!["fevga", "--from", file, "--lang", "en"], "not both"),
        (vec!["--from", file, "--as", "x", "--lang", "en"], "x"),
    ];
    for (args, words) in cases {
        let (_, err) = host(&args);
        assert!(err.contains(words), "{args:?}: '{words}' in {err}");
        assert!(!err.contains("No Spelbord server"), "{args:?}: refused before connecting: {err}");
    }
    for args in [vec!["--from", file], vec!["--from", file, "--as", "1"]] {
        let (_, err) = host(&args);
        assert!(err.contains("No Spelbord server at ws://127.0.0.1:1/ws"), "{args:?}: {err}");
    }
    // A card game: the host is told the dealt hands come along.
    let fjols = device_save("fjols", 3, "fjols");
    let (out, err) = host(&["--from", fjols.to_str().unwrap(), "--lang", "en"]);
    assert!(out.contains("hands already dealt carry over"), "{out}");
    assert!(err.contains("No Spelbord server"), "{err}");
    let (out, _) = host(&["--from", file, "--lang", "en"]);
    assert!(!out.contains("hands already dealt"), "a dice game deals no hands: {out}");
    for path in [fevga, damaged, fjols] {
        let _ = std::fs::remove_file(path);
    }
}

/// A finished terminal game ends on its final board, the places and "play again /
/// back" (issue 44: it once ended on "game over"); "r" plays again at the same table,
/// Enter goes back. Finished games leave `resume`'s list and stay in the statistics.
#[test]
fn a_finished_game_shows_its_board_and_places_offers_play_again_and_leaves_resume() {
    let dir = std::env::temp_dir().join(format!("spelbord-finished-{}", std::process::id()));
    let d = dir.to_str().unwrap();
    let args =
        ["play", "fia", "--seats", "easy,easy", "--seed", "1", "--data-dir", d, "--bot-delay", "0", "--lang", "en"];
    // Two bots play to the end; "r" starts the second game at the same table, Enter leaves it.
    let out = stdout(&spelbord_typed(&args, "r\n\n"));
    let ask = "r = play again at this table, Enter = back";
    assert_eq!(out.matches(ask).count(), 2, "{out}");
    for game in out.split(ask).take(2) {
        let end = &game[game.rfind("game over").unwrap_or_else(|| panic!("{game}"))..];
        // The final board (its key), then the places, then the question.
        let board = end.find("R = red, B = blue").unwrap_or_else(|| panic!("the final board: {end}"));
        let first = end.find("place 1: Beginner bot").unwrap_or_else(|| panic!("the places: {end}"));
        let second = end.find("place 2: Beginner bot").unwrap_or_else(|| panic!("{end}"));
        assert!(board < first && first < second, "{end}");
    }
    assert!(out.trim_end().ends_with(&format!("{ask}:")), "Enter went back: nothing after the question\n{out}");
    let resume = stdout(&spelbord_typed(&["resume", "--data-dir", d, "--lang", "en"], ""));
    assert!(resume.contains("No saved games"), "finished games are not offered to resume: {resume}");
    let stats = spelbord_core::stats::StatsFile::in_dir(&dir).load().unwrap();
    assert_eq!(stats.counted.len(), 2, "both games counted in the statistics: {:?}", stats.counted);
    std::fs::remove_dir_all(&dir).ok();
}
