import LoomHost

/// An on/off switch bound to a Boolean, labelled with a title or with any view.
///
/// ```swift
/// Toggle("Notifications", isOn: $notify)
/// Toggle(isOn: $airplaneMode) { Label("Airplane Mode", systemImage: "airplane") }
/// ```
public struct Toggle<Label: View>: BuiltinView {
    public var title: String
    @Binding public var isOn: Bool
    let label: Label?

    public init(_ title: String, isOn: Binding<Bool>) where Label == Text {
        self.title = title
        self._isOn = isOn
        self.label = nil
    }

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        let label = label()
        self.title = (label as? Text)?.content ?? ""
        self._isOn = isOn
        self.label = label is Text ? nil : label
    }

    public func _buildNodeTree(_ node: Node) {
        var properties: HostProperties = node.graph.evaluateContent(of: node) { [.isOn(isOn)] }
        if !title.isEmpty { properties.set(.text(title)) }
        node.controlProperties(into: &properties)
        if let style = node.context.environment.toggleStyleName { properties.set(.style(style)) }
        let binding = $isOn
        var handlers = HostEventHandlers(onToggleChange: { binding.wrappedValue = $0 })
        node.controlHandlers(&handlers)
        if let label {
            node.buildHostContainer(.toggle, properties: properties, handlers: handlers, content: label)
        } else {
            node.buildHostElement(.toggle, properties: properties, handlers: handlers)
        }
    }
}
