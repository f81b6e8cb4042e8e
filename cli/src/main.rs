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
mod online;
mod play;
mod saves;
mod svg;
mod tools;

use args::Args;

/// `spelbord games`: each game's id, name and players, and its house rules as the
/// command line sets them, explained in the reader's language.
fn games() {
    for def in spelbord_core::catalog::games() {
        let info = def.info();
        let players = match info.min_players == info.max_players {
            true => lang::tr("cli-players-exact", &[("count", info.max_players.into())]),
            false => {
                lang::tr("cli-players-range", &[("min", info.min_players.into()), ("max", info.max_players.into())])
            }
        };
        outln!("{} — {} ({players})", info.id, info.name);
        for v in info.variants {
            let help = lang::t(&spelbord_core::i18n::variant_help(v));
            for line in play::wrap(&format!("    --variant {}={}   {help}", v.key, v.values.join("|"))) {
                outln!("{line}");
            }
        }
    }
}

fn main() {
    // The environment's language until the command line is read (its own errors).
    lang::init(&Args::default());
    let args = match args::utf8(std::env::args_os().skip(1)).and_then(Args::parse) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("spelbord: {e}");
            std::process::exit(2);
        }
    };
    lang::init(&args);
    if args.flag("help") {
        outln!("{}", lang::tr("cli-usage", &[]));
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
        "host" => online::host(&args),
        "join" => online::join(&args),
        "rejoin" => online::rejoin(&args),
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
            outln!("{}", lang::tr("cli-usage", &[]));
            Ok(())
        }
        other => Err(lang::tr("cli-arg-unknown-command", &[("command", other.into())])),
    };
    if let Err(e) = result {
        eprintln!("spelbord: {e}");
        std::process::exit(1);
    }
}
