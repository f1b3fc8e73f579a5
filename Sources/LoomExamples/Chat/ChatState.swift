import Foundation
import Loom

/// The chat screen's state: the conversation (loading, loaded or failed), the draft and who
/// is online.
public struct ChatState: Equatable {
    /// One chat message.
    public struct Message: Equatable, Identifiable, Sendable {
        /// Who wrote a message.
        public enum From: Equatable, Sendable {
            /// Someone else.
            case other
            /// The user.
            case me
        }

        /// Identifies the message in lists.
        public let id: UUID
        /// The author.
        public let from: From
        /// The message text.
        public let text: String

        /// The most characters of a message the screen shows; longer ones end in "…".
        public static let displayLimit = 1_000

        /// `text` as the screen shows it: whole, or cut to ``displayLimit`` characters.
        public static func displayed(_ text: String) -> String {
            text.count <= displayLimit ? text : String(text.prefix(displayLimit - 1)) + "…"
        }

        /// A new message with a fresh id.
        public init(id: UUID = UUID(), from: From, text: String) {
            self.id = id
            self.from = from
            self.text = text
        }
    }

    /// Where loading the conversation stands.
    public enum MessagesState: Equatable {
        /// Being loaded.
        case loading
        /// Loaded.
        case success([Message])
        /// Loading failed, with a message for the user.
        case failure(String)
    }

    /// The conversation, or where loading it stands.
    public var messagesState: MessagesState
    /// The draft being typed.
    public var newMessageString: String
    /// The names of those who have the chat open (empty: not shown).
    public var online: [String]
    /// The names of others writing a message now.
    public var writing: [String]

    /// A chat state; the conversation starts out loading with an empty draft.
    public init(messagesState: MessagesState = .loading, newMessageString: String = "", online: [String] = [], writing: [String] = []) {
        self.messagesState = messagesState
        self.newMessageString = newMessageString
        self.online = online
        self.writing = writing
    }
}

/// What the chat screen can ask for.
public enum ChatAction: Equatable {
    /// Load the conversation.
    case getMessages
    /// Send the draft and clear it.
    case sendMessage
}

/// What the chat reacts to besides actions: messages arriving, draft edits to cache, who is
/// online and who is writing.
public enum ChatHook: CaseIterable {
    /// A message arrived.
    case messageReceived
    /// The draft changed.
    case newMessageChanged
    /// Someone opened or left the chat.
    case onlineChanged
    /// Someone else started or stopped writing a message.
    case writingChanged
}
