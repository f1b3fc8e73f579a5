import LoomHost
import LoomWebWire

/// What a session sends its page, in order, before it is turned into text. The session (on the
/// main actor, where the view engine lives) only hands over values: mutation batches and
/// snapshots are plain `Sendable` data, so encoding them can happen on another thread.
enum Outgoing: Sendable {
    /// The whole tree, replacing what the page shows (first attach, reconnect, resync).
    case reset(HostElementSnapshot, session: String, applied: Int, restored: Bool)
    /// The changes of one commit; with DevTools on, the session history's entry it belongs to
    /// (the writer adds the patch's size to it).
    case patch([HostMutation], historyEntry: Int? = nil)
    /// A frame that is text already (acks, errors, fatal frames: short, made by the session).
    case frame(String)
}

/// The text frames of one page's connection, encoded from its session's `Outgoing` items by
/// whoever iterates them. The connection's writer iterates them in a task of its own, off the
/// main actor, so wire encoding (which costs about as much as the engine's own work for a large
/// insert) runs beside the engine on another core instead of in front of every other session.
///
/// One iterator per connection, so frames keep their order and the encoder's replica follows
/// exactly what this page was sent; every connection starts with a reset, which rebuilds it.
struct EncodedFrames: AsyncSequence, Sendable {
    typealias Element = String

    let items: AsyncStream<Outgoing>
    /// Where to ask the session for a reset when a batch does not fit the replica.
    let inbox: SessionInbox
    /// The session's DevTools history, when DevTools is on: each patch's size goes there.
    var history: SessionHistory? = nil

    func makeAsyncIterator() -> Iterator {
        Iterator(items: items.makeAsyncIterator(), inbox: inbox, history: history)
    }

    struct Iterator: AsyncIteratorProtocol {
        var items: AsyncStream<Outgoing>.Iterator
        let inbox: SessionInbox
        private var encoder = WireEncoder()
        /// A batch did not apply to the replica: the page's tree is unknown until the next reset,
        /// so patches are dropped until then (the reset carries their changes).
        private var awaitingReset = false
        /// The reset was asked for (false again if the session's queue was full, to ask again).
        private var resetRequested = false

        let history: SessionHistory?

        init(items: AsyncStream<Outgoing>.Iterator, inbox: SessionInbox, history: SessionHistory?) {
            self.items = items
            self.inbox = inbox
            self.history = history
        }

        mutating func next() async -> String? {
            while let item = await items.next() {
                if let frame = encode(item) { return frame }
            }
            return nil
        }

        mutating func next(isolation actor: isolated (any Actor)?) async -> String? {
            while let item = await items.next(isolation: actor) {
                if let frame = encode(item) { return frame }
            }
            return nil
        }

        /// The frame for one item, or nil when it shows the page nothing.
        private mutating func encode(_ item: Outgoing) -> String? {
            switch item {
            case .frame(let text):
                return text
            case .reset(let snapshot, let session, let applied, let restored):
                awaitingReset = false
                resetRequested = false
                return encoder.reset(to: snapshot, session: session, applied: applied, restored: restored)
            case .patch(let batch, let entry):
                if !awaitingReset {
                    do throws(HostReplicaError) {
                        let frame = try encoder.patch(batch)
                        if let history, let entry, let frame { history.addPatchBytes(frame.utf8.count, to: entry) }
                        return frame
                    } catch {
                        awaitingReset = true
                    }
                }
                if !resetRequested { resetRequested = inbox.requestReset() }
                return nil
            }
        }
    }
}
