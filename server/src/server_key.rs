//! The server key, and what it guards at rest.
//!
//! A game record holds what no one may see while the game runs: the fair-dice
//! secret, and once started the core's save (its seed and `shuffle:` order, so every
//! hand); a journal line may name a card given face down. The store keeps both
//! sealed with XChaCha20-Poly1305 under a key derived from the server key, the game
//! (and for a journal line its revision) as associated data, so a sealed text moved
//! to another game's row does not open. Invite codes are stored as
//! HMAC-SHA-256(key, SHA-256(code)): a leaked database without the key gives no code
//! (40 bits are searched offline in days; a keyed hash cannot be searched at all
//! without the key), and the hashes stored before there was a key (plain SHA-256 of
//! the code) convert in place.
//!
//! The key is 32 random bytes in a file of its own (64 hex digits), owner-only. It
//! comes from `--key-file`, else [`KEY_ENV`]; a server on SQLite with neither makes
//! one beside its database on first start ([`KEY_FILE_NAME`]). Nodes sharing one
//! PostgreSQL must share one key, so there it is never made up: it must be given.
//! The database keeps a check value of the key ([`ServerKey::check_value`]), so a
//! server started with another key says so and refuses to start.

use std::fmt;
use std::io::Write;
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};

use base64::Engine;
use chacha20poly1305::aead::{Aead, KeyInit, Payload};
use chacha20poly1305::{XChaCha20Poly1305, XNonce};
use hmac::{Hmac, Mac};
use sha2::{Digest, Sha256};
use spelbord_core::fair_dice::{from_hex, to_hex};

/// The environment variable naming the key file when `--key-file` is not given.
pub const KEY_ENV: &str = "SPELBORD_SERVER_KEY_FILE";
/// The key file a server on SQLite makes beside its database when given none.
pub const KEY_FILE_NAME: &str = "spelbord.key";
/// How a sealed text starts (what is stored without it is from before there was a key).
pub const SEALED: &str = "sealed1:";
/// Bytes of the server key.
pub const KEY_BYTES: usize = 32;
/// Bytes of an XChaCha20 nonce (random per seal: 192 bits never repeat by chance).
const NONCE_BYTES: usize = 24;

/// What can go wrong with the key.
#[derive(Debug, thiserror::Error)]
pub enum KeyError {
    /// The key file cannot be read, made or is not a key.
    #[error("key file {path}: {why}")]
    File {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        why: String,
    },
    /// PostgreSQL and no key given: several nodes must share one, so none is made up.
    #[error(
        "a server on PostgreSQL needs its key: --key-file PATH or {KEY_ENV}=PATH (the same key on every node; \
         see docs/server.md)"
    )]
    Needed,
    /// The database was sealed with another key.
    #[error(
        "the server key does not match this database's (another key file?); refusing to start rather than \
         fail to read every game"
    )]
    Wrong,
    /// A sealed text does not open with this key (damaged, or moved from another row).
    #[error("{0}: the stored text does not open with the server key (damaged or not this game's)")]
    Unsealable(String),
}

/// The server key's derived keys: one per use, so the check value stored in the
/// database and the code hashes reveal nothing about the sealing key.
#[derive(Clone)]
pub struct ServerKey {
    seal: [u8; 32],
    codes: [u8; 32],
    check: [u8; 32],
}

impl fmt::Debug for ServerKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ServerKey(…)")
    }
}

type HmacSha256 = Hmac<Sha256>;

fn hmac(key: &[u8], parts: &[&[u8]]) -> [u8; 32] {
    let mut mac = <HmacSha256 as Mac>::new_from_slice(key).expect("HMAC takes any key length");
    for part in parts {
        mac.update(part);
    }
    mac.finalize().into_bytes().into()
}

impl ServerKey {
    /// The key from its 32 bytes.
    pub fn from_bytes(master: &[u8; KEY_BYTES]) -> ServerKey {
        ServerKey {
            seal: hmac(master, &[b"spelbord-server seal v1"]),
            codes: hmac(master, &[b"spelbord-server codes v1"]),
            check: hmac(master, &[b"spelbord-server key check v1"]),
        }
    }

    /// A fresh random key (with its bytes, to be written to a key file).
    pub fn fresh() -> ([u8; KEY_BYTES], ServerKey) {
        let mut master = [0u8; KEY_BYTES];
        getrandom::fill(&mut master).expect("the operating system's random generator works");
        (master, ServerKey::from_bytes(&master))
    }

    /// The key in `path`, made (owner-only, 0600) when there is no such file yet.
    /// A key file others may read is refused, as ssh refuses such a private key.
    pub fn read_or_create(path: &Path) -> Result<ServerKey, KeyError> {
        let err = |why: String| KeyError::File { path: path.to_path_buf(), why };
        match std::fs::metadata(path) {
            Ok(meta) => {
                if meta.permissions().mode() & 0o077 != 0 {
                    return Err(err(format!(
                        "others may read it (mode {:o}); chmod 600 it",
                        meta.permissions().mode() & 0o777
                    )));
                }
                let text = std::fs::read_to_string(path).map_err(|e| err(e.to_string()))?;
                let bytes = from_hex(text.trim(), KEY_BYTES)
                    .map_err(|_| err(format!("not a key ({} hex digits expected)", 2 * KEY_BYTES)))?;
                Ok(ServerKey::from_bytes(&bytes.try_into().expect("checked length")))
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                let (master, key) = ServerKey::fresh();
                // Written whole under another name, then linked in place: a second
                // process making the same file at the same moment reads one whole key.
                let tmp = path.with_extension(format!("tmp{}", std::process::id()));
                let write = || -> std::io::Result<()> {
                    let mut file = std::fs::OpenOptions::new().write(true).create_new(true).mode(0o600).open(&tmp)?;
                    file.write_all(format!("{}\n", to_hex(&master)).as_bytes())?;
                    file.sync_all()
                };
                let made = write().and_then(|()| std::fs::hard_link(&tmp, path));
                let _ = std::fs::remove_file(&tmp);
                match made {
                    Ok(()) => Ok(key),
                    Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => ServerKey::read_or_create(path),
                    Err(e) => Err(err(e.to_string())),
                }
            }
            Err(e) => Err(err(e.to_string())),
        }
    }

    /// The key for the database at `url`: `key_file` if given, else [`KEY_ENV`]'s
    /// file, else on SQLite [`KEY_FILE_NAME`] beside the database (made on first
    /// start). PostgreSQL without a key is refused ([`KeyError::Needed`]).
    pub fn resolve(url: &str, key_file: Option<&Path>) -> Result<ServerKey, KeyError> {
        if let Some(path) = key_file {
            return ServerKey::read_or_create(path);
        }
        if let Some(path) = std::env::var_os(KEY_ENV).filter(|p| !p.is_empty()) {
            return ServerKey::read_or_create(Path::new(&path));
        }
        match sqlite_path(url) {
            Some(db) => {
                let dir = db.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
                ServerKey::read_or_create(&dir.join(KEY_FILE_NAME))
            }
            None => Err(KeyError::Needed),
        }
    }

    /// The value the database keeps to tell this key from another (hex; derived
    /// apart from the sealing key, so it gives nothing away).
    pub fn check_value(&self) -> String {
        to_hex(&self.check)
    }

    /// `plain` sealed for `context` (the game, and for a journal line its revision).
    pub fn seal(&self, context: &str, plain: &str) -> String {
        let mut nonce = [0u8; NONCE_BYTES];
        getrandom::fill(&mut nonce).expect("the operating system's random generator works");
        let cipher = XChaCha20Poly1305::new((&self.seal).into());
        let sealed = cipher
            .encrypt(XNonce::from_slice(&nonce), Payload { msg: plain.as_bytes(), aad: context.as_bytes() })
            .expect("sealing a text of any length a record has");
        let mut bytes = nonce.to_vec();
        bytes.extend_from_slice(&sealed);
        format!("{SEALED}{}", base64::engine::general_purpose::STANDARD_NO_PAD.encode(bytes))
    }

    /// A stored text opened for `context`; a text stored before there was a key (not
    /// sealed) as it is (the store seals every such text on start).
    pub fn open(&self, context: &str, stored: &str) -> Result<String, KeyError> {
        let Some(body) = stored.strip_prefix(SEALED) else { return Ok(stored.to_string()) };
        let bad = || KeyError::Unsealable(context.replace('\0', " "));
        let bytes = base64::engine::general_purpose::STANDARD_NO_PAD.decode(body).map_err(|_| bad())?;
        if bytes.len() < NONCE_BYTES {
            return Err(bad());
        }
        let (nonce, sealed) = bytes.split_at(NONCE_BYTES);
        let cipher = XChaCha20Poly1305::new((&self.seal).into());
        let plain = cipher
            .decrypt(XNonce::from_slice(nonce), Payload { msg: sealed, aad: context.as_bytes() })
            .map_err(|_| bad())?;
        String::from_utf8(plain).map_err(|_| bad())
    }

    /// The stored form of a normalised invite code: hex HMAC-SHA-256(key, SHA-256(code)).
    pub fn code_hash(&self, code: &str) -> String {
        to_hex(&hmac(&self.codes, &[&Sha256::digest(code.as_bytes())]))
    }

    /// A code hash stored before there was a key (hex SHA-256 of the code) in its
    /// keyed form; `None` when it is not such a hash.
    pub fn rekey_code_hash(&self, unkeyed: &str) -> Option<String> {
        let bytes = from_hex(unkeyed, 32).ok()?;
        Some(to_hex(&hmac(&self.codes, &[&bytes])))
    }
}

/// The associated data of a game's record.
pub fn record_context(id: &str) -> String {
    format!("record\0{id}")
}

/// The associated data of a game's journal line at revision `rev`.
pub fn line_context(id: &str, rev: i64) -> String {
    format!("line\0{id}\0{rev}")
}

/// The file of an SQLite URL (`sqlite://PATH?…`, `sqlite:PATH`), `None` for another
/// database or an in-memory one.
pub fn sqlite_path(url: &str) -> Option<PathBuf> {
    let rest = url.strip_prefix("sqlite://").or_else(|| url.strip_prefix("sqlite:"))?;
    let path = rest.split('?').next().unwrap_or(rest);
    (!path.is_empty() && path != ":memory:").then(|| PathBuf::from(path))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sealed_text_opens_only_with_its_key_and_context() {
        let (_, key) = ServerKey::fresh();
        let sealed = key.seal("record\0g1", "shuffle: 3 9 27");
        assert!(sealed.starts_with(SEALED) && !sealed.contains("shuffle"));
        assert_ne!(sealed, key.seal("record\0g1", "shuffle: 3 9 27"), "a fresh nonce each time");
        assert_eq!(key.open("record\0g1", &sealed).unwrap(), "shuffle: 3 9 27");
        assert!(matches!(key.open("record\0g2", &sealed), Err(KeyError::Unsealable(_))), "moved to another game");
        let (_, other) = ServerKey::fresh();
        assert!(other.open("record\0g1", &sealed).is_err(), "another key");
        let mut tampered = sealed.clone();
        tampered.pop();
        tampered.push(if sealed.ends_with('A') { 'B' } else { 'A' });
        assert!(key.open("record\0g1", &tampered).is_err(), "changed on disk");
        assert_eq!(key.open("record\0g1", "{\"clear\":1}").unwrap(), "{\"clear\":1}", "from before the key");
    }

    #[test]
    fn code_hashes_are_keyed_and_old_ones_convert_in_place() {
        let (_, key) = ServerKey::fresh();
        let (_, other) = ServerKey::fresh();
        let unkeyed = to_hex(&Sha256::digest(b"AB0C1D2E"));
        let keyed = key.code_hash("AB0C1D2E");
        assert_ne!(keyed, unkeyed);
        assert_ne!(keyed, other.code_hash("AB0C1D2E"));
        assert_eq!(key.rekey_code_hash(&unkeyed).as_deref(), Some(keyed.as_str()));
        assert_eq!(key.rekey_code_hash("not hex"), None);
        assert_ne!(key.check_value(), other.check_value());
    }

    #[test]
    fn a_key_file_is_made_owner_only_and_read_back() {
        let dir = std::env::temp_dir().join(format!("spelbord-key-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("k");
        let made = ServerKey::read_or_create(&path).unwrap();
        assert_eq!(std::fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o600);
        assert_eq!(ServerKey::read_or_create(&path).unwrap().check_value(), made.check_value());
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o644)).unwrap();
        assert!(ServerKey::read_or_create(&path).unwrap_err().to_string().contains("others may read it"));
        std::fs::write(dir.join("bad"), "xyz").unwrap();
        std::fs::set_permissions(dir.join("bad"), std::fs::Permissions::from_mode(0o600)).unwrap();
        assert!(ServerKey::read_or_create(&dir.join("bad")).unwrap_err().to_string().contains("not a key"));
        if std::env::var_os(KEY_ENV).is_none() {
            assert!(matches!(ServerKey::resolve("postgres://u@127.0.0.1:1/db", None), Err(KeyError::Needed)));
        }
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn sqlite_paths_read_from_urls() {
        assert_eq!(sqlite_path("sqlite://d/spelbord.db?mode=rwc"), Some(PathBuf::from("d/spelbord.db")));
        assert_eq!(sqlite_path("sqlite:x.db"), Some(PathBuf::from("x.db")));
        assert_eq!(sqlite_path("sqlite::memory:"), None);
        assert_eq!(sqlite_path("postgres://u@h/db"), None);
    }
}
