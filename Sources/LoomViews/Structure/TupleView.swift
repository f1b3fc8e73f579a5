/// A fixed sequence of child views, as written one after another in a view builder.
///
/// Each child is identified by its position, so its state survives its siblings' changes.
public struct TupleView<each Content: View>: BuiltinView {
    /// The children, in an object shared by every copy of this value.
    ///
    /// Why: a stored `(repeat each Content)` makes every copy and destroy of a `TupleView` (and of
    /// every stack or modifier holding one) look the tuple's metadata up in the runtime's cache
    /// and copy each child, because the tuple's layout is only known at run time. A row's body
    /// result is copied and destroyed several times on its way to the nodes (about 3,700
    /// instructions per re-run row of the benchmark table went to those look-ups); with the
    /// children in one object, a copy is a retain.
    @usableFromInline var storage: TupleViewStorage<(repeat each Content)>

    public var value: (repeat each Content) {
        get { storage.value }
        // Spelled out: the accessor the compiler would make for a pack tuple crashes Swift 6.3,
        // and so does handing the tuple to `init(tuple:)` from these accessors (Swift 6.3.1's
        // SILGen, in a debug build): the children go through the pack initialiser.
        _modify {
            var value = storage.value
            yield &value
            self = TupleView(repeat each value)
        }
        set { self = TupleView(repeat each newValue) }
    }

    /// The children, in order (a view builder's block makes one of its statements).
    @inlinable
    public init(_ value: repeat each Content) {
        self.init(tuple: (repeat each value))
    }

    /// The tuple view of `value`, whose storage this makes where the child types are known when
    /// it is inlined (see ``TupleViewStorage``): a view builder's block, compiled in the user's
    /// module, makes the object and its `updateChildren` for those very types.
    ///
    /// The tuple is taken whole and moved into the storage: the builder's blocks of up to ten
    /// children form it from separate values (see `ViewBuilder+Blocks.swift`), which moves each
    /// child, where forwarding a parameter pack copied each child and destroyed the original.
    /// The closure is written here, not in a function this calls with the tuple: Swift 6.3.1
    /// crashes emitting the module for that.
    @inlinable
    init(tuple value: consuming (repeat each Content)) {
        storage = TupleViewStorage(value) { storage, node, context in
            // Each child handed on where it lies in the tuple (see ``TupleElementCursor``). One
            // expression repeated, not a local generic function called per child: specialised,
            // the expansion becomes one call per child with its offset a constant, where the
            // local function stayed generic (each child's size and alignment read from its
            // metadata: about 220 instructions per re-run row of the benchmark table).
            TupleElementCursor.withElements(of: storage.value) { cursor in
                var index = 0
                repeat updateTupleChild(
                    &cursor.next((each Content).self).pointee, at: postIncrement(&index), of: node, context: context
                )
            }
        }
    }

    public func _buildNodeTree(_ node: Node) {
        storage.updateChildren(storage, node, node.context)
    }
}

/// The children of a ``TupleView``, never changed once made (a new value makes a new object),
/// with the function that brings a node's children up to date with them.
///
/// Why both are made by inlinable code (``TupleView/init(tuple:)``): code that knows the child
/// types (a body's view builder block, compiled in the user's module) then makes this object
/// and its `updateChildren` for those very types. The object's class and tuple are known when
/// it is compiled, not looked up at run time, and `updateChildren` hands each child to its node
/// straight from this object's tuple, without copying the tuple first. Left to the
/// unspecialised code of `TupleView`, making the object looked up its generic class and tuple
/// metadata, and every build looked up the tuple's metadata again and copied and destroyed the
/// whole tuple (about 2,000 and 1,000 instructions per re-run row of the benchmark table). Code
/// that does not know the types (a generic caller) gets the same function in its generic form:
/// one implementation either way.
///
/// Why generic over the tuple, not over the pack of child types: the object's deinit is
/// compiled once, generically, in this module. Generic over a pack, it formed the stored
/// tuple's type from the pack on every destroy (`swift_getTupleTypeMetadata`, a hashed look-up
/// in the runtime's cache: about 170 instructions per re-run row of the benchmark table, whose
/// old row content goes on every re-run); generic over `Tuple`, it reads the tuple's metadata
/// from the object's class metadata, where the class's instantiation put it once. (A variadic
/// subclass of a class generic over the tuple would have kept the pack here, but Swift 6.3.1's
/// IR generation runs out of memory on one.)
@usableFromInline
final class TupleViewStorage<Tuple> {
    @usableFromInline let value: Tuple
    /// Updates `node`'s children, by position, to this storage's values, in the given context:
    /// a tuple's own node, or the container the tuple is the content of (see
    /// ``PlacesChildrenInParent``).
    @usableFromInline let updateChildren: @MainActor (TupleViewStorage, Node, NodeContext) -> Void

    @inlinable
    init(_ value: Tuple, updateChildren: @escaping @MainActor (TupleViewStorage, Node, NodeContext) -> Void) {
        self.value = value
        self.updateChildren = updateChildren
    }
}

/// `index`, then moves `index` on by one: the next child's position in a tuple's child loop.
@inlinable
func postIncrement(_ index: inout Int) -> Int {
    defer { index += 1 }
    return index
}

/// Brings `node`'s child at `index` up to date with `child`, in `context`: the one step a
/// ``TupleViewStorage``'s inlined `updateChildren` takes per child. `inout` only so that the
/// child is passed as its address in the tuple, not copied (see ``TupleElementCursor``); it is
/// not written.
@usableFromInline @MainActor
func updateTupleChild<Child: View>(_ child: inout Child, at index: Int, of node: Node, context: NodeContext) {
    node.updateChild(child, at: index, context: context)
}

/// A view whose children can be its container's own children, with no node of its own: a
/// tuple, given to a host container as its content (see ``Node/updateContent(_:context:)``).
///
/// Why: a tuple's node holds nothing (its shell is empty) and makes no host element, yet it
/// cost every row of a table a node (an 80-byte block), its making and its teardown. Its
/// children's identity is their position in the tuple, which stays their position in the
/// container: the container's content type is fixed by its own type, so the same positions
/// always hold the same tuple's children.
@MainActor
protocol PlacesChildrenInParent: View {
    /// Updates `node`'s children to this value's in `context`.
    func updateChildren(in node: Node, context: NodeContext)
    /// The value `node`'s children were last built with, as `W` (this type), or `nil`.
    static func reassembled<W: View>(from node: Node, as _: W.Type) -> W?
}

extension PlacesChildrenInParent {
    /// Updates `node`'s children to `view`'s, when `view` is of this type.
    ///
    /// Why here and not in each conformer: called on the type a node's type info keeps (an
    /// existential metatype), this extension gets that type's metadata as `Self`, so the type
    /// check compares two metadata pointers. In `TupleView`'s own static method, naming its
    /// type looked its metadata up by its pack of child types (about 380 instructions per
    /// re-run row of the benchmark table).
    static func updateChildren<W: View>(of view: W, in node: Node, context: NodeContext) {
        guard let children = sameType(view, as: Self.self) else { return }
        children.updateChildren(in: node, context: context)
    }
}

extension TupleView: PlacesChildrenInParent {
    func updateChildren(in node: Node, context: NodeContext) {
        storage.updateChildren(storage, node, context)
    }

    static func reassembled<W: View>(from node: Node, as _: W.Type) -> W? {
        reassemble(NoShell(), from: node).flatMap { sameType($0, as: W.self) }
    }
}

extension TupleView: ViewInputComparable {
    /// Child by child, as the tuple was compared when a `TupleView` stored it inline (a view
    /// that keeps a builder's content in a field is compared by its fields): the same object is
    /// the same content.
    static func isViewInputEqual(_ lhs: TupleView, _ rhs: TupleView) -> Bool {
        lhs.storage === rhs.storage || ViewGraph.compare(lhs.storage.value, rhs.storage.value)
    }
}

extension TupleView: ContentContainer {
    /// A tuple is only its content: its node keeps nothing (see ``ContentContainer``).
    var shell: NoShell { NoShell() }

    /// The children's values, in order.
    static func reassemble(_: NoShell, from node: Node) -> TupleView? {
        var index = 0
        func child<Child: View>(_: Child.Type) throws(MissingContent) -> Child {
            defer { index += 1 }
            guard index < node.childNodes.count, let value = node.childNodes[index].storedValue(of: Child.self) else {
                throw MissingContent()
            }
            return value
        }
        do {
            return try TupleView(repeat child((each Content).self))
        } catch {
            return nil
        }
    }
}

/// A child a container put its content in is missing (see ``ContentContainer/reassemble(_:from:)``).
struct MissingContent: Error {}

/// A view with no content.
public struct EmptyView: BuiltinView, Equatable {
    public init() {}
    public func _buildNodeTree(_ node: Node) {}
}

/// Groups views without adding an element: modifiers on a group apply to each child.
public struct Group<Content: View>: BuiltinView {
    public var content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public func _buildNodeTree(_ node: Node) {
        node.updateChild(content, at: 0, context: node.context)
    }

    private init(reassembling content: Content) {
        self.content = content
    }
}

extension Group: ContentContainer {
    /// A group is only its content (see ``ContentContainer``).
    var shell: NoShell { NoShell() }

    static func reassemble(_: NoShell, from node: Node) -> Group? {
        node.firstChildValue(of: Content.self).map(Group.init(reassembling:))
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: BuiltinView where Wrapped: View {
    /// Present content is identified apart from absent content: showing it again starts afresh.
    @MainActor
    public func _buildNodeTree(_ node: Node) {
        switch self {
        case .some(let content): node.updateChild(content, at: 0, context: node.context)
        case .none: node.removeChildren(from: 0)
        }
    }
}

/// One of two views, chosen by an `if`/`else` or a `switch` in a view builder. The branches
/// have distinct identities: switching branches ends the state of the one left.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: BuiltinView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    public func _buildNodeTree(_ node: Node) {
        let branch = if case .trueContent = storage { 0 } else { 1 }
        if let previous = node.storage?.identity, previous != AnyHashable(branch) {
            node.removeChildren(from: 0)
        }
        node.extras.identity = AnyHashable(branch)
        switch storage {
        case .trueContent(let content): node.updateChild(content, at: 0, context: node.context)
        case .falseContent(let content): node.updateChild(content, at: 0, context: node.context)
        }
    }
}
