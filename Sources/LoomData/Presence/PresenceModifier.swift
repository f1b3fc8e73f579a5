import LoomViews

extension View {
    /// Lists `info` in `room`'s presence while this view is on screen: from its appearance to
    /// its disappearance (the session's end included), in every session's `@Presence(in: room)`
    /// and, on PostgreSQL, every process's. A changed `info` updates the entry in place.
    ///
    /// ```swift
    /// ChatScreen()
    ///     .presence(in: "chat", as: ChatMember(id: me, name: name))
    /// ```
    public func presence<Info: Codable & Sendable & Equatable>(in room: String, as info: Info) -> some View {
        PresenceEntryView(content: self, room: room, info: info)
    }
}

/// The view behind `.presence(in:as:)`: it keeps this identity's tracker.
private struct PresenceEntryView<Content: View, Info: Codable & Sendable & Equatable>: View {
    let content: Content
    let room: String
    let info: Info
    @Environment(\.modelContext) private var modelContext
    @State private var entry = PresenceEntry<Info>()

    var body: some View {
        let entry = entry
        let container = modelContext.container
        entry.follow(room: room, info: info, container: container)
        return content
            .onAppear { entry.enter() }
            .onDisappear { entry.leave() }
    }
}

/// One view identity's place in a room: what it should show, and its tracker while on screen.
@MainActor
private final class PresenceEntry<Info: Codable & Sendable & Equatable> {
    private var room = ""
    private var info: Info?
    private var container: ModelContainer?
    private var tracker: PresenceTracker<Info>?

    /// Takes the view's latest room, information and container; an entry on screen follows them.
    func follow(room: String, info: Info, container: ModelContainer) {
        let moved = room != self.room || container !== self.container
        let changed = info != self.info
        self.room = room
        self.info = info
        self.container = container
        guard tracker != nil else { return }
        if moved {
            leave()
            enter()
        } else if changed {
            tracker?.update(info)
        }
    }

    func enter() {
        guard tracker == nil, let info, let container else { return }
        tracker = container.trackPresence(in: room, as: info)
    }

    func leave() {
        tracker?.cancel()
        tracker = nil
    }
}
