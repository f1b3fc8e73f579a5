import LoomViews

/// A store a view owns: created once per view identity, kept across re-renders, released (with
/// its hooks and running actions) when the identity ends.
///
/// ```swift
/// struct ChatView: View {
///     @StateStore var store: Store<ChatState, ChatAction>
///     var body: some View {
///         TextField("Message", text: $store.newMessageString)
///         Button("Send") { store.dispatch(.sendMessage) }
///     }
/// }
/// ChatView(store: Store(state: ChatState(), interactor: ChatInteractor(service: .live)))
/// ```
///
/// A body re-runs only when a field it read changes. The store expression is evaluated lazily,
/// only for the first view value of an identity; later ones are ignored (as with `@StateObject`).
@MainActor
@propertyWrapper
public struct StateStore<State: Equatable, Action>: DynamicProperty {
    // Kept in a `@State` so the engine ties it to the view's identity; a `@State` never makes two
    // view values differ, so an unchanged parent does not re-render this view.
    @LoomViews.State private var holder: StoreHolder<State, Action>

    /// Owns the store `makeStore` creates when the view is first built.
    public init(wrappedValue makeStore: @autoclosure @escaping () -> Store<State, Action>) {
        _holder = LoomViews.State(wrappedValue: StoreHolder(make: makeStore))
    }

    /// The store.
    public var wrappedValue: Store<State, Action> { holder.store }

    /// Bindings to the store's fields: `$store.newMessageString`.
    public var projectedValue: StoreBindings<State, Action> { StoreBindings(store: holder.store) }
}

/// Creates a view's store on first use and keeps it.
@MainActor
final class StoreHolder<State: Equatable, Action> {
    private let make: () -> Store<State, Action>
    private(set) lazy var store: Store<State, Action> = make()

    init(make: @escaping () -> Store<State, Action>) {
        self.make = make
    }
}
