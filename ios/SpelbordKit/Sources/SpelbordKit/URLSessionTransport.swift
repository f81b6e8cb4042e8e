import Foundation
import SpelbordFFI

/// URLSession's WebSocket as the online table's transport on iOS: the system's TLS
/// and proxy settings. It only opens, sends and closes; the table's Rust side decides
/// everything (reconnects, versions, catch-up).
public final class URLSessionTransport: WebSocketTransport, @unchecked Sendable {
    private let urlSession = URLSession(configuration: .default)
    private let lock = NSLock()
    private var task: URLSessionWebSocketTask?

    public init() {}

    public func connect(url: String, events: SocketEvents) {
        close()
        guard let address = URL(string: url) else {
            events.onClosed(reason: url)
            return
        }
        let task = urlSession.webSocketTask(with: address)
        lock.lock(); self.task = task; lock.unlock()
        task.resume()
        // URLSession has no open callback without a delegate: the first successful
        // receive or a ping answered says the socket is open.
        task.sendPing { error in
            if let error = error { events.onClosed(reason: "\(error)") } else { events.onOpen() }
        }
        receive(task, events)
    }

    private func receive(_ task: URLSessionWebSocketTask, _ events: SocketEvents) {
        task.receive { [weak self] result in
            switch result {
            case .success(.string(let text)):
                events.onText(text: text)
                self?.receive(task, events)
            case .success:
                self?.receive(task, events)
            case .failure(let error):
                events.onClosed(reason: "\(error)")
            }
        }
    }

    // URLSessionWebSocketTask keeps sends in order.
    public func send(text: String) {
        lock.lock(); let task = self.task; lock.unlock()
        task?.send(.string(text)) { _ in }
    }

    public func close() {
        lock.lock(); let task = self.task; self.task = nil; lock.unlock()
        task?.cancel(with: .goingAway, reason: nil)
    }
}
