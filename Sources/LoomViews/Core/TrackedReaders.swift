import LoomReactive

/// The views that read a value Loom owns (a `@State`, a store field), so that changing the value
/// re-renders exactly those views.
///
/// Swift Observation does this job for `@Observable` models and still does. Loom's own state uses
/// this lighter mechanism instead because it sits on the hottest path there is: with Observation,
/// every read takes a lock, hashes a key path and adds to an access list, and every write takes a
/// lock, hashes again and calls a closure per reading body, which then has to ask whether it runs
/// on the main actor (two system calls on Linux). Here a read appends one entry and a write walks
/// the entries; both already run on the main actor, where bodies run.
///
/// A state source keeps one `TrackedReaders` per value that can change on its own:
/// ```swift
/// let readers = TrackedReaders()
/// var value: Value {
///     readers.recordRead()      // inside a body: remember that view
///     return storedValue
/// }
/// func write(_ newValue: Value) {
///     storedValue = newValue
///     readers.valueDidChange()  // re-render the views that read it
/// }
/// ```
/// Like Observation it is one-shot: a change forgets the readers it told, and a view that reads
/// the value again in its next body is recorded again. A view whose newest body no longer reads
/// the value is not told about it (each body starts a new generation of reads; `ViewGraph`
/// gives Observation's change handlers the same rule).
///
/// A class rather than a struct: telling readers runs engine code that may, during a body (where
/// a write is reported misuse), call the issue handler, which may read the value again. With a
/// struct that read would be a second access to the holder's property while the first is open.
@MainActor
public final class TrackedReaders {
    private struct Entry {
        let reader: NodeReference
        let generation: UInt32
    }

    /// Unchecked exclusivity: main-actor only, and no access is held across a call (a change
    /// during an evaluation sets the entries aside before telling anyone).
    @exclusivity(unchecked) private var entries: [Entry] = []
    /// Entries beyond this count trigger a sweep of stale ones (see `compact()`).
    @exclusivity(unchecked) private var compactionThreshold = 16

    public init() {}

    /// Whether no view has read the value since its last change.
    public var isEmpty: Bool { entries.isEmpty }

    /// How many reads are recorded: at most about twice the views that currently read the value
    /// (stale reads are swept as they pile up), however often those views re-render.
    public var count: Int { entries.count }

    /// Whether a view's body (or content) is running, so that ``recordRead()`` would record:
    /// lets a source make its readers only when a view reads it (Loom's `@Observable` classes).
    public static var isRecordingReads: Bool { ReadTracking.currentReader != nil }

    /// Records that the view whose body (or content) is running reads the value. Returns `false`
    /// when no view is being evaluated: the caller may then register the read elsewhere (with
    /// Swift Observation, for code outside views that tracks it).
    @discardableResult
    public func recordRead() -> Bool {
        guard let current = ReadTracking.currentReader else { return false }
        withGuaranteed(current) { record($0) }
        return true
    }

    /// Records a read by `reader`, outside any evaluation: how a `ForEach` follows the edits of
    /// a ``ListModel`` without making its content closures readers of the list.
    func record(_ reader: NodeReference) {
        let generation = reader.readGeneration
        if let last = entries.last, last.reader === reader {
            // The same view read it last: in this body already, or in an earlier one, whose read
            // is stale now (a reader is told only about reads of its current generation), so the
            // new read takes its place. A view that is the value's only reader and re-renders for
            // other reasons (a table row whose label changed reads its unchanged id again) keeps
            // one entry instead of appending, growing the array and sweeping it later.
            if last.generation != generation { entries[entries.count - 1] = Entry(reader: reader, generation: generation) }
            return
        }
        entries.append(Entry(reader: reader, generation: generation))
        if entries.count > compactionThreshold { compact() }
    }

    /// Invalidates every view that read the value in its current body (they re-render on the next
    /// update), in the order they read it, and forgets them.
    ///
    /// The readers are set aside before anyone is told: during a body, where a write is misuse,
    /// the invalidation is refused and reported through the issue handler, whose code may read
    /// this value again, and that read must be kept. A reader whose invalidation was refused stays
    /// recorded too: it still shows the value, and the next legitimate change must reach it.
    public func valueDidChange() {
        tellReaders(valueChanged: true)
    }

    /// Invalidates the readers like ``valueDidChange()``, but as followers of edits they can
    /// replay (a `ForEach` over a ``ListModel``), not as views whose read value changed.
    func editsDidArrive() {
        tellReaders(valueChanged: false)
    }

    private func tellReaders(valueChanged: Bool) {
        guard !entries.isEmpty else { return }
        var told: [Entry] = []
        swap(&told, &entries)
        var refused = 0
        for index in told.indices {
            // Unretained: `told` is this function's own and holds every reader until the end.
            let accepted = withGuaranteed(Unmanaged.passUnretained(told[index].reader)) { reader in
                guard told[index].generation == reader.readGeneration else { return true }
                guard valueChanged else { return reader.withNode { $0.invalidate(because: "its list was edited") } ?? true }
                return reader.readValueDidChange(because: "a value it read changed")
            }
            if !accepted {
                told[refused] = told[index]
                refused += 1
            }
        }
        // The set-aside buffer comes back (keeping its capacity) with the refused readers, then
        // whatever was recorded meanwhile.
        if refused == 0, told.count == 1 {
            told.removeLast()  // the usual case, and much cheaper than removing a range
        } else {
            told.removeSubrange(refused...)
        }
        if !entries.isEmpty { told.append(contentsOf: entries) }
        entries = told
    }

    /// Drops readers that are gone or have re-rendered since, and repeated readers. A value that
    /// never changes while its readers keep re-rendering for other reasons would otherwise grow
    /// without bound; sweeping at twice the surviving count keeps appends amortised O(1).
    private func compact() {
        var seen = Set<ObjectIdentifier>()
        entries.removeAll { entry in
            entry.reader.node == nil
                || entry.generation != entry.reader.readGeneration
                || !seen.insert(ObjectIdentifier(entry.reader)).inserted
        }
        compactionThreshold = max(16, entries.count * 2)
    }
}

/// Who is reading: the node whose body or content closure is being evaluated, if any.
///
/// This is ambient context, the way Swift Observation keeps its access list in a thread-local:
/// a value read deep inside a body (`store.count`, through a binding, through a helper) cannot be
/// handed the node explicitly. It is confined to the main actor, where every body runs, and set
/// only around an evaluation by ``ViewGraph``, which restores the outer value after it.
@MainActor
enum ReadTracking {
    /// Unchecked exclusivity: read on every tracked read, set only around evaluations.
    /// Unretained, like ``ViewGraph``'s evaluating node: the evaluation holds the node, which
    /// holds its reference; a strong one cost a retain and a release per body and per read.
    @exclusivity(unchecked) static var currentReader: Unmanaged<NodeReference>?
}
