//! Trains the Fevga network by TD(λ) self-play and writes its weights.
//!
//! `cargo run --release -p spelbord-core --example fevga_train -- --games 20000 \
//!     --out core/src/games/fevga/weights.txt [--init FILE] [--seed S] [--alpha A] [--lambda L]`
//!
//! Games are single games without cube or Crazy rules; both sides play greedily by the
//! network (the dice explore). Every `--check` games the network plays 200 games
//! against the heuristic (the medium bot's evaluation) and the weights are written.

use spelbord_core::games::fevga::board::{Board, CHECKERS};
use spelbord_core::games::fevga::bot::win_chance;
use spelbord_core::games::fevga::moves::analyse;
use spelbord_core::games::fevga::nn::{encode, Net};
use spelbord_core::GameRng;

fn roll(rng: &mut GameRng) -> Vec<u8> {
    let a = rng.die();
    let b = rng.die();
    if a == b {
        vec![a; 4]
    } else {
        vec![a.max(b), a.min(b)]
    }
}

/// One self-play game with TD(λ) updates; returns its number of plays.
fn train_game(net: &mut Net, rng: &mut GameRng, alpha: f32, lambda: f32, trace: &mut [f32]) -> usize {
    trace.iter_mut().for_each(|t| *t = 0.0);
    let mut b = Board::start();
    let mut seat = rng.below(2) as usize;
    let mut v_prev: Option<f32> = None;
    let mut plays = 0;
    loop {
        let dice = roll(rng);
        let options = analyse(&b, seat, &dice).plays;
        if let Some(best) =
            options.iter().max_by(|x, y| net.value(&x.board, seat).total_cmp(&net.value(&y.board, seat)))
        {
            b = best.board;
        }
        plays += 1;
        let won = b.off[seat] == CHECKERS;
        let x = encode(&b, seat);
        let v_white = if won {
            if seat == 0 {
                1.0
            } else {
                0.0
            }
        } else {
            let f = net.forward(&x).1;
            if seat == 0 {
                f
            } else {
                1.0 - f
            }
        };
        if let Some(vp) = v_prev {
            net.update(alpha * (v_white - vp), trace);
        }
        if won || plays > 2000 {
            return plays;
        }
        let sign = if seat == 0 { 1.0 } else { -1.0 };
        let f = net.accumulate_gradient(&x, sign, lambda, trace);
        v_prev = Some(if seat == 0 { f } else { 1.0 - f });
        seat = 1 - seat;
    }
}

/// Net (greedy) against the heuristic (greedy); returns the net's win share.
fn check(net: &Net, games: usize, seed: u64) -> f64 {
    let mut rng = GameRng::new(seed);
    let mut wins = 0;
    for g in 0..games {
        let net_seat = g % 2;
        let mut b = Board::start();
        let mut seat = rng.below(2) as usize;
        loop {
            let dice = roll(&mut rng);
            let options = analyse(&b, seat, &dice).plays;
            let pick = if seat == net_seat {
                options.iter().max_by(|x, y| net.value(&x.board, seat).total_cmp(&net.value(&y.board, seat)))
            } else {
                options.iter().max_by(|x, y| {
                    win_chance(&x.board, seat, 1 - seat).total_cmp(&win_chance(&y.board, seat, 1 - seat))
                })
            };
            if let Some(p) = pick {
                b = p.board;
            }
            if b.off[seat] == CHECKERS {
                wins += usize::from(seat == net_seat);
                break;
            }
            seat = 1 - seat;
        }
    }
    wins as f64 / games as f64
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let opt = |name: &str| args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).cloned();
    let games: usize = opt("--games").and_then(|v| v.parse().ok()).unwrap_or(10_000);
    let check_every: usize = opt("--check").and_then(|v| v.parse().ok()).unwrap_or(2_000);
    let seed: u64 = opt("--seed").and_then(|v| v.parse().ok()).unwrap_or(1);
    let alpha: f32 = opt("--alpha").and_then(|v| v.parse().ok()).unwrap_or(0.1);
    let lambda: f32 = opt("--lambda").and_then(|v| v.parse().ok()).unwrap_or(0.7);
    let out = opt("--out").unwrap_or_else(|| "core/src/games/fevga/weights.txt".into());
    let mut rng = GameRng::new(seed);
    let mut net = match opt("--init") {
        Some(path) => Net::from_text(&std::fs::read_to_string(&path).expect("read --init")).expect("weights shape"),
        None => Net::random(&mut rng),
    };
    let mut trace = vec![0.0f32; Net::len()];
    let start = std::time::Instant::now();
    let mut plays = 0;
    for g in 1..=games {
        plays += train_game(&mut net, &mut rng, alpha, lambda, &mut trace);
        if g % check_every == 0 || g == games {
            let share = check(&net, 200, 1000 + g as u64);
            println!(
                "{g} games, {:.0} plays/game, {:.0}s: net wins {:.1}% of 200 vs the heuristic",
                plays as f64 / check_every as f64,
                start.elapsed().as_secs_f64(),
                share * 100.0
            );
            plays = 0;
            std::fs::write(&out, net.to_text()).expect("write weights");
        }
    }
}
