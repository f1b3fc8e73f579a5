import LoomViews

extension View {
    /// Runs `action` with each message broadcast to `topic` while this view exists, from any
    /// session and, on PostgreSQL, any process: the topic of the container in the environment
    /// (`.modelContainer`), so an app on `LOOM_DATABASE_URL` hears other processes unchanged.
    ///
    /// ```swift
    /// Text(hint).onReceive(.typing) { typing in hint = "\(typing.name) is typing…" }
    /// ```
    public func onReceive<Message>(_ topic: Topic<Message>, perform action: @escaping @MainActor (Message) -> Void) -> some View {
        TopicReceiver(content: self, topic: topic, action: action)
    }
}

/// The view behind `.onReceive(topic)`: `onReceive` on the environment's container's
/// publisher, which it subscribes once per identity.
private struct TopicReceiver<Content: View, Message: Codable & Sendable>: View {
    let content: Content
    let topic: Topic<Message>
    let action: @MainActor (Message) -> Void
    @Environment(\.modelContext) private var modelContext

    var body: some View {
        content.onReceive(modelContext.container.publisher(for: topic), perform: action)
    }
}
