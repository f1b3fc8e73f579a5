import LoomHost

/// Editable text of several lines, bound to a string.
///
/// ```swift
/// TextEditor(text: $notes)
/// ```
/// On the web it is a `<textarea>`; each change typed writes the binding.
public struct TextEditor: BuiltinView {
    @Binding public var text: String

    public init(text: Binding<String>) {
        self._text = text
    }

    public func _buildNodeTree(_ node: Node) {
        var properties: HostProperties = node.graph.evaluateContent(of: node) { [.value(text)] }
        node.controlProperties(into: &properties)
        let binding = $text
        var handlers = HostEventHandlers(onTextChange: { binding.wrappedValue = $0 })
        node.controlHandlers(&handlers)
        node.buildHostElement(.textEditor, properties: properties, handlers: handlers)
    }
}
