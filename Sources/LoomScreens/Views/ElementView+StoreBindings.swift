import Dispatch
import LoomReactive
import LoomStores

extension TextFieldView {
    /// Keeps the field and a text field of the store in step both ways: the field shows the
    /// store's value now and after each change, and the user's typing is written to the store
    /// (as a binding write, logged by ``DebugStore``).
    ///
    /// ```swift
    /// textField.bind(to: \.text, using: store, storeIn: &cancellables)
    /// ```
    /// Ends when the returned subscription in `cancellables` is cancelled or released.
    public func bind<State, Action>(
        to keyPath: WritableKeyPath<State, String>,
        using store: Store<State, Action>,
        storeIn cancellables: inout Set<AnyCancellable>
    ) {
        let shown = store.publisher[dynamicMember: keyPath].sink { [weak self] value in self?.text = value }
        let binding = store.binding(keyPath)
        let id = addTextBinding { binding.wrappedValue = $0 }
        let unbind = TextBindingRemoval(field: self, id: id)
        AnyCancellable {
            shown.cancel()
            unbind.remove()
        }
        .store(in: &cancellables)
    }
}

extension LabelView {
    /// Shows a text field of the store: its value now and after each change.
    ///
    /// ```swift
    /// label.assign(to: \.text, using: store, storeIn: &cancellables)
    /// ```
    public func assign<State, Action>(
        to keyPath: KeyPath<State, String>,
        using store: Store<State, Action>,
        storeIn cancellables: inout Set<AnyCancellable>
    ) {
        store.publisher[dynamicMember: keyPath]
            .sink { [weak self] value in self?.text = value }
            .store(in: &cancellables)
    }
}

/// Removes a text field's binding when its subscription ends, which may be wherever the set of
/// cancellables is released.
///
/// `@unchecked Sendable`: it holds the field weakly and touches it only on the main actor,
/// hopping there when the subscription ends elsewhere.
private struct TextBindingRemoval: @unchecked Sendable {
    weak var field: TextFieldView?
    let id: Int

    func remove() {
        if MainActorCheck.isOnMainActor {
            MainActor.assumeIsolated { field?.textBindings[id] = nil }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { field?.textBindings[id] = nil } }
        }
    }
}
