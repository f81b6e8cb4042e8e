//! The server's edges (issue 41): typed names by the core's one rule at `create` and
//! `join`, and wrong invite codes and seat tokens limited per source address and on
//! the whole node, each over real sockets on loopback.

mod common;

use std::net::IpAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use common::{contribution, server, temp_dir, Device};
use serde_json::{json, Value};
use spelbord_protocol::{ErrorCode, ServerMsg, PROTOCOL_VERSION};
use spelbord_server::{Config, SqlStore};

fn sqlite() -> String {
    SqlStore::sqlite_url(&temp_dir("edges")).unwrap()
}

/// One name per class the rule refuses.
const HIDDEN: &[(&str, char)] = &[
    ("bidi override (Cf)", '\u{202E}'),
    ("bidi isolate (Cf)", '\u{2067}'),
    ("zero-width space (Cf)", '\u{200B}'),
    ("zero-width joiner between letters (Cf)", '\u{200D}'),
    ("control (Cc)", '\u{1B}'),
    ("line separator (Zl)", '\u{2028}'),
    ("paragraph separator (Zp)", '\u{2029}'),
    ("private use (Co)", '\u{E000}'),
    ("unassigned (Cn)", '\u{0378}'),
];

/// Sends `frame` and reads the answer: the error's code, words and whether it closes
/// the connection, or `None` when the device got a seat.
async fn answer(d: &mut Device, frame: Value) -> Option<(ErrorCode, String, bool)> {
    d.send(frame).await;
    d.until(|m| match m {
        ServerMsg::Joined { .. } => Some(None),
        ServerMsg::Error { code, message, fatal, .. } => Some(Some((*code, message.clone(), *fatal))),
        _ => None,
    })
    .await
}

fn create(lang: &str, me: &str, invite: &str) -> Value {
    json!({"type": "create", "protocol": PROTOCOL_VERSION, "lang": lang, "game": "fevga",
        "seats": [{"kind": "me", "name": me}, {"kind": "invite", "name": invite}], "contribution": contribution()})
}

fn join(lang: &str, code: &str, name: &str) -> Value {
    json!({"type": "join", "protocol": PROTOCOL_VERSION, "lang": lang, "code": code, "name": name,
        "contribution": contribution()})
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn edges_names_with_hidden_characters_are_refused_at_create_and_join_in_the_devices_language() {
    let running = server(&sqlite(), Config::default()).await;
    let mut d = Device::connect(running.addr).await;
    for (what, c) in HIDDEN {
        let name = format!("Anna{c}gnp.exe");
        for frame in [create("sv", &name, "Bo"), create("da", "Bo", &name)] {
            let refused = answer(&mut d, frame).await;
            let Some((code, words, fatal)) = refused else { panic!("{what}: {name:?} got a seat") };
            assert_eq!(code, ErrorCode::BadRequest, "{what}");
            assert!(!fatal, "{what}");
            assert!(
                words == "Ett namn får inte innehålla osynliga tecken eller styrtecken."
                    || words == "Et navn må ikke indeholde usynlige tegn eller kontroltegn.",
                "{what}: {words}"
            );
        }
    }
    let long = "x".repeat(41);
    let refused = answer(&mut d, create("en", &long, "Bo")).await;
    assert_eq!(refused.map(|r| r.1).as_deref(), Some("A name is 1 to 40 characters long."));
    // A name the rule reads: other spaces as a plain space, trimmed; an emoji sequence kept.
    assert_eq!(answer(&mut d, create("en", "\u{00A0}Anna\u{202F}Berg ", "👩\u{200D}🚀")).await, None);
    let mut guest = Device::connect(running.addr).await;
    let code = {
        let frame = d.frames.iter().rev().find(|f| f.contains("\"joined\"")).unwrap();
        let joined: ServerMsg = serde_json::from_str(frame).unwrap();
        let ServerMsg::Joined { invites, .. } = joined else { unreachable!() };
        invites[0].code.clone()
    };
    for (what, c) in HIDDEN {
        let refused = answer(&mut guest, join("en", &code, &format!("Bo{c}b"))).await;
        let Some((code, words, _)) = refused else { panic!("{what}: joined") };
        assert_eq!(
            (code, words.as_str()),
            (ErrorCode::BadRequest, "A name can't contain invisible or control characters.")
        );
    }
    // Refused names spend neither the code nor the address's attempts.
    assert_eq!(answer(&mut guest, join("en", &code, "  Bo\u{3000}")).await, None);
    let state = guest.until(|m| match m {
        ServerMsg::State(f) => Some(f.clone()),
        _ => None,
    });
    let names: Vec<String> = state.await.seats.iter().map(|s| s.name.clone()).collect();
    assert_eq!(names, ["Anna Berg", "Bo"]);
}

/// The `i`-th of a run of well-formed invite codes: wrong but for a chance of about
/// one in 2^40 each of hitting the open one (its digits are `i` in base 32).
fn wrong_code(i: usize) -> String {
    const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    let letters: String = (0..8).rev().map(|k| ALPHABET[(i >> (5 * k)) & 31] as char).collect();
    format!("{}-{}", &letters[..4], &letters[4..])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn edges_a_thousand_wrong_codes_from_one_address_are_cut_off_and_another_address_still_joins() {
    let running = server(&sqlite(), Config::default()).await;
    let limits = running.hub.guesses().limits();
    let mut host = Device::connect(running.addr).await;
    let codes = host
        .create("fevga", json!([{"kind": "me", "name": "Anna"}, {"kind": "invite", "name": "Bo"}]), json!({}))
        .await;
    let judged = Arc::new(AtomicUsize::new(0));
    let limited = Arc::new(AtomicUsize::new(0));
    let sent = Arc::new(AtomicUsize::new(0));
    let started = std::time::Instant::now();
    // 20 devices at once, each opening a new connection whenever one is closed,
    // until 1,000 wrong codes have been sent.
    let mut tasks = Vec::new();
    for _ in 0..20 {
        let (judged, limited, sent, addr) = (judged.clone(), limited.clone(), sent.clone(), running.addr);
        tasks.push(tokio::spawn(async move {
            let mut d = Device::connect(addr).await;
            loop {
                let i = sent.fetch_add(1, Ordering::Relaxed);
                if i >= 1000 {
                    return;
                }
                match answer(&mut d, join("sv", &wrong_code(i), "X")).await {
                    Some((ErrorCode::UnknownCode, _, _)) => {
                        judged.fetch_add(1, Ordering::Relaxed);
                    }
                    Some((ErrorCode::RateLimited, words, fatal)) => {
                        assert!(fatal, "a cut-off device is let go");
                        assert_eq!(words, "För många felaktiga koder har provats. Vänta en minut och försök igen.");
                        limited.fetch_add(1, Ordering::Relaxed);
                        d = Device::connect(addr).await;
                    }
                    other => panic!("a wrong code got {other:?}"),
                }
            }
        }));
    }
    for t in tasks {
        t.await.unwrap();
    }
    let minutes = started.elapsed().as_secs_f64() / 60.0;
    let judged = judged.load(Ordering::Relaxed);
    let allowed = (limits.per_address_burst + minutes * limits.per_address_per_minute).floor() as usize;
    eprintln!(
        "1,000 wrong codes in {:.1} s: {judged} judged, {} cut off",
        minutes * 60.0,
        limited.load(Ordering::Relaxed)
    );
    assert!(judged <= allowed, "{judged} wrong codes were judged; the limit allows {allowed}");
    assert_eq!(judged + limited.load(Ordering::Relaxed), 1000);
    // Another address (another home's network) still joins with the right code, and
    // the cut-off one may not even try it.
    let mut same = Device::connect(running.addr).await;
    assert_eq!(answer(&mut same, join("en", &codes[0], "Bo")).await.map(|r| r.0), Some(ErrorCode::RateLimited));
    let mut other = Device::connect_from(running.addr, IpAddr::from([127, 0, 0, 2])).await;
    assert_eq!(other.join(&codes[0], "Bo").await, Ok(()));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn edges_wrong_codes_from_many_addresses_meet_the_node_ceiling_but_a_seat_token_still_works() {
    let running = server(&sqlite(), Config::default()).await;
    let limits = running.hub.guesses().limits();
    let mut host = Device::connect(running.addr).await;
    let codes = host
        .create("fevga", json!([{"kind": "me", "name": "Anna"}, {"kind": "invite", "name": "Bo"}]), json!({}))
        .await;
    let started = std::time::Instant::now();
    let mut judged = 0;
    // 40 addresses, 3 wrong codes each: under every address's own limit.
    for a in 0..40u8 {
        let mut d = Device::connect_from(running.addr, IpAddr::from([127, 0, 1, a])).await;
        for k in 0..3 {
            match answer(&mut d, join("en", &wrong_code(a as usize * 3 + k), "X")).await {
                Some((ErrorCode::UnknownCode, _, _)) => judged += 1,
                Some((ErrorCode::RateLimited, _, true)) => {
                    d = Device::connect_from(running.addr, IpAddr::from([127, 0, 1, a])).await;
                }
                other => panic!("a wrong code got {other:?}"),
            }
        }
    }
    let minutes = started.elapsed().as_secs_f64() / 60.0;
    let allowed = (limits.codes_burst + minutes * limits.codes_per_minute).floor() as usize;
    assert!(judged <= allowed, "{judged} wrong codes were judged; the node's ceiling allows {allowed}");
    assert!(judged >= limits.codes_burst as usize, "the ceiling's burst is there to use ({judged})");
    // The ceiling holds invite codes only: the host comes back with its seat token
    // from a new address.
    let mut back = Device::connect_from(running.addr, IpAddr::from([127, 0, 2, 1])).await;
    assert_eq!(back.resume(&host.game_id, &host.token, None).await.map(|s| s.seat), Ok(0));
    // A right code waits for the minute's budget like any other.
    let mut late = Device::connect_from(running.addr, IpAddr::from([127, 0, 2, 2])).await;
    assert_eq!(answer(&mut late, join("en", &codes[0], "Bo")).await.map(|r| r.0), Some(ErrorCode::RateLimited));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn edges_wrong_seat_tokens_from_one_address_are_cut_off() {
    let running = server(&sqlite(), Config::default()).await;
    let limits = running.hub.guesses().limits();
    let mut host = Device::connect(running.addr).await;
    host.create("fevga", json!([{"kind": "me", "name": "Anna"}, {"kind": "bot", "level": "beginner"}]), json!({}))
        .await;
    let mut judged = 0;
    let mut d = Device::connect_from(running.addr, IpAddr::from([127, 0, 3, 1])).await;
    for i in 0..60 {
        match d.resume(&host.game_id, &format!("{i:064x}"), None).await {
            Err(ErrorCode::BadToken) => judged += 1,
            Err(ErrorCode::RateLimited) => d = Device::connect_from(running.addr, IpAddr::from([127, 0, 3, 1])).await,
            other => panic!("a wrong token got {:?}", other.map(|s| s.seat)),
        }
    }
    assert!(judged <= limits.per_address_burst as usize + 1, "{judged} wrong tokens were judged");
    let mut other = Device::connect_from(running.addr, IpAddr::from([127, 0, 3, 2])).await;
    assert_eq!(other.resume(&host.game_id, &host.token, None).await.map(|s| s.seat), Ok(0));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn edges_no_more_codes_are_opened_than_the_ceiling() {
    let mut config = Config::default();
    config.guesses.open_codes = 2;
    let running = server(&sqlite(), config).await;
    let mut host = Device::connect(running.addr).await;
    let seats =
        json!([{"kind": "me", "name": "Anna"}, {"kind": "invite", "name": "Bo"}, {"kind": "invite", "name": "Cai"}]);
    assert_eq!(host.create("fjols", seats, json!({})).await.len(), 2);
    let mut other = Device::connect(running.addr).await;
    let refused = answer(&mut other, create("da", "Eva", "Ib")).await;
    let Some((code, words, fatal)) = refused else { panic!("a third open code was made") };
    assert_eq!((code, fatal), (ErrorCode::RateLimited, false));
    assert_eq!(words, "Serveren har for mange åbne invitationer lige nu. Prøv igen senere.");
    // A game without invited seats needs no code.
    let bots = json!({"type": "create", "protocol": PROTOCOL_VERSION, "lang": "en", "game": "fevga",
        "seats": [{"kind": "me", "name": "Eva"}, {"kind": "bot", "level": "beginner"}], "contribution": contribution()});
    assert_eq!(answer(&mut other, bots).await, None);
}
