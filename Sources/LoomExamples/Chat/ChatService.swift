import Foundation
import Loom

/// The chat's dependencies, as plain closures so tests can replace each one.
public struct ChatService {
    /// Loads the conversation.
    public let getMessages: @MainActor () async throws -> [ChatState.Message]
    /// Sends one message.
    public let sendMessage: @MainActor (ChatState.Message) async -> Void
    /// Messages arriving from the other side.
    public let receivedMessage: AnyPublisher<ChatState.Message, Never>
    /// Saves the draft, so it survives leaving the screen.
    public let cacheDraft: @MainActor (String) -> Void
    /// The names of those who have the chat open, each time they change (none: not shown).
    public let online: AnyPublisher<[String], Never>
    /// The names of others writing a message, each time they change.
    public let writing: AnyPublisher<[String], Never>

    /// A service made of the given closures.
    public init(
        getMessages: @escaping @MainActor () async throws -> [ChatState.Message],
        sendMessage: @escaping @MainActor (ChatState.Message) async -> Void,
        receivedMessage: AnyPublisher<ChatState.Message, Never>,
        cacheDraft: @escaping @MainActor (String) -> Void,
        online: AnyPublisher<[String], Never> = Empty(completeImmediately: false).eraseToAnyPublisher(),
        writing: AnyPublisher<[String], Never> = Empty(completeImmediately: false).eraseToAnyPublisher()
    ) {
        self.getMessages = getMessages
        self.sendMessage = sendMessage
        self.receivedMessage = receivedMessage
        self.cacheDraft = cacheDraft
        self.online = online
        self.writing = writing
    }
}

extension Array where Element == ChatState.Message {
    /// A short conversation for previews, the showcase and tests (fixed ids, so it compares equal).
    public static let mock: [ChatState.Message] = [
        .init(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001") ?? UUID(), from: .me, text: "Hello my friend"),
        .init(id: UUID(uuidString: "00000000-0000-0000-0000-000000000002") ?? UUID(), from: .other, text: "Well hello"),
        .init(id: UUID(uuidString: "00000000-0000-0000-0000-000000000003") ?? UUID(), from: .me, text: "Shall we meet for lunch?"),
    ]
}

extension ChatService {
    /// A service that answers at once with ``Array/mock`` and echoes sent messages back through
    /// `subject`, as if the other side repeated them.
    @MainActor
    public static func mock(subject: PassthroughSubject<ChatState.Message, Never>) -> ChatService {
        ChatService(
            getMessages: { .mock },
            sendMessage: { subject.send($0) },
            receivedMessage: subject.eraseToAnyPublisher(),
            cacheDraft: { _ in }
        )
    }

    /// ``mock(subject:)`` with a subject of its own.
    @MainActor
    public static var mock: ChatService { mock(subject: PassthroughSubject()) }
}
