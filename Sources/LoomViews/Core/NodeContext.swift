import LoomHost

/// What a node inherits from its ancestors: the environment, and the box modifiers (padding,
/// frame, background, opacity) and accessibility waiting to be applied to the next host element
/// down.
///
/// Box modifiers travel down like the environment but stop at the first host element, which
/// takes them as its own properties: that is how `.padding()` on a view whose body is a
/// `VStack` pads the stack's element, and `.padding()` on a `Group` pads each child.
struct NodeContext {
    var environment: EnvironmentValues
    /// The box modifiers and accessibility waiting for the next host element, in one reference
    /// that is `nil` when there are none (most contexts): every node keeps a context, and two
    /// words here instead of three brought a node under the allocator's next size class
    /// (memory per row, issue 18).
    private var pending: PendingHostModifiers?

    init(environment: EnvironmentValues) {
        self.environment = environment
    }

    /// Innermost first, the order ``HostBoxModifier``s are kept on an element.
    var boxModifiers: [HostBoxModifier] {
        get { pending?.boxModifiers ?? [] }
        set { pending = PendingHostModifiers.make(boxModifiers: newValue, accessibility: accessibility) }
    }

    /// Accessibility set by modifiers above and not yet taken by a host element: like box
    /// modifiers it stops at the next host element.
    var accessibility: PendingAccessibility? {
        get { pending?.accessibility }
        set { pending = PendingHostModifiers.make(boxModifiers: boxModifiers, accessibility: newValue) }
    }

    /// Whether two contexts are the same for every descendant: the same environment storage
    /// and the same pending modifiers. Cheap: an identity check and, usually, two empty arrays.
    @inline(__always)
    func isSame(as other: NodeContext) -> Bool {
        environment.isSameStorage(as: other.environment) && PendingHostModifiers.same(pending, other.pending)
    }

    /// The context for the content of a host element, which consumed the box modifiers.
    var forHostContent: NodeContext {
        if pending == nil { return self }
        var context = self
        context.pending = nil
        return context
    }
}

/// What ``NodeContext`` holds for the next host element, shared by every context that carries
/// it unchanged. Never empty: a context without pending modifiers holds `nil`.
final class PendingHostModifiers: Sendable {
    let boxModifiers: [HostBoxModifier]
    let accessibility: PendingAccessibility?

    private init(boxModifiers: [HostBoxModifier], accessibility: PendingAccessibility?) {
        self.boxModifiers = boxModifiers
        self.accessibility = accessibility
    }

    /// The pending modifiers, or `nil` when there are none.
    static func make(boxModifiers: [HostBoxModifier], accessibility: PendingAccessibility?) -> PendingHostModifiers? {
        if boxModifiers.isEmpty, accessibility == nil { return nil }
        return PendingHostModifiers(boxModifiers: boxModifiers, accessibility: accessibility)
    }

    /// Whether two contexts pend the same modifiers: the same object, or equal contents.
    static func same(_ lhs: PendingHostModifiers?, _ rhs: PendingHostModifiers?) -> Bool {
        if lhs === rhs { return true }
        guard let lhs, let rhs else { return false }
        return lhs.boxModifiers == rhs.boxModifiers && PendingAccessibility.same(lhs.accessibility, rhs.accessibility)
    }
}
