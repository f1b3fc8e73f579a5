import LoomHost

/// The DOM form of a lazy stack's rows (``HostLazyRows``): the rows not built are padding at
/// the stack's start and end, and a `data-lazy` attribute tells the page script which rows
/// are built, so it can report the ones that scroll into view (`lazyRows` region of loom.js).
///
/// Padding rather than spacer elements: the element's children are exactly the host
/// children, which every patch addresses by id and position.
enum LazyRowsDOM {
    /// `data-lazy="axis total first count extent"`, e.g. `"v 100000 0 50 28"`.
    static func attributes(kind: HostElementKind, properties: HostProperties) -> [(name: String, value: String)] {
        guard case .lazyRows(let rows)? = properties[.lazyRows] else { return [] }
        let axis = kind == .hstack ? "h" : "v"
        let fields = [axis, String(rows.total), String(rows.first), String(rows.count), CSSStyle.number(rows.extent)]
        return [("data-lazy", fields.joined(separator: " "))]
    }

    /// Adds the space of the rows before and after the built ones to the element's padding,
    /// along the stack's axis.
    static func addSpace(for rows: HostLazyRows, kind: HostElementKind, to padding: inout HostEdgeInsets) {
        let before = Double(rows.before) * rows.extent
        let after = Double(rows.after) * rows.extent
        if kind == .hstack {
            padding.leading += before
            padding.trailing += after
        } else {
            padding.top += before
            padding.bottom += after
        }
    }
}
