extension Button {
    /// A button labelled with a symbol and a title, as SwiftUI's `Button(_:systemImage:action:)`:
    /// its label is `Label(title, systemImage:)`, so `.labelStyle(.iconOnly)` (or a toolbar that
    /// shows icons) picks one of the two like any label.
    ///
    /// ```swift
    /// Button("Add Item", systemImage: "plus") { addItem() }
    /// ```
    public init(_ title: String, systemImage: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Label(title, systemImage: systemImage) }
    }
}
