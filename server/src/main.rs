//! `spelbord-server`: serves Spelbord games on a loopback address by default, with
//! an SQLite database in a data directory, or PostgreSQL with `--database`.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use spelbord_server::{start, Config, SqlStore};

/// mimalloc instead of the system allocator: building each seat's frame allocates
/// many small strings on every worker thread, where glibc's allocator cost about 30%
/// of a loaded node's CPU.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

const USAGE: &str = "spelbord-server [--listen ADDR:PORT] [--data DIR] [--database postgres://USER@HOST:PORT/DB]
                [--key-file PATH] [--invite-hours N] [--public-url URL] [--notify-log | --notify-command CMD]
  --listen     where to listen (default 127.0.0.1:41400)
  --data       directory of the embedded SQLite database (default ./spelbord-data)
  --database   a database URL instead (postgres://… or sqlite://…; ?sslmode=verify-full&sslrootcert=CA.pem)
  --key-file   the server key (made owner-only if missing; else $SPELBORD_SERVER_KEY_FILE, else
               spelbord.key beside an SQLite database; PostgreSQL needs one, the same on every node)
  --invite-hours  how long an invite code works (default 72)
  --public-url the start of invite links (default http://ADDR:PORT)
  --notify-log a line on stdout when a game waits for someone not connected
  --notify-command  run CMD GAME_ID SEAT then (a push relay; no shell)";

struct Args {
    listen: SocketAddr,
    database: String,
    config: Config,
}

fn parse(mut args: impl Iterator<Item = String>) -> Result<Args, String> {
    let mut listen: SocketAddr = "127.0.0.1:41400".parse().expect("a valid address");
    let mut data = PathBuf::from("spelbord-data");
    let mut database = None;
    let mut config = Config::default();
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{arg} needs a value"));
        match arg.as_str() {
            "--listen" => listen = value()?.parse().map_err(|e| format!("--listen: {e}"))?,
            "--data" => data = PathBuf::from(value()?),
            "--database" => database = Some(value()?),
            "--key-file" => config.key_file = Some(PathBuf::from(value()?)),
            "--invite-hours" => {
                let hours: f64 = value()?.parse().map_err(|e| format!("--invite-hours: {e}"))?;
                config.invite_ttl = Duration::from_secs_f64((hours * 3600.0).max(0.0));
            }
            "--public-url" => config.public_url = value()?,
            "--notify-log" => config.notifier = std::sync::Arc::new(spelbord_server::notify::LogNotifier),
            "--notify-command" => {
                config.notifier = std::sync::Arc::new(spelbord_server::notify::CommandNotifier { program: value()? })
            }
            "-h" | "--help" => return Err(String::new()),
            other => return Err(format!("unknown option {other}")),
        }
    }
    let database = match database {
        Some(url) => url,
        None => SqlStore::sqlite_url(&data).map_err(|e| format!("{}: {e}", data.display()))?,
    };
    Ok(Args { listen, database, config })
}

#[tokio::main]
async fn main() {
    let args = match parse(std::env::args().skip(1)) {
        Ok(args) => args,
        Err(why) => {
            if !why.is_empty() {
                eprintln!("spelbord-server: {why}");
            }
            eprintln!("{USAGE}");
            std::process::exit(2);
        }
    };
    let shown = if args.database.starts_with("postgres") { "PostgreSQL".to_string() } else { args.database.clone() };
    match start(args.listen, &args.database, args.config).await {
        Ok(running) => {
            println!("spelbord-server listening on ws://{}/ws ({shown})", running.addr);
            tokio::select! {
                result = running.task => {
                    if let Ok(Err(e)) = result {
                        eprintln!("spelbord-server: {e}");
                        std::process::exit(1);
                    }
                }
                _ = tokio::signal::ctrl_c() => {
                    let _ = running.stop.send(());
                }
            }
        }
        Err(e) => {
            eprintln!("spelbord-server: {e}");
            std::process::exit(1);
        }
    }
}
