import Foundation
import SpelbordFFI

/// The app's words in one language, read from the core's Fluent catalogue
/// (`core/locales/<lang>/<area>.ftl`, bundled as `locales/<lang>/<area>.ftl`); mirrors
/// Words.kt. A key missing in the language falls back to English, then to the key.
public struct Words {
    public let language: String
    private let messages: [String: String]
    private let english: [String: String]
    /// The same language for the core's catalogue.
    private let ffiLanguage: Language

    /// The languages the app offers (besides following the system).
    public static let languages = ["en", "sv", "da"]
    /// The catalogue areas the app reads: its own, the shared ones, and one per game of
    /// the catalog (so the app names no game).
    private static let areas = ["app", "scene", "common"] + ((try? games()) ?? []).map(\.id)

    /// The message `key` with its `{ $name }` placeables filled from `args`.
    public func callAsFunction(_ key: String, _ args: [String: Any] = [:]) -> String {
        guard let pattern = messages[key] ?? english[key] else { return key }
        return Fluent.format(pattern, args)
    }

    /// A core message (a scene label, a node's text, a card's index) rendered by the
    /// core's catalogue in this language (mirrors Words.render in Words.kt).
    public func render(_ message: Message) -> String { renderMessage(message: message, lang: ffiLanguage) }

    /// True when the catalogue has `key` in some language.
    public func has(_ key: String) -> Bool { messages[key] != nil || english[key] != nil }

    /// Loads `language` from `bundle` (others fall back to English).
    public static func load(_ language: String, bundle: Bundle = .main) -> Words {
        let lang = languages.contains(language) ? language : "en"
        return Words(language: lang, messages: read(lang, bundle), english: lang == "en" ? [:] : read("en", bundle),
                     ffiLanguage: resolveLanguage(tag: lang))
    }

    private static func read(_ lang: String, _ bundle: Bundle) -> [String: String] {
        var out: [String: String] = [:]
        for area in areas {
            guard let url = bundle.url(forResource: area, withExtension: "ftl", subdirectory: "locales/\(lang)"),
                  let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            out.merge(Fluent.parse(text)) { _, new in new }
        }
        return out
    }
}

/// The small Fluent subset the catalogue is written in (mirrors Fluent in Words.kt).
enum Fluent {
    /// Messages of one file; continuation lines joined with a newline.
    static func parse(_ text: String) -> [String: String] {
        var out: [String: String] = [:]
        var key: String?
        var value = ""
        func flush() {
            if let k = key { out[k] = value.trimmingCharacters(in: .whitespacesAndNewlines) }
            key = nil
            value = ""
        }
        for line in text.components(separatedBy: "\n") {
            let first = line.first
            if line.hasPrefix("#") {
                flush()
            } else if let eq = line.firstIndex(of: "="), let f = first, f.isLowercase, !f.isWhitespace {
                flush()
                key = line[..<eq].trimmingCharacters(in: .whitespaces)
                value = String(line[line.index(after: eq)...]).trimmingCharacters(in: .whitespaces)
            } else if !line.trimmingCharacters(in: .whitespaces).isEmpty, key != nil {
                value += "\n" + line.trimmingCharacters(in: .whitespaces)
            } else if line.trimmingCharacters(in: .whitespaces).isEmpty {
                flush()
            }
        }
        flush()
        return out
    }

    /// Fills placeables and picks plural variants (`one` when the number is 1).
    static func format(_ pattern: String, _ args: [String: Any]) -> String {
        var text = pattern
        let selector = try! NSRegularExpression(pattern: #"\{\s*\$([a-z_][a-z0-9_-]*)\s*->\s*([\s\S]*?)\}"#)
        while let m = selector.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let whole = Range(m.range, in: text), let name = Range(m.range(at: 1), in: text),
              let body = Range(m.range(at: 2), in: text) {
            let n = args[String(text[name])]
            let wanted = (n as? Int) == 1 ? "one" : n.map { "\($0)" }
            text.replaceSubrange(whole, with: pick(String(text[body]), wanted))
        }
        let placeable = try! NSRegularExpression(pattern: #"\{\s*\$([a-z_][a-z0-9_-]*)\s*\}"#)
        text = text.replacingOccurrences(of: "\n", with: " ")
        for m in placeable.matches(in: text, range: NSRange(text.startIndex..., in: text)).reversed() {
            guard let whole = Range(m.range, in: text), let name = Range(m.range(at: 1), in: text),
                  let value = args[String(text[name])] else { continue }
            text.replaceSubrange(whole, with: "\(value)")
        }
        return text
    }

    /// The variant of a selector body named `wanted`, else the default (`*[…]`).
    private static func pick(_ body: String, _ wanted: String?) -> String {
        let variant = try! NSRegularExpression(pattern: #"(\*?)\[([a-z0-9]+)\]\s*([^\[\n]*)"#)
        var fallback = ""
        for m in variant.matches(in: body, range: NSRange(body.startIndex..., in: body)) {
            guard let star = Range(m.range(at: 1), in: body), let name = Range(m.range(at: 2), in: body),
                  let value = Range(m.range(at: 3), in: body) else { continue }
            let text = body[value].trimmingCharacters(in: .whitespaces)
            if String(body[name]) == wanted { return text }
            if !body[star].isEmpty { fallback = text }
        }
        return fallback
    }
}
