/// A reusable change to a view: padding, a colour, a lifecycle action, or your own.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding(8).background(.gray)
///     }
/// }
/// Text("Hello").modifier(Card())
/// ```
/// A modifier may hold `@State` and other dynamic properties, like a view.
@MainActor
public protocol ViewModifier {
    associatedtype Body: View
    /// The content the modifier is applied to.
    typealias Content = ViewModifierContent

    /// The modified view.
    @ViewBuilder func body(content: Content) -> Body

    /// Builds `content` with this modifier into `node`. An engine hook: modifiers written in
    /// Swift use the default, which evaluates `body(content:)`; built-in modifiers implement it.
    func _buildModifiedContent<Wrapped: View>(_ content: Wrapped, in node: Node)
}

extension ViewModifier {
    public func _buildModifiedContent<Wrapped: View>(_ content: Wrapped, in node: Node) {
        node.updateChild(ModifierBodyView(modifier: self, content: AnyView(content)), at: 0, context: node.context)
    }
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never {
        preconditionFailure("\(Self.self) is a built-in modifier; the engine applies it directly.")
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: BuiltinView {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    public func _buildNodeTree(_ node: Node) {
        modifier._buildModifiedContent(content, in: node)
    }
}

extension View {
    /// Applies a modifier to this view.
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Stands for the modified content inside a modifier's `body(content:)`.
public struct ViewModifierContent: BuiltinView {
    let content: AnyView

    public func _buildNodeTree(_ node: Node) {
        node.updateChild(content, at: 0, context: node.context)
    }
}

/// Evaluates a modifier's body as a view of its own, so the modifier's dynamic properties are
/// installed like a view's.
struct ModifierBodyView<Modifier: ViewModifier>: View {
    var modifier: Modifier
    var content: AnyView

    var body: Modifier.Body {
        modifier.body(content: ViewModifierContent(content: content))
    }
}
