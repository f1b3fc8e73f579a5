import LoomHost
import LoomReactive

extension View {
    /// Pushes `destination` on the navigation stack around this view while `isPresented` is
    /// true; popping it (the back button, `dismiss`) sets `isPresented` back to false.
    ///
    /// ```swift
    /// .navigationDestination(isPresented: $showsDetails) { DetailsView() }
    /// ```
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: @escaping () -> V
    ) -> some View {
        modifier(PresentedDestinationModifier(isPresented: isPresented, destination: { AnyView(destination()) }))
    }

    /// Pushes the screen for `item` while it is not `nil`; popping it sets `item` to `nil`. A
    /// different item is a new screen.
    ///
    /// ```swift
    /// .navigationDestination(item: $selectedBook) { book in BookDetail(book: book) }
    /// ```
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return modifier(
            PresentedDestinationModifier(isPresented: isPresented) {
                guard let value = item.wrappedValue else { return AnyView(EmptyView()) }
                return AnyView(destination(value).id(AnyHashable(value)))
            })
    }
}

/// Pushes a screen while a binding says so. The screen is a child of the stack, not of this
/// modifier, so the stack learns of it after the pass (a change made during the pass would be
/// a state write while a body runs); after that the modifier only refreshes the screen's view.
struct PresentedDestinationModifier: ViewModifier {
    typealias Body = Never
    let isPresented: Binding<Bool>
    let destination: @MainActor () -> AnyView

    /// The modifier keeps its ``PresentedDestination`` in its node's first storage slot (a
    /// built-in modifier has no dynamic properties of its own to use the slots).
    func _buildModifiedContent<Wrapped: View>(_ content: Wrapped, in node: Node) {
        let shown = node.graph.evaluateContent(of: node) { isPresented.wrappedValue }
        node.updateChild(content, at: 0, context: node.context)
        guard let stack = node.context.environment.navigationStack else {
            if shown {
                RuntimeIssueReporter.report(
                    "navigationDestination(isPresented:) is used outside a NavigationStack; nothing was pushed.")
            }
            return
        }
        let pushed: PresentedDestination
        if let existing = node.extras.slot(0) as? PresentedDestination {
            pushed = existing
        } else {
            pushed = PresentedDestination()
            node.extras.setSlot(0, pushed)
            // The modifier going away takes its screen with it.
            node.extras.teardown.append { [weak stack] in
                if pushed.isPushed { stack?.withdraw(pushed) }
            }
        }
        if shown {
            pushed.view = node.graph.evaluateContent(of: node) { destination() }
            let binding = isPresented
            pushed.close = { if binding.wrappedValue { binding.wrappedValue = false } }
            node.graph.enqueueLifecycle {
                if pushed.isPushed { pushed.objectWillChange.send() } else { stack.present(pushed) }
            }
        } else if pushed.isPushed {
            node.graph.enqueueLifecycle { if pushed.isPushed { stack.withdraw(pushed) } }
        }
    }
}

/// A screen pushed by `navigationDestination(isPresented:)` or `(item:)`: the view to show,
/// refreshed each time the modifier is built, and how to tell the binding it was popped.
@MainActor
final class PresentedDestination: @MainActor ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    var view = AnyView(EmptyView())
    var close: @MainActor () -> Void = {}
    /// Whether the stack shows it now.
    var isPushed = false
}

/// The pushed screen's content: the destination's latest view.
struct PresentedDestinationScreen: View {
    @ObservedObject var destination: PresentedDestination

    var body: some View {
        destination.view
    }
}
