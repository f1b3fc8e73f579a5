import LoomHost

/// What makes a field submit: Enter in a text field, or a search.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let text = SubmitTriggers(rawValue: 1 << 0)
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

extension View {
    /// Runs `action` when the user presses Enter in a text field below.
    ///
    /// ```swift
    /// TextField("Search", text: $query).onSubmit { search() }
    /// ```
    /// Actions set further up run too, after this one.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View {
        modifier(SubmitModifier(action: action))
    }
}

/// Adds an action to the ones the fields below run on Enter.
struct SubmitModifier: ViewModifier {
    typealias Body = Never
    let action: @MainActor () -> Void

    func _buildModifiedContent<Wrapped: View>(_ content: Wrapped, in node: Node) {
        var context = node.context
        let outer = context.environment.submitAction
        let action = action
        context.environment.submitAction = SubmitAction {
            action()
            outer?.run()
        }
        node.updateChild(content, at: 0, context: context)
    }
}
