/// One retained element of a ``HostTree``: "our UIView / DOM node".
///
/// Read-only outside the tree; every change goes through the tree so it is logged.
///
/// Its stored properties are `@exclusivity(unchecked)`, for the reason given on ``HostTree``.
///
/// Children are a doubly linked list (first child, previous and next sibling) rather than an
/// array of ids: removing or moving one child of a list of n rows needs no search of its
/// siblings and no shifting of them, so those edits cost the same at 1,000 and at 10,000 rows
/// (issue 18). ``children`` reads them in order by walking the links.
///
/// The list is circular backwards only: the first child's previous link names the last child
/// (itself when it is alone), and the last child's next link is nil. So the parent reaches its
/// last child in one step without a word of its own for it: an element is allocated per host
/// view, and that word took it from glibc's 112-byte block to the 128-byte one (16 B per
/// element, 80 B per row of the benchmark table). `HostElementBlockTests` pins the block.
public final class HostElement {
    // The fields are packed (memory per session, issue 18): a server keeps five elements per
    // benchmark row for every session. Swift lays out fields in declaration order and fills the
    // padding after a field with the next one that fits, so the 17-byte properties are followed
    // by the kind and the id's two parts, the 17-byte handlers by the flag and the parent's two
    // parts; then the three links. 88 bytes, a 96-byte block (88 usable); with the id and the
    // parent as 64-bit words it took 99, a 112-byte block. `HostElementBlockTests` pins it.
    @exclusivity(unchecked) public internal(set) var properties: HostProperties
    public let kind: HostElementKind
    /// ``id``'s raw value in 48 bits: its high 16 and low 32 (see ``PackedElementID``).
    private let idHigh: UInt16
    private let idLow: UInt32
    @exclusivity(unchecked) var handlers: HostEventHandlers
    /// Whether the element is reachable from the root; only attached elements are logged.
    @exclusivity(unchecked) public internal(set) var isAttached = false
    /// ``parent``'s raw value in the same 48 bits, ``PackedElementID/none`` for none.
    @exclusivity(unchecked) private var parentHigh = PackedElementID.none.high
    @exclusivity(unchecked) private var parentLow = PackedElementID.none.low
    /// The links hold no count (see ``UncheckedSiblingLink``, which says what keeps their
    /// elements alive): the tree's table owns every element. Strong links would make every pair
    /// of siblings a cycle.
    @exclusivity(unchecked) private var firstChildLink = UncheckedSiblingLink()
    /// The previous sibling, or for the first child the last one (see the type's comment).
    @exclusivity(unchecked) private var backLink = UncheckedSiblingLink()
    @exclusivity(unchecked) private var nextSiblingLink = UncheckedSiblingLink()

    public var id: HostElementID { HostElementID(PackedElementID(high: idHigh, low: idLow).rawValue) }
    var firstChild: HostElement? { firstChildLink.element }
    /// The last child: the first child's back link. O(1).
    var lastChild: HostElement? { firstChildLink.with { $0.backLink.element } ?? nil }
    /// The previous sibling; nil for the first child, whose back link names the last child,
    /// and that child's next link is nil (or, for a lone child, the back link names itself).
    var previousSibling: HostElement? {
        backLink.with { back in back.nextSiblingLink.names(self) ? back : nil } ?? nil
    }
    var nextSibling: HostElement? { nextSiblingLink.element }
    /// The element this one is a child of, if any.
    public internal(set) var parent: HostElementID? {
        get {
            if parentLow == PackedElementID.none.low, parentHigh == PackedElementID.none.high { return nil }
            return HostElementID(PackedElementID(high: parentHigh, low: parentLow).rawValue)
        }
        set {
            let packed = newValue.map { PackedElementID($0.rawValue) } ?? .none
            parentHigh = packed.high
            parentLow = packed.low
        }
    }

    /// The events this element reports.
    public var events: HostEventSet { handlers.events }

    init(id: HostElementID, kind: HostElementKind, properties: HostProperties, handlers: HostEventHandlers) {
        let packed = PackedElementID(id.rawValue)
        self.idHigh = packed.high
        self.idLow = packed.low
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

    /// How many children, counted along the links without taking any child out of them: a
    /// walk through ``firstChild`` and ``nextSibling`` retained and released every child (a
    /// new benchmark row's stack counts its four when it is made). O(children).
    var childCount: Int {
        var count = 0
        var link = firstChildLink
        while let next = link.with({ $0.nextSiblingLink }) {
            count += 1
            link = next
        }
        return count
    }
}

/// An element id in 48 bits, as a ``HostElement`` keeps its own and its parent's: two fields
/// that fit the padding after a 17-byte field, where a 64-bit word would need a word of its own.
///
/// A tree hands out ids in order and never reuses one (``HostElementTable``), so 48 bits last
/// 2^48 - 1 elements made in one tree: about nine years at a million a second, and the table
/// keeps 16 bytes per 256 ids handed out, 16 TiB there. ``HostElementTable/makeID()`` stops
/// before the limit rather than truncate an id into another element's.
struct PackedElementID: Equatable {
    let high: UInt16
    let low: UInt32

    /// The packed form of no id (all ones), never handed out.
    static let none = PackedElementID(high: .max, low: .max)
    /// Ids below this fit (``none`` excluded).
    static let limit = (1 << 48) - 1

    init(high: UInt16, low: UInt32) {
        self.high = high
        self.low = low
    }

    /// `rawValue`, which must be at least 0 and below ``limit``.
    init(_ rawValue: Int) {
        assert(rawValue >= 0 && rawValue < Self.limit, "PackedElementID: \(rawValue) does not fit 48 bits")
        high = UInt16(truncatingIfNeeded: rawValue >> 32)
        low = UInt32(truncatingIfNeeded: rawValue)
    }

    var rawValue: Int { Int(high) << 32 | Int(low) }
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
    /// or last when `anchor` is nil, and makes this element its parent. O(1). Works on the
    /// links themselves: neighbours are borrowed, not retained (see ``UncheckedSiblingLink``).
    func linkChild(_ child: HostElement, before anchor: HostElement?) {
        // The id's two fields as they are: no join into an `Int` and split again.
        child.parentHigh = idHigh
        child.parentLow = idLow
        child.nextSiblingLink = UncheckedSiblingLink(anchor)
        let childLink = UncheckedSiblingLink(child)
        if firstChildLink.isEmpty {
            firstChildLink = childLink
            child.backLink = childLink
        } else if let anchor {
            let previous = anchor.backLink  // the last child when `anchor` is the first
            child.backLink = previous
            anchor.backLink = childLink
            if firstChildLink.names(anchor) {
                firstChildLink = childLink
            } else {
                previous.with { $0.nextSiblingLink = childLink }
            }
        } else {
            firstChildLink.with { first in
                let last = first.backLink
                child.backLink = last
                first.backLink = childLink
                last.with { $0.nextSiblingLink = childLink }
            }
        }
    }

    /// Takes `child` (one of this element's children) out of the list; its `parent` is left to
    /// the caller. O(1).
    func unlinkChild(_ child: HostElement) {
        let back = child.backLink
        let next = child.nextSiblingLink
        if firstChildLink.names(child) {
            firstChildLink = next
            next.with { $0.backLink = back }  // the new first child names the last one
        } else {
            back.with { $0.nextSiblingLink = next }
            // The follower's back link, or the first child's when `child` was the last.
            if next.isEmpty { firstChildLink.with { $0.backLink = back } } else { next.with { $0.backLink = back } }
        }
        child.backLink = UncheckedSiblingLink()
        child.nextSiblingLink = UncheckedSiblingLink()
    }

    /// Forgets every child at once (they are being destroyed or detached, and their own links
    /// are cleared by the caller as it walks them).
    func forgetChildren() {
        firstChildLink = UncheckedSiblingLink()
    }

    /// Forgets this element's links to its siblings (it is leaving its parent's list).
    func forgetSiblings() {
        forgetBackLink()
        nextSiblingLink = UncheckedSiblingLink()
    }

    /// Forgets the link back to the previous sibling (or, for a first child, to the last one),
    /// for a walk that destroys the siblings in order and still reads this one's next link.
    func forgetBackLink() {
        backLink = UncheckedSiblingLink()
    }

    /// Forgets every link (the element is leaving its tree).
    func clearLinks() {
        forgetChildren()
        forgetSiblings()
    }
}
