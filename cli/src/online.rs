//! `spelbord host GAME …` and `spelbord join CODE`: a game on a Spelbord server, played
//! in the terminal. The server decides everything; this shows the seat's view it
//! sends (the board, what happened, the steps on offer) and sends the player's
//! choices back, tagged with the version shown. At the end it checks the dice.

use std::path::PathBuf;

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use spelbord_core::fair_dice;
use spelbord_core::import;
use spelbord_core::seat_request::SeatRequest;
use spelbord_core::SaveFile;
use spelbord_server::protocol::{inflate_frame, Ended, ErrorCode, ServerMsg, StateFrame, PROTOCOL_VERSION};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;

use crate::args::Args;
use crate::lang::{self, t, tr};

/// The server a client talks to unless `--server` says otherwise.
pub const DEFAULT_SERVER: &str = "ws://127.0.0.1:41400/ws";

fn server_url(args: &Args) -> String {
    let given = args.opt("server").unwrap_or(DEFAULT_SERVER);
    match given.starts_with("ws://") || given.starts_with("wss://") {
        true => given.to_string(),
        false => format!("ws://{given}/ws"),
    }
}

/// `spelbord host GAME [--name ME] [--seat invite:NAME | bot:LEVEL]… [--variant K=V]…`,
/// or `spelbord host --from SAVE [--as SEAT] [--name ME]`: a game saved on this
/// device continued online.
pub fn host(args: &Args) -> Result<(), String> {
    args.only(&["server", "name", "seat", "variant", "lang", "data-dir", "from", "as"])?;
    if args.opt("from").is_some() || args.opt("as").is_some() {
        return run(args, import_hello(args)?);
    }
    let game = args.words.get(1).ok_or_else(|| tr("cli-online-need-game", &[]))?;
    let name = args.opt("name").map(str::to_string).unwrap_or_else(|| std::env::var("USER").unwrap_or("Host".into()));
    let mut seats = vec![json!({"kind": "me", "name": name})];
    let given = args.all("seat");
    let given = if given.is_empty() { vec!["invite:Guest".to_string()] } else { given };
    for seat in given {
        let (kind, what) = seat.split_once(':').unwrap_or((seat.as_str(), ""));
        seats.push(match kind {
            "invite" => json!({"kind": "invite", "name": if what.is_empty() { tr("cli-online-guest", &[]) } else { what.to_string() }}),
            "bot" => json!({"kind": "bot", "level": if what.is_empty() { "club" } else { what }}),
            _ => return Err(tr("cli-online-bad-seat", &[("seat", seat.as_str().into())])),
        });
    }
    let hello = json!({"type": "create", "protocol": PROTOCOL_VERSION, "lang": lang::lang().code(), "game": game,
        "variants": args.variants()?, "seats": seats, "contribution": fair_dice::fresh_contribution(), "deflate": true});
    run(args, hello)
}

/// The `import` hello for `host --from SAVE [--as SEAT]`: the save read and its
/// seats planned by the core (the person in seat SEAT, counted from 1, is this
/// terminal; the other people are invited under their names; the bots stay bots).
/// Without `--as`, the save's device holder, else its first person. Everything is
/// checked here, before any connection: a save the core refuses is refused in its words.
fn import_hello(args: &Args) -> Result<Value, String> {
    if args.words.len() > 1 || !args.all("seat").is_empty() || !args.all("variant").is_empty() {
        return Err(tr("cli-online-from-and-game", &[]));
    }
    let path = args.opt("from").ok_or_else(|| tr("cli-online-from-and-game", &[]))?;
    let text = std::fs::read_to_string(path)
        .map_err(|e| tr("cli-online-cannot-read", &[("path", path.into()), ("reason", e.to_string().into())]))?;
    let refused = |e: import::ImportError| t(&e.message());
    let save = import::read(&text).map_err(refused)?;
    let me = match args.num::<usize>("as")? {
        Some(seat) => seat.wrapping_sub(1),
        None => save.viewer.or_else(|| save.seats.iter().position(|s| s.is_human())).unwrap_or(0),
    };
    let mut seats = import::seats_for(&save, me).map_err(refused)?;
    if let (Some(SeatRequest::Me { name }), Some(given)) = (seats.get_mut(me), args.opt("name")) {
        *name = given.to_string();
    }
    if import::hands_carried_over(&save) {
        outln!("{}", tr("cli-online-import-hands", &[]));
    }
    Ok(json!({"type": "import", "protocol": PROTOCOL_VERSION, "lang": lang::lang().code(), "save": text,
        "seats": seats, "contribution": fair_dice::fresh_contribution(), "deflate": true}))
}

/// `spelbord join CODE [--name NAME]`
pub fn join(args: &Args) -> Result<(), String> {
    args.only(&["server", "name", "lang", "data-dir"])?;
    let code = invite_code(&args.words[1..]).ok_or_else(|| tr("cli-online-need-code", &[]))?;
    let hello = json!({"type": "join", "protocol": PROTOCOL_VERSION, "lang": lang::lang().code(), "code": code,
        "name": args.opt("name"), "contribution": fair_dice::fresh_contribution(), "deflate": true});
    run(args, hello)
}

/// The code as typed after `join`: read aloud it is often typed in two words
/// (`RBMP AGYQ`), which the shell hands over as two; the server forgives spaces and
/// dashes, so the words are joined.
fn invite_code(words: &[String]) -> Option<String> {
    let code = words.join(" ");
    (!code.trim().is_empty()).then(|| code.trim().to_string())
}

/// `spelbord rejoin GAME_ID`: back to a seat with the token kept from `host`/`join`.
pub fn rejoin(args: &Args) -> Result<(), String> {
    args.only(&["server", "lang", "data-dir"])?;
    let id = args.words.get(1).ok_or_else(|| tr("cli-online-need-game", &[]))?;
    let token = std::fs::read_to_string(token_file(args, id)?).map_err(|e| e.to_string())?;
    let hello = json!({"type": "resume", "protocol": PROTOCOL_VERSION, "lang": lang::lang().code(),
        "game_id": id, "token": token.trim(), "deflate": true});
    run(args, hello)
}

/// Where the token of an online game is kept (only this user may read it).
fn token_file(args: &Args, game_id: &str) -> Result<PathBuf, String> {
    let safe: String = game_id.chars().filter(|c| c.is_ascii_alphanumeric() || *c == '-').collect();
    Ok(crate::data_dir::resolve(args)?.join("online").join(format!("{safe}.token")))
}

fn keep_token(args: &Args, game_id: &str, token: &str) {
    if let Ok(path) = token_file(args, game_id) {
        if let Some(dir) = path.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        let _ = std::fs::write(&path, token);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let _ = std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600));
        }
    }
}

/// Lines typed at the terminal, read on a thread of their own.
fn stdin_lines() -> mpsc::Receiver<String> {
    let (tx, rx) = mpsc::channel(16);
    std::thread::spawn(move || {
        let mut line = String::new();
        while std::io::stdin().read_line(&mut line).is_ok_and(|n| n > 0) {
            if tx.blocking_send(line.trim().to_string()).is_err() {
                break;
            }
            line.clear();
        }
    });
    rx
}

fn run(args: &Args, hello: Value) -> Result<(), String> {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().map_err(|e| e.to_string())?;
    runtime.block_on(session(args, hello))
}

/// What the player typed, as the message to send for the state shown.
fn typed(line: &str, state: &StateFrame) -> Option<Value> {
    let view = &state.play.as_ref()?.view;
    let version = view.version;
    Some(match line {
        "" => return None,
        "c" => json!({"type": "confirm", "version": version, "pending": view.pending}),
        "u" => json!({"type": "undo", "version": version, "pending": view.pending}),
        "leave" => json!({"type": "leave"}),
        "end" => json!({"type": "end"}),
        _ => match line.parse::<usize>() {
            Ok(n) if n >= 1 && n <= view.next_steps.len() => {
                json!({"type": "step", "version": version, "step": view.next_steps[n - 1].notation,
                    "pending": view.pending})
            }
            _ => json!({"type": "act", "version": version, "mv": line}),
        },
    })
}

fn show(state: &StateFrame) {
    let names: Vec<String> = state.seats.iter().enumerate().map(|(i, s)| seat_line(i, s)).collect();
    outln!("{}", tr("cli-online-seats", &[("names", names.join(", ").into())]));
    let Some(play) = &state.play else {
        outln!("{}", tr("cli-online-waiting", &[("hash", state.fair.commitment[..16].into())]));
        return;
    };
    for line in &play.since {
        outln!("  {line}");
    }
    outln!("{}", play.board);
    let view = &play.view;
    if !view.next_steps.is_empty() || view.can_confirm {
        outln!("{}", tr("cli-online-your-turn", &[]));
        for (i, step) in view.next_steps.iter().enumerate() {
            outln!("  {:>2}. {}", i + 1, t(&step.label));
        }
        if view.can_confirm {
            outln!("   c. {}", tr("cli-online-confirm", &[]));
        }
    }
}

/// Plays until the game ends or the player leaves.
async fn session(args: &Args, hello: Value) -> Result<(), String> {
    let url = server_url(args);
    let (mut ws, _) = tokio_tungstenite::connect_async(url.as_str()).await.map_err(|e| {
        tr("cli-online-no-server", &[("server", url.as_str().into()), ("reason", e.to_string().into())])
    })?;
    let send = |v: Value| Message::Text(v.to_string().into());
    ws.send(send(hello)).await.map_err(|e| e.to_string())?;
    let mut input = stdin_lines();
    let mut state: Option<StateFrame> = None;
    let mut auto_played: Option<u64> = None;
    loop {
        tokio::select! {
            frame = ws.next() => {
                // The hello asked for deflated frames (a twentieth of the data).
                let text = match frame {
                    Some(Ok(Message::Text(text))) => text.to_string(),
                    Some(Ok(Message::Binary(bytes))) => inflate_frame(&bytes).ok_or_else(|| tr("cli-online-closed", &[]))?,
                    Some(Ok(_)) => continue,
                    _ => return Err(tr("cli-online-closed", &[])),
                };
                let msg: ServerMsg = serde_json::from_str(&text).map_err(|e| e.to_string())?;
                match msg {
                    ServerMsg::Joined { game_id, token, invites, .. } => {
                        if !token.is_empty() {
                            keep_token(args, &game_id, &token);
                            outln!("{}", tr("cli-online-joined", &[("game", game_id.as_str().into())]));
                        }
                        for invite in invites {
                            outln!("{}", tr("cli-online-invite", &[("seat", (invite.seat as i64 + 1).into()),
                                ("code", invite.code.as_str().into()), ("link", invite.link.as_str().into())]));
                        }
                    }
                    ServerMsg::State(frame) => {
                        show(&frame);
                        let view = frame.play.as_ref().map(|p| &p.view);
                        if let Some((mv, version)) = view.and_then(|v| Some((v.forced_move.clone()?, v.version))) {
                            if auto_played != Some(version) && frame.ended.is_none() {
                                auto_played = Some(version);
                                // In the player's words where the move is one offered step.
                                let steps = view.map(|v| v.next_steps.as_slice()).unwrap_or_default();
                                let said = steps.iter().find(|s| s.notation == mv).map_or_else(|| mv.clone(), |s| t(&s.label));
                                outln!("{}", tr("cli-online-forced", &[("move", said.into())]));
                                ws.send(send(json!({"type": "act", "version": version, "mv": mv}))).await.map_err(|e| e.to_string())?;
                            }
                        }
                        if let Some(ended) = frame.ended {
                            if ended == Ended::ByHost {
                                outln!("{}", tr("cli-online-ended-by-host", &[]));
                            }
                            if let Some(outcome) = view.and_then(|v| v.outcome.as_ref()) {
                                for line in &outcome.summary {
                                    outln!("{}", t(line));
                                }
                            }
                            ws.send(send(json!({"type": "export"}))).await.map_err(|e| e.to_string())?;
                        }
                        state = Some(*frame);
                    }
                    ServerMsg::Save { text } => {
                        let proof = state.as_ref().map(|s| s.fair.clone()).unwrap_or_default();
                        let checked = SaveFile::from_json(&text, "online").map_err(lang::err)
                            .and_then(|save| proof.check(&save).map_err(|e| e.to_string()));
                        match checked {
                            Ok(check) => {
                                outln!("{}", tr("cli-online-fair", &[]));
                                // An imported game: checked from the import on.
                                if let Some(note) = check.note() {
                                    outln!("{}", t(&note));
                                }
                            }
                            Err(why) => outln!("{}", tr("cli-online-unfair", &[("reason", why.into())])),
                        }
                        return Ok(());
                    }
                    ServerMsg::Error { code, message, fatal, .. } => {
                        outln!("{message}");
                        // Refused before any state (a create, import or join turned down): done.
                        if fatal || code == ErrorCode::Replaced || state.is_none() {
                            return Err(message);
                        }
                        if matches!(code, ErrorCode::UnknownCode | ErrorCode::ExpiredCode | ErrorCode::BadToken) {
                            return Err(message);
                        }
                    }
                    ServerMsg::Ack { .. } | ServerMsg::Pong | ServerMsg::Status { .. } => {}
                }
            }
            line = input.recv() => {
                let Some(line) = line else { return Ok(()) };
                if line == "q" {
                    return Ok(());
                }
                if let Some(msg) = state.as_ref().and_then(|s| typed(&line, s)) {
                    let leaving = msg["type"] == "leave";
                    ws.send(send(msg)).await.map_err(|e| e.to_string())?;
                    if leaving {
                        return Ok(());
                    }
                }
            }
        }
    }
}

/// A seat as "At the table" names it: its name, or for a seat without one the
/// table's name for it ("Beginner bot 2", "Player 3") as every other line says it;
/// "…" after a seat whose device is not connected.
fn seat_line(i: usize, s: &spelbord_server::protocol::SeatInfo) -> String {
    let mark = if s.connected { "" } else { " …" };
    let seat = spelbord_core::SeatConfig { name: s.name.clone(), bot: s.bot };
    format!("{}{mark}", t(&seat.name_msg(i)))
}

#[cfg(test)]
mod tests {
    use super::invite_code;

    /// A code typed in two words reaches the server whole; no words is no code.
    #[test]
    fn a_code_typed_in_two_words_is_one_code() {
        let words = |w: &[&str]| w.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(invite_code(&words(&["rbmp", "agyq"])).as_deref(), Some("rbmp agyq"));
        assert_eq!(invite_code(&words(&["RBMP-AGYQ"])).as_deref(), Some("RBMP-AGYQ"));
        assert_eq!(invite_code(&words(&[])), None);
        assert_eq!(invite_code(&words(&[" "])), None);
    }

    /// "At the table" names a bot as every other line does ("Beginner bot 2"), never "bot".
    #[test]
    fn at_the_table_names_bots_by_level_and_seat() {
        use spelbord_core::BotLevel;
        use spelbord_server::protocol::SeatInfo;
        let seat = |name: &str, bot: Option<BotLevel>, connected: bool| SeatInfo {
            name: name.into(),
            bot,
            taken: true,
            connected,
            left: false,
        };
        assert_eq!(super::seat_line(0, &seat("Anna", None, true)), "Anna");
        assert_eq!(super::seat_line(1, &seat("", Some(BotLevel::Beginner), true)), "Beginner bot 2");
        assert_eq!(super::seat_line(2, &seat("Bo", None, false)), "Bo …");
    }
}
