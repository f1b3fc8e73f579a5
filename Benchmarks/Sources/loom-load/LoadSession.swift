/// One page of the counter app driven as fast as its acknowledgements allow: a tap on
/// "Increment" is sent, timed to the first patch after it, and the next is sent once the server
/// acknowledged it (what `Tests/Web/test_load.py`'s `drive` does, without Python's cost).
final class LoadSession {
    /// A message from the server the session did not expect.
    struct Refused: Error, CustomStringConvertible {
        var description: String
    }

    let socket: ClientSocket
    private let incrementID: Int
    private let events: Int
    private(set) var sequence = 0
    private var sentAt = ContinuousClock.now
    private var patched = false
    /// Set once the last tap was acknowledged and the page asked to be sent its whole tree again.
    private(set) var isResyncing = false
    /// The count the final tree shows, once it arrived.
    private(set) var finalHTML: String?

    /// Attaches a page: opens the socket and reads the first tree, which names the button.
    init(port: UInt16, app: String, events: Int) throws {
        socket = try ClientSocket(port: port, path: "/ws?app=\(app)")
        self.events = events
        let reset = String(decoding: try socket.waitForMessage(), as: UTF8.self)
        guard reset.hasPrefix("{\"t\":\"reset\"") else { throw Refused(description: "first message: \(reset.prefix(200))") }
        guard let id = Self.buttonID(in: reset, showing: "Increment") else {
            throw Refused(description: "no Increment button in \(reset.prefix(400))")
        }
        incrementID = id
    }

    /// Sends the first tap.
    func start() throws { try sendNextTap() }

    var isFinished: Bool { finalHTML != nil }

    /// Handles every whole message that has arrived; `latencies` gets one entry per patched tap.
    func handleMessages(latencies: inout [Duration]) throws {
        while let message = try socket.nextMessage() {
            if message.starts(with: Self.patchPrefix) {
                if !patched && !isResyncing {
                    latencies.append(ContinuousClock.now - sentAt)
                    patched = true
                }
            } else if message.starts(with: Self.ackPrefix) {
                let acknowledged = message.dropFirst(Self.ackPrefix.count).prefix { $0 >= 48 && $0 <= 57 }
                    .reduce(0) { $0 * 10 + Int($1 - 48) }
                if acknowledged >= sequence && !isResyncing {
                    if sequence < events {
                        try sendNextTap()
                    } else {
                        isResyncing = true
                        try socket.sendText("{\"e\":\"resync\"}")
                    }
                }
            } else if message.starts(with: Self.resetPrefix) {
                if isResyncing { finalHTML = String(decoding: message, as: UTF8.self) }
            } else {
                throw Refused(description: String(decoding: message.prefix(300), as: UTF8.self))
            }
        }
    }

    private func sendNextTap() throws {
        sequence += 1
        patched = false
        sentAt = .now
        try socket.sendText("{\"id\":\(incrementID),\"e\":\"tap\",\"s\":\(sequence)}")
    }

    private static let patchPrefix = Array("{\"t\":\"patch\"".utf8)
    private static let ackPrefix = Array("{\"t\":\"ack\",\"s\":".utf8)
    private static let resetPrefix = Array("{\"t\":\"reset\"".utf8)

    /// The `data-id` of the first `<button data-id="N" …>` whose text starts with `label`.
    static func buttonID(in html: String, showing label: String) -> Int? {
        let opening = "<button data-id=\\\""  // the tree is a JSON string: its quotes are escaped
        var rest = Substring(html)
        while let found = rest.firstRange(of: opening) {
            rest = rest[found.upperBound...]
            let digits = rest.prefix { $0.isNumber }
            guard let tagEnd = rest.firstIndex(of: ">") else { return nil }
            if rest[rest.index(after: tagEnd)...].hasPrefix(label) { return Int(digits) }
        }
        return nil
    }
}
