/// One retained element of a ``HostTree``: "our UIView / DOM node".
///
/// Read-only outside the tree; every change goes through the tree so it is logged.
///
/// Its stored properties are `@exclusivity(unchecked)`, for the reason given on ``HostTree``.
public final class HostElement {
    public let id: HostElementID
    @exclusivity(unchecked) public internal(set) var properties: HostProperties
    @exclusivity(unchecked) public internal(set) var children: [HostElementID] = []
    /// The element this one is a child of, if any.
    public internal(set) var parent: HostElementID? {
        get { parentRawValue < 0 ? nil : HostElementID(parentRawValue) }
        set { parentRawValue = newValue?.rawValue ?? -1 }
    }
    /// `parent` without the optional's extra byte (-1: none; ids are never negative), so with
    /// the handlers' tag byte, the flag and the kind the element fits 72 bytes (memory per row:
    /// an element is allocated per host view; Swift lays out fields in declaration order).
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
}
