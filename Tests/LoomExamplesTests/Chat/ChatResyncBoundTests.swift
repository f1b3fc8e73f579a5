import Loom
import LoomExamples
import LoomTestSupport
import Testing

/// What a resync of the chat costs stays bounded however long the conversation grows.
@MainActor
struct ChatResyncBoundTests {
    /// The bound: 50 messages of at most 1,000 characters, with their markup, and the rest of the screen.
    static let resyncBound = 80_000

    @Test func afterAThousandLongMessagesTheWholeScreensHTMLStaysUnderAFixedBound() async throws {
        let mock = ChatTests.MockService()
        let ui = ViewHarness(ChatView(store: Store(state: ChatState(), interactor: ChatInteractor(service: mock.service))))
        for _ in 0..<1_000 {
            if ui.text.contains("Well hello") { break }
            await Task.yield()
        }
        let long = String(repeating: "All work and no play makes Jack a dull boy. ", count: 340)  // ~15 kB
        for number in 1...1_000 {
            mock.incoming.send(ChatState.Message(from: number.isMultiple(of: 2) ? .me : .other, text: "\(number): " + long))
        }
        _ = ui.text

        let snapshot = ui.host.hostTree.snapshot()
        let html = HTMLWriter.html(of: snapshot)
        var encoder = WireEncoder()
        let reset = encoder.reset(to: snapshot)
        #expect(html.utf8.count < Self.resyncBound, "the whole screen is \(html.utf8.count) bytes of HTML")
        #expect(reset.utf8.count < Self.resyncBound + 10_000, "the resync frame is \(reset.utf8.count) bytes")
        #expect(ui.text.contains("text \"953 earlier messages\""))
        #expect(html.contains("1000: All work"), "the latest message is shown")
        #expect(!html.contains("950: All work"), "older ones are not")
        #expect(html.contains("…"), "long messages are cut")
        try ui.verifyReplay()
    }
}
