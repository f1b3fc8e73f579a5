import LoomHost

/// What DevTools learns about a tree while it runs: how many times each view's body ran and
/// why it last ran. A graph has one only once DevTools has looked at its session
/// (``ViewHost/startInspection()``); until then the engine's only cost is one `nil` check per
/// body and per invalidation.
@MainActor
final class ViewInspector {
    /// One node's record. The node is held weakly: a record whose node is gone (or whose
    /// address a new node now has) is not shown, and is dropped when the tree is next read.
    private struct Record {
        weak var node: Node?
        var bodyRuns = 0
        /// Why the body last ran.
        var lastReason: String?
        /// Why the node was invalidated since its body last ran, if it was.
        var pendingReason: String?
    }

    private var records: [ObjectIdentifier: Record] = [:]
    /// The views whose body ran since DevTools last asked, each once, at most
    /// ``maximumRendered`` of them.
    private var rendered: [String] = []
    private var renderedSet: Set<String> = []
    static let maximumRendered = 64

    /// A body runs because the node was invalidated (a state it owns was written, a value it
    /// read changed), or else because its parent's body made a view value that differs.
    func bodyWillRun(in node: Node) {
        let name = node.viewName
        if rendered.count < Self.maximumRendered, renderedSet.insert(name).inserted { rendered.append(name) }
        update(node) { record in
            record.lastReason = record.pendingReason ?? (record.bodyRuns == 0 ? "first shown" : "its parent passed a changed value")
            record.pendingReason = nil
            record.bodyRuns += 1
        }
    }

    func nodeWasInvalidated(_ node: Node, because reason: String) {
        update(node) { $0.pendingReason = reason }
    }

    /// The record of `node`, if it is that node's.
    func record(of node: Node) -> (bodyRuns: Int, lastReason: String?) {
        guard let record = records[ObjectIdentifier(node)], record.node === node else { return (0, nil) }
        return (record.bodyRuns, record.lastReason)
    }

    /// The views whose body ran since the last call, and starts a new list.
    func takeRendered() -> [String] {
        defer { (rendered, renderedSet) = ([], []) }
        return rendered
    }

    /// Drops the records of nodes that are gone, so a long session's records stay as many as
    /// its live views.
    func dropRecordsOfFreedNodes() {
        records = records.filter { $0.value.node != nil }
    }

    private func update(_ node: Node, _ change: (inout Record) -> Void) {
        let key = ObjectIdentifier(node)
        var record = records[key].flatMap { $0.node === node ? $0 : nil } ?? Record(node: node)
        change(&record)
        records[key] = record
    }
}

extension ViewHost: InspectableSession {
    public func startInspection() {
        if graph.inspector == nil { graph.inspector = ViewInspector() }
    }

    public func takeRenderedViews() -> [String] {
        graph.inspector?.takeRendered() ?? []
    }

    public func inspectedTree() -> InspectedNode {
        graph.inspector?.dropRecordsOfFreedNodes()
        return rootNode.inspected(by: graph.inspector)
    }
}

extension Node {
    /// This node and its subtree as DevTools shows them.
    func inspected(by inspector: ViewInspector?) -> InspectedNode {
        let record = inspector?.record(of: self) ?? (bodyRuns: 0, lastReason: nil)
        return InspectedNode(
            viewType: viewName,
            properties: view.map(InspectedProperties.of) ?? [],
            bodyRuns: record.bodyRuns,
            lastBodyRunReason: record.lastReason,
            hostElement: hostElement,
            observableReads: ObservableReads.of(self),
            children: childNodes.array.map { $0.inspected(by: inspector) })
    }
}
