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
    /// The views whose body ran for the page's event that made this entry, on the first entry
    /// the event made (an action, a binding write, a machine's input): what it re-rendered.
    public var renderedViews: [String] = []
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
        var watched: [WatchedState] = []
        /// How many stores of each name were watched, so the next one gets a name of its own.
        var namesGiven: [String: Int] = [:]
    }

    /// A store whose current state the log can read: for a recording's final states, and for
    /// a test that checks them. `read` gives `nil` once the store is gone.
    private struct WatchedState {
        let name: String
        let read: @MainActor @Sendable () -> String?
    }

    /// Stores watched at once; beyond it the oldest is forgotten (a session making a store per
    /// row would otherwise grow the list without bound).
    static let maximumWatchedStates = 64

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

    /// The number the next entry will have.
    public var nextNumber: Int { contents.withLock { $0.next } }

    /// Notes `views` as what the event that began with entry `number` re-rendered, on that
    /// entry, when the event made one (see ``ArchitectureLogEntry/renderedViews``).
    public func setRenderedViews(_ views: [String], ofEntriesFrom number: Int) {
        guard !views.isEmpty else { return }
        contents.withLock { contents in
            // Entries are numbered one by one, oldest first: the entry's place follows from its number.
            guard let first = contents.entries.first?.number, number >= first, number - first < contents.entries.count else { return }
            contents.entries[number - first].renderedViews = views
        }
    }

    /// The entries kept, oldest first.
    public var entries: [ArchitectureLogEntry] { contents.withLock { $0.entries } }

    /// Watches a store's state, described by `read` as the `DebugStore` log writes it, under
    /// `name` (`Katana CounterState`); a second store of the same name is `Katana CounterState 2`,
    /// and so on, in the order they were made, which a replay of the same events repeats.
    public func watchState(named name: String, read: @escaping @MainActor @Sendable () -> String?) {
        contents.withLock { contents in
            let count = contents.namesGiven[name, default: 0] + 1
            contents.namesGiven[name] = count
            contents.watched.append(WatchedState(name: count == 1 ? name : "\(name) \(count)", read: read))
            if contents.watched.count > Self.maximumWatchedStates { contents.watched.removeFirst() }
        }
    }

    /// The state of every watched store still alive, by name.
    @MainActor
    public func currentStates() -> [String: String] {
        let watched = contents.withLock { $0.watched }
        var states: [String: String] = [:]
        var gone = Set<String>()
        for store in watched {
            if let state = store.read() { states[store.name] = state } else { gone.insert(store.name) }
        }
        if !gone.isEmpty { contents.withLock { $0.watched.removeAll { gone.contains($0.name) } } }
        return states
    }
}
