import Foundation
import LoomReactive

/// The PostgreSQL store's connection for what is not a save: broadcasts sent with
/// `pg_notify('loom_topics', …)` (heard by every process's ``PostgresChangeFeed``, on the
/// connection that already listens for saves) and the presence tables' statements. Its own
/// connection, so a heartbeat never waits behind a long save or holds a session's save up.
///
/// Statements run on serial Dispatch queues, never on the caller's thread (an action on the
/// main actor) nor in a task (a connection attempt may block for its timeout).
final class PostgresSignals: TopicCarrier {
    static let channel = "loom_topics"
    let link: PostgresLink
    private let queue = DispatchQueue(label: "LoomData.broadcasts")
    private let failing = Locked(false)

    init(address: PostgresAddress) {
        link = PostgresLink(address: address, label: "signals")
    }

    func send(_ payload: String) {
        queue.async { [link, failing] in
            do {
                try link.withConnection { try $0.execute("SELECT pg_notify(?, ?)", [.text(Self.channel), .text(payload)]) }
                if failing.withLock({ $0 }) {
                    failing.withLock { $0 = false }
                    FileHandle.standardError.write(Data("LoomData: broadcasts reach the other processes again\n".utf8))
                }
            } catch {
                let first = failing.withLock { failing in
                    defer { failing = true }
                    return !failing
                }
                if first {
                    FileHandle.standardError.write(Data("LoomData: a broadcast did not reach the other processes (\(PostgresSQLConnection.describe(error))); later ones are tried as they come\n".utf8))
                }
            }
        }
    }
}
