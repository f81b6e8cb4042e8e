//! Seeded, serialisable randomness.
//!
//! A ChaCha8 stream gives the same numbers on every platform and architecture. The
//! mapping from stream words to dice and shuffles is written here (rejection sampling,
//! Fisher–Yates) rather than taken from `rand`'s distributions, whose algorithms may
//! change between versions: a saved game must roll the same dice after an upgrade.

use rand::RngCore;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// The game's random stream. Its whole state is `(seed, position)`.
#[derive(Clone, Debug)]
pub struct GameRng {
    seed: u64,
    inner: ChaCha8Rng,
}

/// The serialisable state of a [`GameRng`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RngState {
    /// The seed the stream started from.
    pub seed: u64,
    /// How many 32-bit words have been drawn (ChaCha word position).
    pub position: u64,
}

impl GameRng {
    /// A stream from a seed.
    pub fn new(seed: u64) -> GameRng {
        GameRng { seed, inner: ChaCha8Rng::seed_from_u64(seed) }
    }

    /// A stream derived from `seed` and a label, independent of the main stream
    /// (bots think with these so that thinking never changes the dice).
    pub fn derived(seed: u64, label: u64) -> GameRng {
        GameRng::new(splitmix(seed ^ splitmix(label.wrapping_add(0x9E37_79B9_7F4A_7C15))))
    }

    /// Restores a stream from its saved state.
    pub fn from_state(state: RngState) -> GameRng {
        let mut rng = GameRng::new(state.seed);
        rng.inner.set_word_pos(state.position as u128);
        rng
    }

    /// The state to save.
    pub fn state(&self) -> RngState {
        RngState { seed: self.seed, position: self.inner.get_word_pos() as u64 }
    }

    /// A uniform 32-bit word.
    pub fn next_u32(&mut self) -> u32 {
        self.inner.next_u32()
    }

    /// A uniform 64-bit word.
    pub fn next_u64(&mut self) -> u64 {
        self.inner.next_u64()
    }

    /// Uniform in `0..n` (n > 0), without modulo bias.
    pub fn below(&mut self, n: u32) -> u32 {
        assert!(n > 0, "below(0)");
        let zone = u32::MAX - (u32::MAX - n + 1) % n;
        loop {
            let v = self.next_u32();
            if v <= zone {
                return v % n;
            }
        }
    }

    /// One six-sided die: 1..=6.
    pub fn die(&mut self) -> u8 {
        self.below(6) as u8 + 1
    }

    /// Uniform float in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// Shuffles in place (Fisher–Yates, from the back).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }

    /// The element at `below(len)`, taken out of `items` (the same draw as
    /// [`GameRng::choose`], without a clone). Panics on an empty list, as `below(0)` does.
    pub fn take_one<T>(&mut self, mut items: Vec<T>) -> T {
        let i = self.below(items.len() as u32) as usize;
        items.swap_remove(i)
    }

    /// A uniformly chosen element, or `None` for an empty slice.
    pub fn choose<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            None
        } else {
            Some(&items[self.below(items.len() as u32) as usize])
        }
    }
}

/// SplitMix64 finaliser: spreads a seed's bits.
fn splitmix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream_and_known_values() {
        let mut a = GameRng::new(42);
        let mut b = GameRng::new(42);
        let xs: Vec<u8> = (0..20).map(|_| a.die()).collect();
        let ys: Vec<u8> = (0..20).map(|_| b.die()).collect();
        assert_eq!(xs, ys);
        // Pinned: a change of algorithm would change saved games' dice.
        assert_eq!(xs, GOLDEN_DICE_SEED_42.to_vec());
    }

    const GOLDEN_DICE_SEED_42: [u8; 20] = [4, 4, 5, 1, 3, 3, 5, 4, 1, 3, 3, 4, 3, 4, 5, 6, 1, 5, 5, 4];

    #[test]
    fn state_round_trip_continues_the_stream() {
        let mut a = GameRng::new(7);
        for _ in 0..13 {
            a.die();
        }
        let mut b = GameRng::from_state(a.state());
        for _ in 0..50 {
            assert_eq!(a.next_u32(), b.next_u32());
        }
    }

    #[test]
    fn dice_are_uniform_enough() {
        let mut r = GameRng::new(1);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[r.die() as usize - 1] += 1;
        }
        for c in counts {
            assert!((9_400..10_600).contains(&c), "{counts:?}");
        }
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut r = GameRng::new(3);
        let mut v: Vec<u32> = (0..108).collect();
        r.shuffle(&mut v);
        let mut s = v.clone();
        s.sort();
        assert_eq!(s, (0..108).collect::<Vec<_>>());
        assert_ne!(v, s);
    }
}
