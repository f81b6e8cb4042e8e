//! Invite codes and seat tokens: how a device proves which seat is its.
//!
//! An invite code is short and read aloud over the phone, so it uses Crockford's
//! base-32 letters (no I, L, O or U) and reading it back forgives case, spaces,
//! dashes and the look-alikes O→0, I/L→1. A seat token is 256 random bits; the
//! server keeps only its SHA-256 hash and compares it in constant time (256 bits are
//! not searched). A code's 40 bits are, offline: it is stored under a keyed hash
//! instead ([`crate::server_key::ServerKey::code_hash`]).

use sha2::{Digest, Sha256};
use spelbord_core::fair_dice::to_hex;
use subtle::ConstantTimeEq;

/// The letters of an invite code: digits and letters without I, L, O, U.
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/// Characters in a code (40 bits: single-use, expiring and rate-limited).
pub const CODE_CHARS: usize = 8;
/// Random bytes in a seat token.
pub const TOKEN_BYTES: usize = 32;

/// Random bytes from the operating system.
fn random_bytes<const N: usize>() -> [u8; N] {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).expect("the operating system's random generator works");
    bytes
}

/// A fresh invite code as shown: `ABCD-EFGH`.
pub fn fresh_code() -> String {
    let bytes = random_bytes::<CODE_CHARS>();
    let letters: String = bytes.iter().map(|b| ALPHABET[(*b & 31) as usize] as char).collect();
    format!("{}-{}", &letters[..4], &letters[4..])
}

/// A code as typed, read back: upper case, look-alikes mapped, separators dropped.
/// `None` when it cannot be a code (wrong length or a character outside the alphabet).
pub fn normalise_code(typed: &str) -> Option<String> {
    let mut out = String::with_capacity(CODE_CHARS);
    for c in typed.chars() {
        let c = match c.to_ascii_uppercase() {
            ' ' | '-' | '_' | '.' => continue,
            'O' => '0',
            'I' | 'L' => '1',
            'U' => 'V',
            c => c,
        };
        if !c.is_ascii() || !ALPHABET.contains(&(c as u8)) {
            return None;
        }
        out.push(c);
    }
    (out.len() == CODE_CHARS).then_some(out)
}

/// A fresh seat token (hex of 256 random bits).
pub fn fresh_token() -> String {
    to_hex(&random_bytes::<TOKEN_BYTES>())
}

/// The stored form of a seat token: hex SHA-256.
pub fn hash_secret(secret: &str) -> String {
    to_hex(&Sha256::digest(secret.as_bytes()))
}

/// True when `given` hashes to `stored`, compared in constant time.
pub fn matches(given: &str, stored: &str) -> bool {
    let hashed = hash_secret(given);
    hashed.len() == stored.len() && bool::from(hashed.as_bytes().ct_eq(stored.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_read_back_forgiving_case_separators_and_look_alikes() {
        let code = fresh_code();
        assert_eq!(code.len(), CODE_CHARS + 1);
        let plain = normalise_code(&code).unwrap();
        assert_eq!(normalise_code(&code.to_lowercase()).as_deref(), Some(plain.as_str()));
        assert_eq!(normalise_code(" ab0c 1d2e ").as_deref(), Some("AB0C1D2E"));
        assert_eq!(normalise_code("abOc-iD2e").as_deref(), Some("AB0C1D2E"));
        assert_eq!(normalise_code("abOc-LD2e").as_deref(), Some("AB0C1D2E"));
        assert_eq!(normalise_code("ABC"), None);
        assert_eq!(normalise_code("ABCD-EFG!"), None);
        assert_eq!(normalise_code("ABCD-EFGÅ"), None);
    }

    #[test]
    fn codes_use_only_unambiguous_letters() {
        for _ in 0..200 {
            let code = fresh_code();
            assert!(!code.contains(['I', 'L', 'O', 'U']), "{code}");
        }
    }

    #[test]
    fn tokens_are_long_random_and_checked_by_hash() {
        let token = fresh_token();
        assert_eq!(token.len(), TOKEN_BYTES * 2);
        assert_ne!(token, fresh_token());
        let stored = hash_secret(&token);
        assert_ne!(stored, token);
        assert!(matches(&token, &stored));
        assert!(!matches(&fresh_token(), &stored));
        assert!(!matches("", &stored));
    }
}
