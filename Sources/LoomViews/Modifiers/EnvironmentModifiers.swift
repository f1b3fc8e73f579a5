import LoomReactive

/// Sets one environment value, named by a key path, for the content: `.environment(_:_:)`. The
/// style modifiers use ``BuiltinEnvironmentModifier`` instead.
struct EnvironmentWritingModifier<Value>: PlacesContentFirst {
    typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    func _buildModifiedContent<Wrapped: View>(_ content: Wrapped, in node: Node) {
        let context = node.contextWriting(value, at: ObjectIdentifier(Value.self), inheritedAt: keyPath) { environment in
            environment[keyPath: keyPath] = value
        }
        node.updateChild(content, at: 0, context: context)
    }
}

/// Turns controls off for the content (a subtree stays disabled if an ancestor disabled it).
struct DisabledModifier: PlacesContentFirst, Equatable {
    typealias Body = Never
    let isDisabled: Bool

    func _buildModifiedContent<Wrapped: View>(_ content: Wrapped, in node: Node) {
        let isEnabled = node.context.environment.isEnabled && !isDisabled
        let context = node.contextWriting(isEnabled, at: ObjectIdentifier(Bool.self)) { $0.isEnabled = isEnabled }
        node.updateChild(content, at: 0, context: context)
    }
}

/// Provides an observable object to `@EnvironmentObject` properties below.
struct EnvironmentObjectModifier<Object: ObservableObject>: PlacesContentFirst {
    typealias Body = Never
    let object: Object

    func _buildModifiedContent<Wrapped: View>(_ content: Wrapped, in node: Node) {
        let key = ObjectIdentifier(Object.self)
        let context = node.contextWriting(object, at: key) { $0.setValue(object, for: key) }
        node.updateChild(content, at: 0, context: context)
    }
}

/// Provides an `@Observable` object to every `@Environment(Object.self)` below; `nil` hides an
/// ancestor's object of the type from the subtree.
struct ObservableEnvironmentModifier<Object: AnyObject>: PlacesContentFirst {
    typealias Body = Never
    let object: Object?

    func _buildModifiedContent<Wrapped: View>(_ content: Wrapped, in node: Node) {
        let key = ObjectIdentifier(Object.self)
        let stored: AnyObject = object ?? AbsentEnvironmentObject.shared
        let context = node.contextWriting(stored, at: key) { $0.setValue(stored, for: key) }
        node.updateChild(content, at: 0, context: context)
    }
}

/// What `.environment(nil as Object?)` stores: no object of any type (so a look-up finds none),
/// and always the same instance (so the subtree sees no change from one update to the next).
final class AbsentEnvironmentObject: Sendable {
    static let shared = AbsentEnvironmentObject()
}

/// The environment a modifier node produced last time, so an unchanged value keeps the same
/// storage and the subtree below sees no change.
///
/// Typed, with the value's comparison plan kept beside it: a row's `.foregroundColor` is
/// checked on every rebuild of the row, and comparing through `Any` (a cast back to the type,
/// then a conformance look-up for `Equatable`) cost more than the rest of the modifier.
@MainActor
final class ProducedEnvironment<Value>: AnyProducedEnvironment {
    let parent: EnvironmentValues
    let value: Value
    let produced: EnvironmentValues
    /// The plan for `Value` (see ``ComparatorCache``): `==` where it is `Equatable`, identity for
    /// objects; a value it cannot compare (a closure) counts as changed.
    private let comparator: FieldComparator

    init(parent: EnvironmentValues, value: Value, produced: EnvironmentValues, comparator: FieldComparator) {
        self.parent = parent
        self.value = value
        self.produced = produced
        self.comparator = comparator
        super.init(valueType: Value.self)
    }

    /// Whether `environment` with `value` written is what this produced.
    func produces(_ value: Value, from environment: EnvironmentValues) -> Bool {
        parent.isSameStorage(as: environment) && withAddresses(of: self.value, value) { comparator.isEqual($0, $1) }
    }

    /// The plan the next result keeps: this one's (the type is the same), looked up only once.
    var plan: FieldComparator { comparator }
}

/// A ``ProducedEnvironment`` of any value type, with that type, so a node's cached result is
/// recognised without naming its generic class.
///
/// Why: `as? ProducedEnvironment<Value>` in the unspecialised ``Node/contextWriting(_:isInherited:_:)``
/// looked the class's metadata up for `Value` in the runtime's cache (about 160 instructions)
/// at each check, on every rebuild of a row whose colour changed (twice per selected row of the
/// benchmark table, issue 18); the base class's metadata is static, and the value types'
/// metadata are compared as pointers.
@MainActor
class AnyProducedEnvironment {
    let valueType: Any.Type

    fileprivate init(valueType: Any.Type) {
        self.valueType = valueType
    }

    /// This as a result for `Value`, when it is one.
    func produced<Value>(for _: Value.Type) -> ProducedEnvironment<Value>? {
        guard valueType == Value.self else { return nil }
        // Of that class: only `ProducedEnvironment<Value>` passes `Value.self` to this init.
        return unsafeDowncast(self, to: ProducedEnvironment<Value>.self)
    }
}

extension Node {
    /// This node's context with one environment value written, reusing the last result when
    /// neither the inherited environment nor the value changed.
    ///
    /// `inheritedAt` reads the value from an environment: when the inherited environment already
    /// holds `value`, nothing is written and the content shares its parent's environment (see
    /// ``contextWriting(_:isInherited:_:)``).
    func contextWriting<Value>(
        _ value: Value, at _: ObjectIdentifier, inheritedAt inherited: KeyPath<EnvironmentValues, Value>? = nil,
        _ write: (inout EnvironmentValues) -> Void
    ) -> NodeContext {
        // Not `inherited.map { … }`: unspecialised, `Optional.map` looked up the metadata of the
        // closure's type and of its optional, and checked the executor of a closure made on the
        // main actor, for every modifier node made (about 1,300 instructions a created row of
        // the benchmark table). A key path rather than a closure reading through it: the
        // closure, escaping as an optional, was allocated for every modifier node made, and it
        // held the whole modifier, whose generic type was looked up to make and to free it.
        guard let inherited else { return contextWriting(value, isInherited: { _ in false }, write) }
        return contextWriting(value, isInherited: { parent in
            withAddresses(of: parent[keyPath: inherited], value) { ComparatorCache.comparator(for: Value.self).isEqual($0, $1) }
        }, write)
    }

    /// ``contextWriting(_:at:inheritedAt:_:)``, with `isInherited` telling whether an
    /// environment already holds `value` (asked only when the last result cannot be reused):
    /// then nothing is written. Each write adds an entry (and boxes the value), so
    /// `.foregroundColor(isSelected ? .red : nil)` on every row of a long list cost two
    /// allocations per row for the rows that write `nil` over `nil` (memory per row).
    func contextWriting<Value>(
        _ value: Value, isInherited: (EnvironmentValues) -> Bool, _ write: (inout EnvironmentValues) -> Void
    ) -> NodeContext {
        var context = self.context
        let cached = (storage?.children as? AnyProducedEnvironment)?.produced(for: Value.self)
        if let cached, cached.produces(value, from: context.environment) {
            context.environment = cached.produced
            return context
        }
        let parent = context.environment
        // Nothing written: nothing to remember either. The node's update passes an unchanged
        // modifier's content the context its child already has (see `ModifiedContent`), so
        // the cache would only serve a new parent environment, which it cannot; a row's node
        // keeps no storage for it (memory per row: the unselected rows' `nil` over `nil`).
        if isInherited(parent) {
            if cached != nil { storage?.children = nil }
            return context
        }
        write(&context.environment)
        let comparator = cached?.plan ?? ComparatorCache.comparator(for: Value.self)
        extras.children = ProducedEnvironment(parent: parent, value: value, produced: context.environment, comparator: comparator)
        return context
    }
}

extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        modifier(EnvironmentWritingModifier(keyPath: keyPath, value: value))
    }

    /// Provides an `@Observable` object to every `@Environment(Object.self)` of its type below.
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
        modifier(ObservableEnvironmentModifier(object: object))
    }

    /// Provides `object` to every `@EnvironmentObject` of its type below.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
        modifier(EnvironmentObjectModifier(object: object))
    }

    // The style modifiers below build their modifier themselves rather than through the generic
    // `environment(_:_:)`, with the value's type spelled out, and are inlinable, as `modifier(_:)`
    // is, so that the modified view's type is known where the modifier is made (unspecialised,
    // its metadata was looked up at every call and the view copied through its value witnesses:
    // about 600 instructions for a benchmark row's `.foregroundColor`, for every body run). Their
    // modifier names the value by a type of its own (``BuiltinEnvironmentValue``), not by a key
    // path (see ``BuiltinEnvironmentModifier``).

    /// Sets the colour of text and symbols below.
    @inlinable
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(BuiltinEnvironmentModifier<ForegroundColorValue>(color))
    }

    /// Sets the font of text below.
    @inlinable
    public func font(_ font: Font?) -> some View {
        modifier(BuiltinEnvironmentModifier<FontValue>(font))
    }

    /// Makes text below bold.
    @inlinable
    public func bold(_ isActive: Bool = true) -> some View {
        modifier(BuiltinEnvironmentModifier<BoldValue>(isActive))
    }

    /// Disables the controls below: they are shown dimmed and ignore input.
    public func disabled(_ isDisabled: Bool) -> some View {
        modifier(DisabledModifier(isDisabled: isDisabled))
    }
}
