//! The HTTP side: routes, and starting and stopping a server.

use std::net::SocketAddr;
use std::sync::Arc;

use axum::routing::get;
use axum::serve::ListenerExt;
use axum::Router;

use crate::hub::{Config, Hub};
use crate::socket;
use crate::store::SqlStore;

/// The server's routes: `/ws` for devices, `/join/CODE` for invite links, `/health`.
/// Serve them with connect info (`into_make_service_with_connect_info::<SocketAddr>`):
/// `/ws` counts failed joins by the peer's address.
pub fn router(hub: Arc<Hub>) -> Router {
    Router::new()
        .route("/ws", get(socket::upgrade))
        .route("/join/{code}", get(socket::join_link))
        .route("/health", get(|| async { "ok" }))
        .with_state(hub)
}

/// A server running on a task: its address, and a handle that stops it.
pub struct Running {
    /// Where it listens.
    pub addr: SocketAddr,
    /// Stops it when sent (or dropped).
    pub stop: tokio::sync::oneshot::Sender<()>,
    /// The serving task.
    pub task: tokio::task::JoinHandle<std::io::Result<()>>,
    /// The games it holds (tests drive it directly too).
    pub hub: Arc<Hub>,
}

/// Opens the database at `database_url` and serves on `listen` until stopped.
pub async fn start(listen: SocketAddr, database_url: &str, mut config: Config) -> Result<Running, String> {
    let store =
        SqlStore::open_with_key_file(database_url, config.key_file.as_deref()).await.map_err(|e| e.to_string())?;
    let listener = tokio::net::TcpListener::bind(listen).await.map_err(|e| format!("{listen}: {e}"))?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    if config.public_url.is_empty() {
        config.public_url = format!("http://{addr}");
    }
    let hub = Arc::new(Hub::new(Arc::new(store), config));
    tokio::spawn(sweep(Arc::downgrade(&hub)));
    if crate::cluster::is_shared(database_url) {
        crate::cluster::join(database_url, &hub).await?;
        tokio::spawn(recheck(Arc::downgrade(&hub)));
    }
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let app = router(hub.clone());
    let task = tokio::spawn(async move {
        // Each frame goes out as it is written: with Nagle's algorithm a frame written
        // while the previous one was unacknowledged waited for the device's delayed
        // ACK, some 40 ms on every action (TavliOnlineTest measured 49 ms a move step on
        // loopback; see its notes).
        let listener = listener.tap_io(|tcp| {
            let _ = tcp.set_nodelay(true);
        });
        // With each connection's peer address: failed joins are counted by it.
        axum::serve(listener, app.into_make_service_with_connect_info::<SocketAddr>())
            .with_graceful_shutdown(async move {
                let _ = stopped.await;
            })
            .await
    });
    Ok(Running { addr, stop, task, hub })
}

/// Compares the games held with the database every [`crate::cluster::RECHECK`]
/// (news a dead node never sent) until the hub is gone.
async fn recheck(hub: std::sync::Weak<Hub>) {
    loop {
        tokio::time::sleep(crate::cluster::RECHECK).await;
        match hub.upgrade() {
            Some(hub) => hub.recheck().await,
            None => return,
        }
    }
}

/// Unloads idle games now and then (see [`Hub::unload_idle`]) until the hub is gone.
async fn sweep(hub: std::sync::Weak<Hub>) {
    loop {
        let every = match hub.upgrade() {
            Some(hub) => hub.sweep_every(),
            None => return,
        };
        tokio::time::sleep(every).await;
        match hub.upgrade() {
            Some(hub) => {
                hub.unload_idle();
            }
            None => return,
        }
    }
}
