//! `spelbord host GAME …` and `spelbord join CODE`: a game on a Spelbord server, played
//! in the terminal. The server decides everything; this shows the seat's view it
//! sends (the board, what happened, the steps on offer) and sends the player's
//! choices back, tagged with the version shown. At the end it checks the dice.

use std::collections::VecDeque;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use spelbord_core::import;
use spelbord_core::seat_request::SeatRequest;
use spelbord_core::{BotLevel, Msg};
use spelbord_protocol::client::{server_url, Client, Command, Effect, Hello, Link, Options, Ticket};
use spelbord_protocol::{inflate_frame, Ended, StateFrame};
use tokio::net::TcpStream;
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use crate::args::Args;
use crate::lang::{self, t, tr};

/// The server a client talks to unless `--server` says otherwise.
pub const DEFAULT_SERVER: &str = "ws://127.0.0.1:41400/ws";

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
    let mut seats = vec![SeatRequest::Me { name }];
    let given = args.all("seat");
    let given = if given.is_empty() { vec!["invite:Guest".to_string()] } else { given };
    for seat in given {
        let (kind, what) = seat.split_once(':').unwrap_or((seat.as_str(), ""));
        seats.push(match kind {
            "invite" => SeatRequest::Invite {
                name: if what.is_empty() { tr("cli-online-guest", &[]) } else { what.to_string() },
            },
            "bot" => SeatRequest::Bot {
                level: if what.is_empty() { BotLevel::Club } else { BotLevel::parse(what).map_err(lang::err)? },
            },
            _ => return Err(tr("cli-online-bad-seat", &[("seat", seat.as_str().into())])),
        });
    }
    run(args, Hello::Create { game: game.clone(), variants: args.variants()?, seats })
}

/// The `import` hello for `host --from SAVE [--as SEAT]`: the save read and its
/// seats planned by the core (the person in seat SEAT, counted from 1, is this
/// terminal; the other people are invited under their names; the bots stay bots).
/// Without `--as`, the save's device holder, else its first person. Everything is
/// checked here, before any connection: a save the core refuses is refused in its words.
fn import_hello(args: &Args) -> Result<Hello, String> {
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
    Ok(Hello::Import { save: text, seats })
}

/// `spelbord join CODE [--name NAME]`
pub fn join(args: &Args) -> Result<(), String> {
    args.only(&["server", "name", "lang", "data-dir"])?;
    let code = invite_code(&args.words[1..]).ok_or_else(|| tr("cli-online-need-code", &[]))?;
    run(args, Hello::Join { code, name: args.opt("name").map(str::to_string) })
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
    // The seat and whether this device hosts come back with the first state.
    let ticket = Ticket { game_id: id.clone(), token: token.trim().to_string(), seat: 0, host: false };
    run(args, Hello::Resume { ticket, seen_version: None })
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

fn run(args: &Args, hello: Hello) -> Result<(), String> {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().map_err(|e| e.to_string())?;
    runtime.block_on(session(args, hello))
}

/// What the player typed, as a command on the state shown.
fn typed(line: &str, state: &StateFrame) -> Option<Command> {
    let view = &state.play.as_ref()?.view;
    Some(match line {
        "" => return None,
        "c" => Command::Confirm,
        "u" => Command::Undo,
        _ => match line.parse::<usize>() {
            Ok(n) if n >= 1 && n <= view.next_steps.len() => Command::Step(view.next_steps[n - 1].notation.clone()),
            _ => Command::Act(line.to_string()),
        },
    })
}

fn show(state: &StateFrame) {
    let names: Vec<String> = state.seats.iter().enumerate().map(|(i, s)| seat_line(i, s)).collect();
    outln!("{}", tr("cli-online-seats", &[("names", names.join(", ").into())]));
    let Some(play) = &state.play else {
        let hash: String = state.fair.commitment.chars().take(16).collect();
        outln!("{}", tr("cli-online-waiting", &[("hash", hash.into())]));
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

/// The socket of one connection.
type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// The next frame of the open socket, if any (never, while none is open).
async fn next_frame(ws: &mut Option<Socket>) -> Option<Result<Message, tokio_tungstenite::tungstenite::Error>> {
    match ws {
        Some(socket) => socket.next().await,
        None => std::future::pending().await,
    }
}

/// Sleeps until `at` (ms of the session's clock), or forever for `None`.
async fn sleep_until(at: Option<u64>, now: u64) {
    match at {
        Some(at) => tokio::time::sleep(Duration::from_millis(at.saturating_sub(now))).await,
        None => std::future::pending().await,
    }
}

/// How a session goes on after the machine's effects were carried out.
enum Next {
    /// Keep playing.
    On,
    /// Done: the game was checked at its end, or the player left.
    Done,
    /// Stopped with this reason.
    Failed(String),
}

/// One online seat in the terminal: the protocol's client machine (the same the
/// apps drive) over a tokio-tungstenite socket, the stdin lines as the player's
/// commands. Plays until the game ends and its dice are checked, or the player leaves.
struct Terminal<'a> {
    args: &'a Args,
    client: Client,
    ws: Option<Socket>,
    started: Instant,
    wake: Option<u64>,
    /// True once a socket opened: a first connection that fails ends the session,
    /// a later one is tried again.
    ever_open: bool,
    /// True while "Reconnecting…" is said and no state has come since.
    said_reconnecting: bool,
    ended_shown: bool,
}

impl Terminal<'_> {
    fn now(&self) -> u64 {
        self.started.elapsed().as_millis() as u64
    }

    /// Carries out the machine's effects in order (and those they lead to).
    async fn run(&mut self, effects: Vec<Effect>) -> Next {
        let mut queue: VecDeque<Effect> = effects.into();
        while let Some(effect) = queue.pop_front() {
            match effect {
                Effect::Connect(url) => match tokio_tungstenite::connect_async(url.as_str()).await {
                    Ok((socket, _)) => {
                        self.ws = Some(socket);
                        self.ever_open = true;
                        queue.extend(self.client.opened());
                    }
                    Err(e) if !self.ever_open => {
                        let reason = e.to_string();
                        return Next::Failed(tr(
                            "cli-online-no-server",
                            &[("server", url.as_str().into()), ("reason", reason.into())],
                        ));
                    }
                    Err(_) => {
                        let now = self.now();
                        queue.extend(self.client.closed(now));
                    }
                },
                Effect::Send(text) => {
                    let sent = match self.ws.as_mut() {
                        Some(socket) => socket.send(Message::Text(text.into())).await.is_ok(),
                        None => false,
                    };
                    if !sent {
                        self.ws = None;
                        let now = self.now();
                        queue.extend(self.client.closed(now));
                    }
                }
                Effect::Close => {
                    if let Some(mut socket) = self.ws.take() {
                        let _ = socket.close(None).await;
                    }
                }
                Effect::WakeAt(at) => self.wake = Some(self.wake.map_or(at, |w| w.min(at))),
                Effect::Publish => {
                    if matches!(self.client.link(), Link::Waiting { .. }) && !self.said_reconnecting {
                        self.said_reconnecting = true;
                        outln!("{} {}", tr("cli-online-closed", &[]), t(&Msg::new("app-online-reconnecting")));
                    }
                }
                Effect::Joined(ticket) => {
                    keep_token(self.args, &ticket.game_id, &ticket.token);
                    outln!("{}", tr("cli-online-joined", &[("game", ticket.game_id.as_str().into())]));
                }
                Effect::Invites(invites) => {
                    for invite in invites {
                        let seat = (invite.seat as i64 + 1).into();
                        let (code, link) = (invite.code.as_str().into(), invite.link.as_str().into());
                        outln!("{}", tr("cli-online-invite", &[("seat", seat), ("code", code), ("link", link)]));
                    }
                }
                Effect::State => self.state(),
                Effect::PlayedForYou(mv) => {
                    // In the player's words where the move is one offered step.
                    let view = self.client.frame().and_then(|f| f.play.as_ref()).map(|p| &p.view);
                    let steps = view.map(|v| v.next_steps.as_slice()).unwrap_or_default();
                    let said = steps.iter().find(|s| s.notation == mv).map_or(mv, |s| t(&s.label));
                    outln!("{}", tr("cli-online-forced", &[("move", said.into())]));
                }
                Effect::Refused { message, .. } => {
                    outln!("{message}");
                    // Refused before any state (a create, import or join turned down): done.
                    if self.client.frame().is_none() || matches!(self.client.link(), Link::Closed { .. }) {
                        return Next::Failed(message);
                    }
                }
                Effect::DiceChecked => {
                    match self.client.dice_check() {
                        Some(Ok(check)) => {
                            outln!("{}", tr("cli-online-fair", &[]));
                            // An imported game: checked from the import on.
                            if let Some(note) = check.note() {
                                outln!("{}", t(&note));
                            }
                        }
                        Some(Err(why)) => outln!("{}", tr("cli-online-unfair", &[("reason", why.as_str().into())])),
                        None => {}
                    }
                    return Next::Done;
                }
            }
        }
        Next::On
    }

    /// A new state: shown, and at the end how it ended.
    fn state(&mut self) {
        self.said_reconnecting = false;
        let Some(frame) = self.client.frame() else { return };
        show(frame);
        if let (Some(ended), false) = (frame.ended, self.ended_shown) {
            self.ended_shown = true;
            if ended == Ended::ByHost {
                outln!("{}", tr("cli-online-ended-by-host", &[]));
            }
            if let Some(outcome) = frame.play.as_ref().and_then(|p| p.view.outcome.as_ref()) {
                for line in &outcome.summary {
                    outln!("{}", t(line));
                }
            }
        }
    }

    /// A line the player typed: the effects of what it asks for.
    fn typed(&mut self, line: &str) -> Vec<Effect> {
        let Some(frame) = self.client.frame() else { return Vec::new() };
        match line {
            "leave" if frame.play.is_some() => self.client.leave_game(),
            "end" if frame.play.is_some() => self.client.end_game(),
            _ if line == "resign" || line.starts_with("resign ") => {
                match (resign_command(line, self.client.resign_offer()), self.client.version()) {
                    (Ok(command), Some(version)) => {
                        let effects = self.client.command(version, command);
                        if !effects.iter().any(|e| matches!(e, Effect::Send(_))) {
                            if let Some(why) = self.client.error() {
                                outln!("{}", t(why));
                            }
                        }
                        effects
                    }
                    (Err(lines), _) => {
                        for line in lines {
                            outln!("{line}");
                        }
                        Vec::new()
                    }
                    (Ok(_), None) => Vec::new(),
                }
            }
            _ => match (typed(line, frame), self.client.version()) {
                (Some(command), Some(version)) => {
                    let effects = self.client.command(version, command);
                    if !effects.iter().any(|e| matches!(e, Effect::Send(_))) {
                        // Not sent (offline): said why.
                        if let Some(why) = self.client.error() {
                            outln!("{}", t(why));
                        }
                    }
                    effects
                }
                _ => Vec::new(),
            },
        }
    }
}

/// Plays until the game ends or the player leaves.
async fn session(args: &Args, hello: Hello) -> Result<(), String> {
    let options = Options {
        lang: lang::lang().code().to_string(),
        // A twentieth of the data.
        deflate: true,
        scene_changes: false,
        text_board: true,
        // The only legal move (other than rolling) is played at once, and said.
        auto_play_ms: Some(0),
    };
    let client = Client::new(&server_url(args.opt("server").unwrap_or(DEFAULT_SERVER)), hello, options);
    let mut term = Terminal {
        args,
        client,
        ws: None,
        started: Instant::now(),
        wake: None,
        ever_open: false,
        said_reconnecting: false,
        ended_shown: false,
    };
    let mut input = stdin_lines();
    let mut effects = term.client.start();
    loop {
        match term.run(std::mem::take(&mut effects)).await {
            Next::On => {}
            Next::Done => return Ok(()),
            Next::Failed(why) => return Err(why),
        }
        if let Link::Closed { why } = term.client.link() {
            // The player left (said by the machine), or the seat is gone for good.
            return if why.key == "app-online-left" { Ok(()) } else { Err(t(why)) };
        }
        let now = term.now();
        tokio::select! {
            frame = next_frame(&mut term.ws) => {
                let now = term.now();
                effects = match frame {
                    Some(Ok(Message::Text(text))) => term.client.text(now, text.as_str()),
                    // The hello asked for deflated frames; one that does not inflate is
                    // a broken connection.
                    Some(Ok(Message::Binary(bytes))) => match inflate_frame(&bytes) {
                        Some(text) => term.client.text(now, &text),
                        None => {
                            let mut out = vec![Effect::Close];
                            out.extend(term.client.closed(now));
                            out
                        }
                    },
                    Some(Ok(Message::Close(_))) | Some(Err(_)) | None => {
                        term.ws = None;
                        term.client.closed(now)
                    }
                    Some(Ok(_)) => Vec::new(),
                };
            }
            _ = sleep_until(term.wake, now) => {
                term.wake = None;
                let now = term.now();
                effects = term.client.tick(now);
            }
            line = input.recv() => {
                let Some(line) = line else { return Ok(()) };
                if line == "q" {
                    return Ok(());
                }
                effects = term.typed(&line);
            }
        }
    }
}

/// `resign` or `resign N` typed, against what the core offers this seat (the
/// server's frame): the command for way N, or else the lines to show (the question
/// and the ways numbered, then how to choose one; or that nothing may be resigned).
/// A plain `resign` never sends anything: the number typed is the confirmation.
fn resign_command(
    line: &str,
    offer: Option<(&Msg, &[spelbord_protocol::ResignOffer])>,
) -> Result<Command, Vec<String>> {
    let Some((question, ways)) = offer else { return Err(vec![tr("cli-online-no-resign", &[])]) };
    let chosen = line.strip_prefix("resign").map(str::trim).and_then(|n| n.parse::<usize>().ok());
    if let Some(way) = chosen.and_then(|n| n.checked_sub(1)).and_then(|i| ways.get(i)) {
        return Ok(Command::Resign(Some(way.scope)));
    }
    let mut lines = vec![t(question)];
    for (i, way) in ways.iter().enumerate() {
        let detail = way.detail.as_ref().map(|d| format!(" ({})", t(d))).unwrap_or_default();
        lines.push(format!("  {:>2}. {}{detail}", i + 1, t(&way.label)));
    }
    let numbers: Vec<String> = (1..=ways.len()).map(|n| format!("resign {n}")).collect();
    lines.push(tr("cli-online-resign-pick", &[("ways", numbers.join(", ").into())]));
    Err(lines)
}

/// A seat as "At the table" names it: its name, or for a seat without one the
/// table's name for it ("Beginner bot 2", "Player 3") as every other line says it;
/// "…" after a seat whose device is not connected.
fn seat_line(i: usize, s: &spelbord_protocol::SeatInfo) -> String {
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

    /// `resign` shows the core's question and ways and sends nothing; `resign N`
    /// sends way N; nothing offered says so.
    #[test]
    fn resign_asks_first_and_resign_with_a_number_sends_that_way() {
        use spelbord_core::resign::ResignScope;
        use spelbord_core::{SeatConfig, SessionConfig};
        use spelbord_protocol::client::Command;
        use spelbord_protocol::ResignOffer;
        let config = SessionConfig {
            game: "fevga".into(),
            seats: vec![SeatConfig::human("Ann"), SeatConfig::human("Bo")],
            variants: [("match".to_string(), "3".to_string())].into(),
            seed: Some(4),
            title: None,
        };
        let s = spelbord_core::new_session(&config).unwrap();
        let (question, choices) = spelbord_core::resign::offer(s.as_ref(), 1).unwrap();
        let ways: Vec<ResignOffer> =
            choices.into_iter().map(|c| ResignOffer { scope: c.scope, label: c.label, detail: c.detail }).collect();
        let offer = Some((&question, ways.as_slice()));
        let shown = super::resign_command("resign", offer).unwrap_err();
        assert!(shown[0].contains("Bo"), "{shown:?}");
        assert!(shown.iter().any(|l| l.contains("resign 1, resign 2")), "{shown:?}");
        assert_eq!(super::resign_command("resign 2", offer), Ok(Command::Resign(Some(ResignScope::All))));
        assert_eq!(super::resign_command("resign 1", offer), Ok(Command::Resign(Some(ResignScope::ThisGame))));
        assert!(super::resign_command("resign 3", offer).is_err(), "no third way: asked again");
        let none = super::resign_command("resign 1", None).unwrap_err();
        assert_eq!(none, vec!["There is nothing to resign now.".to_string()]);
    }

    /// "At the table" names a bot as every other line does ("Beginner bot 2"), never "bot".
    #[test]
    fn at_the_table_names_bots_by_level_and_seat() {
        use spelbord_core::BotLevel;
        use spelbord_protocol::SeatInfo;
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
