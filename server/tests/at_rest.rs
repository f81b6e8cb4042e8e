//! The server at rest: what a copy of its database (a backup, a leaked file, a
//! database login) gives away. Owner-only files, records and journal lines sealed
//! with the server key, codes under a keyed hash, another key refused, an old
//! database sealed on start, a join spent in one transaction, news that names no
//! move, TLS to PostgreSQL, and no stall when a node dies between commit and news.

mod common;

use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use std::time::{Duration, Instant};

use common::{server, temp_dir, Device, PG_ENV};
use serde_json::json;
use sha2::{Digest, Sha256};
use spelbord_core::fair_dice::FairDiceProof;
use spelbord_core::SaveFile;
use spelbord_protocol::{ErrorCode, ServerMsg};
use spelbord_server::server_key::{ServerKey, KEY_FILE_NAME};
use spelbord_server::{Config, SqlStore};
use sqlx::Row;

/// Umask changes are process-wide: the tests that make folders hold this.
static FILES: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

extern "C" {
    fn umask(mask: u32) -> u32;
}

fn mode(path: &Path) -> u32 {
    std::fs::metadata(path).unwrap_or_else(|e| panic!("{}: {e}", path.display())).permissions().mode() & 0o777
}

fn postgres() -> Option<String> {
    std::env::var(PG_ENV).ok().filter(|u| !u.is_empty())
}

/// A fresh temporary folder and the SQLite URL of a database in it, made while no
/// test has the umask changed.
async fn data_url(tag: &str) -> (std::path::PathBuf, String) {
    let _files = FILES.lock().await;
    let dir = temp_dir(tag);
    let url = SqlStore::sqlite_url(&dir).unwrap();
    (dir, url)
}

/// A Pairanoid game of four people on `url`, played until version `until`; the
/// devices (host first) and the server.
async fn pairanoid(url: &str, until: u64) -> (Vec<Device>, spelbord_server::Running) {
    pairanoid_on(server(url, Config::default()).await, until).await
}

/// [`pairanoid`] on a server already running.
async fn pairanoid_on(running: spelbord_server::Running, until: u64) -> (Vec<Device>, spelbord_server::Running) {
    let mut host = Device::connect(running.addr).await;
    let invite = |n: &str| json!({"kind": "invite", "name": n});
    let codes = host
        .create(
            "pairanoid",
            json!([{"kind": "me", "name": "Anna"}, invite("Bo"), invite("Cai"), invite("Dag")]),
            json!({}),
        )
        .await;
    let mut devices = vec![host];
    for (i, code) in codes.iter().enumerate() {
        let mut d = Device::connect(running.addr).await;
        d.join(code, &format!("P{i}")).await.unwrap();
        devices.push(d);
    }
    let mut tasks = Vec::new();
    for (i, mut d) in devices.into_iter().enumerate() {
        tasks.push(tokio::spawn(async move {
            let stop = move |s: &spelbord_protocol::StateFrame| {
                s.play.as_ref().is_some_and(|p| p.view.version >= until) || s.ended.is_some()
            };
            d.play_until(i as u64 * 17 + 3, &stop).await;
            d
        }));
    }
    let mut devices = Vec::new();
    for t in tasks {
        devices.push(t.await.unwrap());
    }
    (devices, running)
}

/// Ends the game (the host) and returns what was hidden while it ran: the secret,
/// the seed, and the whole save (every move, the position with every hand).
async fn reveal(host: &mut Device) -> (String, u64, SaveFile) {
    host.send(json!({"type": "end"})).await;
    let fair = host
        .until(|m| match m {
            ServerMsg::State(f) if f.ended.is_some() && !f.fair.secret.is_empty() => Some(f.fair.clone()),
            _ => None,
        })
        .await;
    host.send(json!({"type": "export"})).await;
    let text = host
        .until(|m| match m {
            ServerMsg::Save { text } => Some(text.clone()),
            _ => None,
        })
        .await;
    let save = SaveFile::from_json(&text, "export").unwrap();
    let proof: FairDiceProof = fair;
    assert_eq!(proof.seed().unwrap(), save.seed);
    (proof.secret, save.seed, save)
}

/// What must not be found in clear in a copy of the database taken while the game
/// ran: the secret, the seed, the save's own keys, and every move with a space, a
/// colon or an arrow in it (no base64 text has those): `shuffle:…`, `give:…`.
fn hidden(secret: &str, seed: u64, save: &SaveFile) -> Vec<String> {
    let mut out = vec![secret.to_string(), seed.to_string(), "\"seed\"".into(), "\"position\"".into()];
    out.extend(["\"commitment\"".into(), "shuffle:".into(), "give:".into()]);
    for h in &save.history {
        if h.mv.len() >= 4 && h.mv.contains([' ', ':', '>']) {
            out.push(h.mv.clone());
        }
    }
    out.sort();
    out.dedup();
    out
}

fn find(haystack: &[u8], needle: &str) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle.as_bytes())
}

/// A fresh data folder is made 0700, the database and its WAL files 0600 and the
/// key file 0600, even under a umask that lets everyone write; a leaked copy of
/// those files (a backup) holds no seed, no secret and no move of a running game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_fresh_folder_is_the_owners_only_and_a_copy_of_it_shows_no_card() {
    let guard = FILES.lock().await;
    let dir = temp_dir("at-rest").join("data");
    // SAFETY: umask only sets the process's file mode mask.
    let old = unsafe { umask(0) };
    let url = SqlStore::sqlite_url(&dir);
    let running = match &url {
        Ok(url) => spelbord_server::start(([127, 0, 0, 1], common::free_port()).into(), url, Config::default()).await,
        Err(e) => Err(e.to_string()),
    };
    // SAFETY: as above.
    unsafe { umask(old) };
    drop(guard);
    let (devices, running) = pairanoid_on(running.unwrap(), 12).await;
    assert_eq!(mode(&dir), 0o700, "the data folder");
    for file in ["spelbord.db", "spelbord.db-wal", "spelbord.db-shm", KEY_FILE_NAME] {
        assert_eq!(mode(&dir.join(file)), 0o600, "{file}");
    }
    // A copy of every file but the key, taken while the game runs.
    let mut copy = Vec::new();
    for file in ["spelbord.db", "spelbord.db-wal"] {
        copy.extend(std::fs::read(dir.join(file)).unwrap());
    }
    let mut devices = devices;
    let (secret, seed, save) = reveal(&mut devices[0]).await;
    assert!(save.history.len() >= 8, "the game was played: {} moves", save.history.len());
    // The check is not empty: the same search finds the save in its own text.
    let text = save.to_json();
    assert!(find(text.as_bytes(), &seed.to_string()) && find(text.as_bytes(), "\"position\""));
    for needle in hidden(&secret, seed, &save) {
        assert!(!find(&copy, &needle), "{needle:?} is in the database file in clear");
    }
    let _ = running.stop.send(());
}

/// The same on PostgreSQL: the record column and the journal lines of a running
/// game hold nothing of it in clear.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgresql_rows_of_a_running_game_show_no_card() {
    let Some(url) = postgres() else { return };
    let (mut devices, running) = pairanoid(&url, 12).await;
    let id = devices[0].game_id.clone();
    let pool = sqlx::PgPool::connect(&url).await.unwrap();
    let mut copy = Vec::new();
    for row in sqlx::query("SELECT record FROM spelbord_games WHERE id = $1").bind(&id).fetch_all(&pool).await.unwrap()
    {
        copy.extend(row.get::<String, _>(0).into_bytes());
    }
    for row in
        sqlx::query("SELECT line FROM spelbord_journal WHERE game_id = $1").bind(&id).fetch_all(&pool).await.unwrap()
    {
        copy.extend(row.get::<String, _>(0).into_bytes());
    }
    assert!(copy.len() > 100, "the rows were read");
    let (secret, seed, save) = reveal(&mut devices[0]).await;
    for needle in hidden(&secret, seed, &save) {
        assert!(!find(&copy, &needle), "{needle:?} is in the stored rows in clear");
    }
    let _ = running.stop.send(());
}

/// A data folder others may write is refused with words that say why.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_data_folder_others_may_write_is_refused() {
    let dir = {
        let _files = FILES.lock().await;
        temp_dir("at-rest-open")
    };
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o777)).unwrap();
    let err = SqlStore::sqlite_url(&dir).unwrap_err().to_string();
    assert!(err.contains("others may write this data folder"), "{err}");
    let url = format!("sqlite://{}?mode=rwc", dir.join("spelbord.db").display());
    let refused = spelbord_server::start(([127, 0, 0, 1], 0).into(), &url, Config::default()).await;
    assert!(refused.err().is_some_and(|e| e.contains("others may write")), "started on an open folder");
}

/// The stored hash of an invite code is keyed: not the code's plain SHA-256 (which
/// a leaked database lets anyone search), and a server with another key is refused
/// at start with words that say so.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn code_hashes_are_keyed_and_another_key_is_refused() {
    let (dir, url) = data_url("at-rest-key").await;
    let running = server(&url, Config::default()).await;
    let mut host = Device::connect(running.addr).await;
    let codes = host
        .create("fevga", json!([{"kind": "me", "name": "Anna"}, {"kind": "invite", "name": "Bo"}]), json!({}))
        .await;
    let plain = spelbord_server::secrets::normalise_code(&codes[0]).unwrap();
    let pool = sqlx::SqlitePool::connect(&url).await.unwrap();
    let stored: Vec<String> =
        sqlx::query_scalar("SELECT code_hash FROM spelbord_invites").fetch_all(&pool).await.unwrap();
    assert_eq!(stored.len(), 1);
    let unkeyed = spelbord_core::fair_dice::to_hex(&Sha256::digest(plain.as_bytes()));
    assert_ne!(stored[0], unkeyed, "the code's plain SHA-256 is stored");
    let key = ServerKey::read_or_create(&dir.join(KEY_FILE_NAME)).unwrap();
    assert_eq!(stored[0], key.code_hash(&plain));
    let _ = running.stop.send(());

    // Another key file: refused, the database untouched.
    let other = dir.join("other.key");
    let config = Config { key_file: Some(other.clone()), ..Config::default() };
    let refused = spelbord_server::start(([127, 0, 0, 1], 0).into(), &url, config).await;
    let err = refused.err().expect("refused");
    assert!(err.contains("does not match"), "{err}");
    assert_eq!(mode(&other), 0o600);
    if let Some(pg) = postgres() {
        let config = Config { key_file: Some(other), ..Config::default() };
        let refused = spelbord_server::start(([127, 0, 0, 1], 0).into(), &pg, config).await;
        assert!(refused.err().is_some_and(|e| e.contains("does not match")), "PostgreSQL took another key");
    }
}

/// A database from before there was a key (records and journal lines in clear, code
/// hashes plain SHA-256) is sealed when a server starts on it, and its open codes
/// and running games go on as before.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_old_database_is_sealed_on_start_and_its_codes_still_work() {
    let (dir, url) = data_url("at-rest-old").await;
    let running = server(&url, Config::default()).await;
    let mut host = Device::connect(running.addr).await;
    let codes = host
        .create(
            "fia",
            json!([{"kind": "me", "name": "Anna"}, {"kind": "invite", "name": "Bo"}, {"kind": "invite", "name": "Cai"}]),
            json!({}),
        )
        .await;
    let id = host.game_id.clone();
    let _ = running.stop.send(());
    // The database turned back into what an earlier version wrote.
    let key = ServerKey::read_or_create(&dir.join(KEY_FILE_NAME)).unwrap();
    let pool = sqlx::SqlitePool::connect(&url).await.unwrap();
    let sealed: String =
        sqlx::query_scalar("SELECT record FROM spelbord_games WHERE id = $1").bind(&id).fetch_one(&pool).await.unwrap();
    let mut record: serde_json::Value =
        serde_json::from_str(&key.open(&format!("record\0{id}"), &sealed).unwrap()).unwrap();
    for code in &codes {
        let plain = spelbord_server::secrets::normalise_code(code).unwrap();
        let (keyed, old) = (key.code_hash(&plain), spelbord_core::fair_dice::to_hex(&Sha256::digest(plain.as_bytes())));
        sqlx::query("UPDATE spelbord_invites SET code_hash = $1 WHERE code_hash = $2")
            .bind(&old)
            .bind(&keyed)
            .execute(&pool)
            .await
            .unwrap();
        for seat in record["seats"].as_array_mut().unwrap() {
            if seat["code_hash"] == json!(keyed) {
                seat["code_hash"] = json!(old);
            }
        }
    }
    let clear = record.to_string();
    sqlx::query("UPDATE spelbord_games SET record = $1 WHERE id = $2")
        .bind(&clear)
        .bind(&id)
        .execute(&pool)
        .await
        .unwrap();
    sqlx::query("DROP TABLE spelbord_meta").execute(&pool).await.unwrap();
    // Started again: sealed, and the codes work.
    let running = server(&url, Config::default()).await;
    let stored: String =
        sqlx::query_scalar("SELECT record FROM spelbord_games WHERE id = $1").bind(&id).fetch_one(&pool).await.unwrap();
    assert!(stored.starts_with("sealed1:") && !stored.contains("secret"), "sealed on start");
    let mut bo = Device::connect(running.addr).await;
    assert_eq!(bo.join(&codes[0], "Bo").await, Ok(()), "an open code from before the key");
    let mut cai = Device::connect(running.addr).await;
    assert_eq!(cai.join(&codes[1], "Cai").await, Ok(()));
    let _ = running.stop.send(());
}

/// Join is one transaction: a write failing between spending the code and taking
/// the seat leaves the code working (never neither); a wrong code spends nothing;
/// an expired code answers `expired_code` every time it is tried.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_join_spends_its_code_with_the_seat_or_not_at_all() {
    let urls = {
        let _files = FILES.lock().await;
        common::databases("at-rest-join")
    };
    for url in urls {
        let running = server(&url, Config::default()).await;
        let mut host = Device::connect(running.addr).await;
        let codes = host
            .create("fevga", json!([{"kind": "me", "name": "Anna"}, {"kind": "invite", "name": "Bo"}]), json!({}))
            .await;
        spelbord_server::store::hooks::fail_next_join_write(&host.game_id);
        let mut bo = Device::connect(running.addr).await;
        assert_eq!(bo.join(&codes[0], "Bo").await, Err(ErrorCode::Storage), "{url}: the injected failure");
        let mut wrong = Device::connect(running.addr).await;
        assert_eq!(wrong.join("ZZZZ-ZZZZ", "Eve").await, Err(ErrorCode::UnknownCode));
        let mut bo = Device::connect(running.addr).await;
        assert_eq!(bo.join(&codes[0], "Bo").await, Ok(()), "{url}: the code still works after the failed write");
        let mut again = Device::connect(running.addr).await;
        assert_eq!(again.join(&codes[0], "Eve").await, Err(ErrorCode::UnknownCode), "{url}: then it is spent");
        let _ = running.stop.send(());

        let config = Config { invite_ttl: Duration::from_millis(1), ..Config::default() };
        let running = server(&url, config).await;
        let mut host = Device::connect(running.addr).await;
        let codes = host
            .create("fevga", json!([{"kind": "me", "name": "Anna"}, {"kind": "invite", "name": "Bo"}]), json!({}))
            .await;
        tokio::time::sleep(Duration::from_millis(20)).await;
        for _ in 0..3 {
            let mut late = Device::connect(running.addr).await;
            assert_eq!(late.join(&codes[0], "Bo").await, Err(ErrorCode::ExpiredCode), "{url}: every try");
        }
        let _ = running.stop.send(());
    }
}

/// Any login may LISTEN on PostgreSQL, whatever its rights on the tables: a role
/// with none hears a Pairanoid game played and learns which game changed and its
/// revision, and not one move, card or step.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_login_without_table_rights_hears_no_move_in_the_news() {
    let Some(url) = postgres() else { return };
    let admin = sqlx::PgPool::connect(&url).await.unwrap();
    sqlx::query("DO $$ BEGIN CREATE ROLE spelbord_snoop LOGIN; EXCEPTION WHEN duplicate_object THEN NULL; END $$")
        .execute(&admin)
        .await
        .unwrap();
    let snoop_url = url.replacen("://spelbord@", "://spelbord_snoop@", 1);
    assert_ne!(snoop_url, url, "the test cluster's user is spelbord");
    let snoop = sqlx::PgPool::connect(&snoop_url).await.unwrap();
    let denied = sqlx::query("SELECT count(*) FROM spelbord_journal").fetch_one(&snoop).await;
    assert!(denied.is_err(), "the role has no rights on the tables");
    let mut listener = sqlx::postgres::PgListener::connect(&snoop_url).await.unwrap();
    listener.listen(spelbord_server::cluster::CHANNEL).await.unwrap();
    let (devices, running) = pairanoid(&url, 10).await;
    let id = devices[0].game_id.clone();
    let mut heard = 0;
    while let Ok(Ok(note)) = tokio::time::timeout(Duration::from_millis(500), listener.recv()).await {
        let payload = note.payload();
        let (game, rev) = payload.rsplit_once(' ').unwrap_or_else(|| panic!("{payload:?}"));
        assert!(rev.parse::<i64>().is_ok() && !game.contains(char::is_whitespace), "more than a game: {payload:?}");
        heard += usize::from(game == id);
    }
    assert!(heard >= 10, "the game's news was heard ({heard})");
    let _ = running.stop.send(());
}

/// TLS to PostgreSQL: `sslmode=verify-full` with the test cluster's certificate
/// (scripts/test.sh starts it with a self-signed one) and `sslmode=require` connect
/// over TLS, and a server runs on such a URL.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgresql_over_tls() {
    let Some(url) = postgres() else { return };
    let Some(root) = std::env::var("SPELBORD_TEST_POSTGRES_TLS_ROOT").ok().filter(|r| !r.is_empty()) else {
        assert!(std::env::var("CI").is_err(), "SPELBORD_TEST_POSTGRES_TLS_ROOT is not set in CI");
        eprintln!("SPELBORD_TEST_POSTGRES_TLS_ROOT not set: TLS test skipped (scripts/test.sh sets it)");
        return;
    };
    for tls in [format!("sslmode=verify-full&sslrootcert={root}"), "sslmode=require".to_string()] {
        let tls_url = format!("{url}{}{tls}", if url.contains('?') { '&' } else { '?' });
        let pool = sqlx::PgPool::connect(&tls_url).await.unwrap_or_else(|e| panic!("{tls}: {e}"));
        let ssl: bool = sqlx::query_scalar("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")
            .fetch_one(&pool)
            .await
            .unwrap();
        assert!(ssl, "{tls}: the connection is encrypted");
        let running = server(&tls_url, Config::default()).await;
        let mut host = Device::connect(running.addr).await;
        host.create("fevga", json!([{"kind": "me", "name": "A"}, {"kind": "bot", "level": "beginner"}]), json!({}))
            .await;
        let _ = running.stop.send(());
    }
    // Without TLS too (the cluster allows both).
    let plain = format!("{url}{}sslmode=disable", if url.contains('?') { '&' } else { '?' });
    sqlx::PgPool::connect(&plain).await.expect("a connection without TLS");
}

/// A node that stores an action and dies before its news leaves the other node's
/// devices to learn of it from the periodic look at the revisions: a test-only pause
/// holds the news, the node is stopped in it, and the other node's device is timed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_node_dying_between_commit_and_news_stalls_no_one() {
    let Some(url) = postgres() else { return };
    let a = server(&url, Config::default()).await;
    let b = server(&url, Config::default()).await;
    let mut host = Device::connect(a.addr).await;
    let codes = host
        .create("fevga", json!([{"kind": "me", "name": "Anna"}, {"kind": "invite", "name": "Bo"}]), json!({}))
        .await;
    let mut guest = Device::connect(b.addr).await;
    guest.join(&codes[0], "Bo").await.unwrap();
    for d in [&mut host, &mut guest] {
        if d.state.as_ref().is_none_or(|s| s.play.is_none()) {
            d.until(|m| matches!(m, ServerMsg::State(f) if f.play.is_some()).then_some(())).await;
        }
    }
    let mut pick = |_: usize| 0;
    // The mover's node (a or b) is the one that will die; the other device watches.
    let (mut mover, mut watcher, dying) =
        if host.action(&mut pick).is_some() { (host, guest, a) } else { (guest, host, b) };
    // Steps until only a whole move (a confirm or a forced move) is left to send.
    let last = loop {
        let action = mover.action(&mut pick).expect("the mover's turn");
        if action["type"] != "step" {
            break action;
        }
        mover.send(action).await;
        mover.until(|m| matches!(m, ServerMsg::State(_)).then_some(())).await;
    };
    // Every frame the watcher has yet to read is of this version or an older one.
    let before = mover.version();
    let pool = sqlx::PgPool::connect(&url).await.unwrap();
    let head = |id: String| {
        let pool = pool.clone();
        async move {
            let rev: i64 = sqlx::query_scalar(
                "SELECT greatest(g.rev, (SELECT max(rev) FROM spelbord_journal j WHERE j.game_id = g.id)) \
                 FROM spelbord_games g WHERE g.id = $1",
            )
            .bind(id)
            .fetch_one(&pool)
            .await
            .unwrap();
            rev
        }
    };
    let held = head(mover.game_id.clone()).await;
    spelbord_server::store::hooks::pause_news(&mover.game_id, Duration::from_secs(120));
    mover.send(last).await;
    // The action is stored before its news: once it is, the node dies.
    let stored = loop {
        let now = head(mover.game_id.clone()).await;
        if now > held {
            break now;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    };
    let _ = dying.stop.send(());
    dying.task.abort();
    let committed = Instant::now();
    let learned = tokio::time::timeout(
        Duration::from_secs(15),
        watcher.until(|m| match m {
            ServerMsg::State(f) if f.play.as_ref().is_some_and(|p| p.view.version > before) => Some(()),
            _ => None,
        }),
    )
    .await;
    let took = committed.elapsed();
    assert!(learned.is_ok(), "the other node's device never learned of revision {stored}");
    println!(
        "news lost with its node: the other node's device learned of the stored action after {} ms (recheck every {} ms)",
        took.as_millis(),
        spelbord_server::cluster::RECHECK.as_millis()
    );
    assert!(took < spelbord_server::cluster::RECHECK * 3, "{took:?}");
}
