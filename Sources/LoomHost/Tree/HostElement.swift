/// One retained element of a ``HostTree``: "our UIView / DOM node".
///
/// Read-only outside the tree; every change goes through the tree so it is logged.
///
/// Its stored properties are `@exclusivity(unchecked)`, for the reason given on ``HostTree``.
public final class HostElement {
    public let id: HostElementID
    public let kind: HostElementKind
    @exclusivity(unchecked) public internal(set) var properties: HostProperties
    @exclusivity(unchecked) public internal(set) var children: [HostElementID] = []
    @exclusivity(unchecked) public internal(set) var parent: HostElementID?
    /// Whether the element is reachable from the root; only attached elements are logged.
    @exclusivity(unchecked) public internal(set) var isAttached = false
    @exclusivity(unchecked) var handlers: HostEventHandlers

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
