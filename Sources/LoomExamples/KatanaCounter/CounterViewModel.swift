import Loom

extension KatanaCounter {
    /// What the counter view shows, derived from the app state.
    public struct CounterViewModel: Equatable {
        /// The counter as the view shows it.
        public var count: String = ""

        /// The view model for `state`.
        public init(state: CounterState) {
            self.count = "the counter is at \(state.counter)"
        }

        /// An empty view model.
        public init() {}
    }
}
