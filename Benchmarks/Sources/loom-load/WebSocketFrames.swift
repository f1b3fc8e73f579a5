/// The client side of RFC 6455 framing, as a pure state machine: bytes go in, whole messages come
/// out, and the caller does the I/O (as swift-nio's state machines do). Only what a load client
/// needs: text messages (fragmented or not), pings answered by the caller, a close.
struct WebSocketFrameReader {
    /// What one complete frame or message amounts to.
    enum Event: Equatable {
        /// A whole text or binary message (fragments joined).
        case message([UInt8])
        /// A ping whose payload the client must send back in a pong.
        case ping([UInt8])
        /// The server closed the connection.
        case close
    }

    /// A frame the reader cannot make sense of: the server is not speaking WebSocket to us.
    struct MalformedFrame: Error, CustomStringConvertible {
        var description: String
    }

    private var buffer: [UInt8] = []
    private var start = 0
    private var fragments: [UInt8] = []

    /// Adds received bytes.
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        buffer.append(contentsOf: bytes)
    }

    /// The next complete event, or `nil` until more bytes arrive.
    mutating func next() throws -> Event? {
        while let (opcode, isFinal, payload) = try nextFrame() {
            switch opcode {
            case 0x0, 0x1, 0x2:
                fragments.append(contentsOf: payload)
                if isFinal {
                    defer { fragments.removeAll(keepingCapacity: true) }
                    return .message(fragments)
                }
            case 0x8: return .close
            case 0x9: return .ping(Array(payload))
            case 0xA: continue  // an unsolicited pong
            default: throw MalformedFrame(description: "unknown opcode \(opcode)")
            }
        }
        return nil
    }

    /// Cuts one frame off the front of the buffer, compacting it when most of it was read.
    private mutating func nextFrame() throws -> (opcode: UInt8, isFinal: Bool, payload: ArraySlice<UInt8>)? {
        let available = buffer.count - start
        guard available >= 2 else { return nil }
        let first = buffer[start], second = buffer[start + 1]
        var headerLength = 2
        var length = Int(second & 0x7F)
        if length == 126 {
            guard available >= 4 else { return nil }
            length = Int(buffer[start + 2]) << 8 | Int(buffer[start + 3])
            headerLength = 4
        } else if length == 127 {
            guard available >= 10 else { return nil }
            length = (0..<8).reduce(0) { $0 << 8 | Int(buffer[start + 2 + $1]) }
            headerLength = 10
        }
        guard second & 0x80 == 0 else { throw MalformedFrame(description: "a server frame was masked") }
        guard available >= headerLength + length else { return nil }
        let payloadStart = start + headerLength
        let payload = buffer[payloadStart..<(payloadStart + length)]
        start = payloadStart + length
        if start == buffer.count {
            defer { buffer.removeAll(keepingCapacity: true); start = 0 }
            return (first & 0x0F, first & 0x80 != 0, ArraySlice(Array(payload)))
        }
        if start > 65_536 {
            let frame = (first & 0x0F, first & 0x80 != 0, ArraySlice(Array(payload)))
            buffer.removeFirst(start)
            start = 0
            return frame
        }
        return (first & 0x0F, first & 0x80 != 0, payload)
    }

    /// A final client frame of `opcode` carrying `payload`, masked as RFC 6455 requires of a
    /// client (a fixed key: the load client hides nothing, and the server only unmasks).
    static func clientFrame(opcode: UInt8, payload: [UInt8]) -> [UInt8] {
        let key: [UInt8] = [0x37, 0xFA, 0x21, 0x3D]
        var frame: [UInt8] = [0x80 | opcode]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else if payload.count <= 0xFFFF {
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            frame.append(0x80 | 127)
            frame += (0..<8).map { UInt8((payload.count >> (56 - 8 * $0)) & 0xFF) }
        }
        frame += key
        frame += payload.enumerated().map { $0.element ^ key[$0.offset % 4] }
        return frame
    }
}
