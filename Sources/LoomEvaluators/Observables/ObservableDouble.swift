import LoomReactive

/// An observable `Double`, such as a view's opacity.
///
/// Like ``ObservableString``: `@Published`, every write announced, no actor of its own.
public final class ObservableDouble: ObservableObject {
    /// The observed number; `$double` publishes every write.
    @Published public var double: Double = 0

    /// Creates an observable holding `0`.
    public init() {}

    /// Creates an observable holding `double`.
    public init(_ double: Double) {
        self.double = double
    }
}
