import LoomHost

/// Which of a lazy stack's section headers and footers stay pinned while scrolling (accepted;
/// Loom's pages do not pin them).
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A vertical stack for long scrolling content, with SwiftUI's signature. Its host form is a
/// `vstack` styled `lazy`; every row is built (rows are not yet built on demand as they scroll
/// into view).
public struct LazyVStack<Content: View>: BuiltinView {
    public var alignment: HorizontalAlignment
    public var spacing: Double?
    public var content: Content

    public init(
        alignment: HorizontalAlignment = .center, spacing: Double? = nil,
        pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func _buildNodeTree(_ node: Node) {
        var properties = stackProperties(alignment.host, spacing)
        properties.set(.style("lazy"))
        node.buildHostContainer(.vstack, properties: properties, content: content)
    }
}

/// A horizontal stack for long scrolling content (see `LazyVStack`).
public struct LazyHStack<Content: View>: BuiltinView {
    public var alignment: VerticalAlignment
    public var spacing: Double?
    public var content: Content

    public init(
        alignment: VerticalAlignment = .center, spacing: Double? = nil,
        pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func _buildNodeTree(_ node: Node) {
        var properties = stackProperties(alignment.host, spacing)
        properties.set(.style("lazy"))
        node.buildHostContainer(.hstack, properties: properties, content: content)
    }
}
