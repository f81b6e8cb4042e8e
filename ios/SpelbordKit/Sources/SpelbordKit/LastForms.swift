import Foundation
import SpelbordFFI

/// The seats, names and house rules each game was last started with, kept where the
/// settings are (mirrors LastForms.kt): the form opens on them and Home's "Play again"
/// starts them. Only what the player chose is kept; a seat without a typed name stays
/// without one and is named in the reader's language.
public struct LastForms {
    private let defaults: UserDefaults
    public init(defaults: UserDefaults = .standard) { self.defaults = defaults }

    /// The form `info` was last started with; nil when none, or when what is stored no
    /// longer fits the game.
    public func form(_ info: GameInfo) -> NewGameForm? {
        let id = info.id
        guard let count = defaults.object(forKey: "last.\(id).seats") as? Int,
              count >= Int(info.minPlayers), count <= Int(info.maxPlayers) else { return nil }
        var seats: [SeatSpec] = []
        for i in 0..<count {
            let bot = defaults.string(forKey: "last.\(id).seat.\(i).bot") ?? ""
            var level: BotLevel?
            if !bot.isEmpty {
                guard let known = ([.beginner, .casual, .club, .strong, .master] as [BotLevel]).first(where: { String(describing: $0) == bot }) else { return nil }
                level = known
            }
            seats.append(SeatSpec(name: defaults.string(forKey: "last.\(id).seat.\(i).name") ?? "", bot: level))
        }
        var variants: [String: String] = [:]
        for v in info.variants {
            let stored = defaults.string(forKey: "last.\(id).variant.\(v.key)")
            variants[v.key] = stored.flatMap { v.values.contains($0) ? $0 : nil } ?? v.defaultValue
        }
        var form = NewGameForm(game: info, seats: seats)
        form.variants = variants
        return form
    }

    /// Keeps `form` as its game's last.
    public func remember(_ form: NewGameForm) {
        let id = form.game.id
        defaults.set(form.seats.count, forKey: "last.\(id).seats")
        for (i, s) in form.seats.enumerated() {
            defaults.set(s.name, forKey: "last.\(id).seat.\(i).name")
            defaults.set(s.bot.map { String(describing: $0) } ?? "", forKey: "last.\(id).seat.\(i).bot")
        }
        for (key, value) in form.variants { defaults.set(value, forKey: "last.\(id).variant.\(key)") }
    }
}
