/// Closes the screen the view is in: pops a pushed screen, dismisses a sheet or cover.
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// Button("Done") { dismiss() }
/// ```
/// Outside any pushed or presented screen it does nothing.
public struct DismissAction: Sendable {
    let action: @MainActor () -> Void

    init(_ action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    @MainActor
    public func callAsFunction() {
        action()
    }
}

private struct DismissActionKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction {} }
}

private struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Closes the current pushed or presented screen.
    public var dismiss: DismissAction {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }

    /// Whether the view is in a pushed or presented screen.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
