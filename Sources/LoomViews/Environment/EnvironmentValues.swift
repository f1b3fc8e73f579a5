/// A key for a value passed down the view tree through the environment.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    associatedtype Value
    /// The value when no ancestor set one.
    static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors: set with `.environment(\.key, value)`,
/// read with `@Environment(\.key)`.
///
/// Stored as a persistent list, newest first: setting a value shares the rest, and a subtree
/// whose environment did not change sees the very same storage, which makes "did my
/// environment change?" an identity check.
public struct EnvironmentValues {
    final class Entry {
        let key: ObjectIdentifier
        let value: Any
        let next: Entry?

        init(key: ObjectIdentifier, value: Any, next: Entry?) {
            self.key = key
            self.value = value
            self.next = next
        }
    }

    /// Internal rather than private for ``NodeContext``, which keeps this one reference (not the
    /// struct around it) so a node's context is one word (memory per row, issue 18).
    var head: Entry?

    /// An environment holding only default values.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            // Checked before casting: casting an absent value to an optional `Key.Value` would
            // run a dynamic cast on every read of an unset key.
            guard let value = value(for: ObjectIdentifier(key)) else { return Key.defaultValue }
            return Self.value(value, as: Key.Value.self) ?? Key.defaultValue
        }
        set { head = Entry(key: ObjectIdentifier(key), value: newValue, next: head) }
    }

    /// `value` as `Target`: a key's entry holds a value of the key's own type, found by comparing
    /// the two types' metadata once the value is opened; any other is cast.
    ///
    /// Why: `as?` from `Any` to an optional type (a foreground colour, a font) went through the
    /// runtime's general cast, about 750 instructions per read, and every text and button of a
    /// row with its colour set reads it when the row is selected (3% of selecting a row of the
    /// benchmark table, issue 18).
    private static func value<Target>(_ value: Any, as _: Target.Type) -> Target? {
        func typed<Stored>(_ stored: Stored) -> Target? {
            sameType(stored, as: Target.self) ?? (stored as? Target)
        }
        return _openExistential(value, do: typed)
    }

    func value(for key: ObjectIdentifier) -> Any? {
        var entry = head
        while let current = entry {
            if current.key == key { return current.value }
            entry = current.next
        }
        return nil
    }

    mutating func setValue(_ value: Any, for key: ObjectIdentifier) {
        head = Entry(key: key, value: value, next: head)
    }

    /// Whether no value was set: every key reads its default.
    var isEmpty: Bool { head == nil }

    /// Whether both share the same storage (and so hold the same values).
    func isSameStorage(as other: EnvironmentValues) -> Bool { head === other.head }
}

/// Whether two values read from an environment are equal: `==` where the type is `Equatable`,
/// identity for objects; anything else counts as changed.
func environmentValuesEqual<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
    if let left = lhs as? any Equatable { return left.isEqual(to: rhs) }
    if let left = lhs as AnyObject?, let right = rhs as AnyObject?, type(of: lhs) is AnyClass {
        return left === right
    }
    return false
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
