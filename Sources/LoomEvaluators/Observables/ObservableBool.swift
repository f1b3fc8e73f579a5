/// An observable `Bool`, such as whether a button is enabled or an alert is presented.
@MainActor
public final class ObservableBool: ObservableValue<Bool> {
    /// The observed flag.
    public var bool: Bool {
        get { value }
        set { value = newValue }
    }

    /// Creates an observable holding `false`.
    public convenience init() {
        self.init(false)
    }
}
