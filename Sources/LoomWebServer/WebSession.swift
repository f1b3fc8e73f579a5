import LoomHost
import LoomWebWire

/// One browser session: its own app instance, the encoder that knows what its page shows, and
/// the stream of frames to its current WebSocket (if one is connected).
@MainActor
final class WebSession {
    let token: String
    let app: WebApp
    private let hosted: any HostSession
    private var encoder = WireEncoder()
    private var outgoing: AsyncStream<String>.Continuation?
    private var connection = 0
    private var expiry: Task<Void, Never>?
    private let maximumMessageBytes: Int

    init(token: String, app: WebApp, maximumMessageBytes: Int) {
        self.token = token
        self.app = app
        self.maximumMessageBytes = maximumMessageBytes
        hosted = app.makeSession()
        hosted.onCommit = { [weak self] in self?.flush() }
    }

    /// The page's first render: the current tree as HTML.
    func firstRender() -> String {
        hosted.update()
        _ = hosted.hostTree.takeMutations()
        let snapshot = hosted.hostTree.snapshot()
        _ = encoder.reset(to: snapshot)
        return HTMLWriter.html(of: snapshot)
    }

    /// Attaches a WebSocket: the previous one (if any) stops receiving, and the new one starts
    /// with a reset to the whole current tree, so a reconnect always resynchronises.
    func connect() -> (id: Int, frames: AsyncStream<String>) {
        expiry?.cancel()
        expiry = nil
        outgoing?.finish()
        connection += 1
        let (frames, continuation) = AsyncStream<String>.makeStream()
        outgoing = continuation
        hosted.update()
        _ = hosted.hostTree.takeMutations()
        continuation.yield(encoder.reset(to: hosted.hostTree.snapshot()))
        return (connection, frames)
    }

    /// Detaches the WebSocket `id` and starts the reconnect grace period.
    func disconnect(_ id: Int, grace: Duration, onExpiry: @escaping @MainActor () -> Void) {
        guard id == connection else { return }
        outgoing?.finish()
        outgoing = nil
        startExpiry(after: grace, onExpiry)
    }

    /// Ends the session if no page connects within `grace`.
    func startExpiry(after grace: Duration, _ onExpiry: @escaping @MainActor () -> Void) {
        expiry?.cancel()
        expiry = Task { @MainActor in
            try? await Task.sleep(for: grace)
            if !Task.isCancelled { onExpiry() }
        }
    }

    /// Handles one text frame from the page: an event goes to the tree (which refuses ids it
    /// does not hold), a resync request gets a reset; anything wrong gets an error frame.
    func receive(_ text: String) {
        do {
            switch try ClientMessage.decode(text, maximumBytes: maximumMessageBytes) {
            case .resync:
                outgoing?.yield(encoder.reset(to: hosted.hostTree.snapshot()))
            case .event(let event):
                try hosted.hostTree.send(event)
                hosted.update()
            }
        } catch let error as ClientMessageError {
            outgoing?.yield(WireEncoder.error(error.description))
        } catch {
            outgoing?.yield(WireEncoder.error("\(error)"))
        }
    }

    /// Sends an error frame (for frames the session cannot read at all).
    func refuse(_ message: String) {
        outgoing?.yield(WireEncoder.error(message))
    }

    /// Sends the changes since the last flush to the page, if one is connected. Without one
    /// the changes are dropped: the next connection starts with a reset.
    private func flush() {
        let batch = hosted.hostTree.takeMutations()
        guard let outgoing, !batch.isEmpty else { return }
        do {
            if let message = try encoder.patch(batch) { outgoing.yield(message) }
        } catch {
            outgoing.yield(encoder.reset(to: hosted.hostTree.snapshot()))
        }
    }

    /// Tears the app down (its tasks are cancelled) and closes the page's stream.
    func end() {
        expiry?.cancel()
        outgoing?.finish()
        outgoing = nil
        hosted.tearDown()
    }
}
