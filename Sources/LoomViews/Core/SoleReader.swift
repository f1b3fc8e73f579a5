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
    var stamp = ReadStamp()

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
    public mutating func recordRead() -> Outcome { Self.recordRead(&reader, &stamp) }

    /// Records a read by `reader`; `false` (recording nothing) when another view holds this one.
    mutating func record(_ reader: NodeReference) -> Bool { Self.record(reader, &self.reader, &stamp) }

    /// Empties this one and returns the reader if it is to be told of a change: armed, read by
    /// its current body, still mounted. One not read again since the last change, gone, or read
    /// by an older body is dropped. The holder tells it with ``tell(valueChanged:)`` outside any
    /// access to itself (the telling may run code that reads the value again), then puts it back.
    public mutating func takeToTell() -> SoleReader? { Self.takeToTell(&reader, &stamp) }

    // The implementation, on a reader kept as its two parts: this type's methods run it on its
    // own fields, ``SoleReaderPair`` on the fields it keeps apart (no move into a `SoleReader`
    // and back on every read).

    static func recordRead(_ holder: inout NodeReference?, _ stamp: inout ReadStamp) -> Outcome {
        guard let current = ReadTracking.currentReader else { return .notRecording }
        return withGuaranteed(current) { record($0, &holder, &stamp) } ? .recorded : .heldByAnother
    }

    static func record(_ reader: NodeReference, _ holder: inout NodeReference?, _ stamp: inout ReadStamp) -> Bool {
        if holder === reader {
            // The same view read it last: in this body already, in an earlier one (whose read is
            // stale now), or again after being told of a change. The new read takes its place.
            stamp = ReadStamp(armedBy: reader)
            return true
        }
        guard holder == nil else { return false }
        holder = reader
        stamp = ReadStamp(armedBy: reader)
        return true
    }

    static func takeToTell(_ holder: inout NodeReference?, _ stamp: inout ReadStamp) -> SoleReader? {
        guard let reader = holder else { return nil }
        var taken = SoleReader()
        swap(&taken.reader, &holder)
        taken.stamp = stamp
        stamp = ReadStamp()
        guard taken.stamp.isCurrent(for: reader), reader.node != nil else { return nil }
        return taken
    }

    /// Invalidates the reader, disarmed until it reads again; when the invalidation is refused
    /// (a write during a body, reported), it stays armed: the next legitimate change must reach it.
    public mutating func tell(valueChanged: Bool = true) {
        guard let reader else { return }
        if TrackedReaders.tell(reader, valueChanged: valueChanged) { stamp.disarm() }
    }
}

/// Which body of its reader made a recorded read, and whether the reader is to be told of the
/// next change (armed: cleared when it is told, set again when it reads the value again), in one
/// 32-bit word: the generation's low 31 bits and an armed bit. One word, so that a holder of two
/// sole readers (``SoleReaderPair``) lays them out with no padding.
///
/// A read is told only if it is armed and its generation is the reader's current one; with 31
/// bits, a read 2^31 bodies old would pass for current and re-render its view once more, which
/// is harmless (a disarmed read never passes).
public struct ReadStamp: Sendable {
    private var bits: UInt32 = 0

    private static let armedBit: UInt32 = 1 << 31

    /// Disarmed, of no generation: what an empty reader holds.
    public nonisolated init() {}

    /// Armed, for the body of `reader` that is running (or ran last).
    @MainActor
    init(armedBy reader: NodeReference) {
        bits = reader.readGeneration | Self.armedBit
    }

    /// Whether the reader is told of the next change: armed, and made by its current body.
    @MainActor
    func isCurrent(for reader: NodeReference) -> Bool {
        bits == reader.readGeneration | Self.armedBit
    }

    mutating func disarm() {
        bits &= ~Self.armedBit
    }
}

/// The sole readers of two values, kept inline by their holder (a model's first two tracked
/// properties, in its `ObservedProperties`) as both references then both stamps: two
/// ``SoleReader``s side by side pad each to 16 bytes (32 in all), this takes 24, and the eight
/// bytes saved put `ObservedProperties` in glibc's 64-byte block instead of an 80-byte one,
/// 16 bytes of every row model (issue 18; `ReadTrackingFootprintTests` pins both). Its reads
/// and changes run ``SoleReader``'s implementation on the parts; the rare operations move a
/// reader into a ``SoleReader`` (no retain) and back: one implementation of the mechanism.
@MainActor
public struct SoleReaderPair {
    private var firstReader: NodeReference?
    private var secondReader: NodeReference?
    private var firstStamp = ReadStamp()
    private var secondStamp = ReadStamp()

    public nonisolated init() {}

    /// ``SoleReader/recordRead()`` on reader `index` (0 or 1).
    public mutating func recordRead(_ index: Int) -> SoleReader.Outcome {
        index == 0
            ? SoleReader.recordRead(&firstReader, &firstStamp)
            : SoleReader.recordRead(&secondReader, &secondStamp)
    }

    /// ``SoleReader/isEmpty`` of reader `index`.
    public func isEmpty(_ index: Int) -> Bool {
        index == 0 ? firstReader == nil : secondReader == nil
    }

    /// Whether reader `index` is `reader`'s current body (DevTools' views panel).
    public func isRead(_ index: Int, byCurrentBodyOf reader: InspectedReader) -> Bool {
        let (held, stamp) = index == 0 ? (firstReader, firstStamp) : (secondReader, secondStamp)
        return held === reader.reference && stamp.isCurrent(for: reader.reference)
    }

    /// ``SoleReader/takeToTell()`` on reader `index`.
    public mutating func takeToTell(_ index: Int) -> SoleReader? {
        index == 0
            ? SoleReader.takeToTell(&firstReader, &firstStamp)
            : SoleReader.takeToTell(&secondReader, &secondStamp)
    }

    /// Stores `reader` as reader `index`, in place of what it held (a reader put back after it
    /// was told: nothing).
    ///
    /// Moved into place field by field: through ``withReader(_:_:)`` (a move out, an
    /// assignment of a copy, a move back) it cost about 50 instructions and a retain and a
    /// release per change of a row model's property (issue 18).
    public mutating func put(_ reader: consuming SoleReader, at index: Int) {
        if index == 0 {
            swap(&firstReader, &reader.reader)
            firstStamp = reader.stamp
        } else {
            swap(&secondReader, &reader.reader)
            secondStamp = reader.stamp
        }
    }

    /// Moves reader `index` into a ``TrackedReaders`` (``TrackedReaders/init(adopting:)``).
    public mutating func adopt(_ index: Int) -> TrackedReaders {
        withReader(index) { TrackedReaders(adopting: &$0) }
    }

    private mutating func withReader<Result>(_ index: Int, _ body: (inout SoleReader) -> Result) -> Result {
        index == 0
            ? Self.withReader(&firstReader, &firstStamp, body)
            : Self.withReader(&secondReader, &secondStamp, body)
    }

    private static func withReader<Result>(
        _ reader: inout NodeReference?, _ stamp: inout ReadStamp, _ body: (inout SoleReader) -> Result
    ) -> Result {
        var sole = SoleReader()
        swap(&sole.reader, &reader)
        sole.stamp = stamp
        defer {
            swap(&sole.reader, &reader)
            stamp = sole.stamp
        }
        return body(&sole)
    }
}
