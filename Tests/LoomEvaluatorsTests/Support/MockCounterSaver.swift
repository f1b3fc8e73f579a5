import Loom

/// A performer that answers at once with a fixed outcome and remembers what it saved.
actor MockCounterSaver: CounterSaving {
    private let succeeds: Bool
    private(set) var saved: [Int] = []

    init(succeeds: Bool) {
        self.succeeds = succeeds
    }

    func save(_ count: Int) async -> Bool {
        saved.append(count)
        return succeeds
    }
}
