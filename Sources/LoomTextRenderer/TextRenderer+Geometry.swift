import LoomHost

/// `GeometryReader` in the text rendering. Text has no layout, so the renderer offers each
/// reader a fixed width, ``geometryColumns`` characters, and the height of what the reader's
/// content prints (one line per element, as below). Sizes are reported in points like every
/// renderer's (8 per column, 16 per line, see ``HostGeometry``): 80 columns read as 640.
///
/// A driver (``ViewHarness`` in LoomTesting, `--text`) sends the reports through the host tree
/// and applies the update they cause, with ``settle(takingMutations:sending:)``.
extension TextRenderer {
    /// Applies the host's pending changes and answers its geometry readers until nothing more
    /// changes. Content that keeps changing its own size gets a few rounds, not an endless loop.
    /// `takingMutations` hands over the host tree's pending batch; `sending` delivers a report
    /// to the host tree (which updates it before returning).
    public mutating func settle(
        takingMutations: () -> [HostMutation],
        sending: (HostEvent) -> Void
    ) throws(HostReplicaError) {
        for _ in 0..<4 {
            let batch = takingMutations()
            guard !batch.isEmpty else { return }
            try apply(batch)
            let reports = geometryReports()
            guard !reports.isEmpty else { return }
            for event in reports { sending(event) }
        }
    }

    /// The width offered to every geometry reader, in characters.
    public static let geometryColumns = 80

    /// The size of each geometry reader whose size changed since its last report, as events to
    /// send to the host tree.
    public mutating func geometryReports() -> [HostEvent] {
        var events: [HostEvent] = []
        for id in geometryReaders.sorted() {
            guard replica.element(id) != nil else {
                geometryReaders.remove(id)
                reportedGeometry[id] = nil
                continue
            }
            let content = Self.render(replica.snapshot(of: id))
            let lines = content.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            let value = HostGeometry.reportValue(columns: Self.geometryColumns, rows: lines)
            guard reportedGeometry[id] != value else { continue }
            reportedGeometry[id] = value
            events.append(HostEvent(element: id, action: .valueChange(value)))
        }
        return events
    }

    /// Notes the geometry readers a batch inserts, so reports need not search the tree.
    mutating func noteGeometryReaders(in batch: [HostMutation]) {
        for mutation in batch {
            if case .insert(let insertion) = mutation, insertion.kind == .container, HostGeometry.isReader(insertion.properties) {
                geometryReaders.insert(insertion.id)
            }
        }
    }
}
