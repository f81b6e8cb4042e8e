//! A small neural evaluation for the hard bot, trained by TD(λ) self-play
//! (`spelbord train fevga`, see `train.rs`).
//!
//! The network sees a position right after a player moved, from that player's side,
//! with the opponent to roll, and estimates the chance that the player who moved wins.
//! Inputs (TD-Gammon style): for each side and each of its 24 route points, four units
//! for 1, 2, 3 and more checkers; borne-off share, head locked, all home, pips; plus
//! the race lead and the heuristic's positional balance. One hidden layer of
//! sigmoid units, a sigmoid output. The weights ship as a text file in core.

use std::sync::OnceLock;

use crate::game::Seat;
use crate::rng::GameRng;

use super::board::{Board, CHECKERS, POINTS};

/// Inputs per side.
const SIDE_INPUTS: usize = POINTS * 4 + 4;
/// Number of inputs.
pub const INPUTS: usize = 2 * SIDE_INPUTS + 2;
/// Hidden units.
pub const HIDDEN: usize = 40;

/// The shape and file format of these weights (the code they share with the other
/// tavli networks' is [`crate::games::tavli::mlp`]).
const SHAPE: crate::games::tavli::mlp::Shape =
    crate::games::tavli::mlp::Shape { name: "fevga-net", inputs: INPUTS, hidden: HIDDEN, decimals: 5 };

/// The shipped weights (produced by the training example).
const WEIGHTS: &str = include_str!("weights.txt");
/// The master bot's weights: [`WEIGHTS`] trained on by further self-play at a lower
/// learning rate. A file of its own so that the levels below master, which share
/// [`WEIGHTS`], play exactly as before.
const MASTER_WEIGHTS: &str = include_str!("weights_master.txt");

/// A one-hidden-layer network.
#[derive(Clone, Debug, PartialEq)]
pub struct Net {
    /// Hidden weights, `HIDDEN` rows of `INPUTS`.
    pub w1: Vec<f32>,
    /// Hidden biases.
    pub b1: Vec<f32>,
    /// Output weights.
    pub w2: Vec<f32>,
    /// Output bias.
    pub b2: f32,
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// The inputs for `board` seen by `me` (who just moved; the opponent is to roll).
pub fn encode(board: &Board, me: Seat) -> Vec<f32> {
    encode_array(board, me).to_vec()
}

/// [`encode`] into an array: the bots' evaluations make many, and a heap vector each
/// cost as much as the network's sums.
fn encode_array(board: &Board, me: Seat) -> [f32; INPUTS] {
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
        }
        push(board.off[side] as f32 / CHECKERS as f32);
        push(f32::from(board.head_locked(side)));
        push(f32::from(board.all_home(side)));
        push(board.pips(side) as f32 / 200.0);
    }
    let lead = board.pips(1 - me) as f32 - board.pips(me) as f32;
    push(lead / 50.0);
    push(super::bot::positional_balance(board, me) as f32 / 20.0);
    x
}

impl Net {
    /// A network with small random weights.
    pub fn random(rng: &mut GameRng) -> Net {
        let (w1, b1, w2, b2) = SHAPE.random(rng);
        Net { w1, b1, w2, b2 }
    }

    /// Hidden activations and output for inputs `x`.
    pub fn forward(&self, x: &[f32]) -> (Vec<f32>, f32) {
        // Most inputs are zero: sum over the active ones only.
        let active: Vec<(usize, f32)> = x.iter().copied().enumerate().filter(|&(_, v)| v != 0.0).collect();
        let mut h = Vec::with_capacity(HIDDEN);
        for j in 0..HIDDEN {
            let row = &self.w1[j * INPUTS..(j + 1) * INPUTS];
            let s = active.iter().fold(self.b1[j], |s, &(i, v)| s + row[i] * v);
            h.push(sigmoid(s));
        }
        let out = sigmoid(self.b2 + h.iter().zip(&self.w2).map(|(a, b)| a * b).sum::<f32>());
        (h, out)
    }

    /// The chance that `me`, who just moved to `board`, wins.
    pub fn value(&self, board: &Board, me: Seat) -> f64 {
        if board.off[me] == CHECKERS {
            return 1.0;
        }
        if board.off[1 - me] == CHECKERS {
            return 0.0;
        }
        self.forward(&encode(board, me)).1 as f64
    }

    /// The gradient of the output with respect to every weight, in the order
    /// `w1, b1, w2, b2`, scaled by `sign`, added into `acc` after scaling `acc` by `decay`.
    pub fn accumulate_gradient(&self, x: &[f32], sign: f32, decay: f32, acc: &mut [f32]) -> f32 {
        let (h, out) = self.forward(x);
        let dout = out * (1.0 - out) * sign;
        let (g1, rest) = acc.split_at_mut(HIDDEN * INPUTS);
        let (gb1, rest) = rest.split_at_mut(HIDDEN);
        let (gw2, gb2) = rest.split_at_mut(HIDDEN);
        for j in 0..HIDDEN {
            let dh = dout * self.w2[j] * h[j] * (1.0 - h[j]);
            let row = &mut g1[j * INPUTS..(j + 1) * INPUTS];
            for (g, xi) in row.iter_mut().zip(x) {
                *g = *g * decay + dh * xi;
            }
            gb1[j] = gb1[j] * decay + dh;
            gw2[j] = gw2[j] * decay + dout * h[j];
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

/// A network laid out for fast evaluation: the hidden weights input by input, so that
/// each active input adds one contiguous row into all the hidden sums (which the
/// compiler vectorises). Every hidden sum adds the same terms in the same order as
/// [`Net::forward`], so [`Fast::value`] equals [`Net::value`] to the last bit (a test
/// checks): the bots play the same moves, several times faster.
#[derive(Clone, Debug)]
pub struct Fast {
    /// Hidden weights, `INPUTS` rows of `HIDDEN` (the transpose of [`Net::w1`]).
    wt: Vec<f32>,
    b1: [f32; HIDDEN],
    w2: [f32; HIDDEN],
    b2: f32,
}

impl Fast {
    /// The fast layout of `net`.
    pub fn of(net: &Net) -> Fast {
        let mut wt = vec![0.0f32; INPUTS * HIDDEN];
        for j in 0..HIDDEN {
            for i in 0..INPUTS {
                wt[i * HIDDEN + j] = net.w1[j * INPUTS + i];
            }
        }
        let mut b1 = [0.0f32; HIDDEN];
        b1.copy_from_slice(&net.b1);
        let mut w2 = [0.0f32; HIDDEN];
        w2.copy_from_slice(&net.w2);
        Fast { wt, b1, w2, b2: net.b2 }
    }

    /// The chance that `me`, who just moved to `board`, wins: [`Net::value`].
    pub fn value(&self, board: &Board, me: Seat) -> f64 {
        if board.off[me] == CHECKERS {
            return 1.0;
        }
        if board.off[1 - me] == CHECKERS {
            return 0.0;
        }
        let x = encode_array(board, me);
        let mut s = self.b1;
        for (i, &v) in x.iter().enumerate() {
            if v != 0.0 {
                let row = &self.wt[i * HIDDEN..(i + 1) * HIDDEN];
                for (sj, &w) in s.iter_mut().zip(row) {
                    *sj += w * v;
                }
            }
        }
        let h = s.map(sigmoid);
        sigmoid(self.b2 + h.iter().zip(&self.w2).map(|(a, b)| a * b).sum::<f32>()) as f64
    }
}

/// The shipped network in the fast layout, if the weights file holds one.
pub fn shipped_fast() -> Option<&'static Fast> {
    static FAST: OnceLock<Option<Fast>> = OnceLock::new();
    FAST.get_or_init(|| shipped().map(Fast::of)).as_ref()
}

/// The shipped network, if the weights file holds one.
pub fn shipped() -> Option<&'static Net> {
    static NET: OnceLock<Option<Net>> = OnceLock::new();
    NET.get_or_init(|| Net::from_text(WEIGHTS)).as_ref()
}

/// The master bot's network in the fast layout, if its weights file holds one.
pub fn master_fast() -> Option<&'static Fast> {
    static FAST: OnceLock<Option<Fast>> = OnceLock::new();
    FAST.get_or_init(|| master().map(Fast::of)).as_ref()
}

/// The master bot's network, if its weights file holds one.
pub fn master() -> Option<&'static Net> {
    static NET: OnceLock<Option<Net>> = OnceLock::new();
    NET.get_or_init(|| Net::from_text(MASTER_WEIGHTS)).as_ref()
}
