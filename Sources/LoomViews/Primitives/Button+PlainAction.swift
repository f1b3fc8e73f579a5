extension Button {
    /// A button whose action is a plain `() -> Void` closure, neither `@MainActor` nor
    /// `@Sendable`, such as `Button(action: action.evaluate) { … }` where `action` is an optional
    /// closure held by a view.
    ///
    /// Swift 6 will not turn such a closure into the `@MainActor` (and so `@Sendable`) closure a
    /// button keeps, although it cannot race: a button is made on the main actor, so a
    /// non-`Sendable` closure handed to it already belongs to the main actor and is only ever
    /// called there. The button wraps it in a main-actor closure of its own. Closure literals
    /// still choose the `@MainActor` initialisers: this one is disfavoured.
    @_disfavoredOverload
    public init<Label: View>(role: ButtonRole? = nil, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: role, action: { action() }, label: label)
    }

    /// A titled button whose action is a plain `() -> Void` closure (see the initialiser above).
    @_disfavoredOverload
    public init(_ title: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.init(title, role: role, action: { action() })
    }
}
