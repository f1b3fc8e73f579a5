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
/// Like Observation it is one-shot: a change disarms the readers it told, and only a view that
/// reads the value again in its next body is told of the next change. A view whose newest body no
/// longer reads the value is not told about it (each body starts a new generation of reads;
/// `ViewGraph` gives Observation's change handlers the same rule).
///
/// Unlike Observation, a told reader keeps its entry, disarmed, and its next read re-arms it in
/// place: a view that re-renders because the value changed and reads it again (a table row whose
/// label changed) registers nothing anew, as it reads the same values as before. Readers re-run
/// in the order they first read, so a value with several readers finds each re-read at a cursor
/// that follows them. A disarmed entry that is not read again is dropped at the next change.
///
/// A class rather than a struct: telling readers runs engine code that may, during a body (where
/// a write is reported misuse), call the issue handler, which may read the value again. With a
/// struct that read would be a second access to the holder's property while the first is open.
@MainActor
public final class TrackedReaders {
    private struct Entry {
        let reader: NodeReference
        /// The body that read and whether it is told of the next change (see ``TrackedReaders``).
        var stamp: ReadStamp

        @MainActor init(reader: NodeReference) {
            self.reader = reader
            self.stamp = ReadStamp(armedBy: reader)
        }

        init?(_ sole: SoleReader) {
            guard let reader = sole.reader else { return nil }
            self.reader = reader
            self.stamp = sole.stamp
        }
    }

    // A value with at most one reader keeps it in `sole`, with no array: an array of one entry
    // was a 64-byte block of its own beside this object, 128 bytes of every row of the benchmark
    // table (issue 18). From a second reader on, every reader is in `entries`, in the order
    // they read, and `sole` is empty; it is used again once the array is empty.
    // Unchecked exclusivity: main-actor only, and no access is held across a call (a change
    // during an evaluation sets the readers aside before telling anyone).
    @exclusivity(unchecked) private var sole = SoleReader()
    /// Every reader, once there are two or more (see above).
    @exclusivity(unchecked) private var entries: [Entry] = []
    // The counters are 32-bit so that the object fits glibc's 64-byte block (56 usable bytes),
    // `ReadTrackingFootprintTests` pins it: an entry takes 16 bytes, so 2^31 of them cannot exist.
    /// Entries beyond this count trigger a sweep of stale ones (see `compact()`).
    @exclusivity(unchecked) private var compactionThreshold: Int32 = 16
    /// Where the next re-read of a told reader is expected (readers re-run in the order they
    /// read): the entry there is re-armed instead of a new one appended.
    @exclusivity(unchecked) private var rereadCursor: Int32 = 0

    /// How many times a view was added as a reader. A view reading the value again, in a new
    /// body or after being told of a change, re-arms its entry and does not count: tests pin that
    /// re-renders of an unchanged read set register nothing. Wraps rather than traps: it is a
    /// count for tests.
    private(set) var registrations: UInt32 = 0

    public init() {}

    /// Takes over a holder's sole reader (emptying it), which a second view is about to join.
    public init(adopting reader: inout SoleReader) {
        sole = reader
        reader = SoleReader()
        if !sole.isEmpty { registrations = 1 }
    }

    /// Whether no view is recorded: none read the value, or the readers told of its last change
    /// have neither read it again nor been dropped by a later change.
    public var isEmpty: Bool { entries.isEmpty && sole.isEmpty }

    /// How many reads are recorded: at most about twice the views that currently read the value
    /// (stale reads are swept as they pile up), however often those views re-render.
    public var count: Int { entries.isEmpty ? (sole.isEmpty ? 0 : 1) : entries.count }

    /// Whether `reader`'s current body read the value (DevTools' views panel).
    public func isRead(byCurrentBodyOf reader: InspectedReader) -> Bool {
        let reference = reader.reference
        if sole.reader === reference { return sole.stamp.isCurrent(for: reference) }
        return entries.contains { $0.reader === reference && $0.stamp.isCurrent(for: reference) }
    }

    /// Whether the readers are kept in an array (two or more of them); tests read it to check
    /// that a single reader costs none.
    var usesArray: Bool { !entries.isEmpty }

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
        let count = entries.count
        guard count > 0 else {
            // None or one reader: `sole`.
            let wasEmpty = sole.isEmpty
            if sole.record(reader) {
                if wasEmpty { registrations &+= 1 }
            } else {
                addSecondReader(reader)
            }
            return
        }
        // Compared and updated in place, field by field: copying an entry out (`entries.last`)
        // or storing a new one retains and releases its reader.
        if entries[count - 1].reader === reader {
            // The same view read it last: in this body already, or in an earlier one, whose read
            // is stale now (a reader is told only about reads of its current generation), so the
            // new read takes its place. A view that re-renders for other reasons (a table row
            // whose label changed reads its unchanged id again) keeps one entry instead of
            // appending, growing the array and sweeping it later.
            rearm(at: count - 1, by: reader)
            return
        }
        let cursor = Int(rereadCursor)
        if cursor < count, entries[cursor].reader === reader {
            // A reader told of the last change reads the value again, in the order they read it.
            rearm(at: cursor, by: reader)
            rereadCursor += 1
            return
        }
        if cursor > 0, entries[cursor - 1].reader === reader {
            // The reader just re-armed reads the value again (a body may read it twice).
            rearm(at: cursor - 1, by: reader)
            return
        }
        entries.append(Entry(reader: reader))
        registrations &+= 1
        if entries.count > compactionThreshold { compact() }
    }

    /// Moves the sole reader into the array, followed by `reader`: the value has two readers now.
    private func addSecondReader(_ reader: NodeReference) {
        guard let first = Entry(sole) else { return }
        entries = [first, Entry(reader: reader)]
        sole = SoleReader()
        rereadCursor = 0
        registrations &+= 1
    }

    private func rearm(at index: Int, by reader: NodeReference) {
        entries[index].stamp = ReadStamp(armedBy: reader)
    }

    /// Invalidates every view that read the value in its current body (they re-render on the next
    /// update), in the order they read it, and disarms them until they read it again.
    ///
    /// The readers are set aside before anyone is told: during a body, where a write is misuse,
    /// the invalidation is refused and reported through the issue handler, whose code may read
    /// this value again, and that read must be kept. A reader whose invalidation was refused stays
    /// armed: it still shows the value, and the next legitimate change must reach it.
    public func valueDidChange() {
        tellReaders(valueChanged: true)
    }

    /// Invalidates the readers like ``valueDidChange()``, but as followers of edits they can
    /// replay (a `ForEach` over a ``ListModel``), not as views whose read value changed.
    func editsDidArrive() {
        tellReaders(valueChanged: false)
    }

    private func tellReaders(valueChanged: Bool) {
        if entries.isEmpty {
            tellSoleReader(valueChanged: valueChanged)
            return
        }
        var told: [Entry] = []
        swap(&told, &entries)
        // The cursor must stay within `entries`, which a read during the loop appends to.
        rereadCursor = 0
        var kept = 0
        for index in told.indices {
            // Unretained: `told` is this function's own and holds every reader until the end.
            let keep = withGuaranteed(Unmanaged.passUnretained(told[index].reader)) { reader -> Bool in
                // Not read again since the last change, gone, or read by an older body: dropped.
                guard told[index].stamp.isCurrent(for: reader), reader.node != nil else {
                    return false
                }
                if Self.tell(reader, valueChanged: valueChanged) { told[index].stamp.disarm() }
                return true
            }
            if keep {
                if kept != index { told[kept] = told[index] }
                kept += 1
            }
        }
        // The set-aside buffer comes back (keeping its capacity) with the kept readers, then
        // whatever was recorded meanwhile; with none at all, no array is kept.
        if kept < told.count { told.removeSubrange(kept...) }
        takeReadsRecordedMeanwhile(into: &told)
        entries = told.isEmpty ? [] : told
        rereadCursor = 0
    }

    /// ``tellReaders(valueChanged:)`` for none or one reader, which is set aside the same way.
    private func tellSoleReader(valueChanged: Bool) {
        guard var told = sole.takeToTell() else { return }
        told.tell(valueChanged: valueChanged)
        if isEmpty {
            sole = told
        } else {
            putBackFirst(told)
        }
    }

    /// Puts back a sole reader told of a change ahead of the reads recorded while it was told
    /// (by the issue handler, during a body): how a holder of a ``SoleReader`` whose telling
    /// was joined by another reader (now in this object) keeps the told one first.
    public func putBackFirst(_ told: SoleReader) {
        guard let first = Entry(told) else { return }
        var kept = [first]
        takeReadsRecordedMeanwhile(into: &kept)
        entries = kept
        rereadCursor = 0
    }

    /// Appends to `kept` the reads recorded while readers were being told, and empties the
    /// fields that recorded them.
    private func takeReadsRecordedMeanwhile(into kept: inout [Entry]) {
        if let entry = Entry(sole) {
            kept.append(entry)
            sole = SoleReader()
        } else if !entries.isEmpty {
            kept.append(contentsOf: entries)
        }
    }

    /// Invalidates one reader; `false` when the invalidation was refused (during a body).
    static func tell(_ reader: NodeReference, valueChanged: Bool) -> Bool {
        valueChanged
            ? reader.readValueDidChange(because: "a value it read changed")
            : reader.withNode { $0.invalidate(because: "its list was edited") } ?? true
    }

    /// Drops readers that are gone, have re-rendered since or were told and have not read again,
    /// and repeated readers. A value that never changes while its readers keep re-rendering for
    /// other reasons would otherwise grow without bound; sweeping at twice the surviving count
    /// keeps appends amortised O(1).
    private func compact() {
        var seen = Set<ObjectIdentifier>()
        entries.removeAll { entry in
            !entry.stamp.isCurrent(for: entry.reader)
                || entry.reader.node == nil
                || !seen.insert(ObjectIdentifier(entry.reader)).inserted
        }
        compactionThreshold = Int32(max(16, entries.count * 2))
        rereadCursor = Int32(entries.count)
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
