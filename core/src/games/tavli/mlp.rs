//! What Fevga's network ([`crate::games::fevga::nn`]) and Portes' and Plakoto's
//! ([`super::nn`]) share: a one-hidden-layer network's parameters as one flat list
//! (`w1`, `b1`, `w2`, `b2`, in that order), drawn at random, moved by a step of the
//! trainer, and written to and read from a weights file. How `w1` is laid out (by
//! hidden unit in Fevga's files, by input in tavli's) is each network's own, as are
//! its inputs and its sums: the files stay exactly as they are.

use crate::rng::GameRng;

/// A network's shape and its weights file's header and precision.
pub struct Shape {
    /// The file's first word (`fevga-net`, `tavli-net`).
    pub name: &'static str,
    /// Inputs.
    pub inputs: usize,
    /// Hidden units.
    pub hidden: usize,
    /// Decimals a weight is written with.
    pub decimals: usize,
}

/// The four parts: `w1` (`hidden × inputs`), `b1`, `w2` (`hidden` each), `b2`.
pub type Parts = (Vec<f32>, Vec<f32>, Vec<f32>, f32);

impl Shape {
    /// Number of parameters.
    pub const fn params(&self) -> usize {
        self.hidden * self.inputs + 2 * self.hidden + 1
    }

    /// Small random weights (`b2` zero), drawn `w1`, `b1`, `w2` in order.
    pub fn random(&self, rng: &mut GameRng) -> Parts {
        let mut r = || (rng.unit() as f32 - 0.5) * 0.2;
        let w1 = (0..self.hidden * self.inputs).map(|_| r()).collect();
        let b1 = (0..self.hidden).map(|_| r()).collect();
        let w2 = (0..self.hidden).map(|_| r()).collect();
        (w1, b1, w2, 0.0)
    }

    /// Adds `step * delta` to every weight (`delta` in the flat order).
    pub fn update(&self, parts: (&mut [f32], &mut [f32], &mut [f32], &mut f32), step: f32, delta: &[f32]) {
        let (w1, b1, w2, b2) = parts;
        let (d1, rest) = delta.split_at(self.hidden * self.inputs);
        let (db1, rest) = rest.split_at(self.hidden);
        let (dw2, db2) = rest.split_at(self.hidden);
        for (w, d) in w1.iter_mut().zip(d1).chain(b1.iter_mut().zip(db1)).chain(w2.iter_mut().zip(dw2)) {
            *w += step * d;
        }
        *b2 += step * db2[0];
    }

    /// The weights as text: the header line, then one number per line.
    pub fn text(&self, w1: &[f32], b1: &[f32], w2: &[f32], b2: f32) -> String {
        let mut s = format!("{} {} {}\n", self.name, self.inputs, self.hidden);
        for w in w1.iter().chain(b1).chain(w2).chain(std::iter::once(&b2)) {
            s.push_str(&format!("{w:.prec$}\n", prec = self.decimals));
        }
        s
    }

    /// Reads weights written by [`Shape::text`]; `None` if the header or the count of
    /// numbers is not this shape's.
    pub fn read(&self, text: &str) -> Option<Parts> {
        let mut lines = text.lines();
        if lines.next()? != format!("{} {} {}", self.name, self.inputs, self.hidden) {
            return None;
        }
        let v: Vec<f32> =
            lines.filter(|l| !l.trim().is_empty()).map(|l| l.trim().parse().ok()).collect::<Option<_>>()?;
        if v.len() != self.params() {
            return None;
        }
        let (w1, rest) = v.split_at(self.hidden * self.inputs);
        let (b1, rest) = rest.split_at(self.hidden);
        let (w2, b2) = rest.split_at(self.hidden);
        Some((w1.to_vec(), b1.to_vec(), w2.to_vec(), b2[0]))
    }
}
