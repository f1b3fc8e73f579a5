/// One view of a running app as DevTools shows it: its type, what it holds, how often its body
/// ran and why it last ran, and its children. A value made on request from the live
/// tree (``InspectableSession/inspectedTree()``), so the inspector never holds the engine's nodes.
public struct InspectedNode: Hashable, Sendable {
    /// The view's type as written (`CounterView`, `Text`, `ModifiedContent<…>`).
    public var viewType: String
    /// Its state and inputs: `@State`, `@Binding`, `@ObservedObject`, `@Environment`, plain fields.
    public var properties: [InspectedProperty]
    /// How many times its body ran since inspection started.
    public var bodyRuns: Int
    /// Why its body last ran (a state it owns was written, a value it read changed, its parent
    /// passed a changed value), if it ran since inspection started.
    public var lastBodyRunReason: String?
    /// The element it shows on the page, if it is a host view: what "highlight" points at.
    public var hostElement: HostElementID?
    /// The `@Observable` properties its last body read, through the objects it holds:
    /// `model.count` (what a change of which re-runs it).
    public var observableReads: [String]
    public var children: [InspectedNode]

    public init(
        viewType: String, properties: [InspectedProperty] = [], bodyRuns: Int = 0, lastBodyRunReason: String? = nil,
        hostElement: HostElementID? = nil, observableReads: [String] = [], children: [InspectedNode] = []
    ) {
        self.viewType = viewType
        self.properties = properties
        self.observableReads = observableReads
        self.bodyRuns = bodyRuns
        self.lastBodyRunReason = lastBodyRunReason
        self.hostElement = hostElement
        self.children = children
    }

    /// The number of nodes in this subtree, itself included.
    public var nodeCount: Int { children.reduce(1) { $0 + $1.nodeCount } }
}

/// One stored property of an inspected view.
public struct InspectedProperty: Hashable, Sendable {
    /// The property's name as declared (`count`, not `_count`).
    public var name: String
    /// What kind of property it is, in SwiftUI's words: `@State`, `@Binding`, `@ObservedObject`,
    /// `@StateObject`, `@Environment`, `@SceneStorage`, or `let` for a plain field.
    public var kind: String
    /// Its current value, described for a person (long descriptions are cut).
    public var value: String

    public init(name: String, kind: String, value: String) {
        self.name = name
        self.kind = kind
        self.value = value
    }
}

/// A running app whose views DevTools can show: the view engine's `ViewHost` is one. Renderers
/// and the server see only this protocol, so they need not know the engine.
@MainActor
public protocol InspectableSession: HostSession {
    /// Starts counting body runs and remembering why each view was invalidated. Costs nothing
    /// until called; called once, when DevTools first looks at the session.
    func startInspection()
    /// The view tree as it is now.
    func inspectedTree() -> InspectedNode
    /// The types of the views whose body ran since the last call, in the order they first ran:
    /// what an event or an update re-rendered.
    func takeRenderedViews() -> [String]
}

/// Asks the view trees made within ``withInspection(_:)`` to be inspected from their first
/// build, so their body counts include it: how DevTools' server makes its sessions' apps.
public enum InspectionRequest {
    @TaskLocal public static var isActive = false

    public static func withInspection<Result>(_ body: () throws -> Result) rethrows -> Result {
        try $isActive.withValue(true, operation: body)
    }

    /// Makes a session's app with `make` as DevTools needs it: its views inspected from their
    /// first build, and its stores, evaluators and machines logging to `log`.
    public static func makeInspected<Session>(loggingTo log: ArchitectureLog?, _ make: () throws -> Session) rethrows -> Session {
        try ArchitectureLog.$current.withValue(log) { try withInspection(make) }
    }
}
