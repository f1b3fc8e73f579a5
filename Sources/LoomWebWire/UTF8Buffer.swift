/// The UTF-8 bytes of a frame or of HTML being written, made into a `String` once at the end.
///
/// A thousand inserted rows write tens of thousands of small pieces (tags, attribute names,
/// quotes, labels). `String.append` checks each piece's first character against the text
/// before it (a combining mark would join the last character): about 160 instructions a piece.
/// Bytes appended to an array are copied and nothing else. Escaping works on bytes: the HTML
/// escapes look for ASCII bytes, which never occur inside a multi-byte character, and the JSON
/// escape of U+2028/U+2029 matches their whole three-byte sequence. Only whole characters go in
/// (strings, ASCII bytes, other buffers), so the bytes are always valid UTF-8.
struct UTF8Buffer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The text written so far.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func append(_ other: UTF8Buffer) {
        bytes.append(contentsOf: other.bytes)
    }

    /// One ASCII byte (a quote, a bracket, a comma): a byte of a multi-byte character alone
    /// would leave the text invalid.
    mutating func append(byte: UInt8) {
        assert(byte < 0x80, "UTF8Buffer: \(byte) is not ASCII")
        bytes.append(byte)
    }

    /// `text` as HTML text content (`quotes: false`) or as an attribute value (`quotes: true`).
    /// A text with nothing to escape, nearly all of them, is found so by one scan and copied.
    mutating func appendHTMLEscaped(_ text: String, quotes: Bool) {
        let special = text.utf8.contains { byte in
            byte == .ampersand || byte == .lessThan || byte == .greaterThan || (quotes && (byte == .quote || byte == .apostrophe))
        }
        guard special else { return append(text) }
        for byte in text.utf8 {
            switch byte {
            case .ampersand: append("&amp;")
            case .lessThan: append("&lt;")
            case .greaterThan: append("&gt;")
            case .quote where quotes: append("&quot;")
            case .apostrophe where quotes: append("&#39;")
            default: bytes.append(byte)
            }
        }
    }

    /// `text` as a quoted JSON string.
    mutating func appendJSONString(_ text: String) {
        appendJSONString(utf8: text.utf8)
    }

    /// UTF-8 bytes (HTML written into another buffer) as a quoted JSON string.
    mutating func appendJSONString(_ other: UTF8Buffer) {
        appendJSONString(utf8: other.bytes)
    }

    /// Escapes what JSON requires (quotes, backslashes, control characters) and U+2028 and
    /// U+2029, which end a line in older JavaScript parsers. 0xE2 starts both, so a text holding
    /// it (or any of the rest) takes the byte-by-byte path; others are copied whole.
    private mutating func appendJSONString<Bytes: Collection<UInt8>>(utf8 text: Bytes) {
        bytes.append(.quote)
        if text.contains(where: { $0 == .quote || $0 == .backslash || $0 < 0x20 || $0 == 0xE2 }) {
            appendJSONEscaped(text)
        } else {
            bytes.append(contentsOf: text)
        }
        bytes.append(.quote)
    }

    private mutating func appendJSONEscaped<Bytes: Collection<UInt8>>(_ text: Bytes) {
        var index = text.startIndex
        while index != text.endIndex {
            let byte = text[index]
            text.formIndex(after: &index)
            switch byte {
            case .quote: append("\\\"")
            case .backslash: append("\\\\")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0xE2:
                // U+2028 is E2 80 A8 and U+2029 E2 80 A9; any other character led by E2 is copied.
                var next = index
                guard next != text.endIndex, text[next] == 0x80 else { bytes.append(byte); continue }
                text.formIndex(after: &next)
                guard next != text.endIndex, text[next] == 0xA8 || text[next] == 0xA9 else { bytes.append(byte); continue }
                append(text[next] == 0xA8 ? "\\u2028" : "\\u2029")
                index = text.index(after: next)
            case ..<0x20:
                append("\\u00")
                bytes.append(Self.hexDigits[Int(byte >> 4)])
                bytes.append(Self.hexDigits[Int(byte & 0x0F)])
            default:
                bytes.append(byte)
            }
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}

extension String {
    /// Whether both are the same UTF-8 bytes. `==` also finds canonically equivalent texts equal
    /// (é as one scalar, or as e and a combining accent), but the page must get the very bytes.
    func hasSameBytes(as other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        let compared = utf8.withContiguousStorageIfAvailable { these in
            other.utf8.withContiguousStorageIfAvailable { those in these.elementsEqual(those) }
        }
        return (compared ?? nil) ?? utf8.elementsEqual(other.utf8)
    }
}

/// The ASCII bytes the escapes look for, as constants the compiler folds into the comparisons.
extension UInt8 {
    fileprivate static var quote: UInt8 { 0x22 }
    fileprivate static var apostrophe: UInt8 { 0x27 }
    fileprivate static var ampersand: UInt8 { 0x26 }
    fileprivate static var lessThan: UInt8 { 0x3C }
    fileprivate static var greaterThan: UInt8 { 0x3E }
    fileprivate static var backslash: UInt8 { 0x5C }
}
