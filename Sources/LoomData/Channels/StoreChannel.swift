import Foundation

/// A store's channel of app events (``TopicHub``) and presence (``PresenceRegistry``): made
/// with the store, so every container on one file or database in a process shares one, and
/// on PostgreSQL carried between processes by the database (see `docs/CHANNELS.md`).
final class StoreChannel: Sendable {
    let topics: TopicHub
    let presence: PresenceRegistry

    /// The channel of a store only this process uses: delivery and presence in-process.
    convenience init() {
        self.init(origin: UUID().keyText, carrier: nil, presence: MemoryPresenceTable())
    }

    init(origin: String, carrier: (any TopicCarrier)?, presence table: any PresenceTable) {
        topics = TopicHub(origin: origin, carrier: carrier)
        presence = PresenceRegistry(table: table, topics: topics)
    }
}
