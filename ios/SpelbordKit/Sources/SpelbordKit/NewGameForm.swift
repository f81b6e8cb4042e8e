import Foundation
import SpelbordFFI

/// The new-game screen's state (mirrors NewGameForm.kt): a game, its seats and
/// variants. The core validates them when the game starts.
public struct NewGameForm {
    public let game: GameInfo
    public var seats: [SeatSpec]
    public var variants: [String: String]
    public var seed: UInt64?

    public init(game: GameInfo) {
        self.game = game
        self.seats = NewGameForm.defaultSeats(count: Int(game.minPlayers))
        self.variants = Dictionary(uniqueKeysWithValues: game.variants.map { ($0.key, $0.defaultValue) })
        self.seed = nil
    }

    /// One human ("You") and medium bots for the other seats.
    public static func defaultSeats(count: Int) -> [SeatSpec] {
        (0..<count).map { index in
            index == 0 ? SeatSpec(name: "You", bot: nil) : SeatSpec(name: "Bot \(index)", bot: .medium)
        }
    }

    /// The same form with `count` seats (new seats are medium bots).
    public func withPlayers(_ count: Int) -> NewGameForm {
        let n = min(max(count, Int(game.minPlayers)), Int(game.maxPlayers))
        var next = self
        next.seats = Array(seats.prefix(n))
        while next.seats.count < n {
            next.seats.append(SeatSpec(name: "Bot \(next.seats.count + 1)", bot: .medium))
        }
        return next
    }

    /// The configuration to start from.
    public func config() -> GameConfig {
        GameConfig(game: game.id, seats: seats, variants: variants, seed: seed, title: nil)
    }

    /// Starts the game, autosaving into `store`.
    public func start(store: SaveStore?) throws -> GameSession {
        try GameSession(config: config(), store: store)
    }
}
