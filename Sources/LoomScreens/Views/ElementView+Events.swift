import LoomHost

/// A user event an imperative view can react to with `on(_:_:)`: UIKit's `UIControl.Event`.
public enum ControlEvent: Sendable {
    /// A tap (a click in the browser, Enter or Space in the terminal).
    case touchUpInside
    /// The text of a text field changed; the handler sees the new text.
    case editingChanged
    /// Editing of a text field ended (the user submitted it).
    case editingDidEnd
    /// Tempura's spelling of ``editingDidEnd``.
    case didEndEditing
    /// A control's value changed (a text field's text, a toggle).
    case valueChanged
}

/// The imperative views `on(_:_:)` is offered on; every ``ElementView`` is one.
@MainActor
public protocol ControlEventHandling: ElementView {}

extension ElementView: ControlEventHandling {}

extension ControlEventHandling {
    /// Calls `handler` with the view each time `event` happens, replacing an earlier handler
    /// of the same event (as Tempura's `on(_:_:)` does).
    ///
    /// ```swift
    /// add.on(.touchUpInside) { [weak self] button in self?.addButtonDidTap?() }
    /// ```
    /// The view is passed in, so the handler does not capture it: capture its owner weakly.
    public func on(_ event: ControlEvent, _ handler: @escaping @MainActor (Self) -> Void) {
        // Weak: the view owns its handlers, which must not keep it alive.
        let call: @MainActor () -> Void = { [weak self] in if let self { handler(self) } }
        switch event {
        case .touchUpInside:
            handlers.onTap = call
        case .editingChanged, .valueChanged:
            if let field = self as? TextFieldView {
                field.onEditingChanged = call
            } else {
                handlers.onTextChange = { _ in call() }
            }
        case .editingDidEnd, .didEndEditing:
            handlers.onSubmit = call
        }
    }
}
