/// The kinds of user event an element can report.
public struct HostEventSet: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A tap or click.
    public static let tap = HostEventSet(rawValue: 1 << 0)
    /// A new value typed into a text field.
    public static let textChange = HostEventSet(rawValue: 1 << 1)
    /// A toggle switched on or off.
    public static let toggleChange = HostEventSet(rawValue: 1 << 2)
    /// The user asked to leave the element's screen (the browser's back button, Escape).
    public static let dismiss = HostEventSet(rawValue: 1 << 3)
    /// A new value chosen: a picker's option index, a slider's number, a date.
    public static let valueChange = HostEventSet(rawValue: 1 << 4)
    /// Enter pressed in a field (`onSubmit`).
    public static let submit = HostEventSet(rawValue: 1 << 5)
    /// The control gained or lost the keyboard focus (`@FocusState`).
    public static let focusChange = HostEventSet(rawValue: 1 << 6)
}

/// A user event a renderer feeds back into the tree, naming the element by id.
public struct HostEvent: Hashable, Sendable, Codable {
    /// What the user did.
    public enum Action: Hashable, Sendable, Codable {
        case tap
        case textChange(String)
        case toggleChange(Bool)
        case dismiss
        case valueChange(String)
        case submit
        case focusChange(Bool)

        /// The event kind an element must listen to for this action.
        public var kind: HostEventSet {
            switch self {
            case .tap: .tap
            case .textChange: .textChange
            case .toggleChange: .toggleChange
            case .dismiss: .dismiss
            case .valueChange: .valueChange
            case .submit: .submit
            case .focusChange: .focusChange
            }
        }
    }

    public var element: HostElementID
    public var action: Action

    public init(element: HostElementID, action: Action) {
        self.element = element
        self.action = action
    }
}

/// The closures that handle an element's events. They live in the tree only: renderers see just
/// the ``HostEventSet`` and send ``HostEvent`` values back.
public struct HostEventHandlers {
    public var onTap: (@MainActor () -> Void)?
    public var onTextChange: (@MainActor (String) -> Void)?
    public var onToggleChange: (@MainActor (Bool) -> Void)?
    public var onDismiss: (@MainActor () -> Void)?
    public var onValueChange: (@MainActor (String) -> Void)?
    public var onSubmit: (@MainActor () -> Void)?
    public var onFocusChange: (@MainActor (Bool) -> Void)?

    public init(
        onTap: (@MainActor () -> Void)? = nil,
        onTextChange: (@MainActor (String) -> Void)? = nil,
        onToggleChange: (@MainActor (Bool) -> Void)? = nil,
        onDismiss: (@MainActor () -> Void)? = nil,
        onValueChange: (@MainActor (String) -> Void)? = nil,
        onSubmit: (@MainActor () -> Void)? = nil,
        onFocusChange: (@MainActor (Bool) -> Void)? = nil
    ) {
        self.onTap = onTap
        self.onTextChange = onTextChange
        self.onToggleChange = onToggleChange
        self.onDismiss = onDismiss
        self.onValueChange = onValueChange
        self.onSubmit = onSubmit
        self.onFocusChange = onFocusChange
    }

    /// The events these handlers answer.
    public var events: HostEventSet {
        var events: HostEventSet = []
        if onTap != nil { events.insert(.tap) }
        if onTextChange != nil { events.insert(.textChange) }
        if onToggleChange != nil { events.insert(.toggleChange) }
        if onDismiss != nil { events.insert(.dismiss) }
        if onValueChange != nil { events.insert(.valueChange) }
        if onSubmit != nil { events.insert(.submit) }
        if onFocusChange != nil { events.insert(.focusChange) }
        return events
    }
}

/// Why the tree refused a user event. The tree is unchanged when it refuses one.
public enum HostEventError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No element with this id is in the tree (it was removed, or the id was never issued).
    case unknownElement(HostElementID)
    /// The element exists but does not report this kind of event.
    case unsupportedEvent(HostElementID, kind: HostElementKind)
    /// The element is disabled.
    case disabled(HostElementID)

    public var description: String {
        switch self {
        case .unknownElement(let id):
            "No element \(id) in this tree; it may have been removed. The event was ignored."
        case .unsupportedEvent(let id, let kind):
            "Element \(id) (\(kind.rawValue)) does not handle this event. The event was ignored."
        case .disabled(let id):
            "Element \(id) is disabled. The event was ignored."
        }
    }
}
