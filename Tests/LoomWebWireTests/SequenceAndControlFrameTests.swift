import Loom
import Testing

/// The sequence number an event may carry, and the frames that answer it: acks, resets that
/// name the session, fatal errors (docs/WEB-PROTOCOL.md).
struct SequenceAndControlFrameTests {
    @Test func anEventCarriesItsSequenceNumberWhenGiven() throws {
        let tap = HostEvent(element: HostElementID(12), action: .tap)
        #expect(try ClientMessage.decode(#"{"id":12,"e":"tap","s":7}"#, maximumBytes: 100) == .event(tap, sequence: 7))
        #expect(try ClientMessage.decode(#"{"id":12,"e":"tap"}"#, maximumBytes: 100) == .event(tap, sequence: nil))
    }

    @Test(arguments: [#"{"id":12,"e":"tap","s":0}"#, #"{"id":12,"e":"tap","s":-3}"#, #"{"id":12,"e":"tap","s":"7"}"#,
        #"{"id":12,"e":"tap","s":1.5}"#, #"{"id":12,"e":"tap","s":true}"#])
    func anInvalidSequenceNumberIsRefused(text: String) {
        #expect(throws: ClientMessageError.malformed("invalid \"s\" (a positive sequence number)")) {
            try ClientMessage.decode(text, maximumBytes: 100)
        }
    }

    @Test func controlFramesAreTheAgreedJSON() {
        #expect(WireEncoder.ack(42) == #"{"t":"ack","s":42}"#)
        #expect(WireEncoder.fatal(.sessionEnded, "gone") == #"{"t":"error","fatal":true,"code":"session-ended","message":"gone"}"#)
        #expect(WireEncoder.fatal(.busy, "full") == #"{"t":"error","fatal":true,"code":"busy","message":"full"}"#)
    }

    @Test func aResetNamesItsSessionAndTheLastAppliedEventOnlyWhenGiven() {
        var encoder = WireEncoder()
        let snapshot = HostElementSnapshot(id: .root, kind: .root)
        #expect(encoder.reset(to: snapshot, session: "abc", applied: 9) == #"{"t":"reset","session":"abc","a":9,"html":""}"#)
        #expect(encoder.reset(to: snapshot) == #"{"t":"reset","html":""}"#)
    }
}
