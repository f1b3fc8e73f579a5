import LoomWebWire

/// Where a socket's reader puts what its page sends, without waiting for the main actor: the
/// message is decoded on the reader's side and queued for the session; a full queue refuses it
/// with an error frame at once.
struct SessionInbox: Sendable {
    enum Item: Sendable {
        case message(ClientMessage)
        case refused(String)
    }

    let queue: AsyncStream<Item>.Continuation
    let frames: AsyncStream<Outgoing>.Continuation

    /// Queues one text frame from the page (decoded here, refused if malformed or too large).
    func submit(_ text: String, maximumBytes: Int) {
        let item: Item
        do {
            item = .message(try ClientMessage.decode(text, maximumBytes: maximumBytes))
        } catch {
            item = .refused(error.description)
        }
        if case .dropped = queue.yield(item) {
            frames.yield(.frame(WireEncoder.error("Too many events are waiting to be applied; this one was refused. Try again shortly.")))
        }
    }

    /// Refuses something the session cannot read at all (a binary frame), in order with the rest.
    func refuse(_ message: String) {
        if case .dropped = queue.yield(.refused(message)) { frames.yield(.frame(WireEncoder.error(message))) }
    }

    /// Asks the session for a reset, in order with the page's own messages (the encoder's
    /// replica lost track of the page). False when the queue is full: ask again later.
    func requestReset() -> Bool {
        if case .dropped = queue.yield(.message(.resync)) { return false }
        return true
    }
}
