//! Spelbord's side of the Durak rule oracles (issue 43; not CI): `scripts/durak-oracles.sh`
//! pipes its lines into the adapters in `scripts/oracles/`.
//!
//! `dump KIND SHOW PLAYERS GAMES SEED`: plays GAMES seeded games of `podkidnoy` or
//! `perevodnoy` (show-the-trump `on`/`off`, 36 cards) at random (every legal move
//! equally likely, so rare positions come up: transfers back and forth, full tables),
//! and writes, for every decision, one JSON line with the whole position and our
//! legal moves in our notation (docs/notation-durak.md):
//!
//! `{"players","trump","hands":[[..]],"table":[[attack,beat|null]],"attacker",
//!   "defender","turn","taking","shown","cap","limit","stock","transfer_to","legal":[..]}`
//!
//! Cards are written as in our notation (`7c`, `Th`, `As`).

use serde::Serialize;
use spelbord_core::game::{Game, Setup, ToMove};
use spelbord_core::games::durak::Durak;
use spelbord_core::rng::GameRng;

#[derive(Serialize)]
struct Line {
    players: usize,
    trump: String,
    hands: Vec<Vec<String>>,
    table: Vec<(String, Option<String>)>,
    attacker: usize,
    defender: usize,
    turn: usize,
    taking: bool,
    shown: bool,
    cap: usize,
    limit: usize,
    stock: usize,
    transfer_to: usize,
    out: Vec<usize>,
    legal: Vec<String>,
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() != 7 || args[1] != "dump" {
        eprintln!("usage: durak_oracle dump KIND SHOW PLAYERS GAMES SEED");
        std::process::exit(2);
    }
    let setup = Setup::new(args[4].parse().expect("players")).with("kind", &args[2]).with("show", &args[3]);
    let games: u64 = args[5].parse().expect("games");
    let seed: u64 = args[6].parse().expect("seed");
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for g in 0..games {
        let mut rng = GameRng::derived(seed, g);
        let mut s = Durak::new_game(&setup).expect("setup");
        for _ in 0..10_000 {
            match Durak::to_move(&s) {
                ToMove::Over => break,
                ToMove::Chance => {
                    let mv = Durak::sample_chance(&s, &mut rng);
                    Durak::advance(&mut s, &mv);
                }
                ToMove::Seat(_) => {
                    let legal = Durak::legal_moves(&s);
                    let line = Line {
                        players: s.players,
                        trump: s.trump.map(|c| c.to_string()).unwrap_or_default(),
                        hands: s.hands.iter().map(|h| h.iter().map(|c| c.to_string()).collect()).collect(),
                        table: s.table.iter().map(|p| (p.attack.to_string(), p.beat.map(|b| b.to_string()))).collect(),
                        attacker: s.attacker,
                        defender: s.defender,
                        turn: s.turn,
                        taking: s.taking,
                        shown: s.shown,
                        cap: s.cap,
                        limit: s.limit(),
                        stock: s.stock.len(),
                        transfer_to: s.transfer_to(),
                        out: s.out.clone(),
                        legal: legal.iter().map(|m| Durak::format_move(&s, m)).collect(),
                    };
                    serde_json::to_writer(&mut out, &line).expect("write");
                    std::io::Write::write_all(&mut out, b"\n").expect("write");
                    let mv = rng.take_one(legal);
                    Durak::advance(&mut s, &mv);
                }
            }
        }
    }
}
