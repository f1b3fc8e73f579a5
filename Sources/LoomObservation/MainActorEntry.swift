import LoomReactive

/// A main-actor function that code with no isolation (a model's accessors) may call when it
/// runs on the main actor: ``callIfOnMainActor(_:)`` checks that, then calls it directly.
///
/// Why not `MainActor.assumeIsolated`: it wraps its closure in an escaping one on the heap
/// (`withoutActuallyEscaping`), frees it, and asks the executor again after Loom's own check.
/// Every read of an `@Observable` property in a body and every write paid that, about 500
/// instructions each: some 2,000 of the 26,000 a re-run row of the benchmark table cost.
///
/// Safe because the function is called only after `MainActorCheck.isOnMainActor` said so on
/// this thread, which is what its isolation asks; the cast below changes no calling convention
/// (a synchronous function's global-actor isolation is only a compile-time fact, the same cast
/// `assumeIsolated` makes). The function is made once and kept in a `static let`.
struct MainActorEntry<Argument, Result>: Sendable {
    private let function: @Sendable (Argument) -> Result

    init(_ function: @escaping @Sendable @MainActor (Argument) -> Result) {
        self.function = unsafeBitCast(function, to: (@Sendable (Argument) -> Result).self)
    }

    /// The function's result when called on the main actor, `nil` (without calling it) elsewhere.
    @inline(__always)
    func callIfOnMainActor(_ argument: Argument) -> Result? {
        guard MainActorCheck.isOnMainActor else { return nil }
        return function(argument)
    }
}
