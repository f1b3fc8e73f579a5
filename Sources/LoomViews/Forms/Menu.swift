import LoomHost

/// A button that shows a list of actions; choosing one closes the menu and runs it.
///
/// ```swift
/// Menu("Sort") {
///     Button("By name") { order = .name }
///     Button("By date") { order = .date }
/// }
/// ```
/// On the web it is a `<details>` styled as a menu; Escape closes it.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @State private var isOpen = false

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        let close = $isOpen
        DisclosureElement(
            isExpanded: $isOpen, style: "menu", label: label,
            content: content.environment(\.dismissAlert, { close.wrappedValue = false }))
    }
}

extension Menu where Label == Text {
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension Menu where Label == LoomViews.Label<Text, Image> {
    /// A menu whose button shows a symbol and a title: `Menu("Sort", systemImage: "arrow.up.arrow.down") { … }`.
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { LoomViews.Label(title, systemImage: systemImage) })
    }
}
