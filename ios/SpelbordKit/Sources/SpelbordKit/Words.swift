import Foundation
import SpelbordFFI

/// The app's words in one language, rendered by the core's catalogue (the app holds no
/// Fluent of its own; mirrors Words.kt). A key the catalogue lacks renders as the core's
/// visible missing marker. With `colourBlind` colour words name what the colour-blind
/// palette draws ("orange" for the red seat), as the core decides.
public struct Words {
    public let language: String
    public let colourBlind: Bool
    /// The same language for the core's catalogue.
    private let ffiLanguage: Language

    /// The languages the app offers (besides following the system).
    public static let languages = ["en", "sv", "da"]

    /// The message `key` with its named arguments (whole numbers pick plural forms).
    public func callAsFunction(_ key: String, _ args: [String: Any] = [:]) -> String {
        let list = args.sorted { $0.key < $1.key }.map { MessageArg(name: $0.key, value: Words.value($0.value)) }
        return render(Message(key: key, args: list))
    }

    /// A core message (a scene label, a node's text, a card's index) rendered by the
    /// core's catalogue in this language (mirrors Words.render in Words.kt).
    public func render(_ message: Message) -> String {
        renderMessageSeen(message: message, lang: ffiLanguage, colourBlind: colourBlind)
    }

    /// Loads `language` (others read English), colour words for the palette shown.
    public static func load(_ language: String, colourBlind: Bool = false) -> Words {
        let lang = languages.contains(language) ? language : "en"
        return Words(language: lang, colourBlind: colourBlind, ffiLanguage: resolveLanguage(tag: lang))
    }

    /// An argument as the core takes it: whole numbers as numbers, messages nested, the rest as text.
    private static func value(_ v: Any) -> MessageValue {
        switch v {
        case let n as Int: return .number(number: Int64(n))
        case let n as Int64: return .number(number: n)
        case let n as UInt32: return .number(number: Int64(n))
        case let n as UInt64: return .number(number: Int64(n))
        case let m as Message: return .nested(message: m)
        default: return .text(text: "\(v)")
        }
    }
}
