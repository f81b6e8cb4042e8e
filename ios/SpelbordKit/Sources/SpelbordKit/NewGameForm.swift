import Foundation
import SpelbordFFI

/// The new-game form (mirrors NewGameForm.kt): seats, house rules and an optional
/// seed; the names come from the app's words, the rules' defaults from the catalog.
public struct NewGameForm {
    public let game: GameInfo
    public var seats: [SeatSpec]
    public var variants: [String: String]
    public var seed: UInt64?
    /// Seats for someone invited with a code (an online game when any is).
    public var invited: Set<Int> = []

    /// True when the game is played on a server: some seat is invited.
    public var online: Bool { invited.contains { seats.indices.contains($0) } }

    /// The same form with seat `index` invited (or not).
    public func withInvite(_ index: Int, _ invite: Bool) -> NewGameForm {
        var next = self
        if invite { next.invited.insert(index) } else { next.invited.remove(index) }
        return next
    }

    /// The seats as the server takes them (mirrors NewGameForm.remoteSeats in Kotlin):
    /// the first person not invited is the host here; bots stay bots; every other
    /// person is invited.
    public func remoteSeats() -> [RemoteSeat] {
        let me = seats.indices.first { !invited.contains($0) && seats[$0].bot == nil }
        return seats.enumerated().map { i, s in
            if i == me { return .me(name: s.name) }
            if let level = s.bot, !invited.contains(i) { return .bot(level: level) }
            return .invite(name: s.name)
        }
    }

    /// A form for `game` with `seats` and every house rule at its default.
    public init(game: GameInfo, seats: [SeatSpec]) {
        self.game = game
        self.seats = seats
        self.variants = Dictionary(uniqueKeysWithValues: game.variants.map { ($0.key, $0.defaultValue) })
        self.seed = nil
    }

    /// The same form with seat `index` replaced.
    public func withSeat(_ index: Int, _ seat: SeatSpec) -> NewGameForm {
        var next = self
        if next.seats.indices.contains(index) { next.seats[index] = seat }
        return next
    }

    /// The same form with the players of seats `a` and `b` swapped (moves a player to
    /// the other team; mirrors NewGameForm.swapped in Kotlin).
    public func swapped(_ a: Int, _ b: Int) -> NewGameForm {
        var next = self
        if next.seats.indices.contains(a), next.seats.indices.contains(b) { next.seats.swapAt(a, b) }
        return next
    }

    /// The same form with house rule `key` set to `value`.
    public func withVariant(_ key: String, _ value: String) -> NewGameForm {
        var next = self
        next.variants[key] = value
        return next
    }

    /// The configuration the core starts the game from.
    public func config() -> GameConfig {
        GameConfig(game: game.id, seats: seats, variants: variants, seed: seed, title: nil)
    }

    /// Starts the game, saving to `store` after every change when given.
    public func start(store: SaveStore?) throws -> GameSession {
        try GameSession(config: config(), store: store)
    }
}
