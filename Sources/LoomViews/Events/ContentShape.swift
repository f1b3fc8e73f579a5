/// What `contentShape(_:)` chooses among in SwiftUI: the area for taps, or for drag previews,
/// hover effects and context menus.
public struct ContentShapeKinds: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The area that takes taps and other gestures.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The shape a dragged view's preview takes.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The shape a context menu's preview takes.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The shape a pointer's hover effect takes.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
}

extension View {
    /// Makes `shape` the area that takes the view's taps. Accepted, no effect: SwiftUI needs it
    /// so the empty space of a stack (beside a `Spacer`) takes taps, but on a page and in a
    /// terminal a tappable container's whole box already does, the rectangle `.contentShape(.rect)`
    /// asks for.
    ///
    /// ```swift
    /// HStack { Text(todo.title); Spacer() }.contentShape(.rect).onTapGesture { open(todo) }
    /// ```
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> Self { self }

    /// Makes `shape` the area of the given kinds; accepted, no effect (see ``contentShape(_:eoFill:)``).
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> Self { self }
}
