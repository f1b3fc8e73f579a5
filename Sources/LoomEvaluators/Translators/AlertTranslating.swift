/// A translator that can show alerts: it only has to hold an ``AlertTranslator``.
///
/// An evaluator then shows any alert with one call, and the screen shows it with an `AlertView`:
///
/// ```swift
/// translator.showAlert(title: "Page 3", message: "You are on page 3 of 7.")
/// ```
public protocol AlertTranslating {
    /// The alert's display state.
    var alertTranslator: AlertTranslator { get }
}

extension AlertTranslating {
    /// Shows an alert with a single "OK" button that only dismisses it.
    public func showAlert(title: String, message: String) {
        showAlert(title: title, message: message, primaryAlertAction: nil, secondaryAlertAction: nil)
    }

    /// Shows an alert with one button of the caller's choosing.
    public func showAlert(title: String, message: String, alertAction: AlertAction) {
        showAlert(title: title, message: message, primaryAlertAction: alertAction, secondaryAlertAction: nil)
    }

    /// Shows an alert with a primary and an optional secondary button.
    public func showAlert(
        title: String,
        message: String,
        primaryAlertAction: AlertAction?,
        secondaryAlertAction: AlertAction?
    ) {
        alertTranslator.alertTitle.string = title
        alertTranslator.alertMessage.string = message
        alertTranslator.primaryAlertAction.alertAction = primaryAlertAction
        alertTranslator.secondaryAlertAction.alertAction = secondaryAlertAction
        alertTranslator.isAlertPresented.bool = true
    }

    /// Hides the alert, if one is showing.
    public func hideAlert() {
        alertTranslator.isAlertPresented.bool = false
    }
}
