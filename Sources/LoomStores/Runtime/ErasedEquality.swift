import Foundation

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
    // The commonest field types, compared by concrete code rather than through `Equatable`'s
    // witness on generic values.
    if type == Int.self { return { $0.load(as: Int.self) == $1.load(as: Int.self) } }
    if type == Bool.self { return { $0.load(as: Bool.self) == $1.load(as: Bool.self) } }
    if type == Double.self { return { $0.load(as: Double.self) == $1.load(as: Double.self) } }
    if type == String.self {
        return { $0.assumingMemoryBound(to: String.self).pointee == $1.assumingMemoryBound(to: String.self).pointee }
    }
    guard let equatable = type as? any Equatable.Type else { return nil }
    func comparison<Comparable: Equatable>(_: Comparable.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        // `Comparable` is `Value` (it came from `Value.self`), so the memory holds a `Comparable`.
        let equal = { (lhs: UnsafeRawPointer, rhs: UnsafeRawPointer) in
            lhs.assumingMemoryBound(to: Comparable.self).pointee == rhs.assumingMemoryBound(to: Comparable.self).pointee
        }
        guard _isPOD(Comparable.self) else { return equal }
        // Plain data (numbers, flags, enums without payload references): equal bytes are equal
        // values, and comparing bytes skips the generic `==` for the usual unchanged field.
        // Different bytes still ask `==` (`0.0` and `-0.0` are equal).
        let size = MemoryLayout<Comparable>.size
        return { lhs, rhs in memcmp(lhs, rhs, size) == 0 || equal(lhs, rhs) }
    }
    return comparison(equatable)
}
