/// One link between ``HostElement``s of a tree (a first child, a next sibling, or a back link:
/// the previous sibling, or for a first child the last one, or itself when alone), held without
/// any reference count: the audited unsafe shortcut of the host tree.
///
/// A checked `unowned` link costs an atomic count change each time it is set, and the links
/// change on every insert, move and removal (creating 1,000 rows cost 4% more with them, the
/// hand-written clear 29%). A strong link would make every pair of siblings a cycle.
///
/// What keeps the target alive: the ``HostTree``'s table by id owns every element, and a link
/// is only ever set to an element in that table. The tree clears every link that names an
/// element before the element leaves the table:
/// - taking a child out of its parent (``HostElement/unlinkChild(_:)``) rewrites its neighbours'
///   and its parent's links around it and clears its own;
/// - destroying a subtree (``HostTree/destroy(_:)``) clears the parent's first child link
///   first, and each child's next sibling's link back to it before the child leaves the table;
///   the first child's back link (to the last child, still in the table) goes with the first
///   child's own links, and a lone child's link to itself cannot outlive it;
/// - the tree's deinit clears the links of every element still in the table, for elements
///   someone holds after the tree is gone.
/// So a link never names a freed element, and no code path reads one that could.
/// `UncheckedSiblingLinkTests` drives every way of taking elements out of a tree and reads the
/// links of what stays and of what someone still holds; it runs under AddressSanitizer, which
/// stops at any read of freed memory.
struct UncheckedSiblingLink {
    /// `Unmanaged` rather than `unowned(unsafe)`: reading an `unowned(unsafe)` reference into a
    /// variable retains it, and relinking a child reads several links (an append cost about 26
    /// instructions more per link that way); ``with(_:)`` borrows the element instead.
    private var target: Unmanaged<HostElement>?

    /// A link to `element` (nil: none), which must be in its tree's table.
    init(_ element: HostElement? = nil) {
        if let element { target = Unmanaged.passUnretained(element) } else { target = nil }
    }

    /// The linked element, retained for as long as the caller keeps it.
    var element: HostElement? { target?.takeUnretainedValue() }

    /// Whether the link names no element.
    var isEmpty: Bool { target == nil }

    /// Whether the link names `element`; compares addresses, retains nothing.
    func names(_ element: HostElement) -> Bool {
        target?.toOpaque() == Unmanaged.passUnretained(element).toOpaque()
    }

    /// Calls `body` with the linked element borrowed, not retained (nil when there is none):
    /// the tree's table keeps it alive for the call.
    @inline(__always)
    func with<Result>(_ body: (HostElement) -> Result) -> Result? {
        guard let target else { return nil }
        return target._withUnsafeGuaranteedRef(body)
    }
}
