/// A list of values pushed on a navigation stack, of any `Hashable` types.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { … }
/// path.append(book)        // push a book's screen
/// path.removeLast()        // pop it
/// ```
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    public init() {
        elements = []
    }

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many screens are pushed.
    public var count: Int { elements.count }

    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes a screen for `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops the last `k` screens (all of them when fewer are pushed).
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(min(max(0, k), elements.count))
    }
}
