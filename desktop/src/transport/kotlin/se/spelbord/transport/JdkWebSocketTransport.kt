package se.spelbord.transport

import java.net.URI
import java.net.http.HttpClient
import java.net.http.WebSocket
import java.time.Duration
import java.util.concurrent.CompletableFuture
import java.util.concurrent.CompletionStage
import se.spelbord.ffi.SocketEvents
import se.spelbord.ffi.WebSocketTransport

/**
 * The JDK's WebSocket (java.net.http) as the table's transport: what the desktop app
 * and the JVM tests use (OkHttp on Android, URLSessionWebSocketTask on iOS do the same
 * few things). It opens, sends and closes; the table's Rust side decides everything.
 */
class JdkWebSocketTransport(
    private val client: HttpClient = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build(),
) : WebSocketTransport {
    private val lock = Any()
    private var socket: WebSocket? = null
    private var opening: CompletableFuture<WebSocket>? = null
    private var generation = 0
    /** The JDK allows one outstanding send: each waits for the one before. */
    private var sending: CompletableFuture<*> = CompletableFuture.completedFuture(null)

    /** Frames received, for tests that count them (never read by the table). */
    @Volatile var framesIn = 0

    override fun connect(url: String, events: SocketEvents) {
        close()
        val mine = synchronized(lock) { ++generation }
        val listener = object : WebSocket.Listener {
            private val text = StringBuilder()

            override fun onOpen(ws: WebSocket) {
                // Called before buildAsync's future completes: the socket is ours from here.
                synchronized(lock) { if (generation == mine) socket = ws }
                ws.request(1)
                events.onOpen()
            }

            override fun onText(ws: WebSocket, data: CharSequence, last: Boolean): CompletionStage<*>? {
                text.append(data)
                if (last) {
                    val frame = text.toString()
                    text.setLength(0)
                    framesIn++
                    events.onText(frame)
                }
                ws.request(1)
                return null
            }

            override fun onClose(ws: WebSocket, statusCode: Int, reason: String): CompletionStage<*>? {
                events.onClosed("closed $statusCode $reason")
                return null
            }

            override fun onError(ws: WebSocket, error: Throwable) {
                events.onClosed("error ${error.message}")
            }
        }
        val future = client.newWebSocketBuilder().connectTimeout(Duration.ofSeconds(5)).buildAsync(URI.create(url), listener)
        synchronized(lock) { if (generation == mine) opening = future }
        future.whenComplete { ws, error ->
            if (error != null) {
                events.onClosed("no connection: ${error.message}")
            } else {
                synchronized(lock) { if (generation == mine) socket = ws else ws.abort() }
            }
        }
    }

    override fun send(text: String) {
        synchronized(lock) {
            val ws = socket ?: return
            sending = sending.handle { _, _ -> null }.thenCompose { ws.sendText(text, true) }
        }
    }

    override fun close() {
        synchronized(lock) {
            generation++
            socket?.abort()
            opening?.cancel(true)
            socket = null
            opening = null
            sending = CompletableFuture.completedFuture(null)
        }
    }
}
