/// An observable `Double`, such as a view's opacity.
@MainActor
public final class ObservableDouble: ObservableValue<Double> {
    /// The observed number.
    public var double: Double {
        get { value }
        set { value = newValue }
    }

    /// Creates an observable holding `0`.
    public convenience init() {
        self.init(0)
    }
}
