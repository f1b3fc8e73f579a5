import Foundation
import LoomHost

/// Gives its content the size it is offered: `GeometryReader { proxy in … proxy.size … }`.
/// Like SwiftUI's, it takes all the space its parent offers.
///
/// ```swift
/// GeometryReader { proxy in
///     Rectangle().frame(width: proxy.size.width * progress)
/// }
/// ```
/// Host form: a `container` styled `geometry` (``HostGeometry``) that takes `value` events
/// `"<width>,<height>"` in points. Each renderer reports the size it gives the reader whenever
/// it changes: the page from a `ResizeObserver`; the terminal from its layout (a column is 8
/// points, a line 16), again after the terminal is resized; the text renderer offers 80 columns
/// and the lines the content prints. Until a renderer has reported, the size is zero.
public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content
    @State private var size = CGSize.zero

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: some View {
        GeometryContainer(report: { size = $0 }, content: content(GeometryProxy(size: size)))
    }
}

/// What a `GeometryReader` knows about the space it was given.
public struct GeometryProxy: Sendable {
    /// The size offered to the reader, in points.
    public let size: CGSize

    /// The safe area's insets (none on a page or in a terminal).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame: its own size at its own origin (renderers report sizes, not positions).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(origin: .zero, size: size)
    }
}

/// Where a frame is measured from (accepted; see `GeometryProxy.frame(in:)`).
public enum CoordinateSpace: Hashable, Sendable {
    case global, local
    case named(String)
}

/// The host container of a `GeometryReader`.
struct GeometryContainer<Content: View>: BuiltinView {
    let report: @MainActor (CGSize) -> Void
    let content: Content

    func _buildNodeTree(_ node: Node) {
        let handlers = HostEventHandlers(onValueChange: { text in
            if let size = Self.size(from: text) { report(size) }
        })
        node.buildHostContainer(.container, properties: [.style(HostGeometry.style)], handlers: handlers, content: content)
    }

    /// `"<width>,<height>"` with finite, non-negative numbers; anything else is ignored.
    static func size(from text: String) -> CGSize? {
        let numbers = text.split(separator: ",").compactMap { Double($0) }
        guard numbers.count == 2, text.split(separator: ",").count == 2, numbers.allSatisfy({ $0.isFinite && $0 >= 0 && $0 < 1e7 })
        else { return nil }
        return CGSize(width: numbers[0], height: numbers[1])
    }
}
