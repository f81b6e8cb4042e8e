package se.spelbord.app

import java.util.concurrent.TimeUnit
import okhttp3.OkHttpClient
import okhttp3.Request
import okhttp3.Response
import okhttp3.WebSocket
import okhttp3.WebSocketListener
import se.spelbord.ffi.SocketEvents
import se.spelbord.ffi.WebSocketTransport

/**
 * OkHttp's WebSocket as the online table's transport on Android: the platform's TLS
 * (the system's certificate store) and proxy settings. It only opens, sends and closes;
 * the table's Rust side decides everything (reconnects, versions, catch-up).
 */
class OkHttpTransport(
    private val client: OkHttpClient = OkHttpClient.Builder().pingInterval(20, TimeUnit.SECONDS).build(),
) : WebSocketTransport {
    private val lock = Any()
    private var socket: WebSocket? = null

    override fun connect(url: String, events: SocketEvents) {
        close()
        val listener = object : WebSocketListener() {
            override fun onOpen(webSocket: WebSocket, response: Response) = events.onOpen()
            override fun onMessage(webSocket: WebSocket, text: String) = events.onText(text)
            override fun onClosed(webSocket: WebSocket, code: Int, reason: String) = events.onClosed("closed $code $reason")
            override fun onFailure(webSocket: WebSocket, t: Throwable, response: Response?) = events.onClosed("failure ${t.message}")
        }
        // OkHttp takes http(s) URLs for WebSockets.
        val http = url.replaceFirst("wss://", "https://").replaceFirst("ws://", "http://")
        synchronized(lock) { socket = client.newWebSocket(Request.Builder().url(http).build(), listener) }
    }

    // OkHttp queues sends in order itself.
    override fun send(text: String) {
        synchronized(lock) { socket?.send(text) }
    }

    override fun close() {
        synchronized(lock) {
            socket?.cancel()
            socket = null
        }
    }
}
