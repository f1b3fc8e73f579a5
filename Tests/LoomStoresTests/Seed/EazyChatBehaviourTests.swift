@testable import LoomApp
import Loom
import LoomTesting
import Testing

/// The document's `ChatView` and `ChatApp` run: the app's window loads the conversation, the
/// draft field and the send button work, and the store is an `ObservableObject`.
@MainActor
struct EazyChatBehaviourTests {
    /// Renders `host` until `condition` holds on its text, for up to two seconds: the document's
    /// mock service sleeps half a second before answering.
    func render(_ host: ViewHost, until condition: (String) -> Bool) async throws -> String {
        for _ in 0..<200 {
            host.update()
            let text = TextRenderer.render(host.hostTree.snapshot())
            if condition(text) { return text }
            try await Task.sleep(for: .milliseconds(10))
        }
        host.update()
        return TextRenderer.render(host.hostTree.snapshot())
    }

    @Test func theChatAppsWindowLoadsTheConversationUnderItsTitle() async throws {
        let host = try #require(ChatApp().body.windows.first).makeView(KeyValueStore())
        defer { host.tearDown() }
        let text = try await render(host) { $0.contains("Hello my friend") }
        #expect(text.contains("Conversation"))
        #expect(text.contains("Well hello"))
        #expect(text.contains("cheeseburgers"))
    }

    @Test func typingADraftAndSendingItEchoesItThroughTheMockAndClearsTheField() async throws {
        let subject = PassthroughSubject<ChatState.Message, Never>()
        let ui = ViewHarness(ChatView(store: Store(state: ChatState(messagesState: .success([])),
                                                   interactor: ChatInteractor(service: .mock(subject: subject)))))
        // The view's `.task` loads the mock conversation first; sending before it lands would
        // have the loaded list replace the echoed message.
        for _ in 0..<100 where !ui.text.contains("Well hello") { await Task.yield() }
        try ui.type("Lunch?", into: "New message")
        try ui.tap("Send")
        for _ in 0..<100 where !ui.text.contains("text \"Lunch?\"") { await Task.yield() }
        #expect(ui.text.contains("text \"Lunch?\""))
        #expect(!ui.text.contains("value=\"Lunch?\""))
    }

    /// Behaves like any `ObservableObject`: `objectWillChange` fires before each change.
    @Test func theStoreIsAnObservableObjectWhoseObjectWillChangeFiresBeforeEachChange() {
        let store = Store(state: ChatState(), interactor: ChatInteractor(service: .mock))
        var seen: [String] = []
        let subscription = store.objectWillChange.sink { seen.append(store.newMessageString) }
        store.binding(\.newMessageString).wrappedValue = "a"
        store.binding(\.newMessageString).wrappedValue = "a"
        store.binding(\.newMessageString).wrappedValue = "ab"
        #expect(seen == ["", "a"])
        subscription.cancel()
    }

    struct Draft: View {
        @ObservedObject var store: Store<ChatState, ChatAction>
        let counter: BodyCounter
        var body: some View {
            counter.count += 1
            return Text("draft: \(store.newMessageString)")
        }
    }

    struct Status: View {
        @EnvironmentObject var store: Store<ChatState, ChatAction>
        let counter: BodyCounter
        var body: some View {
            counter.count += 1
            return Text(store.messagesState == .loading ? "loading" : "loaded")
        }
    }

    @MainActor final class BodyCounter { var count = 0 }

    struct Screen: View {
        let store: Store<ChatState, ChatAction>
        let draft: BodyCounter
        let status: BodyCounter
        var body: some View {
            VStack {
                Draft(store: store, counter: draft)
                Status(counter: status)
            }
            .environmentObject(store)
        }
    }

    /// `@ObservedObject` and `@EnvironmentObject` keep the store's field tracking: a view is
    /// re-rendered for the fields it read, not for every `objectWillChange`.
    @Test func observedAndEnvironmentStoresRerenderOnlyTheViewsThatReadTheChangedField() throws {
        let store = Store(state: ChatState(), interactor: ChatInteractor(service: .mock))
        let draft = BodyCounter()
        let status = BodyCounter()
        let ui = ViewHarness(Screen(store: store, draft: draft, status: status))
        #expect(ui.text.contains("draft: ") && ui.text.contains("loading"))
        store.binding(\.newMessageString).wrappedValue = "hi"
        #expect(ui.text.contains("draft: hi"))
        #expect((draft.count, status.count) == (2, 1))
        store.binding(\.messagesState).wrappedValue = .success([])
        #expect(ui.text.contains("loaded"))
        #expect((draft.count, status.count) == (2, 2))
    }
}
