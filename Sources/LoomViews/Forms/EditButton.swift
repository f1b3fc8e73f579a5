import LoomHost

/// Whether the user is editing a list's rows (moving, deleting).
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active

    /// Whether rows can be edited now.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }

extension EnvironmentValues {
    /// The edit mode of the screen, when a container (a navigation stack) or
    /// `.environment(\.editMode, $mode)` provides one.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that switches the screen's edit mode: "Edit", then "Done".
///
/// ```swift
/// .toolbar { EditButton() }
/// ```
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        let mode = editMode
        Button(mode?.wrappedValue.isEditing == true ? "Done" : "Edit") {
            guard let mode else { return }
            mode.wrappedValue = mode.wrappedValue.isEditing ? .inactive : .active
        }
    }
}
