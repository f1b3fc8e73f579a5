import LoomHost

/// Renders a host tree as deterministic, indented text: the basis of snapshot tests and the
/// showcase's console output.
///
/// It is a real renderer: it keeps a ``HostReplica`` fed only with mutation batches, so what it
/// prints is what any renderer would reproduce.
/// ```
/// vstack spacing=8
///   text "Count: 1" font=title bold
///   button "Increment" {tap}
/// ```
public struct TextRenderer: Sendable {
    private var replica = HostReplica()
    /// Whether each line starts with the element's id (`#12`).
    public var showsIDs: Bool

    public init(showsIDs: Bool = false) {
        self.showsIDs = showsIDs
    }

    /// Applies a batch of mutations taken from a host tree.
    public mutating func apply(_ batch: [HostMutation]) throws(HostReplicaError) {
        try replica.apply(batch)
    }

    /// The current tree as text, one element per line, children indented by two spaces.
    public var output: String { Self.render(replica.snapshot(), showsIDs: showsIDs) }

    /// Renders a snapshot (the root's children; the root itself is not printed).
    public static func render(_ snapshot: HostElementSnapshot, showsIDs: Bool = false) -> String {
        var lines: [String] = []
        for child in snapshot.children { render(child, depth: 0, showsIDs: showsIDs, into: &lines) }
        return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }

    private static func render(_ element: HostElementSnapshot, depth: Int, showsIDs: Bool, into lines: inout [String]) {
        var line = String(repeating: "  ", count: depth)
        if showsIDs { line += "\(element.id) " }
        line += element.kind.rawValue
        for property in element.properties { line += " " + TextFormat.describe(property) }
        if !element.events.isEmpty { line += " {" + TextFormat.describe(element.events) + "}" }
        lines.append(line)
        // A lazy stack's rows that are not built are one line each side, so the output stays
        // short and deterministic however long the list is.
        var lazyRows: HostLazyRows?
        if case .lazyRows(let rows)? = element.properties[.lazyRows] { lazyRows = rows }
        let rowIndent = String(repeating: "  ", count: depth + 1)
        if let lazyRows, lazyRows.before > 0 {
            lines.append(rowIndent + "… \(TextFormat.grouped(lazyRows.before)) rows before")
        }
        for child in element.children { render(child, depth: depth + 1, showsIDs: showsIDs, into: &lines) }
        if let lazyRows, lazyRows.after > 0 {
            lines.append(rowIndent + "… \(TextFormat.grouped(lazyRows.after)) more rows")
        }
    }
}
