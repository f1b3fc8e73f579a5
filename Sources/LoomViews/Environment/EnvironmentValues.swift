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
    /// One value set, in front of the values set before it. Every entry is a ``TypedEntry``,
    /// which keeps the value in its own type.
    class Entry {
        let key: ObjectIdentifier
        let next: Entry?

        init(key: ObjectIdentifier, next: Entry?) {
            self.key = key
            self.next = next
        }

        /// The value, boxed: for the look-ups by key alone (environment objects).
        var value: Any { preconditionFailure("Entry is abstract") }
    }

    /// An entry's value in the type it was written as: a key's own value type for the typed
    /// subscript, `Any` for ``setValue(_:for:)``.
    ///
    /// Why: kept as `Any`, each typed read cast it back with `as?`, which for an optional type
    /// (a foreground colour, a font) went through the runtime's general cast, about 590
    /// instructions per read; every text and button of a row whose colour is set reads it when
    /// the row is selected (about 5% of selecting a row of the benchmark table, issue 18). The
    /// read now checks the entry's class, whose metadata specialised code has cached.
    final class TypedEntry<Value>: Entry {
        let typed: Value

        init(key: ObjectIdentifier, value: Value, next: Entry?) {
            typed = value
            super.init(key: key, next: next)
        }

        override var value: Any { typed }
    }

    /// Internal rather than private for ``NodeContext``, which keeps this one reference (not the
    /// struct around it) so a node's context is one word (memory per row, issue 18).
    var head: Entry?

    /// An environment holding only default values.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            // No cast for an unset key: casting an absent value to an optional `Key.Value` ran
            // a dynamic cast on every read of one.
            guard let entry = entry(for: ObjectIdentifier(key)) else { return Key.defaultValue }
            // Written by this subscript (see ``TypedEntry``); otherwise by `setValue`, as `Any`.
            if let typed = entry as? TypedEntry<Key.Value> { return typed.typed }
            return entry.value as? Key.Value ?? Key.defaultValue
        }
        set { head = TypedEntry(key: ObjectIdentifier(key), value: newValue, next: head) }
    }

    /// The newest entry for `key`, if one was set.
    private func entry(for key: ObjectIdentifier) -> Entry? {
        var entry = head
        while let current = entry {
            if current.key == key { return current }
            entry = current.next
        }
        return nil
    }

    func value(for key: ObjectIdentifier) -> Any? {
        entry(for: key)?.value
    }

    mutating func setValue(_ value: Any, for key: ObjectIdentifier) {
        head = TypedEntry(key: key, value: value, next: head)
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
