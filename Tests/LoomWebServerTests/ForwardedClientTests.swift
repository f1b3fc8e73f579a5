import Loom
import Testing

@testable import LoomWebServer

/// Behind a trusted proxy sessions count under the client the proxy names; anyone else's
/// header changes nothing.
struct ForwardedClientTests {
    @Test func aTrustedProxyNamesTheClient() {
        #expect(ForwardedClient.address(reported: ["203.0.113.9"], peer: "127.0.0.1", trustedProxies: ["127.0.0.1"]) == "203.0.113.9")
        #expect(ForwardedClient.address(reported: ["2001:db8::1"], peer: "127.0.0.1", trustedProxies: ["127.0.0.1"]) == "2001:db8::1")
    }

    @Test func anUntrustedPeersHeaderIsIgnored() {
        #expect(ForwardedClient.address(reported: ["203.0.113.9"], peer: "198.51.100.7", trustedProxies: ["127.0.0.1"]) == "198.51.100.7")
        #expect(ForwardedClient.address(reported: ["203.0.113.9"], peer: "127.0.0.1", trustedProxies: []) == "127.0.0.1")
    }

    @Test func aMissingDoubledOrMalformedHeaderCountsThePeer() {
        for values in [[], ["203.0.113.9", "198.51.100.7"], ["not an address"], ["203.0.113.9, 198.51.100.7"]] {
            #expect(ForwardedClient.address(reported: values, peer: "127.0.0.1", trustedProxies: ["127.0.0.1"]) == "127.0.0.1")
        }
        #expect(ForwardedClient.address(reported: [], peer: nil, trustedProxies: []) == "unknown")
    }

    @Test func theCommandLineTrustsOnlyIPAddresses() throws {
        #expect(try AppArguments(["--trusted-proxy", "127.0.0.1", "--trusted-proxy", "::1"]).configuration.trustedProxies == ["127.0.0.1", "::1"])
        do {
            _ = try AppArguments(["--trusted-proxy", "proxy.local"])
            Issue.record("trusted a host name")
        } catch {
            #expect(error.description.contains("\"proxy.local\" is not an IP address"))
        }
    }
}
