@_spi(Reflection) import Swift

/// Compares two values of one type, given pointers to them: the per-type plan behind "skip
/// `body` when the inputs are equal".
///
/// Built once per type by ``ComparatorCache`` from the type's layout, so comparing two view
/// values costs no reflection and no allocation: `==` where the type is `Equatable`, identity
/// for objects, a byte compare for plain data, field by field for other structs, and "always
/// differs" for closures and anything else that cannot be compared.
@MainActor
class FieldComparator {
    func isEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool { false }
}

/// Uses the type's own `==`.
final class EquatableComparator<Value: Equatable>: FieldComparator {
    override func isEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
        lhs.load(as: Value.self) == rhs.load(as: Value.self)
    }
}

/// Uses the rule a Loom property wrapper defines for itself (see ``ViewInputComparable``).
final class ViewInputComparator<Value: ViewInputComparable>: FieldComparator {
    override func isEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
        Value.isViewInputEqual(lhs.load(as: Value.self), rhs.load(as: Value.self))
    }
}

/// Compares object references by identity.
final class IdentityComparator: FieldComparator {
    override func isEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
        lhs.load(as: UnsafeRawPointer?.self) == rhs.load(as: UnsafeRawPointer?.self)
    }
}

/// Compares plain data (no references inside) byte by byte.
final class BitwiseComparator: FieldComparator {
    let size: Int
    init(size: Int) { self.size = size }
    override func isEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
        memcmp(lhs, rhs, size) == 0
    }
}

/// Two `nil`s are equal; two values compare with the wrapped type's comparator.
///
/// In place, with no run-time type look-up: an optional's payload lies at its start (Swift lays
/// out a single-payload enum that way), so the wrapped comparator is handed the same pointers,
/// and whether a side is `nil` is asked of `Wrapped` alone (`isNil`). `Optional`'s own `==`,
/// unspecialised, looked up `(Wrapped?, Wrapped?)`'s tuple metadata at every call, and copying
/// the values out looked up `Wrapped?`'s: about 900 instructions per re-run row of the benchmark
/// table for its `.foregroundColor(Color?)`.
final class OptionalComparator<Wrapped>: FieldComparator {
    let wrapped: FieldComparator
    init(wrapped: FieldComparator) { self.wrapped = wrapped }
    override func isEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
        let leftIsNil = isNil(lhs.assumingMemoryBound(to: Wrapped?.self).pointee)
        let rightIsNil = isNil(rhs.assumingMemoryBound(to: Wrapped?.self).pointee)
        if leftIsNil || rightIsNil { return leftIsNil == rightIsNil }
        return wrapped.isEqual(lhs, rhs)
    }
}

/// Whether `value` is `nil`, asked of the value where it lies: borrowed, so the optional is not
/// copied (a `switch` or `== nil` on an optional holding an existential, such as a button's
/// `AnyView?` label, copies and destroys it) and, in generic code, its type's metadata is not
/// needed: only the wrapped type's enum-tag witness runs.
@inline(__always)
func isNil<Wrapped>(_ value: borrowing Wrapped?) -> Bool {
    value == nil
}

/// Compares a struct field by field.
final class StructComparator: FieldComparator {
    let fields: [(offset: Int, comparator: FieldComparator)]
    init(fields: [(offset: Int, comparator: FieldComparator)]) { self.fields = fields }
    override func isEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
        for field in fields where !field.comparator.isEqual(lhs + field.offset, rhs + field.offset) {
            return false
        }
        return true
    }
}

/// Closures, existentials and other values that cannot be compared always differ.
final class AlwaysDifferentComparator: FieldComparator {}

/// A type whose values, as inputs of a view, compare by a rule of their own rather than by
/// their stored bytes: `@State` is owned by the node (always equal), a binding is equal when it
/// points at the same storage, and so on.
@MainActor
protocol ViewInputComparable {
    static func isViewInputEqual(_ lhs: Self, _ rhs: Self) -> Bool
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif
