import Loom

/// The chat screen: the conversation, a draft field and a send button.
///
/// What the screen holds is bounded, whatever the conversation's length: it shows the latest
/// ``visibleMessages`` messages under a line counting the earlier ones, each cut to
/// ``ChatState/Message/displayLimit`` characters. So a resync (the whole screen sent again when
/// a page reconnects) costs the same after ten messages or ten thousand.
public struct ChatView: View {
    /// How many of the latest messages the screen shows.
    public static let visibleMessages = 50

    @StateStore var store: Store<ChatState, ChatAction>

    /// A chat screen owning `store` (created once per screen).
    public init(store: @autoclosure @escaping () -> Store<ChatState, ChatAction>) {
        _store = StateStore(wrappedValue: store())
    }

    /// The screen.
    public var body: some View {
        VStack {
            Text("Conversation").font(.title)
            if !store.online.isEmpty {
                Text("Online: " + store.online.joined(separator: ", ")).font(.caption)
            }
            ScrollView {
                switch store.messagesState {
                case .loading:
                    Text("Loading…")
                case let .success(messages):
                    VStack {
                        if messages.count > Self.visibleMessages {
                            Text(Self.earlierLine(messages.count - Self.visibleMessages)).foregroundColor(.gray)
                        }
                        ForEach(messages.suffix(Self.visibleMessages)) { message in
                            Group {
                                switch message.from {
                                case .me:
                                    HStack {
                                        Spacer()
                                        MessageView(text: message.text, color: .blue)
                                    }
                                case .other:
                                    HStack {
                                        MessageView(text: message.text, color: .gray)
                                        Spacer()
                                    }
                                }
                            }
                            .padding(.vertical, 8)
                        }
                    }
                case let .failure(error):
                    Text(error).foregroundColor(.red)
                }
            }
            if !store.writing.isEmpty {
                Text(Self.writingLine(store.writing)).font(.caption)
            }
            NewMessageView(message: $store.newMessageString) {
                store.dispatch(.sendMessage)
            }
            .padding()
        }
        .task {
            await store.dispatch(.getMessages)
        }
    }
}

extension ChatView {
    /// The line standing for the messages not shown: "1 earlier message", "k earlier messages".
    static func earlierLine(_ count: Int) -> String {
        count == 1 ? "1 earlier message" : "\(count) earlier messages"
    }

    /// "Guest 3F2A is writing…", "Guest 3F2A and Guest 9C01 are writing…".
    static func writingLine(_ names: [String]) -> String {
        names.count == 1 ? "\(names[0]) is writing…" : names.joined(separator: " and ") + " are writing…"
    }
}

/// The draft field and its send button.
struct NewMessageView: View {
    @Binding var message: String
    let send: @MainActor () -> Void

    var body: some View {
        HStack {
            TextField("Message", text: $message)
            Button("Send") { send() }
        }
    }
}

/// One message bubble.
struct MessageView: View {
    let text: String
    let color: Color

    var body: some View {
        Text(ChatState.Message.displayed(text))
            .padding(8)
            .background(color)
    }
}
