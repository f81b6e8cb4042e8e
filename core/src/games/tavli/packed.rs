//! What the packed legal-play searches of Fevga ([`crate::games::fevga::plays`]) and
//! of Portes and Plakoto ([`super::plays`]) share: a candidate play's steps in one
//! word, and the table of the positions a search has seen. The searches themselves
//! differ by their boards' rules; these two pieces were the same code twice.

use super::turn::RelStep;

/// The steps of a candidate play in one word, 13 bits a step (from, to, number) and
/// the count in the top bits, so a search extends it in a register.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Steps(pub u64);

impl Steps {
    const LEN_SHIFT: u32 = 60;

    /// How many steps.
    #[inline(always)]
    pub fn len(self) -> usize {
        (self.0 >> Self::LEN_SHIFT) as usize
    }

    /// True when there are none.
    pub fn is_empty(self) -> bool {
        self.len() == 0
    }

    /// These steps and one more: from relative point `r` to `t` with number `d`.
    #[inline(always)]
    pub fn push(self, r: usize, t: usize, d: u8) -> Steps {
        let step = (r | t << 5 | (d as usize) << 10) as u64;
        Steps((self.0 + (1 << Self::LEN_SHIFT)) | step << (13 * self.len()))
    }

    /// Step `k` (from 0).
    #[inline(always)]
    pub fn get(self, k: usize) -> RelStep {
        let s = self.0 >> (13 * k);
        RelStep { from: s as u8 & 31, to: (s >> 5) as u8 & 31, die: (s >> 10) as u8 & 7 }
    }

    /// The number the first step uses (0 for none).
    pub fn first_die(self) -> u8 {
        if self.is_empty() {
            0
        } else {
            self.get(0).die
        }
    }
}

/// The positions one search has seen: an open-addressed table of keys whose bits from
/// `GEN_SHIFT` up hold the search's generation, so a slot of another generation is
/// empty and a new search starts without clearing the table (it is wiped once the
/// generations wrap). A search's keys must leave those bits clear.
pub struct Seen<const GEN_SHIFT: u32> {
    slots: Vec<u128>,
    taken: usize,
    generation: u32,
}

impl<const GEN_SHIFT: u32> Seen<GEN_SHIFT> {
    /// Generations before the table is wiped (all that fit above `GEN_SHIFT`).
    const GENERATIONS: u32 = 1 << (128 - GEN_SHIFT);

    /// An empty table.
    pub fn new() -> Self {
        Seen { slots: vec![0; 1024], taken: 0, generation: 0 }
    }

    /// Forgets every key: the next search's table.
    pub fn start(&mut self) {
        self.taken = 0;
        // Generation 0 is what a wiped slot holds, so searches use 1.. .
        self.generation += 1;
        if self.generation == Self::GENERATIONS {
            self.slots.fill(0);
            self.generation = 1;
        }
    }

    /// Adds `key` (generation bits clear) to the table; false when it was there.
    #[inline(always)]
    pub fn insert(&mut self, key: u128) -> bool {
        if 2 * (self.taken + 1) > self.slots.len() {
            self.grow();
        }
        let key = key | (self.generation as u128) << GEN_SHIFT;
        let mask = self.slots.len() - 1;
        let mut i = hash(key) & mask;
        loop {
            let slot = self.slots[i];
            if slot == key {
                return false;
            }
            if (slot >> GEN_SHIFT) as u32 != self.generation {
                self.slots[i] = key;
                self.taken += 1;
                return true;
            }
            i = (i + 1) & mask;
        }
    }

    /// Twice the slots, this generation's keys moved over.
    fn grow(&mut self) {
        let size = 2 * self.slots.len();
        let old = std::mem::replace(&mut self.slots, vec![0; size]);
        let mask = self.slots.len() - 1;
        for key in old.into_iter().filter(|&k| (k >> GEN_SHIFT) as u32 == self.generation) {
            let mut i = hash(key) & mask;
            while (self.slots[i] >> GEN_SHIFT) as u32 == self.generation {
                i = (i + 1) & mask;
            }
            self.slots[i] = key;
        }
    }
}

impl<const GEN_SHIFT: u32> Default for Seen<GEN_SHIFT> {
    fn default() -> Self {
        Self::new()
    }
}

#[inline(always)]
fn hash(key: u128) -> usize {
    let h = (key as u64 ^ ((key >> 64) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    (h >> 32) as usize
}
