import LoomViews
import Observation

/// The registrar of a class declared with Loom's `@Observable`: it sends each read and write of
/// a tracked property to Loom's read tracking and to Swift Observation's registrar.
///
/// A read made while a Loom `body` runs (on the main actor) is recorded with Loom's
/// ``TrackedReaders`` only: that is the whole point, a re-armable record instead of Observation's
/// one-shot registration. Any other read (`withObservationTracking`, `Observations`, code off the
/// main actor) goes to Observation's registrar as with Observation's macro, which that read makes
/// if none has yet. A write tells Loom's readers, and Observation's registrar if one was made.
///
/// Key paths are Observation's currency; Loom finds a property's readers by the index the macro
/// gives it, never by hashing a key path.
public struct LoomObservationRegistrar: Sendable {
    /// Internal for the footprint tests, which read its allocator block.
    let properties = ObservedProperties()

    public init() {}

    // MARK: Tracked properties (the accessors `@Observable` writes)

    /// Records a read of the `property`-th tracked property by the view whose body is running;
    /// `false` when the read is not a view's: the getter `@Observable` writes then reports it
    /// to Observation with ``access(_:keyPath:)``. Split from the key path so that a view's
    /// read, by far the most common, makes none (a look-up of the key path object and a release
    /// of it, about 60 instructions, as much as the read itself).
    public func recordsViewRead(ofProperty property: Int) -> Bool {
        properties.recordViewRead(of: property)
    }

    /// Records a read of the `property`-th tracked property.
    public func access<Subject: Observation.Observable, Member>(
        _ subject: Subject, keyPath: KeyPath<Subject, Member>, property: Int
    ) {
        if properties.recordViewRead(of: property) { return }
        properties.withObservation { $0.access(subject, keyPath: keyPath) }
    }

    /// Writes the `property`-th tracked property in `mutation` and tells whoever read it.
    public func withMutation<Subject: Observation.Observable, Member, Result>(
        of subject: Subject, keyPath: KeyPath<Subject, Member>, property: Int,
        _ mutation: () throws -> Result
    ) rethrows -> Result {
        defer { properties.propertyDidChange(property) }
        return try withObservedMutation(of: subject, keyPath: keyPath, mutation)
    }

    /// `mutation`, inside Observation's `withMutation` if a read has made its registrar.
    private func withObservedMutation<Subject: Observation.Observable, Member, Result>(
        of subject: Subject, keyPath: KeyPath<Subject, Member>, _ mutation: () throws -> Result
    ) rethrows -> Result {
        // Not `withObservationIfMade`: its optional result, of a type this unspecialised code
        // does not know, is a metadata look-up on every write.
        guard properties.hasObservation else { return try mutation() }
        return try properties.withObservation { try $0.withMutation(of: subject, keyPath: keyPath, mutation) }
    }

    /// The start of an in-place change (`model.items.append(…)`, `row.label += "!"`) of the
    /// `property`-th one, as the macro's `_modify` makes it: the read such a change is (see
    /// ``access(_:keyPath:property:)``), then ``willSet(_:keyPath:property:)``. Returns
    /// `keyPath` for the ``didSet(_:keyPath:property:)`` that ends the change: each key path
    /// literal the accessor wrote cost a look-up of the key path object and a release of it
    /// (about 60 instructions), three of them per change.
    ///
    /// Returns `nil` instead when that read made Observation's registrar: nothing can have
    /// registered with it yet, and nothing can before the change ends (an observer registers
    /// through a read of the property, which an in-place change excludes until it ends; a
    /// tracking the read itself joined installs its observers when its closure returns), so
    /// telling it the change's start and end would tell no one. An action changing a list's
    /// row models in place (the benchmark table's update: `rows[i].label += " !!!"`) makes each
    /// row's registrar that way, and its `willSet` and `didSet` then cost about 370 instructions
    /// per row (issue 18).
    public func willModify<Subject: Observation.Observable, Member>(
        _ subject: Subject, keyPath: KeyPath<Subject, Member>, property: Int
    ) -> KeyPath<Subject, Member>? {
        if !properties.recordViewRead(of: property), properties.accessMakingObservation(subject, keyPath: keyPath) {
            return nil
        }
        willSet(subject, keyPath: keyPath, property: property)
        return keyPath
    }

    /// The start of an in-place change (`model.items.append(…)`) of the `property`-th one.
    public func willSet<Subject: Observation.Observable, Member>(
        _ subject: Subject, keyPath: KeyPath<Subject, Member>, property: Int
    ) {
        properties.withObservationIfMade { $0.willSet(subject, keyPath: keyPath) }
    }

    /// The end of an in-place change: tells whoever read the property. `keyPath` is what
    /// ``willModify(_:keyPath:property:)`` returned: `nil` when Observation has no one to tell.
    public func didSet<Subject: Observation.Observable, Member>(
        _ subject: Subject, keyPath: KeyPath<Subject, Member>?, property: Int
    ) {
        if let keyPath { properties.withObservationIfMade { $0.didSet(subject, keyPath: keyPath) } }
        properties.propertyDidChange(property)
    }

    // MARK: Tracked properties of a `@MainActor` class

    // The accessors `@Observable` writes in a class declared `@MainActor`: they run on the main
    // actor (the compiler checks it, as these functions are isolated to it), so they reach Loom's
    // readers directly instead of asking `MainActorCheck.isOnMainActor` first (about 50
    // instructions on each read in a body and on each change; a model's accessors are the hottest
    // code of an update). Otherwise the same as the functions above.

    /// ``recordsViewRead(ofProperty:)`` on the main actor.
    @MainActor
    public func recordsMainActorViewRead(ofProperty property: Int) -> Bool {
        properties.recordRead(of: property)
    }

    /// ``withMutation(of:keyPath:property:_:)`` on the main actor.
    @MainActor
    public func withMainActorMutation<Subject: Observation.Observable, Member, Result>(
        of subject: Subject, keyPath: KeyPath<Subject, Member>, property: Int,
        _ mutation: () throws -> Result
    ) rethrows -> Result {
        defer { properties.tellReaders(of: property) }
        return try withObservedMutation(of: subject, keyPath: keyPath, mutation)
    }

    /// ``willModify(_:keyPath:property:)`` on the main actor.
    @MainActor
    public func willModifyOnMainActor<Subject: Observation.Observable, Member>(
        _ subject: Subject, keyPath: KeyPath<Subject, Member>, property: Int
    ) -> KeyPath<Subject, Member>? {
        if !properties.recordRead(of: property), properties.accessMakingObservation(subject, keyPath: keyPath) {
            return nil
        }
        willSet(subject, keyPath: keyPath, property: property)
        return keyPath
    }

    /// ``didSet(_:keyPath:property:)`` on the main actor.
    @MainActor
    public func didSetOnMainActor<Subject: Observation.Observable, Member>(
        _ subject: Subject, keyPath: KeyPath<Subject, Member>?, property: Int
    ) {
        if let keyPath { properties.withObservationIfMade { $0.didSet(subject, keyPath: keyPath) } }
        properties.tellReaders(of: property)
    }

    // MARK: Other key paths (what a class reports by hand, as with Observation's registrar)

    /// A read of a key path the class reports itself (a computed property over ignored storage):
    /// Observation tracks it, in bodies too (Loom tracks bodies with Observation as well).
    public func access<Subject: Observation.Observable, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
        properties.withObservation { $0.access(subject, keyPath: keyPath) }
    }

    /// A change of a key path the class reports itself.
    public func withMutation<Subject: Observation.Observable, Member, Result>(
        of subject: Subject, keyPath: KeyPath<Subject, Member>, _ mutation: () throws -> Result
    ) rethrows -> Result {
        guard properties.hasObservation else { return try mutation() }
        return try properties.withObservation { try $0.withMutation(of: subject, keyPath: keyPath, mutation) }
    }

    public func willSet<Subject: Observation.Observable, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
        properties.withObservationIfMade { $0.willSet(subject, keyPath: keyPath) }
    }

    public func didSet<Subject: Observation.Observable, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
        properties.withObservationIfMade { $0.didSet(subject, keyPath: keyPath) }
    }

    // MARK: Counts

    /// How many view reads of the `property`-th tracked property Loom holds (tests and
    /// benchmarks count them: they stay bounded however often the views re-render).
    @MainActor
    public func recordedReads(ofProperty property: Int) -> Int {
        properties.recordedReads(of: property)
    }

    /// Whether Swift Observation's registrar has been made: only a read that Observation tracks
    /// makes it (see `ObservedProperties`), so a model only views read has none.
    public var hasObservationRegistrar: Bool { properties.hasObservation }
}

extension LoomObservationRegistrar: ObservedPropertyReads {
    @MainActor
    public func trackedProperties(readByCurrentBodyOf reader: InspectedReader) -> [Int] {
        properties.properties(readByCurrentBodyOf: reader)
    }
}
