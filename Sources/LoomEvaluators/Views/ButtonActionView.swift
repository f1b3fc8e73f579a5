import LoomViews

/// A button that evaluates an ``Action`` when tapped, labelled with any content.
///
/// ```swift
/// ButtonActionView(
///     action: evaluator.titleAction,
///     content: AnyView(ObservingTextView(text: translator.pageTitle, font: .headline)))
/// ```
/// A `nil` action makes a button that does nothing.
public struct ButtonActionView: View {
    /// What tapping does.
    public let action: Action
    /// The button's label.
    public let content: AnyView

    /// Creates a button evaluating `action`, labelled with `content`.
    public init(action: Action, content: AnyView) {
        self.action = action
        self.content = content
    }

    /// A button whose action soft-unwraps and calls ``action``.
    public var body: some View {
        Button(action: action.evaluate) {
            content
        }
    }
}
