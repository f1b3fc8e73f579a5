/// The display state of one alert, held by any translator that is ``AlertTranslating``.
///
/// A screen places an `AlertView` observing these; the evaluator never touches them directly.
/// It belongs to no actor, so the document's plain translator classes can hold one.
public final class AlertTranslator {
    /// The alert's title.
    public let alertTitle = ObservableString()
    /// The alert's message.
    public let alertMessage = ObservableString()
    /// The alert's main button; `nil` shows a plain "OK".
    public let primaryAlertAction = ObservableAlertAction()
    /// The alert's second button, if any.
    public let secondaryAlertAction = ObservableAlertAction()
    /// Whether the alert is showing. It knows the two buttons above, so the document's
    /// `AlertView(title:message:isPresented:)`, given only this flag, shows them too.
    public let isAlertPresented: ObservableBool

    /// Creates the state of an alert that is not showing.
    public init() {
        isAlertPresented = ObservableBool(
            presenting: AlertActions(primary: primaryAlertAction, secondary: secondaryAlertAction))
    }
}

/// The two buttons of an alert, as an ``AlertTranslator`` keeps them.
///
/// The presented flag holds them strongly; nothing here refers back to the flag or the
/// translator, so there is no cycle.
struct AlertActions {
    let primary: ObservableAlertAction
    let secondary: ObservableAlertAction
}
