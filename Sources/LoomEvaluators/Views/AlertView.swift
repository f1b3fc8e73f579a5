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
/// That is the document's form: given the flag of an ``AlertTranslator``, it shows the primary and
/// secondary ``AlertAction``s the evaluator asked for, as the translator's flag knows them.
/// Tapping a button dismisses the alert, then runs its action, so an action that shows the next
/// alert sees it shown. Without a primary action the alert has a plain "OK".
public struct AlertView: View {
    @ObservedObject var title: ObservableString
    @ObservedObject var message: ObservableString
    @ObservedObject var isPresented: ObservableBool
    let primaryAlertAction: ObservableAlertAction?
    let secondaryAlertAction: ObservableAlertAction?

    /// Creates an alert from its observables.
    ///
    /// Without action buttons, the alert shows those of the ``AlertTranslator`` whose
    /// `isAlertPresented` is `isPresented` (the document's form), or a plain "OK".
    public init(
        title: ObservableString,
        message: ObservableString,
        primaryAlertAction: ObservableAlertAction? = nil,
        secondaryAlertAction: ObservableAlertAction? = nil,
        isPresented: ObservableBool
    ) {
        self.title = title
        self.message = message
        let linked = primaryAlertAction == nil && secondaryAlertAction == nil ? isPresented.alertActions : nil
        self.primaryAlertAction = primaryAlertAction ?? linked?.primary
        self.secondaryAlertAction = secondaryAlertAction ?? linked?.secondary
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
