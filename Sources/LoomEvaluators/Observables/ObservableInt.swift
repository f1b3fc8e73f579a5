import LoomReactive

/// An observable `Int`, such as a count shown on screen.
///
/// Like ``ObservableString``: `@Published`, every write announced, no actor of its own.
public final class ObservableInt: ObservableObject {
    /// The observed integer; `$int` publishes every write.
    @Published public var int: Int = 0

    /// Creates an observable holding `0`.
    public init() {}

    /// Creates an observable holding `int`.
    public init(_ int: Int) {
        self.int = int
    }
}
