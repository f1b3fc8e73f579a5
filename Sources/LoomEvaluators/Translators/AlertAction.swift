/// A button of an alert: its title, how it looks, and what it does.
///
/// ```swift
/// AlertAction(title: "Try Again", action: evaluator?.action(.retry))
/// ```
public struct AlertAction {
    /// How an alert button is shown.
    public enum Style: String, Sendable, Equatable {
        /// An ordinary choice.
        case regular
        /// The choice that backs out, such as "Cancel".
        case cancel
        /// A choice that destroys something.
        case destructive
    }

    /// The button's title.
    public var title: String
    /// How the button is shown.
    public var style: Style
    /// What tapping the button does, after the alert is dismissed.
    public var action: Action

    /// Creates an alert button.
    public init(title: String, style: Style = .regular, action: Action = nil) {
        self.title = title
        self.style = style
        self.action = action
    }
}
