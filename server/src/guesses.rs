//! Failed `join` and `resume` attempts, limited per source address and, for invite
//! codes, on the whole node: the frame rate of one connection (see
//! [`spelbord_protocol::RATE_PER_SECOND`]) does not stop anyone who opens many
//! connections, and a 40-bit invite code must not be guessable in its lifetime.
//!
//! Each attempt takes a token from its address's bucket (and a `join` one from the
//! node's) before the code or token is looked at, and gives it back when it
//! succeeds or fails for a reason that is no guess (a bad contribution, a refused
//! name, the database). So however many connections try at once, no more attempts
//! are judged than the buckets hold. docs/server.md gives the arithmetic behind
//! the figures.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::Instant;

/// How many failed attempts are allowed, and how fast they come back.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GuessLimits {
    /// Failed `join`s and `resume`s one source address may make a minute, on average...
    pub per_address_per_minute: f64,
    /// ...with bursts of up to this many (a person mistyping a code a few times).
    pub per_address_burst: f64,
    /// Failed `join`s (wrong or expired invite codes) the whole node allows a minute...
    pub codes_per_minute: f64,
    /// ...with bursts of up to this many.
    pub codes_burst: f64,
    /// Most invite codes open at once (in the database, not used, not expired): a new
    /// one is refused beyond it, so the chance of guessing one stays as computed.
    pub open_codes: u64,
}

impl Default for GuessLimits {
    /// 5 a minute per address (bursts of 10), 20 wrong codes a minute per node
    /// (bursts of 20), 100,000 open codes: see docs/server.md, "Guessing codes and
    /// tokens".
    fn default() -> GuessLimits {
        GuessLimits {
            per_address_per_minute: 5.0,
            per_address_burst: 10.0,
            codes_per_minute: 20.0,
            codes_burst: 20.0,
            open_codes: 100_000,
        }
    }
}

/// What an attempt proves with: an invite code (`join`) or a seat token (`resume`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Proof {
    /// An invite code: limited per address and on the node.
    Code,
    /// A seat token (256 bits, never guessed): limited per address only, so a flood
    /// of wrong codes never keeps a player from coming back to a game.
    Token,
}

/// A token bucket refilled continuously.
#[derive(Clone, Copy, Debug)]
struct Bucket {
    tokens: f64,
    at: Instant,
}

impl Bucket {
    fn full(burst: f64, now: Instant) -> Bucket {
        Bucket { tokens: burst, at: now }
    }

    fn refill(&mut self, per_minute: f64, burst: f64, now: Instant) {
        let minutes = now.saturating_duration_since(self.at).as_secs_f64() / 60.0;
        self.tokens = (self.tokens + minutes * per_minute).min(burst);
        self.at = now;
    }

    fn take(&mut self) -> bool {
        self.tokens >= 1.0 && {
            self.tokens -= 1.0;
            true
        }
    }
}

/// Addresses kept before the full buckets (those that have not failed for a while)
/// are forgotten: bounds the memory a scan from many addresses can take.
const FORGET_FROM: usize = 10_000;

/// The node's record of failed attempts.
#[derive(Debug)]
pub struct Guesses {
    limits: GuessLimits,
    by_address: Mutex<HashMap<IpAddr, Bucket>>,
    codes: Mutex<Bucket>,
}

/// An attempt let through: [`Guesses::settle`] says whether it was a wrong guess.
#[must_use = "settle the attempt, or its token is never given back"]
#[derive(Debug)]
pub struct Attempt {
    key: IpAddr,
    proof: Proof,
}

/// The address an attempt is counted under: an IPv4 address, or an IPv6 address's
/// /64 (one home or phone usually has a whole /64 to pick addresses from).
pub fn address_key(addr: IpAddr) -> IpAddr {
    match addr {
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let mut segments = v6.segments();
                segments[4..].fill(0);
                IpAddr::V6(segments.into())
            }
        },
        v4 => v4,
    }
}

impl Guesses {
    /// A record with nothing failed yet.
    pub fn new(limits: GuessLimits) -> Guesses {
        Guesses {
            limits,
            by_address: Mutex::new(HashMap::new()),
            codes: Mutex::new(Bucket::full(limits.codes_burst, Instant::now())),
        }
    }

    /// The limits in force.
    pub fn limits(&self) -> GuessLimits {
        self.limits
    }

    /// Lets an attempt from `addr` with `proof` be judged, or `None` when its
    /// address (or, for a code, the node) has no failed attempt left this minute.
    pub fn try_begin(&self, addr: IpAddr, proof: Proof) -> Option<Attempt> {
        let now = Instant::now();
        let key = address_key(addr);
        let l = self.limits;
        let mut addresses = self.by_address.lock().expect("not poisoned");
        if addresses.len() >= FORGET_FROM && !addresses.contains_key(&key) {
            addresses.retain(|_, b| {
                b.refill(l.per_address_per_minute, l.per_address_burst, now);
                b.tokens < l.per_address_burst
            });
        }
        let bucket = addresses.entry(key).or_insert_with(|| Bucket::full(l.per_address_burst, now));
        bucket.refill(l.per_address_per_minute, l.per_address_burst, now);
        if !bucket.take() {
            return None;
        }
        if proof == Proof::Code {
            let mut codes = self.codes.lock().expect("not poisoned");
            codes.refill(l.codes_per_minute, l.codes_burst, now);
            if !codes.take() {
                bucket.tokens += 1.0;
                return None;
            }
        }
        Some(Attempt { key, proof })
    }

    /// Ends an attempt: a wrong guess (`guessed_wrong`) keeps its tokens spent,
    /// anything else gives them back.
    pub fn settle(&self, attempt: Attempt, guessed_wrong: bool) {
        if guessed_wrong {
            return;
        }
        let l = self.limits;
        if let Some(bucket) = self.by_address.lock().expect("not poisoned").get_mut(&attempt.key) {
            bucket.tokens = (bucket.tokens + 1.0).min(l.per_address_burst);
        }
        if attempt.proof == Proof::Code {
            let mut codes = self.codes.lock().expect("not poisoned");
            codes.tokens = (codes.tokens + 1.0).min(l.codes_burst);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn an_address_has_its_burst_of_wrong_guesses_then_none() {
        let guesses = Guesses::new(GuessLimits::default());
        let mut judged = 0;
        for _ in 0..100 {
            if let Some(a) = guesses.try_begin(ip("203.0.113.7"), Proof::Token) {
                judged += 1;
                guesses.settle(a, true);
            }
        }
        assert_eq!(judged, 10);
        // Another address is not held back by it.
        assert!(guesses.try_begin(ip("203.0.113.8"), Proof::Token).is_some());
    }

    #[test]
    fn attempts_that_are_no_wrong_guess_give_their_tokens_back() {
        let guesses = Guesses::new(GuessLimits::default());
        for _ in 0..100 {
            let a = guesses.try_begin(ip("203.0.113.7"), Proof::Code).expect("nothing failed");
            guesses.settle(a, false);
        }
    }

    #[test]
    fn wrong_codes_from_many_addresses_meet_the_node_ceiling_but_tokens_do_not() {
        let guesses = Guesses::new(GuessLimits::default());
        let mut judged = 0;
        for i in 0..100u8 {
            for _ in 0..3 {
                if let Some(a) = guesses.try_begin(IpAddr::from([198, 51, 100, i]), Proof::Code) {
                    judged += 1;
                    guesses.settle(a, true);
                }
            }
        }
        assert_eq!(judged, 20);
        // A seat token is still judged: coming back to a game is never held up by codes.
        assert!(guesses.try_begin(ip("192.0.2.1"), Proof::Token).is_some());
        assert!(guesses.try_begin(ip("192.0.2.1"), Proof::Code).is_none());
    }

    #[test]
    fn an_ipv6_address_is_counted_by_its_64_and_a_mapped_ipv4_as_ipv4() {
        assert_eq!(address_key(ip("2001:db8:1:2:aaaa::1")), ip("2001:db8:1:2::"));
        assert_eq!(address_key(ip("2001:db8:1:2:ffff:1:2:3")), ip("2001:db8:1:2::"));
        assert_eq!(address_key(ip("::ffff:192.0.2.9")), ip("192.0.2.9"));
        assert_eq!(address_key(ip("::1")), ip("::"));
    }
}
