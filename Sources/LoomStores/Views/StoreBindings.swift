import LoomViews

/// Bindings to a store's fields, reached with `$store.field` from a ``StateStore``.
///
/// A write through such a binding changes the field directly (logged as a binding change by
/// ``DebugStore``); use ``Store/binding(_:dispatch:)`` when a write should be an action instead.
@MainActor
@dynamicMemberLookup
public struct StoreBindings<State: Equatable, Action> {
    let store: Store<State, Action>

    /// A binding that reads the field and writes it straight into the state.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<State, Value>) -> Binding<Value> {
        store.binding(keyPath)
    }
}

extension Store {
    /// A binding that reads `keyPath` and writes it straight into the state.
    public func binding<Value>(_ keyPath: WritableKeyPath<State, Value>) -> Binding<Value> {
        let runtime = self.runtime
        return Binding(
            get: { runtime.read(keyPath) },
            set: { newValue in
                runtime.logger.bindingChanged(String(describing: keyPath), to: newValue)
                runtime.update { $0[keyPath: keyPath] = newValue }
            }
        )
    }

    /// A binding that reads `keyPath` but turns each write into the action `dispatch` makes:
    /// the state itself stays read-only to the view.
    ///
    /// ```swift
    /// TextField("Search", text: store.binding(\.query, dispatch: { .search($0) }))
    /// ```
    public func binding<Value>(_ keyPath: KeyPath<State, Value>, dispatch action: @escaping (Value) -> Action) -> Binding<Value> {
        let runtime = self.runtime
        // Weak: a binding kept by a view must not dispatch into a store that was released.
        weak let driver = self.driver
        return Binding(
            get: { runtime.read(keyPath) },
            set: { newValue in
                runtime.logger.bindingChanged(String(describing: keyPath), to: newValue)
                _ = driver?.dispatch(action(newValue))
            }
        )
    }
}
