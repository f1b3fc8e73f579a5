/// An observable optional ``AlertAction``: one button of an alert, or none.
@MainActor
public final class ObservableAlertAction: ObservableValue<AlertAction?> {
    /// The observed alert button, `nil` when there is none.
    public var alertAction: AlertAction? {
        get { value }
        set { value = newValue }
    }

    /// Creates an observable holding no alert button.
    public convenience init() {
        self.init(nil)
    }
}
