import Foundation

/// One broadcast as it travels between processes: a line of JSON naming the sending process
/// and the topic, a newline, then the message's JSON. Compact JSON holds no raw newline, so a
/// receiver reads the header without knowing the message's type, and each subscriber decodes
/// the message as its own type.
struct TopicEnvelope: Sendable, Equatable {
    var origin: String
    var topic: String
    var message: Data

    /// The longest payload: PostgreSQL's `NOTIFY` takes fewer than 8,000 bytes.
    static let limit = 7_999

    private struct Header: Codable {
        var origin: String
        var topic: String
    }

    init(origin: String, topic: String, message: Data) {
        self.origin = origin
        self.topic = topic
        self.message = message
    }

    /// Reads a payload written by ``payload``; `nil` for anything else.
    init?(payload: String) {
        let bytes = Data(payload.utf8)
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")),
              let header = try? JSONDecoder().decode(Header.self, from: bytes[..<newline])
        else { return nil }
        self.init(origin: header.origin, topic: header.topic, message: Data(bytes[(newline + 1)...]))
    }

    var payload: String {
        let header = (try? JSONEncoder().encode(Header(origin: origin, topic: topic))) ?? Data()
        return String(decoding: header + Data("\n".utf8) + message, as: UTF8.self)
    }
}
