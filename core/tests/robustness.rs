//! Bad input never panics: for every game in the catalog, mangled positions and moves
//! give typed errors (or a position the tools can still handle), and random play
//! through the notation tools agrees with the session.

use spelbord_core::game::Setup;
use spelbord_core::{catalog, GameRng, ToMove};

/// Mangles a text: drops, duplicates, swaps or replaces characters and fields.
fn mangle(text: &str, rng: &mut GameRng) -> String {
    let mut fields: Vec<String> = text.split(' ').map(str::to_string).collect();
    let i = rng.below(fields.len() as u32) as usize;
    match rng.below(6) {
        0 => {
            fields.remove(i);
        }
        1 => {
            let f = fields[i].clone();
            fields.insert(i, f);
        }
        2 => {
            let j = rng.below(fields.len() as u32) as usize;
            fields.swap(i, j);
        }
        3 => {
            let mut chars: Vec<char> = fields[i].chars().collect();
            if !chars.is_empty() {
                let k = rng.below(chars.len() as u32) as usize;
                chars[k] = *rng.choose(&['9', '-', ',', '=', 'x', '0', '7', ':', 'n', 'g']).unwrap();
            }
            fields[i] = chars.into_iter().collect();
        }
        4 => {
            let digits: String = fields[i].chars().map(|c| if c.is_ascii_digit() { '9' } else { c }).collect();
            fields[i] = digits;
        }
        _ => fields[i].push_str(",3"),
    }
    fields.join(" ")
}

#[test]
fn mangled_positions_and_moves_never_panic() {
    let mut rng = GameRng::new(31);
    for def in catalog::games() {
        let info = def.info();
        for players in info.min_players..=info.max_players {
            let start = def.start_position(&Setup::new(players), 5).unwrap();
            for _ in 0..300 {
                let bad = mangle(&start, &mut rng);
                if let Ok(pos) = def.normalise(&bad) {
                    // A readable position must also be usable by every tool.
                    let legal = def.legal(&pos).unwrap();
                    let _ = def.to_move(&pos).unwrap();
                    let _ = def.scene(&pos, Some(0)).unwrap();
                    if let Some(mv) = legal.first() {
                        let _ = def.apply(&pos, mv);
                    }
                }
                let _ = def.apply(&start, &mangle("roll p0 out 1/7 7 A K", &mut rng));
            }
        }
    }
}

#[test]
fn random_play_through_the_notation_tools_round_trips() {
    let mut rng = GameRng::new(8);
    for def in catalog::games() {
        let info = def.info();
        let mut pos = def.start_position(&Setup::new(info.max_players), 2).unwrap();
        for _ in 0..400 {
            if def.to_move(&pos).unwrap() == ToMove::Over {
                break;
            }
            let legal = def.legal(&pos).unwrap();
            if legal.is_empty() {
                // A chance node whose outcomes cannot be listed (a shuffle) ends the walk.
                assert_eq!(def.to_move(&pos).unwrap(), ToMove::Chance, "{}: no moves at {pos}", info.id);
                break;
            }
            let mv = &legal[rng.below(legal.len() as u32) as usize];
            let (next, _) = def.apply(&pos, mv).unwrap_or_else(|e| panic!("{}: {mv} at {pos}: {e}", info.id));
            assert_eq!(def.normalise(&next).unwrap(), next, "{}: notation round-trips", info.id);
            pos = next;
        }
    }
}
