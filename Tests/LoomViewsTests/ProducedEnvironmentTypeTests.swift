import Testing

@testable import LoomViews

/// A modifier node's last produced environment is recognised by its value type, compared as
/// metadata, and handed back as its own generic class without a cast through the runtime
/// (``AnyProducedEnvironment/produced(for:)``): a result for another value type is never taken
/// for one of this type, and a kept result is reused while its parent and value stay the same.
@MainActor
struct ProducedEnvironmentTypeTests {
    @Test func aResultIsTakenOnlyForItsOwnValueType() {
        var environment = EnvironmentValues()
        environment.foregroundColor = .red
        let result = ProducedEnvironment(
            parent: EnvironmentValues(), value: Color?.some(.red), produced: environment,
            comparator: ComparatorCache.comparator(for: Color?.self))
        let erased: AnyProducedEnvironment = result
        #expect(erased.produced(for: Color?.self) === result)
        #expect(erased.produced(for: Color.self) == nil)
        #expect(erased.produced(for: Int.self) == nil)
    }

    struct Marked: View {
        let isMarked: Bool
        let label: String
        var body: some View { Text(label).foregroundColor(isMarked ? .red : nil) }
    }

    /// The same colour over the same parent, rebuilt for another label: the node's kept result
    /// is found and its environment reused (the content sees the very same storage).
    @Test func aKeptResultIsReusedForTheSameColour() throws {
        let host = ViewHost(Marked(isMarked: true, label: "a"))
        let modifier = try #require(host.rootNode.children.first)
        let text = try #require(modifier.children.first)
        let before = text.context.environment
        host.rootNode.update(to: Marked(isMarked: true, label: "b"), context: host.rootNode.context)
        #expect(text.context.environment.isSameStorage(as: before))
        #expect(host.hostTree.snapshot().first(.text, labelled: "b")?.properties[.foreground] != nil)
    }
}
