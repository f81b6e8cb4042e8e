//! The dice of the tavli games (Fevga, Portes, Plakoto): the numbers a roll gives and
//! the small fixed-size sets of numbers left that every legal-play search walks.

/// At most four numbers of the dice, held without allocating: the searches make a
/// few of these for every position they reach.
#[derive(Clone, Copy, Default)]
pub struct Numbers {
    len: usize,
    v: [u8; 4],
}

impl Numbers {
    /// The first four of `dice` (a turn never has more).
    pub fn of(dice: &[u8]) -> Numbers {
        let len = dice.len().min(4);
        let mut v = [0u8; 4];
        v[..len].copy_from_slice(&dice[..len]);
        Numbers { len, v }
    }
}

impl std::ops::Deref for Numbers {
    type Target = [u8];

    fn deref(&self) -> &[u8] {
        &self.v[..self.len]
    }
}

/// Each distinct number of `dice` once, larger first (the order the searches try them).
pub fn distinct_desc(dice: &[u8]) -> Numbers {
    let mut n = Numbers::of(dice);
    n.v[..n.len].sort_unstable_by(|a, b| b.cmp(a));
    let mut len = 0;
    for i in 0..n.len {
        if i == 0 || n.v[i] != n.v[len - 1] {
            n.v[len] = n.v[i];
            len += 1;
        }
    }
    n.len = len;
    n
}

/// `dice` with one `d` taken out.
pub fn remove_one(dice: &[u8], d: u8) -> Numbers {
    let mut n = Numbers::of(dice);
    if let Some(i) = n.iter().position(|&x| x == d) {
        n.v.copy_within(i + 1..n.len, i);
        n.len -= 1;
    }
    n
}

/// The numbers left as a search key: sorted, zero-padded.
pub fn dice_key(dice: &[u8]) -> [u8; 4] {
    let mut n = Numbers::of(dice);
    n.v[..n.len].sort_unstable();
    n.v[n.len..].fill(0);
    n.v
}

/// The numbers a roll gives to play, larger first: a double is played four times.
pub fn roll_numbers(a: u8, b: u8) -> Vec<u8> {
    if a == b {
        vec![a; 4]
    } else {
        vec![a.max(b), a.min(b)]
    }
}

/// [`roll_numbers`] written into `dice` (emptied first), reusing its memory: a playout
/// rolls every turn, and a fresh vector each time was an allocation and a free a turn.
pub fn roll_into(a: u8, b: u8, dice: &mut Vec<u8>) {
    dice.clear();
    if a == b {
        dice.extend_from_slice(&[a; 4]);
    } else {
        dice.extend_from_slice(&[a.max(b), a.min(b)]);
    }
}
