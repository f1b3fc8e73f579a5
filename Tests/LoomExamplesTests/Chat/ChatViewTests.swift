import Loom
import LoomExamples
import LoomTestSupport
import Testing

/// The chat screen driven like a user would, rendered as text.
@MainActor
struct ChatViewTests {
    typealias MockService = ChatTests.MockService

    /// Lets the screen's `.task` and other scheduled main-actor work run until `condition` holds.
    private func settle(_ ui: ViewHarness, until condition: (String) -> Bool) async {
        for _ in 0..<1_000 {
            if condition(ui.text) { return }
            await Task.yield()
        }
        Issue.record("the screen never reached the expected state:\n\(ui.text)")
    }

    @Test func theScreenLoadsTheConversationWhenItAppears() async throws {
        let mock = MockService()
        let ui = ViewHarness(ChatView(store: Store(state: ChatState(), interactor: ChatInteractor(service: mock.service))))
        try ui.expectSnapshot(named: "chat-loading")
        await settle(ui) { $0.contains("Well hello") }
        try ui.expectSnapshot(named: "chat-loaded")
    }

    @Test func aFailedLoadIsShown() async throws {
        let mock = MockService()
        mock.result = .failure(MockService.Failure())
        let ui = ViewHarness(ChatView(store: Store(state: ChatState(), interactor: ChatInteractor(service: mock.service))))
        await settle(ui) { $0.contains("Something went wrong") }
        try ui.expectSnapshot(named: "chat-failure")
    }

    @Test func typingCachesTheDraftSendingClearsItAndARepliesArrive() async throws {
        let mock = MockService()
        let ui = ViewHarness(ChatView(store: Store(state: ChatState(), interactor: ChatInteractor(service: mock.service))))
        await settle(ui) { $0.contains("Well hello") }
        try ui.type("See you at noon", into: "Message")
        #expect(mock.drafts == ["See you at noon"])
        try ui.tap("Send")
        await settle(ui) { $0.contains("value=\"\"") }
        #expect(mock.sent.map(\.text) == ["See you at noon"])
        #expect(mock.drafts == ["See you at noon", ""])
        mock.incoming.send(ChatState.Message(from: .other, text: "Noon it is"))
        try ui.expectSnapshot(named: "chat-after-reply")
    }
}
