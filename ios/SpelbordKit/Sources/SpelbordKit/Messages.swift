import Foundation
import SpelbordFFI

/// What a player reads of an error (mirrors Messages.kt): the core's message, rendered
/// in the player's language where it is shown (`Words.render`). An error from outside
/// the library reads as the core's "something went wrong".
public func describe(_ error: Error) -> Message {
    guard let error = error as? SpelbordError else { return Message(key: "error-internal", args: []) }
    return errorMessage(error: error)
}
