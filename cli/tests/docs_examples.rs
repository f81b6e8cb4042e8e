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

    // notation-portes.md: an opening, the bar, the larger number.
    let page = "notation-portes.md";
    says(page, "White opens 3-1 and makes its 5-point: `legal` lists `8/5 6/5` among the plays.");
    let start = page_position(page, "portes", "phase=start");
    let opening = after("portes", &start, &["roll", "3-1"], &[]);
    assert!(legal("portes", &opening, &[]).contains(&"8/5 6/5".to_string()));
    says(page, "only `bar/5` can enter, and the 6 is lost while the other checker stays on the bar.");
    assert_eq!(legal("portes", &page_position(page, "portes", "bar=0,2"), &[]), ["bar/5"]);
    says(page, "the larger must be, and `legal` lists only `13/7`.");
    assert_eq!(legal("portes", &page_position(page, "portes", "black=2:2,24:13"), &[]), ["13/7"]);

    // notation-plakoto.md: a pin and the mother.
    let page = "notation-plakoto.md";
    says(page, "White plays 5-2 as `18/13 24/22`: the single black checker on 13 is pinned, and the position reads `pinned=black:13`.");
    let pin = after("plakoto", &page_position(page, "plakoto", "black=1:13,10:1,13:1"), &["18/13 24/22"], &[]);
    assert!(pin.contains(" pinned=black:13 "), "{pin}");
    says(page, "and black has no checker left on its own start, so black wins 2 points.");
    let mother = after("plakoto", &page_position(page, "plakoto", "black=18:1,20:14"), &["18/24 20/off"], &[]);
    assert!(mother.contains(" pinned=white:24 ") && mother.contains(" phase=over "), "{mother}");

    // notation-tavli.md: a game won and the next one started by its winner; a drawn
    // Plakoto and the roll-off that follows it.
    let page = "notation-tavli.md";
    says(page, "Portes is won 2 points, the score is 2–0 and Plakoto follows, white (the winner) to roll.");
    let won = after("tavli", &page_position(page, "tavli", "black=12:15"), &["1/off"], &[]);
    assert!(
        won.contains(" score=2,0 played=portes:white:2 plakoto ") && won.contains(" turn=white phase=start "),
        "{won}"
    );
    says(page, "mothers are pinned: a draw, 0 points, and the start of the Fevga that follows is rolled for again.");
    let draw = after("tavli", &page_position(page, "tavli", "pinned=white:24"), &["3/1 10/9"], &[]);
    assert!(
        draw.contains(" played=portes:white:1,plakoto:draw:0 fevga ") && draw.contains(" phase=opening "),
        "{draw}"
    );

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

/// The backticked parts of the first cells of every `| move | meaning |` table in a
/// page: the moves the table shows.
fn move_table_examples(page: &str) -> Vec<String> {
    let text = page_text(page);
    let mut out = Vec::new();
    let mut inside = false;
    for line in text.lines() {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        if !line.starts_with('|') {
            inside = false;
        } else if cells.get(1) == Some(&"move") && cells.get(2) == Some(&"meaning") {
            inside = true;
        } else if inside && !cells[1].starts_with("---") {
            out.extend(cells[1].split('`').skip(1).step_by(2).map(str::to_string));
        }
    }
    out
}

/// Every move the notation pages show (each row of their move tables and the moves
/// their text lists), played in a position made for it: the program takes it as
/// written. A move shown in a shortened form (`…`) or a step of a play is played whole.
#[test]
fn every_move_example_in_the_notation_pages_is_played() {
    let fevga = |cube: &str, white: &str, black: &str, phase: &str, dice: &str, rolls: &str| {
        format!(
            "fevga match=1 mars=on cube={cube} crazy=off game=1 score=0,0 white={white} black={black} off=0,0 \
             turn=white phase={phase} dice={dice} chain=none rolls={rolls} stake=1 owner=- last=-"
        )
    };
    let fia = |players: usize, stage: &str, die: &str, rolls: u32, sixes: u32, pieces: &str| {
        let others = if players == 2 {
            "yellow=n,n,n,n".to_string()
        } else {
            "blue=n,n,n,n yellow=n,n,n,n green=n,n,n,n".into()
        };
        let rolloff = if players == 2 { "6,2" } else { "-,-,-,-" };
        format!(
            "fia players={players} pieces=4 exit=1or6 three_sixes=play knock=land goal=bounce start_squares=open \
             end=first two_player=opposite stage={stage} turn=0 die={die} rolls={rolls} sixes={sixes} finished=- \
             rolloff={rolloff} red={pieces} {others}"
        )
    };
    let pairanoid =
        |stage: &str, dealt: u32, red: &str, blue: &str, green: &str, hands: &str, piles: &str, given: &str| {
            format!(
            "pairanoid stage={stage} deal=1 dealer=yellow dealt={dealt} turn=red red={red} blue={blue} green={green} \
             yellow=n,n,n,n hands={hands} {piles} given={given} last=- winner=-"
        )
        };
    let play = |red: &str, blue: &str, green: &str, hand: &str| {
        pairanoid("play", 24, red, blue, green, &format!("{hand}/2/2/2"), "pile=rest discard=-", "-,-,-,-")
    };
    let fjols_chain = |beating: &str| {
        format!(
            "fjols players=2 deck=36 hand=5 pickup=last beating={beating} turn=0 trump=Kh hands=6h,7s,Js/Qc,Ac pile=- \
             table=9s dead=6c,7c,8c,9c,Tc,Jc,Kc,6d,7d,8d,9d,Td,Jd,Qd,Kd,Ad,7h,8h,9h,Th,Jh,Qh,Kh,Ah,6s,8s,Ts,Qs,Ks,As \
             known=-/Qc limits=-/- out=-"
        )
    };
    let fjols_deck: Vec<String> =
        "cdhs".chars().flat_map(|s| "6789TJQKA".chars().map(move |r| format!("{r}{s}"))).collect();
    let mut pairanoid_deck: Vec<String> = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
        .iter()
        .flat_map(|r| std::iter::repeat_n(r.to_string(), 8))
        .collect();
    pairanoid_deck.extend(std::iter::repeat_n("Jk".to_string(), 4));

    // Red's marbles on 5 and 20 (blue's start field 16 and its track beyond are free).
    let lead = "5,20,n,n";
    // (page, the move as the page shows it, the move played, the position)
    let cases: Vec<(&str, String, String, String)> = [
        ("notation.md", "roll", fia(2, "roll", "-", 0, 0, "n,n,n,n")),
        ("notation.md", "out", fia(2, "move", "1", 1, 0, "n,n,n,n")),
        ("notation.md", "out2", fia(2, "move", "6", 1, 1, "10,n,n,n")),
        ("notation.md", "out5", fia(2, "move", "6", 1, 1, "10,n,n,n")),
        ("notation.md", "p0", fia(2, "move", "6", 1, 1, "10,n,n,n")),
        ("notation.md", "d1", fia(2, "rolling", "-", 0, 0, "n,n,n,n")),
        ("notation.md", "d6", fia(2, "rolling", "-", 0, 0, "n,n,n,n")),
        ("notation.md", "rolloff:4,6,-,2", fia(4, "rolloff:0,1,3", "-", 0, 0, "n,n,n,n")),
        ("notation-fevga.md", "roll", fevga("off", "1:15", "13:15", "start", "-", "0,0")),
        ("notation-fevga.md", "double", fevga("on", "1:15", "13:15", "start", "-", "0,0")),
        ("notation-fevga.md", "take", fevga("on", "1:15", "13:15", "offered", "-", "0,0")),
        ("notation-fevga.md", "drop", fevga("on", "1:15", "13:15", "offered", "-", "0,0")),
        ("notation-fevga.md", "1/7 7/13", fevga("off", "1:15", "19:15", "move", "6,6,6,6", "1,0")),
        ("notation-fevga.md", "pass", fevga("off", "1:15", "6:8,7:7", "move", "6,5", "1,1")),
        ("notation-fevga.md", "6-5", fevga("off", "1:15", "13:15", "rolling", "-", "0,0")),
        ("notation-fevga.md", "3-3", fevga("off", "1:15", "13:15", "rolling", "-", "0,0")),
        ("notation-fevga.md", "open 4-2", fevga("off", "1:15", "13:15", "opening", "-", "0,0")),
        ("notation-pairanoid.md", "A out", play(lead, "n,n,n,n", "n,n,n,n", "A")),
        ("notation-pairanoid.md", "A 11 5>16", play(lead, "n,n,n,n", "n,n,n,n", "A")),
        ("notation-pairanoid.md", "K 13 5>18", play(lead, "n,n,n,n", "n,n,n,n", "K")),
        ("notation-pairanoid.md", "K out", play(lead, "n,n,n,n", "n,n,n,n", "K")),
        ("notation-pairanoid.md", "Q 5>17", play(lead, "n,n,n,n", "n,n,n,n", "Q")),
        ("notation-pairanoid.md", "9 5>14", play(lead, "n,n,n,n", "n,n,n,n", "9")),
        ("notation-pairanoid.md", "4 +4 5>9", play(lead, "n,n,n,n", "n,n,n,n", "4")),
        ("notation-pairanoid.md", "4 -4 5>1", play(lead, "n,n,n,n", "n,n,n,n", "4")),
        ("notation-pairanoid.md", "5 62>R3", play("62,n,n,n", "n,n,n,n", "n,n,n,n", "5")),
        ("notation-pairanoid.md", "5 62>3", play("62,n,n,n", "n,n,n,n", "n,n,n,n", "5")),
        ("notation-pairanoid.md", "7 5>9 20>23", play(lead, "n,n,n,n", "n,n,n,n", "7")),
        ("notation-pairanoid.md", "7 62>R1 40>44", play("62,R2,R3,R4", "n,n,n,n", "40,n,n,n", "7")),
        ("notation-pairanoid.md", "J 5<>20", play("5,n,n,n", "n,20,n,n", "n,n,n,n", "J")),
        ("notation-pairanoid.md", "Jk =7 5>12", play("5,n,n,n", "n,n,n,n", "n,n,n,n", "Jk")),
        ("notation-pairanoid.md", "Jk =A out", play("5,n,n,n", "n,n,n,n", "n,n,n,n", "Jk")),
        (
            "notation-pairanoid.md",
            "give:Q",
            pairanoid("swap", 24, "n,n,n,n", "n,n,n,n", "n,n,n,n", "Q,3/2,3/2,3/2,3", "pile=rest discard=-", "-,-,-,-"),
        ),
        ("notation-pairanoid.md", "discard", play("n,n,n,n", "n,n,n,n", "n,n,n,n", "2,3")),
        (
            "notation-pairanoid.md",
            "dealer:blue",
            "pairanoid stage=dealer deal=0 dealer=- dealt=0 turn=red red=n,n,n,n blue=n,n,n,n green=n,n,n,n \
             yellow=n,n,n,n hands=-/-/-/- pile=- discard=rest given=-,-,-,- last=- winner=-"
                .to_string(),
        ),
        (
            "notation-pairanoid.md",
            "deal",
            pairanoid("deal", 0, "n,n,n,n", "n,n,n,n", "n,n,n,n", "-/-/-/-", "pile=rest discard=-", "-,-,-,-"),
        ),
        (
            "notation-pairanoid.md",
            "exchange",
            pairanoid("exchange", 24, "n,n,n,n", "n,n,n,n", "n,n,n,n", "3/2/2/2", "pile=rest discard=-", "Q,-,3,-"),
        ),
        ("notation-fjols.md", "Js", fjols_chain("forced")),
        ("notation-fjols.md", "take", fjols_chain("optional")),
    ]
    .into_iter()
    .map(|(page, mv, pos)| (page, mv.to_string(), mv.to_string(), pos))
    .chain([
        // A step of a play: the play of both numbers bears off two.
        (
            "notation-fevga.md",
            "22/off".to_string(),
            "22/off 22/off".to_string(),
            fevga("off", "22:15", "13:15", "move", "4,3", "6,6"),
        ),
        (
            "notation-pairanoid.md",
            "shuffle:Q,3,Jk,…".to_string(),
            format!("shuffle:{}", pairanoid_deck.join(",")),
            pairanoid("deal", 0, "n,n,n,n", "n,n,n,n", "n,n,n,n", "-/-/-/-", "pile=- discard=rest", "-,-,-,-"),
        ),
        (
            "notation-fjols.md",
            "shuffle:<36 or 52 cards>".to_string(),
            format!("shuffle:{}", fjols_deck.join(",")),
            "fjols players=3 deck=36 hand=5 pickup=last beating=forced turn=deal trump=- hands=-/-/- pile=- table=- \
             dead=- known=-/-/- limits=-/-/- out=-"
                .to_string(),
        ),
    ])
    .collect();
    for (page, shown, played, position) in &cases {
        says(page, &format!("`{shown}`"));
        let game = position.split(' ').next().unwrap();
        let (ok, _, err) = spelbord(&["apply", game, position, played]);
        assert!(ok, "{page}: `{played}` is refused: {err}\n  in {position}");
    }
    // Every move a table shows is among them (a row added later is played too).
    for page in ["notation-fevga.md", "notation-pairanoid.md", "notation-fjols.md"] {
        let shown = move_table_examples(page);
        assert!(shown.len() >= 3, "{page}: the move table is found ({shown:?})");
        for example in shown {
            assert!(
                cases.iter().any(|(p, s, _, _)| *p == page && *s == example),
                "{page}: the move `{example}` of its table is not played here"
            );
        }
    }
}
