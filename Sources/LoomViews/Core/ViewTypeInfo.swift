import LoomReactive

/// What the engine knows about one view type, shared by every node of that type: its identity,
/// its comparison and dynamic-property plans (made on first use), whether it is a content
/// container (see ``ContentContainer``), the class its nodes keep their value in, and the infos
/// of the children its nodes make.
///
/// One reference in a node instead of the type's identity and two plans: a node is made for
/// every view of every row, and the three words took it from 120 to 136 bytes, which the
/// allocator rounds from 128 to 144 (memory per row). Plans per type rather than per node
/// also look each plan up once per type instead of once per node.
@MainActor
final class ViewTypeInfo {
    let type: ObjectIdentifier
    /// The comparison plan (of the whole value, or of a container's shell), made on first use.
    var comparator: FieldComparator?
    /// The dynamic-property plan, made on first use.
    var installer: PropertyInstaller?
    /// The type as a content container whose nodes keep only its shell, or `nil`.
    let container: (any ContentContainer.Type)?
    /// For a container that is only its content (a tuple, a group): the one stored view all its
    /// nodes share, as it holds nothing of any of them. Set once, at the end of `init` (it
    /// names this info, unretained, see ``StoredView/unretainedTypeInfo``).
    private(set) var sharedStoredView: StoredView?
    /// For a container with a shell: the stored view its latest node was given, which the next
    /// node takes when its shell is the same (see ``ContainerStoredView``). Weak, so a shell
    /// holding an object (`.environmentObject(model)`) does not keep it once its nodes are gone.
    weak var recentStoredView: StoredView?
    /// The class a node of this type keeps its value in (`TypedStoredView<V>`, or
    /// `ContainerStoredView<C>` for a container), looked up once here. Naming a generic class
    /// in unspecialised code looks its metadata up in the runtime's cache (hashing the generic
    /// arguments) every time; made through this metatype, a node's stored view costs an
    /// allocation and no look-up (about 2,300 instructions per created row of the benchmark
    /// table, whose 7 stored views each looked theirs up).
    let storedViewClass: StoredView.Type
    /// The infos of the children this type's nodes make, by position (see ``childInfo(at:of:)``).
    ///
    /// Unchecked exclusivity, for the reason given on ``Node``: read and written only on the
    /// main actor, never across a call.
    @exclusivity(unchecked) private var childInfos: [ViewTypeInfo] = []
    /// The type as a view whose children are its container's (a tuple), or `nil`.
    let placesChildrenInParent: (any PlacesChildrenInParent.Type)?
    /// The info of the content this type's nodes hand ``Node/updateContent(_:context:)``, kept
    /// apart from ``childInfos``: a tuple content's first child sits at position 0 too.
    @exclusivity(unchecked) private var contentInfo: ViewTypeInfo?

    private init<V: View>(_: V.Type) {
        type = ObjectIdentifier(V.self)
        placesChildrenInParent = V.self as? any PlacesChildrenInParent.Type
        let container = (V.self as? any ContentContainer.Type).flatMap { $0.keepsContentInChildren ? $0 : nil }
        self.container = container
        storedViewClass = container.map { Self.containerStoredViewClass(of: $0) } ?? TypedStoredView<V>.self
        sharedStoredView = container.flatMap { Self.sharedStoredView(of: $0, typeInfo: self) }
    }

    private static func sharedStoredView<C: ContentContainer>(of _: C.Type, typeInfo: ViewTypeInfo) -> StoredView? {
        guard C.Shell.self == NoShell.self, let shell = sameType(NoShell(), as: C.Shell.self) else { return nil }
        return ContainerStoredView<C>(shell, typeInfo: typeInfo)
    }

    private static func containerStoredViewClass<C: ContentContainer>(of _: C.Type) -> StoredView.Type {
        ContainerStoredView<C>.self
    }

    /// How many child positions this type's nodes have had so far: the room a node's child
    /// list is made with (see `Node.appendChild`).
    var knownChildCount: Int { childInfos.count }

    /// The info of the child at `index` of a node of this type, when that child is a `V`.
    ///
    /// A view type makes children of the same types at the same positions (its body's type,
    /// a tuple's elements, a `ForEach`'s rows), so each node made finds its info here by
    /// position and one identity comparison, where looking it up by type (``of(_:)``) hashed
    /// the type and checked exclusive access to the table: about 300 instructions per node,
    /// 8 nodes per created row of the benchmark table. A position whose type varies (an
    /// `AnyView`, a branch) keeps the type seen last; another type goes to the table.
    func childInfo<V: View>(at index: Int, of _: V.Type) -> ViewTypeInfo {
        let type = ObjectIdentifier(V.self)
        if index < childInfos.count {
            let known = childInfos[index]
            if known.type == type { return known }
            let info = ViewTypeInfo.of(V.self)
            childInfos[index] = info
            return info
        }
        let info = ViewTypeInfo.of(V.self)
        // Positions are filled in order; a first use past the end (none of the engine's
        // containers skips one) stays uncached rather than padding the array.
        if index == childInfos.count { childInfos.append(info) }
        return info
    }

    /// ``childInfo(at:of:)``, unretained (see ``NodeViewSlot/unretainedTypeInfo``): for a new
    /// node's slot, which holds it so (returned as a reference, it was retained for the slot).
    func unretainedChildInfo<V: View>(at index: Int, of _: V.Type) -> Unmanaged<ViewTypeInfo> {
        if index < childInfos.count {
            let known = Unmanaged.passUnretained(childInfos[index])
            if withGuaranteed(known, { $0.type }) == ObjectIdentifier(V.self) { return known }
        }
        return Unmanaged.passUnretained(childInfo(at: index, of: V.self))
    }

    /// The info of `V`, the content a node of this type builds (see
    /// ``Node/updateContent(_:context:)``): a container's content type is fixed by its own type,
    /// so one slot remembers it, and another type (a root's, rebuilt with another view) goes to
    /// the table.
    func contentInfo<V: View>(of _: V.Type) -> ViewTypeInfo {
        if let known = contentInfo, known.type == ObjectIdentifier(V.self) { return known }
        let info = ViewTypeInfo.of(V.self)
        contentInfo = info
        return info
    }

    /// Every info made, never removed: the engine reads infos unretained
    /// (``NodeViewSlot/unretainedTypeInfo``) because they live as long as the process. One per
    /// view type used, like the runtime's own type metadata.
    private static var known: [ObjectIdentifier: ViewTypeInfo] = [:]

    /// How many times ``of(_:)`` looked a type up in its table, for tests that count it.
    private(set) static var tableLookUps = 0

    /// The info of `V`, made on first use: a dictionary look-up, for a root (whose type has no
    /// parent to remember it) and the first child of each type at each position.
    static func of<V: View>(_: V.Type) -> ViewTypeInfo {
        tableLookUps += 1
        if let info = known[ObjectIdentifier(V.self)] { return info }
        let made = ViewTypeInfo(V.self)
        known[made.type] = made
        return made
    }
}
