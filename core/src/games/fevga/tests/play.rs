//! Sessions (step building, undo, saves), the scene, the bots and the network.

use std::collections::HashSet;

use super::*;
use crate::game::{play_one, ToMove};
use crate::games::fevga::rules::{Phase, BLACK};
use crate::session::{PlaySession, SeatConfig, Session, SessionConfig};

// ---------------------------------------------------------------- sessions

fn session(seed: u64, variants: &[(&str, &str)], bots: bool) -> Session<Fevga> {
    let seats = if bots {
        vec![SeatConfig::bot("A", BotLevel::Club), SeatConfig::bot("B", BotLevel::Beginner)]
    } else {
        vec![SeatConfig::human("Ann"), SeatConfig::human("Bo")]
    };
    Session::<Fevga>::new(&SessionConfig {
        game: "fevga".into(),
        seats,
        variants: variants.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect(),
        seed: Some(seed),
        title: None,
    })
    .unwrap()
}

#[test]
fn session_builds_a_turn_step_by_step_with_undo_and_confirm() {
    let mut s = session(7, &[], false);
    // Find a seed state where the seat to move must roll.
    let seat = match s.to_move() {
        ToMove::Seat(x) => x,
        _ => panic!(),
    };
    // A roll is committed at once (and the dice follow); a play waits for confirmation.
    s.choose_step(None, seat, "roll").unwrap();
    let st = s.state().clone();
    assert_eq!(st.phase, Phase::Moving);
    let legal = s.legal_moves();
    let first = legal[0].clone();
    let steps: Vec<&str> = first.split(' ').collect();
    s.choose_step(None, seat, steps[0]).unwrap();
    assert_eq!(s.pending(Some(seat)), &[steps[0].to_string()]);
    s.undo(seat).unwrap();
    assert!(s.pending(Some(seat)).is_empty());
    // An illegal first step is refused with a reason and changes nothing.
    let v = s.version();
    let err = s.choose_step(None, seat, "24/off").unwrap_err();
    assert!(matches!(err, GameError::IllegalMove { .. }));
    assert_eq!(s.version(), v);
    for st in &steps {
        s.choose_step(None, seat, st).unwrap();
    }
    assert_eq!(s.state(), &st, "a built play waits for confirmation");
    assert!(s.view(Some(seat)).can_confirm);
    s.confirm(None, seat).unwrap();
    assert_eq!(s.history().iter().rev().find(|h| h.by == Some(seat)).unwrap().mv, first);
    // Undo across the play is fine (nothing rolled since), but never across the dice.
    s.undo(seat).unwrap();
    assert_eq!(s.state(), &st);
    s.undo(seat).unwrap_err();
}

#[test]
fn the_board_shows_the_pending_steps_of_a_play_being_built() {
    let mut s = session(7, &[], false);
    let ToMove::Seat(seat) = s.to_move() else { panic!() };
    s.choose_step(None, seat, "roll").unwrap();
    let dice_before = s.state().dice.len();
    let first = s.legal_moves()[0].split(' ').next().unwrap().to_string();
    let (from, to): (String, String) = {
        let (a, b) = first.split_once('/').unwrap();
        (format!("point:{a}"), if b == "off" { format!("tray:{}", seat_color(seat)) } else { format!("point:{b}") })
    };
    let on = |scene: &crate::scene::Scene, space: &str| {
        let rect = scene.node(space).unwrap().rect;
        scene
            .nodes
            .iter()
            .filter(|n| {
                n.kind == crate::scene::NodeKind::Piece && {
                    let (x, y) = n.rect.centre();
                    rect.contains(x, y)
                }
            })
            .count()
    };
    let before = s.scene(Some(seat));
    s.choose_step(None, seat, &first).unwrap();
    let during = s.scene(Some(seat));
    assert!(on(&during, &to) > on(&before, &to) || to.starts_with("tray"), "{first}: a checker arrives on {to}");
    assert!(on(&during, &from) <= on(&before, &from), "{first}: one fewer on {from}");
    assert_eq!(
        Fevga::preview(s.state(), std::slice::from_ref(&first)).unwrap().dice.len(),
        dice_before - 1,
        "the used number is gone"
    );
    // Other viewers, and the committed state, still show the position before the play.
    assert_eq!(s.scene(Some(1 - seat)), Fevga::scene(s.state(), Some(1 - seat)));
    assert_eq!(s.state().dice.len(), dice_before);
}

#[test]
fn session_accepts_any_tap_order() {
    // Black 5-3 in the seed opening: 13/16 then 16/21, or 13/18 then 18/21.
    let mut state = start_of_game(WHITE);
    play(&mut state, "roll");
    Fevga::apply(&mut state, &Move::Dice(6, 6));
    play(&mut state, "1/7");
    play(&mut state, "roll");
    Fevga::apply(&mut state, &Move::Dice(5, 3));
    let legal = Fevga::legal_moves(&state);
    let mut reps = HashSet::new();
    for mv in &legal {
        for order in Fevga::step_orders(&state, mv) {
            let text: Vec<String> = order.iter().map(|s| s.notation.clone()).collect();
            reps.insert(text.join(" "));
        }
    }
    assert!(reps.contains("13/16 16/21") && reps.contains("13/18 18/21"), "{reps:?}");
}

#[test]
fn save_and_resume_mid_turn_and_mid_match_rolls_the_same_dice() {
    let mut a = session(99, &[("match", "7"), ("mars", "off"), ("cube", "on"), ("crazy", "on")], false);
    let mut rng = GameRng::new(5);
    // Play a while with random moves, leave a step pending, save, resume, and compare futures.
    for _ in 0..300 {
        let seat = match a.to_move() {
            ToMove::Seat(x) => x,
            _ => break,
        };
        // Keep the match going: double only once, never drop.
        let moves: Vec<String> =
            a.legal_moves().into_iter().filter(|m| m != "drop" && (m != "double" || a.state().stake < 2)).collect();
        let mv = rng.choose(&moves).unwrap().clone();
        a.act(None, seat, &mv).unwrap();
    }
    if let ToMove::Seat(seat) = a.to_move() {
        if let Some(step) = a.next_steps().first() {
            a.choose_step(None, seat, &step.notation.clone()).unwrap();
        }
    }
    let json = a.to_save().to_json();
    let save = crate::save::SaveFile::from_json(&json, "t").unwrap();
    let mut b = Session::<Fevga>::from_save(&save, "t").unwrap();
    assert_eq!(b.position(), a.position());
    assert_eq!(b.to_save().pending, a.to_save().pending);
    // Same future: play the same moves in both and compare histories (dice included).
    let mut r1 = GameRng::new(8);
    let mut r2 = GameRng::new(8);
    a.undo(0).ok();
    b.undo(0).ok();
    a.undo(1).ok();
    b.undo(1).ok();
    for _ in 0..200 {
        let (ToMove::Seat(sa), ToMove::Seat(sb)) = (a.to_move(), b.to_move()) else { break };
        assert_eq!(sa, sb);
        let ma = a.legal_moves();
        let mb = b.legal_moves();
        assert_eq!(ma, mb);
        let x = r1.choose(&ma).unwrap().clone();
        let y = r2.choose(&mb).unwrap().clone();
        a.act(None, sa, &x).unwrap();
        b.act(None, sb, &y).unwrap();
    }
    assert_eq!(a.history(), b.history());
    assert!(a.history().len() > save.history.len() + 20, "{}", a.position());
}

#[test]
fn bots_play_whole_matches_through_the_session() {
    for seed in 0..6u64 {
        let variants: &[(&str, &str)] =
            if seed % 2 == 0 { &[("match", "3"), ("cube", "on")] } else { &[("crazy", "on"), ("mars", "off")] };
        let mut s = session(seed, variants, true);
        let mut n = 0;
        while s.outcome().is_none() && n < 3000 {
            s.bot_step().unwrap();
            n += 1;
        }
        let out = s.outcome().expect("the bots finish the match");
        assert!(out.points.iter().any(|&p| p as u8 >= s.state().opts.match_to));
    }
}

// ---------------------------------------------------------------- scene

#[test]
fn scene_has_points_checkers_trays_and_stable_ids() {
    let mut s = start_of_game(WHITE);
    let sc = Fevga::scene(&s, None);
    for p in 1..=24 {
        assert!(sc.node(&format!("point:{p}")).is_some());
    }
    for id in 0..15 {
        assert!(sc.node(&format!("w{id}")).is_some() && sc.node(&format!("b{id}")).is_some());
    }
    // A single game: the band says the game; a match: its score and the stake.
    for id in ["tray:white", "tray:black", "bar", "pips:white", "pips:black", "status", "dice"] {
        assert!(sc.node(id).is_some(), "{id}");
    }
    assert!(sc.node("score").is_none() && sc.node("stake").is_none(), "no match score in a single game");
    let in_match = Fevga::new_game(&Setup::new(2).with("match", "3")).unwrap();
    let match_scene = Fevga::scene(&in_match, None);
    assert!(match_scene.node("score").is_some() && match_scene.node("stake").is_some());
    assert!(match_scene.node("status").is_none());
    for n in &sc.nodes {
        let r = n.rect;
        assert!(r.x >= 0.0 && r.y >= 0.0 && r.x + r.w <= sc.width + 1e-4 && r.y + r.h <= sc.height + 1e-4, "{}", n.id);
    }
    play(&mut s, "roll");
    Fevga::apply(&mut s, &Move::Dice(6, 6));
    let before = Fevga::scene(&s, None);
    assert_eq!(before.nodes.iter().filter(|n| n.kind == crate::scene::NodeKind::Die).count(), 4);
    play(&mut s, "1/7");
    let after = Fevga::scene(&s, None);
    // Exactly one checker changed points, and it now stands on point 7; the last play is marked.
    let point_of = |sc: &crate::scene::Scene, id: &str| {
        let (cx, cy) = sc.node(id).unwrap().rect.centre();
        (1..=24).find(|p| sc.node(&format!("point:{p}")).unwrap().rect.contains(cx, cy))
    };
    let moved: Vec<String> =
        (0..15).map(|i| format!("w{i}")).filter(|id| point_of(&before, id) != point_of(&after, id)).collect();
    assert_eq!(moved.len(), 1, "{moved:?}");
    assert_eq!(point_of(&after, &moved[0]), Some(7));
    assert!(after.nodes.iter().any(|n| n.outline == "mark-last"));
}

#[test]
fn step_nodes_are_scene_nodes() {
    let mut s = start_of_game(WHITE);
    play(&mut s, "roll");
    Fevga::apply(&mut s, &Move::Dice(5, 3));
    let sc = Fevga::scene(&s, Some(WHITE));
    for mv in Fevga::legal_moves(&s) {
        for order in Fevga::step_orders(&s, &mv) {
            for st in order {
                assert!(sc.node(st.node.as_deref().unwrap()).is_some());
                assert!(sc.node(st.target.as_deref().unwrap()).is_some());
            }
        }
    }
    let text = Fevga::text_board(&s, None);
    assert!(text.contains("w15") && text.contains("b15") && text.contains("white to play 5-3"), "{text}");
}

// ---------------------------------------------------------------- bots

#[test]
fn bots_pick_legal_moves_at_every_level() {
    let mut rng = GameRng::new(3);
    let s = pos("1:10,14:2,16:3", "13:12,3:3", "white", "6,4");
    let legal = Fevga::legal_moves(&s);
    for level in BotLevel::ALL {
        let mv = Fevga::bot_move(&Fevga::observe(&s, WHITE), level, &mut rng);
        assert!(legal.contains(&mv), "{level:?}: {mv:?}");
    }
    // Cube: a bot that is far ahead doubles (medium/hard), an easy bot never does; a hopeless taker drops.
    let ahead = pos_with("20:5,19:5,18:5", "13:15", "white", "start", "-", "cube=on");
    assert_eq!(Fevga::bot_move(&Fevga::observe(&ahead, WHITE), BotLevel::Beginner, &mut rng), Move::Roll);
    let s = pos_with("22:3,23:3,24:3", "13:15", "white", "offered", "-", "cube=on");
    let mv = Fevga::bot_move(&Fevga::observe(&s, BLACK), BotLevel::Strong, &mut rng);
    assert_eq!(mv, Move::Drop);
    let mv = Fevga::bot_move(&Fevga::observe(&s, BLACK), BotLevel::Beginner, &mut rng);
    assert_eq!(mv, Move::Take);
}

#[test]
fn medium_bot_beats_easy_bot_more_often_than_not() {
    let mut rng = GameRng::new(11);
    let mut wins = [0u32; 2];
    for g in 0..60u64 {
        let mut s = Fevga::new_game(&Setup::new(2)).unwrap();
        let medium_seat = (g % 2) as usize;
        while play_one::<Fevga>(&mut s, &mut rng, |s, x, rng| {
            let level = if x == medium_seat { BotLevel::Club } else { BotLevel::Beginner };
            Fevga::bot_move(&Fevga::observe(s, x), level, rng)
        }) {}
        let w = s.winner().unwrap();
        wins[usize::from(w != medium_seat)] += 1;
    }
    assert!(wins[0] > wins[1], "medium {} vs easy {}", wins[0], wins[1]);
}

// ---------------------------------------------------------------- master

/// A middle-game position with white to play 5-3, and the boards of its best two plays
/// by the network (master's usual pair of close candidates).
fn master_candidates() -> (State, Vec<Board>) {
    use crate::games::fevga::moves::analyse;
    let s = pos("1:9,4:2,6:1,9:1,14:1,17:1", "13:8,15:2,18:2,20:1,23:1,2:1", "white", "5,3");
    let mut plays: Vec<(f64, Board)> = analyse(&s.board, WHITE, &s.dice)
        .plays
        .iter()
        .map(|n| (bot::afterstate_value(&n.board, WHITE), n.board))
        .collect();
    assert!(plays.len() >= 2, "{}", plays.len());
    plays.sort_by(|a, b| b.0.total_cmp(&a.0));
    let boards = plays.iter().take(2).map(|p| p.1).collect();
    (s, boards)
}

/// Three plies written out plainly: the opponent's best reply by the network to each
/// of its rolls, then our best answer averaged over our rolls (those of one third
/// turning with the opponent's roll when `third` is given, as master's first pass).
fn three_plies(b: &Board, seat: Seat, third: Option<usize>) -> f64 {
    use crate::games::fevga::board::CHECKERS;
    use crate::games::fevga::moves::{analyse, roll_numbers};
    let opp = 1 - seat;
    let rolls: Vec<(f64, Vec<u8>)> =
        (1..=6u8).flat_map(|a| (1..=a).map(move |d| (if a == d { 1.0 } else { 2.0 }, roll_numbers(a, d)))).collect();
    let mut total = 0.0;
    for (k, (w, dice)) in rolls.iter().enumerate() {
        let reply = analyse(b, opp, dice)
            .plays
            .iter()
            .map(|n| (bot::afterstate_value(&n.board, opp), n.board))
            .max_by(|x, y| x.0.total_cmp(&y.0))
            .map_or(*b, |r| r.1);
        if reply.off[opp] == CHECKERS {
            continue;
        }
        let (mut ours, mut weight) = (0.0, 0.0);
        for (j, (w2, dice2)) in rolls.iter().enumerate() {
            if third.is_some_and(|t| j % 3 != (k + t) % 3) {
                continue;
            }
            let best = analyse(&reply, seat, dice2)
                .plays
                .iter()
                .map(|n| bot::afterstate_value(&n.board, seat))
                .fold(f64::NEG_INFINITY, f64::max);
            ours += w2 * if best.is_finite() { best } else { 1.0 - bot::afterstate_value(&reply, opp) };
            weight += w2;
        }
        total += w * ours / weight;
    }
    total / 36.0
}

/// Master's third ply, given the work for it, searches every roll of ours (three
/// passes), which is the plain three-ply value; given only the work for one pass, the
/// values of the first pass; given too little for one, nothing (master then plays
/// its two-ply choice). The work is counted in positions, never time, so that the
/// same seed plays the same game everywhere.
#[test]
fn master_deep_search_keeps_to_its_work_budget() {
    let (_, boards) = master_candidates();
    let (full, passes) = bot::deep_values(&boards, WHITE, u64::MAX).unwrap();
    assert_eq!(passes, 3);
    for (b, v) in boards.iter().zip(&full) {
        assert!((v - three_plies(b, WHITE, None)).abs() < 1e-9, "{v} vs {}", three_plies(b, WHITE, None));
    }
    assert!(bot::deep_values(&boards, WHITE, 0).is_none());
    assert!(bot::deep_values(&boards, WHITE, 500).is_none());
    // The least work that buys a first pass, and what it gives.
    let (mut lo, mut hi) = (500u64, 10_000_000u64);
    while lo + 1 < hi {
        let mid = (lo + hi) / 2;
        match bot::deep_values(&boards, WHITE, mid) {
            Some(_) => hi = mid,
            None => lo = mid,
        }
    }
    let (one, passes) = bot::deep_values(&boards, WHITE, hi).unwrap();
    assert_eq!(passes, 1);
    for (b, v) in boards.iter().zip(&one) {
        assert!((v - three_plies(b, WHITE, Some(0))).abs() < 1e-9);
    }
    assert!(one != full, "a third of our rolls should not judge exactly as all of them");
    // Passes only grow with the work given, and every budget gives the same answer again.
    let mut last = 1;
    for budget in [hi, hi * 3 / 2, hi * 2, hi * 3, hi * 4] {
        let got = bot::deep_values(&boards, WHITE, budget).unwrap();
        assert!(got.1 >= last);
        assert_eq!(got, bot::deep_values(&boards, WHITE, budget).unwrap());
        last = got.1;
    }
    assert_eq!(last, 3, "four times a first pass's work is enough for three");
}

/// Master is deterministic: the same position and seed give the same play.
#[test]
fn master_plays_the_same_move_for_the_same_seed() {
    let (s, _) = master_candidates();
    let obs = Fevga::observe(&s, WHITE);
    let first = Fevga::bot_move(&obs, BotLevel::Master, &mut GameRng::new(3));
    for _ in 0..3 {
        assert_eq!(Fevga::bot_move(&obs, BotLevel::Master, &mut GameRng::new(3)), first);
    }
    assert!(matches!(first, Move::Play(_)));
}

#[allow(unused)]
fn steps_of(s: &State, text: &str) -> Vec<Step> {
    match Fevga::parse_move(s, text).unwrap() {
        Move::Play(v) => v.to_vec(),
        _ => panic!(),
    }
}

// ---------------------------------------------------------------- network

#[test]
fn network_gradient_matches_finite_differences_and_text_round_trips() {
    use crate::games::fevga::nn::{encode, Net, INPUTS};
    let mut rng = GameRng::new(9);
    let net = Net::random(&mut rng);
    let s = pos("1:10,14:2,16:3", "13:12,3:3", "white", "6,4");
    let x = encode(&s.board, WHITE);
    assert_eq!(x.len(), INPUTS);
    let mut grad = vec![0.0f32; Net::len()];
    let out = net.accumulate_gradient(&x, 1.0, 0.0, &mut grad);
    assert!((out - net.forward(&x).1).abs() < 1e-6);
    // Check a few weights of each kind against a numerical derivative.
    let probe = [0usize, 5, INPUTS * 3 + 7, Net::len() - 45, Net::len() - 3, Net::len() - 1];
    for &k in &probe {
        let eps = 1e-2f32;
        let mut delta = vec![0.0f32; Net::len()];
        delta[k] = 1.0;
        let mut plus = net.clone();
        plus.update(eps, &delta);
        let mut minus = net.clone();
        minus.update(-eps, &delta);
        let numeric = (plus.forward(&x).1 - minus.forward(&x).1) / (2.0 * eps);
        assert!((numeric - grad[k]).abs() < 2e-3 + 0.05 * grad[k].abs(), "weight {k}: {numeric} vs {}", grad[k]);
    }
    let back = Net::from_text(&net.to_text()).unwrap();
    assert!(back.w1.iter().zip(&net.w1).all(|(a, b)| (a - b).abs() < 1e-4));
    assert!(Net::from_text("fevga-net 1 2\n0.5\n").is_none());
}

#[test]
fn shipped_weights_load_and_judge_a_won_race_as_won() {
    let Some(net) = crate::games::fevga::nn::shipped() else {
        // No trained weights in this build: the hard bot falls back to the heuristic.
        assert!(bot::afterstate_value(&Board::start(), WHITE) > 0.0);
        return;
    };
    let ahead = pos("22:5,23:5,24:5", "13:15", "white", "2,1");
    let behind = pos("1:15", "9:5,10:5,11:5", "white", "2,1");
    assert!(net.value(&ahead.board, WHITE) > 0.8, "{}", net.value(&ahead.board, WHITE));
    assert!(net.value(&behind.board, WHITE) < 0.2, "{}", net.value(&behind.board, WHITE));
}

/// The bots evaluate with the fast layout; it must give the trained network's values
/// to the last bit, or the bots' moves would change with the layout.
#[test]
fn the_fast_layout_gives_the_networks_values_exactly() {
    use crate::games::fevga::nn::{shipped, Fast};
    let mut rng = GameRng::new(21);
    let net = shipped().cloned().unwrap_or_else(|| crate::games::fevga::nn::Net::random(&mut rng));
    let fast = Fast::of(&net);
    let mut compared = 0;
    for _ in 0..20 {
        let mut s = Fevga::new_game(&Setup::new(2)).unwrap();
        while play_one::<Fevga>(&mut s, &mut rng, |s, _, rng| rng.choose(&Fevga::legal_moves(s)).unwrap().clone()) {
            for me in [WHITE, BLACK] {
                assert_eq!(fast.value(&s.board, me).to_bits(), net.value(&s.board, me).to_bits());
                compared += 1;
            }
        }
    }
    assert!(compared > 1000, "{compared}");
}

/// Master evaluates by its own, further-trained network; the levels below keep the
/// shipped one (they must play as before). The master file has the network's shape,
/// its weights differ from the shipped ones, and over the positions of random games
/// master's network value differs from strong's (outside exact bear-offs) while strong's
/// stays the shipped network's.
#[test]
fn master_evaluates_by_its_own_network_and_strong_by_the_shipped_one() {
    use crate::games::fevga::nn::{master, shipped, Fast};
    let (Some(mine), Some(theirs)) = (master(), shipped()) else {
        panic!("both weight files ship with the library and parse as this network's shape");
    };
    assert_eq!(mine.w1.len(), theirs.w1.len());
    assert_ne!(mine.to_text(), theirs.to_text(), "master's weights are trained on, not a copy");
    let (mine, theirs) = (Fast::of(mine), Fast::of(theirs));
    let mut rng = GameRng::new(23);
    let (mut compared, mut differ) = (0, 0);
    for _ in 0..5 {
        let mut s = Fevga::new_game(&Setup::new(2)).unwrap();
        while play_one::<Fevga>(&mut s, &mut rng, |s, _, rng| rng.choose(&Fevga::legal_moves(s)).unwrap().clone()) {
            for me in [WHITE, BLACK] {
                let strong = bot::afterstate_value(&s.board, me);
                assert_eq!(strong.to_bits(), theirs.value(&s.board, me).to_bits());
                let master = bot::master_network_value(&s.board, me);
                assert_eq!(master.to_bits(), mine.value(&s.board, me).to_bits());
                compared += 1;
                differ += usize::from((master - strong).abs() > 1e-4);
            }
        }
    }
    assert!(differ * 2 > compared, "{differ} of {compared} positions valued differently");
}

#[test]
fn session_refusals_name_the_rule() {
    // Through the session: a step that breaks the first-checker rule is refused by name.
    let mut s = session(3, &[], false);
    loop {
        let ToMove::Seat(seat) = s.to_move() else { panic!() };
        if s.state().phase == Phase::Start {
            s.choose_step(None, seat, "roll").unwrap();
            continue;
        }
        let head = if seat == WHITE { 1 } else { 13 };
        let first = s.next_steps()[0].notation.clone();
        s.choose_step(None, seat, &first).unwrap();
        // A second checker from the head with any die is refused while the first has not passed.
        for d in 1..=6 {
            let to = head + d;
            let err = s.choose_step(None, seat, &format!("{head}/{to}")).unwrap_err();
            let text = err.to_string();
            assert!(text.contains("first-checker") || text.contains("no die") || text.contains("held by"), "{text}");
        }
        break;
    }
}

/// The text board's words come from the catalogue, with a legend for the counts.
#[test]
fn the_text_board_speaks_the_language_asked_for() {
    use crate::i18n::Lang;
    let s = Fevga::new_game(&crate::game::Setup::new(2)).unwrap();
    let en = Fevga::text_board(&s, None);
    assert!(
        en.contains("(w14 = 14 white checkers on the point; b = black)") && en.contains("white: 360 pips, 0 off"),
        "{en}"
    );
    let sv = Fevga::text_board_in(&s, None, Lang::Sv);
    assert!(sv.contains("vit: 360 prickar") && sv.contains("14 vita brickor") && sv.contains("v15"), "{sv}");
    let da = Fevga::text_board_in(&s, None, Lang::Da);
    assert!(da.contains("hvid: 360 øjne") && da.contains("14 hvide brikker") && da.contains("h15"), "{da}");
    for text in [&sv, &da] {
        assert!(!text.contains("pips") && !text.contains("score") && !text.contains("w15"), "{text}");
    }
}

/// A hint asked (or still shown) after some of the dice are played shows only what is
/// left to play, never a step already on the board.
#[test]
fn a_hint_mid_move_shows_only_the_steps_left() {
    let mut s = session(7, &[], false);
    let ToMove::Seat(seat) = s.to_move() else { panic!() };
    s.choose_step(None, seat, "roll").unwrap();
    let hint = s.hint_task(seat).unwrap().run();
    let whole = s.move_steps(&hint.notation).unwrap();
    assert!(whole.len() >= 2, "a play of two numbers: {}", hint.notation);
    s.choose_step(None, seat, &whole[0].notation).unwrap();
    let left = s.move_steps(&hint.notation).unwrap();
    assert_eq!(left.len(), whole.len() - 1);
    assert_eq!(
        left.iter().map(|st| &st.notation).collect::<Vec<_>>(),
        whole[1..].iter().map(|st| &st.notation).collect::<Vec<_>>()
    );
    // A play that went another way: none of its steps played is shown again.
    s.undo(seat).unwrap();
    let other = s.next_steps().into_iter().find(|st| st.notation != whole[0].notation);
    if let Some(other) = other {
        s.choose_step(None, seat, &other.notation).unwrap();
        let left = s.move_steps(&hint.notation).unwrap();
        assert!(
            left.iter().all(|st| st.notation != other.notation)
                || whole.iter().filter(|w| w.notation == other.notation).count() > 1
        );
    }
}

/// The last play's outlines lie under the checkers: never over a stack's count.
#[test]
fn the_last_play_is_outlined_under_the_checkers() {
    let mut s = session(11, &[], true);
    let mut checked = 0;
    for _ in 0..40 {
        s.bot_step().unwrap();
        let scene = s.scene(None);
        let lowest_checker =
            scene.nodes.iter().filter(|n| n.kind == crate::scene::NodeKind::Piece).map(|n| n.z).min().unwrap();
        for mark in scene.nodes.iter().filter(|n| n.outline == "mark-last") {
            assert!(mark.z < lowest_checker, "{} (z {}) is drawn over a checker (z {lowest_checker})", mark.id, mark.z);
            checked += 1;
        }
    }
    assert!(checked > 0, "a last play was marked");
}

/// The roll stays on the table while it is played: a used number is greyed, not
/// dropped (Backgammon NJ's way), and each die keeps its place and id.
#[test]
fn a_played_number_is_greyed_not_dropped() {
    let mut s = session(7, &[], false);
    let ToMove::Seat(seat) = s.to_move() else { panic!() };
    s.choose_step(None, seat, "roll").unwrap();
    let dice = |scene: &crate::scene::Scene| -> Vec<(String, String)> {
        scene.nodes.iter().filter(|n| n.id.starts_with("die:")).map(|n| (n.id.clone(), n.color.clone())).collect()
    };
    let before = dice(&s.scene(Some(seat)));
    assert!(before.len() >= 2 && before.iter().all(|(_, c)| c == "die"), "{before:?}");
    // A committed position reads as before the rolled pair was kept: saves are unchanged.
    assert!(!s.position().contains("rolled="), "{}", s.position());
    let first = s.next_steps()[0].notation.clone();
    s.choose_step(None, seat, &first).unwrap();
    let during = dice(&s.scene(Some(seat)));
    assert_eq!(during.iter().map(|d| &d.0).collect::<Vec<_>>(), before.iter().map(|d| &d.0).collect::<Vec<_>>());
    assert_eq!(during.iter().filter(|(_, c)| c == "die-used").count(), 1, "{during:?}");
    let preview = Fevga::preview(s.state(), std::slice::from_ref(&first)).unwrap();
    let text = crate::games::fevga::notation::format_state(&preview);
    assert!(text.contains("rolled="), "a play being built names its pair: {text}");
    assert_eq!(crate::games::fevga::notation::parse_state(&text).ok().map(|p| p.rolled), Some(preview.rolled));
}
