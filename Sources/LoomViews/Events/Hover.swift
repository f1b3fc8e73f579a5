import LoomHost

/// Makes its content report the pointer coming onto it and leaving it: a `container` styled
/// `hover` with a hover handler. The page sends one event as the pointer enters and one as it
/// leaves (not one per move), and only for elements that asked, so hovering costs nothing
/// elsewhere. A terminal has no pointer to hover with: there the action never runs.
struct HoverContainer<Content: View>: BuiltinView {
    let action: @MainActor (Bool) -> Void
    let content: Content

    func _buildNodeTree(_ node: Node) {
        node.buildHostContainer(.container, properties: [.style("hover")], handlers: HostEventHandlers(onHover: action), content: content)
    }
}

extension View {
    /// Runs `action` with `true` when the pointer comes onto the view and with `false` when it
    /// leaves, as SwiftUI's `onHover` does.
    public func onHover(perform action: @escaping @MainActor (Bool) -> Void) -> some View {
        HoverContainer(action: action, content: self)
    }
}
