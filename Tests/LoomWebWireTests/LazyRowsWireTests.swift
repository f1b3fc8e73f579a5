import Loom
import Testing

/// A lazy stack's DOM form: the rows not built are padding, which never animates (a `scrollTo`
/// made in `withAnimation` builds rows far away, and the page scrolls to them at once).
struct LazyRowsWireTests {
    private let animation = HostAnimation(duration: 0.35, curve: "easeInOut")
    private let rows = HostLazyRows(total: 100_000, first: 99_950, count: 50, extent: 30)

    @Test func aLazyStackChangedInAnAnimationHasPaddingButNoTransition() throws {
        let stack = DOMElement(id: HostElementID(4), kind: .vstack, properties: [.lazyRows(rows), .animation(animation)], events: [])
        let style = try #require(stack[attribute: "style"])
        #expect(style.contains("padding:2998500px 0px 0px 0px"), Comment(rawValue: style))
        #expect(!style.contains("transition"), Comment(rawValue: style))
        #expect(stack[attribute: "data-lazy"] == "v 100000 99950 50 30")
    }

    @Test func anOrdinaryStackChangedInAnAnimationStillTransitions() throws {
        let stack = DOMElement(id: HostElementID(4), kind: .vstack, properties: [.animation(animation)], events: [])
        #expect(try #require(stack[attribute: "style"]).contains("transition:all 0.35s"))
    }
}
