import LoomHost

/// An editable line of text bound to a string.
///
/// ```swift
/// TextField("Name", text: $name)
/// ```
public struct TextField: BuiltinView {
    public var placeholder: String
    @Binding public var text: String

    public init(_ placeholder: String, text: Binding<String>) {
        self.placeholder = placeholder
        self._text = text
    }

    public func _buildNodeTree(_ node: Node) {
        // Reading the bound value is tracked, so a stable binding still updates the field.
        var properties: HostProperties = node.graph.evaluateContent(of: node) { [.placeholder(placeholder), .value(text)] }
        node.context.environment.textProperties(into: &properties)
        if !node.context.environment.isEnabled { properties.set(.disabled(true)) }
        let binding = $text
        node.buildHostElement(.textField, properties: properties, handlers: HostEventHandlers(onTextChange: { binding.wrappedValue = $0 }))
    }
}

/// An on/off switch bound to a Boolean.
///
/// ```swift
/// Toggle("Notifications", isOn: $notify)
/// ```
public struct Toggle: BuiltinView {
    public var title: String
    @Binding public var isOn: Bool

    public init(_ title: String, isOn: Binding<Bool>) {
        self.title = title
        self._isOn = isOn
    }

    public func _buildNodeTree(_ node: Node) {
        var properties: HostProperties = node.graph.evaluateContent(of: node) { [.text(title), .isOn(isOn)] }
        node.context.environment.textProperties(into: &properties)
        if !node.context.environment.isEnabled { properties.set(.disabled(true)) }
        let binding = $isOn
        node.buildHostElement(.toggle, properties: properties, handlers: HostEventHandlers(onToggleChange: { binding.wrappedValue = $0 }))
    }
}

/// A symbol from the renderer's symbol set, by name.
public struct Image: BuiltinView, Equatable {
    public var systemName: String

    public init(systemName: String) {
        self.systemName = systemName
    }

    public func _buildNodeTree(_ node: Node) {
        var properties: HostProperties = [.systemImage(systemName)]
        node.context.environment.textProperties(into: &properties)
        node.buildHostElement(.image, properties: properties)
    }
}

/// Flexible space that pushes its neighbours apart along the enclosing stack's axis.
public struct Spacer: BuiltinView, Equatable {
    public var minLength: Double?

    public init(minLength: Double? = nil) {
        self.minLength = minLength
    }

    public func _buildNodeTree(_ node: Node) {
        var properties: HostProperties = []
        if let minLength { properties.set(.spacing(minLength)) }
        node.buildHostElement(.spacer, properties: properties)
    }
}

/// A thin line that separates content.
public struct Divider: BuiltinView, Equatable {
    public init() {}

    public func _buildNodeTree(_ node: Node) {
        node.buildHostElement(.divider, properties: [])
    }
}
