import LoomReactive

/// A piece of user interface, described as a value.
///
/// A view's `body` describes its content in terms of other views. Loom keeps a persistent
/// ``Node`` for every view in the tree and runs `body` only when the node is first built, when
/// a state it depends on changed, or when its parent produced a value that differs from the
/// previous one.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View {
///         Button("\(count)") { count += 1 }
///     }
/// }
/// ```
@MainActor
public protocol View {
    /// The type of view this view's content is.
    associatedtype Body: View

    /// The content of this view. Loom calls it; your code should not.
    @ViewBuilder var body: Body { get }

    /// Builds or updates `node`'s subtree for this value. An engine hook: views written in
    /// Swift use the default, which evaluates `body`; built-in views implement it themselves.
    func _buildNodeTree(_ node: Node)

    /// Whether two values of this view would build the same content, so the second can be
    /// skipped. An engine hook: views written in Swift use the default (their fields compared by
    /// a plan made once per type); equatable built-in views use `==` directly.
    static func _isSameValue(_ lhs: Self, _ rhs: Self, at node: Node) -> Bool

    /// Takes from a value found the same as the stored one (see ``_isSameValue(_:_:at:)``)
    /// what that comparison left out. An engine hook for built-in views that compare only what
    /// the host shows and read the rest from the node when it is used (a button's action when
    /// tapped); nothing for every other view.
    ///
    /// Why a part, not the whole value: the rest is the same by the comparison, and assigning
    /// the whole value retained and released each of its fields (a button's title and label
    /// with its action: about 80 instructions per button of a re-run row, issue 18).
    static func _keepNewParts(of new: Self, in stored: inout Self)
}

/// A view the engine knows how to build directly, with no `body` of its own: text, buttons,
/// stacks, `ForEach`, modifiers. Their `body` is `Never`.
public protocol BuiltinView: View where Body == Never {}

extension BuiltinView where Self: Equatable {
    /// `==` itself, with no generic comparison plan in between: text and other equatable
    /// built-in views are compared on every parent update.
    public static func _isSameValue(_ lhs: Self, _ rhs: Self, at node: Node) -> Bool {
        lhs == rhs
    }
}

extension BuiltinView {
    /// Built-in views have no body: the engine builds them directly.
    public var body: Never {
        preconditionFailure("\(Self.self) is a built-in view; the engine builds it and never asks for its body.")
    }
}

extension Never: View {
    public typealias Body = Never

    public var body: Never {
        preconditionFailure("Never has no body.")
    }

    public func _buildNodeTree(_ node: Node) {}
}

extension View {
    /// Builds the node tree for this view into `node`, or updates it: the seed's entry point.
    ///
    /// A fresh `Node()` gets a headless runtime of its own, so this works in a test with no
    /// other setup:
    /// ```swift
    /// let node = Node()
    /// ContentView().buildNodeTree(node)
    /// ```
    public func buildNodeTree(_ node: Node) {
        guard !node.graph.refusesReentry("A view tree was built into a node") else { return }
        node.graph.performPass {
            node.update(to: self, context: node.parent == nil ? node.graph.rootContext : node.context)
        }
    }

    /// The default for views written in Swift: install the dynamic properties (`@State` and
    /// friends), evaluate `body` while tracking what it reads, and build the body's node.
    public func _buildNodeTree(_ node: Node) {
        // Nothing to connect: `update` has already stored this very value.
        guard node.hasPropertiesToInstall(Self.self) else { return buildBody(in: node) }
        var view = self
        guard node.propertyInstaller(for: Self.self).install(&view, in: node) else {
            node.updateChild(EmptyView(), at: 0, context: node.context)
            return
        }
        // The installed copy holds the connected properties.
        if let stored = node.storedView(of: Self.self) { withGuaranteed(stored) { $0.value = view } }
        view.buildBody(in: node)
    }

    /// Evaluates `body` for `node` while tracking what it reads, and builds the body's node.
    private func buildBody(in node: Node) {
        let body = node.graph.evaluateBody(of: node) { self.body }
        node.updateChild(body, at: 0, context: node.context)
    }

    public static func _keepNewParts(of new: Self, in stored: inout Self) {}

    /// Compares the fields with the plan cached on `node` (see ``ViewGraph/areEqual(_:_:at:)``).
    public static func _isSameValue(_ lhs: Self, _ rhs: Self, at node: Node) -> Bool {
        node.graph.areEqual(lhs, rhs, at: node)
    }
}
