//! Dice you can check: the seed of an online game is fixed by no one alone.
//!
//! The server draws a secret and publishes only its commitment (a SHA-256 hash) when
//! the game is created; every joining device adds a random contribution of its own;
//! once every seat is filled the seed is derived from the secret and all the
//! contributions. The server cannot choose the seed (it is bound to its secret before
//! the last contribution arrives), and no player can either (they do not know the
//! secret). At the end the server reveals its secret and any device replays the whole
//! game from the seed: every roll and deal must come out as recorded.
//!
//! Pure functions, no I/O: the server, the apps and the tests share them.

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::save::SaveFile;

/// Bytes of the server's secret.
pub const SECRET_BYTES: usize = 32;
/// Bytes of one device's contribution (128 bits: too many to grind).
pub const CONTRIBUTION_BYTES: usize = 16;

/// Domain tags keep a commitment from ever being read as a seed hash or the reverse.
const COMMIT_TAG: &[u8] = b"spelbord fair dice commitment v1";
const SEED_TAG: &[u8] = b"spelbord fair dice seed v1";

/// What a device needs to check a finished game's dice: published piece by piece
/// (the commitment at creation, contributions as seats join, the secret at the end).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FairDiceProof {
    /// Hex SHA-256 commitment to the server's secret, shown from the start.
    pub commitment: String,
    /// The server's secret in hex: empty until the game has ended.
    pub secret: String,
    /// Every device contribution in hex, in seat order of the seats that gave one.
    pub contributions: Vec<String>,
}

/// Why a game's dice do not check out.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FairDiceError {
    /// A secret or contribution that is not hex of the right length.
    #[error("'{0}' is not a hex value of the right length")]
    BadHex(String),
    /// The revealed secret is not the one committed to at the start.
    #[error("the revealed secret does not match the commitment")]
    SecretMismatch,
    /// The game was not played from the seed the secret and contributions give.
    #[error("the game's seed {found} is not the derived seed {derived}")]
    SeedMismatch {
        /// The seed derived from the secret and contributions.
        derived: u64,
        /// The seed in the game record.
        found: u64,
    },
    /// A roll, deal or move in the record does not replay from the seed.
    #[error("the record does not replay from the seed: {0}")]
    Replay(String),
}

/// Lower-case hex of `bytes`.
pub fn to_hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The bytes of lower- or upper-case hex of exactly `len` bytes.
pub fn from_hex(text: &str, len: usize) -> Result<Vec<u8>, FairDiceError> {
    let bad = || FairDiceError::BadHex(text.chars().take(80).collect());
    if text.len() != len * 2 || !text.is_ascii() {
        return Err(bad());
    }
    (0..len).map(|i| u8::from_str_radix(&text[2 * i..2 * i + 2], 16).map_err(|_| bad())).collect()
}

/// The commitment to `secret` (hex SHA-256 of a tag and the secret).
pub fn commitment(secret: &[u8]) -> String {
    let mut hash = Sha256::new();
    hash.update(COMMIT_TAG);
    hash.update(secret);
    to_hex(&hash.finalize())
}

/// The game's seed from the server's secret and every contribution in order: the
/// first 8 bytes, little-endian, of SHA-256 over the tag (unprefixed), then each part
/// after its length as 8 little-endian bytes, so no two different lists of parts hash
/// alike. docs/protocol.md gives the layout and a worked example.
pub fn derive_seed(secret: &[u8], contributions: &[Vec<u8>]) -> u64 {
    let mut hash = Sha256::new();
    hash.update(SEED_TAG);
    for part in std::iter::once(secret).chain(contributions.iter().map(Vec::as_slice)) {
        hash.update((part.len() as u64).to_le_bytes());
        hash.update(part);
    }
    let digest = hash.finalize();
    u64::from_le_bytes(digest[..8].try_into().expect("a SHA-256 digest has 32 bytes"))
}

/// A fresh random secret for the server (the operating system's generator).
pub fn fresh_secret() -> [u8; SECRET_BYTES] {
    let mut secret = [0u8; SECRET_BYTES];
    getrandom::fill(&mut secret).expect("the operating system's random generator works");
    secret
}

/// A fresh random contribution for a device.
pub fn fresh_contribution() -> String {
    let mut bytes = [0u8; CONTRIBUTION_BYTES];
    getrandom::fill(&mut bytes).expect("the operating system's random generator works");
    to_hex(&bytes)
}

impl FairDiceProof {
    /// The seed the revealed secret and the contributions give, after checking the
    /// secret against the commitment.
    pub fn seed(&self) -> Result<u64, FairDiceError> {
        let secret = from_hex(&self.secret, SECRET_BYTES)?;
        if commitment(&secret) != self.commitment {
            return Err(FairDiceError::SecretMismatch);
        }
        let parts =
            self.contributions.iter().map(|c| from_hex(c, CONTRIBUTION_BYTES)).collect::<Result<Vec<_>, _>>()?;
        Ok(derive_seed(&secret, &parts))
    }

    /// Checks a game record against this proof: the secret matches its commitment,
    /// the record's seed is the derived one, and the whole history replays from the
    /// seed (every chance entry is drawn again and must match; a checkpoint is not
    /// trusted, the replay starts at the first move).
    pub fn verify(&self, save: &SaveFile) -> Result<(), FairDiceError> {
        self.check(save).map(|_| ())
    }

    /// [`FairDiceProof::verify`], telling from where the dice are the fair ones: a
    /// game imported from a device save was reseeded at the import (see
    /// [`crate::save::Reseed`]), so its seed is the last reseed's and the moves before
    /// it were played on a device, from a seed its owner may have known.
    pub fn check(&self, save: &SaveFile) -> Result<FairCheck, FairDiceError> {
        let derived = self.seed()?;
        let (found, from) = save.reseeds.last().map_or((save.seed, 0), |r| (r.seed, r.at));
        if derived != found {
            return Err(FairDiceError::SeedMismatch { derived, found });
        }
        let mut whole = save.clone();
        whole.checkpoint = None;
        let def = crate::catalog::game(&whole.game).map_err(|e| FairDiceError::Replay(e.to_string()))?;
        def.load_session(&whole, "fair-dice").map_err(|e| FairDiceError::Replay(e.to_string()))?;
        let device_moves = save.history.iter().take(from).filter(|e| e.by.is_some()).count();
        Ok(FairCheck { from, device_moves })
    }
}

/// A game whose dice checked out, and from where.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FairCheck {
    /// History entries before the fair seed took over (0: the whole game).
    pub from: usize,
    /// Moves the seats played before it, on a device (0: the whole game was online).
    pub device_moves: usize,
}

impl FairCheck {
    /// What a device adds to "these dice were fair: checked" for an imported game:
    /// how many moves were played on a device before the check's start; `None` for a
    /// game played online from its start.
    pub fn note(&self) -> Option<crate::message::Msg> {
        (self.from > 0).then(|| crate::message::Msg::new("fair-dice-from-import").arg("moves", self.device_moves))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::{SeatConfig, SessionConfig};

    fn finished_game(game: &str, players: usize, seed: u64) -> SaveFile {
        let seats = (0..players).map(|i| SeatConfig::bot(format!("B{i}"), crate::BotLevel::Beginner)).collect();
        let config =
            SessionConfig { game: game.into(), seats, variants: Default::default(), seed: Some(seed), title: None };
        let mut session = crate::new_session(&config).unwrap();
        while session.outcome().is_none() {
            session.bot_step().unwrap();
        }
        session.to_save()
    }

    fn proof(secret: &[u8], contributions: &[[u8; CONTRIBUTION_BYTES]]) -> (FairDiceProof, u64) {
        let parts: Vec<Vec<u8>> = contributions.iter().map(|c| c.to_vec()).collect();
        let proof = FairDiceProof {
            commitment: commitment(secret),
            secret: to_hex(secret),
            contributions: contributions.iter().map(|c| to_hex(c)).collect(),
        };
        (proof, derive_seed(secret, &parts))
    }

    /// docs/protocol.md's worked example, read from the doc at test time so the doc
    /// and the code cannot drift apart.
    const PROTOCOL_DOC: &str = include_str!("../../docs/protocol.md");

    #[test]
    fn the_documented_test_vector_is_what_the_code_computes() {
        let block = PROTOCOL_DOC
            .split("```fair-dice-vector\n")
            .nth(1)
            .and_then(|rest| rest.split("```").next())
            .expect("docs/protocol.md has a fair-dice-vector block");
        let values = |key: &str| -> Vec<&str> {
            block.lines().filter_map(|l| l.split_once(' ')).filter(|(k, _)| *k == key).map(|(_, v)| v.trim()).collect()
        };
        let one = |key: &str| values(key).first().copied().unwrap_or_else(|| panic!("no {key} in the vector"));
        let secret = from_hex(one("secret"), SECRET_BYTES).unwrap();
        let contributions: Vec<Vec<u8>> =
            values("contribution").iter().map(|c| from_hex(c, CONTRIBUTION_BYTES).unwrap()).collect();
        assert_eq!(contributions.len(), 2);
        assert_eq!(commitment(&secret), one("commitment"));
        let seed: u64 = one("seed").parse().unwrap();
        assert_eq!(derive_seed(&secret, &contributions), seed);
        // The layout as the doc states it, built byte by byte: the tag unprefixed,
        // then each part after its length as 8 little-endian bytes.
        let mut input = SEED_TAG.to_vec();
        for part in std::iter::once(&secret).chain(&contributions) {
            input.extend_from_slice(&(part.len() as u64).to_le_bytes());
            input.extend_from_slice(part);
        }
        assert_eq!(to_hex(&input), one("seed-input"));
        assert!(one("seed-input").starts_with(&to_hex(b"spelbord fair dice seed v1")));
        let hash = Sha256::digest(&input);
        assert_eq!(to_hex(&hash), one("seed-hash"));
        assert_eq!(u64::from_le_bytes(hash[..8].try_into().unwrap()), seed);
        let proof = FairDiceProof {
            commitment: one("commitment").into(),
            secret: one("secret").into(),
            contributions: values("contribution").iter().map(|c| c.to_string()).collect(),
        };
        assert_eq!(proof.seed(), Ok(seed));
    }

    #[test]
    fn a_finished_game_of_every_game_verifies() {
        for (game, players) in [("fia", 4), ("pairanoid", 4), ("fjols", 3), ("fevga", 2)] {
            let (proof, seed) = proof(&[7; SECRET_BYTES], &[[1; 16], [2; 16]]);
            let save = finished_game(game, players, seed);
            assert_eq!(proof.verify(&save), Ok(()), "{game}");
        }
    }

    #[test]
    fn a_tampered_secret_contribution_or_log_fails() {
        let (good, seed) = proof(&[7; SECRET_BYTES], &[[1; 16], [2; 16]]);
        let save = finished_game("fevga", 2, seed);
        let mut secret = good.clone();
        secret.secret = to_hex(&[8; SECRET_BYTES]);
        assert_eq!(secret.verify(&save), Err(FairDiceError::SecretMismatch));
        // A new secret with its own commitment still gives another seed.
        let mut recommitted = secret.clone();
        recommitted.commitment = commitment(&[8; SECRET_BYTES]);
        assert!(matches!(recommitted.verify(&save), Err(FairDiceError::SeedMismatch { .. })));
        let mut contribution = good.clone();
        contribution.contributions[1] = to_hex(&[3; 16]);
        assert!(matches!(contribution.verify(&save), Err(FairDiceError::SeedMismatch { .. })));
        let mut dropped = good.clone();
        dropped.contributions.pop();
        assert!(matches!(dropped.verify(&save), Err(FairDiceError::SeedMismatch { .. })));
        // A die changed in the log: the replay draws another number there.
        let mut log = save.clone();
        let chance = log.history.iter().rposition(|e| e.by.is_none()).unwrap();
        let rolled = finished_game("fevga", 2, seed ^ 1).history.iter().find(|e| e.by.is_none()).unwrap().mv.clone();
        let original = log.history[chance].mv.clone();
        log.history[chance].mv = if rolled != original { rolled } else { "99".into() };
        assert!(matches!(good.verify(&log), Err(FairDiceError::Replay(_))), "{:?}", good.verify(&log));
        assert!(matches!(good.seed(), Ok(s) if s == seed));
        assert!(matches!(FairDiceProof { secret: "zz".into(), ..good }.verify(&save), Err(FairDiceError::BadHex(_))));
    }

    #[test]
    fn the_server_cannot_fix_the_seed_before_the_last_contribution() {
        // With its secret committed and every contribution but the last known, the
        // server still cannot tell the seed: each last contribution gives another one,
        // and a different secret no longer matches the commitment it published.
        let secret = [9u8; SECRET_BYTES];
        let published = commitment(&secret);
        let first = [5u8; 16];
        let seeds: std::collections::BTreeSet<u64> = (0..1000u32)
            .map(|i| {
                let mut last = [0u8; 16];
                last[..4].copy_from_slice(&i.to_le_bytes());
                derive_seed(&secret, &[first.to_vec(), last.to_vec()])
            })
            .collect();
        assert_eq!(seeds.len(), 1000, "every last contribution leads to its own seed");
        // Even the low bits a die reads are spread: all six faces appear.
        let faces: std::collections::BTreeSet<u64> = seeds.iter().map(|s| s % 6).collect();
        assert_eq!(faces.len(), 6);
        for other in 0..=255u8 {
            if other != 9 {
                assert_ne!(commitment(&[other; SECRET_BYTES]), published);
            }
        }
    }

    #[test]
    fn hex_round_trips_and_refuses_wrong_lengths() {
        assert_eq!(from_hex(&to_hex(&[0, 255, 16]), 3).unwrap(), vec![0, 255, 16]);
        assert!(from_hex("abc", 2).is_err());
        assert!(from_hex("zzzz", 2).is_err());
        assert!(from_hex("ééé", 2).is_err());
        assert_eq!(fresh_contribution().len(), CONTRIBUTION_BYTES * 2);
    }
}
