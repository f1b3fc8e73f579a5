/// Builds view content from statements: any number of views, `if`/`else`, `if let`,
/// `switch`, optional content and `for` loops.
///
/// ```swift
/// VStack {
///     Text("Title")
///     if showDetails { Details() } else { Text("Tap for details") }
///     for item in items { Text(item.name) }
/// }
/// ```
@resultBuilder
@MainActor
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Any number of children, without a fixed ladder of overloads.
    ///
    /// `consuming`, as ``TupleView/init(_:)``'s children are, so that the block's children move
    /// on into the tuple's storage (see ``tupleViewStorage(_:)``).
    @inlinable
    public static func buildBlock<each Content: View>(_ content: repeat consuming each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }

    /// A `for` loop's views, identified by position.
    public static func buildArray<Content: View>(_ components: [Content]) -> ForEach<Range<Int>, Int, Content> {
        ForEach<Range<Int>, Int, Content>(components.indices, id: \.self, content: { components[$0] })
    }
}
