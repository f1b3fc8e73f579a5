/// One retained element of a ``HostTree``: "our UIView / DOM node".
///
/// Read-only outside the tree; every change goes through the tree so it is logged.
///
/// Its stored properties are `@exclusivity(unchecked)`, for the reason given on ``HostTree``.
///
/// Children are a doubly linked list (first and last child, previous and next sibling) rather
/// than an array of ids: removing or moving one child of a list of n rows needs no search of its
/// siblings and no shifting of them, so those edits cost the same at 1,000 and at 10,000 rows
/// (issue 18). ``children`` reads them in order by walking the links.
public final class HostElement {
    public let id: HostElementID
    @exclusivity(unchecked) public internal(set) var properties: HostProperties
    /// The links hold no count (see ``UncheckedSiblingLink``, which says what keeps their
    /// elements alive): the tree's table owns every element. Strong links would make every pair
    /// of siblings a cycle.
    @exclusivity(unchecked) private var firstChildLink = UncheckedSiblingLink()
    @exclusivity(unchecked) private var lastChildLink = UncheckedSiblingLink()
    @exclusivity(unchecked) private var previousSiblingLink = UncheckedSiblingLink()
    @exclusivity(unchecked) private var nextSiblingLink = UncheckedSiblingLink()
    var firstChild: HostElement? {
        get { firstChildLink.element }
        set { firstChildLink = UncheckedSiblingLink(newValue) }
    }
    var lastChild: HostElement? {
        get { lastChildLink.element }
        set { lastChildLink = UncheckedSiblingLink(newValue) }
    }
    var previousSibling: HostElement? {
        get { previousSiblingLink.element }
        set { previousSiblingLink = UncheckedSiblingLink(newValue) }
    }
    var nextSibling: HostElement? {
        get { nextSiblingLink.element }
        set { nextSiblingLink = UncheckedSiblingLink(newValue) }
    }
    /// The element this one is a child of, if any.
    public internal(set) var parent: HostElementID? {
        get { parentRawValue < 0 ? nil : HostElementID(parentRawValue) }
        set { parentRawValue = newValue?.rawValue ?? -1 }
    }
    /// `parent` without the optional's extra byte (-1: none; ids are never negative), so the
    /// handlers' tag byte, the flag and the kind share the last word (memory per row: an element
    /// is allocated per host view; Swift lays out fields in declaration order).
    @exclusivity(unchecked) private var parentRawValue = -1
    @exclusivity(unchecked) var handlers: HostEventHandlers
    /// Whether the element is reachable from the root; only attached elements are logged.
    @exclusivity(unchecked) public internal(set) var isAttached = false
    public let kind: HostElementKind

    /// The events this element reports.
    public var events: HostEventSet { handlers.events }

    init(id: HostElementID, kind: HostElementKind, properties: HostProperties, handlers: HostEventHandlers) {
        self.id = id
        self.kind = kind
        self.properties = properties
        self.handlers = handlers
    }

    /// Whether the element currently ignores input.
    var isDisabled: Bool { properties[.disabled] == .disabled(true) }

    /// The children's ids, in order. Walks the children: O(children).
    public var children: [HostElementID] {
        var ids: [HostElementID] = []
        for child in childElements { ids.append(child.id) }
        return ids
    }

    /// The children themselves, in order.
    var childElements: HostChildElements { HostChildElements(upcoming: firstChild) }
}

/// The children of a ``HostElement`` in order, read through the sibling links. Changing the
/// list while walking it is not supported: a walk that unlinks children reads the next sibling
/// before it unlinks the current one.
struct HostChildElements: Sequence, IteratorProtocol {
    var upcoming: HostElement?

    mutating func next() -> HostElement? {
        guard let current = upcoming else { return nil }
        upcoming = current.nextSibling
        return current
    }
}

extension HostElement {
    /// Links `child` (in no list) into this element's children before `anchor` (one of them),
    /// or last when `anchor` is nil, and makes this element its parent. O(1).
    func linkChild(_ child: HostElement, before anchor: HostElement?) {
        child.parent = id
        child.nextSibling = anchor
        if let anchor {
            child.previousSibling = anchor.previousSibling
            anchor.previousSibling = child
        } else {
            child.previousSibling = lastChild
            lastChild = child
        }
        if let previous = child.previousSibling { previous.nextSibling = child } else { firstChild = child }
    }

    /// Takes `child` (one of this element's children) out of the list; its `parent` is left to
    /// the caller. O(1).
    func unlinkChild(_ child: HostElement) {
        if let previous = child.previousSibling { previous.nextSibling = child.nextSibling } else { firstChild = child.nextSibling }
        if let next = child.nextSibling { next.previousSibling = child.previousSibling } else { lastChild = child.previousSibling }
        child.previousSibling = nil
        child.nextSibling = nil
    }

    /// Forgets every link (the element is leaving its tree).
    func clearLinks() {
        firstChild = nil
        lastChild = nil
        previousSibling = nil
        nextSibling = nil
    }
}
