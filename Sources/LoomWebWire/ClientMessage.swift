import Foundation
import LoomHost

/// Reads a message from the page: one user event naming an element by id.
///
/// `{"id":12,"e":"tap"}`, `{"id":12,"e":"text","v":"new value"}`, `{"id":12,"e":"toggle","v":true}`,
/// `{"id":12,"e":"value","v":"2"}` (a picker, slider or date), `{"id":12,"e":"submit"}` (Enter in a
/// field), `{"id":12,"e":"focus","v":true}` (a control gained or lost focus), `{"id":12,"e":"hover","v":true}` (the pointer came onto an element or left it), and `{"e":"resync"}`
/// to ask for the whole tree again. Anything else is refused with an error that says what was
/// wrong; the caller answers with an error frame and the session goes on.
///
/// An event may carry `"s"`, the page's sequence number for it (positive, one more per event
/// within a session): the server applies an event only once however often a reconnecting page
/// resends it (docs/WEB-PROTOCOL.md).
public enum ClientMessage: Hashable, Sendable {
    case event(HostEvent, sequence: Int? = nil)
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
        var sequence: Int?
        if let value = object["s"] {
            guard let number = value as? NSNumber, !number.isBoolean, let s = Int(exactly: number.doubleValue), s > 0 else {
                throw .malformed("invalid \"s\" (a positive sequence number)")
            }
            sequence = s
        }
        return .event(HostEvent(element: HostElementID(id), action: try action(event, object)), sequence: sequence)
    }

    private static func action(_ event: String, _ object: [String: Any]) throws(ClientMessageError) -> HostEvent.Action {
        switch event {
        case "tap":
            return .tap
        case "dismiss":
            return .dismiss
        case "text":
            guard let value = object["v"] as? String else { throw .malformed("\"text\" needs a string \"v\"") }
            return .textChange(value)
        case "toggle":
            guard let number = object["v"] as? NSNumber, number.isBoolean else {
                throw .malformed("\"toggle\" needs a boolean \"v\"")
            }
            return .toggleChange(number.boolValue)
        case "value":
            guard let value = object["v"] as? String else { throw .malformed("\"value\" needs a string \"v\"") }
            return .valueChange(value)
        case "submit":
            return .submit
        case "focus":
            guard let number = object["v"] as? NSNumber, number.isBoolean else {
                throw .malformed("\"focus\" needs a boolean \"v\"")
            }
            return .focusChange(number.boolValue)
        case "hover":
            guard let number = object["v"] as? NSNumber, number.isBoolean else {
                throw .malformed("\"hover\" needs a boolean \"v\"")
            }
            return .hover(number.boolValue)
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
        case .unknownEvent(let name): "Unknown event \"\(name)\" refused; expected tap, text, toggle, value, submit, focus, hover, dismiss or resync."
        }
    }
}
