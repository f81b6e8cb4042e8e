import Foundation
import SpelbordFFI

/// An online game of this device as the home screen lists it (mirrors OnlineGames.kt).
public struct OnlineGame {
    public let ticket: OnlineTicket
    /// The game's id in the catalog, once the board was seen.
    public let game: String
    /// True when the last state this device saw waited for this player.
    public let yourTurn: Bool
    /// When it was last seen (ms).
    public let seenMs: Int64
}

/// The tickets of this device's online games, one small file each in Application
/// Support (the seat's token is in it: the app's private files only).
public final class OnlineGames {
    private let dir: URL

    public init() {
        let base = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSTemporaryDirectory())
        dir = base.appendingPathComponent("online", isDirectory: true)
    }

    /// Keeps (or refreshes) a ticket.
    public func keep(_ ticket: OnlineTicket, game: String, yourTurn: Bool) {
        let fields: [String: String] = [
            "server": ticket.server, "gameId": ticket.gameId, "token": ticket.token, "seat": String(ticket.seat),
            "host": String(ticket.host), "game": game, "yourTurn": String(yourTurn),
            "seenMs": String(Int64(Date().timeIntervalSince1970 * 1000)),
        ]
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        if let data = try? JSONSerialization.data(withJSONObject: fields) {
            try? data.write(to: file(ticket.gameId), options: [.atomic, .completeFileProtection])
        }
    }

    /// Forgets a game.
    public func forget(_ gameId: String) { try? FileManager.default.removeItem(at: file(gameId)) }

    /// Every kept game, the ones waiting for this player first, then the latest seen.
    public func list() -> [OnlineGame] {
        let files = (try? FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: nil)) ?? []
        return files.compactMap(read).sorted { a, b in
            a.yourTurn != b.yourTurn ? a.yourTurn : a.seenMs > b.seenMs
        }
    }

    private func file(_ gameId: String) -> URL {
        dir.appendingPathComponent(String(gameId.filter { $0.isLetter || $0.isNumber || $0 == "-" }) + ".ticket")
    }

    private func read(_ url: URL) -> OnlineGame? {
        guard let data = try? Data(contentsOf: url),
              let f = try? JSONSerialization.jsonObject(with: data) as? [String: String],
              let server = f["server"], let gameId = f["gameId"], let token = f["token"],
              let seat = f["seat"].flatMap(UInt32.init) else { return nil }
        let ticket = OnlineTicket(server: server, gameId: gameId, token: token, seat: seat, host: f["host"] == "true")
        return OnlineGame(ticket: ticket, game: f["game"] ?? "", yourTurn: f["yourTurn"] == "true", seenMs: f["seenMs"].flatMap(Int64.init) ?? 0)
    }
}
