import LoomHost

/// What the modifiers of keyboard input (`onSubmit`, `focused`, `keyboardType`, `submitLabel`,
/// `keyboardShortcut`) tell the controls below them. Controls read these when they build their
/// host element, the way they read `isEnabled`.
private struct SubmitActionKey: EnvironmentKey { static let defaultValue: SubmitAction? = nil }
private struct FocusTargetKey: EnvironmentKey { static var defaultValue: FocusTarget? { nil } }
private struct KeyboardTypeKey: EnvironmentKey { static let defaultValue = "" }
private struct SubmitLabelKey: EnvironmentKey { static let defaultValue = "" }
private struct ShortcutKey: EnvironmentKey { static let defaultValue: String? = nil }

/// The actions `onSubmit` gathered for the fields below, outermost first.
struct SubmitAction {
    let run: @MainActor () -> Void
}

/// The `@FocusState` a control is tied to by `focused(_:)` or `focused(_:equals:)`: whether it
/// holds the focus now, and how to tell the state that it gained or lost it.
struct FocusTarget: Equatable {
    /// The focus state's storage and the value this control stands for: two targets are the same
    /// control's when both match.
    let identity: BindingIdentity?
    let value: AnyHashable
    let isFocused: Bool
    let setFocused: @MainActor (Bool) -> Void

    static func == (lhs: FocusTarget, rhs: FocusTarget) -> Bool {
        lhs.identity != nil && lhs.identity == rhs.identity && lhs.value == rhs.value && lhs.isFocused == rhs.isFocused
    }
}

extension EnvironmentValues {
    var submitAction: SubmitAction? {
        get { self[SubmitActionKey.self] }
        set { self[SubmitActionKey.self] = newValue }
    }

    var focusTarget: FocusTarget? {
        get { self[FocusTargetKey.self] }
        set { self[FocusTargetKey.self] = newValue }
    }

    /// The kind of text a field expects, in HTML's `inputmode` words (`numeric`, `email`, …).
    var keyboardTypeHint: String {
        get { self[KeyboardTypeKey.self] }
        set { self[KeyboardTypeKey.self] = newValue }
    }

    /// The label of a field's return key, in HTML's `enterkeyhint` words (`done`, `go`, …).
    var submitLabelHint: String {
        get { self[SubmitLabelKey.self] }
        set { self[SubmitLabelKey.self] = newValue }
    }

    /// The key that triggers the buttons below from anywhere (`cmd+s`, `return`, `escape`).
    var shortcut: String? {
        get { self[ShortcutKey.self] }
        set { self[ShortcutKey.self] = newValue }
    }
}

extension Node {
    /// The properties every control shares: text styling, disabled, the focus it was asked to
    /// hold, and (for fields) keyboard hints.
    func controlProperties(into properties: inout HostProperties, isField: Bool = false) {
        let environment = context.environment
        // An environment nobody set anything in (every benchmark row) gives no property: five
        // lookups, a copied and destroyed focus target and two strings skipped.
        if environment.isEmpty { return }
        environment.textProperties(into: &properties)
        if !environment.isEnabled { properties.set(.disabled(true)) }
        if let target = environment.focusTarget { properties.set(.focused(target.isFocused)) }
        if isField, let style = environment.textFieldStyleName { properties.set(.style(style)) }
        if isField, !environment.keyboardTypeHint.isEmpty || !environment.submitLabelHint.isEmpty {
            properties.set(.keyboard(environment.keyboardTypeHint + "/" + environment.submitLabelHint))
        }
    }

    /// Adds the handlers every control shares: focus changes, and (for fields) Enter.
    func controlHandlers(_ handlers: inout HostEventHandlers, isField: Bool = false) {
        let environment = context.environment
        // No value set: no focus target and no submit action to look up.
        if environment.isEmpty { return }
        if let target = environment.focusTarget { handlers.onFocusChange = target.setFocused }
        if isField, let submit = environment.submitAction { handlers.onSubmit = submit.run }
    }
}
