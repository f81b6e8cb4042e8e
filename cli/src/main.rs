//! `spelbord`: play the Spelbord games in the terminal, and the notation, arena and
//! render tools that tests, bug reports and save debugging speak.

/// Prints a line to stdout. A closed pipe (`spelbord legal ... | head`) ends the
/// program quietly, where `outln!` would panic.
macro_rules! outln {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        if writeln!(std::io::stdout().lock(), $($arg)*).is_err() {
            std::process::exit(0);
        }
    }};
}

mod args;
mod cpu_clock;
mod data_dir;
mod lang;
mod log;
mod markdown;
mod play;
mod saves;
mod svg;
mod tools;

use args::Args;

const USAGE: &str = "\
spelbord — family table games in the terminal

  spelbord [play [GAME]]           play a new game (asks seats, house rules)
      --players N  --seats Anna,Bo,hard,easy  --variant KEY=VALUE  --seed S
      --data-dir DIR (default: $XDG_DATA_HOME/spelbord)  --no-save
      --bot-delay MS  --no-auto (play even forced moves yourself; by default
      a human's only legal move, other than a roll, is played for them)
      --lang sv|da|en (default from $LC_ALL / $LANG) for every word of the game
  spelbord resume [ID]             saved games (ids; d N deletes); continue one
  spelbord games                   the games, their seats and house rules
  spelbord rules GAME [--lang sv]  how to play (en, sv, da; default from $LANG)
  spelbord legal GAME POSITION     legal moves (POSITION: notation or 'start')
  spelbord apply GAME POSITION MOVE...   the position after the moves
  spelbord perft GAME POSITION DEPTH     move-path counts to each depth
  spelbord arena GAME --bots hard,easy --games N --seed S [--players N]
      [--threads N]: games in parallel (default: every core); ms per decision
      are the thread's CPU time: median, 95th percentile, max, mean per level
  spelbord render (SAVE | GAME POSITION) --svg FILE [--viewer SEAT]
      [--theme light|dark] [--colour-blind] [--size WxH] [--lang L]
  spelbord train fevga --games N --out FILE [--init FILE] [--seed S]
                                   TD(λ) self-play for the Fevga bot's network

  'start' takes --players N, --variant KEY=VALUE and --seed S.
  --json gives machine-readable output for legal, apply, perft and arena.
  GAME is one of: fia, pairanoid, fjols, fevga (those built into this version).";

fn games() {
    for def in spelbord_core::catalog::games() {
        let info = def.info();
        outln!("{} — {} ({}-{} players)", info.id, info.name, info.min_players, info.max_players);
        for v in info.variants {
            for line in play::wrap(&format!("    --variant {}={}   {}", v.key, v.values.join("|"), v.help)) {
                outln!("{line}");
            }
        }
    }
}

fn main() {
    let args = match args::utf8(std::env::args_os().skip(1)).and_then(Args::parse) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("spelbord: {e}");
            std::process::exit(2);
        }
    };
    lang::init(&args);
    if args.flag("help") {
        outln!("{USAGE}");
        return;
    }
    let command = args.words.first().map(String::as_str).unwrap_or("play");
    let result = match command {
        "play" | "resume" => play::Console::stdio(&args).and_then(|mut console| {
            if command == "play" {
                play::play(&args, &mut console)
            } else {
                play::resume(&args, &mut console)
            }
        }),
        "games" => {
            games();
            Ok(())
        }
        "rules" => tools::rules(&args),
        "train" => tools::train(&args),
        "legal" => tools::legal(&args),
        "apply" => tools::apply(&args),
        "perft" => tools::perft(&args),
        "arena" => tools::arena(&args),
        "render" => tools::render(&args),
        "help" => {
            outln!("{USAGE}");
            Ok(())
        }
        other => Err(format!("unknown command '{other}' (spelbord --help)")),
    };
    if let Err(e) = result {
        eprintln!("spelbord: {e}");
        std::process::exit(1);
    }
}
