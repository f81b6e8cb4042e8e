//! Privacy over the wire: every frame sent to each of four devices over whole games
//! of Pairanoid and Fjols (and three over a Perevodnoy Durak game) is checked against what that seat may know at that
//! version (found by replaying the exported game in the core), the events of each
//! change included: no card another seat
//! holds face down, none of the undealt deck, and neither the seed nor the server's
//! secret before the end. A second test shows the check catches "send the full state".

mod common;

use std::collections::{BTreeMap, BTreeSet};

use common::{server, temp_dir, Device};
use serde_json::{json, Value};
use spelbord_core::scene::changes::SceneChanges;
use spelbord_core::scene::Face;
use spelbord_core::session::{Phase, PlaySession, SeatConfig, SessionConfig};
use spelbord_core::{SaveFile, Scene};
use spelbord_protocol::{ServerMsg, StateFrame};
use spelbord_server::{Config, SqlStore};

/// A face-up card as drawn: rank and suit (Pairanoid's cards have no suit).
type CardFace = (String, String);

fn faces(scene: &Scene) -> Vec<CardFace> {
    scene
        .nodes
        .iter()
        .filter_map(|n| match &n.face {
            Face::Card { rank, suit, .. } => Some((format!("{rank:?}"), format!("{suit:?}"))),
            _ => None,
        })
        .collect()
}

fn count(faces: &[CardFace]) -> BTreeMap<CardFace, usize> {
    let mut counts = BTreeMap::new();
    for f in faces {
        *counts.entry(f.clone()).or_insert(0) += 1;
    }
    counts
}

/// What seat `seat` may know at one version, from the whole game replayed.
struct Knowable {
    /// Faces of its own hand and of the table (as the table view shows it), counted.
    allowed_faces: BTreeMap<CardFace, usize>,
    /// Card notations it must not see: other hands and the deck, minus every card
    /// that has been shown face up to everyone by now (a picked-up Fjols card).
    /// Empty where a notation names many cards (Pairanoid's "10"): the faces and
    /// the observation check those games.
    hidden: BTreeSet<String>,
    /// The core's observation of the seat: all a seat may know, as JSON.
    observation: String,
    /// The seat's board as text (English), with no steps chosen.
    board: String,
}

/// The game of `save` at its start, every seat a person.
fn fresh(save: &SaveFile) -> Box<dyn PlaySession> {
    let seats: Vec<SeatConfig> = save.seats.iter().map(|s| SeatConfig::human(s.name.clone())).collect();
    let config = SessionConfig {
        game: save.game.clone(),
        seats,
        variants: save.setup.variants.clone(),
        seed: Some(save.seed),
        title: None,
    };
    spelbord_core::new_session(&config).unwrap()
}

/// Plays the next seat move of the save's history.
fn play_entry(session: &mut dyn PlaySession, by: usize, mv: &str) {
    if let Phase::HandOff { seat } = session.phase() {
        session.confirm_handoff(seat).unwrap();
    }
    session.act(None, by, mv).unwrap();
}

/// The game of `save` after its first `version` seat moves.
fn replay_to(save: &SaveFile, version: u64) -> Box<dyn PlaySession> {
    let mut session = fresh(save);
    for e in save.history.iter().filter(|e| e.by.is_some()).take(version as usize) {
        play_entry(session.as_mut(), e.by.unwrap(), &e.mv);
    }
    session
}

/// Replays `save` in the core and tells, for each version and seat, what is knowable.
fn knowable(save: &SaveFile) -> BTreeMap<(u64, usize), Knowable> {
    let players = save.seats.len();
    // Every card that is ever in a hand: what is not in one yet is in the deck.
    let mut every_card: BTreeSet<String> = BTreeSet::new();
    // Which card a face is, where a face names one card (Fjols).
    let mut card_of_face: BTreeMap<CardFace, String> = BTreeMap::new();
    let moves: Vec<_> = save.history.iter().filter(|e| e.by.is_some()).collect();
    let mut session = fresh(save);
    for v in 0..=moves.len() {
        if v > 0 {
            play_entry(session.as_mut(), moves[v - 1].by.unwrap(), &moves[v - 1].mv);
        }
        for s in 0..players {
            for (card, (face, _)) in session.hand(s).into_iter().zip(session.hand_faces(s)) {
                if let Face::Card { rank, suit, .. } = face {
                    card_of_face.insert((format!("{rank:?}"), format!("{suit:?}")), card.clone());
                }
                every_card.insert(card);
            }
        }
    }
    let mut session = fresh(save);
    let dealt: Vec<String> = (0..players).flat_map(|s| session.hand(s)).collect();
    let unique = dealt.iter().collect::<BTreeSet<_>>().len() == dealt.len();
    let mut shown: BTreeSet<String> = BTreeSet::new();
    let mut out = BTreeMap::new();
    let mut record = |session: &dyn PlaySession, out: &mut BTreeMap<(u64, usize), Knowable>| {
        let table = session.scene(None);
        let table_faces = faces(&table);
        // A card face up on the table (laid, or the turned trump) is public from now
        // on, under its notation too.
        shown.extend(table_faces.iter().filter_map(|f| card_of_face.get(f).cloned()));
        // So is a card laid in the action just played, even if the same action cleared
        // the table (Durak's last beat of a bout): every seat saw it played, its log
        // line says it, and the line's board marks name it (a joker as itself).
        for event in session.last_events() {
            if let spelbord_core::Event::CardPlayed { card, .. } = event {
                shown.insert(card.split('=').next().unwrap_or(card).to_string());
            }
        }
        for s in 0..players {
            let own: Vec<CardFace> = session
                .hand_faces(s)
                .iter()
                .filter_map(|(f, _)| match f {
                    Face::Card { rank, suit, .. } => Some((format!("{rank:?}"), format!("{suit:?}"))),
                    _ => None,
                })
                .collect();
            let mut allowed = count(&table_faces);
            for (f, n) in count(&own) {
                *allowed.entry(f).or_insert(0) += n;
            }
            let mine: BTreeSet<String> = session.hand(s).into_iter().collect();
            let hidden = match unique {
                true => every_card.iter().filter(|c| !mine.contains(*c) && !shown.contains(*c)).cloned().collect(),
                false => BTreeSet::new(),
            };
            let observation = session.view(Some(s)).observation_json;
            let board = session.text_board_in(Some(s), spelbord_core::i18n::Lang::En);
            out.insert((session.version(), s), Knowable { allowed_faces: allowed, hidden, observation, board });
        }
    };
    record(session.as_ref(), &mut out);
    for entry in &save.history {
        let Some(by) = entry.by else { continue };
        play_entry(session.as_mut(), by, &entry.mv);
        record(session.as_ref(), &mut out);
    }
    out
}

/// Every string inside a JSON value (the observation's inner JSON opened too).
fn strings(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::String(s) => {
            if let Ok(inner) = serde_json::from_str::<Value>(s) {
                if inner.is_object() || inner.is_array() {
                    strings(&inner, out);
                }
            }
            out.push(s.clone());
        }
        Value::Array(items) => items.iter().for_each(|v| strings(v, out)),
        Value::Object(map) => map.values().for_each(|v| strings(v, out)),
        _ => {}
    }
}

/// What is wrong with a frame sent to `seat`, if anything.
fn leak(
    text: &str,
    seat: usize,
    knowable: &BTreeMap<(u64, usize), Knowable>,
    seed: u64,
    secret: &str,
) -> Option<String> {
    let value: Value = serde_json::from_str(text).unwrap();
    if value["type"] != "state" {
        return None;
    }
    let frame: StateFrame = serde_json::from_value(value.clone()).unwrap();
    let over = frame.ended.is_some();
    if !over && (text.contains(&seed.to_string()) || text.contains(secret)) {
        return Some("the seed or the secret before the end".into());
    }
    let play = frame.play.as_ref()?;
    let know = knowable.get(&(play.view.version, seat))?;
    if !over {
        if play.view.observation_json != know.observation {
            return Some("an observation other than the seat's own".into());
        }
        // The text board shows the steps being built, so it is compared when there are none.
        if play.view.pending.is_empty() && play.board != know.board {
            return Some("a board other than the seat's own".into());
        }
        // A frame carries the whole scene or its changes: every node sent counts.
        let mut sent = play.scene.clone();
        sent.nodes.extend(play.scene_changes.iter().flat_map(|c| c.nodes.iter().map(|(_, n)| n.clone())));
        for (face, n) in count(&faces(&sent)) {
            let allowed = know.allowed_faces.get(&face).copied().unwrap_or(0);
            if n > allowed {
                return Some(format!("{n} × {face:?} face up, the seat may see {allowed}"));
            }
        }
        let mut all = Vec::new();
        strings(&value, &mut all);
        for s in all {
            for token in s.split(|c: char| !c.is_ascii_alphanumeric()) {
                if know.hidden.contains(token) && token.len() >= 2 {
                    return Some(format!("hidden card {token} in {s:.80}"));
                }
            }
        }
    }
    None
}

async fn four_people(game: &str) -> (Vec<Device>, SaveFile) {
    people(game, 4, json!({})).await
}

/// A game of `game` with `players` people on their own devices, played to the end by
/// random taps; every frame each device was sent, and the game exported at the end.
async fn people(game: &str, players: usize, variants: Value) -> (Vec<Device>, SaveFile) {
    let url = SqlStore::sqlite_url(&temp_dir("privacy")).unwrap();
    let running = server(&url, Config::default()).await;
    let mut host = Device::connect(running.addr).await;
    let invite = |n: &str| json!({"kind": "invite", "name": n});
    let mut seats = vec![json!({"kind": "me", "name": "Anna"})];
    seats.extend(["Bo", "Cai", "Dag", "Eli", "Fia"].into_iter().take(players - 1).map(invite));
    let codes = host.create(game, Value::Array(seats), variants).await;
    let mut devices = vec![host];
    for (i, code) in codes.iter().enumerate() {
        let mut d = Device::connect(running.addr).await;
        // Two of the four are sent scene changes, as the apps ask: those frames are
        // checked as sent, before the device patches its scene.
        d.scene_changes = i % 2 == 0;
        d.join(code, &format!("P{i}")).await.unwrap();
        devices.push(d);
    }
    let mut tasks = Vec::new();
    for (i, mut d) in devices.into_iter().enumerate() {
        tasks.push(tokio::spawn(async move {
            d.play_to_end(i as u64 * 31 + 5).await;
            d
        }));
    }
    let mut devices = Vec::new();
    for t in tasks {
        devices.push(t.await.unwrap());
    }
    devices[0].send(json!({"type": "export"})).await;
    let text = devices[0]
        .until(|m| match m {
            ServerMsg::Save { text } => Some(text.clone()),
            _ => None,
        })
        .await;
    let _ = running.stop.send(());
    (devices, SaveFile::from_json(&text, "export").unwrap())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_frame_shows_another_seats_cards_the_deck_or_the_seed() {
    for game in ["pairanoid", "fjols"] {
        let (devices, save) = four_people(game).await;
        let knowable = knowable(&save);
        let secret = devices[0].state.as_ref().unwrap().fair.secret.clone();
        assert!(!secret.is_empty());
        let mut checked = 0;
        assert!(devices.iter().any(|d| d.changed_frames > 10), "{game}: frames of scene changes checked too");
        for d in &devices {
            for text in &d.frames {
                if let Some(why) = leak(text, d.seat, &knowable, save.seed, &secret) {
                    panic!("{game}: frame to seat {}: {why}", d.seat);
                }
                checked += 1;
            }
        }
        assert!(checked > 100, "{game}: {checked} frames");
        // The check is not empty: at the start the seat's own cards are all it sees.
        assert!(knowable.get(&(0, 0)).is_some_and(|k| !k.allowed_faces.is_empty()));
        if game == "fjols" {
            assert!(knowable.get(&(0, 0)).is_some_and(|k| k.hidden.len() >= 20), "other hands and the deck");
        }

        // The mutation "send the full state": a frame carrying another seat's view of
        // the board, or the full position with every hand, is caught.
        let d = &devices[1];
        let (text, frame) = d
            .frames
            .iter()
            .filter_map(|t| match serde_json::from_str::<ServerMsg>(t) {
                Ok(ServerMsg::State(f))
                    if f.ended.is_none() && f.play.as_ref().is_some_and(|p| p.view.pending.is_empty()) =>
                {
                    Some((t.clone(), f))
                }
                _ => None,
            })
            .nth(3)
            .unwrap();
        assert_eq!(leak(&text, d.seat, &knowable, save.seed, &secret), None);
        let version = frame.play.as_ref().unwrap().view.version;
        let replay = replay_to(&save, version);
        let other = (d.seat + 1) % 4;
        let mut mutated = (*frame).clone();
        mutated.play.as_mut().unwrap().scene = replay.scene(Some(other));
        let text = ServerMsg::State(Box::new(mutated)).to_text();
        assert!(leak(&text, d.seat, &knowable, save.seed, &secret).is_some(), "{game}: another seat's scene passed");
        // The same as scene changes: another seat's nodes sent as changed are caught.
        let mut mutated = (*frame).clone();
        let theirs = replay.scene(Some(other));
        let len = theirs.nodes.len() as u32;
        let nodes = theirs.nodes.iter().cloned().enumerate().map(|(i, n)| (i as u32, n)).collect();
        let changes = SceneChanges {
            width: theirs.width,
            height: theirs.height,
            layout: theirs.layout,
            len,
            nodes,
            moved: vec![],
        };
        let play = mutated.play.as_mut().unwrap();
        play.scene = Scene::default();
        play.scene_changes = Some(changes);
        let text = ServerMsg::State(Box::new(mutated)).to_text();
        assert!(
            leak(&text, d.seat, &knowable, save.seed, &secret).is_some(),
            "{game}: another seat's nodes as changes passed"
        );
        let mut mutated = (*frame).clone();
        mutated.play.as_mut().unwrap().view.observation_json = replay.view(Some(other)).observation_json;
        let text = ServerMsg::State(Box::new(mutated)).to_text();
        assert!(leak(&text, d.seat, &knowable, save.seed, &secret).is_some(), "{game}: another seat's view passed");
        let mut mutated = (*frame).clone();
        mutated.play.as_mut().unwrap().board.push_str(&format!(" seed {}", save.seed));
        let text = ServerMsg::State(Box::new(mutated)).to_text();
        assert!(leak(&text, d.seat, &knowable, save.seed, &secret).is_some(), "{game}: the seed passed");
        // The events of a change go to each seat as the core filters them: one naming
        // a card another seat holds would be caught.
        if let Some(card) = knowable.get(&(version, d.seat)).and_then(|k| k.hidden.iter().next().cloned()) {
            let mut mutated = (*frame).clone();
            mutated.play.as_mut().unwrap().events.push(spelbord_core::Event::CardPlayed { seat: other, card });
            let text = ServerMsg::State(Box::new(mutated)).to_text();
            assert!(
                leak(&text, d.seat, &knowable, save.seed, &secret).is_some(),
                "{game}: a hidden card in events passed"
            );
        }
        let mut full = (*frame).clone();
        full.play.as_mut().unwrap().board = replay.position();
        let text = ServerMsg::State(Box::new(full)).to_text();
        assert!(leak(&text, d.seat, &knowable, save.seed, &secret).is_some(), "{game}: the full position passed");
    }
}

/// Three people play Perevodnoy Durak online (transfers, show-the-trump on): no frame
/// to any of them names a card another holds unseen or one still in the stock (the
/// turned trump and the cards laid or taken in view are public), shows more faces
/// than the seat may see, or carries another observation, board or the seed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_durak_frame_shows_another_seats_cards_or_the_stock() {
    let (devices, save) = people("durak", 3, json!({"kind": "perevodnoy", "show": "on"})).await;
    let knowable = knowable(&save);
    let secret = devices[0].state.as_ref().unwrap().fair.secret.clone();
    // Random taps need not transfer; the game is played through all the same.
    assert!(save.history.len() > 30, "a whole game: {} entries", save.history.len());
    let mut checked = 0;
    for d in &devices {
        for text in &d.frames {
            if let Some(why) = leak(text, d.seat, &knowable, save.seed, &secret) {
                panic!("durak: frame to seat {}: {why}", d.seat);
            }
            checked += 1;
        }
    }
    assert!(checked > 60, "durak: {checked} frames");
    assert!(knowable.get(&(0, 0)).is_some_and(|k| k.hidden.len() >= 12), "other hands and the stock are hidden");
    // The check catches a frame with another seat's scene in it.
    let d = &devices[2];
    let (text, frame) = d
        .frames
        .iter()
        .filter_map(|t| match serde_json::from_str::<ServerMsg>(t) {
            Ok(ServerMsg::State(f)) if f.ended.is_none() && f.play.is_some() => Some((t.clone(), f)),
            _ => None,
        })
        .nth(2)
        .unwrap();
    assert_eq!(leak(&text, d.seat, &knowable, save.seed, &secret), None);
    let replay = replay_to(&save, frame.play.as_ref().unwrap().view.version);
    let mut mutated = (*frame).clone();
    mutated.play.as_mut().unwrap().scene = replay.scene(Some((d.seat + 1) % 3));
    let text = ServerMsg::State(Box::new(mutated)).to_text();
    assert!(leak(&text, d.seat, &knowable, save.seed, &secret).is_some(), "durak: another seat's scene passed");
}
