//! The notation tools (`legal`, `apply`, `perft`), `render`, `arena` and `rules`:
//! notation in, notation out, `--json` for machines.

use std::io::{IsTerminal, Write};

use serde_json::json;
use spelbord_core::arena::{run_arena, ArenaConfig, ArenaReport};
use spelbord_core::scene::ThemeName;
use spelbord_core::{catalog, BotLevel, GameDef, SaveStore, Setup, ToMove};

use crate::args::Args;
use crate::data_dir;
use crate::svg;

/// Reads the position argument: `start` (with `--players`, `--variant`, `--seed`) or notation.
fn position(def: &dyn GameDef, args: &Args, text: &str) -> Result<String, String> {
    if text == "start" {
        let players = args.num::<usize>("players")?.unwrap_or(def.info().max_players);
        let setup = Setup { players, variants: args.variants()? };
        let seed = args.num::<u64>("seed")?.unwrap_or(0);
        def.start_position(&setup, seed).map_err(crate::lang::err)
    } else {
        def.normalise(text).map_err(crate::lang::err)
    }
}

fn to_move_text(t: ToMove) -> String {
    match t {
        ToMove::Seat(s) => format!("seat {s}"),
        ToMove::Chance => "chance".into(),
        ToMove::Over => "over".into(),
    }
}

fn need<'a>(args: &'a Args, i: usize, what: &str) -> Result<&'a str, String> {
    args.words.get(i).map(String::as_str).ok_or_else(|| crate::lang::tr("cli-arg-missing", &[("what", what.into())]))
}

/// `spelbord train fevga [--games N] [--out FILE] [--init FILE] [--seed S] [--alpha A]
/// [--lambda L] [--check N]`: TD(λ) self-play for the Fevga network, a progress line
/// and the weights written (atomically) at every check.
pub fn train(args: &Args) -> Result<(), String> {
    use spelbord_core::games::fevga::nn::Net;
    use spelbord_core::games::fevga::train::{train, TrainConfig};
    args.only(&["games", "out", "init", "seed", "alpha", "lambda", "check"])?;
    match need(args, 1, "GAME (fevga, portes or plakoto)")? {
        "fevga" => {}
        "portes" => return train_tavli(args, spelbord_core::games::tavli::rules::Kind::Portes),
        "plakoto" => return train_tavli(args, spelbord_core::games::tavli::rules::Kind::Plakoto),
        _ => return Err("only fevga, portes and plakoto have a network to train".into()),
    }
    let d = TrainConfig::default();
    let config = TrainConfig {
        games: args.num("games")?.unwrap_or(d.games),
        check_every: args.num("check")?.unwrap_or(d.check_every),
        seed: args.num("seed")?.unwrap_or(d.seed),
        alpha: args.num("alpha")?.unwrap_or(d.alpha),
        lambda: args.num("lambda")?.unwrap_or(d.lambda),
        ..d
    };
    let out = args.opt("out").unwrap_or("fevga-weights.txt").to_string();
    let init = initial_net(args, "Fevga", Net::from_text)?;
    let mut checkpoints = Checkpoints::new(out);
    train(&config, init, |c, net| {
        let result = format!("the net wins {:.1}%", c.win_share * 100.0);
        checkpoints.at(c.games, config.games, c.plays_per_game, &result, config.check_games, &net.to_text());
    });
    checkpoints.finish()
}

/// `spelbord train portes|plakoto [...]`: the same TD(λ) self-play for the Portes or
/// Plakoto network (`tavli/train.rs`), the same options and progress lines.
fn train_tavli(args: &Args, kind: spelbord_core::games::tavli::rules::Kind) -> Result<(), String> {
    use spelbord_core::games::tavli::nn::Net;
    use spelbord_core::games::tavli::train::{train, TrainConfig};
    let d = TrainConfig::new(kind);
    let config = TrainConfig {
        games: args.num("games")?.unwrap_or(d.games),
        check_every: args.num("check")?.unwrap_or(d.check_every),
        seed: args.num("seed")?.unwrap_or(d.seed),
        alpha: args.num("alpha")?.unwrap_or(d.alpha),
        lambda: args.num("lambda")?.unwrap_or(d.lambda),
        ..d
    };
    let out = args.opt("out").map(str::to_string).unwrap_or_else(|| format!("{}-weights.txt", kind.id()));
    let init = initial_net(args, "tavli", Net::from_text)?;
    let mut checkpoints = Checkpoints::new(out);
    train(&config, init, |c, net| {
        let result = format!("the net scores {:.1}%", c.win_share * 100.0);
        checkpoints.at(c.games, config.games, c.plays_per_game, &result, config.check_games, &net.to_text());
    });
    checkpoints.finish()
}

/// `--init PATH`: a network's weights to start from, read by `parse`; `what` names
/// the weights in the error when the file is not of this network's shape.
fn initial_net<N>(args: &Args, what: &str, parse: impl Fn(&str) -> Option<N>) -> Result<Option<N>, String> {
    let Some(path) = args.opt("init") else { return Ok(None) };
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    parse(&text).map(Some).ok_or_else(|| format!("{path}: not {what} weights of this network's shape"))
}

/// What every trainer does at a check: a progress line, and the network so far kept
/// in `out` (written beside it, then renamed, so a stopped run leaves whole weights).
struct Checkpoints {
    out: String,
    start: std::time::Instant,
    failed: Option<String>,
}

impl Checkpoints {
    fn new(out: String) -> Self {
        Checkpoints { out, start: std::time::Instant::now(), failed: None }
    }

    /// After `games` of `total` (`plays` a game on average): `result` is the check
    /// against the heuristic over `check_games` games; `weights` the network's text.
    fn at(&mut self, games: usize, total: usize, plays: f64, result: &str, check_games: usize, weights: &str) {
        let secs = self.start.elapsed().as_secs_f64();
        outln!(
            "{games}/{total} games, {plays:.0} plays/game, {secs:.0}s: {result} of {check_games} against the heuristic"
        );
        let (out, tmp) = (&self.out, format!("{}.tmp", self.out));
        if let Err(e) = std::fs::write(&tmp, weights).and_then(|_| std::fs::rename(&tmp, out)) {
            self.failed.get_or_insert(format!("{out}: {e}"));
        }
    }

    /// The first write that failed, else the line saying where the weights are.
    fn finish(self) -> Result<(), String> {
        match self.failed {
            Some(e) => Err(e),
            None => {
                outln!("weights written to {}", self.out);
                Ok(())
            }
        }
    }
}

/// The user's language from the environment (`LC_ALL`, `LC_MESSAGES`, `LANG`), as
/// the C library picks it; empty when none is set.
pub fn env_language() -> String {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|k| std::env::var(k).ok())
        .find(|v| !v.is_empty())
        .unwrap_or_default()
}

/// `spelbord rules GAME [--lang L]`: how to play, in the language asked for or the
/// environment's (English where a translation is missing).
pub fn rules(args: &Args) -> Result<(), String> {
    args.only(&["lang"])?;
    let game = need(args, 1, "GAME")?;
    let lang = args.opt("lang").map(str::to_string).unwrap_or_else(env_language);
    let text = spelbord_core::rules_text::rules_text(game, &lang).map_err(crate::lang::err)?;
    outln!("{}", text.markdown.trim_end());
    Ok(())
}

/// `spelbord legal GAME POSITION`
pub fn legal(args: &Args) -> Result<(), String> {
    args.only(&["players", "variant", "seed", "json"])?;
    let def = catalog::game(need(args, 1, "GAME")?).map_err(crate::lang::err)?;
    let pos = position(def, args, need(args, 2, "POSITION")?)?;
    no_more_words(args, 3, "spelbord legal GAME POSITION; quote a position that has spaces")?;
    let moves = def.legal(&pos).map_err(crate::lang::err)?;
    let to_move = def.to_move(&pos).map_err(crate::lang::err)?;
    if args.flag("json") {
        outln!("{}", json!({"game": def.info().id, "position": pos, "to_move": to_move_text(to_move), "moves": moves}));
    } else {
        for m in moves {
            outln!("{m}");
        }
    }
    Ok(())
}

/// `spelbord apply GAME POSITION MOVE…` (several moves are applied in turn).
pub fn apply(args: &Args) -> Result<(), String> {
    args.only(&["players", "variant", "seed", "json"])?;
    let def = catalog::game(need(args, 1, "GAME")?).map_err(crate::lang::err)?;
    let mut pos = position(def, args, need(args, 2, "POSITION")?)?;
    need(args, 3, "MOVE")?;
    let mut events = Vec::new();
    for mv in &args.words[3..] {
        let (next, ev) = def.apply(&pos, mv).map_err(crate::lang::err)?;
        pos = next;
        events.extend(ev);
    }
    if args.flag("json") {
        outln!("{}", json!({"game": def.info().id, "position": pos, "events": events}));
    } else {
        outln!("{pos}");
    }
    Ok(())
}

/// Deepest perft the tool runs.
const MAX_PERFT_DEPTH: u32 = 8;

/// `spelbord perft GAME POSITION DEPTH`
pub fn perft(args: &Args) -> Result<(), String> {
    args.only(&["players", "variant", "seed", "json"])?;
    let def = catalog::game(need(args, 1, "GAME")?).map_err(crate::lang::err)?;
    let pos = position(def, args, need(args, 2, "POSITION")?)?;
    let depth: u32 = match need(args, 3, "DEPTH")?.parse() {
        // Move paths grow exponentially: a deeper count would not end in a lifetime.
        Ok(d) if d <= MAX_PERFT_DEPTH => d,
        _ => return Err(format!("DEPTH must be a number from 0 to {MAX_PERFT_DEPTH}")),
    };
    no_more_words(args, 4, "spelbord perft GAME POSITION DEPTH")?;
    let start = std::time::Instant::now();
    let mut rows = Vec::new();
    for d in 1..=depth {
        let nodes = def.perft(&pos, d).map_err(crate::lang::err)?;
        rows.push((d, nodes));
    }
    let secs = start.elapsed().as_secs_f64();
    if args.flag("json") {
        let list: Vec<_> = rows.iter().map(|(d, n)| json!({"depth": d, "nodes": n})).collect();
        outln!("{}", json!({"game": def.info().id, "position": pos, "perft": list, "seconds": secs}));
    } else {
        for (d, n) in rows {
            outln!("depth {d}: {n}");
        }
    }
    Ok(())
}

/// `spelbord render (SAVE | GAME POSITION) --svg FILE [--viewer SEAT] [--theme light|dark]
/// [--colour-blind] [--size WxH] [--lang L] [--moves N] [--layout portrait|landscape]`;
/// with `GAME start --moves N` a seeded game of easy bots is played N actions first.
/// `--layout` (a saved or bot-played game) asks for the arrangement a phone upright or
/// a tablet on its side gets.
pub fn render(args: &Args) -> Result<(), String> {
    args.only(&[
        "svg",
        "viewer",
        "players",
        "variant",
        "seed",
        "data-dir",
        "size",
        "theme",
        "colour-blind",
        "lang",
        "moves",
        "layout",
    ])?;
    let layout = match args.opt("layout") {
        None | Some("portrait") => spelbord_core::scene::Layout::Portrait,
        Some("landscape") => spelbord_core::scene::Layout::Landscape,
        Some(other) => return Err(format!("--layout is portrait or landscape, not {other}")),
    };
    let lang = spelbord_core::i18n::Lang::from_tag(&args.opt("lang").map(str::to_string).unwrap_or_else(env_language));
    let file = args.opt("svg").ok_or("render needs --svg FILE")?;
    let viewer = args.num::<usize>("viewer")?;
    let (width, height) = svg_size(args.opt("size"))?;
    let name = match args.opt("theme").unwrap_or("light") {
        "light" => ThemeName::Light,
        "dark" => ThemeName::Dark,
        other => return Err(format!("--theme is light or dark, not {other}")),
    };
    let theme = spelbord_core::scene::theme(name, args.flag("colour-blind"));
    let scene = match args.words.len() {
        2 => {
            let store = SaveStore::open(data_dir::resolve(args)?).map_err(crate::lang::err)?;
            let session = catalog::load_session(&store, &args.words[1]).map_err(crate::lang::err)?;
            check_viewer(viewer, session.seats().len())?;
            session.scene_in(viewer, layout)
        }
        3 if args.opt("moves").is_some() => {
            let session = bot_game(args, &args.words[1])?;
            check_viewer(viewer, session.seats().len())?;
            session.scene_in(viewer, layout)
        }
        3 if args.opt("layout").is_some() => return Err("--layout needs a saved game or --moves".into()),
        3 => {
            let def = catalog::game(&args.words[1]).map_err(crate::lang::err)?;
            let pos = position(def, args, &args.words[2])?;
            check_viewer(viewer, def.seat_count(&pos).map_err(crate::lang::err)?)?;
            def.scene(&pos, viewer).map_err(crate::lang::err)?
        }
        _ => return Err("usage: spelbord render (SAVE | GAME POSITION) --svg FILE".into()),
    };
    // Without --size the picture takes the scene's own shape, 900 pixels on its long side.
    let (width, height) = match (width, height) {
        (Some(w), Some(h)) => (w, h),
        _ => {
            let long = 900.0;
            if scene.width >= scene.height {
                (long, long * scene.height / scene.width)
            } else {
                (long * scene.width / scene.height, long)
            }
        }
    };
    std::fs::write(file, svg::render(&scene, &theme, lang, width, height))
        .map_err(|e| format!("cannot write {file}: {e}"))?;
    eprintln!("wrote {file}");
    Ok(())
}

/// Refuses a `--viewer` seat beyond the table (seats count from 0).
fn check_viewer(viewer: Option<usize>, seats: usize) -> Result<(), String> {
    match viewer {
        Some(v) if v >= seats => Err(format!("--viewer {v}: the seats are 0 to {}", seats - 1)),
        _ => Ok(()),
    }
}

/// Refuses words after the last one a command reads (`legal fia start extra`), so a
/// mistyped command line is not silently half-used.
fn no_more_words(args: &Args, count: usize, usage: &str) -> Result<(), String> {
    match args.words.get(count) {
        Some(extra) => {
            Err(crate::lang::tr("cli-arg-unexpected", &[("word", extra.as_str().into()), ("usage", usage.into())]))
        }
        None => Ok(()),
    }
}

/// `render GAME start --moves N`: a seeded game of easy bots named like a family,
/// played for `N` actions (or to its end), for pictures of a game in progress.
fn bot_game(args: &Args, game: &str) -> Result<Box<dyn spelbord_core::PlaySession>, String> {
    const NAMES: [&str; 5] = ["Anna", "Bo", "Cilla", "Dan", "Eva"];
    let def = catalog::game(game).map_err(crate::lang::err)?;
    let players = args.num::<usize>("players")?.unwrap_or(def.info().max_players).min(NAMES.len());
    let seats = NAMES[..players]
        .iter()
        .map(|n| spelbord_core::SeatConfig { name: n.to_string(), bot: Some(BotLevel::Beginner) })
        .collect();
    let config = spelbord_core::SessionConfig {
        game: game.into(),
        seats,
        variants: args.variants()?.into_iter().collect(),
        seed: Some(args.num::<u64>("seed")?.unwrap_or(0)),
        title: None,
    };
    let mut session = catalog::new_session(&config).map_err(crate::lang::err)?;
    for _ in 0..args.num::<usize>("moves")?.unwrap_or(0) {
        if session.outcome().is_some() || session.bot_task().is_none() {
            break;
        }
        session.bot_step().map_err(crate::lang::err)?;
    }
    Ok(session)
}

/// `--size WxH` (or one number for a square), in pixels.
fn svg_size(text: Option<&str>) -> Result<(Option<f32>, Option<f32>), String> {
    let Some(text) = text else { return Ok((None, None)) };
    let bad = || format!("--size is WIDTHxHEIGHT in pixels (like 1080x1920), not {text}");
    let (w, h) = text.split_once('x').unwrap_or((text, text));
    let w: f32 = w.parse().map_err(|_| bad())?;
    let h: f32 = h.parse().map_err(|_| bad())?;
    if !(16.0..=10000.0).contains(&w) || !(16.0..=10000.0).contains(&h) {
        return Err(bad());
    }
    Ok((Some(w), Some(h)))
}

/// `spelbord arena GAME --bots strong,club --games N --seed S`
pub fn arena(args: &Args) -> Result<(), String> {
    args.only(&["bots", "games", "seed", "players", "variant", "threads", "json", "max-actions"])?;
    let game = need(args, 1, "GAME")?.to_string();
    catalog::game(&game).map_err(crate::lang::err)?;
    let lineup = args
        .opt("bots")
        .unwrap_or("strong,club")
        .split(',')
        .map(|l| BotLevel::parse(l.trim()).map_err(crate::lang::err))
        .collect::<Result<Vec<_>, _>>()?;
    let threads = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1);
    let config = ArenaConfig {
        game,
        lineup,
        players: args.num("players")?,
        variants: args.variants()?,
        games: args.num("games")?.unwrap_or(100),
        seed: args.num("seed")?.unwrap_or(1),
        threads: args.num("threads")?.unwrap_or(threads),
        max_actions: args.num("max-actions")?.unwrap_or(100_000),
        clock: crate::cpu_clock::clock(),
    };
    let quiet = args.flag("json");
    // A bar redrawn in place on a terminal; in a log, a line every tenth of the run.
    let tty = std::io::stderr().is_terminal();
    let progress = move |done: u32, total: u32| {
        if quiet {
            return;
        }
        if !tty {
            let tenth = (total / 10).max(1);
            if done.is_multiple_of(tenth) || done == total {
                eprintln!("{done}/{total} games");
            }
            return;
        }
        let width = 40;
        let filled = (done as usize * width) / total.max(1) as usize;
        eprint!("\r[{}{}] {done}/{total}", "#".repeat(filled), " ".repeat(width - filled));
        let _ = std::io::stderr().flush();
    };
    let report = run_arena(&config, &progress).map_err(crate::lang::err)?;
    if !quiet && tty {
        eprintln!();
    }
    if args.flag("json") {
        outln!("{}", serde_json::to_string_pretty(&report).unwrap_or_default());
    } else {
        print_report(&report);
    }
    Ok(())
}

fn print_report(r: &ArenaReport) {
    outln!(
        "{}: {} games, {} players, {} abandoned, {:.0} actions per game",
        r.game,
        r.games,
        r.players,
        r.abandoned,
        r.mean_actions
    );
    outln!("{:<7} {:>5} {:>6} {:>24} {:>24}", "level", "seats", "fair", "won (95% CI)", "lost (95% CI)");
    let pct = |i: spelbord_core::arena::Interval| {
        format!("{:.1}% [{:.1}, {:.1}]", i.rate * 100.0, i.low * 100.0, i.high * 100.0)
    };
    for l in &r.levels {
        outln!(
            "{:<7} {:>5.2} {:>5.1}% {:>24} {:>24}",
            l.level.name(),
            l.seats_per_game,
            l.fair_share * 100.0,
            format!("{} {}", l.wins, pct(l.win_rate)),
            format!("{} {}", l.losses, pct(l.loss_rate)),
        );
    }
    outln!("ms per decision ({} clock)", r.clock);
    outln!("{:<7} {:>9} {:>9} {:>9} {:>9} {:>9}", "level", "decisions", "median", "p95", "max", "mean");
    for l in &r.levels {
        let t = l.time;
        outln!(
            "{:<7} {:>9} {:>9.3} {:>9.3} {:>9.3} {:>9.3}",
            l.level.name(),
            l.decisions,
            t.median_ms,
            t.p95_ms,
            t.max_ms,
            t.mean_ms
        );
    }
}
