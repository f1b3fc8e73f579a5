/// A type-erased view: lets different view types stand in one place.
///
/// Changing the wrapped view's type replaces the subtree (new identity, fresh state); the same
/// type updates it in place.
public struct AnyView: BuiltinView {
    /// The wrapped view and what the engine does with it, in one object of the view's type.
    ///
    /// Why one reference: an existential and two closures (one to build, one to compare), each
    /// closure holding a copy of the view, made an `AnyView` 72 bytes and three allocations for
    /// a view that did not fit inline. Every `Button` holds an optional one for its label, so
    /// each button's stored value was 112 bytes, in a 144-byte block even when it has no label
    /// (memory per row, issue 18); with one reference it is 48, in an 80-byte block.
    let box: AnyViewBox

    public init<Content: View>(_ view: Content) {
        if let erased = view as? AnyView {
            self = erased
            return
        }
        box = TypedAnyViewBox(view)
    }

    /// The wrapped view.
    var storage: any View { box.erasedView }

    public func _buildNodeTree(_ node: Node) {
        box.build(into: node)
    }
}

extension AnyView: ViewInputComparable {
    static func isViewInputEqual(_ lhs: AnyView, _ rhs: AnyView) -> Bool {
        lhs.box.isSameView(as: rhs.box)
    }
}

/// An ``AnyView``'s view, behind one reference (see ``AnyView/box``). Never changed once made,
/// so copies of an `AnyView` share it.
@MainActor
class AnyViewBox {
    /// The view, boxed as an existential: for messages and tests.
    var erasedView: any View { preconditionFailure("AnyViewBox is abstract") }

    /// Builds or updates `node`'s one child with the view.
    func build(into node: Node) { preconditionFailure("AnyViewBox is abstract") }

    /// Whether `other` holds a view of the same type that compares equal to this one, as two
    /// views in a node's inputs compare (``ViewGraph/compare(_:_:)``).
    func isSameView(as other: AnyViewBox) -> Bool { preconditionFailure("AnyViewBox is abstract") }
}

/// ``AnyViewBox`` for one view type.
@MainActor
final class TypedAnyViewBox<Content: View>: AnyViewBox {
    let view: Content

    init(_ view: Content) {
        self.view = view
    }

    override var erasedView: any View { view }

    override func build(into node: Node) {
        node.updateChild(view, at: 0, context: node.context)
    }

    override func isSameView(as other: AnyViewBox) -> Bool {
        // Not `other === self` first: a view holding a closure differs even from itself.
        // A box of another view type is another view: a metatype compare, no cast through `Any`.
        guard ObjectIdentifier(type(of: other)) == ObjectIdentifier(Self.self) else { return false }
        return ViewGraph.compare(view, unsafeDowncast(other, to: Self.self).view)
    }
}
