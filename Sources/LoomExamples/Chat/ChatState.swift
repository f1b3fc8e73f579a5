import Foundation
import Loom

/// The chat screen's state: the conversation (loading, loaded or failed) and the draft.
public struct ChatState: Equatable {
    /// One chat message.
    public struct Message: Equatable, Identifiable, Sendable {
        /// Who wrote a message.
        public enum From: Equatable, Sendable {
            case other
            case me
        }

        public let id: UUID
        public let from: From
        public let text: String

        /// A new message with a fresh id.
        public init(id: UUID = UUID(), from: From, text: String) {
            self.id = id
            self.from = from
            self.text = text
        }
    }

    /// Where loading the conversation stands.
    public enum MessagesState: Equatable {
        case loading
        case success([Message])
        case failure(String)
    }

    public var messagesState: MessagesState
    public var newMessageString: String

    /// A chat state; the conversation starts out loading with an empty draft.
    public init(messagesState: MessagesState = .loading, newMessageString: String = "") {
        self.messagesState = messagesState
        self.newMessageString = newMessageString
    }
}

/// What the chat screen can ask for.
public enum ChatAction: Equatable {
    case getMessages
    case sendMessage
}

/// What the chat reacts to besides actions: messages arriving, and draft edits to cache.
public enum ChatHook: CaseIterable {
    case messageReceived
    case newMessageChanged
}
