import Synchronization

/// Switches on a readable log of what stores do: the initial state, each action, binding writes,
/// hook firings and each state change as a diff.
///
/// ```swift
/// DebugStore.enableLogging(include: [ChatState.self])
/// DebugStore.print = { line in logFile.write(line) }
/// ```
///
/// Logging is off until enabled, so tests stay silent. The switch is process-wide because the log
/// is a debugging aid set up once at launch (as in the seed's API); filters narrow it to the state
/// or action types of interest, so one test or screen can be traced in isolation.
public enum DebugStore {
    /// The process-wide logging configuration, guarded because stores on any thread read it.
    private static let configuration = Mutex(Configuration())
    /// Mirrors `configuration.isEnabled`, so a store with logging off pays one atomic load per event.
    private static let enabled = Atomic<Bool>(false)

    struct Configuration: Sendable {
        var isEnabled = false
        var included: Set<ObjectIdentifier> = []
        var excluded: Set<ObjectIdentifier> = []
        var print: @Sendable (String) -> Void = { Swift.print($0) }
    }

    /// Starts logging every store whose state or action type is in `include` (all when empty) and
    /// none in `exclude`.
    public static func enableLogging(include: [Any.Type] = [], exclude: [Any.Type] = []) {
        configuration.withLock {
            $0.isEnabled = true
            $0.included = Set(include.map(ObjectIdentifier.init))
            $0.excluded = Set(exclude.map(ObjectIdentifier.init))
            enabled.store(true, ordering: .releasing)
        }
    }

    /// Stops logging.
    public static func disableLogging() {
        configuration.withLock {
            $0.isEnabled = false
            enabled.store(false, ordering: .releasing)
        }
    }

    /// Where log messages go; `Swift.print` unless replaced.
    public static var print: @Sendable (String) -> Void {
        get { configuration.withLock { $0.print } }
        set { configuration.withLock { $0.print = newValue } }
    }

    /// Whether logging is on at all (before any filter).
    static var isEnabled: Bool { enabled.load(ordering: .acquiring) }

    /// The output function if a message about values of `types` is to be logged, else `nil`.
    static func output(for types: [Any.Type]) -> (@Sendable (String) -> Void)? {
        guard isEnabled else { return nil }
        return configuration.withLock { configuration in
            guard configuration.isEnabled else { return nil }
            let ids = types.map(ObjectIdentifier.init)
            if ids.contains(where: configuration.excluded.contains) { return nil }
            if !configuration.included.isEmpty, !ids.contains(where: configuration.included.contains) { return nil }
            return configuration.print
        }
    }
}
