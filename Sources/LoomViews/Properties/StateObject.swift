import LoomReactive

/// An observable object the view creates and owns: made once per view identity, kept across
/// re-renders, released when the identity ends.
///
/// ```swift
/// @StateObject private var model = SearchModel()
/// ```
/// The initial expression is only evaluated when the node is first built.
@MainActor
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let makeObject: () -> ObjectType
    private var object: ObjectType?

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        makeObject = thunk
    }

    /// The object. Read before the view is installed (in an initializer), a new object is made
    /// each time, and that is reported.
    public var wrappedValue: ObjectType {
        if let object { return object }
        RuntimeIssueReporter.report(
            "A @StateObject of type \(ObjectType.self) was read before its view was installed; a throwaway instance was created. Read it in body instead.")
        return makeObject()
    }

    /// Makes bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

extension StateObject: NodeInstallable {
    mutating func install(in node: Node, slot: Int) -> Bool {
        let owned: ObjectType
        if let existing = node.storage?.slot(slot) as? ObjectType {
            owned = existing
        } else {
            owned = makeObject()
            node.extras.setSlot(slot, owned)
        }
        object = owned
        node.extras.observe(owned, slot: slot, node: node, label: "a @StateObject")
        return true
    }
}

extension StateObject: ViewInputComparable {
    /// The object belongs to the node: it never makes two view values differ.
    static func isViewInputEqual(_ lhs: StateObject, _ rhs: StateObject) -> Bool { true }
}

extension StateObject: InspectableViewProperty {
    var inspectedKind: String { "@StateObject" }
    /// The object, if the view was installed (reading `wrappedValue` before would make one).
    var inspectedValue: Any? { object }
}
