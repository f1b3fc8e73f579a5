import Foundation
import LoomHost

/// Reads a message from the page: one user event naming an element by id.
///
/// `{"id":12,"e":"tap"}`, `{"id":12,"e":"text","v":"new value"}`, `{"id":12,"e":"toggle","v":true}`,
/// and `{"e":"resync"}` to ask for the whole tree again. Anything else is refused with an error
/// that says what was wrong; the caller answers with an error frame and the session goes on.
public enum ClientMessage: Hashable, Sendable {
    case event(HostEvent)
    case resync

    /// Decodes one text frame, refusing frames over `maximumBytes`.
    public static func decode(_ text: String, maximumBytes: Int) throws(ClientMessageError) -> ClientMessage {
        let size = text.utf8.count
        guard size <= maximumBytes else { throw .tooLarge(size: size, limit: maximumBytes) }
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw .malformed("not a JSON object")
        }
        guard let event = object["e"] as? String else { throw .malformed("missing \"e\" (the event name)") }
        if event == "resync" { return .resync }
        guard let number = object["id"] as? NSNumber, let id = Int(exactly: number.doubleValue), id > 0 else {
            throw .malformed("missing or invalid \"id\" (a positive element id)")
        }
        let element = HostElementID(id)
        switch event {
        case "tap":
            return .event(HostEvent(element: element, action: .tap))
        case "text":
            guard let value = object["v"] as? String else { throw .malformed("\"text\" needs a string \"v\"") }
            return .event(HostEvent(element: element, action: .textChange(value)))
        case "toggle":
            guard let number = object["v"] as? NSNumber, number.isBoolean else {
                throw .malformed("\"toggle\" needs a boolean \"v\"")
            }
            return .event(HostEvent(element: element, action: .toggleChange(number.boolValue)))
        default:
            throw .unknownEvent(event)
        }
    }
}

extension NSNumber {
    /// Whether JSONSerialization read this number from `true`/`false`.
    fileprivate var isBoolean: Bool { String(cString: objCType) == "c" }
}

/// Why a message from the page was refused.
public enum ClientMessageError: Error, Hashable, Sendable, CustomStringConvertible {
    case tooLarge(size: Int, limit: Int)
    case malformed(String)
    case unknownEvent(String)

    public var description: String {
        switch self {
        case .tooLarge(let size, let limit): "Message of \(size) bytes refused: the limit is \(limit) bytes."
        case .malformed(let detail): "Malformed message refused: \(detail)."
        case .unknownEvent(let name): "Unknown event \"\(name)\" refused; expected tap, text, toggle or resync."
        }
    }
}
