@testable import LoomHost
import LoomTestSupport
import Testing

/// A host element is allocated per host view (five per row of the benchmark table), so the
/// allocator block it takes is memory per row at 10,000 rows and server memory per session
/// (issue 18).
@MainActor
struct HostElementBlockTests {
    #if os(Linux)
    /// 88 bytes in a 96-byte block (88 usable), with the id and the parent in 48 bits each in
    /// the padding after the properties and the handlers; with them as 64-bit words, 99 bytes
    /// in a 112-byte block.
    @Test func anElementFitsA96ByteBlock() {
        let tree = HostTree()
        let id = tree.makeElement(.text, properties: [.text("a")], handlers: HostEventHandlers(onTap: {}))
        guard let element = tree.element(id) else { Issue.record("no element"); return }
        #expect(instanceSize(of: element) <= 88)
        #expect(allocatorBlockUsableSize(of: element) <= 88)
    }
    #endif

    /// Ids wider than 32 bits come back whole, as the element's own and as its parent.
    @Test func idsPast32BitsRoundTrip() {
        let wide = HostElementID(Int(UInt32.max) + 5)
        let widest = HostElementID(PackedElementID.limit - 1)
        let element = HostElement(id: widest, kind: .text, properties: [], handlers: HostEventHandlers())
        #expect(element.id == widest)
        #expect(element.parent == nil)
        element.parent = wide
        #expect(element.parent == wide)
        element.parent = .root
        #expect(element.parent == .root)
        element.parent = nil
        #expect(element.parent == nil)
        #expect(PackedElementID(wide.rawValue).rawValue == wide.rawValue)
        #expect(PackedElementID(wide.rawValue) != .none)
    }
}
