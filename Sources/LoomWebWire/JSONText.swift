/// Writes the small JSON values of the wire format by hand: the messages are tiny and
/// frequent, and a fixed, compact shape keeps bytes on the wire low.
enum JSONText {
    /// `text` as a quoted JSON string (escaped by ``UTF8Buffer/appendJSONString(_:)-(String)``).
    static func string(_ text: String) -> String {
        var json = UTF8Buffer(capacity: text.utf8.count + 2)
        json.appendJSONString(text)
        return json.string
    }

    static func id(_ id: HostElementID?) -> String {
        guard let id else { return "null" }
        return id == .root ? "0" : String(id.rawValue)
    }
}

import LoomHost
