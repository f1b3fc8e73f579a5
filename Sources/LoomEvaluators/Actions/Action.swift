/// Something a view can do when the user acts on it: an optional closure.
///
/// A screen hands its nested views actions that refer to the evaluator *weakly*, so a view never
/// keeps its evaluator alive; `nil` means "nothing to do":
///
/// ```swift
/// ButtonActionView(action: evaluator?.leftAction, content: AnyView(Text("←")))
/// ```
public typealias Action = (@MainActor () -> Void)?

extension Optional where Wrapped == @MainActor () -> Void {
    /// Calls the action if there is one; does nothing for `nil`.
    ///
    /// Pass it where a view needs a plain closure: `Button(action: action.evaluate) { … }`.
    @MainActor
    public func evaluate() {
        self?()
    }
}
