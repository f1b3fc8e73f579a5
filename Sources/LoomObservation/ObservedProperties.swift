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
/// `MainActorCheck.isOnMainActor` first; a change made elsewhere hops to the main actor before
/// it looks. Observation's registrar is made once, atomically (below).
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
    /// once set, so the box lives as long as this object, which every caller holds.
    /// `LazyObservationRegistrarTests` makes it from several threads at once and drops it with
    /// its model; run under AddressSanitizer.
    private let observationAddress = Atomic<UInt>(0)

    /// Observation's registrar, made now if no read has made it yet.
    var observation: ObservationRegistrar {
        if let made = observationIfMade { return made }
        let box = Unmanaged.passRetained(ObservationBox())
        let (stored, current) = observationAddress.compareExchange(
            expected: 0, desired: UInt(bitPattern: box.toOpaque()), ordering: .acquiringAndReleasing)
        if stored { return box.takeUnretainedValue().registrar }
        box.release()  // another thread made it first
        return Self.box(at: current).registrar
    }

    /// Observation's registrar if a read has made it: the changes' path, which makes none.
    var observationIfMade: ObservationRegistrar? {
        let address = observationAddress.load(ordering: .acquiring)
        return address == 0 ? nil : Self.box(at: address).registrar
    }

    private static func box(at address: UInt) -> ObservationBox {
        Unmanaged<ObservationBox>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeUnretainedValue()
    }

    deinit {
        let address = observationAddress.load(ordering: .acquiring)
        if address != 0 { Unmanaged<ObservationBox>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).release() }
    }

    // The readers of each tracked property by index, made at the first read by a view: of the
    // first three in the object itself (it then fills glibc's 64-byte block, 56 usable bytes),
    // of the others in `moreReaders`. An array for every model was a 64-byte block of its own
    // (48 bytes of every row of the benchmark table, whose row model has two tracked
    // properties); `ObservedPropertiesBlockTests` pins the block.
    // Main actor only (see above). Unchecked exclusivity: no access is held across a call (the
    // readers are taken out before they are told).
    @exclusivity(unchecked) private nonisolated(unsafe) var firstReaders: TrackedReaders?
    @exclusivity(unchecked) private nonisolated(unsafe) var secondReaders: TrackedReaders?
    @exclusivity(unchecked) private nonisolated(unsafe) var thirdReaders: TrackedReaders?
    /// The readers of the fourth tracked property on, by `index - 3`.
    @exclusivity(unchecked) private nonisolated(unsafe) var moreReaders: [TrackedReaders?] = []

    /// Records a read by the view whose body is running, if any; `false` when the read is not
    /// a view's (then Observation tracks it).
    func recordViewRead(of property: Int) -> Bool {
        Self.recordRead.callIfOnMainActor((self, property)) ?? false
    }

    private static let recordRead = MainActorEntry { @MainActor (read: (properties: ObservedProperties, property: Int)) in
        guard TrackedReaders.isRecordingReads else { return false }
        return read.properties.readersOf(read.property).recordRead()
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

    @MainActor
    func recordedReads(of property: Int) -> Int {
        existingReaders(of: property)?.count ?? 0
    }

    @MainActor
    private func tellReaders(of property: Int) {
        existingReaders(of: property)?.valueDidChange()
    }

    @MainActor
    private func existingReaders(of property: Int) -> TrackedReaders? {
        switch property {
        case 0: firstReaders
        case 1: secondReaders
        case 2: thirdReaders
        default: property - 3 < moreReaders.count ? moreReaders[property - 3] : nil
        }
    }

    @MainActor
    private func readersOf(_ property: Int) -> TrackedReaders {
        if let existing = existingReaders(of: property) { return existing }
        let made = TrackedReaders()
        switch property {
        case 0: firstReaders = made
        case 1: secondReaders = made
        case 2: thirdReaders = made
        default:
            let index = property - 3
            if index >= moreReaders.count {
                moreReaders.append(contentsOf: repeatElement(nil, count: index + 1 - moreReaders.count))
            }
            moreReaders[index] = made
        }
        return made
    }
}

/// Holds an `ObservationRegistrar` (a struct) so ``ObservedProperties`` can make it once,
/// atomically, behind one word.
final class ObservationBox: Sendable {
    let registrar = ObservationRegistrar()
}
