//! Random games in every variant and player count, with the invariants checked after
//! every action.

use super::*;

/// Invariants that hold after every action (`notation`: also the notation round trip).
fn invariants(s: &State, notation: bool) {
    check(s).unwrap_or_else(|e| panic!("{e}: {}", Fjols::format_state(s)));
    if notation {
        let text = Fjols::format_state(s);
        let back = Fjols::parse_state(&text).unwrap();
        assert_eq!(&back, s, "{text}");
        assert_eq!(Fjols::format_state(&back), text);
    }
    let deck = s.variants.deck;
    for seat in 0..s.players {
        let o = Fjols::observe(s, seat);
        assert_eq!(o.hand, s.hands[seat]);
        assert_eq!(o.counts.iter().sum::<usize>() + o.pile + o.table.len() + o.dead.len(), deck);
        let unknown_elsewhere: usize =
            (0..s.players).filter(|&x| x != seat).map(|x| o.counts[x] - o.known[x].len()).sum();
        assert_eq!(o.unseen().len(), unknown_elsewhere + o.pile);
    }
    if !s.pile.is_empty() {
        assert!(s.out.is_empty());
    }
    match Fjols::to_move(s) {
        ToMove::Seat(seat) => {
            assert!(s.active(seat));
            let legal = Fjols::legal_moves(s);
            assert!(!legal.is_empty());
            for m in &legal {
                assert_eq!(&Fjols::parse_move(s, &Fjols::format_move(s, m)).unwrap(), m);
                if let Move::Lay(card) = m {
                    assert!(s.hands[seat].contains(*card));
                }
            }
            // Free lead: every card; facing a card: take is legal exactly when no card
            // beats or beating is optional.
            if s.table.is_empty() {
                assert_eq!(legal.len(), s.hands[seat].len());
            }
        }
        ToMove::Over => {
            let o = Fjols::outcome(s).unwrap();
            let mut places = o.places.clone();
            places.sort_unstable();
            assert_eq!(places, (1..=s.players as u32).collect::<Vec<_>>());
            assert_eq!(o.losers.len(), 1);
            assert_eq!(o.places[o.losers[0]], s.players as u32);
            assert!(!s.hands[o.losers[0]].is_empty());
        }
        ToMove::Chance => panic!("chance after the deal"),
    }
}

const GAMES_PER_SETUP: usize = 32;
const PLY_CAP: usize = 400;

#[test]
fn random_games_keep_every_card_in_exactly_one_place() {
    let mut rng = GameRng::new(2024);
    let (mut finished, mut games, mut finished_last, mut games_last) = (0, 0, 0, 0);
    for setup in setups() {
        for _ in 0..GAMES_PER_SETUP {
            games += 1;
            let mut s = dealt(&setup, &mut rng);
            // The notation round trip is slower than the rest: every fourth game.
            let notation = games % 4 == 0;
            invariants(&s, true);
            for _ in 0..PLY_CAP {
                if Fjols::to_move(&s) == ToMove::Over {
                    break;
                }
                let before = s.clone();
                let hand_before = s.hands[s.turn].len();
                let pile_before = s.pile.len();
                // A card that is not legal is refused and changes nothing.
                let legal = Fjols::legal_moves(&s);
                if let Some(bad) = CardSet::deck(s.variants.deck).iter().find(|c| !legal.contains(&Move::Lay(*c))) {
                    assert!(find_legal::<Fjols>(&s, &bad.to_string()).is_err());
                    assert_eq!(s, before);
                }
                // Half the moves at random, half by the medium bot: every move type
                // gets played, and games with the chain pick-up still end.
                let mv = if rng.unit() < 0.5 {
                    rng.choose(&legal).unwrap().clone()
                } else {
                    Fjols::bot_move(&Fjols::observe(&s, s.turn), BotLevel::Club, &mut rng)
                };
                let seat = s.turn;
                Fjols::apply(&mut s, &mv);
                match mv {
                    Move::Lay(_) if pile_before > 0 => assert_eq!(s.hands[seat].len(), hand_before),
                    Move::Lay(_) => assert_eq!(s.hands[seat].len(), hand_before - 1),
                    Move::PickUp => {
                        assert!(s.hands[seat].len() > hand_before);
                        assert_eq!(s.pile.len(), pile_before, "picking up never draws");
                        assert!(s.table.is_empty(), "the next player leads freely");
                    }
                    Move::Shuffle(_) => unreachable!(),
                }
                assert!(s.out.starts_with(&before.out));
                invariants(&s, notation);
            }
            invariants(&s, true);
            let over = Fjols::to_move(&s) == ToMove::Over;
            finished += usize::from(over);
            if setup.variant("pickup") == "last" {
                games_last += 1;
                finished_last += usize::from(over);
            }
        }
    }
    // With the last card picked up, beaten cards leave play and every game ends soon;
    // with the chain picked up no card ever leaves play, and careless play can pass
    // cards back and forth for a long time, so only most of those end within the cap.
    assert!(games >= 2000);
    assert_eq!(finished_last, games_last, "every pick-up-the-last-card game ends");
    assert!(finished > finished_last, "some chain games end within the cap too");
}
