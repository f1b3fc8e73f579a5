import LoomReactive

/// An observable object provided by an ancestor with `.environmentObject(_:)`.
///
/// If no ancestor provided one, the view is not built: the runtime reports which object is
/// missing and shows nothing in its place, rather than crashing.
@MainActor
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private var object: ObjectType?

    public init() {}

    /// The object. Only valid inside `body`, where the engine has found it.
    public var wrappedValue: ObjectType {
        guard let object else {
            preconditionFailure(
                "@EnvironmentObject \(ObjectType.self) was read outside body; no object is available there.")
        }
        return object
    }

    /// Makes bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

extension EnvironmentObject: NodeInstallable {
    mutating func install(in node: Node, slot: Int) -> Bool {
        if node.storage?.environmentReads[slot] == nil {
            node.extras.environmentReads[slot] = EnvironmentValues.providedObjectChanged(ObjectIdentifier(ObjectType.self))
        }
        guard let found = node.context.environment.value(for: ObjectIdentifier(ObjectType.self)) as? ObjectType else {
            node.graph.report("""
                No environment object of type \(ObjectType.self) was found for \(node.viewName). \
                Provide one with .environmentObject(_:) on an ancestor; the view shows nothing until then.
                """)
            return false
        }
        object = found
        node.extras.observe(found, slot: slot, node: node, label: "an @EnvironmentObject")
        return true
    }
}

extension EnvironmentObject: ViewInputComparable {
    static func isViewInputEqual(_ lhs: EnvironmentObject, _ rhs: EnvironmentObject) -> Bool { true }
}

extension EnvironmentValues {
    /// Whether the object provided under `key` is another one (or went, or came) between two
    /// environments: what makes a view that reads it by type (`@EnvironmentObject`, or
    /// `@Environment(Model.self)`) re-run. Identity, not contents: the object's own changes
    /// reach the view through observation.
    static func providedObjectChanged(_ key: ObjectIdentifier) -> (EnvironmentValues, EnvironmentValues) -> Bool {
        { old, new in (old.value(for: key) as AnyObject?) !== (new.value(for: key) as AnyObject?) }
    }
}
