import Foundation
import Loom
import LoomTestSupport
import Testing

/// A preview that builds its view in statements and returns one of two kinds of view, as
/// SwiftData previews do (`do { let container = try …; return V().modelContainer(container) }
/// catch { return Text(…) }`).
#Preview("Returns its view") {
    let message = ProcessInfo.processInfo.environment["LOOM_PREVIEW_FAILS"]
    if let message {
        return Text("Failed: \(message)")
    }
    return VStack { Text("Returned") }
}

@MainActor
@Suite struct PreviewReturnTests {
    @Test func aPreviewBodyThatReturnsItsViewCompilesAndRenders() throws {
        let previews = PreviewCatalog.previews(inFile: #fileID)
        try #require(previews.count == 1)
        #expect(ViewHarness(preview: previews[0]).text.contains("Returned"))
    }
}
