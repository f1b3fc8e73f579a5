import LoomHost

/// Hands accessibility down to the next host element(s), like padding: the element a modifier
/// lands on is the one a browser's screen reader or a UI test meets.
///
/// On a view whose body is a `VStack`, the stack's element takes it; on a `Group`, each child.
/// Several modifiers on one view add up, and where two set the same field the one nearer the
/// view wins, as with `font`.
struct AccessibilityModifier: PlacesContentFirst, Equatable {
    typealias Body = Never
    let accessibility: HostAccessibility

    func _buildModifiedContent<Wrapped: View>(_ content: Wrapped, in node: Node) {
        var context = node.context
        let combined = context.accessibility.map { $0.value.overridden(by: accessibility) } ?? accessibility
        // `accessibilityHidden(false)` alone sets nothing: no empty property on the element.
        context.accessibility = combined.isEmpty ? nil : PendingAccessibility(combined)
        node.updateChild(content, at: 0, context: context)
    }
}

/// Accessibility waiting in a node's context for the next host element.
///
/// A class so that it costs `NodeContext` one word: contexts are copied for every node, and most
/// never carry accessibility. Immutable, so sharing it is safe.
final class PendingAccessibility: Sendable {
    let value: HostAccessibility

    init(_ value: HostAccessibility) {
        self.value = value
    }

    /// Whether two contexts hand down the same accessibility.
    static func same(_ lhs: PendingAccessibility?, _ rhs: PendingAccessibility?) -> Bool {
        lhs === rhs || lhs?.value == rhs?.value
    }
}
