import Loom

/// Counts body evaluations per view; held by identity, so it never makes view values differ.
@MainActor
final class BodyCounts {
    var counts: [String: Int] = [:]

    func hit(_ name: String) { counts[name, default: 0] += 1 }
    subscript(_ name: String) -> Int { counts[name, default: 0] }
}

final class CounterModel: ObservableObject {
    @Published var counter = 0
}
