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
    private(set) var replica = HostReplica()
    /// The geometry readers in the tree, and the size last reported to each
    /// (see `TextRenderer+Geometry.swift`).
    var geometryReaders: Set<HostElementID> = []
    var reportedGeometry: [HostElementID: String] = [:]
    /// Whether each line starts with the element's id (`#12`).
    public var showsIDs: Bool
    /// Whether content kept built but not shown (an unselected tab's) is printed in full, as
    /// the replay check needs; otherwise one line says how many elements are kept.
    public var showsKeptContent: Bool

    public init(showsIDs: Bool = false, showsKeptContent: Bool = false) {
        self.showsIDs = showsIDs
        self.showsKeptContent = showsKeptContent
    }

    /// Applies a batch of mutations taken from a host tree.
    public mutating func apply(_ batch: [HostMutation]) throws(HostReplicaError) {
        try replica.apply(batch)
        noteGeometryReaders(in: batch)
    }

    /// The current tree as text, one element per line, children indented by two spaces.
    public var output: String { Self.render(replica.snapshot(), showsIDs: showsIDs, showsKeptContent: showsKeptContent) }

    /// `text` quoted as the renderer quotes texts: a Swift string literal (quotes, backslashes
    /// and control characters escaped), so a screen's texts can be pasted into a test.
    public static func quoted(_ text: String) -> String {
        TextFormat.quoted(text)
    }

    /// Renders a snapshot (the root's children; the root itself is not printed).
    public static func render(_ snapshot: HostElementSnapshot, showsIDs: Bool = false, showsKeptContent: Bool = false) -> String {
        var lines: [String] = []
        let options = Options(showsIDs: showsIDs, showsKeptContent: showsKeptContent)
        for child in snapshot.children { render(child, depth: 0, options, into: &lines) }
        return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }

    private struct Options {
        var showsIDs: Bool
        var showsKeptContent: Bool
    }

    private static func render(_ element: HostElementSnapshot, depth: Int, _ options: Options, into lines: inout [String]) {
        let showsIDs = options.showsIDs
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
        let shown = options.showsKeptContent ? element.children.count : element.shownChildCount
        for child in element.children.prefix(shown) { render(child, depth: depth + 1, options, into: &lines) }
        if shown < element.children.count {
            let kept = element.children.dropFirst(shown).reduce(0) { $0 + $1.elementCount }
            lines.append(rowIndent + "… \(kept) element\(kept == 1 ? "" : "s") kept, not shown")
        }
        if let lazyRows, lazyRows.after > 0 {
            lines.append(rowIndent + "… \(TextFormat.grouped(lazyRows.after)) more rows")
        }
    }
}
