import Testing

@testable import LoomWebServer

/// The checks in front of Hummingbird, without sockets: RFC 9112 heads, the host allow-list,
/// the head size limit, and RFC 6455's masked client frames.
struct RequestGuardTests {
    private func guarded() -> RequestGuard {
        RequestGuard(allowedHosts: WebServerConfiguration(host: "127.0.0.1").hostNames, maximumHeadBytes: 1024)
    }

    private func status(_ request: String) -> Int? {
        var state = guarded()
        if case .refuse(.http(let status, _)) = state.receive(Array(request.utf8)) { return status }
        return nil
    }

    @Test func aWellFormedHeadPassesWholeOnceComplete() {
        var state = guarded()
        let head = Array("GET /app/counter HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n".utf8)
        #expect(state.receive(head.prefix(20)) == .forward([]))
        #expect(state.isAwaitingHead)
        #expect(state.receive(head.dropFirst(20)) == .forward(head))
        #expect(!state.isAwaitingHead)
    }

    @Test func loopbackNamesAnyPortAreAllowedAndOthersMisdirected() {
        for host in ["127.0.0.1:8080", "localhost", "LOCALHOST:1", "[::1]:9"] {
            #expect(status("GET / HTTP/1.1\r\nHost: \(host)\r\n\r\n") == nil, "\(host)")
        }
        #expect(status("GET / HTTP/1.1\r\nHost: evil.example:8080\r\n\r\n") == 421)
        #expect(status("GET / HTTP/1.1\r\nHost: 127.0.0.1.evil.example\r\n\r\n") == 421)
    }

    @Test func aConfiguredHostIsAllowed() {
        var state = RequestGuard(
            allowedHosts: WebServerConfiguration(allowedHosts: ["loom.example"]).hostNames, maximumHeadBytes: 1024)
        #expect(state.receive(Array("GET / HTTP/1.1\r\nHost: loom.example:443\r\n\r\n".utf8)) != .forward([]))
        if case .refuse = state.receive([]) { Issue.record("refused a configured host") }
    }

    @Test func aMissingOrDoubledHostIsABadRequest() {
        #expect(status("GET / HTTP/1.1\r\nAccept: */*\r\n\r\n") == 400)
        #expect(status("GET / HTTP/1.1\r\nHost: localhost\r\nHost: localhost\r\n\r\n") == 400)
    }

    @Test func malformedHeadsAreBadRequests() {
        #expect(status("GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n") == 400)
        #expect(status("GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1, 2\r\n\r\n") == 400)
        #expect(status("GET / HTTP/1.1\nHost: localhost\r\n\r\n") == 400)
        #expect(status("GET / HTTP/1.1\r\nHost: local\0host\r\n\r\n") == 400)
        #expect(status("GET / HTTP/1.1\r\nHost: localhost\r\n folded\r\n\r\n") == 400)
        #expect(status("GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n") == 400)
        #expect(status("GARBAGE\r\nHost: localhost\r\n\r\n") == 400)
    }

    @Test func anOversizedHeadIsRefusedBeforeItEnds() {
        var state = guarded()
        _ = state.receive(Array("GET / HTTP/1.1\r\nHost: localhost\r\nX-Pad: ".utf8))
        #expect(state.receive([UInt8](repeating: 0x61, count: 2000)) == .refuse(.http(status: 431, reason: "request head over 1024 bytes")))
    }

    @Test func aBodyIsPassedAndTheNextHeadIsCheckedAgain() {
        var state = guarded()
        let first = Array("POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\n\r\nhello".utf8)
        #expect(state.receive(first) == .forward(first))
        #expect(!state.isAwaitingHead)
        guard case .refuse(.http(421, _)) = state.receive(Array("GET / HTTP/1.1\r\nHost: evil.example\r\n\r\n".utf8)) else {
            Issue.record("the second head was not checked")
            return
        }
    }

    private func upgraded() -> RequestGuard {
        var state = guarded()
        _ = state.receive(Array("GET /ws HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n".utf8))
        return state
    }

    @Test func maskedClientFramesPassAndAnUnmaskedOneClosesTheConnection() {
        var state = upgraded()
        let masked: [UInt8] = [0x81, 0x82, 1, 2, 3, 4, 0x7A, 0x6B]
        #expect(state.receive(masked + masked.prefix(3)) == .forward(masked + masked.prefix(3)))
        #expect(state.receive(masked.dropFirst(3)) == .forward(Array(masked.dropFirst(3))))
        let long: [UInt8] = [0x82, 0xFE, 0x01, 0x00, 9, 9, 9, 9] + [UInt8](repeating: 0, count: 256)
        #expect(state.receive(long) == .forward(long))
        #expect(state.receive([0x81, 0x02, 0x68, 0x69]) == .refuse(.webSocket(code: 1002, reason: "client frames must be masked")))
    }
}
