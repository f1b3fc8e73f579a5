import LoomHost

/// Content shown or hidden under a label the user taps.
///
/// ```swift
/// DisclosureGroup("Advanced") { Toggle("Debug", isOn: $debug) }
/// DisclosureGroup("Advanced", isExpanded: $showsAdvanced) { … }
/// ```
/// On the web it is `<details>` with a `<summary>`; the content exists only while expanded.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @State private var ownExpanded = false

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = nil
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    public var body: some View {
        DisclosureElement(isExpanded: isExpanded ?? $ownExpanded, style: nil, label: label, content: content)
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    public init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
    }
}

/// The disclosure host element: a summary that toggles, then the content while expanded.
struct DisclosureElement<Label: View, Content: View>: BuiltinView {
    @Binding var isExpanded: Bool
    let style: String?
    let label: Label
    let content: Content

    func _buildNodeTree(_ node: Node) {
        let expanded = node.graph.evaluateContent(of: node) { isExpanded }
        var properties: HostProperties = [.isOn(expanded)]
        if let style { properties.set(.style(style)) }
        let binding = $isExpanded
        var summaryHandlers = HostEventHandlers(onTap: { binding.wrappedValue.toggle() })
        node.controlHandlers(&summaryHandlers)
        let label = label, content = content
        node.buildHostParts(.disclosure, properties: properties) { node, context in
            var summaryContext = context
            if !context.environment.isEnabled { summaryHandlers = HostEventHandlers() }
            summaryContext.environment.focusTarget = nil
            node.updateChild(HostPart("summary", handlers: summaryHandlers) { label }, at: 0, context: summaryContext)
            if expanded {
                node.updateChild(content, at: 1, context: context)
            } else {
                node.removeChildren(from: 1)
            }
        }
    }
}
