import LoomHost

/// Runs an action after an update in which `value` changed (compared with `==`), as
/// SwiftUI's `onChange(of:)` does; with `initial`, also once after the view first appears.
struct OnChangeModifier<Value: Equatable>: ViewModifier {
    typealias Body = Never
    let value: Value
    let initial: Bool
    let action: @MainActor (Value, Value) -> Void

    func _buildModifiedContent<Wrapped: View>(_ content: Wrapped, in node: Node) {
        let action = action
        let value = value
        if let seen = node.storage?.children as? SeenValue<Value> {
            if seen.value != value {
                let old = seen.value
                seen.value = value
                node.graph.enqueueLifecycle { action(old, value) }
            }
        } else {
            node.extras.children = SeenValue(value)
            if initial { node.graph.enqueueLifecycle { action(value, value) } }
        }
        node.updateChild(content, at: 0, context: node.context)
    }
}

/// The value an `onChange` modifier last saw, kept in its node.
@MainActor
final class SeenValue<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

extension View {
    /// Runs `action` with the old and new value after an update that changed `value`.
    ///
    /// ```swift
    /// .onChange(of: query) { oldQuery, newQuery in search(newQuery) }
    /// ```
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` after an update that changed `value`.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// The older form: runs `action` with the new value after an update that changed `value`.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: false) { _, new in action(new) })
    }
}
