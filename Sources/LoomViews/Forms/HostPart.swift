import LoomHost

/// A part of a larger control (a section's header or footer, a row's label, a disclosure's
/// summary): a container named by its style, so renderers can place and tag it.
struct HostPart<Content: View>: BuiltinView {
    let style: String
    var handlers: HostEventHandlers?
    let content: Content

    init(_ style: String, handlers: HostEventHandlers? = nil, @ViewBuilder content: () -> Content) {
        self.style = style
        self.handlers = handlers
        self.content = content()
    }

    func _buildNodeTree(_ node: Node) {
        node.buildHostContainer(.container, properties: [.style(style)], handlers: handlers, content: content)
    }
}

extension Node {
    /// Builds a host element whose children are several views, each at its own position.
    func buildHostParts(
        _ kind: HostElementKind, properties: HostProperties, handlers: HostEventHandlers? = nil,
        _ build: (Node, NodeContext) -> Void
    ) {
        buildHostElement(kind, properties: properties, handlers: handlers)
        build(self, context.forHostContent)
        if isPendingHostSync { syncHostChildren() }
    }
}

/// The text of a label view when it is plain text, so a control can carry it as its title.
func plainText<Label: View>(_ label: Label) -> String? {
    (label as? Text)?.content
}
