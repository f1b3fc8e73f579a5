import LoomReactive

/// An object the view observes: whenever it announces a change (`objectWillChange`, which
/// `@Published` sends), the view re-renders.
///
/// The view does not own the object. Two view values holding the same object are equal, so a
/// child holding an unchanged object is not re-rendered with its parent.
@MainActor
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: @MainActor Equatable {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.wrappedValue = initialValue
    }

    /// Makes bindings to the object's properties: `$model.counter`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Object identity: the same object means the same input.
    public static func == (lhs: ObservedObject, rhs: ObservedObject) -> Bool {
        lhs.wrappedValue === rhs.wrappedValue
    }

    /// Turns `$model.property` into a `Binding`.
    @MainActor
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to one property of the object. It is built from closures, so it always
        /// compares as changed: a child given `$model.counter` re-renders with its parent.
        public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Value>) -> Binding<Value> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

extension ObservedObject: NodeInstallable {
    mutating func install(in node: Node, slot: Int) -> Bool {
        node.extras.observe(wrappedValue, slot: slot, node: node, label: "an @ObservedObject")
        return true
    }
}

/// An observable object whose reads inside `body` register themselves, field by field, with the
/// view being built (a Loom store does): a view observing it re-renders only when a field it read
/// changes, so the engine does not also subscribe to its `objectWillChange`.
///
/// Not refining `ObservableObject`: a refinement declared here made the compiler check every
/// main-actor `ObservableObject` conformance in this module as crossing isolation.
public protocol FieldTrackedObservableObject: AnyObject {}

extension ObservedObject: InspectableViewProperty {
    var inspectedKind: String { "@ObservedObject" }
    var inspectedValue: Any? { wrappedValue }
}
