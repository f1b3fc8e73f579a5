import Foundation
import Loom

/// One tap of the machine counter, as the database keeps it: the count is how many there are.
///
/// A tap is a row of its own rather than a number read, increased and written back, so two
/// sessions (or two processes on one PostgreSQL database) tapping at the same moment can never
/// overwrite each other's taps: each insert is a write nobody else touches.
@Model public final class CounterTap {
    /// When the tap was counted.
    public var at: Date

    public init(at: Date = Date()) {
        self.at = at
    }
}

extension Topic where Message == Int {
    /// Told after each stored tap, with the count the tapping session read: every counter of
    /// the container (in this process at once, on PostgreSQL in every process) reads the count
    /// again.
    public static let machineCounterTaps = Topic("machine-counter.taps")
}

/// The machine counter's number, kept as ``CounterTap`` models in a container and shared by
/// every counter on that container's store: every session of a process, and on PostgreSQL
/// every process.
///
/// ```swift
/// let counter = SharedCounter(container: try ModelContainer(for: CounterTap.self))
/// let app = MachineCounterApp(counter: counter)
/// ```
///
/// ``increment()`` stores a tap and tells the other counters on ``Topic/machineCounterTaps``;
/// each reads the count again (a `COUNT` in the database, no models held) and ``value``
/// changes, so every session's view re-renders. A tap that cannot be stored (the database is
/// down, the store is read-only) is not counted: ``problem`` says why, in words for the page,
/// and the report closure gets the detail.
@MainActor
@Observable
public final class SharedCounter {
    /// The container the taps are kept in.
    public let container: ModelContainer
    /// The latest number read or counted; `nil` until the first read.
    public private(set) var value: Int?
    /// Why the last read or tap failed, for the page; `nil` once one succeeds.
    public private(set) var problem: String?
    @ObservationIgnored private let context: ModelContext
    @ObservationIgnored private let report: @Sendable (String) -> Void
    @ObservationIgnored private var listening: AnyCancellable?

    /// A counter on `container`'s taps. `report` receives storage problems, described for a
    /// person to act on.
    public init(
        container: ModelContainer,
        report: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    ) {
        self.container = container
        // A context of its own that saves only when told: a tap is counted once it is stored.
        context = ModelContext(container)
        context.autosaveEnabled = false
        self.report = report
    }

    /// Reads the stored count, and from now on follows other counters' taps.
    @discardableResult
    public func load() -> Int {
        if listening == nil {
            listening = container.publisher(for: .machineCounterTaps).sink { [weak self] _ in
                MainActor.assumeIsolated { _ = self?.read() }
            }
        }
        return read() ?? value ?? 0
    }

    /// Stores one tap and returns the new count, which every observer of ``value`` (and every
    /// other counter on the store) then sees. When the tap cannot be stored, it is not counted:
    /// the number stays, and ``problem`` says why.
    @discardableResult
    public func increment() -> Int {
        context.insert(CounterTap())
        do {
            try context.save()
        } catch {
            context.rollback()
            report("machine counter: a tap could not be stored: \(error)")
            problem = "The tap was not counted: the count cannot be stored right now."
            return value ?? 0
        }
        let count = read() ?? (value ?? 0) + 1
        do {
            try container.broadcast(count, to: .machineCounterTaps)
        } catch {
            report("machine counter: the other sessions could not be told of a tap: \(error)")
        }
        return count
    }

    /// Stops following other counters' taps.
    public func stopListening() {
        listening = nil
    }

    /// The stored count, also kept in ``value``; `nil` (and ``problem`` set) when it cannot be read.
    private func read() -> Int? {
        do {
            let count = try context.fetchCount(FetchDescriptor<CounterTap>())
            value = count
            problem = nil
            return count
        } catch {
            report("machine counter: the count could not be read: \(error)")
            problem = "The count cannot be read right now."
            return nil
        }
    }
}
