import LoomHost

/// A colour is also a view: a rectangle painted with it, filling the space it is offered.
///
/// ```swift
/// ZStack { Color.blue.opacity(0.2).ignoresSafeArea(); Text("Hello") }
/// ```
extension Color: BuiltinView {
    public func _buildNodeTree(_ node: Node) {
        ShapeView(name: "rectangle", cornerRadius: nil, color: self, lineWidth: nil)._buildNodeTree(node)
    }
}
