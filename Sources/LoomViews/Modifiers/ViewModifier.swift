import LoomReactive

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

/// A built-in modifier whose `_buildModifiedContent` builds the content itself as the node's
/// first child and does nothing else a second build with the same modifier and context would
/// change: a view it modifies keeps only the modifier in its node (see ``ContentContainer``).
/// Modifiers written in Swift are not: their body holds the content.
protocol PlacesContentFirst: ViewModifier {}

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

    @inlinable
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    public func _buildNodeTree(_ node: Node) {
        modifier._buildModifiedContent(content, in: node)
    }
}

extension ModifiedContent: ContentContainer {
    /// Only a modifier that places the content as the first child leaves it to the child to
    /// keep; around any other the node keeps the whole value.
    static var keepsContentInChildren: Bool { Modifier.self is any PlacesContentFirst.Type }

    /// The node keeps the modifier; its content is its first child's.
    var shell: Modifier { modifier }

    static func isSameShell(_ lhs: Modifier, _ rhs: Modifier, at node: Node) -> Bool {
        node.isSameShell(lhs, rhs)
    }

    /// The modifier compared where it lies: through ``shell`` it was copied and destroyed
    /// (a key path and a colour for `.foregroundColor`, about 220 instructions per re-run row of
    /// the benchmark table).
    mutating func hasShell(lent shell: inout Modifier, at node: Node) -> Bool {
        node.isSameShell(lent: &shell, &modifier)
    }

    static func reassemble(_ modifier: Modifier, from node: Node) -> ModifiedContent? {
        node.firstChildValue(of: Content.self).map { ModifiedContent(content: $0, modifier: modifier) }
    }

    /// The same modifier over the same context makes the same context for its content (a
    /// ``PlacesContentFirst`` modifier derives it from those two alone): the child's is reused,
    /// with no environment written or compared again.
    ///
    /// The child's context is read without a retain of the child (about 40 instructions per
    /// re-run row of the benchmark table): the node's list holds the child, and only the update
    /// below, after the read, can change the list.
    func updateContent(in node: Node) {
        guard !node.childNodes.isEmpty else { return _buildNodeTree(node) }
        let context = withGuaranteed(Unmanaged.passUnretained(node.childNodes[0])) { $0.context }
        node.updateChild(content, at: 0, context: context)
    }
}

extension View {
    /// Applies a modifier to this view.
    ///
    /// Inlinable, as in SwiftUI: made in the caller's body, where `Self` and the modifier are
    /// known, the result's type metadata is cached there instead of looked up at every call.
    /// The modifier is `consuming`: it moves into the result. Borrowed, the style modifiers'
    /// (`foregroundColor` and the others, which make it for this call) was copied and the
    /// original destroyed, a key path and a value, in every body that uses one.
    @inlinable
    public func modifier<Modifier: ViewModifier>(_ modifier: consuming Modifier) -> ModifiedContent<Self, Modifier> {
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
