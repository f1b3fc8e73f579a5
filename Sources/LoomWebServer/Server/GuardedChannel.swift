import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore

/// Hummingbird's HTTP/1 + WebSocket child channel with a `RequestGuardHandler` in front of it,
/// so every connection is checked before Hummingbird parses anything.
struct GuardedChannel: ServerChildChannel {
    typealias Value = HTTP1WebSocketUpgradeChannel.Value

    let inner: HTTP1WebSocketUpgradeChannel
    let allowedHosts: Set<String>
    let maximumHeadBytes: Int
    let headTimeout: TimeAmount

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let added = channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(
                RequestGuardHandler(allowedHosts: allowedHosts, maximumHeadBytes: maximumHeadBytes, headTimeout: headTimeout))
        }
        return added.flatMap { inner.setup(channel: channel, logger: logger) }
    }

    func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}

extension HTTPServerBuilder {
    /// HTTP/1 with WebSocket upgrades, every connection guarded by `RequestGuardHandler`.
    static func guardedWebSocketUpgrade(
        configuration: HTTP1WebSocketUpgradeChannel.Configuration,
        allowedHosts: Set<String>, maximumHeadBytes: Int, headTimeout: TimeAmount,
        shouldUpgrade: @escaping @Sendable (HTTPRequest, any Channel, Logger) async throws -> ShouldUpgradeResult<
            WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>
        >
    ) -> HTTPServerBuilder {
        .init { responder in
            GuardedChannel(
                inner: HTTP1WebSocketUpgradeChannel(responder: responder, configuration: configuration, shouldUpgrade: shouldUpgrade),
                allowedHosts: allowedHosts, maximumHeadBytes: maximumHeadBytes, headTimeout: headTimeout)
        }
    }
}
