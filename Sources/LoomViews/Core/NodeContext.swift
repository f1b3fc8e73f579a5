import LoomHost

/// What a node inherits from its ancestors: the environment, and the box modifiers (padding,
/// frame, background, opacity) and accessibility waiting to be applied to the next host element
/// down.
///
/// Box modifiers travel down like the environment but stop at the first host element, which
/// takes them as its own properties: that is how `.padding()` on a view whose body is a
/// `VStack` pads the stack's element, and `.padding()` on a `Group` pads each child.
///
/// One word: every node keeps a context, and with the environment and the pending modifiers
/// side by side (two words) a node needed a 112-byte block; in one it fits a 96-byte one
/// (memory per row, issue 18). The enum's tag lives in the references' spare bits, so it costs
/// nothing, and the common contexts (no pending modifiers) hold the environment's own storage.
@usableFromInline
struct NodeContext {
    private enum Storage {
        /// An environment with no value set, nothing pending.
        case defaults
        /// An environment's storage (its newest entry), nothing pending.
        case environment(EnvironmentValues.Entry)
        /// Modifiers pending for the next host element, with the environment they travel in.
        case pending(PendingHostModifiers)
    }

    private var storage: Storage

    init(environment: EnvironmentValues) {
        storage = Self.storage(of: environment)
    }

    private static func storage(of environment: EnvironmentValues) -> Storage {
        guard let head = environment.head else { return .defaults }
        return .environment(head)
    }

    var environment: EnvironmentValues {
        get {
            switch storage {
            case .defaults: return EnvironmentValues()
            case .environment(let head):
                var environment = EnvironmentValues()
                environment.head = head
                return environment
            case .pending(let pending): return pending.environment
            }
        }
        set {
            guard case .pending(let pending) = storage else { return storage = Self.storage(of: newValue) }
            storage = .pending(PendingHostModifiers(environment: newValue, boxModifiers: pending.boxModifiers, accessibility: pending.accessibility))
        }
    }

    private var pending: PendingHostModifiers? {
        guard case .pending(let pending) = storage else { return nil }
        return pending
    }

    /// Innermost first, the order ``HostBoxModifier``s are kept on an element.
    var boxModifiers: [HostBoxModifier] {
        get { pending?.boxModifiers ?? [] }
        set { setPending(boxModifiers: newValue, accessibility: accessibility) }
    }

    /// Accessibility set by modifiers above and not yet taken by a host element: like box
    /// modifiers it stops at the next host element.
    var accessibility: PendingAccessibility? {
        get { pending?.accessibility }
        set { setPending(boxModifiers: boxModifiers, accessibility: newValue) }
    }

    private mutating func setPending(boxModifiers: [HostBoxModifier], accessibility: PendingAccessibility?) {
        let environment = self.environment
        if boxModifiers.isEmpty, accessibility == nil {
            storage = Self.storage(of: environment)
        } else {
            storage = .pending(PendingHostModifiers(environment: environment, boxModifiers: boxModifiers, accessibility: accessibility))
        }
    }

    /// Whether two contexts are the same for every descendant: the same environment storage
    /// and the same pending modifiers. Cheap: an identity check and, usually, no pending ones.
    @inline(__always)
    func isSame(as other: NodeContext) -> Bool {
        switch storage {
        case .defaults:
            if case .defaults = other.storage { return true }
            return false
        case .environment(let head):
            if case .environment(let otherHead) = other.storage { return head === otherHead }
            return false
        case .pending(let pending):
            if case .pending(let otherPending) = other.storage { return PendingHostModifiers.same(pending, otherPending) }
            return false
        }
    }

    /// The context for the content of a host element, which consumed the box modifiers.
    var forHostContent: NodeContext {
        guard case .pending(let pending) = storage else { return self }
        var context = self
        context.storage = Self.storage(of: pending.environment)
        return context
    }
}

/// What ``NodeContext`` holds while modifiers wait for the next host element: them, and the
/// environment they travel in. Shared by every context that carries it unchanged; never empty.
final class PendingHostModifiers {
    let boxModifiers: [HostBoxModifier]
    let accessibility: PendingAccessibility?
    let environment: EnvironmentValues

    fileprivate init(environment: EnvironmentValues, boxModifiers: [HostBoxModifier], accessibility: PendingAccessibility?) {
        self.environment = environment
        self.boxModifiers = boxModifiers
        self.accessibility = accessibility
    }

    /// Whether two contexts pend the same modifiers in the same environment: the same object,
    /// or the same environment storage and equal contents.
    static func same(_ lhs: PendingHostModifiers, _ rhs: PendingHostModifiers) -> Bool {
        if lhs === rhs { return true }
        return lhs.environment.isSameStorage(as: rhs.environment)
            && lhs.boxModifiers == rhs.boxModifiers
            && PendingAccessibility.same(lhs.accessibility, rhs.accessibility)
    }
}
