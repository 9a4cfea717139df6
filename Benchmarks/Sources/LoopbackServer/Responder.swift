// Responder: answers each request of one connection from the server's routes.
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1

/// Collects each request's head and body, then writes the answer ``Routes`` gives, after its delay.
final class Responder: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let routes: Routes
    private let received: NIOLockedValueBox<Int>
    private var head: HTTPRequestHead?
    private var body = ByteBuffer()

    init(routes: Routes, received: NIOLockedValueBox<Int>) {
        self.routes = routes
        self.received = received
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            self.head = head
            body.clear()
        case .body(var part):
            body.writeBuffer(&part)
        case .end:
            guard let head else { return }
            received.withLockedValue { $0 += 1 }
            let answer = routes.answer(to: head, body: body)
            guard answer.delay > .zero else { return write(answer, context: context) }
            let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
            context.eventLoop.scheduleTask(in: answer.delay) {
                let (responder, context) = loopBound.value
                responder.write(answer, context: context)
            }
        }
    }

    private func write(_ answer: Routes.Answer, context: ChannelHandlerContext) {
        var headers = HTTPHeaders([
            ("Content-Type", "application/json"), ("Content-Length", "\(answer.body.readableBytes)"),
        ])
        for (name, value) in answer.headers { headers.add(name: name, value: value) }
        let head = HTTPResponseHead(version: .http1_1, status: answer.status, headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(answer.body))), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
    }
}
