//! Checksums of save content: CRC-32 over a file or a journal line (it catches every
//! single- and double-bit error and every burst up to 32 bits, which is what disks
//! and truncated copies do), and a chained FNV-1a digest of a history prefix that a
//! checkpoint is bound to.

/// The CRC-32 (IEEE 802.3, the one of zip and PNG) of `bytes`.
pub fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in bytes {
        crc = TABLE[((crc ^ u32::from(b)) & 0xff) as usize] ^ (crc >> 8);
    }
    !crc
}

const TABLE: [u32; 256] = {
    let mut table = [0u32; 256];
    let mut i = 0;
    while i < 256 {
        let mut c = i as u32;
        let mut k = 0;
        while k < 8 {
            c = if c & 1 != 0 { 0xEDB8_8320 ^ (c >> 1) } else { c >> 1 };
            k += 1;
        }
        table[i] = c;
        i += 1;
    }
    table
};

/// The digest of an empty history.
pub const HISTORY_DIGEST_START: u64 = 0xcbf2_9ce4_8422_2325;

/// The digest of a history after one more entry: FNV-1a over the previous digest,
/// the seat (or chance) and the notation. Chained, so the session keeps it per
/// record in O(1) and a load recomputes it in one pass without replaying.
pub fn chain_digest(previous: u64, by: Option<usize>, notation: &str) -> u64 {
    const PRIME: u64 = 0x0000_0100_0000_01B3;
    let mut h = previous;
    let seat = by.map_or(u64::MAX, |s| s as u64);
    for b in seat.to_le_bytes().iter().chain(notation.as_bytes()).chain(&[0xff]) {
        h ^= u64::from(*b);
        h = h.wrapping_mul(PRIME);
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crc32_matches_the_standard_check_value() {
        // The check value every CRC-32/ISO-HDLC implementation publishes.
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
        assert_eq!(crc32(b""), 0);
    }

    #[test]
    fn the_history_digest_depends_on_order_seat_and_text() {
        let a = chain_digest(chain_digest(HISTORY_DIGEST_START, None, "d6"), Some(0), "p1");
        let b = chain_digest(chain_digest(HISTORY_DIGEST_START, Some(0), "p1"), None, "d6");
        let c = chain_digest(chain_digest(HISTORY_DIGEST_START, None, "d6"), Some(1), "p1");
        let d = chain_digest(chain_digest(HISTORY_DIGEST_START, None, "d6"), Some(0), "p2");
        assert!(a != b && a != c && a != d);
    }
}
