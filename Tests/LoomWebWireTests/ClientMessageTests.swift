import Loom
import Testing

/// Messages from the page: only well-formed events within the size limit get through.
struct ClientMessageTests {
    @Test func wellFormedEventsDecode() throws {
        #expect(try ClientMessage.decode(#"{"id":12,"e":"tap"}"#, maximumBytes: 100) == .event(HostEvent(element: HostElementID(12), action: .tap)))
        #expect(try ClientMessage.decode(#"{"id":3,"e":"text","v":"hé"}"#, maximumBytes: 100) == .event(HostEvent(element: HostElementID(3), action: .textChange("hé"))))
        #expect(try ClientMessage.decode(#"{"id":3,"e":"toggle","v":true}"#, maximumBytes: 100) == .event(HostEvent(element: HostElementID(3), action: .toggleChange(true))))
        #expect(try ClientMessage.decode(#"{"e":"resync"}"#, maximumBytes: 100) == .resync)
    }

    @Test(arguments: [
        (#"{"id":3,"e":"toggle","v":1}"#, "boolean"),
        (#"{"id":-1,"e":"tap"}"#, "positive element id"),
        (#"{"id":1.5,"e":"tap"}"#, "positive element id"),
        (#"["tap"]"#, "not a JSON object"),
        (#"{"id":1}"#, "missing"),
        (#"{"id":1,"e":"swipe"}"#, "Unknown event"),
        (#"{"e":"dismiss"}"#, "positive element id"),
    ])
    func malformedMessagesAreRefusedWithAReason(text: String, reason: String) {
        do {
            _ = try ClientMessage.decode(text, maximumBytes: 100)
            Issue.record("\(text) should be refused")
        } catch {
            #expect(error.description.contains(reason))
        }
    }

    @Test func oversizedMessagesAreRefusedBeforeParsing() {
        #expect(throws: ClientMessageError.tooLarge(size: 101, limit: 100)) {
            try ClientMessage.decode(String(repeating: "x", count: 101), maximumBytes: 100)
        }
    }
}
