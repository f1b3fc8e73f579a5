import NIOCore

/// The first handler of every connection: runs `RequestGuard` over the bytes the client sends,
/// answers and closes what it refuses, and closes a connection whose request head does not
/// arrive within the header timeout (slowloris: half-sent requests must not hold a descriptor).
///
/// It sits nearest the socket, before Hummingbird's HTTP and WebSocket handlers, and stays there
/// after an upgrade (the upgrade removes only the HTTP handlers), so it sees every byte.
final class RequestGuardHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private var state: RequestGuard
    private let headTimeout: TimeAmount
    private var deadline: Scheduled<Void>?

    init(allowedHosts: Set<String>, maximumHeadBytes: Int, headTimeout: TimeAmount) {
        state = RequestGuard(allowedHosts: allowedHosts, maximumHeadBytes: maximumHeadBytes)
        self.headTimeout = headTimeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { updateDeadline(context: context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        updateDeadline(context: context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = nil
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let buffer = unwrapInboundIn(data)
        switch state.receive(buffer.readableBytesView) {
        case .forward(let bytes):
            updateDeadline(context: context)
            if !bytes.isEmpty { context.fireChannelRead(wrapInboundOut(context.channel.allocator.buffer(bytes: bytes))) }
        case .refuse(let refusal):
            refuse(refusal, context: context)
        }
    }

    /// Arms the header timeout while a head is owed and cancels it otherwise.
    private func updateDeadline(context: ChannelHandlerContext) {
        guard state.isAwaitingHead else {
            deadline?.cancel()
            deadline = nil
            return
        }
        guard deadline == nil else { return }
        let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        deadline = context.eventLoop.scheduleTask(in: headTimeout) {
            let (handler, context) = loopBound.value
            handler.deadline = nil
            handler.refuse(.http(status: 408, reason: "the request head took too long"), context: context)
        }
    }

    private func refuse(_ refusal: RequestGuard.Refusal, context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = nil
        var buffer = context.channel.allocator.buffer(capacity: 128)
        switch refusal {
        case .http(let status, let reason):
            let body = reason + "\n"
            buffer.writeString(
                "HTTP/1.1 \(status) \(Self.phrase(status))\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n"
                    + "Content-Length: \(body.utf8.count)\r\n\r\n" + body)
        case .webSocket(let code, let reason):
            let payload = Array(reason.utf8.prefix(123))
            buffer.writeBytes([0x88, UInt8(2 + payload.count), UInt8(code >> 8), UInt8(code & 0xFF)] + payload)
        }
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(buffer)).whenComplete { _ in channel.close(promise: nil) }
    }

    private static func phrase(_ status: Int) -> String {
        switch status {
        case 400: "Bad Request"
        case 408: "Request Timeout"
        case 421: "Misdirected Request"
        case 431: "Request Header Fields Too Large"
        default: "Error"
        }
    }
}
