//! The steps of one tavli play, held without the heap.
//!
//! A legal play has at most four steps (a double), yet a `Vec` per play made every
//! listing of the legal moves allocate once per play and free it again: a quarter of a
//! playout that looks at the whole list (issue 21). A [`StepList`] keeps up to four
//! steps inline; only a typed play of more steps, which is never legal but must still
//! be parsed so its refusal can say why, goes on the heap. It reads as a slice and is
//! serialised as the list it holds, exactly as the `Vec` it replaces was.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::ops::Deref;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::step::Step;

/// Steps held inline: the most a legal play has.
pub const INLINE: usize = 4;

/// An unused inline slot (never read: only the first `len` slots are steps).
const EMPTY: Step = Step { from: 0, to: 0 };

/// The steps of a play, in order (see the module comment).
#[derive(Clone)]
pub enum StepList {
    /// Up to [`INLINE`] steps; the slots after `len` are unused.
    Inline {
        /// How many of `steps` are steps.
        len: u8,
        /// The steps, then unused slots.
        steps: [Step; INLINE],
    },
    /// More steps than a legal play has (a typed play only).
    Long(Vec<Step>),
}

impl StepList {
    /// No steps (a pass).
    pub const fn new() -> StepList {
        StepList::Inline { len: 0, steps: [EMPTY; INLINE] }
    }

    /// These steps and one more.
    pub fn push(&mut self, step: Step) {
        match self {
            StepList::Inline { len, steps } if (*len as usize) < INLINE => {
                steps[*len as usize] = step;
                *len += 1;
            }
            StepList::Inline { len, steps } => {
                let mut long = steps[..*len as usize].to_vec();
                long.push(step);
                *self = StepList::Long(long);
            }
            StepList::Long(v) => v.push(step),
        }
    }
}

impl Default for StepList {
    fn default() -> StepList {
        StepList::new()
    }
}

impl Deref for StepList {
    type Target = [Step];

    fn deref(&self) -> &[Step] {
        match self {
            StepList::Inline { len, steps } => &steps[..*len as usize],
            StepList::Long(v) => v,
        }
    }
}

impl FromIterator<Step> for StepList {
    fn from_iter<I: IntoIterator<Item = Step>>(iter: I) -> StepList {
        let mut list = StepList::new();
        for step in iter {
            list.push(step);
        }
        list
    }
}

impl From<Vec<Step>> for StepList {
    fn from(v: Vec<Step>) -> StepList {
        v.into_iter().collect()
    }
}

impl From<&[Step]> for StepList {
    fn from(v: &[Step]) -> StepList {
        v.iter().copied().collect()
    }
}

impl<'a> IntoIterator for &'a StepList {
    type Item = &'a Step;
    type IntoIter = std::slice::Iter<'a, Step>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

// Equality, hashing and the debug form are the held steps', whichever way they are
// held, so a list compares and prints as the `Vec` it replaces did.
impl PartialEq for StepList {
    fn eq(&self, other: &StepList) -> bool {
        **self == **other
    }
}

impl Eq for StepList {}

impl Hash for StepList {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (**self).hash(state)
    }
}

impl fmt::Debug for StepList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Serialize for StepList {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        (**self).serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for StepList {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<StepList, D::Error> {
        Vec::<Step>::deserialize(deserializer).map(StepList::from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn steps(n: u8) -> Vec<Step> {
        (1..=n).map(|i| Step { from: i, to: i + 1 }).collect()
    }

    #[test]
    fn holds_reads_and_serialises_as_the_vec_it_replaces() {
        for n in 0..=7 {
            let v = steps(n);
            let list = StepList::from(v.clone());
            assert_eq!(&*list, &v[..]);
            assert_eq!(matches!(list, StepList::Long(_)), n as usize > INLINE, "{n} steps");
            assert_eq!(format!("{list:?}"), format!("{v:?}"));
            let json = serde_json::to_string(&list).unwrap();
            assert_eq!(json, serde_json::to_string(&v).unwrap());
            assert_eq!(serde_json::from_str::<StepList>(&json).unwrap(), list);
            // Equal steps are equal lists however they were built.
            assert_eq!(v.iter().copied().collect::<StepList>(), list);
        }
        assert_ne!(StepList::from(steps(2)), StepList::from(steps(3)));
    }
}
