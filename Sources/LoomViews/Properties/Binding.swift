/// A read-write reference to a value owned elsewhere: a `@State`, an observed object's
/// property, or anything you can get and set.
///
/// ```swift
/// struct Stepper: View {
///     @Binding var value: Int
///     var body: some View { Button("+") { value += 1 } }
/// }
/// Stepper(value: $count)
/// ```
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: @MainActor () -> Value
    private let setValue: @MainActor (Value) -> Void
    /// Where the value lives, when known; bindings with the same identity compare equal.
    let identity: BindingIdentity?

    /// A binding that reads and writes through closures. Such a binding always compares as
    /// changed, so a view holding one re-renders with its parent (closures cannot be compared).
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        self.init(get: get, set: set, identity: nil)
    }

    init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void, identity: BindingIdentity?) {
        getValue = get
        setValue = set
        self.identity = identity
    }

    /// Creates a binding from another binding (the `Binding(projectedValue:)` form).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The current value. Setting it is non-mutating: it writes through to the owner.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    /// The binding itself, so `$value` can be passed on.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a part of the value.
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
        let parent = self
        return Binding<Member>(
            get: { parent.getValue()[keyPath: keyPath] },
            set: { member in
                var value = parent.getValue()
                value[keyPath: keyPath] = member
                parent.setValue(value)
            },
            identity: identity?.appending(keyPath))
    }
}

extension Binding: ViewInputComparable {
    /// Equal when both point at the same storage along the same path; closure-built bindings
    /// are never equal.
    static func isViewInputEqual(_ lhs: Binding, _ rhs: Binding) -> Bool {
        guard let left = lhs.identity, let right = rhs.identity else { return false }
        return left == right
    }
}

/// Where a binding's value lives: an owner object and a key path from it.
struct BindingIdentity: Equatable {
    let source: AnyObject
    let path: [AnyKeyPath]

    func appending(_ keyPath: AnyKeyPath) -> BindingIdentity {
        BindingIdentity(source: source, path: path + [keyPath])
    }

    static func == (lhs: BindingIdentity, rhs: BindingIdentity) -> Bool {
        lhs.source === rhs.source && lhs.path == rhs.path
    }
}

extension Binding: InspectableViewProperty {
    var inspectedKind: String { "@Binding" }
    var inspectedValue: Any? { wrappedValue }
}
