/// The view value a node was last built with, kept in its concrete type.
///
/// A node compares every new value with the stored one and then stores it. Held as `any View`,
/// each of those steps was a copy or a destroy through the type's value witnesses, and a
/// rebuild had to copy the existential out to open it: a tenth of a store dispatch. Typed, the
/// node's view type (fixed for its lifetime, see ``Node/viewType``) lets the engine read and
/// replace the value in place, and a rebuild is one virtual call.
@MainActor
class StoredView {
    /// What the engine knows about the stored value's type: kept here for the node, which has
    /// no word of its own for it (see ``NodeViewSlot``).
    var typeInfo: ViewTypeInfo { unretainedTypeInfo.takeUnretainedValue() }
    /// The same info, unretained, as an unbuilt node's slot holds it: type infos live as long
    /// as the process (``ViewTypeInfo/of(_:)`` keeps every one). Held strongly, every stored
    /// view made retained its info and released it when freed: five pairs per benchmark row
    /// created and cleared.
    let unretainedTypeInfo: Unmanaged<ViewTypeInfo>

    init(typeInfo: ViewTypeInfo) {
        self.unretainedTypeInfo = Unmanaged.passUnretained(typeInfo)
    }

    /// Makes the stored view of a new node whose view type is this class's, for `view`: called
    /// on the class its type info holds (``ViewTypeInfo/storedViewClass``), so the object is
    /// made from that metatype with no look-up of the generic class's metadata.
    class func make<W: View>(for view: W, typeInfo: ViewTypeInfo) -> StoredView { preconditionFailure("StoredView is abstract") }

    /// Like ``make(for:typeInfo:)``, but may return `recent` (the stored view a node of this type
    /// was given last, see ``ViewTypeInfo/recentStoredView``) when it holds what `view` would:
    /// only a container's shell, which no node changes in place while another holds it.
    ///
    /// `recent` is taken `consuming`, so a match returns the reference the caller loaded rather
    /// than a second one. Retains of this object are slow (the info's weak reference gives it a
    /// side table): the pair that counted was the one the comparison's closure made, which
    /// ``ContainerStoredView`` avoids by reading its candidate unretained (issue 18).
    class func make<W: View>(
        for view: W, typeInfo: ViewTypeInfo, like recent: consuming StoredView?, at node: Node
    ) -> StoredView {
        make(for: view, typeInfo: typeInfo)
    }

    /// The stored value, boxed: for tests and messages, not for the update path. A container
    /// puts it together from `node`'s children (see ``ContentContainer``).
    func anyView(at node: Node) -> (any View)? { preconditionFailure("StoredView is abstract") }

    /// The stored value as `W`, when that is its type.
    func value<W: View>(as _: W.Type, at node: Node) -> W? { preconditionFailure("StoredView is abstract") }

    /// The name of the stored value's type, for messages.
    var typeName: String { preconditionFailure("StoredView is abstract") }

    /// Updates a container node to `view` (see ``ContainerStoredView``); whole values go
    /// through ``Node/update(to:context:)`` itself.
    func update<W: View>(_ node: Node, to view: W, context: NodeContext) { preconditionFailure("not a container") }

    /// Rebuilds `node` with the stored value (see ``Node/rebuildIfDirty()``).
    func rebuildInPlace(_ node: Node) { preconditionFailure("StoredView is abstract") }

    /// Visits `node` again with the stored value and a new context (see ``Node/revisit(with:)``).
    func revisit(_ node: Node, context: NodeContext) { preconditionFailure("StoredView is abstract") }

    /// Whether the stored value is of type `V`: only a root's view can change type.
    func holds<V: View>(_: V.Type) -> Bool { preconditionFailure("StoredView is abstract") }
}

/// ``StoredView`` for one view type.
@MainActor
final class TypedStoredView<V: View>: StoredView {
    /// Unchecked exclusivity, for the reason given on ``Node``.
    @exclusivity(unchecked) var value: V

    init(_ value: V, typeInfo: ViewTypeInfo) {
        self.value = value
        super.init(typeInfo: typeInfo)
    }

    /// The value copied in as `V`: only for `W` that is `V` (checked by ``make(for:typeInfo:)``).
    private init<W: View>(sameTypeAs view: W, typeInfo: ViewTypeInfo) {
        value = unsafeBitCast(view, to: V.self)
        super.init(typeInfo: typeInfo)
    }

    override class func make<W: View>(for view: W, typeInfo: ViewTypeInfo) -> StoredView {
        // A node's type info is its view type's, so `W` is `V`; checked, as it costs a compare.
        guard W.self == V.self else { return TypedStoredView<W>(view, typeInfo: ViewTypeInfo.of(W.self)) }
        return self.init(sameTypeAs: view, typeInfo: typeInfo)
    }

    override func anyView(at node: Node) -> (any View)? { value }

    override func value<W: View>(as _: W.Type, at node: Node) -> W? { sameType(value, as: W.self) }

    override var typeName: String { String(describing: V.self) }

    override func holds<W: View>(_: W.Type) -> Bool { W.self == V.self }

    /// The stored value, lent rather than copied: passing `value` itself on to a call copies it
    /// (retaining what it holds), while a value read through a coroutine stays in place for
    /// the length of the call.
    var lentValue: V {
        _read { yield value }
    }

    /// Whether `view` would build what the stored value built, compared in place: the stored
    /// value is passed on as the address of this object's property (an `inout` access, see
    /// ``compare(_:with:at:)``). Read through ``lentValue``, the value was still copied out and
    /// destroyed again (about 400 instructions per re-run row of the benchmark table, issue 18).
    func isSame(as view: V, at node: Node) -> Bool {
        Self.compare(&value, with: view, at: node)
    }

    /// `inout` only so that `stored` arrives as an address and goes on to `_isSameValue` as
    /// that address; it is not written.
    private static func compare(_ stored: inout V, with view: V, at node: Node) -> Bool {
        V._isSameValue(stored, view, at: node)
    }

    override func rebuildInPlace(_ node: Node) {
        guard node.hasPropertiesToInstall(V.self) else {
            // Lent in place, as in `isSame`: nothing writes the stored value during a rebuild
            // of a view with no dynamic properties to connect.
            return node.rebuildInPlace(lentValue)
        }
        // A copy: connecting the properties stores the connected value here meanwhile.
        node.rebuildInPlace(value)
    }

    override func revisit(_ node: Node, context: NodeContext) {
        node.update(to: value, context: context)
    }
}
