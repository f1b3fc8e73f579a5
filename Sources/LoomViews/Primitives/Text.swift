import LoomHost

/// A run of read-only text. Styled by `.font(_:)`, `.foregroundColor(_:)` and `.bold()` on it
/// or on any ancestor.
public struct Text: BuiltinView, Equatable {
    /// The text shown.
    public var content: String

    public init(_ content: String) {
        self.content = content
    }

    public init(verbatim content: String) {
        self.content = content
    }

    public func _buildNodeTree(_ node: Node) {
        // Made from the one property, not written as the literal `[.text(content)]`: a literal
        // makes an array (allocated, checked for order, freed) for the one property that
        // ``HostProperties`` keeps inline (about 400 instructions a text built).
        var properties = HostProperties(.text(content))
        node.context.environment.textProperties(into: &properties)
        node.buildHostElement(.text, properties: properties)
    }
}
