// The Eazy document's tests of the chat feature, as written. Swaps, each marked `// Swap:`:
// - `import Eazy` / `import Combine` → `import Loom`; `@testable import Chat` is not needed
//   (the feature is in this target).
// - `ChatService.mock(subject:)` is called by the document's test but not shown: written here.
import Foundation
import Loom
import XCTest

extension ChatService {
    // Swap: the document's tests call this; the smallest mock that uses the given subject.
    static func mock(subject: PassthroughSubject<ChatState.Message, Never>) -> Self {
        ChatService(
            getMessages: { .mock },
            sendMessage: { subject.send($0) },
            receivedMessage: subject.eraseToAnyPublisher(),
            cacheDraft: { _ in }
        )
    }
}

class ChatTests: XCTestCase {

    @MainActor
    func testGetMessages() async {
        let store = TestStore(state: ChatState(), interactor: ChatInteractor(service: .mock))
        await store.dispatch(.getMessages)
        let expected = ChatState(messagesState: .success(.mock), newMessageString: "")
        XCTAssertEqual(store.state, expected)
    }

    @MainActor
    func testMessageRecieved() async {
        let subject = PassthroughSubject<ChatState.Message, Never>()
        let newMessage = ChatState.Message(from: .other, text: "Foo")
        let service = ChatService.mock(subject: subject)
        let store = await TestStore.testHook(.messageRecieved,
                                             trigger: subject.send(newMessage),
                                             state: ChatState(messagesState: .success([])),
                                             interactor: ChatInteractor(service: service))
        let expected = ChatState(messagesState: .success([newMessage]))
        XCTAssertEqual(store.state, expected)
    }
}
