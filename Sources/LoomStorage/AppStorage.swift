import Foundation
import LoomViews

/// A value kept in the app's persistent ``KeyValueStore``, as SwiftUI's `@AppStorage` keeps it
/// in `UserDefaults`.
///
/// ```swift
/// enum Filter: String { case all, active, done }
/// struct Settings: View {
///     @AppStorage("showsDone") private var showsDone = true
///     @AppStorage("filter") private var filter: Filter = .all
///     var body: some View { Toggle("Show done", isOn: $showsDone) }
/// }
/// ```
/// It keeps what SwiftUI's keeps: the ``AppStorageValue`` types (`Bool`, `Int`, `Double`,
/// `String`, `URL`, `Data`) and any `RawRepresentable` type with a `String` or `Int` raw value,
/// with no conformance to declare. Every view that reads the key re-renders when it changes, in
/// every session of the process. The store comes from the environment
/// (`.defaultAppStorage(_:)`; `App.main()` sets a file store for every window), or from the
/// `store:` argument. A stored value of another kind reads as the default.
@MainActor
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    @Environment(\.appStorage) private var environmentStore
    private let key: String
    private let defaultValue: Value
    private let explicitStore: KeyValueStore?

    public init(wrappedValue: Value, _ key: String, store: KeyValueStore? = nil) where Value: AppStorageValue {
        self.init(key: key, defaultValue: wrappedValue, store: store)
    }

    public init(wrappedValue: Value, _ key: String, store: KeyValueStore? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store)
    }

    public init(wrappedValue: Value, _ key: String, store: KeyValueStore? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store)
    }

    /// For a type that is both (an enum that also declares ``AppStorageValue``): one candidate.
    public init(wrappedValue: Value, _ key: String, store: KeyValueStore? = nil)
    where Value: AppStorageValue & RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store)
    }

    /// For a type that is both (an enum that also declares ``AppStorageValue``): one candidate.
    public init(wrappedValue: Value, _ key: String, store: KeyValueStore? = nil)
    where Value: AppStorageValue & RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store)
    }

    private init(key: String, defaultValue: Value, store: KeyValueStore?) {
        self.key = key
        self.defaultValue = defaultValue
        self.explicitStore = store
    }

    private var store: KeyValueStore { explicitStore ?? environmentStore }

    /// The stored value, or the default when the key is absent or holds another kind of value.
    public var wrappedValue: Value {
        get { Self.read(key, from: store) ?? defaultValue }
        nonmutating set { Self.write(newValue, key, to: store) }
    }

    /// A binding that reads and writes the stored value.
    public var projectedValue: Binding<Value> {
        let store = store
        let key = key
        let defaultValue = defaultValue
        return Binding(
            get: { Self.read(key, from: store) ?? defaultValue },
            set: { Self.write($0, key, to: store) })
    }

    /// How `Value` is kept: decided by its type (the initialisers admit only the kinds below),
    /// so the wrapper stores no conversion closures (a closure would make every view holding one
    /// compare as changed).
    private static func read(_ key: String, from store: KeyValueStore) -> Value? {
        guard let stored = store.value(forKey: key) else { return nil }
        if let type = Value.self as? any AppStorageValue.Type { return type.init(storedValue: stored) as? Value }
        if let type = Value.self as? any RawRepresentable<String>.Type, case .string(let text) = stored {
            return type.init(rawValue: text) as? Value
        }
        if let type = Value.self as? any RawRepresentable<Int>.Type, let number = stored.integer {
            return type.init(rawValue: number) as? Value
        }
        return nil
    }

    private static func write(_ value: Value, _ key: String, to store: KeyValueStore) {
        if let value = value as? any AppStorageValue {
            store.set(value.storedValue, forKey: key)
        } else if let value = value as? any RawRepresentable<String> {
            store.set(.string(value.rawValue), forKey: key)
        } else if let value = value as? any RawRepresentable<Int> {
            store.set(.int(value.rawValue), forKey: key)
        }
    }
}

/// The types `@AppStorage` can keep, as SwiftUI's: `Bool`, `Int`, `Double`, `String`, `URL`,
/// `Data`, and enums with an `Int` or `String` raw value.
public protocol AppStorageValue {
    /// The value read back, or nil when the stored value is of another kind.
    init?(storedValue: StoredValue)
    /// The value as the store keeps it.
    var storedValue: StoredValue { get }
}

extension Bool: AppStorageValue {
    public init?(storedValue: StoredValue) {
        guard case .bool(let value) = storedValue else { return nil }
        self = value
    }
    public var storedValue: StoredValue { .bool(self) }
}

extension Int: AppStorageValue {
    public init?(storedValue: StoredValue) {
        guard let value = storedValue.integer else { return nil }
        self = value
    }
    public var storedValue: StoredValue { .int(self) }
}

extension Double: AppStorageValue {
    public init?(storedValue: StoredValue) {
        switch storedValue {
        case .double(let value): self = value
        case .int(let value): self = Double(value)
        case .bool, .string: return nil
        }
    }
    public var storedValue: StoredValue { .double(self) }
}

extension String: AppStorageValue {
    public init?(storedValue: StoredValue) {
        guard case .string(let value) = storedValue else { return nil }
        self = value
    }
    public var storedValue: StoredValue { .string(self) }
}

extension URL: AppStorageValue {
    public init?(storedValue: StoredValue) {
        guard case .string(let text) = storedValue, let url = URL(string: text) else { return nil }
        self = url
    }
    public var storedValue: StoredValue { .string(absoluteString) }
}

extension Data: AppStorageValue {
    /// Kept as base64 text, since the file is JSON.
    public init?(storedValue: StoredValue) {
        guard case .string(let text) = storedValue, let data = Data(base64Encoded: text) else { return nil }
        self = data
    }
    public var storedValue: StoredValue { .string(base64EncodedString()) }
}

extension AppStorageValue where Self: RawRepresentable, RawValue == String {
    public init?(storedValue: StoredValue) {
        guard case .string(let text) = storedValue else { return nil }
        self.init(rawValue: text)
    }
    public var storedValue: StoredValue { .string(rawValue) }
}

extension AppStorageValue where Self: RawRepresentable, RawValue == Int {
    public init?(storedValue: StoredValue) {
        guard let number = storedValue.integer else { return nil }
        self.init(rawValue: number)
    }
    public var storedValue: StoredValue { .int(rawValue) }
}

private struct AppStorageKey: EnvironmentKey {
    /// A process-wide store in memory, as `UserDefaults.standard` is process-wide: views outside
    /// an `App` (previews, a harness) still work. `App.main()` puts a file store in its place.
    static let defaultValue = KeyValueStore()
}

extension EnvironmentValues {
    /// The store `@AppStorage` uses in this subtree.
    public var appStorage: KeyValueStore {
        get { self[AppStorageKey.self] }
        set { self[AppStorageKey.self] = newValue }
    }
}

extension View {
    /// Sets the store `@AppStorage` uses in this view and its descendants, as in SwiftUI.
    public func defaultAppStorage(_ store: KeyValueStore) -> some View {
        environment(\.appStorage, store)
    }
}
