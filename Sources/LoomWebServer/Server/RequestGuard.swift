import Foundation

/// Checks what a client sends before Hummingbird reads it: each HTTP request head whole (size,
/// line endings, NUL, `Host`, `Content-Length`), then, once a connection asks for a WebSocket,
/// each frame's mask bit. A pure state machine: bytes in, bytes to pass on or a refusal out; the
/// channel handler (`RequestGuardHandler`) does the I/O and the timer.
///
/// It exists because the HTTP parser underneath accepts some malformed heads and leaves others
/// unanswered with the connection open (RFC 9112 asks for 400 and close), never checks `Host`
/// (DNS rebinding reaches a loopback server), and the WebSocket decoder accepts unmasked client
/// frames (RFC 6455 §5.1 asks the server to close).
struct RequestGuard {
    /// What to do with bytes the client sent.
    enum Outcome: Equatable {
        /// Pass these bytes on (possibly none yet: a head is still arriving).
        case forward([UInt8])
        /// Answer and close the connection.
        case refuse(Refusal)
    }

    /// Why a connection is closed, and how the client is told.
    enum Refusal: Error, Equatable {
        /// An HTTP status (400, 421, 431) with a short reason.
        case http(status: Int, reason: String)
        /// A WebSocket close frame with this code (1002: protocol error).
        case webSocket(code: UInt16, reason: String)
    }

    private enum Mode {
        /// Reading a request head; `bytes` holds what arrived of it.
        case head
        /// Passing `remaining` bytes of a request body.
        case body(remaining: Int)
        /// A body of unknown length (chunked): the rest of the connection is passed unchecked
        /// (Loom serves no request bodies; the HTTP parser still frames them).
        case unchecked
        /// Upgraded to a WebSocket: reading frame headers and skipping payloads.
        case webSocket
        case refused
    }

    private let allowedHosts: Set<String>
    private let maximumHeadBytes: Int
    private var mode = Mode.head
    private var head: [UInt8] = []
    private var frameHeader: [UInt8] = []
    private var payloadRemaining: UInt64 = 0
    private var completedHeads = 0

    /// `allowedHosts`: lowercased names without port (IPv6 in brackets).
    init(allowedHosts: Set<String>, maximumHeadBytes: Int) {
        self.allowedHosts = allowedHosts
        self.maximumHeadBytes = maximumHeadBytes
    }

    /// Whether the client owes the rest of a request head: from the connection's start until
    /// its first head is complete, and whenever a further head has begun. The header timeout
    /// runs only then; between requests the idle timeout applies.
    var isAwaitingHead: Bool {
        guard case .head = mode else { return false }
        return completedHeads == 0 || !head.isEmpty
    }

    mutating func receive(_ bytes: some Collection<UInt8>) -> Outcome {
        var forward: [UInt8] = []
        var index = bytes.startIndex
        while index != bytes.endIndex {
            switch mode {
            case .refused:
                return .forward([])
            case .unchecked:
                forward.append(contentsOf: bytes[index...])
                return .forward(forward)
            case .body(let remaining):
                let end = bytes.index(index, offsetBy: remaining, limitedBy: bytes.endIndex) ?? bytes.endIndex
                forward.append(contentsOf: bytes[index..<end])
                let left = remaining - bytes.distance(from: index, to: end)
                mode = left == 0 ? .head : .body(remaining: left)
                index = end
            case .webSocket:
                let byte = bytes[index]
                if payloadRemaining > 0 {
                    let available = UInt64(bytes.distance(from: index, to: bytes.endIndex))
                    let skip = Int(min(payloadRemaining, available))
                    let end = bytes.index(index, offsetBy: skip)
                    forward.append(contentsOf: bytes[index..<end])
                    payloadRemaining -= UInt64(skip)
                    index = end
                    continue
                }
                frameHeader.append(byte)
                forward.append(byte)
                index = bytes.index(after: index)
                if let refusal = readFrameHeader() { return refuse(refusal) }
            case .head:
                let byte = bytes[index]
                index = bytes.index(after: index)
                // Empty lines before a request line are ignored (RFC 9112 §2.2).
                if head.isEmpty, byte == 0x0D || byte == 0x0A, completedHeads > 0 { continue }
                head.append(byte)
                if byte == 0 { return refuse(.http(status: 400, reason: "NUL in the request head")) }
                if byte == 0x0A, head.count < 2 || head[head.count - 2] != 0x0D {
                    return refuse(.http(status: 400, reason: "bare LF in the request head"))
                }
                if head.count >= 2, head[head.count - 2] == 0x0D, byte != 0x0A {
                    return refuse(.http(status: 400, reason: "bare CR in the request head"))
                }
                if head.count > maximumHeadBytes {
                    return refuse(.http(status: 431, reason: "request head over \(maximumHeadBytes) bytes"))
                }
                if head.count >= 4, head.suffix(4).elementsEqual([0x0D, 0x0A, 0x0D, 0x0A]) {
                    switch completeHead() {
                    case .failure(let refusal): return refuse(refusal)
                    case .success: forward.append(contentsOf: head)
                    }
                    head.removeAll(keepingCapacity: true)
                    completedHeads += 1
                }
            }
        }
        return .forward(forward)
    }

    private mutating func refuse(_ refusal: Refusal) -> Outcome {
        mode = .refused
        return .refuse(refusal)
    }

    /// Checks a whole head and sets what follows it (a body, more heads, WebSocket frames).
    private mutating func completeHead() -> Result<Void, Refusal> {
        let text = String(decoding: head.dropLast(4), as: UTF8.self)
        var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
        guard !lines.isEmpty else { return .failure(.http(status: 400, reason: "empty request")) }
        let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
        guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1.") else {
            return .failure(.http(status: 400, reason: "malformed request line"))
        }
        var fields: [(name: String, value: Substring)] = []
        for line in lines {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
                line.first != " ", line.first != "\t",
                !line[..<colon].contains(where: { $0 == " " || $0 == "\t" })
            else { return .failure(.http(status: 400, reason: "malformed header line")) }
            let value = line[line.index(after: colon)...].trimmingPrefix { $0 == " " || $0 == "\t" }
            fields.append((line[..<colon].lowercased(), Substring(value)))
        }
        let hosts = fields.filter { $0.name == "host" }
        guard hosts.count == 1, let host = hosts.first?.value else {
            return .failure(.http(status: 400, reason: hosts.isEmpty ? "missing Host" : "more than one Host"))
        }
        guard allowedHosts.contains(Self.name(ofHost: host)) else {
            return .failure(.http(status: 421, reason: "this server does not answer for that host"))
        }
        let lengths = Set(fields.filter { $0.name == "content-length" }.flatMap { $0.value.split(separator: ",") }.map {
            $0.trimmingCharacters(in: .whitespaces)
        })
        let chunked = fields.contains { $0.name == "transfer-encoding" }
        guard lengths.count <= 1 else { return .failure(.http(status: 400, reason: "conflicting Content-Length")) }
        if chunked, !lengths.isEmpty { return .failure(.http(status: 400, reason: "both Content-Length and Transfer-Encoding")) }
        if fields.contains(where: { $0.name == "upgrade" && $0.value.lowercased().contains("websocket") }) {
            mode = .webSocket
        } else if chunked {
            mode = .unchecked
        } else if let length = lengths.first {
            guard let count = Int(length), count >= 0, length.allSatisfy(\.isASCIIDigit) else {
                return .failure(.http(status: 400, reason: "invalid Content-Length"))
            }
            mode = count > 0 ? .body(remaining: count) : .head
        }
        return .success(())
    }

    /// The host name of a `Host` value, lowercased, without its port (`[::1]:80` → `[::1]`).
    static func name(ofHost value: Substring) -> String {
        let lowered = value.lowercased()
        if lowered.hasPrefix("["), let close = lowered.firstIndex(of: "]") { return String(lowered[...close]) }
        return String(lowered.prefix { $0 != ":" })
    }

    /// Reads a frame header once it is whole: refuses an unmasked frame (RFC 6455 §5.1), else
    /// starts skipping its payload.
    private mutating func readFrameHeader() -> Refusal? {
        guard frameHeader.count >= 2 else { return nil }
        let masked = frameHeader[1] & 0x80 != 0
        let short = UInt64(frameHeader[1] & 0x7F)
        let extended = short == 126 ? 2 : short == 127 ? 8 : 0
        guard masked else { return .webSocket(code: 1002, reason: "client frames must be masked") }
        guard frameHeader.count == 2 + extended + 4 else { return nil }
        payloadRemaining = extended == 0 ? short : frameHeader[2..<(2 + extended)].reduce(0) { $0 << 8 | UInt64($1) }
        frameHeader.removeAll(keepingCapacity: true)
        return nil
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
