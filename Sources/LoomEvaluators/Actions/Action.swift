/// Something a view can do when the user acts on it: an optional closure, the document's
/// `typealias Action = (() -> Void)?`.
///
/// A screen hands its nested views actions that refer to the evaluator *weakly*, so a view never
/// keeps its evaluator alive; `nil` means "nothing to do":
///
/// ```swift
/// ButtonActionView(action: evaluator?.leftAction, content: AnyView(Text("←")))
/// ```
///
/// The closure is neither `@MainActor` nor `@Sendable`. Swift 6 treats a closure like this as
/// belonging to the isolation of the code that made it: one made in a main-actor evaluator may
/// call the evaluator's methods, and since it cannot be sent elsewhere it only ever runs there.
/// That is what lets plain classes and plain test code call ``Swift/Optional/evaluate()``.
public typealias Action = (() -> Void)?

extension Optional where Wrapped == () -> Void {
    /// Calls the action if there is one; does nothing for `nil`.
    ///
    /// Pass it where a view needs a closure: `Button(action: action.evaluate) { … }`.
    public func evaluate() {
        self?()
    }
}
