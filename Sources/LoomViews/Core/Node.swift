import LoomHost
import LoomReactive

/// The persistent shadow of one view in the tree: it lives exactly as long as the view's
/// identity and holds its state, its children and its host element.
///
/// Views are values that come and go with every `body`; nodes stay. Tests can reach into the
/// tree the way the seed does:
/// ```swift
/// let node = Node()
/// ContentView().buildNodeTree(node)
/// let button = node.children[0].view as? Button
/// button?.action()
/// node.rebuildIfNeeded()
/// ```
///
/// Its hot stored properties are `@exclusivity(unchecked)`: every access happens on the main
/// actor and none is held across a call that could reach the same property, so the run-time
/// exclusivity check (a thread-local access-set lookup per access, 13% of an update pass in the
/// store benchmark) only cost time. Keep it that way: no `inout` of these properties across
/// calls that may re-enter the engine.
@MainActor
public final class Node {
    /// The nodes of this view's content: one for a view's `body`, one per child for containers.
    /// Built from ``childNodes`` on each read: the engine itself uses `childNodes`, which holds a
    /// single child without an array.
    public internal(set) var children: [Node] {
        get { childNodes.array }
        set { childNodes = NodeChildren(newValue) }
    }
    /// The children as stored (see ``NodeChildren``): what the engine's own paths read and edit.
    @exclusivity(unchecked) var childNodes = NodeChildren()
    /// The view value this node was last built with; cast it to the view type you expect.
    public var view: (any View)? { storedView?.anyView(at: self) }
    /// The same value in its concrete type, for the engine (see ``StoredView``), `nil` before
    /// the first build. Kept in ``viewSlot``.
    var storedView: StoredView? {
        @inline(__always) get { viewSlot.storedView }
        // Not `newValue.map { … }`: a closure made on the main actor and handed to a generic
        // function checks its executor at run time (Swift 6), on every node made.
        set {
            if let newValue { viewSlot = .built(newValue) } else { viewSlot = .empty }
        }
    }
    /// The stored view, or before the first build the view type's info: one word for both
    /// (see ``NodeViewSlot``).
    @exclusivity(unchecked) var viewSlot: NodeViewSlot
    /// The parent, kept unretained (``unretainedParent``).
    var parent: Node? {
        get { unretainedParent?.takeUnretainedValue() }
        set { unretainedParent = newValue.map(Unmanaged.passUnretained) }
    }
    /// The parent, unretained, because a weak reference would cost a side allocation per node.
    /// What keeps it alive: a mounted node is in its parent's `children`, and the parent is
    /// mounted too (unmounting goes down the whole subtree). A node that is no longer mounted
    /// can outlive its parent (the dirty queue or a pending host sync may still hold it), so
    /// `unmount()` sets this to `nil`: it is never read dangling.
    ///
    /// `Unmanaged` rather than `unowned(unsafe)`: a read of an `unowned(unsafe)` property is
    /// retained for its use, and the engine's own reads (``withParent(_:)``) need no retain, as
    /// the parent outlives them (one or two pairs per host element made, see `placeHostElement`).
    @exclusivity(unchecked) private(set) var unretainedParent: Unmanaged<Node>?
    /// The runtime this node belongs to. Strong, and a `let`: a call through a `let` of the
    /// node needs no retain of the graph, while each call through an `unowned(unsafe)` one
    /// retained and released it (an atomic operation each, several per update). A node never
    /// outlives its graph's use, and the graph holds nodes only while they are queued.
    let graph: ViewGraph

    /// What the engine knows about this node's view type (fixed for all but a root's life),
    /// `nil` for a root before its first build. Kept with the stored view (see ``NodeViewSlot``);
    /// set only while there is none (a root learning its type, or forgetting it).
    var typeInfo: ViewTypeInfo? {
        @inline(__always) get { viewSlot.typeInfo }
        set {
            guard case .built = viewSlot else {
                if let newValue { viewSlot = .unbuilt(Unmanaged.passUnretained(newValue)) } else { viewSlot = .empty }
                return
            }
            assert(newValue === viewSlot.typeInfo, "a built node's type info is its stored view's")
        }
    }
    /// Rarely needed storage (state slots, subscriptions, lifecycle), allocated on first use.
    /// Kept by the node's handle (see ``NodeReference/storage``), which a node with storage
    /// nearly always has: its state boxes and subscriptions hold the handle.
    var storage: NodeStorage? { reference?.storage }
    /// What change handlers hold instead of a weak reference to this node (see ``NodeReference``),
    /// and what keeps the node's ``storage``.
    @exclusivity(unchecked) private var reference: NodeReference?
    @exclusivity(unchecked) var context: NodeContext

    // The fields below are packed (memory per row, issue 18): a row makes about 8 nodes, and
    // glibc hands out blocks in steps of 16 bytes (usable size 8 less). Swift lays fields out in
    // declaration order, so the words come first and the small fields share the last word.
    // With the host element as an optional (9 bytes), `depth` as an `Int`, seven `Bool`s and a
    // two-word context, a node took 120 bytes, a 128-byte block; packed, with a one-word
    // context (see ``NodeContext``), it took 87, a 96-byte block; with the type info kept by
    // the stored view (``NodeViewSlot``) and the storage by the handle, 71, an 80-byte block
    // (72 usable: the small fields fit with 1 byte to spare). Only the accessors below
    // read these fields.
    /// ``hostElement``'s raw value: -1 for none, ``wideHostElement`` for an id beyond 32 bits.
    @exclusivity(unchecked) private var hostElementRawValue: Int32 = -1
    /// ``depth``, saturated at `UInt16.max` (see there).
    @exclusivity(unchecked) private var storedDepth: UInt16
    @exclusivity(unchecked) private var flags: NodeFlags

    /// Marks an id kept in the storage: a host tree hands out ids in order and never reuses
    /// one, so a long-lived tree can pass `Int32.max` (2^31 elements made in one session).
    private static let wideHostElement: Int32 = .min

    /// How many ancestors this node has: parents are rebuilt before their children.
    ///
    /// Saturates at 65,535: the engine builds a tree by recursion, several stack frames a
    /// level, so no tree gets that deep without overflowing the stack first; if one did, nodes
    /// below that depth would only be rebuilt in queue order rather than parents first, and a
    /// parent rebuilt after its child brings the child up to date again.
    var depth: Int {
        get { Int(storedDepth) }
        set { storedDepth = UInt16(clamping: newValue) }
    }
    /// The host element this node produces, if it is a host view (text, button, stack, …).
    var hostElement: HostElementID? {
        get {
            if hostElementRawValue >= 0 { return HostElementID(Int(hostElementRawValue)) }
            if hostElementRawValue == Self.wideHostElement, let raw = storage?.wideHostElementRawValue, raw >= 0 {
                return HostElementID(raw)
            }
            return nil
        }
        set {
            guard let newValue else { return hostElementRawValue = -1 }
            if newValue.rawValue >= 0, let narrow = Int32(exactly: newValue.rawValue) {
                hostElementRawValue = narrow
            } else {
                extras.wideHostElementRawValue = newValue.rawValue
                hostElementRawValue = Self.wideHostElement
            }
        }
    }
    /// Whether this node has a host element, without reading its id.
    var hasHostElement: Bool { hostElementRawValue != -1 }
    var isMounted: Bool {
        get { flags.contains(.isMounted) }
        set { flags.set(.isMounted, newValue) }
    }
    var isPendingHostSync: Bool {
        get { flags.contains(.isPendingHostSync) }
        set { flags.set(.isPendingHostSync, newValue) }
    }
    /// Set while a `ForEach` update has matched this row to an id, so a repeated id is caught
    /// without hashing every id a second time; cleared before that update returns.
    var isClaimed: Bool {
        get { flags.contains(.isClaimed) }
        set { flags.set(.isClaimed, newValue) }
    }
    /// Set while this node rebuilds with the value it already had (it was invalidated; its
    /// parent did not hand it a new one). A `ForEach` over a ``ListModel`` then knows its
    /// content closure is the one it last ran, so rows of elements no edit touched stay as
    /// they are (see `ForEach+ListModel.swift`).
    var isRebuildingInPlace: Bool {
        get { flags.contains(.isRebuildingInPlace) }
        set { flags.set(.isRebuildingInPlace, newValue) }
    }
    /// Whether something this node depends on changed since it was last built.
    public internal(set) var needsRebuild: Bool {
        get { flags.contains(.needsRebuild) }
        set { flags.set(.needsRebuild, newValue) }
    }
    /// Whether this node's stored view keeps a container's shell rather than its whole value
    /// (see ``ContentContainer``): its updates go through the stored view. Set once, with it.
    var keepsContentInChildren: Bool {
        get { flags.contains(.keepsContentInChildren) }
        set { flags.set(.keepsContentInChildren, newValue) }
    }
    /// Set while a host container builds its content for the first time: a child made then
    /// appends its new element to the container's at once (see `buildHostContainer`).
    var placesNewChildElements: Bool {
        get { flags.contains(.placesNewChildElements) }
        set { flags.set(.placesNewChildElements, newValue) }
    }
    /// Whether this is a root node (made with `Node()` or by a `ViewHost`): only a root's view
    /// type can change. Fixed at creation.
    var isRoot: Bool { flags.contains(.isRoot) }

    /// The identity of the view type this node was created for (a different type means a new
    /// node); `nil` for a root, whose type can change.
    var viewType: ObjectIdentifier? {
        @inline(__always) get { isRoot ? nil : viewSlot.typeIdentifier }
    }

    /// The comparison plan of this node's view type, looked up once per type (see ``ViewTypeInfo``).
    var comparator: FieldComparator? {
        @inline(__always) get { viewSlot.comparator }
        set { typeInfo?.comparator = newValue }
    }

    /// The dynamic-property plan of this node's view type, looked up once per type (a
    /// dictionary lookup keyed by type on every body otherwise).
    var installer: PropertyInstaller? {
        @inline(__always) get { viewSlot.installer }
        set { typeInfo?.installer = newValue }
    }

    /// Calls `body` with the parent, neither retained nor released (see ``unretainedParent``:
    /// the parent outlives the call), or returns `nil` for a node without one.
    @inline(__always)
    func withParent<Result>(_ body: (Node) -> Result) -> Result? {
        guard let unretainedParent else { return nil }
        return withGuaranteed(unretainedParent, body)
    }

    /// Whether this node has made its handle: tests read it to check that a node nothing
    /// observes (a button) costs none.
    var hasHandle: Bool { reference != nil }

    /// The handle change handlers use to reach this node, made on first use.
    var handle: NodeReference {
        unretainedHandle.takeUnretainedValue()
    }

    /// The same handle, unretained (the node holds it): for the engine's own use while it holds
    /// the node, where a strong one cost a retain and a release per body.
    var unretainedHandle: Unmanaged<NodeReference> {
        if let reference { return Unmanaged.passUnretained(reference) }
        let made = NodeReference(self)
        reference = made
        return Unmanaged.passUnretained(made)
    }

    /// The stored view, unretained (the node holds it, and only a root's update replaces it,
    /// never from inside the root's own rebuild: see `ViewGraph.refusesReentry`): for the
    /// update path, where a strong one kept a retain across the rebuild it starts.
    var unretainedStoredView: Unmanaged<StoredView>? {
        guard case .built(let storedView) = viewSlot else { return nil }
        return Unmanaged.passUnretained(storedView)
    }

    /// Nothing, for a node that was unmounted: ``releaseHandle()`` did its work then, on the main
    /// actor. Not `isolated`: an isolated deinit checks on every node freed whether it runs on
    /// the main executor (about 250 instructions a node, 2,000 a cleared row).
    ///
    /// A node freed while still mounted went with its whole tree, unmounted by no one (a root
    /// let go without `ViewHost.tearDown()`, as tests do): its handle and storage are released
    /// here, which needs the main actor. On the main actor that is done at once. A tree a
    /// ``ViewHost`` holds is always let go there (the host's deinit is isolated); only a bare
    /// root (`Node()`, for tests) let go elsewhere has it done by a job on the main actor, which
    /// takes the handle, never `self` (see ``releaseLater(_:)``). Only a mounted node asks where
    /// it runs.
    deinit {
        guard flags.contains(.isMounted) else { return }
        if MainActorCheck.isOnMainActor {
            MainActor.assumeIsolated { releaseWhileMounted() }
        } else {
            Self.releaseLater(reference)
        }
    }

    /// What ``releaseWhileMounted()`` does to the handle, for a node freed off the main actor:
    /// the handle reaches no node and its storage goes, on the main actor, once it runs.
    ///
    /// A root is not detached from its graph here: `ViewGraph.detachRoot(_:)` needs the node,
    /// which is gone by then. The graph goes with the tree unless an update hop already queued
    /// holds it; such a hop, or a change handler queued before this job, would read the freed
    /// node, which is why every tree Loom makes is held by a `ViewHost`, let go on the main actor.
    private nonisolated static func releaseLater(_ reference: NodeReference?) {
        guard let reference else { return }
        Task { @MainActor in
            reference.node = nil
            reference.storage = nil
        }
    }

    /// What a node freed while mounted must still do (see `deinit`): no `onDisappear` runs and
    /// no element is discarded, as for a tree dropped whole.
    private func releaseWhileMounted() {
        reference?.node = nil
        // The handle may outlive this node; the storage it keeps for it must not.
        reference?.storage = nil
        // A root tells its runtime it is gone: an update hop already queued may still run.
        // (`isRoot` tells a root: reading `parent` would retain a parent mid-deinit.)
        if isRoot { graph.detachRoot(self) }
    }

    /// Ends this node's ties to anything that may outlive it, when it is unmounted: change
    /// handlers holding its handle find no node; its storage's teardown work (`onDisappear`,
    /// task cancellation) is queued, its subscriptions are cancelled and the storage goes (its
    /// state with it), though the handle may live on; a root's runtime forgets it. Done here
    /// rather than in `deinit`, so that freeing the node, later, costs nothing more.
    ///
    /// Inlined down to its first test: most nodes unmounted (a cleared row's stack, texts and
    /// buttons) have no handle and are no root, and a call for them was about 16 instructions
    /// a node.
    @inline(__always)
    func releaseHandle() {
        guard reference != nil || isRoot else { return }
        releaseHandleAndStorage()
    }

    /// ``releaseHandle()`` for a node with a handle or a root.
    private func releaseHandleAndStorage() {
        if isRoot { graph.detachRoot(self) }
        guard let reference else { return }
        reference.node = nil
        guard let storage = reference.storage else { return }
        for action in storage.teardown { graph.enqueueLifecycle(action) }
        // Letting the storage go cancels its subscriptions. A host element id wider than 32 bits
        // is kept in the storage, and unmounting reads it after this to discard the element: a
        // fresh storage keeps that alone.
        if storage.wideHostElementRawValue >= 0 {
            let kept = NodeStorage()
            kept.wideHostElementRawValue = storage.wideHostElementRawValue
            reference.storage = kept
        } else {
            reference.storage = nil
        }
    }

    /// A root node with a headless runtime of its own.
    public convenience init() {
        self.init(graph: ViewGraph())
    }

    /// A root node owning `graph`.
    init(graph: ViewGraph) {
        self.graph = graph
        self.storedDepth = 0
        self.viewSlot = .empty
        self.context = graph.rootContext
        self.flags = [.isMounted, .needsRebuild, .isRoot]
        graph.attachRoot(self)
    }

    init(parent: Node, typeInfo: Unmanaged<ViewTypeInfo>, context: NodeContext) {
        self.unretainedParent = Unmanaged.passUnretained(parent)
        self.graph = parent.graph
        self.storedDepth = parent.storedDepth == .max ? .max : parent.storedDepth + 1
        self.viewSlot = .unbuilt(typeInfo)
        self.context = context
        self.flags = [.isMounted, .needsRebuild]
    }

    /// Rebuilds every node of this node's tree that needs it, parents before children, each at
    /// most once, then applies the resulting host changes and lifecycle callbacks.
    public func rebuildIfNeeded() {
        graph.update()
    }

    /// The storage, created on first use.
    var extras: NodeStorage {
        let reference = unretainedHandle.takeUnretainedValue()
        if let storage = reference.storage { return storage }
        let made = NodeStorage()
        reference.storage = made
        return made
    }

    /// A readable name for messages: the view type's name.
    var viewName: String {
        storedView?.typeName ?? "root"
    }
}

/// A node's one-bit fields, in one byte (see the packed fields of ``Node``).
struct NodeFlags: OptionSet {
    let rawValue: UInt8

    static let isMounted = NodeFlags(rawValue: 1 << 0)
    static let isPendingHostSync = NodeFlags(rawValue: 1 << 1)
    static let isClaimed = NodeFlags(rawValue: 1 << 2)
    static let isRebuildingInPlace = NodeFlags(rawValue: 1 << 3)
    static let needsRebuild = NodeFlags(rawValue: 1 << 4)
    static let keepsContentInChildren = NodeFlags(rawValue: 1 << 5)
    static let isRoot = NodeFlags(rawValue: 1 << 6)
    static let placesNewChildElements = NodeFlags(rawValue: 1 << 7)

    @inline(__always)
    mutating func set(_ flag: NodeFlags, _ on: Bool) {
        if on { insert(flag) } else { remove(flag) }
    }
}
