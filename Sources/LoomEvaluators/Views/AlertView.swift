import LoomViews

/// Shows the alert an ``AlertTranslator`` describes, whenever its `isAlertPresented` is true.
///
/// Place one anywhere in a screen's body; the evaluator then shows alerts through the translator
/// alone:
///
/// ```swift
/// AlertView(
///     title: translator.alertTranslator.alertTitle,
///     message: translator.alertTranslator.alertMessage,
///     isPresented: translator.alertTranslator.isAlertPresented)
/// ```
/// Tapping a button dismisses the alert, then runs its ``AlertAction`` (which may show the next
/// alert). Without a primary action the alert has a plain "OK".
public struct AlertView: View {
    @ObservedObject var title: ObservableString
    @ObservedObject var message: ObservableString
    @ObservedObject var isPresented: ObservableBool
    let primaryAlertAction: ObservableAlertAction?
    let secondaryAlertAction: ObservableAlertAction?

    /// Creates an alert from its observables; the action buttons are optional.
    public init(
        title: ObservableString,
        message: ObservableString,
        primaryAlertAction: ObservableAlertAction? = nil,
        secondaryAlertAction: ObservableAlertAction? = nil,
        isPresented: ObservableBool
    ) {
        self.title = title
        self.message = message
        self.primaryAlertAction = primaryAlertAction
        self.secondaryAlertAction = secondaryAlertAction
        self.isPresented = isPresented
    }

    /// Creates the alert of `alertTranslator`, with both its action buttons.
    public init(_ alertTranslator: AlertTranslator) {
        self.init(
            title: alertTranslator.alertTitle,
            message: alertTranslator.alertMessage,
            primaryAlertAction: alertTranslator.primaryAlertAction,
            secondaryAlertAction: alertTranslator.secondaryAlertAction,
            isPresented: alertTranslator.isAlertPresented)
    }

    /// Nothing, with the alert over it while presented.
    public var body: some View {
        EmptyView().alert(title.string, isPresented: $isPresented.bool) {
            if let primaryAlertAction {
                AlertActionButton(alertAction: primaryAlertAction, fallbackTitle: "OK")
            } else {
                Button("OK") {}
            }
            if let secondaryAlertAction {
                AlertActionButton(alertAction: secondaryAlertAction, fallbackTitle: nil)
            }
        } message: {
            Text(message.string)
        }
    }
}

/// One alert button, observing its ``ObservableAlertAction``.
struct AlertActionButton: View {
    @ObservedObject var alertAction: ObservableAlertAction
    let fallbackTitle: String?

    var body: some View {
        if let action = alertAction.alertAction {
            Button(action.title, role: action.style.buttonRole, action: action.action.evaluate)
        } else if let fallbackTitle {
            Button(fallbackTitle) {}
        }
    }
}

extension AlertAction.Style {
    /// The engine's button role for this style.
    var buttonRole: ButtonRole? {
        switch self {
        case .regular: nil
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
}
