import LoomReactive
import LoomViews

extension Publisher where Failure == Never {
    /// Writes every value into a field of the store: `publisher.assign(to: \.isHidden, using: store)`.
    ///
    /// Values sent from other threads are delivered on the main actor, in order.
    @MainActor
    public func assign<State, Action>(
        to keyPath: WritableKeyPath<State, Output>,
        using store: MutatingStore<State, Action>
    ) -> AnyCancellable {
        receiveOnMainActor().sink { value in store[dynamicMember: keyPath] = value }
    }

    /// Dispatches the action made from every value: `publisher.dispatch(to: store) { .search($0) }`.
    ///
    /// Values sent from other threads are delivered on the main actor, in order.
    @MainActor
    public func dispatch<State, Action>(
        to store: MutatingStore<State, Action>,
        _ action: @escaping (Output) -> Action
    ) -> AnyCancellable {
        receiveOnMainActor().sink { value in store.dispatch(action(value)) }
    }
}

extension Publisher where Failure == Never {
    /// Writes every value into a field of the store inside `withAnimation(animation)`, so the
    /// views it changes are marked for renderers to animate.
    ///
    /// ```swift
    /// HookPublisher(store.publisher.signUpState)
    ///     .compactMap(\.errorMessage)
    ///     .assign(to: \.notValidText, using: store, animation: .default)
    /// ```
    @MainActor
    public func assign<State, Action>(
        to keyPath: WritableKeyPath<State, Output>,
        using store: MutatingStore<State, Action>,
        animation: Animation?
    ) -> AnyCancellable {
        receiveOnMainActor().sink { value in
            withAnimation(animation) { store[dynamicMember: keyPath] = value }
        }
    }
}
