import Loom

/// The chat's logic: loads and sends messages, appends incoming ones, caches the draft.
public struct ChatInteractor: Interactor {
    let service: ChatService

    /// An interactor using `service`.
    public init(service: ChatService) {
        self.service = service
    }

    /// Loads or sends messages.
    public func onAction(_ action: ChatAction, store: MutatingStore<ChatState, ChatAction>) async {
        switch action {
        case .getMessages:
            do {
                store.messagesState = .loading
                let messages = try await service.getMessages()
                store.messagesState = .success(messages)
            } catch {
                store.messagesState = .failure("Something went wrong")
            }
        case .sendMessage:
            guard !store.newMessageString.isEmpty else { return }
            let message = ChatState.Message(from: .me, text: store.newMessageString)
            await service.sendMessage(message)
            store.newMessageString = ""
        }
    }

    /// Appends incoming messages (animated), caches the draft and keeps who is online and who
    /// is writing.
    public func publisher(for hook: ChatHook, store: MutatingStore<ChatState, ChatAction>) -> AnyCancellable {
        switch hook {
        case .messageReceived:
            HookPublisher(service.receivedMessage)
                .sink { message in
                    if case let .success(messages) = store.messagesState {
                        withAnimation {
                            store.messagesState = .success(messages + [message])
                        }
                    }
                }
        case .newMessageChanged:
            // The field's publisher starts with the draft the screen opened with: skipped, so
            // opening the screen never overwrites a cached draft with itself (or with "").
            HookPublisher(store.publisher.newMessageString)
                .dropFirst()
                .sink { draft in service.cacheDraft(draft) }
        case .onlineChanged:
            HookPublisher(service.online)
                .sink { names in store.online = names }
        case .writingChanged:
            HookPublisher(service.writing)
                .sink { names in store.writing = names }
        }
    }
}
