import LoomHost

/// Makes its content report taps: a `container` styled `tap` (or `longPress`) with a tap
/// handler, so a page click reaches it like a button's.
struct TapContainer<Content: View>: BuiltinView {
    let style: String
    let count: Int
    let action: @MainActor () -> Void
    let content: Content

    func _buildNodeTree(_ node: Node) {
        let counter: TapCounter
        if let existing = node.storage?.children as? TapCounter {
            counter = existing
        } else {
            counter = TapCounter()
            node.extras.children = counter
        }
        let count = max(1, count)
        let action = action
        let handlers = HostEventHandlers(onTap: {
            counter.taps += 1
            if counter.taps % count == 0 { action() }
        })
        node.buildHostContainer(.container, properties: [.style(style)], handlers: handlers, content: content)
    }
}

/// Taps seen so far, for gestures that need several.
@MainActor
final class TapCounter {
    var taps = 0
}

extension View {
    /// Runs `action` when the view is tapped `count` times (each `count`-th tap on the web,
    /// where a tap is a click).
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        TapContainer(style: count == 1 ? "tap" : "tap-\(count)", count: count, action: action, content: self)
    }

    /// Runs `action` on a long press. Pages have no long press: a click performs it.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: Double = 10, perform action: @escaping @MainActor () -> Void
    ) -> some View {
        TapContainer(style: "longPress", count: 1, action: action, content: self)
    }
}
