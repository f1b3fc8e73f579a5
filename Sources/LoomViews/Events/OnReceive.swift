import LoomHost
import LoomReactive

/// Subscribes to a publisher while the view exists and runs an action with each value, on the
/// main actor (`Timer.publish(every: 1, on: .main, in: .common).autoconnect()` ticks a clock).
struct OnReceiveModifier<P: Publisher>: ViewModifier where P.Failure == Never {
    typealias Body = Never
    let publisher: P
    let action: @MainActor (P.Output) -> Void

    func _buildModifiedContent<Wrapped: View>(_ content: Wrapped, in node: Node) {
        if let subscription = node.storage?.children as? ReceiveSubscription<P.Output> {
            // The newest closure runs (it may read newer state); the subscription stays.
            subscription.action = action
        } else {
            let subscription = ReceiveSubscription(action: action)
            node.extras.children = subscription
            subscription.cancellable = publisher.receiveOnMainActor().sink { value in
                MainActor.assumeIsolated { subscription.action(value) }
            }
            node.extras.teardown.append { subscription.cancellable = nil }
        }
        node.updateChild(content, at: 0, context: node.context)
    }
}

/// One `onReceive` subscription and its latest action. `@unchecked Sendable`: the sink that
/// holds it runs only on the main actor (`receiveOnMainActor`), which is also the only place
/// its fields are touched; the node keeps it alive and cancels it when the view goes away.
final class ReceiveSubscription<Output>: @unchecked Sendable {
    var action: @MainActor (Output) -> Void
    var cancellable: AnyCancellable?

    init(action: @escaping @MainActor (Output) -> Void) {
        self.action = action
    }
}

extension View {
    /// Runs `action` with each value `publisher` sends while this view exists.
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// Text("\(seconds)").onReceive(timer) { _ in seconds += 1 }
    /// ```
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(OnReceiveModifier(publisher: publisher, action: action))
    }
}
