import Hummingbird
import NIOCore

/// The address a page's sessions are counted under for the per-client limit.
///
/// Behind a proxy every connection comes from the proxy, so counting by the peer would put all
/// users under one limit, and one user's new pages would end other users' sessions that are
/// waiting for a reconnect (the limit makes room by ending the client's oldest unattached
/// session). A proxy the server trusts (`--trusted-proxy`) reports the real client in
/// `X-Real-IP` (nginx: `proxy_set_header X-Real-IP $remote_addr;`). Anyone else's header is
/// ignored: a client that reaches the server directly cannot choose whose limit it counts under.
enum ForwardedClient {
    /// The header a trusted proxy names the client in.
    static let headerName = "X-Real-IP"

    /// Whether `text` is an IPv4 or IPv6 address (what a trusted proxy is named by).
    static func isIPAddress(_ text: String) -> Bool {
        (try? SocketAddress(ipAddress: text, port: 0)) != nil
    }

    /// The client of `request` as ``address(reported:peer:trustedProxies:)`` decides it.
    static func address(of request: HTTPRequest, peer: String?, trustedProxies: Set<String>) -> String {
        let reported = HTTPFields.Element.Name(headerName).map { request.headerFields[values: $0] } ?? []
        return address(reported: reported, peer: peer, trustedProxies: trustedProxies)
    }

    /// The peer's address, or the one a trusted peer reports (`reported`: the request's
    /// `X-Real-IP` values; one IP address counts); "unknown" when the peer has no IP address.
    static func address(reported: [String], peer: String?, trustedProxies: Set<String>) -> String {
        guard let peer else { return "unknown" }
        guard trustedProxies.contains(peer), reported.count == 1, let client = reported.first, isIPAddress(client) else {
            return peer
        }
        return client
    }
}

extension WebServerConfiguration {
    /// Trusts the proxy at `address` to name the client in `X-Real-IP` (``trustedProxies``);
    /// returns false, changing nothing, when `address` is not an IP address.
    public mutating func trustProxy(at address: String) -> Bool {
        guard ForwardedClient.isIPAddress(address) else { return false }
        trustedProxies.insert(address)
        return true
    }
}
