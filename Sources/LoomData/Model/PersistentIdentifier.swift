import Foundation

/// The identity of a stored model, as SwiftData's: the model's type and a UUID that `insert`
/// gives it. It never changes, before or after the first save, so a view keyed by it (a
/// `ForEach` row) keeps its state through a save; it is `Sendable` and `Codable`, so it can
/// cross to a `@ModelActor` or into a page's restored state where the model cannot.
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The model's type name, which is also its table's name.
    public let entityName: String
    /// The row's key in its table.
    public let primaryKey: UUID

    public init(entityName: String, primaryKey: UUID) {
        self.entityName = entityName
        self.primaryKey = primaryKey
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.entityName, lhs.primaryKey.uuidString) < (rhs.entityName, rhs.primaryKey.uuidString)
    }

    public var description: String { "\(entityName)(\(storedKey))" }

    /// The text the `id` column holds.
    var storedKey: String { primaryKey.keyText }
}

extension UUID {
    /// A random (version 4) UUID from the system's secure source, read ahead in blocks
    /// (``KeyEntropy``): Foundation's `UUID()` on Linux opens, reads and closes a device file
    /// for each one, three system calls per inserted row.
    static func random() -> UUID {
        var bytes = KeyEntropy.shared.withLock { $0.take(16) }
        bytes[6] = bytes[6] & 0x0F | 0x40  // version 4
        bytes[8] = bytes[8] & 0x3F | 0x80  // RFC 4122 variant
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }

    /// The UUID as a key column holds it: 36 lowercase characters, written directly (each save
    /// writes one per row; `uuidString.lowercased()` made two strings through Foundation).
    var keyText: String {
        let digits = Array("0123456789abcdef".utf8)
        let u = uuid
        let bytes = [u.0, u.1, u.2, u.3, u.4, u.5, u.6, u.7, u.8, u.9, u.10, u.11, u.12, u.13, u.14, u.15]
        var text: [UInt8] = []
        text.reserveCapacity(36)
        for (index, byte) in bytes.enumerated() {
            if index == 4 || index == 6 || index == 8 || index == 10 { text.append(UInt8(ascii: "-")) }
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// A UUID from the text a key column holds (36 characters, hexadecimal in either case, dashes
    /// at 8, 13, 18 and 23), read directly: Foundation's `UUID(uuidString:)` goes through
    /// `sscanf` on Linux, which was the largest cost of making fetched models. `nil` for any
    /// other text.
    init?(keyText text: String) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16)
        var high: UInt8?
        var position = 0
        for unit in text.utf8 {
            defer { position += 1 }
            if position == 8 || position == 13 || position == 18 || position == 23 {
                guard unit == UInt8(ascii: "-") else { return nil }
                continue
            }
            let nibble: UInt8
            switch unit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = unit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = unit - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = unit - UInt8(ascii: "A") + 10
            default: return nil
            }
            if let first = high {
                bytes.append(first << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
        guard position == 36, bytes.count == 16 else { return nil }
        self.init(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                         bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}
