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
    /// The pointer came onto the element or left it (`onHover`).
    public static let hover = HostEventSet(rawValue: 1 << 7)
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
        /// `true` when the pointer came onto the element, `false` when it left.
        case hover(Bool)

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
            case .hover: .hover
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
///
/// Two words however many handlers it holds: every host element keeps one, most elements
/// (texts, stacks) have none and most controls only a tap, so an optional closure inline per
/// kind of event (16 bytes each) would be the largest part of an element. No handlers and a lone tap handler are held
/// inline; any other mix goes to one shared, immutable ``Table``, replaced (not mutated) when a
/// handler is set, so copies of the value never see each other's changes.
public struct HostEventHandlers {
    private var storage: Storage

    public var onTap: (@MainActor () -> Void)? {
        get { storage.table.onTap }
        set { update { $0.onTap = newValue } }
    }
    public var onTextChange: (@MainActor (String) -> Void)? {
        get { storage.table.onTextChange }
        set { update { $0.onTextChange = newValue } }
    }
    public var onToggleChange: (@MainActor (Bool) -> Void)? {
        get { storage.table.onToggleChange }
        set { update { $0.onToggleChange = newValue } }
    }
    public var onDismiss: (@MainActor () -> Void)? {
        get { storage.table.onDismiss }
        set { update { $0.onDismiss = newValue } }
    }
    public var onValueChange: (@MainActor (String) -> Void)? {
        get { storage.table.onValueChange }
        set { update { $0.onValueChange = newValue } }
    }
    public var onSubmit: (@MainActor () -> Void)? {
        get { storage.table.onSubmit }
        set { update { $0.onSubmit = newValue } }
    }
    public var onFocusChange: (@MainActor (Bool) -> Void)? {
        get { storage.table.onFocusChange }
        set { update { $0.onFocusChange = newValue } }
    }
    public var onHover: (@MainActor (Bool) -> Void)? {
        get { storage.table.onHover }
        set { update { $0.onHover = newValue } }
    }

    public init(
        onTap: (@MainActor () -> Void)? = nil,
        onTextChange: (@MainActor (String) -> Void)? = nil,
        onToggleChange: (@MainActor (Bool) -> Void)? = nil,
        onDismiss: (@MainActor () -> Void)? = nil,
        onValueChange: (@MainActor (String) -> Void)? = nil,
        onSubmit: (@MainActor () -> Void)? = nil,
        onFocusChange: (@MainActor (Bool) -> Void)? = nil,
        onHover: (@MainActor (Bool) -> Void)? = nil
    ) {
        // No handler and a lone tap (every text and stack, most buttons) are stored without
        // building the ``Table`` of closures and destroying it again: this runs for every
        // element made.
        if onTextChange == nil, onToggleChange == nil, onDismiss == nil, onValueChange == nil, onSubmit == nil,
            onFocusChange == nil, onHover == nil
        {
            if let onTap { storage = .tap(onTap) } else { storage = .none }
            return
        }
        storage = Storage(Table(
            onTap: onTap, onTextChange: onTextChange, onToggleChange: onToggleChange, onDismiss: onDismiss,
            onValueChange: onValueChange, onSubmit: onSubmit, onFocusChange: onFocusChange, onHover: onHover))
    }

    /// No handler: what an element of a view that answers no event is made with, without
    /// passing through the initializer's optional closures.
    public static var empty: HostEventHandlers { HostEventHandlers(storage: .none) }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// The events these handlers answer.
    public var events: HostEventSet {
        switch storage {
        case .none: []
        case .tap: .tap
        case .table(let table): table.value.events
        }
    }

    private mutating func update(_ change: (inout Table) -> Void) {
        var table = storage.table
        change(&table)
        storage = Storage(table)
    }
}

extension HostEventHandlers {
    /// Every handler, as a plain value: what the compact storage expands to and is made from.
    private struct Table {
        var onTap: (@MainActor () -> Void)?
        var onTextChange: (@MainActor (String) -> Void)?
        var onToggleChange: (@MainActor (Bool) -> Void)?
        var onDismiss: (@MainActor () -> Void)?
        var onValueChange: (@MainActor (String) -> Void)?
        var onSubmit: (@MainActor () -> Void)?
        var onFocusChange: (@MainActor (Bool) -> Void)?
        var onHover: (@MainActor (Bool) -> Void)?

        var events: HostEventSet {
            var events: HostEventSet = []
            if onTap != nil { events.insert(.tap) }
            if onTextChange != nil { events.insert(.textChange) }
            if onToggleChange != nil { events.insert(.toggleChange) }
            if onDismiss != nil { events.insert(.dismiss) }
            if onValueChange != nil { events.insert(.valueChange) }
            if onSubmit != nil { events.insert(.submit) }
            if onFocusChange != nil { events.insert(.focusChange) }
            if onHover != nil { events.insert(.hover) }
            return events
        }
    }

    /// A ``Table`` on the heap, never mutated after it is made.
    private final class SharedTable {
        let value: Table
        init(_ value: Table) { self.value = value }
    }

    private enum Storage {
        case none
        case tap(@MainActor () -> Void)
        case table(SharedTable)

        /// The smallest form that holds `table`.
        init(_ table: Table) {
            let events = table.events
            if events.isEmpty {
                self = .none
            } else if events == .tap, let onTap = table.onTap {
                self = .tap(onTap)
            } else {
                self = .table(SharedTable(table))
            }
        }

        var table: Table {
            switch self {
            case .none: Table()
            case .tap(let onTap): Table(onTap: onTap)
            case .table(let shared): shared.value
            }
        }
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
