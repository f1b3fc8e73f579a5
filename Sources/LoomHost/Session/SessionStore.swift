/// One session as a ``SessionStore`` keeps it: enough for another process to take it over.
public struct StoredSession: Sendable, Equatable {
    /// The page's token: what its re-attach names.
    public var token: String
    /// The app's path: a token restores only into the app that made it.
    public var app: String
    /// The sequence number of the last event the session applied: the page resends the later ones.
    public var applied: Int
    /// ``SessionState/snapshot()``.
    public var values: [String: String]

    public init(token: String, app: String, applied: Int, values: [String: String]) {
        self.token = token
        self.app = app
        self.applied = applied
        self.values = values
    }
}

/// Where sessions are kept so they outlive their process: a table in the app's database
/// (`LoomData`'s `DatabaseSessionStore`: SQLite alone, PostgreSQL shared by several processes).
///
/// Each stored session has an owner (the process serving it). Only the owner's saves land, so a
/// process whose page moved away cannot overwrite what the new owner stores. Every call blocks
/// on the database; the server makes them on a queue of its own, never on the main actor.
public protocol SessionStore: Sendable {
    /// Stores `sessions` in one transaction where `owner` still owns them (or nobody does yet).
    func save(_ sessions: [StoredSession], owner: String) throws
    /// Makes `owner` the session's owner and returns it, or nil when no session has `token`.
    func claim(_ token: String, owner: String) throws -> StoredSession?
    /// Forgets sessions not saved for `age` seconds; returns how many.
    func removeSessions(olderThan age: Double) throws -> Int
}
