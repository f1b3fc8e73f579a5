import LoomHost

/// Gives its content a proxy that scrolls to a view by its id: a `ForEach` row's id or an
/// `.id(_:)`.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView { ForEach(messages) { MessageRow($0) } }
///     Button("Latest") { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
/// }
/// ```
/// Host form: a `container` styled `scrollReader`; a request becomes its `value`,
/// `to:<host element id>,<block>,<request number>`, naming the first host element of the view
/// with that id, and the page scrolls that element into view (`scrollIntoView`) once per
/// request; the terminal moves its scroll view the same way (`TerminalLayout+ScrollTo.swift`). A lazy stack's row that is not built is built first: the stack's window moves to
/// it (see `LazyRowWindow.reveal`). An id no view has scrolls nowhere, as in SwiftUI, and is
/// reported as a runtime issue once per request.
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content
    @State private var target: ScrollTarget?
    @State private var requests = 0

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: some View {
        let proxy = ScrollViewProxy { target in
            requests += 1
            self.target = ScrollTarget(id: target.id, anchor: target.anchor, request: requests)
        }
        return ScrollReaderContainer(target: target, content: content(proxy))
    }
}

/// Scrolls the enclosing `ScrollViewReader`'s content to a view by id.
@MainActor
public struct ScrollViewProxy {
    let request: @MainActor (ScrollTarget) -> Void

    /// Scrolls so the view with `id` is visible, with `anchor`'s point of it lined up with the
    /// same point of the scroll view (top, centre or bottom), or as little as needed when `nil`.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        request(ScrollTarget(id: AnyHashable(id), anchor: anchor, request: 0))
    }
}

/// One scroll request: the id of its view, and where to line it up.
struct ScrollTarget {
    let id: AnyHashable
    let anchor: UnitPoint?
    let request: Int
    /// What the reader has done about this request, kept across its rebuilds.
    let progress = ScrollRequestProgress()

    /// The `scrollIntoView` block for the anchor's vertical position.
    var block: String {
        guard let anchor else { return "nearest" }
        return anchor.y <= 0.25 ? "start" : anchor.y >= 0.75 ? "end" : "center"
    }

    /// The first host element of the view with explicit id `wanted` below `root`: a `ForEach`
    /// row with that id or a view given it with `.id(_:)`, the first met in depth-first order.
    /// Ids compare as `AnyHashable`, so `scrollTo(messages.last?.id)` finds the row of the
    /// wrapped id.
    @MainActor static func element(identifiedBy wanted: AnyHashable, below root: Node) -> HostElementID? {
        var stack = Array(root.children.reversed())
        while let node = stack.popLast() {
            // A ForEach keeps its rows in id order (its table holds only rows that moved).
            if let rows = node.storage?.children as? any IdentifiedRows, let index = rows.position(of: wanted),
                index < node.children.count, let element = firstHostElement(of: node.children[index])
            {
                return element
            }
            if node.storage?.identity == wanted, node.view is any ExplicitlyIdentifiedView,
                let element = firstHostElement(of: node)
            {
                return element
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }

    /// The node's own host element, or the first one of its content.
    @MainActor private static func firstHostElement(of node: Node) -> HostElementID? {
        var elements: [HostElementID] = []
        node.collectHostElements(into: &elements)
        return elements.first
    }
}

/// What a reader has done about one request: the reader is rebuilt whenever its parent is (its
/// content is a closure), and a request must move a lazy stack's window and be reported at most
/// once, or a window the user scrolled away from would be pulled back. Only the reader's node
/// touches it, on the main actor.
final class ScrollRequestProgress {
    /// Whether the reader has looked for the view once (found it, built its lazy row, or
    /// reported the miss).
    var isSettled = false
}

/// A `ForEach`'s rows, searched by an id of any type.
protocol IdentifiedRows {
    /// The position of the row with id `wanted`, if there is one.
    func position(of wanted: AnyHashable) -> Int?
}

extension KeyedChildren: IdentifiedRows {
    func position(of wanted: AnyHashable) -> Int? {
        if let typed = wanted.base as? ID { return order.firstIndex(of: typed) }
        return order.firstIndex { AnyHashable($0) == wanted }
    }
}

/// Marks the view `.id(_:)` makes, so a scroll target is not confused with the branch number a
/// conditional keeps in the same slot.
protocol ExplicitIdentityModifier {}
extension IDModifier: ExplicitIdentityModifier {}
protocol ExplicitlyIdentifiedView {}
extension ModifiedContent: ExplicitlyIdentifiedView where Modifier: ExplicitIdentityModifier {}

/// The host container of a `ScrollViewReader`.
struct ScrollReaderContainer<Content: View>: BuiltinView {
    let target: ScrollTarget?
    let content: Content

    func _buildNodeTree(_ node: Node) {
        node.buildHostContainer(.container, properties: [.style("scrollReader")], content: content)
        // Located after the content is built, so a row added by the same action is found.
        guard let target, let element = locate(target, below: node) else { return }
        node.buildHostElement(
            .container, properties: [.style("scrollReader"), .value("to:\(element.rawValue),\(target.block),\(target.request)")])
    }
}

extension ScrollReaderContainer {
    /// The host element to scroll to: the view's, building a lazy stack's row first if it is
    /// not built (once per request). An id that no view has is reported once and scrolls nowhere.
    private func locate(_ target: ScrollTarget, below node: Node) -> HostElementID? {
        let isFirstLook = !target.progress.isSettled
        target.progress.isSettled = true
        if let element = ScrollTarget.element(identifiedBy: target.id, below: node) { return element }
        guard isFirstLook else { return nil }
        if node.revealLazyRow(target.id, anchor: target.anchor) { return ScrollTarget.element(identifiedBy: target.id, below: node) }
        node.graph.report("""
            scrollTo(\(target.id.base)) found no view with that id under its ScrollViewReader (a ForEach row's \
            id or an .id(_:)); nothing scrolled.
            """)
        return nil
    }
}
