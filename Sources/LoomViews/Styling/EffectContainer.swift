import LoomHost

/// A host container that draws its content with visual effects (rotation, scale, offset,
/// borders, corners, shadows): `container` styled `effect`, the effects as `value` tokens
/// (`rotate:45 scale:1.5,1.5 offset:10,-4 radius:8 border:2 shadow:4 clip:circle`) and a border
/// colour as `foreground`. Renderers turn the tokens into their own drawing; the text renderer
/// shows them as they are, so they stay deterministic.
struct EffectContainer<Content: View>: BuiltinView {
    let token: String
    let color: Color?
    let content: Content

    func _buildNodeTree(_ node: Node) {
        var properties: HostProperties = [.style("effect"), .value(token)]
        if let color { properties.set(.foreground(color.host)) }
        node.buildHostContainer(.container, properties: properties, content: content)
    }
}

/// A host container with a look named by `style` (`italic`, `underline`, `tint`, …) and an
/// optional colour, for renderers to draw.
struct LookContainer<Content: View>: BuiltinView {
    let style: String
    let color: Color?
    let content: Content

    func _buildNodeTree(_ node: Node) {
        var properties: HostProperties = [.style(style)]
        if let color { properties.set(.foreground(color.host)) }
        node.buildHostContainer(.container, properties: properties, content: content)
    }
}

func effectNumber(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
}
