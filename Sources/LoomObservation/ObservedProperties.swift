import LoomReactive
import LoomViews
import Observation
import Synchronization

/// The state behind a ``LoomObservationRegistrar``: Observation's registrar, and Loom's readers
/// of each tracked property.
///
/// `@unchecked Sendable`: the class is shared by every thread that touches the model (as
/// Observation's registrar is), but the readers are only touched on the main actor, where every
/// `body` runs: each access goes through a ``MainActorEntry``, which checks
/// `MainActorCheck.isOnMainActor` first, or comes from the accessors of a `@MainActor` class,
/// which the compiler keeps on the main actor; a change made elsewhere hops to the main actor
/// before it looks. Observation's registrar is made once, atomically (below).
final class ObservedProperties: @unchecked Sendable {
    /// Observation's registrar, made at the first read that Observation may track: any read
    /// outside a Loom body (`withObservationTracking`, `Observations`, an action's code, code off
    /// the main actor), including the read an in-place change (`model.items.append(…)`) makes,
    /// as with Observation's macro. A property set with `=` is not read.
    ///
    /// Why lazily: views read through Loom's tracking only, so a model that only views read
    /// (a list's row models) never needs it, and Observation's registrar is an allocation of
    /// its own with a lock and two dictionaries (104 bytes per model, a 112-byte block: a
    /// third of Loom's per-row bookkeeping in the benchmark table).
    ///
    /// A change with no registrar yet tells Observation nothing, and loses nothing: an observer
    /// registers through a read (`access`), which makes the registrar first. In a program free
    /// of data races, a read that the change could have invalidated happened before the change
    /// (the model's own synchronisation orders them), so the change's check sees the registrar
    /// that read made; a read after the change sees the changed value.
    ///
    /// The audited unsafe shortcut of this module: the address of an ``ObservationBox``, as an
    /// atomic word, because models may be touched off the main actor and `AtomicLazyReference`
    /// is not inlinable (its `load()` looked `Unmanaged`'s metadata up, about 250 instructions
    /// on every write of a tracked property). What keeps the box alive: the word holds one
    /// retain of it, taken by the thread whose compare-and-exchange stored it (a thread that
    /// lost the race releases its own box) and given back in `deinit`. The word never changes
    /// once set, so the box lives as long as this object, which every caller holds; so the
    /// registrar is used in place in the box, unretained (`withRegistrar(at:_:)`).
    /// `LazyObservationRegistrarTests` makes it from several threads at once and drops it with
    /// its model; run under AddressSanitizer.
    private let observationAddress = Atomic<UInt>(0)

    /// Calls `body` with Observation's registrar, made now if no read has made it yet.
    func withObservation<Result>(_ body: (borrowing ObservationRegistrar) throws -> Result) rethrows -> Result {
        try Self.withRegistrar(at: madeObservationAddress.address, body)
    }

    /// Calls `body` with Observation's registrar if a read has made it (the changes' path,
    /// which makes none); `nil` without calling it otherwise.
    @discardableResult
    func withObservationIfMade<Result>(_ body: (borrowing ObservationRegistrar) throws -> Result) rethrows -> Result? {
        let address = observationAddress.load(ordering: .acquiring)
        guard address != 0 else { return nil }
        return try Self.withRegistrar(at: address, body)
    }

    /// Whether a read has made Observation's registrar.
    var hasObservation: Bool { observationAddress.load(ordering: .acquiring) != 0 }

    /// Reports a read of `keyPath` to Observation's registrar, made now if no read has made it
    /// yet; `true` when this call made it (see ``LoomObservationRegistrar/willModify(_:keyPath:property:)``,
    /// which then knows no observer can be registered with it yet).
    func accessMakingObservation<Subject: Observable, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) -> Bool {
        let (address, madeNow) = madeObservationAddress
        Self.withRegistrar(at: address) { $0.access(subject, keyPath: keyPath) }
        return madeNow
    }

    /// The address of the box, made now if no read has made it yet, and whether this call made
    /// it (a thread that lost the race to make it did not).
    private var madeObservationAddress: (address: UInt, madeNow: Bool) {
        let address = observationAddress.load(ordering: .acquiring)
        if address != 0 { return (address, false) }
        let box = Unmanaged.passRetained(ObservationBox())
        let desired = UInt(bitPattern: box.toOpaque())
        let (stored, current) = observationAddress.compareExchange(
            expected: 0, desired: desired, ordering: .acquiringAndReleasing)
        if stored { return (desired, true) }
        box.release()  // another thread made it first
        return (current, false)
    }

    /// Calls `body` with the registrar in the box at `address`, in place and unretained.
    ///
    /// Why: a box returned or held as a reference is retained, and the optimizer then ends that
    /// retain before the call and copies the registrar out of the box for it (the copy's
    /// value-witness calls, a retain and a release of the registrar's storage and of the box:
    /// about 80 instructions on each of the three calls an in-place change makes). Unretained
    /// is safe for the reason given on `observationAddress`: the word's own retain keeps the box
    /// as long as this object, which the caller holds for the call.
    private static func withRegistrar<Result>(
        at address: UInt, _ body: (borrowing ObservationRegistrar) throws -> Result
    ) rethrows -> Result {
        try Unmanaged<ObservationBox>.fromOpaque(UnsafeRawPointer(bitPattern: address)!)
            ._withUnsafeGuaranteedRef { try body($0.registrar) }
    }

    deinit {
        let address = observationAddress.load(ordering: .acquiring)
        if address != 0 { Unmanaged<ObservationBox>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).release() }
    }

    // The readers of each tracked property by index. The sole reader of each of the first two
    // is kept in the object itself (the benchmark table's row model has two tracked properties,
    // each read by its row view): a `TrackedReaders` object per property was a 64-byte block of
    // its own, 128 bytes of every row (issue 18). Laid out as a `SoleReaderPair` (references,
    // then stamps, no padding), the object takes glibc's 64-byte block (56 usable bytes, all of
    // them used; `ReadTrackingFootprintTests` pins it): a field more is 16 bytes of every row
    // model. From a second reader on, and for the third property on, the readers are a
    // `TrackedReaders` in `moreReaders`, by index, and the inline reader is empty.
    // Main actor only (see above). Unchecked exclusivity: no access is held across a call (the
    // reader is taken out before it is told).
    @exclusivity(unchecked) private nonisolated(unsafe) var inlineReaders = SoleReaderPair()
    /// The readers of a property with more than the one inline reader, or past the second.
    @exclusivity(unchecked) private nonisolated(unsafe) var moreReaders: [TrackedReaders?] = []

    /// How many properties keep their sole reader inline.
    private static let inlineReaderCount = 2

    /// Records a read by the view whose body is running, if any; `false` when the read is not
    /// a view's (then Observation tracks it).
    func recordViewRead(of property: Int) -> Bool {
        Self.recordRead.callIfOnMainActor((self, property)) ?? false
    }

    private static let recordRead = MainActorEntry { @MainActor (read: (properties: ObservedProperties, property: Int)) in
        read.properties.recordRead(of: read.property)
    }

    /// Records a read by the view whose body is running, if any (see ``recordViewRead(of:)``);
    /// on the main actor, where a `@MainActor` class's accessors call it directly.
    @MainActor
    func recordRead(of property: Int) -> Bool {
        if property < Self.inlineReaderCount, manyReaders(of: property) == nil {
            switch inlineReaders.recordRead(property) {
            case .notRecording: return false
            case .recorded: return true
            case .heldByAnother:
                let readers = inlineReaders.adopt(property)
                setManyReaders(readers, of: property)
                return readers.recordRead()
            }
        }
        guard TrackedReaders.isRecordingReads else { return false }
        if let readers = manyReaders(of: property) { return readers.recordRead() }
        let readers = TrackedReaders()
        setManyReaders(readers, of: property)
        return readers.recordRead()
    }

    /// Re-renders the views that read the property in their current body.
    func propertyDidChange(_ property: Int) {
        if Self.tellReaders.callIfOnMainActor((self, property)) == nil {
            // Written on another thread: the views learn it on the main actor. A body that ran
            // before the hop and read the new value is recorded again and re-runs once more,
            // which is harmless; one that read the old value is still recorded, and re-runs.
            Task { @MainActor in self.tellReaders(of: property) }
        }
    }

    private static let tellReaders = MainActorEntry { @MainActor (change: (properties: ObservedProperties, property: Int)) in
        change.properties.tellReaders(of: change.property)
    }

    /// The properties `reader`'s current body read (DevTools' views panel).
    @MainActor
    func properties(readByCurrentBodyOf reader: InspectedReader) -> [Int] {
        (0..<max(Self.inlineReaderCount, moreReaders.count)).filter { property in
            if let readers = manyReaders(of: property) { return readers.isRead(byCurrentBodyOf: reader) }
            return property < Self.inlineReaderCount && inlineReaders.isRead(property, byCurrentBodyOf: reader)
        }
    }

    @MainActor
    func recordedReads(of property: Int) -> Int {
        if let readers = manyReaders(of: property) { return readers.count }
        guard property < Self.inlineReaderCount else { return 0 }
        return inlineReaders.isEmpty(property) ? 0 : 1
    }

    /// Re-renders the views that read the property (see ``propertyDidChange(_:)``); on the
    /// main actor, where a `@MainActor` class's accessors call it directly.
    @MainActor
    func tellReaders(of property: Int) {
        if let readers = manyReaders(of: property) {
            readers.valueDidChange()
            return
        }
        guard property < Self.inlineReaderCount, var told = inlineReaders.takeToTell(property)
        else { return }
        // Told with no access to this object open: the telling may read the property again
        // (the issue handler, when a body's write is refused); such a read comes after it.
        told.tell()
        if let readers = manyReaders(of: property) {
            readers.putBackFirst(told)
        } else if inlineReaders.isEmpty(property) {
            inlineReaders.put(consume told, at: property)
        } else {
            let readers = inlineReaders.adopt(property)
            readers.putBackFirst(told)
            setManyReaders(readers, of: property)
        }
    }

    /// Whether the property's readers are a `TrackedReaders` object (two readers or more, or a
    /// property past the second); tests read it to check that a sole reader costs none.
    @MainActor
    func keepsReadersObject(of property: Int) -> Bool { manyReaders(of: property) != nil }

    @MainActor
    private func manyReaders(of property: Int) -> TrackedReaders? {
        property < moreReaders.count ? moreReaders[property] : nil
    }

    @MainActor
    private func setManyReaders(_ readers: TrackedReaders, of property: Int) {
        if property >= moreReaders.count {
            moreReaders.append(contentsOf: repeatElement(nil, count: property + 1 - moreReaders.count))
        }
        moreReaders[property] = readers
    }
}

/// Holds an `ObservationRegistrar` (a struct) so ``ObservedProperties`` can make it once,
/// atomically, behind one word.
final class ObservationBox: Sendable {
    let registrar = ObservationRegistrar()
}
