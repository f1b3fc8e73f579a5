@testable import LoomHost
import LoomTestSupport
import Testing

/// A host element is allocated per host view (five per row of the benchmark table), so the
/// allocator block it takes is memory per row at 10,000 rows (issue 18).
@MainActor
struct HostElementBlockTests {
    #if os(Linux)
    @Test func anElementFitsA112ByteBlock() {
        let tree = HostTree()
        let id = tree.makeElement(.text, properties: [.text("a")], handlers: HostEventHandlers(onTap: {}))
        guard let element = tree.element(id) else { Issue.record("no element"); return }
        let usable = allocatorBlockUsableSize(of: element)
        // A 112-byte glibc block has 104 usable bytes; the next class up (128) has 120.
        #expect(usable <= 104)
    }
    #endif
}
