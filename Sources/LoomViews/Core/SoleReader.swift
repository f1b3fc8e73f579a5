import LoomReactive

/// The one view that reads a value, kept inline by its holder: most tracked values have at most
/// one reader (a row model's property, most `@State`, a list's `ForEach`), and an object or an
/// array for it was a 64-byte block of every such value (issue 18). ``TrackedReaders`` keeps its
/// first reader in one; a model's `ObservedProperties` keeps one per property with no
/// ``TrackedReaders`` at all until a second view reads the property. One implementation of the
/// sole reader's recording and telling, so the two holders behave alike (see ``TrackedReaders``
/// for the rules: one-shot, re-armed in place, stale reads dropped at the next change).
@MainActor
public struct SoleReader {
    var reader: NodeReference?
    var generation: UInt32 = 0
    /// Whether the reader is told of the next change: cleared when it is told, set again when it
    /// reads the value again.
    var isArmed = false

    public nonisolated init() {}

    public var isEmpty: Bool { reader == nil }

    /// What ``recordRead()`` did.
    public enum Outcome {
        /// No view's body is running: nothing recorded.
        case notRecording
        /// The view that reads is (now) the sole reader.
        case recorded
        /// Another view holds this reader: the holder moves it into a ``TrackedReaders``
        /// (``TrackedReaders/init(adopting:)``) and records the read there.
        case heldByAnother
    }

    /// Records a read by the view whose body (or content) is running, if there is one.
    public mutating func recordRead() -> Outcome {
        guard let current = ReadTracking.currentReader else { return .notRecording }
        return withGuaranteed(current) { record($0) } ? .recorded : .heldByAnother
    }

    /// Records a read by `reader`; `false` (recording nothing) when another view holds this one.
    mutating func record(_ reader: NodeReference) -> Bool {
        if self.reader === reader {
            // The same view read it last: in this body already, in an earlier one (whose read is
            // stale now), or again after being told of a change. The new read takes its place.
            generation = reader.readGeneration
            isArmed = true
            return true
        }
        guard self.reader == nil else { return false }
        self.reader = reader
        generation = reader.readGeneration
        isArmed = true
        return true
    }

    /// Empties this one and returns the reader if it is to be told of a change: armed, read by
    /// its current body, still mounted. One not read again since the last change, gone, or read
    /// by an older body is dropped. The holder tells it with ``tell(valueChanged:)`` outside any
    /// access to itself (the telling may run code that reads the value again), then puts it back.
    public mutating func takeToTell() -> SoleReader? {
        guard let reader else { return nil }
        let taken = self
        self = SoleReader()
        guard taken.isArmed, taken.generation == reader.readGeneration, reader.node != nil else { return nil }
        return taken
    }

    /// Invalidates the reader, disarmed until it reads again; when the invalidation is refused
    /// (a write during a body, reported), it stays armed: the next legitimate change must reach it.
    public mutating func tell(valueChanged: Bool = true) {
        guard let reader else { return }
        if TrackedReaders.tell(reader, valueChanged: valueChanged) { isArmed = false }
    }
}
