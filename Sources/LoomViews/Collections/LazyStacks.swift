import LoomHost

/// Which of a lazy stack's section headers and footers stay pinned while scrolling (accepted;
/// Loom's pages do not pin them).
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A vertical stack for long scrolling content, with SwiftUI's signature: the rows of the
/// `ForEach` in it are built as they scroll into view, so 100,000 rows cost what is visible.
///
/// ```swift
/// ScrollView { LazyVStack(alignment: .leading) { ForEach(0..<100_000) { Text("Row \($0)") } } }
/// ```
/// Its host form is a `vstack` styled `lazy` whose `lazyRows` property says which rows are
/// built, of how many (see `LazyRowWindow`). Rows that scroll far out of view are removed, and
/// their `@State` with them, as SwiftUI may do.
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
        node.buildLazyStack(.vstack, properties: stackProperties(alignment.host, spacing), content: content)
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
        node.buildLazyStack(.hstack, properties: stackProperties(alignment.host, spacing), content: content)
    }
}

extension Node {
    /// Builds a lazy stack: its element, its content (whose `ForEach` builds the rows of the
    /// window), then the element again if the rows built changed while the content was built.
    /// The element answers the renderer's reports of visible rows (`valueChange`).
    fileprivate func buildLazyStack<Content: View>(_ kind: HostElementKind, properties: HostProperties, content: Content) {
        let window = lazyRowWindow(isHorizontal: kind == .hstack)
        let handlers = HostEventHandlers(onValueChange: { [handle] value in
            guard let issue = window.show(value) else { return }
            _ = handle.withNode { $0.graph.report(issue) }
        })
        var shown = properties
        shown.set(.style("lazy"))
        shown.set(.lazyRows(window.hostRows))
        buildHostElement(kind, properties: shown, handlers: handlers)
        updateChild(content, at: 0, context: context.forHostContent)
        let rows = window.hostRows
        if shown[.lazyRows] != .lazyRows(rows) {
            shown.set(.lazyRows(rows))
            buildHostElement(kind, properties: shown, handlers: handlers)
        }
        if isPendingHostSync { syncHostChildren() }
    }
}
