//! Issue 40: the server once seemed to offer a Pairanoid giver an undo after the
//! partner swap. An undo after the exchange would hand the giver their card back
//! having seen the partner's: a peek at a hidden card. The rule (core, the same on
//! the device and online): a give may be taken back only while it is the last thing
//! that happened; once the pair has exchanged, neither partner may undo.

use spelbord_core::{new_session, Phase, PlaySession, SeatConfig, SessionConfig};

fn four_people(seed: u64) -> Box<dyn PlaySession> {
    let config = SessionConfig {
        game: "pairanoid".into(),
        seats: ["Anna", "Bo", "Cia", "Dan"].iter().map(|n| SeatConfig::human(*n)).collect(),
        variants: Default::default(),
        seed: Some(seed),
        title: None,
    };
    new_session(&config).unwrap()
}

/// Every give of several deals' swaps: after each, a seat may undo only when its own
/// give is the last entry of the history (no exchange since, no one else's give), and
/// after an exchange no seat may undo; the view each seat is sent says the same.
#[test]
fn no_giver_may_undo_once_the_pair_has_exchanged() {
    let (mut gives, mut exchanges, mut undos_offered) = (0, 0, 0);
    for seed in 1..6 {
        let mut s = four_people(seed);
        for _ in 0..40 {
            let seat = match s.phase() {
                Phase::HandOff { seat } => {
                    s.confirm_handoff(seat).unwrap();
                    seat
                }
                Phase::HumanTurn { seat } => seat,
                _ => break,
            };
            let Some(give) = s.legal_moves().into_iter().find(|m| m.starts_with("give")) else { break };
            let before = s.history_len();
            s.act(None, seat, &give).unwrap();
            gives += 1;
            let history = s.history();
            let exchanged = history[before..].iter().any(|e| e.by.is_none());
            exchanges += usize::from(exchanged);
            for me in 0..4 {
                let may = s.can_undo(me);
                assert_eq!(
                    may,
                    s.view(Some(me)).can_undo,
                    "seed {seed}: seat {me}'s view says what the session allows"
                );
                if may {
                    undos_offered += 1;
                    assert!(!exchanged, "seed {seed}: seat {me} may undo after the exchange: {:?}", &history[before..]);
                    assert_eq!(history.last().and_then(|e| e.by), Some(me), "seed {seed}: only the last give");
                }
            }
        }
    }
    assert!(gives >= 20 && exchanges >= 5, "the swaps were played: {gives} gives, {exchanges} exchanges");
    assert!(undos_offered > 0, "a give with nothing after it may still be taken back");
}
