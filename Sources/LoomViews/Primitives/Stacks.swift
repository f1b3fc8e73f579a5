import LoomHost

/// Children laid out top to bottom.
public struct VStack<Content: View>: BuiltinView {
    public var alignment: HorizontalAlignment
    public var spacing: Double?
    public var content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func _buildNodeTree(_ node: Node) {
        node.buildHostContainer(.vstack, properties: stackProperties(alignment.host, spacing), content: content)
    }
}

/// Children laid out leading to trailing.
public struct HStack<Content: View>: BuiltinView {
    public var alignment: VerticalAlignment
    public var spacing: Double?
    public var content: Content

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func _buildNodeTree(_ node: Node) {
        node.buildHostContainer(.hstack, properties: stackProperties(alignment.host, spacing), content: content)
    }
}

/// Children laid over each other, the last on top.
public struct ZStack<Content: View>: BuiltinView {
    public var alignment: Alignment
    public var content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public func _buildNodeTree(_ node: Node) {
        node.buildHostContainer(.zstack, properties: stackProperties(alignment.host, nil), content: content)
    }
}

func stackProperties(_ alignment: HostAlignment, _ spacing: Double?) -> HostProperties {
    var properties: HostProperties = []
    if alignment != .center { properties.set(.alignment(alignment)) }
    if let spacing { properties.set(.spacing(spacing)) }
    return properties
}
