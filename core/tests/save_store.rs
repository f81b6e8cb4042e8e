//! The save store's promises (issue 13), one test per way a game could be lost or
//! corrupted before: two writers, colliding ids and seeds, silently defaulted keys,
//! temporary files piling up, bad paths and seat numbers, delete while open,
//! autosave growing with the game, and old files.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use spelbord_core::save::{SaveFile, MAX_SESSION_VERSION};
use spelbord_core::{
    catalog, BotLevel, GameError, GameWriter, Phase, PlaySession, SaveStore, SeatConfig, SessionConfig,
};

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("spelbord-store-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    dir
}

fn config(game: &str, seats: Vec<SeatConfig>, seed: Option<u64>) -> SessionConfig {
    SessionConfig { game: game.into(), seats, variants: Default::default(), seed, title: None }
}

fn bots(game: &str, seed: u64) -> Box<dyn PlaySession> {
    let seats = vec![SeatConfig::bot("A", BotLevel::Beginner), SeatConfig::bot("B", BotLevel::Club)];
    catalog::new_session(&config(game, seats, Some(seed))).unwrap()
}

/// A Fevga match to 7 between bots: long enough for hundreds of actions.
fn long_match(seed: u64) -> Box<dyn PlaySession> {
    let seats = vec![SeatConfig::bot("A", BotLevel::Beginner), SeatConfig::bot("B", BotLevel::Beginner)];
    let mut cfg = config("fevga", seats, Some(seed));
    cfg.variants.insert("match".into(), "7".into());
    catalog::new_session(&cfg).unwrap()
}

/// Plays `n` bot steps (or to the end).
fn steps(s: &mut dyn PlaySession, n: usize) {
    for _ in 0..n {
        if s.bot_step().is_err() {
            return;
        }
    }
}

/// `n` bot actions, each recorded by `writer` as an autosave would (stops at the end).
fn play_recording(s: &mut dyn PlaySession, writer: &GameWriter, n: usize) {
    for _ in 0..n {
        steps(s, 1);
        writer.record(s).unwrap();
    }
}

/// The reason's catalogue key of a `GameInUse` refusal.
fn in_use(result: Result<impl Sized, GameError>) -> String {
    match result {
        Err(GameError::GameInUse { reason, .. }) => reason.key,
        Err(e) => panic!("expected GameInUse, got {e}"),
        Ok(_) => panic!("expected GameInUse, got a second writer"),
    }
}

#[test]
fn a_second_writer_of_a_game_in_this_process_is_refused_with_the_reason() {
    let dir = temp_dir("two-writers");
    let store = SaveStore::open(&dir).unwrap();
    let mut game = bots("fia", 1);
    let writer = store.create_game(game.as_ref()).unwrap();
    // The same game from the list, and from a second store on the same folder.
    let other = SaveStore::open(dir.join(".").join("")).unwrap();
    assert_eq!(in_use(store.open_game(game.id())), "reason-in-use-here");
    assert_eq!(in_use(other.open_game(game.id())), "reason-in-use-here");
    assert_eq!(in_use(store.write(&game.to_save())), "reason-in-use-here");
    // Two threads racing to open it after the first writer closed: exactly one wins.
    steps(game.as_mut(), 30);
    writer.record(game.as_ref()).unwrap();
    writer.close(game.as_ref()).unwrap();
    let opened: Vec<bool> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..2)
            .map(|_| {
                scope.spawn(|| {
                    let result = store.open_game(game.id());
                    let won = result.is_ok();
                    // Keep the winner open until both have tried.
                    std::thread::sleep(std::time::Duration::from_millis(200));
                    won
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    assert_eq!(opened.iter().filter(|&&w| w).count(), 1, "{opened:?}");
    let loaded = catalog::load_session(&store, game.id()).unwrap();
    assert_eq!(loaded.history(), game.history(), "no update lost");
}

/// The child half of the two-process test: opens the game named in the environment.
#[test]
fn child_process_opens_a_game() {
    let (Ok(dir), Ok(id)) = (std::env::var("SPELBORD_CHILD_DIR"), std::env::var("SPELBORD_CHILD_ID")) else {
        return; // only meaningful when started by the parent test
    };
    let store = SaveStore::open(dir).unwrap();
    match store.open_game(&id) {
        Ok(_) => println!("CHILD: opened"),
        Err(e) => println!("CHILD: refused: {e}"),
    }
}

fn run_child(dir: &Path, id: &str) -> String {
    let out = Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "child_process_opens_a_game", "--nocapture", "--test-threads=1"])
        .env("SPELBORD_CHILD_DIR", dir)
        .env("SPELBORD_CHILD_ID", id)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let at = text.find("CHILD:").unwrap_or_else(|| panic!("no answer from the child: {text}"));
    text[at..].lines().next().unwrap_or_default().to_string()
}

#[test]
fn a_second_program_is_refused_while_the_first_plays_and_no_update_is_lost() {
    let dir = temp_dir("two-processes");
    let store = SaveStore::open(&dir).unwrap();
    let mut game = bots("fevga", 2);
    let writer = store.create_game(game.as_ref()).unwrap();
    play_recording(game.as_mut(), &writer, 70);
    let answer = run_child(&dir, game.id());
    assert!(answer.contains("refused") && answer.contains("another Spelbord program"), "{answer}");
    assert!(answer.contains(&format!("process {}", std::process::id())), "names the holder: {answer}");
    writer.close(game.as_ref()).unwrap();
    assert_eq!(run_child(&dir, game.id()), "CHILD: opened", "free once the first program closed it");
    let loaded = catalog::load_session(&store, game.id()).unwrap();
    assert_eq!(loaded.history(), game.history(), "all 70 moves of the first program are kept");
}

#[test]
fn two_thousand_games_created_at_once_have_distinct_ids_and_seeds() {
    let seats = || vec![SeatConfig::human("A"), SeatConfig::human("B")];
    let sessions: Vec<_> = (0..2_000).map(|_| catalog::new_session(&config("fia", seats(), None)).unwrap()).collect();
    let ids: std::collections::HashSet<_> = sessions.iter().map(|s| s.id().to_string()).collect();
    let seeds: std::collections::HashSet<_> = sessions.iter().map(|s| s.seed()).collect();
    assert_eq!((ids.len(), seeds.len()), (2_000, 2_000));
}

/// Renames the first occurrence of a JSON key in a save's text.
fn flip_key(text: &str, key: &str, to: &str) -> String {
    let from = format!("\"{key}\":");
    assert!(text.contains(&from), "{key} in the save");
    text.replacen(&from, &format!("\"{to}\":"), 1)
}

#[test]
fn a_flipped_or_missing_key_is_refused_not_defaulted() {
    let mut game = catalog::new_session(&config(
        "fia",
        vec![SeatConfig::human("Ann"), SeatConfig::bot("Bot", BotLevel::Strong)],
        Some(3),
    ))
    .unwrap();
    steps(game.as_mut(), 0);
    let text = game.to_save().to_json();
    let v1 = fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/v1-fjols.json")).unwrap();
    for (key, to) in [("bot", "bmt"), ("viewer", "viewet"), ("pending", "pendinf"), ("tally", "tallx")] {
        for (label, source) in [("v2", &text), ("v1", &v1)] {
            let err = SaveFile::from_json(&flip_key(source, key, to), "t").unwrap_err();
            assert!(matches!(err, GameError::UnreadableSave { .. }), "{label} {key}: {err}");
        }
    }
    // A version-1 file without the checksum: the strict reading names the field.
    let err = SaveFile::from_json(&flip_key(&v1, "bot", "bmt"), "t").unwrap_err().to_string();
    assert!(err.contains("seats[0].bmt") || err.contains("seats[0].bot"), "{err}");
    // Version 2: a missing field is refused even with a correct checksum.
    let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
    value.as_object_mut().unwrap().remove("checkpoint");
    value.as_object_mut().unwrap().remove("checksum");
    let resaved = serde_json::to_string_pretty(&value).unwrap();
    let body = resaved.strip_suffix("\n}").unwrap();
    let crc = spelbord_core::save::checksum::crc32(body.as_bytes());
    let err = SaveFile::from_json(&format!("{body},\n  \"checksum\": \"{crc:08x}\"\n}}\n"), "t").unwrap_err();
    assert!(err.to_string().contains("checkpoint"), "{err}");
}

#[test]
fn stale_temporary_files_are_removed_when_the_store_opens() {
    let dir = temp_dir("temp-files");
    let store = SaveStore::open(&dir).unwrap();
    let game = bots("fia", 4);
    let writer = store.create_game(game.as_ref()).unwrap();
    for stale in [".fia-1-2.4242.tmp", ".fia-1-2.4242-7-deadbeef.tmp"] {
        fs::write(dir.join(stale), "half a save").unwrap();
    }
    // A temporary file of the open game may be a write under way: left alone.
    let live_tmp = format!(".{}.999.tmp", game.id());
    fs::write(dir.join(&live_tmp), "in progress").unwrap();
    let names = |dir: &Path| -> Vec<String> {
        let mut v: Vec<_> =
            fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into()).collect();
        v.sort();
        v
    };
    SaveStore::open(&dir).unwrap();
    assert_eq!(names(&dir).iter().filter(|n| n.ends_with(".tmp")).collect::<Vec<_>>(), [&live_tmp]);
    writer.close(game.as_ref()).unwrap();
    SaveStore::open(&dir).unwrap();
    assert!(names(&dir).iter().all(|n| !n.ends_with(".tmp")), "{:?}", names(&dir));
}

#[test]
fn an_empty_path_is_refused_and_delete_waits_for_the_game_to_close() {
    assert!(matches!(SaveStore::open(""), Err(GameError::Io(_))));
    let dir = temp_dir("delete-open");
    let store = SaveStore::open(&dir).unwrap();
    let mut game = bots("fjols", 5);
    let writer = store.create_game(game.as_ref()).unwrap();
    in_use(store.delete(game.id()));
    steps(game.as_mut(), 3);
    writer.record(game.as_ref()).unwrap();
    assert_eq!(store.list().unwrap().games.len(), 1, "the refused delete removed nothing");
    drop(writer);
    store.delete(game.id()).unwrap();
    assert!(store.list().unwrap().games.is_empty());
    assert!(matches!(store.open_game(game.id()), Err(GameError::NoSuchSave(_))));
}

#[test]
fn seat_numbers_and_counters_from_a_save_are_validated() {
    let mut game = catalog::new_session(&config(
        "fjols",
        vec![SeatConfig::human("Ann"), SeatConfig::human("Bo"), SeatConfig::bot("Cy", BotLevel::Beginner)],
        Some(6),
    ))
    .unwrap();
    if let Phase::HandOff { seat } = game.phase() {
        game.confirm_handoff(seat).unwrap();
    }
    let good = game.to_save();
    let def = catalog::game("fjols").unwrap();
    assert!(def.load_session(&good, "t").is_ok());
    let mut cases: Vec<(&str, SaveFile)> = Vec::new();
    let mut s = good.clone();
    s.viewer = Some(99);
    cases.push(("viewer 99", s));
    let mut s = good.clone();
    s.viewer = Some(2);
    cases.push(("viewer is a bot", s));
    let mut s = good.clone();
    s.to_move = Some(7);
    cases.push(("seat 7 to move", s));
    let mut s = good.clone();
    s.session_version = Some(u64::MAX);
    cases.push(("version u64::MAX", s));
    let mut s = good.clone();
    s.session_version = Some(MAX_SESSION_VERSION + 1);
    cases.push(("version too high", s));
    let mut s = good.clone();
    s.tally.pop();
    cases.push(("tally short", s));
    for (label, save) in cases {
        assert!(matches!(def.load_session(&save, "t"), Err(GameError::UnreadableSave { .. })), "{label}");
    }
    // The highest allowed version still counts on without overflowing.
    let mut s = good.clone();
    s.session_version = Some(MAX_SESSION_VERSION);
    let mut loaded = def.load_session(&s, "t").unwrap();
    let seat = match loaded.phase() {
        Phase::HumanTurn { seat } => seat,
        other => panic!("{other:?}"),
    };
    let step = loaded.next_steps()[0].notation.clone();
    loaded.choose_step(Some(MAX_SESSION_VERSION), seat, &step).unwrap();
    assert!(loaded.version() >= MAX_SESSION_VERSION);
}

#[test]
fn autosave_appends_a_short_line_per_action_and_a_reload_is_the_same_game() {
    let dir = temp_dir("journal");
    let store = SaveStore::open(&dir).unwrap();
    let mut game = long_match(7);
    let writer = store.create_game(game.as_ref()).unwrap();
    let journal = dir.join(format!("{}.journal", game.id()));
    let base = dir.join(format!("{}.json", game.id()));
    let mut line_lens = Vec::new();
    let mut full_saves = 0;
    let mut actions = 0;
    for _ in 0..400 {
        if game.phase() == Phase::Over {
            break;
        }
        let before = fs::metadata(&journal).map(|m| m.len()).unwrap_or(0);
        let base_before = fs::read(&base).unwrap();
        steps(game.as_mut(), 1);
        writer.record(game.as_ref()).unwrap();
        actions += 1;
        if fs::read(&base).unwrap() != base_before {
            full_saves += 1;
        } else {
            line_lens.push(fs::metadata(&journal).unwrap().len() - before);
        }
    }
    assert!(line_lens.len() > 300, "{} lines", line_lens.len());
    let longest = line_lens.iter().max().unwrap();
    assert!(*longest <= 200, "a journal line holds the action alone: {longest} bytes");
    assert!(full_saves <= actions / 64 + 1, "{full_saves} full saves in {actions} actions");
    // Read back (base plus journal): exactly the game.
    let loaded = catalog::load_session(&store, game.id()).unwrap();
    assert_eq!((loaded.history(), loaded.position()), (game.history(), game.position()));
    assert_eq!(loaded.version(), game.version());
    assert_eq!(store.read(game.id()).unwrap(), game.to_save());
}

#[test]
fn a_torn_last_line_loses_one_action_and_a_damaged_line_loses_itself_and_the_rest_reported() {
    let dir = temp_dir("torn");
    let store = SaveStore::open(&dir).unwrap();
    let mut game = bots("fia", 8);
    let writer = store.create_game(game.as_ref()).unwrap();
    let mut histories = Vec::new();
    for _ in 0..6 {
        steps(game.as_mut(), 1);
        writer.record(game.as_ref()).unwrap();
        histories.push(game.history());
    }
    drop(writer); // a crash: no final full save
    let journal = dir.join(format!("{}.journal", game.id()));
    let text = fs::read_to_string(&journal).unwrap();
    // Power lost in the middle of the last line.
    fs::write(&journal, &text[..text.len() - 10]).unwrap();
    assert_eq!(catalog::load_session(&store, game.id()).unwrap().history(), histories[4]);
    assert_eq!(store.list().unwrap().games.len(), 1);
    // A flipped bit inside the second line: the game before it loads, not the game lost.
    let mut bytes = text.clone().into_bytes();
    let second_line = text.find('\n').unwrap() + 30;
    bytes[second_line] ^= 0x04;
    fs::write(&journal, &bytes).unwrap();
    assert_eq!(catalog::load_session(&store, game.id()).unwrap().history(), histories[0]);
    let listing = store.list().unwrap();
    assert!(listing.unreadable.is_empty() && listing.games.len() == 1, "{listing:?}");
    // A copy may not replace it while the damaged lines are there to recover.
    assert!(matches!(store.write(&game.to_save()), Err(GameError::UnreadableSave { .. })));
    assert_eq!(fs::read(&journal).unwrap(), bytes, "never overwritten");
    // Opening it goes on from before the damage, keeps the damaged journal and says so.
    let (session, writer) = store.open_game(game.id()).unwrap();
    assert_eq!(session.history(), histories[0]);
    let kept = dir.join(format!("{}.damaged-journal", game.id()));
    assert_eq!(fs::read(&kept).unwrap(), bytes, "the damaged lines are kept");
    match writer.recovered() {
        Some(GameError::UnreadableSave { reason, .. }) => {
            assert!(reason.contains("journal line 2") && reason.contains("4 line(s) after it"), "{reason}")
        }
        other => panic!("the damage is not reported: {other:?}"),
    }
    assert!(writer.recovered().is_none(), "reported once");
}

#[test]
fn lines_left_from_before_a_full_save_are_skipped() {
    let dir = temp_dir("stale-lines");
    let store = SaveStore::open(&dir).unwrap();
    let mut game = bots("fjols", 9);
    let writer = store.create_game(game.as_ref()).unwrap();
    play_recording(game.as_mut(), &writer, 5);
    let journal = dir.join(format!("{}.journal", game.id()));
    let old_lines = fs::read(&journal).unwrap();
    // A crash between the full save and the journal's removal leaves its old lines.
    writer.compact(game.as_ref()).unwrap();
    fs::write(&journal, &old_lines).unwrap();
    let loaded = catalog::load_session(&store, game.id()).unwrap();
    assert_eq!(loaded.history(), game.history());
    // ... and the writer appends after them; the new lines still count.
    steps(game.as_mut(), 2);
    writer.record(game.as_ref()).unwrap();
    assert_eq!(catalog::load_session(&store, game.id()).unwrap().history(), game.history());
}

#[test]
fn an_undo_and_a_new_move_are_saved_and_reloaded_exactly() {
    let dir = temp_dir("undo");
    let store = SaveStore::open(&dir).unwrap();
    let humans = vec![SeatConfig::human("Ann"), SeatConfig::human("Bo")];
    let mut game = catalog::new_session(&config("fevga", humans, Some(10))).unwrap();
    let writer = store.create_game(game.as_ref()).unwrap();
    let mut undos = 0;
    for _ in 0..200 {
        let Phase::HumanTurn { seat } = game.phase() else { break };
        let legal = game.legal_moves();
        let mv = legal.last().unwrap().clone();
        game.act(None, seat, &mv).unwrap();
        writer.record(game.as_ref()).unwrap();
        if game.can_undo(seat) && legal.len() > 1 && undos < 20 {
            undos += 1;
            // Undo and a different move without a record in between (as a careless
            // caller might): same length, another last entry; the writer notices.
            game.undo(seat).unwrap();
            game.act(None, seat, &legal[0]).unwrap();
            writer.record(game.as_ref()).unwrap();
            assert_eq!(catalog::load_session(&store, game.id()).unwrap().history(), game.history());
            // An undo recorded on its own, then the first move again.
            game.undo(seat).unwrap();
            writer.record(game.as_ref()).unwrap();
            assert_eq!(catalog::load_session(&store, game.id()).unwrap().history(), game.history());
            game.act(None, seat, &mv).unwrap();
            writer.record(game.as_ref()).unwrap();
        }
        let loaded = catalog::load_session(&store, game.id()).unwrap();
        assert_eq!(loaded.history(), game.history());
    }
    assert!(undos > 5, "the test undid moves ({undos})");
}

#[test]
fn a_saved_game_of_the_old_format_opens_and_is_rewritten_in_the_new_one() {
    let dir = temp_dir("v1");
    fs::create_dir_all(&dir).unwrap();
    for name in ["v1-fia", "v1-fjols"] {
        let fixture = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/").to_string() + name + ".json";
        fs::copy(&fixture, dir.join(format!("{name}.json"))).unwrap();
    }
    let store = SaveStore::open(&dir).unwrap();
    assert_eq!(store.list().unwrap().games.len(), 2);
    for name in ["v1-fia", "v1-fjols"] {
        let old = store.read(name).unwrap();
        assert_eq!(old.version, 1);
        let (session, writer) = store.open_game(name).unwrap();
        assert_eq!(session.position(), old.position, "{name}");
        assert_eq!(session.history(), old.history, "{name}");
        drop(writer);
        let new = store.read(name).unwrap();
        assert_eq!(new.version, spelbord_core::save::SAVE_VERSION);
        assert_eq!((new.history, new.position), (old.history, old.position));
        assert!(fs::read_to_string(dir.join(format!("{name}.json"))).unwrap().contains("\"checksum\""));
    }
}

/// Saves from before the five bot levels (version 2 and version 1) open with every
/// bot on the level it plays on as (easy → beginner, medium → club, hard → strong),
/// in the same position, and are rewritten in the new format with the new names.
#[test]
fn saves_with_the_three_old_bot_levels_open_with_their_bots_mapped() {
    let dir = temp_dir("old-levels");
    fs::create_dir_all(&dir).unwrap();
    let cases: [(&str, u32, &[Option<BotLevel>]); 3] = [
        ("v2-fia-old-levels", 2, &[None, Some(BotLevel::Beginner), Some(BotLevel::Club), Some(BotLevel::Strong)]),
        ("v1-fia", 1, &[None, Some(BotLevel::Strong), Some(BotLevel::Beginner)]),
        ("v1-fjols", 1, &[None, None, Some(BotLevel::Club)]),
    ];
    for (name, _, _) in cases {
        let fixture = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/").to_string() + name + ".json";
        fs::copy(&fixture, dir.join(format!("{name}.json"))).unwrap();
    }
    let store = SaveStore::open(&dir).unwrap();
    assert_eq!(store.list().unwrap().games.len(), 3, "every old save is listed");
    for (name, version, bots) in cases {
        let old = store.read(name).unwrap();
        assert_eq!(old.version, version, "{name}");
        assert_eq!(old.seats.iter().map(|s| s.bot).collect::<Vec<_>>(), bots, "{name}");
        let (session, writer) = store.open_game(name).unwrap();
        assert_eq!(session.seats().iter().map(|s| s.bot).collect::<Vec<_>>(), bots, "{name}");
        assert_eq!(session.position(), old.position, "{name}");
        drop(writer);
        let text = fs::read_to_string(dir.join(format!("{name}.json"))).unwrap();
        let new = SaveFile::from_json(&text, name).unwrap();
        assert_eq!(new.version, spelbord_core::save::SAVE_VERSION);
        assert_eq!(new.seats.iter().map(|s| s.bot).collect::<Vec<_>>(), bots, "{name}");
        for old_name in ["\"easy\"", "\"medium\"", "\"hard\""] {
            assert!(!text.contains(old_name), "{name} rewritten with the new names: {text}");
        }
    }
    // A version-3 file with an old name was not written by any build: refused.
    let (session, _) = store.open_game("v2-fia-old-levels").unwrap();
    let text = session.to_save().to_json().replace("\"beginner\"", "\"easy\"");
    let body = &text[..text.rfind(",\n  \"checksum\"").unwrap()];
    let crc = spelbord_core::save::checksum::crc32(body.as_bytes());
    let err = SaveFile::from_json(&format!("{body},\n  \"checksum\": \"{crc:08x}\"\n}}\n"), "t").unwrap_err();
    assert!(err.to_string().contains("easy"), "never a silent mapping in a new file: {err}");
}

#[test]
fn a_checkpoint_loads_the_same_game_as_a_full_replay_in_every_game_without_private_cards() {
    for game in ["fia", "pairanoid", "fjols", "fevga"] {
        let info = catalog::game(game).unwrap().info();
        let seats = (0..info.min_players).map(|i| SeatConfig::bot(format!("B{i}"), BotLevel::Beginner)).collect();
        let mut s = catalog::new_session(&config(game, seats, Some(11))).unwrap();
        steps(s.as_mut(), 150);
        let save = s.to_save();
        if info.private_info {
            // Card games show their history with hidden parts, from every move: no checkpoint.
            assert_eq!(save.checkpoint, None, "{game}");
            continue;
        }
        let checkpoint = save.checkpoint.clone().unwrap_or_else(|| panic!("{game} has a checkpoint"));
        // After the last roll before the last seat move: most of the history.
        assert!(s.history()[checkpoint.at - 1].by.is_none(), "{game}");
        assert!(checkpoint.at > save.history.len() / 2, "{game}: {} of {}", checkpoint.at, save.history.len());
        let mut full = save.clone();
        full.checkpoint = None;
        let def = catalog::game(game).unwrap();
        let fast = def.load_session(&save, "t").unwrap();
        let slow = def.load_session(&full, "t").unwrap();
        assert_eq!((fast.position(), fast.history()), (slow.position(), slow.history()), "{game}");
        assert_eq!(fast.view(None).status, slow.view(None).status, "{game}");
        // An entry before the checkpoint, changed: its digest no longer matches.
        let mut tampered = save.clone();
        tampered.history[checkpoint.at / 2].mv.push('x');
        assert!(matches!(def.load_session(&tampered, "t"), Err(GameError::UnreadableSave { .. })), "{game}");
    }
}

#[test]
fn an_older_copy_written_after_the_writer_closed_is_refused_and_the_newer_game_stays() {
    let dir = temp_dir("stale-copy");
    let store = SaveStore::open(&dir).unwrap();
    let mut game = long_match(31);
    let writer = store.create_game(game.as_ref()).unwrap();
    play_recording(game.as_mut(), &writer, 6);
    let old_copy = store.read(game.id()).unwrap();
    play_recording(game.as_mut(), &writer, 2);
    writer.close(game.as_ref()).unwrap();
    let path = dir.join(format!("{}.json", game.id()));
    let newer = fs::read(&path).unwrap();
    let (old, new) = (old_copy.session_version.unwrap(), game.version());
    assert!(old < new);
    match store.write(&old_copy) {
        Err(GameError::StaleAction { expected, got }) => assert_eq!((expected, got), (new, old)),
        other => panic!("an older copy was not refused as stale: {other:?}"),
    }
    assert_eq!(fs::read(&path).unwrap(), newer, "the newer save is left as it was");
    // The game as it is (or newer) may be written again.
    store.write(&game.to_save()).unwrap();
    assert_eq!(catalog::load_session(&store, game.id()).unwrap().version(), new);
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn deleting_a_game_removes_its_lock_file_too() {
    let dir = temp_dir("lock-goes");
    let store = SaveStore::open(&dir).unwrap();
    let mut game = bots("fia", 4);
    let writer = store.create_game(game.as_ref()).unwrap();
    play_recording(game.as_mut(), &writer, 3);
    writer.close(game.as_ref()).unwrap();
    let id = game.id().to_string();
    assert!(dir.join(format!("{id}.lock")).exists(), "a lock file while the game is kept");
    store.delete(&id).unwrap();
    let left: Vec<_> = fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert!(left.is_empty(), "files left after deleting the only game: {left:?}");
    let _ = fs::remove_dir_all(dir);
}

#[cfg(unix)]
#[test]
fn saves_journals_and_locks_are_readable_by_their_user_only() {
    use std::os::unix::fs::PermissionsExt;
    let dir = temp_dir("modes");
    let store = SaveStore::open(&dir).unwrap();
    let mut game = bots("fjols", 6);
    let writer = store.create_game(game.as_ref()).unwrap();
    play_recording(game.as_mut(), &writer, 3);
    let id = game.id().to_string();
    for ext in ["json", "journal", "lock"] {
        let mode = fs::metadata(dir.join(format!("{id}.{ext}"))).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600, "{id}.{ext} is {mode:o}: every hidden card would be readable by other users");
    }
    writer.close(game.as_ref()).unwrap();
    let mode = fs::metadata(dir.join(format!("{id}.json"))).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600, "after a full save");
    let _ = fs::remove_dir_all(dir);
}

/// The list's picture of a game is read without opening it: a game finished and still
/// held by its writer (its table closing after a rematch) shows its board, and nothing
/// is written for it.
#[test]
fn a_saved_games_picture_is_read_while_the_game_is_still_open() {
    let dir = temp_dir("picture");
    let store = SaveStore::open(&dir).unwrap();
    let mut game = bots("fia", 3);
    let writer = store.create_game(game.as_ref()).unwrap();
    while game.outcome().is_none() {
        play_recording(game.as_mut(), &writer, 1);
    }
    assert_eq!(in_use(store.open_game(game.id())), "reason-in-use-here", "still held by its writer");
    let before =
        fs::read_dir(&dir).unwrap().map(|e| e.unwrap().metadata().unwrap().modified().unwrap()).collect::<Vec<_>>();
    let scene = store.table_scene(game.id()).unwrap();
    assert_eq!(scene, game.scene(None), "the table's view of the finished game");
    let after =
        fs::read_dir(&dir).unwrap().map(|e| e.unwrap().metadata().unwrap().modified().unwrap()).collect::<Vec<_>>();
    assert_eq!(before, after, "nothing written");
}
