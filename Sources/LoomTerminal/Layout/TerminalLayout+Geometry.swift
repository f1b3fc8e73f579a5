import LoomHost

/// `GeometryReader` in the terminal: like SwiftUI's, a reader takes all the space its parent
/// offers, and after each frame the renderer reports the size it got (in points: a column is
/// 8, a line 16, see ``HostGeometry``), so the reader's content is built again for it. A resize
/// lays the screen out again and so reports the new size.
extension TerminalLayout {
    /// The size a geometry reader chooses: everything offered; along an unlimited axis (a
    /// scroll view's length) its content's.
    mutating func measureGeometryReader(_ element: HostElementSnapshot, width: Int?, height: Int?) -> CellSize {
        let content = stackSize(element.children, axis: .vertical, spacing: 0, CellProposal(width: width, height: height))
        return CellSize(width: width ?? content.width, height: height ?? content.height)
    }

    /// Notes the cells a geometry reader was given in this frame.
    mutating func recordGeometryReader(_ element: HostElementSnapshot, in rect: CellRect) {
        geometryReaders.append(GeometryPlacement(id: element.id, size: CellSize(width: rect.width, height: rect.height)))
    }
}

/// Where a geometry reader was laid out.
struct GeometryPlacement: Hashable, Sendable {
    var id: HostElementID
    var size: CellSize
}

extension TerminalRenderer {
    /// The size of each geometry reader whose size changed since its last report, as events
    /// for the driver to send. Reads the last frame's layout.
    public mutating func geometryReports() -> [TerminalCommand] {
        var commands: [TerminalCommand] = []
        for reader in layout.geometryReaders {
            let value = HostGeometry.reportValue(columns: reader.size.width, rows: reader.size.height)
            guard reportedGeometry[reader.id] != value else { continue }
            reportedGeometry[reader.id] = value
            commands.append(.send(HostEvent(element: reader.id, action: .valueChange(value))))
        }
        return commands
    }
}
