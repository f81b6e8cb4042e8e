//! The evaluation networks of Portes and Plakoto, trained by TD(λ) self-play
//! (`spelbord train portes|plakoto`, see `train.rs`), as Fevga's are.
//!
//! A network sees a position right after a player moved, from that player's side, with
//! the opponent to roll, and estimates the chance that the player who moved wins.
//! Inputs (TD-Gammon style), for each side: for each of its 24 route points four units
//! for 1, 2, 3 and more free checkers and one for a pinned checker of its own there;
//! then the bar, the borne-off share, all home, pips; last the race lead. One hidden
//! layer of sigmoid units, a sigmoid output. Each game's weights ship as a text file in
//! its folder (`portes/weights.txt`, `plakoto/weights.txt`).
//!
//! Where every checker of both sides is home the game is a pure race (the two homes are
//! opposite quarters, so nothing can hit or pin any more): such positions are valued
//! exactly by the one-sided bear-off table Fevga's master uses
//! ([`crate::games::fevga::race::race_win`]), never by the network.

use std::sync::OnceLock;

use crate::game::Seat;
use crate::rng::GameRng;

use super::opposed::{Board, CHECKERS, POINTS};
use super::rules::{end_of, Kind, Options};

/// Inputs per side.
const SIDE_INPUTS: usize = POINTS * 5 + 4;
/// Number of inputs.
pub const INPUTS: usize = 2 * SIDE_INPUTS + 1;
/// Hidden units.
pub const HIDDEN: usize = 32;

/// The shape and file format of these weights (the code they share with the other
/// tavli networks' is [`crate::games::tavli::mlp`]).
const SHAPE: crate::games::tavli::mlp::Shape =
    crate::games::tavli::mlp::Shape { name: "tavli-net", inputs: INPUTS, hidden: HIDDEN, decimals: 4 };

const PORTES_WEIGHTS: &str = include_str!("../portes/weights.txt");
const PLAKOTO_WEIGHTS: &str = include_str!("../plakoto/weights.txt");

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// The inputs for `board` seen by `me` (who just moved; the opponent is to roll).
pub fn encode(board: &Board, me: Seat) -> [f32; INPUTS] {
    let mut x = [0.0f32; INPUTS];
    let mut k = 0;
    let mut push = |v: f32| {
        x[k] = v;
        k += 1;
    };
    for side in [me, 1 - me] {
        for r in 0..POINTS {
            let c = board.cnt[side][r];
            push(f32::from(c >= 1));
            push(f32::from(c >= 2));
            push(f32::from(c >= 3));
            push(if c > 3 { (c - 3) as f32 / 4.0 } else { 0.0 });
            push(f32::from(board.is_pinned(side, r)));
        }
        push(board.bar[side] as f32 / 2.0);
        push(board.off[side] as f32 / CHECKERS as f32);
        push(f32::from(board.all_home(side)));
        push(board.pips(side) as f32 / 200.0);
    }
    let lead = board.pips(1 - me) as f32 - board.pips(me) as f32;
    push(lead / 50.0);
    x
}

/// A one-hidden-layer network.
#[derive(Clone, Debug, PartialEq)]
pub struct Net {
    /// Hidden weights, `INPUTS` rows of `HIDDEN` (input by input, so each active
    /// input adds one contiguous row into all the hidden sums).
    pub w1: Vec<f32>,
    /// Hidden biases.
    pub b1: Vec<f32>,
    /// Output weights.
    pub w2: Vec<f32>,
    /// Output bias.
    pub b2: f32,
}

impl Net {
    /// A network with small random weights.
    pub fn random(rng: &mut GameRng) -> Net {
        let (w1, b1, w2, b2) = SHAPE.random(rng);
        Net { w1, b1, w2, b2 }
    }

    /// Hidden activations and output for inputs `x` (zero inputs add nothing, and
    /// most are zero).
    pub fn forward(&self, x: &[f32; INPUTS]) -> ([f32; HIDDEN], f32) {
        let mut s = [0.0f32; HIDDEN];
        s.copy_from_slice(&self.b1);
        for (i, &v) in x.iter().enumerate() {
            if v != 0.0 {
                let row = &self.w1[i * HIDDEN..(i + 1) * HIDDEN];
                for (sj, &w) in s.iter_mut().zip(row) {
                    *sj += w * v;
                }
            }
        }
        let h = s.map(sigmoid);
        let out = sigmoid(self.b2 + h.iter().zip(&self.w2).map(|(a, b)| a * b).sum::<f32>());
        (h, out)
    }

    /// The network's estimate that `me`, who just moved to `board`, wins.
    pub fn estimate(&self, board: &Board, me: Seat) -> f64 {
        self.forward(&encode(board, me)).1 as f64
    }

    /// The gradient of the output with respect to every weight, in the order
    /// `w1, b1, w2, b2`, scaled by `sign`, added into `acc` after scaling `acc` by
    /// `decay`; returns the output.
    pub fn accumulate_gradient(&self, x: &[f32; INPUTS], sign: f32, decay: f32, acc: &mut [f32]) -> f32 {
        let (h, out) = self.forward(x);
        let dout = out * (1.0 - out) * sign;
        let (g1, rest) = acc.split_at_mut(HIDDEN * INPUTS);
        let (gb1, rest) = rest.split_at_mut(HIDDEN);
        let (gw2, gb2) = rest.split_at_mut(HIDDEN);
        let mut dh = [0.0f32; HIDDEN];
        for j in 0..HIDDEN {
            dh[j] = dout * self.w2[j] * h[j] * (1.0 - h[j]);
            gb1[j] = gb1[j] * decay + dh[j];
            gw2[j] = gw2[j] * decay + dout * h[j];
        }
        for (i, &xi) in x.iter().enumerate() {
            let row = &mut g1[i * HIDDEN..(i + 1) * HIDDEN];
            for (g, d) in row.iter_mut().zip(&dh) {
                *g = *g * decay + d * xi;
            }
        }
        gb2[0] = gb2[0] * decay + dout;
        out
    }

    /// Number of parameters.
    pub fn len() -> usize {
        SHAPE.params()
    }

    /// Adds `step * delta` to every weight.
    pub fn update(&mut self, step: f32, delta: &[f32]) {
        SHAPE.update((&mut self.w1, &mut self.b1, &mut self.w2, &mut self.b2), step, delta);
    }

    /// The weights as text: a header line, then one number per line.
    pub fn to_text(&self) -> String {
        SHAPE.text(&self.w1, &self.b1, &self.w2, self.b2)
    }

    /// Reads weights written by [`Net::to_text`]; `None` if the shape does not match.
    pub fn from_text(text: &str) -> Option<Net> {
        let (w1, b1, w2, b2) = SHAPE.read(text)?;
        Some(Net { w1, b1, w2, b2 })
    }
}

/// The shipped network of `kind`, if its weights file holds one.
pub fn shipped(kind: Kind) -> Option<&'static Net> {
    static PORTES: OnceLock<Option<Net>> = OnceLock::new();
    static PLAKOTO: OnceLock<Option<Net>> = OnceLock::new();
    match kind {
        Kind::Portes => PORTES.get_or_init(|| Net::from_text(PORTES_WEIGHTS)).as_ref(),
        Kind::Plakoto => PLAKOTO.get_or_init(|| Net::from_text(PLAKOTO_WEIGHTS)).as_ref(),
    }
}

/// One side's home by distance from bearing off (`h[0]` the one-pip point), as the
/// bear-off table reads it.
fn home_of(b: &Board, seat: Seat) -> [u8; 6] {
    let mut h = [0; 6];
    for (i, slot) in h.iter_mut().enumerate() {
        *slot = b.cnt[seat][POINTS - 1 - i];
    }
    h
}

/// The exact chance that `me`, who just moved to `b`, wins when every checker of both
/// sides is home (a pure race); `None` otherwise.
pub fn bearoff_value(b: &Board, me: Seat) -> Option<f64> {
    let opp = 1 - me;
    if !b.all_home(me) || !b.all_home(opp) || b.pinned != [0, 0] {
        return None;
    }
    Some(crate::games::fevga::race::race_win(&home_of(b, me), &home_of(b, opp)))
}

/// The chance that `me`, who just moved to `b`, wins: exact when the game is over
/// (a draw is a half) or is a pure bear-off race, else `net`'s estimate.
pub fn value(net: &Net, kind: Kind, opts: &Options, b: &Board, me: Seat) -> f64 {
    if let Some(v) = exact_value(kind, opts, b, me) {
        return v;
    }
    net.estimate(b, me)
}

/// [`value`] where it is exact: the game over, or a pure bear-off race.
pub fn exact_value(kind: Kind, opts: &Options, b: &Board, me: Seat) -> Option<f64> {
    if let Some(end) = end_of(kind, opts, b, me) {
        return Some(match end.winner() {
            Some(w) if w == me => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        });
    }
    bearoff_value(b, me)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tavli::opposed::{plakoto_start, portes_start, Landing, HOME};

    #[test]
    fn shipped_weights_read_and_round_trip() {
        for kind in [Kind::Portes, Kind::Plakoto] {
            let net = shipped(kind).expect("weights ship with the library");
            let again = Net::from_text(&net.to_text()).unwrap();
            assert_eq!(again.to_text(), net.to_text());
        }
    }

    #[test]
    fn the_gradient_is_the_outputs_slope() {
        let net = Net::random(&mut GameRng::new(3));
        let x = encode(&plakoto_start(), 0);
        let mut g = vec![0.0f32; Net::len()];
        let out = net.accumulate_gradient(&x, 1.0, 0.0, &mut g);
        // Nudge one active input's first hidden weight and compare.
        let i = x.iter().position(|&v| v != 0.0).unwrap();
        let mut nudged = net.clone();
        nudged.w1[i * HIDDEN] += 1e-2;
        let slope = (nudged.forward(&x).1 - out) / 1e-2;
        assert!((slope - g[i * HIDDEN]).abs() < 1e-3, "{slope} vs {}", g[i * HIDDEN]);
    }

    #[test]
    fn an_all_home_race_is_valued_exactly() {
        // White has one checker on its 1-point, black fifteen on its 6-point: black to
        // roll cannot bear off fifteen in one roll, white is off with any.
        let mut b = Board::empty(Landing::Hit);
        b.cnt[0][POINTS - 1] = 1;
        b.off[0] = 14;
        b.cnt[1][HOME] = 15;
        assert_eq!(bearoff_value(&b, 0), Some(1.0));
        assert_eq!(bearoff_value(&b, 1), Some(0.0));
        // White one checker on its 1-point, black two on its 6-point and black to roll:
        // black bears both off only with 3-3, 4-4, 5-5 or 6-6, else white is off next.
        let mut r = Board::empty(Landing::Hit);
        r.cnt[0][POINTS - 1] = 1;
        r.cnt[1][HOME] = 2;
        r.off = [14, 13];
        let v = bearoff_value(&r, 0).unwrap();
        assert!((v - 32.0 / 36.0).abs() < 1e-6, "{v}");
        // Contact left: no exact value.
        assert_eq!(bearoff_value(&portes_start(), 0), None);
    }
}
