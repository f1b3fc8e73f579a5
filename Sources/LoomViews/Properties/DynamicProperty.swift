/// A stored property of a view (or of another dynamic property) that the engine updates before
/// each `body`: build your own property wrappers from `@State`, `@StateObject`,
/// `@ObservedObject` and `@Environment` fields, and they keep their storage for as long as the
/// view's identity.
///
/// ```swift
/// @propertyWrapper
/// struct Clamped: DynamicProperty {
///     @State private var value = 0
///     var wrappedValue: Int { value }
///     mutating func update() {}
/// }
/// ```
@MainActor
public protocol DynamicProperty {
    /// Called after the engine installed the property's own dynamic fields, before `body`.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}
