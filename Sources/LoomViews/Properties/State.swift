import LoomHost

/// A value a view owns. It lives in the view's node as long as the view's identity, and
/// writing it re-renders the view.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View { Button("\(count)") { count += 1 } }
/// }
/// ```
/// The initial value is used the first time the node is built; later view values' initial
/// values are ignored, as in SwiftUI.
@MainActor
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let initialValue: Value
    private var box: StateBox<Value>?

    public init(wrappedValue: Value) {
        initialValue = wrappedValue
    }

    public init(initialValue: Value) {
        self.initialValue = initialValue
    }

    /// The current value; a write re-renders the owning view.
    public var wrappedValue: Value {
        get { box?.value ?? initialValue }
        nonmutating set {
            guard let box else {
                RuntimeIssueReporter.report(
                    "A @State of type \(Value.self) was written outside of an installed view (in an initializer, or on a view value the engine never built). The write was ignored.")
                return
            }
            box.write(newValue)
        }
    }

    /// A binding to the value. It is stable: the same state gives an equal binding on every
    /// render, so a child view taking it is not re-rendered just because its parent was.
    public var projectedValue: Binding<Value> {
        guard let box else { return .constant(initialValue) }
        return Binding(
            get: { box.value },
            set: { newValue in box.write(newValue) },
            identity: BindingIdentity(source: box, path: []))
    }
}

extension State: NodeInstallable {
    mutating func install(in node: Node, slot: Int) -> Bool {
        if let existing = node.storage?.slot(slot) as? StateBox<Value> {
            box = existing
        } else {
            let made = StateBox(value: initialValue, node: node)
            made.keep(in: node, slot: slot)
            node.extras.setSlot(slot, made)
            box = made
        }
        return true
    }
}

extension State: ViewInputComparable {
    /// State belongs to the node, not to the value: it never makes two view values differ.
    static func isViewInputEqual(_ lhs: State, _ rhs: State) -> Bool { true }
}

/// The storage of one `@State`, kept by its node.
///
/// Reads are tracked (``TrackedReaders``), so every body (or control) that reads the value,
/// directly or through a binding, is re-rendered when it changes: a child given a stable
/// `$state` binding is skipped while its parent re-renders, yet still updates when the state
/// it shows changes.
@MainActor
final class StateBox<Value> {
    private var storedValue: Value
    private let readers = TrackedReaders()
    /// The owning node, through its handle (no weak reference, see ``NodeReference``).
    let owner: NodeReference
    /// The session that keeps the value beyond its process, when the app opts in (see ``keep``).
    private weak var keeper: SessionState?

    init(value: Value, node: Node) {
        self.storedValue = value
        self.owner = node.handle
    }

    var value: Value {
        readers.recordRead()
        return storedValue
    }

    /// Stores a new value and invalidates its readers. A write while a body runs is reported
    /// and keeps the value without invalidating anything, so it cannot loop.
    func write(_ newValue: Value) {
        if let graph = owner.node?.graph, let evaluating = graph.evaluatingNode {
            graph.reportWriteDuringBody("A @State<\(Value.self)> was written", evaluating: evaluating)
            storedValue = newValue
            keeper?.viewStateDidChange()
            return
        }
        storedValue = newValue
        readers.valueDidChange()
        keeper?.viewStateDidChange()
    }

    /// When the tree's session keeps the `Codable` state of its views (``SessionState``), takes
    /// the value a previous process stored for this view (found by its identity path and the
    /// property's slot) and registers the box so later snapshots hold its value.
    func keep(in node: Node, slot: Int) {
        guard let session = node.graph.sessionState, session.keepsViewState, SessionStateCoding.canKeep(Value.self) else { return }
        if let json = session.claimViewState(at: "\(node.identityPath)#\(slot)", source: self),
            let restored = SessionStateCoding.decode(json, as: Value.self)
        {
            storedValue = restored
        }
        keeper = session
    }
}

extension StateBox: SessionStateSource {
    func encodedState() -> String? { SessionStateCoding.encode(storedValue) }
}

extension State: InspectableViewProperty {
    var inspectedKind: String { "@State" }
    var inspectedValue: Any? { wrappedValue }
}
