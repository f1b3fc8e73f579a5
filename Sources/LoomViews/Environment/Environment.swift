import LoomReactive

/// Reads a value from the view's environment, or an `@Observable` object an ancestor provided.
///
/// ```swift
/// @Environment(\.isEnabled) private var isEnabled
/// @Environment(Library.self) private var library      // provided with .environment(library)
/// @Environment(Library.self) private var maybe: Library?  // nil where no ancestor provided one
/// ```
/// The view re-renders when the value it reads changes, and only then. A view that asks for an
/// object no ancestor provided (the non-optional form) is not built: the runtime reports which
/// object is missing and shows nothing in its place, where SwiftUI would stop the app.
@MainActor
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let source: EnvironmentSource<Value>
    private var values: EnvironmentValues?

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
    }

    /// The `@Observable` object of this type that an ancestor provided with `.environment(_:)`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        let key = ObjectIdentifier(objectType)
        source = .object(EnvironmentObjectLookup(key: key) { values in values.value(for: key) as? Value })
    }

    /// The `@Observable` object of this type that an ancestor provided, or `nil` where none did.
    public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
        let key = ObjectIdentifier(objectType)
        source = .object(EnvironmentObjectLookup(key: key) { values in .some(values.value(for: key) as? Object) })
    }

    public var wrappedValue: Value {
        let values = values ?? EnvironmentValues()
        switch source {
        case .keyPath(let keyPath):
            return values[keyPath: keyPath]
        case .object(let lookup):
            guard let object = lookup.find(values) else {
                preconditionFailure("@Environment(\(Value.self).self) was read outside body; no object is available there.")
            }
            return object
        }
    }
}

/// Where an `@Environment` property reads from: a key path of the environment's values, or the
/// object of a type that `.environment(_:)` provided.
enum EnvironmentSource<Value> {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    case object(EnvironmentObjectLookup<Value>)
}

/// How an `@Environment(Object.self)` property finds its object: by the type's identifier,
/// typed by the initialiser that knew the object's type.
struct EnvironmentObjectLookup<Value> {
    let key: ObjectIdentifier
    /// The value for the property, or `nil` when the environment cannot give one (the
    /// non-optional form without a provider).
    let find: (EnvironmentValues) -> Value?
}

extension Environment: NodeInstallable {
    mutating func install(in node: Node, slot: Int) -> Bool {
        values = node.context.environment
        switch source {
        case .keyPath(let keyPath):
            if node.storage?.environmentReads[slot] == nil {
                node.extras.environmentReads[slot] = { old, new in
                    !environmentValuesEqual(old[keyPath: keyPath], new[keyPath: keyPath])
                }
            }
            return true
        case .object(let lookup):
            if node.storage?.environmentReads[slot] == nil {
                node.extras.environmentReads[slot] = EnvironmentValues.providedObjectChanged(lookup.key)
            }
            guard lookup.find(node.context.environment) != nil else {
                node.graph.report("""
                    No @Observable object of type \(Value.self) was found in the environment of \(node.viewName). \
                    Provide one with .environment(_:) on an ancestor; the view shows nothing until then.
                    """)
                return false
            }
            return true
        }
    }
}

extension Environment: ViewInputComparable {
    /// Environment changes reach a view through its node, not through its value.
    static func isViewInputEqual(_ lhs: Environment, _ rhs: Environment) -> Bool { true }
}

extension Environment: InspectableViewProperty {
    var inspectedKind: String { "@Environment" }
    /// The value the view reads; `nil` for an object no ancestor provided (reading
    /// `wrappedValue` would stop the program there).
    var inspectedValue: Any? {
        guard let values else { return nil }
        switch source {
        case .keyPath(let keyPath): return values[keyPath: keyPath]
        case .object(let lookup): return lookup.find(values)
        }
    }
}
