@_spi(Reflection) import Swift

/// Builds and remembers one ``FieldComparator`` per type.
///
/// A cache on the main actor: plans depend only on the type, so each is built once, on first
/// use, and lives as long as the process.
@MainActor
enum ComparatorCache {
    private static var comparators: [ObjectIdentifier: FieldComparator] = [:]

    /// The comparator for values of `type`.
    static func comparator(for type: Any.Type) -> FieldComparator {
        let key = ObjectIdentifier(type)
        if let cached = comparators[key] { return cached }
        let made = make(for: type)
        comparators[key] = made
        return made
    }

    private static func make(for type: Any.Type) -> FieldComparator {
        // Object references come first, before `Equatable`: a field's storage may be `weak` or
        // `unowned`, which reflection reports as the plain (optional) class type, and a typed
        // load would read that storage as a strong reference (a bad pointer). Comparing the bits
        // never loads it, and equal bits name the same object, which is SwiftUI's rule for
        // reference-typed inputs too.
        if isObjectReference(type) { return IdentityComparator() }
        if let input = type as? any ViewInputComparable.Type { return viewInputComparator(input) }
        // An optional before `Equatable`: compared in place through its wrapped type's plan,
        // which `Optional`'s generic `==` is not (see ``OptionalComparator``). The wrapped plan
        // is `==` whenever the optional is `Equatable`, so the result is the same.
        if let optional = type as? any OptionalMarker.Type { return optionalComparator(optional) }
        if let equatable = type as? any Equatable.Type { return equatableComparator(equatable) }
        let kind = MetadataKind(type)
        if isPlainData(type) { return BitwiseComparator(size: size(of: type)) }
        guard kind.hasWalkableFields else { return AlwaysDifferentComparator() }
        return structComparator(type)
    }

    /// Field by field for structs and tuples; anything else (closures, enums with payloads,
    /// existentials) cannot be decomposed and always differs.
    private static func structComparator(_ type: Any.Type) -> FieldComparator {
        var fields: [(offset: Int, comparator: FieldComparator)] = []
        var decomposed = true
        let complete = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            let comparator = comparator(for: fieldType)
            if comparator is AlwaysDifferentComparator {
                decomposed = false
                return false
            }
            fields.append((offset, comparator))
            return true
        }
        guard complete, decomposed else { return AlwaysDifferentComparator() }
        return StructComparator(fields: fields)
    }

    private static func viewInputComparator<T: ViewInputComparable>(_: T.Type) -> FieldComparator {
        ViewInputComparator<T>()
    }

    private static func equatableComparator<T: Equatable>(_: T.Type) -> FieldComparator {
        EquatableComparator<T>()
    }

    private static func optionalComparator<T: OptionalMarker>(_: T.Type) -> FieldComparator {
        func make<W>(_: W.Type) -> FieldComparator {
            let wrapped = comparator(for: W.self)
            if wrapped is AlwaysDifferentComparator { return AlwaysDifferentComparator() }
            return OptionalComparator<W>(wrapped: wrapped)
        }
        return _openExistential(T.wrappedType, do: make)
    }

    /// A class, or an optional of one: the types a `weak`, `unowned` or `unowned(unsafe)` field
    /// is reported as. A `weak var` is `Optional<Object>` to reflection while its storage is a
    /// weak reference; AddressSanitizer found a strong load of one (the Poet login's
    /// `weak var evaluator`) retaining a bad pointer.
    private static func isObjectReference(_ type: Any.Type) -> Bool {
        if MetadataKind(type) == .class { return true }
        guard let optional = type as? any OptionalMarker.Type else { return false }
        return MetadataKind(optional.wrappedType) == .class
    }

    private static func isPlainData(_ type: Any.Type) -> Bool {
        func check<T>(_: T.Type) -> Bool { _isPOD(T.self) }
        return _openExistential(type, do: check)
    }

    private static func size(of type: Any.Type) -> Int {
        func measure<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: measure)
    }
}

/// Lets the comparator cache see through `Optional` to the wrapped type.
protocol OptionalMarker {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalMarker {
    static var wrappedType: Any.Type { Wrapped.self }
}
