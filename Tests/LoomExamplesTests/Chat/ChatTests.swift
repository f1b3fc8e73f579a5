import Foundation
import Loom
import LoomExamples
import Testing

/// The Eazy chat feature, headless, with a mock service.
@MainActor
struct ChatTests {
    /// A mock service that records what the chat sends and caches, and whose loading can be
    /// held open, answered or failed by the test.
    @MainActor
    final class MockService {
        struct Failure: Error {}

        let incoming = PassthroughSubject<ChatState.Message, Never>()
        var sent: [ChatState.Message] = []
        var drafts: [String] = []
        var result: Result<[ChatState.Message], Failure> = .success(.mock)

        var service: ChatService {
            ChatService(
                getMessages: { [self] in try result.get() },
                sendMessage: { [self] in sent.append($0) },
                receivedMessage: incoming.eraseToAnyPublisher(),
                cacheDraft: { [self] in drafts.append($0) }
            )
        }
    }

    @Test func getMessagesLoadsTheConversation() async {
        let store = TestStore(state: ChatState(), interactor: ChatInteractor(service: .mock))
        await store.dispatch(.getMessages)
        #expect(store.state == ChatState(messagesState: .success(.mock), newMessageString: ""))
        #expect(store.stateUpdates == [ChatState(messagesState: .success(.mock))])
    }

    @Test func aMessageSentThroughTheMockComesBackThroughTheHook() async {
        let subject = PassthroughSubject<ChatState.Message, Never>()
        let store = TestStore(
            state: ChatState(messagesState: .success([]), newMessageString: "Echo"),
            interactor: ChatInteractor(service: .mock(subject: subject))
        )
        await store.dispatch(.sendMessage)
        #expect(store.messagesState.messages.map(\.text) == ["Echo"])
        #expect(store.newMessageString == "")
    }

    @Test func getMessagesShowsLoadingWhileReloading() async {
        let mock = MockService()
        let store = TestStore(state: ChatState(messagesState: .success([])), interactor: ChatInteractor(service: mock.service))
        await store.dispatch(.getMessages)
        #expect(store.stateUpdates.map(\.messagesState) == [.loading, .success(.mock)])
    }

    @Test func aFailedLoadShowsAnError() async {
        let mock = MockService()
        mock.result = .failure(MockService.Failure())
        let store = TestStore(state: ChatState(), interactor: ChatInteractor(service: mock.service))
        await store.dispatch(.getMessages)
        #expect(store.messagesState == .failure("Something went wrong"))
    }

    @Test func sendingAMessageSendsTheDraftAndClearsIt() async {
        let mock = MockService()
        let store = TestStore(
            state: ChatState(messagesState: .success([]), newMessageString: "Hi there"),
            interactor: ChatInteractor(service: mock.service)
        )
        await store.dispatch(.sendMessage)
        #expect(mock.sent.map(\.text) == ["Hi there"])
        #expect(mock.sent.map(\.from) == [.me])
        #expect(store.newMessageString == "")
    }

    @Test func sendingAnEmptyDraftSendsNothing() async {
        let mock = MockService()
        let store = TestStore(state: ChatState(), interactor: ChatInteractor(service: mock.service))
        await store.dispatch(.sendMessage)
        #expect(mock.sent.isEmpty)
        #expect(store.stateUpdates.isEmpty)
    }

    @Test func anIncomingMessageArrivesThroughTheHook() async {
        let mock = MockService()
        let newMessage = ChatState.Message(from: .other, text: "Foo")
        let store = await TestStore.testHook(
            .messageReceived,
            trigger: mock.incoming.send(newMessage),
            state: ChatState(messagesState: .success([])),
            interactor: ChatInteractor(service: mock.service)
        )
        #expect(store.state == ChatState(messagesState: .success([newMessage])))
    }

    @Test func anIncomingMessageWhileLoadingIsDropped() async {
        let mock = MockService()
        let store = await TestStore.testHook(
            .messageReceived,
            trigger: mock.incoming.send(ChatState.Message(from: .other, text: "early")),
            state: ChatState(),
            interactor: ChatInteractor(service: mock.service)
        )
        #expect(store.messagesState == .loading)
    }

    @Test func theDraftIsCachedWheneverItChanges() async {
        let mock = MockService()
        let store = TestStore(state: ChatState(), interactor: ChatInteractor(service: mock.service))
        store.mutatingStore.newMessageString = "He"
        store.mutatingStore.newMessageString = "Hey"
        store.mutatingStore.messagesState = .success([])
        #expect(mock.drafts == ["He", "Hey"])
    }
}

private extension ChatState.MessagesState {
    var messages: [ChatState.Message] {
        if case let .success(messages) = self { return messages }
        return []
    }
}
