import Loom

/// The chat screen: the conversation, a draft field and a send button.
public struct ChatView: View {
    @StateStore var store: Store<ChatState, ChatAction>

    /// A chat screen owning `store` (created once per screen).
    public init(store: @autoclosure @escaping () -> Store<ChatState, ChatAction>) {
        _store = StateStore(wrappedValue: store())
    }

    /// The screen.
    public var body: some View {
        VStack {
            Text("Conversation").font(.title)
            ScrollView {
                switch store.messagesState {
                case .loading:
                    Text("Loading…")
                case let .success(messages):
                    VStack {
                        ForEach(messages) { message in
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
        Text(text)
            .padding(8)
            .background(color)
    }
}
