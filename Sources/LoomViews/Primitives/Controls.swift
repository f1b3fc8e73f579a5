import LoomHost

/// A symbol from the renderer's symbol set (`Image(systemName:)`), or one of the app's own
/// images by name (`Image(_:bundle:)`, see `Styling/TextStyling.swift`).
public struct Image: BuiltinView, Equatable {
    public var systemName: String
    /// The name of an app's own image (host property `url`), when this is not a symbol.
    var resourceName: String?
    /// Set by `resizable()`: the image fills the frame it is given (host style `resizable`).
    var isResizable = false

    public init(systemName: String) {
        self.systemName = systemName
    }

    public func _buildNodeTree(_ node: Node) {
        // An environment nobody wrote in has no variant: the look-up is skipped.
        let environment = node.context.environment
        let symbol = environment.isEmpty ? systemName : environment.symbolVariants.resolve(systemName)
        var properties: HostProperties = [resourceName.map(HostProperty.url) ?? .systemImage(symbol)]
        if isResizable { properties.set(.style("resizable")) }
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
