//! Speed of Fevga legal-play generation: plays per second on the opening and on a
//! crowded middle game, over all 21 rolls.
//!
//! `cargo run --release -p spelbord-core --example fevga_bench`

use std::time::Instant;

use spelbord_core::game::Game;
use spelbord_core::games::fevga::moves::roll_numbers;
use spelbord_core::games::fevga::rules::State;
use spelbord_core::games::fevga::Fevga;

fn bench(name: &str, position: &str) {
    let base: State = Fevga::parse_state(position).expect("position");
    let mut states = Vec::new();
    for a in 1..=6u8 {
        for b in 1..=a {
            let mut s = base.clone();
            s.dice = roll_numbers(a, b);
            states.push(s);
        }
    }
    let mut plays = 0usize;
    let mut calls = 0usize;
    let start = Instant::now();
    while start.elapsed().as_secs_f64() < 2.0 {
        for s in &states {
            plays += Fevga::legal_moves(s).len();
            calls += 1;
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{name}: {calls} generations ({:.0}/s), {plays} plays ({:.0} plays/s), {:.1} plays per roll on average",
        calls as f64 / secs,
        plays as f64 / secs,
        plays as f64 / calls as f64
    );
}

/// Time to list every tap order of every legal play (what the session does to offer the
/// next steps), on the worst roll of a position.
fn step_orders_latency(name: &str, position: &str) {
    let base: State = Fevga::parse_state(position).expect("position");
    let mut worst = (0.0f64, 0u8, 0usize, 0usize);
    for d in 1..=6u8 {
        let mut s = base.clone();
        s.dice = vec![d; 4];
        let start = Instant::now();
        let moves = Fevga::legal_moves(&s);
        let orders: usize = moves.iter().map(|m| Fevga::step_orders(&s, m).len()).sum();
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        if ms > worst.0 {
            worst = (ms, d, moves.len(), orders);
        }
    }
    println!(
        "{name}: slowest double {}-{}: {} plays, {} tap orders listed in {:.1} ms",
        worst.1, worst.1, worst.2, worst.3, worst.0
    );
}

/// Network evaluations per second (the hard bot's inner loop).
fn network_speed(position: &str) {
    let Some(net) = spelbord_core::games::fevga::nn::shipped() else {
        println!("no trained network in this build");
        return;
    };
    let s: State = Fevga::parse_state(position).expect("position");
    let start = Instant::now();
    let mut n = 0u64;
    let mut acc = 0.0;
    while start.elapsed().as_secs_f64() < 1.0 {
        acc += net.value(&s.board, 0);
        n += 1;
    }
    println!("network: {:.0} evaluations/s ({acc:.0})", n as f64 / start.elapsed().as_secs_f64());
}

fn main() {
    bench(
        "opening (white's first roll)",
        "fevga match=1 mars=on cube=off crazy=off game=1 score=0,0 white=1:15 black=13:15 off=0,0 turn=white \
         phase=move dice=2,1 chain=none rolls=1,0 stake=1 owner=- last=-",
    );
    bench(
        "early game (both first checkers past the heads)",
        "fevga match=1 mars=on cube=off crazy=off game=1 score=0,0 white=1:14,14:1 black=13:14,2:1 off=0,0 \
         turn=white phase=move dice=2,1 chain=none rolls=3,3 stake=1 owner=- last=-",
    );
    bench(
        "crowded middle game",
        "fevga match=1 mars=on cube=off crazy=off game=1 score=0,0 white=1:4,3:2,4:1,6:2,9:1,14:2,16:1,17:1,20:1 \
         black=13:3,15:2,18:1,19:2,22:1,24:1,2:2,5:1,8:2 off=0,0 turn=white phase=move dice=2,1 chain=none \
         rolls=9,9 stake=1 owner=- last=-",
    );
    network_speed(
        "fevga match=1 mars=on cube=off crazy=off game=1 score=0,0 white=1:4,3:2,4:1,6:2,9:1,14:2,16:1,17:1,20:1 \
         black=13:3,15:2,18:1,19:2,22:1,24:1,2:2,5:1,8:2 off=0,0 turn=white phase=move dice=2,1 chain=none \
         rolls=9,9 stake=1 owner=- last=-",
    );
    step_orders_latency(
        "crowded middle game",
        "fevga match=1 mars=on cube=off crazy=off game=1 score=0,0 white=1:4,3:2,4:1,6:2,9:1,14:2,16:1,17:1,20:1 \
         black=13:3,15:2,18:1,19:2,22:1,24:1,2:2,5:1,8:2 off=0,0 turn=white phase=move dice=2,1 chain=none \
         rolls=9,9 stake=1 owner=- last=-",
    );
}
