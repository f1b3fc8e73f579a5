/// The addresses of two values, for main-actor code on hot paths.
///
/// A closure written in `@MainActor` code and handed straight to the standard library's
/// `withUnsafePointer` family (not compiled for strict concurrency) gets a run-time check of its
/// isolation each time it is called: about a hundred instructions, several times per store
/// dispatch. A closure handed to a function compiled in Swift 6 mode, like these, does not; the
/// closures these pass on to the standard library are their own and not actor-isolated.
///
/// Inlined, as ``withGuaranteed(_:_:)`` is: called from unspecialised generic code (a
/// container's update, a shell comparison), each of these was a chain of generic calls and
/// closure thunks around the standard library's, about 50 instructions per call and 360 per
/// re-run row of the benchmark table (issue 18). Inlined, the closures are still the ones
/// written here, so no isolation check comes back.
@inlinable @inline(__always)
package func withAddresses<Value, Result>(
    of first: Value, _ second: Value, _ body: (UnsafeRawPointer, UnsafeRawPointer) throws -> Result
) rethrows -> Result {
    try withUnsafePointer(to: first) { first in
        try withUnsafePointer(to: second) { try body(UnsafeRawPointer(first), UnsafeRawPointer($0)) }
    }
}

/// The address of one value, for the same reason: to read part of a value where it lies rather
/// than copy the whole of it first. Inlined, as ``withAddresses(of:_:_:)``.
@inlinable @inline(__always)
package func withAddress<Value, Result>(
    of value: Value, _ body: (UnsafeRawPointer) throws -> Result
) rethrows -> Result {
    try withUnsafePointer(to: value) { try body(UnsafeRawPointer($0)) }
}

/// Calls `body` with the object `reference` points to, neither retained nor released.
///
/// For loops over arrays of objects on hot paths: each element handed to a call is otherwise
/// retained and released around it, an atomic operation each, which made up a third of a
/// store dispatch. The caller guarantees the object outlives the call (the array holding it
/// is not changed meanwhile). Goes through this function rather than the standard library's
/// `_withUnsafeGuaranteedRef` directly for the isolation reason given above.
@inlinable @inline(__always)
package func withGuaranteed<Object: AnyObject, Result>(
    _ reference: Unmanaged<Object>, _ body: (Object) throws -> Result
) rethrows -> Result {
    try reference._withUnsafeGuaranteedRef(body)
}
