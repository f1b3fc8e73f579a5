import Observation

/// Defines and implements conformance to `Observable` for a class, the way Swift Observation's
/// macro does, with Loom's read tracking for the views that read it.
///
/// ```swift
/// import Loom
///
/// @Observable final class Counter {
///     var count = 0
///     @ObservationIgnored var history: [Int] = []
/// }
/// ```
/// A `body` that reads `counter.count` is re-run when it changes, and only then; code outside
/// views observes the class with `withObservationTracking` or `Observations` as usual.
///
/// Why Loom has its own: Observation's tracking is one-shot. Every body evaluation arms it, each
/// read registers with a lock and a key-path hash, and each change cancels the registration,
/// about 20,000 instructions per re-run row of a list; registrations for a property that never
/// changes also pile up while a parent re-runs the view. Loom's tracking records a read with one
/// append and is re-armed by the next body (see `TrackedReaders`).
///
/// Which macro a file gets: with `import Loom` (or `LoomCore`) alone, this one. A file that also
/// imports `Observation` gets Observation's own (its macro takes no argument, so the compiler
/// ranks it first instead of reporting an ambiguity); views still update for such a class,
/// through Observation. That default argument is the only use of `tracking`.
@attached(member, names: named(_$observationRegistrar), named(access), named(withMutation), named(shouldNotifyObservers))
@attached(memberAttribute)
@attached(extension, conformances: Observation.Observable)
public macro Observable(_ tracking: LoomObservableTracking = .loom) =
    #externalMacro(module: "LoomMacros", type: "ObservableMacro")

/// Tracks one property of an `@Observable` class, the `index`-th tracked one; applied by
/// `@Observable` itself, not written by hand. `mainActor` is `true` for a class declared
/// `@MainActor`: its accessors then reach Loom's readers without a run-time check.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(`_`))
public macro ObservationTracked(_ index: Int, mainActor: Bool = false) =
    #externalMacro(module: "LoomMacros", type: "ObservationTrackedMacro")

/// Leaves a property of an `@Observable` class untracked: changing it re-renders no view.
@attached(accessor)
public macro ObservationIgnored(_ tracking: LoomObservableTracking = .loom) =
    #externalMacro(module: "LoomMacros", type: "ObservationIgnoredMacro")

/// The argument of Loom's `@Observable` and `@ObservationIgnored`, always left at its default:
/// its only job is to make the macros rank after Observation's where a file imports both
/// (see ``Observable(_:)``).
public struct LoomObservableTracking: Sendable {
    /// Reads in views go through Loom's tracking.
    public static let loom = LoomObservableTracking()
}
