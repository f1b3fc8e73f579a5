import LoomReactive

/// An observable optional ``AlertAction``: one button of an alert, or none.
///
/// Like ``ObservableString``: `@Published`, every write announced, no actor of its own.
public final class ObservableAlertAction: ObservableObject {
    /// The observed alert button, `nil` when there is none; `$alertAction` publishes every write.
    @Published public var alertAction: AlertAction?

    /// Creates an observable holding no alert button.
    public init() {}

    /// Creates an observable holding `alertAction`.
    public init(_ alertAction: AlertAction?) {
        self.alertAction = alertAction
    }
}
