import LoomReactive

/// An observable `Bool`, such as whether a button is enabled or an alert is presented.
///
/// Like ``ObservableString``: `@Published`, every write announced, no actor of its own.
public final class ObservableBool: ObservableObject {
    /// The observed flag; `$bool` publishes every write.
    @Published public var bool: Bool = false

    /// The buttons of the alert this flag presents, when an ``AlertTranslator`` made it: what lets
    /// the document's `AlertView(title:message:isPresented:)` show the evaluator's actions.
    let alertActions: AlertActions?

    /// Creates an observable holding `false`.
    public init() {
        alertActions = nil
    }

    /// Creates an observable holding `bool`.
    public init(_ bool: Bool) {
        self.bool = bool
        alertActions = nil
    }

    /// Creates the presented flag of an alert with these buttons.
    init(presenting alertActions: AlertActions) {
        self.alertActions = alertActions
    }
}
