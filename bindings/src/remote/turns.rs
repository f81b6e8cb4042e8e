//! "Your turn" on the home screen: one `status` request per server about every online
//! game this device holds a seat of ([`check_turns`]), and the home screen's list and
//! count line from it ([`home_online`]). The shells call the first as the app opens or
//! comes back to the foreground and draw what the second returns.

use std::collections::BTreeMap;
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use spelbord_core::Msg;
use spelbord_protocol::{ClientMsg, GameStatus, ServerMsg, StatusAsk, MAX_STATUS_GAMES};

use super::machine::server_url;
use super::{OnlineTicket, SocketEvents, WebSocketTransport};
use crate::i18n::Message;

/// How long [`check_turns`] waits for one server (to open, then to answer).
const CHECK_TIMEOUT: Duration = Duration::from_secs(8);

/// What the server says of one online game this device holds a seat of.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct GameTurn {
    /// The server address, as in the ticket.
    pub server: String,
    /// The game's id.
    pub game_id: String,
    /// True when the game waits for this device's seat.
    pub your_turn: bool,
    /// The game's version (0 before it starts).
    pub version: u64,
    /// True once the game has ended.
    pub over: bool,
    /// The game kind (`fia`), empty from an older server.
    pub game: String,
    /// The home card's line: the game, the other players and whose turn it is
    /// ("Fevga with Bo · your turn"), or whom it waits for to join; none from an
    /// older server (see [`super::home::card_line`]).
    pub line: Option<Message>,
}

/// One online game as the home screen knows it from the device's own files.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct OnlineEntry {
    /// The server address, as in the ticket.
    pub server: String,
    /// The game's id.
    pub game_id: String,
    /// The game kind (`fia`), empty until the board was seen.
    pub game: String,
    /// Whether it waits for this device's seat: as last seen, or as the server said.
    pub your_turn: bool,
    /// True once the game has ended (the server said so).
    pub over: bool,
    /// When this device last saw it (Unix ms).
    pub seen_ms: u64,
    /// The card's line, as the server last said it ([`GameTurn::line`]); none when
    /// it has not answered (the card shows the game's name).
    pub line: Option<Message>,
}

/// The home screen's online games: in order, with the count line.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct HomeOnline {
    /// The games: waiting for you first, then the latest seen; finished games last.
    pub games: Vec<OnlineEntry>,
    /// How many wait for you.
    pub waiting: u32,
    /// "2 games wait for you", to render with `render_message`; none when none waits.
    pub line: Option<Message>,
}

/// The home screen's online games from what the device kept (`entries`) and what the
/// servers said (`turns`, from [`check_turns`]): a server's word replaces what was
/// last seen; a game the servers did not answer for keeps its last-seen turn (the
/// server may be away; nothing is forgotten here).
#[uniffi::export]
pub fn home_online(entries: Vec<OnlineEntry>, turns: Vec<GameTurn>) -> HomeOnline {
    crate::error::guard_value(
        || {
            let said: BTreeMap<(&str, &str), &GameTurn> =
                turns.iter().map(|t| ((t.server.as_str(), t.game_id.as_str()), t)).collect();
            let mut games: Vec<OnlineEntry> = entries
                .iter()
                .map(|e| {
                    let mut e = e.clone();
                    if let Some(t) = said.get(&(e.server.as_str(), e.game_id.as_str())) {
                        e.your_turn = t.your_turn && !t.over;
                        e.over = t.over;
                        e.line = t.line.clone().or(e.line.take());
                        if e.game.is_empty() {
                            e.game = t.game.clone();
                        }
                    }
                    e
                })
                .collect();
            games.sort_by(|a, b| {
                (a.over, !a.your_turn, std::cmp::Reverse(a.seen_ms)).cmp(&(
                    b.over,
                    !b.your_turn,
                    std::cmp::Reverse(b.seen_ms),
                ))
            });
            let waiting = games.iter().filter(|g| g.your_turn).count() as u32;
            let line = (waiting > 0).then(|| Msg::new("app-online-wait-count").arg("count", waiting as i64).into());
            HomeOnline { games, waiting, line }
        },
        HomeOnline { games: entries.clone(), waiting: 0, line: None },
    )
}

/// Asks each server the tickets name, through `transport` (the same platform socket
/// a game uses, one socket at a time), whose turn it is in each game. Blocks for up
/// to a few seconds per server: call it off the UI thread. A server that cannot be
/// reached, or refuses, adds nothing; a ticket the server does not know (a wrong
/// token, a game gone) adds nothing either.
#[uniffi::export]
pub fn check_turns(tickets: Vec<OnlineTicket>, transport: Box<dyn WebSocketTransport>) -> Vec<GameTurn> {
    crate::error::guard_value(|| check_with(&tickets, transport.as_ref(), CHECK_TIMEOUT), Vec::new())
}

/// [`check_turns`] with its wait per server.
pub(crate) fn check_with(
    tickets: &[OnlineTicket],
    transport: &dyn WebSocketTransport,
    timeout: Duration,
) -> Vec<GameTurn> {
    let mut by_server: BTreeMap<&str, Vec<&OnlineTicket>> = BTreeMap::new();
    for t in tickets {
        by_server.entry(t.server.as_str()).or_default().push(t);
    }
    let mut turns = Vec::new();
    for (server, tickets) in by_server {
        let call = Arc::new(Call::default());
        transport.connect(server_url(server), Arc::new(SocketEvents::status(call.clone())));
        if call.wait(timeout, |s| s.open || s.closed).open {
            for chunk in tickets.chunks(MAX_STATUS_GAMES) {
                let games = chunk.iter().map(|t| StatusAsk { game_id: t.game_id.clone(), token: t.token.clone() });
                call.reset_answer();
                transport.send(ClientMsg::Status { games: games.collect(), lang: None }.to_text());
                let Some(Some(games)) = call.wait(timeout, |s| s.answer.is_some() || s.closed).answer else { break };
                turns.extend(games.into_iter().map(|g| turn(server, g)));
            }
        }
        transport.close();
    }
    turns
}

fn turn(server: &str, g: GameStatus) -> GameTurn {
    let line = super::home::card_line(&g).map(Into::into);
    GameTurn {
        line,
        game: g.game,
        server: server.to_string(),
        game_id: g.game_id,
        your_turn: g.your_turn,
        version: g.version,
        over: g.over,
    }
}

/// One status request's socket, as its events report it.
#[derive(Default)]
pub(crate) struct Call {
    state: Mutex<CallState>,
    changed: Condvar,
}

#[derive(Default, Clone)]
pub(crate) struct CallState {
    open: bool,
    closed: bool,
    /// `Some(None)`: the server refused.
    answer: Option<Option<Vec<GameStatus>>>,
}

impl Call {
    fn update(&self, f: impl FnOnce(&mut CallState)) {
        f(&mut crate::table::lock(&self.state));
        self.changed.notify_all();
    }

    fn reset_answer(&self) {
        self.update(|s| s.answer = None);
    }

    /// Waits until `done` holds or `timeout` passes; the state then.
    fn wait(&self, timeout: Duration, done: impl Fn(&CallState) -> bool) -> CallState {
        let until = Instant::now() + timeout;
        let mut s = crate::table::lock(&self.state);
        while !done(&s) {
            let left = until.saturating_duration_since(Instant::now());
            if left.is_zero() {
                break;
            }
            s = self.changed.wait_timeout(s, left).unwrap_or_else(|p| p.into_inner()).0;
        }
        s.clone()
    }

    pub(crate) fn opened(&self) {
        self.update(|s| s.open = true);
    }

    pub(crate) fn closed(&self) {
        self.update(|s| s.closed = true);
    }

    /// A frame: the answer, a refusal, or something else (ignored).
    pub(crate) fn text(&self, text: &str) {
        match ServerMsg::from_text(text) {
            Ok(ServerMsg::Status { games }) => self.update(|s| s.answer = Some(Some(games))),
            Ok(ServerMsg::Error { .. }) => self.update(|s| s.answer = Some(None)),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{render_message, Language};

    /// A server's games as a fake socket answers for them: (game id, token) → status.
    type Games = BTreeMap<(String, String), GameStatus>;

    /// A socket that answers `status` at once from `servers` (by URL); a URL it does
    /// not know fails to open. Keeps every (URL, frame) sent.
    #[derive(Default)]
    struct FakeSocket {
        servers: BTreeMap<String, Games>,
        url: Mutex<String>,
        events: Mutex<Option<Arc<SocketEvents>>>,
        sent: Mutex<Vec<(String, String)>>,
    }

    impl WebSocketTransport for FakeSocket {
        fn connect(&self, url: String, events: Arc<SocketEvents>) {
            *self.url.lock().unwrap() = url.clone();
            *self.events.lock().unwrap() = Some(events.clone());
            if self.servers.contains_key(&url) {
                events.on_open();
            } else {
                events.on_closed("refused".into());
            }
        }

        fn send(&self, text: String) {
            let url = self.url.lock().unwrap().clone();
            self.sent.lock().unwrap().push((url.clone(), text.clone()));
            let Ok(ClientMsg::Status { games, .. }) = spelbord_protocol::parse_client(&text) else {
                panic!("only status is sent: {text}")
            };
            let known = &self.servers[&url];
            let answer: Vec<GameStatus> =
                games.iter().filter_map(|a| known.get(&(a.game_id.clone(), a.token.clone())).cloned()).collect();
            let events = self.events.lock().unwrap().clone().unwrap();
            events.on_text(ServerMsg::Status { games: answer }.to_text());
        }

        fn close(&self) {}
    }

    fn ticket(server: &str, game_id: &str, token: &str) -> OnlineTicket {
        OnlineTicket { server: server.into(), game_id: game_id.into(), token: token.into(), seat: 1, host: false }
    }

    fn status(game_id: &str, your_turn: bool, over: bool) -> GameStatus {
        GameStatus {
            game_id: game_id.into(),
            seat: 1,
            your_turn,
            version: 7,
            over,
            game: String::new(),
            seats: Vec::new(),
            to_move: None,
        }
    }

    #[test]
    fn each_server_is_asked_about_its_own_tickets_once_and_wrong_or_unreachable_ones_add_nothing() {
        let mut socket = FakeSocket::default();
        let a: Games = [
            (("fia-1".to_string(), "ta1".to_string()), status("fia-1", true, false)),
            (("fevga-2".to_string(), "ta2".to_string()), status("fevga-2", false, true)),
        ]
        .into();
        let b: Games = [(("fjols-3".to_string(), "tb3".to_string()), status("fjols-3", true, false))].into();
        socket.servers.insert("ws://a:1/ws".into(), a);
        socket.servers.insert("ws://b:2/ws".into(), b);
        let tickets = vec![
            ticket("a:1", "fia-1", "ta1"),
            ticket("b:2", "fjols-3", "tb3"),
            ticket("a:1", "fevga-2", "ta2"),
            ticket("a:1", "fia-9", "wrong"),
            ticket("down:3", "fia-4", "td4"),
        ];
        let turns = check_with(&tickets, &socket, Duration::from_millis(200));
        let got: Vec<(&str, &str, bool, bool)> =
            turns.iter().map(|t| (t.server.as_str(), t.game_id.as_str(), t.your_turn, t.over)).collect();
        assert_eq!(
            got,
            vec![("a:1", "fia-1", true, false), ("a:1", "fevga-2", false, true), ("b:2", "fjols-3", true, false)]
        );
        let sent = socket.sent.lock().unwrap().clone();
        assert_eq!(sent.len(), 2, "one request per reachable server: {sent:?}");
        // A server hears only of its own tickets: no token of one goes to another.
        for (url, text) in &sent {
            for t in &tickets {
                assert_eq!(text.contains(&t.token), server_url(&t.server) == *url, "{} in {text} to {url}", t.token);
            }
        }
    }

    #[test]
    fn a_server_that_never_answers_is_given_up_after_the_wait() {
        /// Opens, then says nothing.
        struct Silent;
        impl WebSocketTransport for Silent {
            fn connect(&self, _url: String, events: Arc<SocketEvents>) {
                events.on_open();
            }
            fn send(&self, _text: String) {}
            fn close(&self) {}
        }
        let started = Instant::now();
        let turns = check_with(&[ticket("a:1", "fia-1", "t")], &Silent, Duration::from_millis(150));
        assert!(turns.is_empty());
        assert!(started.elapsed() < Duration::from_secs(2));
    }

    fn entry(game_id: &str, your_turn: bool, seen_ms: u64) -> OnlineEntry {
        OnlineEntry {
            server: "a:1".into(),
            game_id: game_id.into(),
            game: "fia".into(),
            your_turn,
            over: false,
            seen_ms,
            line: None,
        }
    }

    fn turn(game_id: &str, your_turn: bool, over: bool) -> GameTurn {
        GameTurn {
            server: "a:1".into(),
            game_id: game_id.into(),
            your_turn,
            version: 3,
            over,
            game: String::new(),
            line: None,
        }
    }

    #[test]
    fn home_lists_your_turn_first_by_the_servers_word_and_counts_them_in_each_language() {
        let entries =
            vec![entry("old", false, 10), entry("new", false, 30), entry("mid", true, 20), entry("x", true, 40)];
        // The server says "old" waits for you now, "mid" no longer, "x" is over; "new"
        // was not answered for and keeps what was last seen.
        let turns = vec![turn("old", true, false), turn("mid", false, false), turn("x", true, true)];
        let home = home_online(entries, turns);
        let order: Vec<(&str, bool, bool)> =
            home.games.iter().map(|g| (g.game_id.as_str(), g.your_turn, g.over)).collect();
        assert_eq!(order, vec![("old", true, false), ("new", false, false), ("mid", false, false), ("x", false, true)]);
        assert_eq!(home.waiting, 1);
        let line = home.line.unwrap();
        assert_eq!(render_message(line.clone(), Language::En), "One game waits for you");
        assert_eq!(render_message(line.clone(), Language::Sv), "Ett parti väntar på dig");
        assert_eq!(render_message(line, Language::Da), "Et spil venter på dig");
        let two = home_online(vec![entry("a", true, 1), entry("b", true, 2)], vec![]);
        assert_eq!(two.games.iter().map(|g| g.game_id.as_str()).collect::<Vec<_>>(), ["b", "a"], "latest seen first");
        let line = two.line.unwrap();
        assert_eq!(render_message(line.clone(), Language::En), "2 games wait for you");
        assert_eq!(render_message(line.clone(), Language::Sv), "2 partier väntar på dig");
        assert_eq!(render_message(line, Language::Da), "2 spil venter på dig");
        let none = home_online(vec![entry("a", false, 1)], vec![]);
        assert_eq!((none.waiting, none.line), (0, None), "no line when nothing waits");
    }
}
