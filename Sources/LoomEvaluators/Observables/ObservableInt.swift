/// An observable `Int`, such as a count shown on screen.
@MainActor
public final class ObservableInt: ObservableValue<Int> {
    /// The observed integer.
    public var int: Int {
        get { value }
        set { value = newValue }
    }

    /// Creates an observable holding `0`.
    public convenience init() {
        self.init(0)
    }
}
