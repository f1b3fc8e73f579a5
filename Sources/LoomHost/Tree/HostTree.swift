/// The retained tree of host elements, and the ordered log of every change made to it.
///
/// This is the single contract between "what the UI is" and "how it is shown": the view engine
/// (and imperative views) change the tree; renderers read batches of ``HostMutation`` with
/// ``takeMutations()`` and send user events back with ``send(_:)``.
///
/// Elements are created detached (``makeElement(_:properties:handlers:)``), so a subtree can be
/// assembled without logging; attaching it under the root logs it once, parent first.
///
/// Its hot stored properties are `@exclusivity(unchecked)`: every access happens on the main
/// actor and none is held across a call that could reach the same property, so the run-time
/// exclusivity check (a thread-local access-set lookup per access, 13% of an update pass in the
/// store benchmark) only cost time. Keep it that way: no `inout` of these properties across
/// calls that may re-enter the engine.
@MainActor
public final class HostTree {
    @exclusivity(unchecked) private var elements = HostElementTable()
    @exclusivity(unchecked) private var log: [HostMutation] = []

    /// Where misuse of the tree (an unknown id, an element given two parents) is reported.
    public var issueHandler: @MainActor (RuntimeIssue) -> Void = RuntimeIssue.printToStandardError

    /// An empty tree holding only its root element.
    public init() {
        let root = HostElement(id: elements.makeID(), kind: .root, properties: [], handlers: HostEventHandlers())
        root.isAttached = true
        elements.insert(root)
    }

    /// Clears every element's links: an element someone still holds after its tree is gone
    /// then reads as childless, instead of reaching siblings the tree no longer keeps.
    isolated deinit {
        elements.forEach { $0.clearLinks() }
    }

    /// The root element's id.
    public var rootID: HostElementID { .root }

    /// The element with this id, if it exists (attached or not).
    public func element(_ id: HostElementID) -> HostElement? { elements[id] }

    /// How many elements exist, the root and detached ones included.
    public var elementCount: Int { elements.count }

    /// How many children ``setChildren(_:of:)`` has been handed, in all. Recomputing an
    /// element's children costs in proportion to how many it has, whatever changed; tests and
    /// benchmarks read this to check that an edit of a long list did not take that path.
    @exclusivity(unchecked) public internal(set) var listedChildren = 0

    /// How many children the tree has stepped through in all, in its own walks of a parent's
    /// child list (diffing, attaching, detaching, destroying; not ``snapshot()`` or
    /// ``HostElement/children``, which are reads). Removing, detaching or moving one child
    /// visits none of its siblings: the tests read this to check those edits cost the same
    /// however many children the parent has.
    @exclusivity(unchecked) public internal(set) var visitedChildren = 0

    /// How many elements other than the root have no parent: made and not placed yet, or
    /// taken out and kept (``detachElement(_:)``, a covered screen). Zero after a subtree was
    /// discarded means nothing else is left detached, so the view engine need not look up
    /// each element of the views that went with it (see ``discardDetached(_:)``).
    @exclusivity(unchecked) public internal(set) var unparentedElements = 0

    /// How many elements were looked up one at a time to be discarded (``discardIfDetached(_:)``,
    /// ``discardDetached(_:)``); tests read it to check that a cleared list costs one per row,
    /// not one per element.
    @exclusivity(unchecked) public internal(set) var discardLookups = 0

    /// How many chunks of the id table are allocated (see ``HostElementTable``): for tests
    /// that removed elements give their memory back.
    var heldElementChunks: Int { elements.heldChunks }

    /// ``unparentedElements`` counted by walking the table: for tests of the count.
    func unparentedElementsByWalking() -> Int {
        var count = 0
        elements.forEach { element in count += element.parent == nil && element.id != .root ? 1 : 0 }
        return count
    }

    /// Whether changes are waiting for a renderer.
    public var hasPendingMutations: Bool { !log.isEmpty }

    /// Called when a batch of changes is complete: renderers take it here. The view engine
    /// calls ``didCommit()`` after each update; code that changes the tree outside a view update
    /// (an imperative view reacting to a store) calls it when it is done.
    /// Unchecked exclusivity: read after every update (the rule above holds for it too).
    @exclusivity(unchecked) public var onCommit: (@MainActor () -> Void)?

    /// Announces that the changes made so far form a batch, if there are any.
    public func didCommit() {
        if !log.isEmpty { onCommit?() }
    }

    /// Hands the changes made since the last call to a renderer, oldest first, and forgets them.
    /// The log starts afresh rather than keeping its capacity: the batch shares the buffer,
    /// so keeping capacity would copy it and hold the largest batch's memory forever.
    public func takeMutations() -> [HostMutation] {
        let batch = log
        log = []
        return batch
    }

    /// Creates a detached element. Nothing is logged until it is attached under the root.
    public func makeElement(
        _ kind: HostElementKind, properties: HostProperties = [], handlers: HostEventHandlers = HostEventHandlers()
    ) -> HostElementID {
        let (id, _) = insertNewElement(kind, properties: properties, handlers: handlers)
        unparentedElements += 1
        return id
    }

    /// A new element in the table, with no parent yet, and its id: the one place elements are
    /// made. Inlined into its two callers, so handing the element back costs nothing.
    @inline(__always)
    private func insertNewElement(
        _ kind: HostElementKind, properties: HostProperties, handlers: HostEventHandlers
    ) -> (HostElementID, HostElement) {
        let id = elements.makeID()
        let element = HostElement(id: id, kind: kind, properties: properties, handlers: handlers)
        elements.insert(element)
        return (id, element)
    }

    /// Creates an element as the last child of `parentID` (logged if that parent is attached):
    /// what ``makeElement(_:properties:handlers:)`` and ``appendChild(_:to:)`` do, without
    /// looking the new element up again or checking that it has no parent. For a view engine
    /// placing a new container's children as it makes them. An unknown parent is reported and
    /// the element is left detached.
    public func makeElement(
        _ kind: HostElementKind, properties: HostProperties, handlers: HostEventHandlers,
        appendingTo parentID: HostElementID
    ) -> HostElementID {
        let (id, element) = insertNewElement(kind, properties: properties, handlers: handlers)
        guard let parent = existing(parentID, "makeElement") else {
            unparentedElements += 1
            return id
        }
        parent.linkChild(element, before: nil)
        if parent.isAttached { logAttach(element, id: id, parent: parentID, before: nil) }
        return id
    }

    /// How many children `parentID` has (0 for an unknown element): a read, not counted in
    /// ``visitedChildren``.
    public func childCount(of parentID: HostElementID) -> Int {
        elements[parentID]?.childCount ?? 0
    }

    /// Replaces an element's properties, logging only what changed.
    public func setProperties(_ properties: HostProperties, of id: HostElementID) {
        guard let element = existing(id, "setProperties") else { return }
        apply(properties, to: element)
    }

    /// Replaces an element's event handlers, logging a change in the events it reports.
    public func setHandlers(_ handlers: HostEventHandlers, of id: HostElementID) {
        guard let element = existing(id, "setHandlers") else { return }
        apply(handlers, to: element)
    }

    /// Sets both an element's properties and its handlers (one lookup, for a view engine that
    /// re-renders an element), logging what changed as the two calls would.
    public func setProperties(_ properties: HostProperties, handlers: HostEventHandlers, of id: HostElementID) {
        guard let element = existing(id, "setProperties") else { return }
        apply(properties, to: element)
        apply(handlers, to: element)
    }

    private func apply(_ properties: HostProperties, to element: HostElement) {
        if element.isAttached {
            // One pass finds both whether anything changed and what.
            let changes = element.properties.changes(to: properties)
            if changes.isEmpty { return }
            log.append(.update(element.id, changes))
        } else if element.properties == properties {
            return
        }
        element.properties = properties
    }

    private func apply(_ handlers: HostEventHandlers, to element: HostElement) {
        let oldEvents = element.events
        element.handlers = handlers
        if element.isAttached, handlers.events != oldEvents {
            log.append(.events(element.id, handlers.events))
        }
    }

    /// A value copy of the attached tree, for renderers, snapshots and invariant checks.
    public func snapshot() -> HostElementSnapshot { snapshot(of: .root) ?? HostElementSnapshot(id: .root, kind: .root) }

    /// A value copy of the subtree below `id`.
    public func snapshot(of id: HostElementID) -> HostElementSnapshot? {
        elements[id].map(snapshot(of:))
    }

    private func snapshot(of element: HostElement) -> HostElementSnapshot {
        HostElementSnapshot(
            id: element.id, kind: element.kind, properties: element.properties, events: element.events,
            children: element.childElements.map(snapshot(of:))
        )
    }

    // MARK: Shared with the children operations

    func existing(_ id: HostElementID, _ operation: String) -> HostElement? {
        if let element = elements[id] { return element }
        issueHandler(RuntimeIssue("HostTree.\(operation): no element \(id) exists; the call was ignored."))
        return nil
    }

    func record(_ mutation: HostMutation) { log.append(mutation) }

    /// Logs an element entering the attached tree, then its subtree, parent first.
    func logAttach(_ element: HostElement, before: HostElementID?) {
        guard let parent = element.parent else { return }
        logAttach(element, id: element.id, parent: parent, before: before)
    }

    /// The same, with the element's id and its parent's already known: the subtree passes each
    /// element's id down as its children's parent instead of reading it back from each child
    /// (an element keeps its ids in 48 bits, see ``PackedElementID``: reading one joins two
    /// fields).
    private func logAttach(_ element: HostElement, id: HostElementID, parent: HostElementID, before: HostElementID?) {
        element.isAttached = true
        log.append(.insert(HostInsertion(
            id: id, kind: element.kind, properties: element.properties, events: element.events,
            parent: parent, before: before
        )))
        forEachChild(of: element) { logAttach($0, id: $0.id, parent: id, before: nil) }
    }

    /// Calls `body` with each of `element`'s children in order, counting them in
    /// ``visitedChildren``. The next sibling is read before `body` runs, so `body` may take the
    /// child out of the list.
    func forEachChild(of element: HostElement, _ body: (HostElement) -> Void) {
        var cursor = element.firstChild
        while let child = cursor {
            cursor = child.nextSibling
            visitedChildren += 1
            body(child)
        }
    }

    /// `element`'s children's ids in order, counted like ``forEachChild(of:_:)``.
    func childIDs(of element: HostElement) -> [HostElementID] {
        var ids: [HostElementID] = []
        forEachChild(of: element) { ids.append($0.id) }
        return ids
    }

    /// Forgets an element (already out of its parent's children) and its whole subtree, and
    /// clears their links, so none names an element the table no longer holds.
    func destroy(_ element: HostElement) {
        elements.remove(element.id)
        if element.parent == nil { unparentedElements -= 1 }
        destroyChildren(of: element)
        element.clearLinks()
    }

    /// Forgets every child of `element` with its subtree and leaves `element` childless. The
    /// links into each child are cleared before it leaves the table (see
    /// ``UncheckedSiblingLink``): the parent's first, then each next sibling's link back (the
    /// first child's back link, to the last, goes with the first child).
    func destroyChildren(of element: HostElement) {
        var cursor = element.firstChild
        element.forgetChildren()
        while let child = cursor {
            cursor = child.nextSibling
            cursor?.forgetBackLink()
            visitedChildren += 1
            destroy(child)
        }
    }
}
