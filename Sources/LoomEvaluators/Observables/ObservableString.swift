/// An observable `String`, the display state of a label.
@MainActor
public final class ObservableString: ObservableValue<String> {
    /// The observed string.
    public var string: String {
        get { value }
        set { value = newValue }
    }

    /// Creates an observable holding the empty string.
    public convenience init() {
        self.init("")
    }
}
