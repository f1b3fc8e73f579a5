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
    /// `consuming`, as the blocks below are: a body's value moves through the builder. Borrowed,
    /// every body's whole result was copied and the original destroyed (a row of the benchmark
    /// table: its modifier, stack and tuple, about 420 instructions per re-run row, issue 18).
    @inlinable
    public static func buildExpression<Content: View>(_ content: consuming Content) -> Content { content }

    public static func buildBlock() -> EmptyView { EmptyView() }

    @inlinable
    public static func buildBlock<Content: View>(_ content: consuming Content) -> Content { content }

    /// Any number of children; blocks of two to ten take the overloads written out for them
    /// (`ViewBuilder+Blocks.swift`), which move their children into the tuple.
    ///
    /// Borrowed: the tuple is formed by copying each child from the pack either way, and a
    /// consuming pack is then destroyed child by child through value witnesses, where the
    /// caller destroys its borrowed children directly.
    @inlinable
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(tuple: (repeat each content))
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
