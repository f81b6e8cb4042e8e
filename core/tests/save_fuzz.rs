//! The save fuzzer: damages saved games the ways disks, copies and curious users do —
//! byte flips, flipped keys, truncation, edited fields (some with the checksum made
//! to match again), damaged journals — and checks on every mutant that it is
//! refused with a reason or loads as exactly the original game; that it is never
//! listed as a game when it cannot be opened; and that an unreadable or newer file
//! is never overwritten.
//!
//! A quick run is part of `cargo test`; a bigger one:
//! `SPELBORD_FUZZ=20000 cargo test --release -p spelbord-core --test save_fuzz -- --nocapture`

use std::collections::BTreeMap;
use std::fs;
use std::path::PathBuf;

use serde_json::Value;
use spelbord_core::save::checksum::crc32;
use spelbord_core::save::HistoryEntry;
use spelbord_core::{catalog, BotLevel, GameError, GameRng, Phase, PlaySession, SaveStore, SeatConfig, SessionConfig};

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("spelbord-fuzz-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    dir
}

/// What "the same game" means: everything a player could notice.
#[derive(Debug, PartialEq)]
struct Fingerprint {
    history: Vec<HistoryEntry>,
    position: String,
    title: String,
    seats: Vec<SeatConfig>,
    viewer: Option<usize>,
    pending: Vec<String>,
    version: u64,
    tally: String,
    variants: BTreeMap<String, String>,
}

fn fingerprint(s: &dyn PlaySession) -> Fingerprint {
    Fingerprint {
        history: s.history(),
        position: s.position(),
        title: s.title().to_string(),
        seats: s.seats().to_vec(),
        viewer: s.to_save().viewer,
        pending: s.to_save().pending,
        version: s.version(),
        tally: format!("{:?}", s.tally()),
        variants: s.setup().variants.clone(),
    }
}

/// Plays a few actions of every kind: bots, hand-offs, human steps.
fn advance(s: &mut dyn PlaySession, n: usize) {
    for _ in 0..n {
        match s.phase() {
            Phase::Over => return,
            Phase::BotTurn { .. } => drop(s.bot_step().unwrap()),
            Phase::HandOff { seat } => s.confirm_handoff(seat).unwrap(),
            Phase::HumanTurn { seat } => match s.next_steps().first() {
                Some(step) => drop(s.choose_step(Some(s.version()), seat, &step.notation.clone()).unwrap()),
                None => drop(s.confirm(Some(s.version()), seat).unwrap()),
            },
        }
    }
}

/// The games the mutants are made from: each game mid-play with humans and bots, and
/// then the first table again with each value of each house rule that is not the
/// default (so every variant's fields are saved, damaged and read back).
fn originals() -> Vec<Box<dyn PlaySession>> {
    let h = SeatConfig::human;
    let b = SeatConfig::bot;
    type Table = (&'static str, Vec<SeatConfig>, Vec<(&'static str, &'static str)>);
    let mut tables: Vec<Table> = vec![
        ("fia", vec![h("Anna"), b("Bo", BotLevel::Strong), b("Cy", BotLevel::Beginner)], vec![]),
        ("fjols", vec![h("Anna"), h("Bo"), b("Cy", BotLevel::Club)], vec![("pickup", "chain")]),
        ("fevga", vec![h("Anna"), b("Bo", BotLevel::Beginner)], vec![("match", "3")]),
        ("pairanoid", vec![h("A"), b("B", BotLevel::Beginner), h("C"), b("D", BotLevel::Beginner)], vec![]),
    ];
    for i in 0..tables.len() {
        let (game, seats, _) = tables[i].clone();
        for spec in catalog::game(game).unwrap().info().variants {
            for value in &spec.values[1..] {
                tables.push((game, seats.clone(), vec![(spec.key, value)]));
            }
        }
    }
    tables
        .into_iter()
        .enumerate()
        .map(|(i, (game, seats, variants))| {
            let variants = variants.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
            let config = SessionConfig { game: game.into(), seats, variants, seed: Some(100 + i as u64), title: None };
            let mut s = catalog::new_session(&config).unwrap();
            advance(s.as_mut(), 40);
            s
        })
        .collect()
}

/// Makes the checksum of an edited text match again (what a careful editor does).
fn reseal(text: &str) -> String {
    let marker = ",\n  \"checksum\": \"";
    let body = match text.rfind(marker) {
        Some(at) => &text[..at],
        None => text.trim_end().strip_suffix('}').unwrap_or(text).trim_end(),
    };
    format!("{body},\n  \"checksum\": \"{:08x}\"\n}}\n", crc32(body.as_bytes()))
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Kind {
    ByteFlip,
    KeyFlip,
    Truncation,
    EditedField,
    EditedResealed,
    JournalFlip,
    JournalCut,
}

const KINDS: [Kind; 7] = [
    Kind::ByteFlip,
    Kind::KeyFlip,
    Kind::Truncation,
    Kind::EditedField,
    Kind::EditedResealed,
    Kind::JournalFlip,
    Kind::JournalCut,
];

/// Every path in a JSON value (objects and arrays descended).
fn paths(v: &Value, here: Vec<String>, out: &mut Vec<Vec<String>>) {
    out.push(here.clone());
    match v {
        Value::Object(m) => m.iter().for_each(|(k, x)| paths(x, [here.clone(), vec![k.clone()]].concat(), out)),
        Value::Array(a) => {
            a.iter().enumerate().for_each(|(i, x)| paths(x, [here.clone(), vec![i.to_string()]].concat(), out))
        }
        _ => {}
    }
}

fn at_path<'a>(v: &'a mut Value, path: &[String]) -> &'a mut Value {
    path.iter().fold(v, |v, k| match v {
        Value::Object(m) => m.get_mut(k).unwrap(),
        Value::Array(a) => &mut a[k.parse::<usize>().unwrap()],
        _ => unreachable!(),
    })
}

/// One edit a person might make to a field.
fn edit(v: &mut Value, rng: &mut GameRng) {
    let pick = rng.below(4);
    *v = match (v.clone(), pick) {
        (Value::Number(n), 0) => Value::from(n.as_u64().unwrap_or(0).wrapping_add(1)),
        (Value::Number(_), 1) => Value::from(u64::MAX),
        (Value::Number(_), 2) => Value::from(99),
        (Value::Number(_), _) => Value::from(-1),
        (Value::String(s), 0) => Value::from(format!("{s}x")),
        (Value::String(_), 1) => Value::from(""),
        (Value::String(s), _) => Value::from(s.chars().rev().collect::<String>()),
        (Value::Bool(b), _) => Value::from(!b),
        (Value::Null, 0) => Value::from(99),
        (Value::Null, 1) => Value::from(0),
        (Value::Null, _) => Value::from("strong"),
        (Value::Array(mut a), 0) if !a.is_empty() => {
            a.pop();
            Value::Array(a)
        }
        (Value::Array(mut a), _) if !a.is_empty() => {
            let i = rng.below(a.len() as u32) as usize;
            a.push(a[i].clone());
            Value::Array(a)
        }
        (Value::Object(mut m), 0) if !m.is_empty() => {
            let k = m.keys().nth(rng.below(m.len() as u32) as usize).unwrap().clone();
            m.remove(&k);
            Value::Object(m)
        }
        (Value::Object(mut m), _) => {
            m.insert("extra".into(), Value::from(1));
            Value::Object(m)
        }
        (other, _) => Value::Array(vec![other]),
    };
}

fn mutate_base(text: &str, kind: Kind, rng: &mut GameRng) -> String {
    let mut bytes = text.as_bytes().to_vec();
    match kind {
        Kind::ByteFlip => {
            for _ in 0..=rng.below(3) {
                let i = rng.below(bytes.len() as u32) as usize;
                bytes[i] ^= 1 << rng.below(8);
            }
            String::from_utf8_lossy(&bytes).into_owned()
        }
        Kind::KeyFlip => {
            let keys: Vec<usize> = text.match_indices("\":").map(|(i, _)| i).collect();
            let end = keys[rng.below(keys.len() as u32) as usize];
            let start = text[..end].rfind('"').unwrap() + 1;
            let i = start + rng.below((end - start).max(1) as u32) as usize;
            bytes[i] = if bytes[i] == b'z' { b'a' } else { bytes[i] + 1 };
            let flipped = String::from_utf8_lossy(&bytes).into_owned();
            // Half the time the checksum is made to match: the strict reading must catch it.
            if rng.below(2) == 0 {
                reseal(&flipped)
            } else {
                flipped
            }
        }
        Kind::Truncation => text[..rng.below(text.len() as u32) as usize].to_string(),
        Kind::EditedField | Kind::EditedResealed => {
            let mut value: Value = serde_json::from_str(text).unwrap();
            value.as_object_mut().unwrap().remove("checksum");
            let mut all = Vec::new();
            paths(&value, Vec::new(), &mut all);
            let path = all[1 + rng.below(all.len() as u32 - 1) as usize].clone();
            edit(at_path(&mut value, &path), rng);
            let edited = serde_json::to_string_pretty(&value).unwrap();
            if kind == Kind::EditedResealed {
                reseal(&edited)
            } else {
                // The old checksum kept: what a quick edit in a text editor leaves.
                let old = text.rfind(",\n  \"checksum\"").unwrap();
                format!("{}{}", edited.strip_suffix("\n}").unwrap(), &text[old..])
            }
        }
        Kind::JournalFlip | Kind::JournalCut => unreachable!(),
    }
}

/// A save's JSON less its checksum.
fn without_checksum(text: &str) -> Value {
    let mut value: Value = serde_json::from_str(text).unwrap();
    value.as_object_mut().unwrap().remove("checksum");
    value
}

#[derive(Default)]
struct Tally {
    by_kind: BTreeMap<(Kind, &'static str), usize>,
}

/// A game whose full save was left with journal lines after it, and the game after
/// each of those lines.
struct Journaled {
    base: Vec<u8>,
    journal: String,
    states: Vec<Fingerprint>,
}

#[test]
fn damaged_saves_are_refused_or_load_as_the_original_never_listed_wrongly_never_overwritten() {
    let mutants: usize = std::env::var("SPELBORD_FUZZ").ok().and_then(|n| n.parse().ok()).unwrap_or(210);
    let dir = temp_dir("mutants");
    let store = SaveStore::open(&dir).unwrap();
    let mut games = originals();
    let mut journaled = Vec::new();
    let mut base_texts = Vec::new();
    for game in games.iter_mut() {
        let writer = store.create_game(game.as_ref()).unwrap();
        let base = fs::read(dir.join(format!("{}.json", game.id()))).unwrap();
        let mut states = vec![fingerprint(game.as_ref())];
        for _ in 0..6 {
            advance(game.as_mut(), 1);
            writer.record(game.as_ref()).unwrap();
            states.push(fingerprint(game.as_ref()));
        }
        let journal = fs::read_to_string(dir.join(format!("{}.journal", game.id()))).unwrap();
        // One line per action and the full save untouched, so line k continues state k.
        assert_eq!(journal.lines().count(), 6, "{}: no fold into a full save here", game.id());
        assert_eq!(fs::read(dir.join(format!("{}.json", game.id()))).unwrap(), base);
        journaled.push(Journaled { base, journal, states });
        writer.close(game.as_ref()).unwrap();
        base_texts.push((game.id().to_string(), fs::read_to_string(dir.join(format!("{}.json", game.id()))).unwrap()));
    }
    let originals: Vec<Fingerprint> = games.iter().map(|g| fingerprint(g.as_ref())).collect();
    let mut rng = GameRng::new(13);
    let mut tally = Tally::default();
    for n in 0..mutants {
        let kind = KINDS[n % KINDS.len()];
        let g = rng.below(games.len() as u32) as usize;
        let (id, text) = &base_texts[g];
        let base_path = dir.join(format!("{id}.json"));
        let journal_path = dir.join(format!("{id}.journal"));
        // The allowed outcomes: the original, or (a journal cut in a line) an earlier state.
        // What it must load as: the original, or (a damaged journal) exactly the game
        // after the last whole line before the damage (a line's CRC catches any one
        // flipped bit; a last line without its newline was never finished).
        let (expected, journal_text): (&Fingerprint, Option<String>) = match kind {
            Kind::JournalFlip | Kind::JournalCut => {
                let j = &journaled[g];
                fs::write(&base_path, &j.base).unwrap();
                let mut bytes = j.journal.clone().into_bytes();
                let at = rng.below(bytes.len() as u32) as usize;
                let line_start = j.journal[..at].rfind('\n').map_or(0, |i| i + 1);
                let mut whole_lines = j.journal.as_bytes()[..at].iter().filter(|&&b| b == b'\n').count();
                if kind == Kind::JournalFlip {
                    bytes[at] ^= 1 << rng.below(8);
                    // The CRC is a hex number: a letter that only changed case reads the same.
                    if at - line_start < 8 && bytes[at].to_ascii_lowercase() == j.journal.as_bytes()[at] {
                        whole_lines = j.states.len() - 1;
                    }
                } else {
                    bytes.truncate(at);
                }
                (&j.states[whole_lines], Some(String::from_utf8_lossy(&bytes).into_owned()))
            }
            _ => (&originals[g], None),
        };
        let mut edited: Option<Value> = None;
        match &journal_text {
            Some(journal) => fs::write(&journal_path, journal).unwrap(),
            None => {
                let _ = fs::remove_file(&journal_path);
                let mutant = mutate_base(text, kind, &mut rng);
                if kind == Kind::EditedResealed {
                    edited = Some(without_checksum(&mutant));
                }
                fs::write(&base_path, mutant).unwrap();
            }
        }
        let before = (fs::read(&base_path).unwrap(), fs::read(&journal_path).ok());
        let listing = store.list().unwrap();
        let listed = listing.games.iter().any(|s| s.id == *id);
        let unreadable = listing.unreadable.iter().find(|u| u.id == *id);
        assert!(listed != unreadable.is_some(), "mutant {n} ({kind:?}) is listed exactly once");
        let outcome = match catalog::load_session(&store, id) {
            Ok(loaded) => {
                let got = fingerprint(loaded.as_ref());
                assert!(listed, "mutant {n}: loads, so it is listed");
                match &edited {
                    Some(edited) if got != *expected => {
                        // A consistent edit (a new title, say) is a different but whole
                        // save: loaded as it was written, nothing silently defaulted:
                        // saving the loaded game gives back the edited file.
                        let again = without_checksum(&serde_json::to_string(&loaded.to_save()).unwrap());
                        assert_eq!(&again, edited, "mutant {n}: the edit is read as written");
                        "loaded (consistent edit, read as written)"
                    }
                    _ => {
                        let as_state = journaled[g].states.iter().position(|f| *f == got);
                        assert!(
                            got == *expected,
                            "mutant {n} ({kind:?}) loaded as a different game or state ({as_state:?}): {:?}",
                            journal_text
                                .as_deref()
                                .map(|j| j.lines().map(|l| &l[..l.len().min(50)]).collect::<Vec<_>>())
                        );
                        match journal_text {
                            Some(_) if got != originals[g] => "loaded the lines before the damage",
                            _ => "loaded identical",
                        }
                    }
                }
            }
            Err(e) => {
                assert!(!listed, "mutant {n} ({kind:?}) is listed as a game but does not open: {e}");
                let reason = &unreadable.unwrap().reason;
                assert!(!reason.is_empty());
                let newer = matches!(e, GameError::NewerSave { .. });
                assert_eq!(newer, unreadable.unwrap().newer);
                // Never overwritten: not by a write, not by opening it.
                let original_save = games[g].to_save();
                assert!(store.write(&original_save).is_err(), "mutant {n}: refused write");
                assert!(store.open_game(id).is_err(), "mutant {n}: refused open");
                assert_eq!((fs::read(&base_path).unwrap(), fs::read(&journal_path).ok()), before, "mutant {n}");
                if newer {
                    "refused (newer)"
                } else {
                    "refused"
                }
            }
        };
        *tally.by_kind.entry((kind, outcome)).or_default() += 1;
    }
    println!("{mutants} mutants:");
    for ((kind, outcome), count) in &tally.by_kind {
        println!("  {:<16} {outcome:<40} {count}", format!("{kind:?}"));
    }
    let refused: usize = tally.by_kind.iter().filter(|((_, o), _)| o.starts_with("refused")).map(|(_, c)| c).sum();
    assert!(refused > mutants / 2, "most mutants are damage that must be refused ({refused})");
    let _ = fs::remove_dir_all(dir);
}
