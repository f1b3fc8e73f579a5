#if canImport(Glibc)
import Glibc
#endif

/// One TCP connection to the showcase on loopback, upgraded to a WebSocket. Blocking for the
/// handshake and for sends (a tap is a few dozen bytes into an empty socket buffer); receives are
/// non-blocking, driven by `poll` in ``LoadRun``.
final class ClientSocket {
    /// A socket call that failed, with `errno`'s meaning.
    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ what: String) { description = "\(what): \(String(cString: strerror(errno)))" }
        init(message: String) { description = message }
    }

    let descriptor: Int32
    var frames = WebSocketFrameReader()

    /// Connects to 127.0.0.1:`port` and asks for a WebSocket at `path`.
    init(port: UInt16, path: String) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure("socket") }
        var noDelay: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { close(descriptor); throw Failure("connect") }
        try send(Array(("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\n"
            + "Connection: Upgrade\r\nSec-WebSocket-Key: bG9vbS1sb2FkLWNsaWVudA==\r\n"
            + "Sec-WebSocket-Version: 13\r\nOrigin: http://127.0.0.1:\(port)\r\n\r\n").utf8))
        try readUpgradeResponse()
    }

    deinit { close(descriptor) }

    /// Reads the HTTP response up to its blank line; any bytes after it are the first frames.
    private func readUpgradeResponse() throws {
        var response: [UInt8] = []
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { throw Failure(message: "the server closed the connection during the upgrade") }
            response += chunk[0..<count]
            if let headerEnd = response.indices.dropLast(3).first(where: { Array(response[$0..<($0 + 4)]) == end }) {
                let status = String(decoding: response[0..<headerEnd], as: UTF8.self)
                guard status.hasPrefix("HTTP/1.1 101") else {
                    throw Failure(message: "no WebSocket upgrade: \(status.prefix(200))")
                }
                Array(response[(headerEnd + 4)...]).withUnsafeBytes { frames.append($0) }
                return
            }
        }
    }

    /// Sends all of `bytes`.
    func send(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw Failure("send") }
            sent += count
        }
    }

    /// Sends one text message.
    func sendText(_ text: String) throws {
        try send(WebSocketFrameReader.clientFrame(opcode: 0x1, payload: Array(text.utf8)))
    }

    /// Reads what has arrived without waiting; `false` when the server closed the connection.
    func receiveAvailable(into buffer: inout [UInt8]) throws -> Bool {
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count > 0 {
                buffer.withUnsafeBytes { frames.append(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
                if count < buffer.count { return true }
            } else if count == 0 {
                return false
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                return true
            } else {
                throw Failure("recv")
            }
        }
    }

    /// The next whole message, answering pings on the way; `nil` until more bytes arrive.
    func nextMessage() throws -> [UInt8]? {
        while let event = try frames.next() {
            switch event {
            case .message(let bytes): return bytes
            case .ping(let payload): try send(WebSocketFrameReader.clientFrame(opcode: 0xA, payload: payload))
            case .close: throw Failure(message: "the server closed the WebSocket")
            }
        }
        return nil
    }

    /// Blocks until the next whole message.
    func waitForMessage() throws -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            if let message = try nextMessage() { return message }
            var descriptorPoll = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptorPoll, 1, 60_000)
            guard try receiveAvailable(into: &buffer) else { throw Failure(message: "the server closed the connection") }
        }
    }
}
