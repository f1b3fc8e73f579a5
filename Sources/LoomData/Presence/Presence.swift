import Foundation
import LoomReactive
import LoomViews
import Observation

/// Who has a room open, kept current: every `.presence(in:as:)` (and tracker) of the room in
/// every session and, on PostgreSQL, every process on the database, in the order they entered.
///
/// ```swift
/// struct WhoIsHere: View {
///     @Presence(in: "chat") private var online: [ChatMember]
///     var body: some View {
///         Text("Online: " + online.map(\.name).joined(separator: ", "))
///     }
/// }
/// ```
/// The room's list comes from the container in the environment (`.modelContainer`). It starts
/// empty and fills once read (the database is read off the main actor); a process that ended
/// without leaving drops out within ``ModelContainer/presenceExpiry`` seconds.
@MainActor
@propertyWrapper
public struct Presence<Info: Codable & Sendable>: DynamicProperty {
    @Environment(\.modelContext) private var modelContext
    @State private var list = PresenceList<Info>()
    private let room: String

    /// The members of `room`.
    public init(in room: String) {
        self.room = room
    }

    public var wrappedValue: [Info] {
        list.members(in: room, of: modelContext.container)
    }
}

/// A `@Presence`'s subscription and last list: reading it makes the view depend on it, and a
/// new list re-renders the views that read it.
@MainActor
final class PresenceList<Info: Codable & Sendable>: Observable {
    private let registrar = ObservationRegistrar()
    private var stored: [Info] = []
    private var room: String?
    private weak var container: ModelContainer?
    private var subscription: AnyCancellable?

    func members(in room: String, of container: ModelContainer) -> [Info] {
        if room != self.room || container !== self.container {
            self.room = room
            self.container = container
            stored = []
            var subscribing = true
            subscription = container.presencePublisher(in: room, as: Info.self).sink { [weak self] members in
                guard let self else { return }
                // The list the subscription starts with arrives while the body reads it: no change to announce.
                if subscribing { stored = members } else { registrar.withMutation(of: self, keyPath: \.members) { stored = members } }
            }
            subscribing = false
        }
        return self.members
    }

    var members: [Info] {
        registrar.access(self, keyPath: \.members)
        return stored
    }
}
