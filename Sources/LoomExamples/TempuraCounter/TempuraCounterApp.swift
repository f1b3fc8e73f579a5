import Loom

extension TempuraCounter {
    /// The running app: the store (with the navigator's interceptor), the navigator, and the
    /// navigation stack starting at the counter screen.
    @MainActor
    public final class App {
        /// Carries out `Show` and `Hide`.
        public let navigator: Navigator
        /// The app store.
        public let store: AppStore
        /// The stack screen A, B and the modal C live in.
        public let navigation: NavigationController

        /// A new app at its first screen.
        public init() {
            let navigator = Navigator()
            let store = AppStore(interceptors: [navigator.interceptor], dependencies: EmptySideEffectDependencyContainer())
            self.navigator = navigator
            self.store = store
            navigation = NavigationController(rootViewController: CounterViewController(store: store))
            navigator.start(root: navigation)
        }

        /// The app as a declarative screen: a heading, then the imperatively built screens.
        public var view: some View {
            VStack(alignment: .leading, spacing: 12) {
                Text("Tempura counter").font(.title)
                HostElementView(make: { [navigator] tree in navigator.window.mount(in: tree) })
            }
            .padding()
        }

        /// A session for a renderer: the view hosted in its own tree. The hosted view holds the
        /// navigator, which holds the screens and, through them, the store.
        public func makeSession() -> ViewHost {
            ViewHost(view)
        }
    }
}
