//! Seeds and save ids that never collide: 64 bits from the operating system's
//! random source, so games created in the same millisecond (or on two devices)
//! neither deal the same cards nor overwrite each other's saves.

use std::sync::atomic::{AtomicU64, Ordering};

/// Counts calls in this process: the fallback below stays distinct per call even if
/// the OS source were to fail.
static CALLS: AtomicU64 = AtomicU64::new(0);

/// A random 64-bit value from the OS (`getrandom`: the same call on Linux, Android,
/// macOS, iOS and Windows). Should the OS refuse, the clock, the process id and a
/// per-process counter are mixed instead, which still differs on every call here.
pub fn os_random_u64() -> u64 {
    let n = CALLS.fetch_add(1, Ordering::Relaxed);
    getrandom::u64().unwrap_or_else(|_| {
        let clock = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(0);
        splitmix(clock ^ u64::from(std::process::id()).rotate_left(32) ^ splitmix(n))
    })
}

/// A fresh seed for a game created without one.
pub fn fresh_seed() -> u64 {
    os_random_u64()
}

/// A fresh save id: `{game}-{creation time, hex ms}-{64 random bits}`. The time
/// keeps ids readable and roughly sorted; the random part makes them unique.
pub fn fresh_id(game: &str, now_ms: u64) -> String {
    format!("{game}-{now_ms:x}-{:016x}", os_random_u64())
}

fn splitmix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
