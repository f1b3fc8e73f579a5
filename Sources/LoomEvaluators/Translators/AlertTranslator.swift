/// The display state of one alert, held by any translator that is ``AlertTranslating``.
///
/// A screen places an `AlertView` observing these; the evaluator never touches them directly.
@MainActor
public final class AlertTranslator {
    /// The alert's title.
    public let alertTitle = ObservableString()
    /// The alert's message.
    public let alertMessage = ObservableString()
    /// The alert's main button; `nil` shows a plain "OK".
    public let primaryAlertAction = ObservableAlertAction()
    /// The alert's second button, if any.
    public let secondaryAlertAction = ObservableAlertAction()
    /// Whether the alert is showing.
    public let isAlertPresented = ObservableBool(false)

    /// Creates the state of an alert that is not showing.
    public init() {}
}
