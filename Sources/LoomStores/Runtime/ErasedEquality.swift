/// `==` for a value type known only generically, or `nil` when the type is not `Equatable`.
///
/// The type's conformance is looked up once; the returned closure then compares in place, with
/// no boxing into `Any` and no dynamic cast per call (it runs for every observed field on every
/// state change).
func erasedEquality<Value>(_ type: Value.Type) -> ((Value, Value) -> Bool)? {
    guard let equal = erasedEqualityInPlace(type) else { return nil }
    return { lhs, rhs in
        withUnsafePointer(to: lhs) { left in withUnsafePointer(to: rhs) { equal(left, $0) } }
    }
}

/// `==` for two values of `Value` given by address (a field inside a larger value, say), or `nil`
/// when the type is not `Equatable`.
func erasedEqualityInPlace<Value>(_ type: Value.Type) -> ((UnsafeRawPointer, UnsafeRawPointer) -> Bool)? {
    guard let equatable = type as? any Equatable.Type else { return nil }
    func comparison<Comparable: Equatable>(_: Comparable.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        // `Comparable` is `Value` (it came from `Value.self`), so the memory holds a `Comparable`.
        { lhs, rhs in
            lhs.assumingMemoryBound(to: Comparable.self).pointee == rhs.assumingMemoryBound(to: Comparable.self).pointee
        }
    }
    return comparison(equatable)
}
