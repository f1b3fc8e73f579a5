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
    /// Innermost first, the order ``HostBoxModifier``s are kept on an element.
    var boxModifiers: [HostBoxModifier] = []
    /// Accessibility set by modifiers above and not yet taken by a host element: like box
    /// modifiers it stops at the next host element. A reference (one word) rather than the value,
    /// so contexts without it stay as small and cheap to copy as before.
    var accessibility: PendingAccessibility?

    /// Whether two contexts are the same for every descendant: the same environment storage
    /// and the same pending modifiers. Cheap: an identity check and, usually, two empty arrays.
    @inline(__always)
    func isSame(as other: NodeContext) -> Bool {
        // Empty modifier lists first: comparing the arrays themselves retains both.
        environment.isSameStorage(as: other.environment)
            && ((boxModifiers.isEmpty && other.boxModifiers.isEmpty) || boxModifiers == other.boxModifiers)
            && PendingAccessibility.same(accessibility, other.accessibility)
    }

    /// The context for the content of a host element, which consumed the box modifiers.
    var forHostContent: NodeContext {
        if boxModifiers.isEmpty, accessibility == nil { return self }
        var context = self
        context.boxModifiers = []
        context.accessibility = nil
        return context
    }
}
