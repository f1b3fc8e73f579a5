import Observation

/// Bindings to the properties of an `@Observable` object: `$model.title`.
///
/// ```swift
/// struct Editor: View {
///     @Bindable var document: Document
///     var body: some View { TextField("Title", text: $document.title) }
/// }
/// ```
/// Its bindings are stable (same object, same property), because Observation already tracks
/// which views read the property: a child given one is not re-rendered just because its
/// parent was.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable>: @MainActor Equatable {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(_ object: Value) {
        self.wrappedValue = object
    }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Member>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>) -> Binding<Member> {
        let object = wrappedValue
        return Binding(
            get: { object[keyPath: keyPath] },
            set: { object[keyPath: keyPath] = $0 },
            identity: BindingIdentity(source: object, path: [keyPath]))
    }

    public static func == (lhs: Bindable, rhs: Bindable) -> Bool {
        lhs.wrappedValue === rhs.wrappedValue
    }
}

extension Bindable: InspectableViewProperty {
    var inspectedKind: String { "@Bindable" }
    var inspectedValue: Any? { wrappedValue }
}
