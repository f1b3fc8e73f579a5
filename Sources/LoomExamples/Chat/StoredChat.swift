import Foundation
import Loom

/// One message as the database keeps it: the conversation every session (and, on PostgreSQL,
/// every process) shares.
@Model public final class ChatEntry {
    @Attribute(.unique) public var messageID: UUID
    /// The session that wrote it.
    public var author: UUID
    public var text: String
    public var sent: Date

    public init(messageID: UUID, author: UUID, text: String, sent: Date) {
        self.messageID = messageID
        self.author = author
        self.text = text
        self.sent = sent
    }
}

/// Someone who has the chat open, as the room's presence lists them.
public struct ChatMember: Codable, Sendable, Equatable, Identifiable {
    /// The session.
    public let id: UUID
    /// The name shown ("Guest" and the start of the session's identifier).
    public let name: String

    /// A member; `name` defaults to one made from `id`.
    public init(id: UUID, name: String? = nil) {
        self.id = id
        self.name = name ?? "Guest " + id.uuidString.prefix(4)
    }
}

/// That a session started or stopped writing a message: broadcast to every session of the chat
/// (on PostgreSQL, in every process) when its draft turns non-empty or empty.
public struct ChatDrafting: Codable, Sendable, Equatable {
    /// Who writes.
    public let member: ChatMember
    /// Whether they have a draft now.
    public let drafting: Bool
}

extension Topic where Message == ChatDrafting {
    /// The chat's "is writing…" events.
    public static let chatDrafting = Topic("chat.drafting")
}

/// The chat screen on a stored conversation: the same ``ChatView`` and ``ChatInteractor`` as
/// with the mock service, given a ``ChatService`` whose messages live in the window's
/// `.modelContainer`. Messages anyone saves reach this screen through the `@Query` below,
/// which hands the new ones to the store's `messageReceived` hook. Each open screen is in the
/// room's presence (`.presence(in:as:)`), whose list reaches the store's `onlineChanged` hook
/// through the container's publisher: on PostgreSQL, who has the chat open in any process. A
/// draft turning non-empty or empty is broadcast on ``Topic/chatDrafting``, which reaches the
/// other screens' `writingChanged` hook ("Guest 3F2A is writing…").
public struct StoredChatView: View {
    /// The presence room of the chat.
    public static let presenceRoom = "chat"

    @Query(sort: \ChatEntry.sent) private var entries: [ChatEntry]
    @Environment(\.modelContext) private var modelContext
    @State private var room = ChatRoom()

    public init() {}

    public var body: some View {
        let room = room
        ChatView(store: Store(state: ChatState(), interactor: ChatInteractor(service: room.service(in: modelContext))))
            .onChange(of: entries.count) { room.arrived(entries) }
            .presence(in: Self.presenceRoom, as: ChatMember(id: room.me))
    }
}

/// One session's side of the stored conversation: who "me" is, which entries the screen has,
/// the subject that hands it new ones, and whether it told the others it is writing.
@MainActor
final class ChatRoom {
    /// This session: its messages show as "me".
    let me = UUID()
    private let arrivals = PassthroughSubject<ChatState.Message, Never>()
    private var delivered = Set<UUID>()
    private var toldDrafting = false

    func service(in context: ModelContext) -> ChatService {
        ChatService(
            getMessages: { [self] in
                let entries = try Self.conversation(in: context)
                delivered = Set(entries.map(\.messageID))
                return entries.map(message)
            },
            sendMessage: { [self] message in
                context.insert(ChatEntry(messageID: message.id, author: me, text: message.text, sent: Date()))
            },
            receivedMessage: arrivals.eraseToAnyPublisher(),
            cacheDraft: { [self] draft in tell(drafting: !draft.isEmpty, in: context) },
            online: online(in: context).map { [me] members in Self.names(of: members, me: me) }.eraseToAnyPublisher(),
            writing: Self.writers(drafting: context.container.publisher(for: .chatDrafting), online: online(in: context), me: me)
        )
    }

    private func online(in context: ModelContext) -> AnyPublisher<[ChatMember], Never> {
        context.container.presencePublisher(in: StoredChatView.presenceRoom, as: ChatMember.self)
    }

    /// Broadcasts that this session's draft turned non-empty or empty (not every keystroke).
    private func tell(drafting: Bool, in context: ModelContext) {
        guard drafting != toldDrafting else { return }
        toldDrafting = drafting
        try? context.broadcast(ChatDrafting(member: ChatMember(id: me), drafting: drafting), to: .chatDrafting)
    }

    /// The names of the others writing now: those whose last event said so and who are still
    /// online (a writer whose tab closed, or whose process died, leaves the list with them).
    nonisolated static func writers(
        drafting: AnyPublisher<ChatDrafting, Never>, online: AnyPublisher<[ChatMember], Never>, me: UUID
    ) -> AnyPublisher<[String], Never> {
        enum Change {
            case drafting(ChatDrafting)
            case online([ChatMember])
        }
        // Both streams into one (flatMap over the two, as OpenCombine has no `merge`).
        let changes: [AnyPublisher<Change, Never>] = [
            drafting.filter { $0.member.id != me }.map(Change.drafting).eraseToAnyPublisher(),
            online.map(Change.online).eraseToAnyPublisher(),
        ]
        return changes.publisher
            .flatMap { $0 }
            .scan((writers: [ChatMember](), online: [ChatMember]())) { state, change in
                switch change {
                case .drafting(let event):
                    (state.writers.filter { $0.id != event.member.id } + (event.drafting ? [event.member] : []), state.online)
                case .online(let online):
                    (state.writers, online)
                }
            }
            .map { state in state.writers.filter { state.online.contains($0) }.map { $0.name } }
            .removeDuplicates()
            .eraseToAnyPublisher()
    }

    /// The names the screen shows: "you" for this session, the others by name, in the order
    /// they came.
    nonisolated static func names(of members: [ChatMember], me: UUID) -> [String] {
        members.map { $0.id == me ? "you" : $0.name }
    }

    /// Entries the screen has not shown yet (this session's own once inserted, others' once
    /// saved), in order.
    func arrived(_ entries: [ChatEntry]) {
        for entry in entries where !delivered.contains(entry.messageID) {
            delivered.insert(entry.messageID)
            arrivals.send(message(entry))
        }
    }

    private func message(_ entry: ChatEntry) -> ChatState.Message {
        ChatState.Message(id: entry.messageID, from: entry.author == me ? .me : .other, text: entry.text)
    }

    /// The conversation so far; an empty one starts with the mock's three messages.
    static func conversation(in context: ModelContext) throws -> [ChatEntry] {
        let stored = try context.fetch(FetchDescriptor<ChatEntry>(sortBy: [SortDescriptor(\.sent)]))
        guard stored.isEmpty else { return stored }
        let start = Date(timeIntervalSince1970: 0)
        let seeded = [ChatState.Message].mock.enumerated().map { index, message in
            ChatEntry(messageID: message.id, author: UUID(), text: message.text, sent: start.addingTimeInterval(Double(index)))
        }
        for entry in seeded { context.insert(entry) }
        try context.save()
        return seeded
    }
}
