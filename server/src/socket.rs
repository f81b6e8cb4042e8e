//! One device's WebSocket: frames in (size- and rate-limited, parsed into
//! [`ClientMsg`]), frames out (one writer task draining a bounded queue). Anything
//! unreadable gets a typed error and the connection is closed; nothing panics.

use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Instant;

use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, Path, State};
use axum::response::{IntoResponse, Response};
use futures_util::{SinkExt, StreamExt};
use spelbord_core::i18n::Lang;
use spelbord_core::Msg;
use tokio::sync::mpsc;

use crate::deflate::deflate_frame;
use crate::errors::{in_lang, refuse};
use crate::guesses::Proof;
use crate::hub::{Binding, Conn, Hub};
use spelbord_protocol::{
    parse_client, ClientMsg, ErrorCode, ServerMsg, DEFLATE_FROM_BYTES, MAX_FRAME_BYTES, MAX_IMPORT_BYTES,
    PROTOCOL_VERSION, RATE_BURST, RATE_PER_SECOND,
};

/// Frames a socket reads before the size check refuses them (the transport's own
/// limit sits above the protocol's largest, an import's, so an oversized frame
/// still gets a typed error).
const TRANSPORT_LIMIT: usize = 2 * MAX_IMPORT_BYTES;

/// `GET /ws`: upgrades to a device connection, with small buffers for idle sockets.
/// The peer's address (the router is served with connect info: see
/// [`crate::start`]) is what failed `join`s and `resume`s are counted under.
pub async fn upgrade(
    ws: WebSocketUpgrade,
    State(hub): State<Arc<Hub>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
) -> Response {
    ws.max_message_size(TRANSPORT_LIMIT)
        .max_frame_size(TRANSPORT_LIMIT)
        .read_buffer_size(4096)
        .write_buffer_size(4096)
        .on_upgrade(move |socket| serve(socket, hub, peer.ip()))
}

/// `GET /join/CODE`: the link form of an invite code, for a person without the app yet.
pub async fn join_link(Path(code): Path<String>) -> impl IntoResponse {
    let code: String = code.chars().filter(|c| c.is_ascii_alphanumeric() || *c == '-').take(12).collect();
    format!("Spelbord invite {code}\nOpen Spelbord, choose Join and enter {code}, or run: spelbord join {code}\n")
}

/// A token bucket: [`RATE_PER_SECOND`] frames a second on average, bursts of [`RATE_BURST`].
struct Rate {
    tokens: f64,
    at: Instant,
}

impl Rate {
    fn allow(&mut self) -> bool {
        let now = Instant::now();
        self.tokens = (self.tokens + now.duration_since(self.at).as_secs_f64() * RATE_PER_SECOND).min(RATE_BURST);
        self.at = now;
        self.tokens >= 1.0 && {
            self.tokens -= 1.0;
            true
        }
    }
}

fn fatal(code: ErrorCode, message: impl Into<String>) -> ServerMsg {
    ServerMsg::error(code, message, true)
}

/// A refusal that closes the connection, in the catalogue's words in `lang`.
fn fatal_in(code: ErrorCode, msg: Msg, lang: Lang) -> ServerMsg {
    in_lang(crate::errors::worded(code, msg, true), lang)
}

/// Serves one device until it closes, breaks a rule, is replaced, or is let go for
/// not reading its frames (its bounded queue filled up: see [`Conn::close`]).
async fn serve(socket: WebSocket, hub: Arc<Hub>, peer: IpAddr) {
    let (mut sink, mut stream) = socket.split();
    let (tx, mut rx) = mpsc::channel::<Box<ServerMsg>>(hub.outbox());
    let mut conn = Conn::new(hub.conn_id(), tx.clone(), Lang::En);
    conn.peer = peer;
    let deflate = conn.deflate.clone();
    let writer = tokio::spawn(async move {
        while let Some(msg) = rx.recv().await {
            let closing = matches!(*msg, ServerMsg::Error { fatal: true, .. });
            let text = msg.to_text();
            // Short frames (an ack, an error) gain nothing from DEFLATE: they go as text,
            // which a device that asked for deflated frames reads too.
            let frame = if deflate.load(Ordering::Relaxed) && text.len() >= DEFLATE_FROM_BYTES {
                Message::Binary(deflate_frame(&text).into())
            } else {
                Message::Text(text.into())
            };
            if sink.send(frame).await.is_err() {
                break;
            }
            if closing {
                let _ = sink.send(Message::Close(None)).await;
                break;
            }
        }
        let _ = sink.close().await;
    });
    let let_go = conn.closing.clone();
    let mut binding: Option<Binding> = None;
    let mut rate = Rate { tokens: RATE_BURST, at: Instant::now() };
    let mut too_slow = false;
    loop {
        let frame = tokio::select! {
            frame = stream.next() => frame,
            () = let_go.notified() => {
                too_slow = true;
                break;
            }
        };
        let Some(frame) = frame else { break };
        let text = match frame {
            Ok(Message::Text(text)) => text,
            Ok(Message::Close(_)) => break,
            Ok(Message::Ping(_) | Message::Pong(_)) => continue,
            Ok(Message::Binary(_)) => {
                let _ =
                    tx.send(Box::new(fatal_in(ErrorCode::BadFrame, Msg::new("server-refuse-binary"), conn.lang))).await;
                break;
            }
            Err(_) => {
                // Oversized or broken at the transport: say so if the socket still writes.
                let too_big = Msg::new("server-refuse-frame-size").arg("bytes", MAX_FRAME_BYTES);
                let _ = tx.send(Box::new(fatal_in(ErrorCode::BadFrame, too_big, conn.lang))).await;
                break;
            }
        };
        if !rate.allow() {
            let _ =
                tx.send(Box::new(fatal_in(ErrorCode::RateLimited, Msg::new("server-refuse-rate"), conn.lang))).await;
            break;
        }
        // Boxed: the handling future holds the store's and the game's calls, several KB
        // that would otherwise sit in every idle connection's task for its whole life.
        if let Err(refusal) = Box::pin(handle_text(&hub, &mut conn, &mut binding, text.as_str())).await {
            let close = matches!(*refusal, ServerMsg::Error { fatal: true, .. });
            let _ = tx.send(refusal).await;
            if close {
                break;
            }
        }
    }
    if let Some(binding) = &binding {
        hub.disconnect(binding, conn.id).await;
    }
    drop(tx);
    drop(conn);
    if too_slow {
        // The device reads nothing: its writer may wait for it forever. Both halves
        // are dropped, which closes the connection; its queue goes with it.
        writer.abort();
        return;
    }
    let _ = writer.await;
    // Read what the device still sends until it closes too (or a short while passes):
    // dropping a socket with unread bytes resets the TCP connection, and a reset can
    // throw away the typed error frame just written before the device reads it.
    let _ = tokio::time::timeout(CLOSE_DRAIN, async {
        while let Some(Ok(frame)) = stream.next().await {
            if matches!(frame, Message::Close(_)) {
                break;
            }
        }
    })
    .await;
}

/// How long a closing connection keeps reading so its last error frame is delivered.
const CLOSE_DRAIN: std::time::Duration = std::time::Duration::from_secs(2);

/// One text frame of a device: parsed, then handled. A frame that cannot be read is
/// a fatal refusal (the caller closes the connection).
pub async fn handle_text(
    hub: &Hub,
    conn: &mut Conn,
    binding: &mut Option<Binding>,
    text: &str,
) -> Result<(), Box<ServerMsg>> {
    let msg = parse_client(text).map_err(|(code, why)| {
        Box::new(match code {
            // Too long: the limit in the device's words (an import's own when it is past that).
            ErrorCode::BadFrame if text.len() > MAX_IMPORT_BYTES => {
                fatal_in(code, Msg::new("server-refuse-import-size").arg("bytes", MAX_IMPORT_BYTES), conn.lang)
            }
            ErrorCode::BadFrame => {
                fatal_in(code, Msg::new("server-refuse-frame-size").arg("bytes", MAX_FRAME_BYTES), conn.lang)
            }
            _ => fatal(code, why),
        })
    })?;
    // Every refusal reads in the connection's language (set by create/join/resume).
    handle(hub, conn, binding, msg).await.map_err(|refusal| Box::new(in_lang(*refusal, conn.lang)))
}

/// `join` or `resume`, judged only while the device's address (and for a code, the
/// node) has failed attempts left: a wrong code or token spends one, anything else
/// gives it back (see [`crate::guesses`]). Refused as `rate_limited`, which closes
/// the connection.
async fn guarded(hub: &Hub, conn: &Conn, msg: ClientMsg) -> Result<Binding, Box<ServerMsg>> {
    let proof = match msg {
        ClientMsg::Join { .. } => Proof::Code,
        _ => Proof::Token,
    };
    let Some(attempt) = hub.guesses().try_begin(conn.peer, proof) else {
        return Err(Box::new(fatal_in(ErrorCode::RateLimited, Msg::new("server-refuse-guesses"), conn.lang)));
    };
    let result = match proof {
        Proof::Code => hub.join(msg, conn.clone()).await,
        Proof::Token => hub.resume(msg, conn.clone()).await,
    };
    let wrong = matches!(
        &result,
        Err(refusal) if matches!(**refusal, ServerMsg::Error {
            code: ErrorCode::UnknownCode | ErrorCode::ExpiredCode | ErrorCode::BadToken,
            ..
        })
    );
    hub.guesses().settle(attempt, wrong);
    result
}

/// One message: `create`/`import`/`join`/`resume` bind the connection to a seat, everything
/// else acts on the seat it is bound to.
async fn handle(
    hub: &Hub,
    conn: &mut Conn,
    binding: &mut Option<Binding>,
    msg: ClientMsg,
) -> Result<(), Box<ServerMsg>> {
    match &msg {
        ClientMsg::Ping {} => {
            let _ = conn.send(ServerMsg::Pong);
            return Ok(());
        }
        ClientMsg::Status { games, lang } => {
            // No seat needed: an app asks this as it opens, before (or instead of)
            // resuming any game. A bound connection may ask too.
            if binding.is_none() {
                if let Some(lang) = lang {
                    conn.lang = Lang::from_tag(lang);
                }
            }
            let games = hub.status(games).await?;
            let _ = conn.send(ServerMsg::Status { games });
            return Ok(());
        }
        ClientMsg::Create { protocol, lang, deflate, scene_changes, text_board, .. }
        | ClientMsg::Import { protocol, lang, deflate, scene_changes, text_board, .. }
        | ClientMsg::Join { protocol, lang, deflate, scene_changes, text_board, .. }
        | ClientMsg::Resume { protocol, lang, deflate, scene_changes, text_board, .. } => {
            if *protocol != PROTOCOL_VERSION {
                // Said in the language the frame asks for (the connection closes after it).
                conn.lang = Lang::from_tag(lang);
                let msg = Msg::new("server-refuse-protocol").arg("version", PROTOCOL_VERSION);
                return Err(Box::new(fatal_in(ErrorCode::ProtocolVersion, msg, conn.lang)));
            }
            if binding.is_some() {
                return Err(refuse(ErrorCode::AlreadyInGame, Msg::new("server-refuse-in-game")));
            }
            conn.lang = Lang::from_tag(lang);
            // From the answer to this hello on (the error frames before it are text).
            conn.deflate.store(*deflate, Ordering::Relaxed);
            conn.scene_changes = *scene_changes;
            conn.text_board = *text_board;
        }
        _ => {}
    }
    let bound = match msg {
        ClientMsg::Create { .. } => hub.create(msg, conn.clone()).await?,
        ClientMsg::Import { .. } => hub.import(msg, conn.clone()).await?,
        ClientMsg::Join { .. } | ClientMsg::Resume { .. } => guarded(hub, conn, msg).await?,
        other => {
            let Some(b) = binding.as_ref() else {
                return Err(refuse(ErrorCode::NotInGame, Msg::new("server-refuse-not-in-game")));
            };
            let result = hub.act(b, conn, other).await;
            if let Err(refusal) = &result {
                if let ServerMsg::Error { code: ErrorCode::Replaced, .. } = **refusal {
                    return Err(Box::new(fatal_in(ErrorCode::Replaced, Msg::new("server-replaced"), conn.lang)));
                }
            }
            return result;
        }
    };
    *binding = Some(bound);
    Ok(())
}
