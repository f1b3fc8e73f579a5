import LoomHost

/// A value kept per scene, as in SwiftUI: on the web, per browser tab. It survives what the
/// tab survives: a reload, a network drop, and the session's move to another process after a
/// crash, a restart or a deploy (the server stores it with the session, see ``SessionState``).
///
/// ```swift
/// struct Compose: View {
///     @SceneStorage("draft") private var draft = ""
///     @SceneStorage("tab") private var tab: Tab = .inbox
///     var body: some View { TextField("Message", text: $draft) }
/// }
/// ```
/// Every view of the scene reading the same key shares the value. Keep small values here
/// (SwiftUI's advice too): text being written, a selection, a tab, an encoded navigation path
/// (`NavigationPath.codable`). Outside a server (previews, tests, the terminal) it lives as long
/// as the view tree.
@MainActor
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    private var box: SceneStorageBox<Value>?

    public init(wrappedValue: Value, _ key: String) where Value: Codable {
        self.key = key
        defaultValue = wrappedValue
    }

    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.key = key
        defaultValue = wrappedValue
    }

    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.key = key
        defaultValue = wrappedValue
    }

    /// For an enum that is both `Codable` and raw-representable: one candidate.
    public init(wrappedValue: Value, _ key: String) where Value: Codable & RawRepresentable, Value.RawValue == String {
        self.key = key
        defaultValue = wrappedValue
    }

    /// For an enum that is both `Codable` and raw-representable: one candidate.
    public init(wrappedValue: Value, _ key: String) where Value: Codable & RawRepresentable, Value.RawValue == Int {
        self.key = key
        defaultValue = wrappedValue
    }

    /// An optional value, nil until set.
    public init<Wrapped: Codable>(_ key: String) where Value == Wrapped? {
        self.key = key
        defaultValue = nil
    }

    public var wrappedValue: Value {
        get { box?.value ?? defaultValue }
        nonmutating set {
            guard let box else {
                RuntimeIssueReporter.report(
                    "@SceneStorage(\"\(key)\") was written outside of an installed view (in an initializer, or on a view value the engine never built). The write was ignored.")
                return
            }
            box.write(newValue)
        }
    }

    public var projectedValue: Binding<Value> {
        guard let box else { return .constant(defaultValue) }
        return Binding(get: { box.value }, set: { box.write($0) }, identity: BindingIdentity(source: box, path: []))
    }
}

extension SceneStorage: NodeInstallable {
    mutating func install(in node: Node, slot: Int) -> Bool {
        let graph = node.graph
        if let existing = graph.sceneStorage[key] as? SceneStorageBox<Value> {
            box = existing
            return true
        }
        if graph.sceneStorage[key] != nil {
            RuntimeIssueReporter.report(
                "@SceneStorage(\"\(key)\") is read as \(Value.self) here and as another type elsewhere in the scene; each type keeps its own value.")
        }
        let session = graph.sessionState
        let restored = session?.sceneValue(forKey: key).flatMap { SessionStateCoding.decode($0, as: Value.self) }
        let made = SceneStorageBox(value: restored ?? defaultValue, key: key, session: session)
        graph.sceneStorage[key] = made
        box = made
        return true
    }
}

extension SceneStorage: ViewInputComparable {
    /// The value belongs to the scene, not to the view value: it never makes two values differ.
    static func isViewInputEqual(_ lhs: SceneStorage, _ rhs: SceneStorage) -> Bool { lhs.key == rhs.key }
}

/// One scene-storage key's value in a tree; every reader re-renders when it changes, and each
/// write goes to the session's ``SessionState`` (when a server made the tree).
@MainActor
final class SceneStorageBox<Value> {
    private var stored: Value
    private let readers = TrackedReaders()
    private let key: String
    private weak var session: SessionState?

    init(value: Value, key: String, session: SessionState?) {
        stored = value
        self.key = key
        self.session = session
    }

    var value: Value {
        readers.recordRead()
        return stored
    }

    func write(_ newValue: Value) {
        stored = newValue
        readers.valueDidChange()
        session?.setSceneValue(SessionStateCoding.encode(newValue), forKey: key)
    }
}

extension SceneStorage: InspectableViewProperty {
    var inspectedKind: String { "@SceneStorage(\"\(key)\")" }
    var inspectedValue: Any? { wrappedValue }
}
