import Foundation
@testable import LoomData
import LoomTesting
import LoomViews
import Testing

struct Visitor: Codable, Sendable, Equatable {
    var name: String
}

/// A screen that is in `room` as `name` and lists who else is.
private struct Lobby: View {
    let name: String
    var room = "lobby"

    var body: some View {
        WhoIsHere(room: room)
            .presence(in: room, as: Visitor(name: name))
    }
}

private struct WhoIsHere: View {
    @Presence private var here: [Visitor]

    init(room: String) {
        _here = Presence(in: room)
    }

    var body: some View {
        Text("here: " + here.map(\.name).joined(separator: ", "))
    }
}

/// Presence in one process (SQLite or memory): a view is listed while it is on screen, in
/// every session's `@Presence` and every publisher of the room, in the order they came.
@MainActor
struct PresenceTests {
    @Test func aViewIsListedWhileOnScreenInEverySession() async throws {
        let container = try ModelContainer(for: Todo.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let ada = ViewHarness(Lobby(name: "Ada").modelContainer(container))
        try await waitUntil(seconds: 120) { ada.text.contains("here: Ada") }
        let bob = ViewHarness(Lobby(name: "Bob").modelContainer(container))
        try await waitUntil(seconds: 120) { ada.text.contains("here: Ada, Bob") && bob.text.contains("here: Ada, Bob") }

        // A session that ends (its views disappear) leaves.
        bob.host.tearDown()
        try await waitUntil(seconds: 120) { ada.text.contains("here: Ada") && !ada.text.contains("Bob") }
    }

    @Test func aChangedEntryKeepsItsPlaceAndRoomsAreSeparate() async throws {
        let container = try ModelContainer(for: Todo.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        var lists: [[Visitor]] = []
        let subscription = container.presencePublisher(in: "lobby", as: Visitor.self).sink { lists.append($0) }
        let ada = container.trackPresence(in: "lobby", as: Visitor(name: "Ada"))
        let bob = container.trackPresence(in: "lobby", as: Visitor(name: "Bob"))
        let elsewhere = container.trackPresence(in: "kitchen", as: Visitor(name: "Cy"))
        try await waitUntil(seconds: 120) { lists.last == [Visitor(name: "Ada"), Visitor(name: "Bob")] }
        ada.update(Visitor(name: "Ada L."))
        try await waitUntil(seconds: 120) { lists.last == [Visitor(name: "Ada L."), Visitor(name: "Bob")] }
        ada.cancel()
        try await waitUntil(seconds: 120) { lists.last == [Visitor(name: "Bob")] }
        #expect(!lists.contains { $0.contains(Visitor(name: "Cy")) })
        _ = (subscription, bob, elsewhere)
    }

    @Test func aReleasedTrackerLeaves() async throws {
        let container = try ModelContainer(for: Todo.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        var latest: [Visitor] = []
        let subscription = container.presencePublisher(in: "lobby", as: Visitor.self).sink { latest = $0 }
        var tracker: PresenceTracker<Visitor>? = container.trackPresence(in: "lobby", as: Visitor(name: "Ada"))
        try await waitUntil(seconds: 120) { latest == [Visitor(name: "Ada")] }
        tracker = nil
        try await waitUntil(seconds: 120) { latest.isEmpty }
        _ = (subscription, tracker)
    }

    @Test func aViewThatMovesToAnotherRoomLeavesTheFirst() async throws {
        let container = try ModelContainer(for: Todo.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        var lobby: [Visitor] = []
        var kitchen: [Visitor] = []
        let subscriptions = [
            container.presencePublisher(in: "lobby", as: Visitor.self).sink { lobby = $0 },
            container.presencePublisher(in: "kitchen", as: Visitor.self).sink { kitchen = $0 },
        ]
        struct Mover: View {
            @State var room = "lobby"
            var body: some View {
                VStack {
                    Button("Move") { room = "kitchen" }
                    Lobby(name: "Ada", room: room)
                }
            }
        }
        let screen = ViewHarness(Mover().modelContainer(container))
        try await waitUntil(seconds: 120) { lobby == [Visitor(name: "Ada")] }
        try screen.tap("Move")
        try await waitUntil(seconds: 120) { lobby.isEmpty && kitchen == [Visitor(name: "Ada")] }
        _ = subscriptions
    }
}
