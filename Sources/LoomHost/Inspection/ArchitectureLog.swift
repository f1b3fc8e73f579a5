import Synchronization

/// One thing an architecture did, as DevTools lists it: a store's action and the state change
/// it made, an evaluator's action, a machine's input and output.
public struct ArchitectureLogEntry: Hashable, Sendable {
    public var number: Int
    /// When, since the log began (the session opened).
    public var time: Duration
    /// `Eazy`, `Katana`, `Poet` or `simprokmachine`.
    public var architecture: String
    /// The store's state type, the evaluator's or the machine's type.
    public var source: String
    /// `action`, `state changed`, `initial state`, `binding`, `hook`, `failure`, `input`, `output`.
    public var kind: String
    /// The action, the diff or the value, as the `DebugStore` log writes it.
    public var detail: String
}

/// What the architectures of one session did, for DevTools: a bounded ring of entries.
///
/// Architectures find the log of the session they run in through ``current``, which the web
/// server sets while it makes a session's app and while it applies the session's events (tasks
/// started then inherit it); a store or machine made then keeps it for later work. With
/// DevTools off there is no log, and an architecture pays one task-local read where it looks.
public final class ArchitectureLog: Sendable {
    @TaskLocal public static var current: ArchitectureLog?

    private struct Contents {
        var entries: [ArchitectureLogEntry] = []
        var next = 1
    }

    public let limit: Int
    private let started = ContinuousClock.now
    private let contents = Mutex(Contents())

    public init(limit: Int) {
        self.limit = max(1, limit)
    }

    public func append(architecture: String, source: String, kind: String, detail: String) {
        let time = ContinuousClock.now - started
        contents.withLock { contents in
            contents.entries.append(ArchitectureLogEntry(
                number: contents.next, time: time, architecture: architecture, source: source, kind: kind, detail: detail))
            contents.next += 1
            if contents.entries.count > limit { contents.entries.removeFirst(contents.entries.count - limit) }
        }
    }

    /// The entries kept, oldest first.
    public var entries: [ArchitectureLogEntry] { contents.withLock { $0.entries } }
}
