import Loom

extension KatanaCounter {
    /// The counter screen: shows the view model's text and dispatches on taps.
    public struct CounterView: View {
        let store: AppStore

        /// A screen on the app store.
        public init(store: AppStore) {
            self.store = store
        }

        /// The screen.
        public var body: some View {
            let model = CounterViewModel(state: store.state)
            return VStack {
                Text(model.count)
                HStack {
                    Button("sub") { store.dispatch(DecrementCounter()) }
                        .background(.red)
                    Button("add") { store.dispatch(IncrementCounter()) }
                        .background(.blue)
                }
            }
        }
    }
}
