import Foundation
import LoomHost

/// DevTools for a server: an inspector at `/_loom/devtools?key=…` showing this process's
/// sessions (their views, their events and patches) and recording them as tests.
///
/// Off unless configured: `--dev` turns it on with a key made at start (printed with the
/// inspector's address), `--devtools-key` (or `LOOM_DEVTOOLS_KEY`) with a key of one's own, for a
/// server others use. Without the key nobody reaches the inspector, so no user sees another's
/// session unless the developer who holds the key opened it.
public struct DevToolsConfiguration: Sendable {
    /// What the inspector's address and WebSocket must carry.
    public var key: String
    /// How many events each session's history keeps, the oldest dropped first.
    public var historyLimit: Int
    /// Makes the inspector's own session (a Loom app showing the hub's sessions).
    public var makeInspector: @MainActor @Sendable (DevToolsHub) -> any HostSession
    /// Writes a recording as a Swift test: what `/_loom/devtools/test?session=N` serves.
    public var writeTest: @Sendable (SessionRecording) -> String

    public init(
        key: String = DevToolsConfiguration.makeKey(), historyLimit: Int = 500,
        makeInspector: @escaping @MainActor @Sendable (DevToolsHub) -> any HostSession,
        writeTest: @escaping @Sendable (SessionRecording) -> String
    ) {
        self.key = key
        self.historyLimit = max(1, historyLimit)
        self.makeInspector = makeInspector
        self.writeTest = writeTest
    }

    /// A key nobody guesses: 128 random bits (the system's secure generator), 32 hex digits.
    public static func makeKey() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(Int.random(in: 0..<16, using: &generator), radix: 16) }.joined()
    }

    /// The path the inspector is served at.
    public static let path = "/_loom/devtools"
    /// The name its WebSocket uses for the app (`/ws?app=…`), one no app's path can take.
    static let appName = "_loom-devtools"

    /// Whether `candidate` is the key, compared in time independent of where they differ.
    func accepts(_ candidate: String?) -> Bool {
        guard let candidate else { return false }
        let given = Array(candidate.utf8), expected = Array(key.utf8)
        guard given.count == expected.count else { return false }
        return zip(given, expected).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
