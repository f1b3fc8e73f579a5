import Foundation

/// A programmer mistake the runtime noticed and survived: a state write during `body`, a
/// duplicate `ForEach` id, an event for an element that does not exist.
///
/// Loom reports these instead of crashing. Apps log them (the default handler prints to
/// standard error); tests install a handler and assert on them.
public struct RuntimeIssue: Hashable, Sendable, CustomStringConvertible {
    /// What went wrong and what to do about it.
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }

    /// Prints the issue to standard error, prefixed so it stands out in a log.
    @MainActor public static let printToStandardError: @MainActor (RuntimeIssue) -> Void = { issue in
        FileHandle.standardError.write(Data("[Loom runtime issue] \(issue.message)\n".utf8))
    }
}

