/// The hook that makes a `ForEach` in a lazy stack build only the rows its stack shows.
///
/// It sits in front of the whole build: the rows of the window are a slice of the data, built
/// by the same keyed diff as any `ForEach` (a moved window keeps the rows it still covers,
/// builds the new ones and removes the others), while the window learns the total count,
/// which a `RandomAccessCollection` gives in constant time.
extension ForEach {
    /// Builds the rows of the enclosing lazy stack's window and returns `true`, or returns
    /// `false` when this `ForEach` is not windowed (then it builds every row).
    func buildsWindowedRows(_ node: Node) -> Bool {
        guard let window = node.enclosingLazyRowWindow(), !window.isBuildingRows, window.claim(node) else { return false }
        buildWindow(window, in: node)
        return true
    }

    /// Builds the window's rows. Apart from the check above, and never inlined into it: every
    /// `ForEach` build passes the check, and unspecialised generic code looks up the run-time
    /// types of its locals (the slice's `ForEach`) when the function starts.
    @inline(never)
    private func buildWindow(_ window: LazyRowWindow, in node: Node) {
        let rows = window.rows(total: data.count)
        let start = data.index(data.startIndex, offsetBy: rows.lowerBound)
        let end = data.index(start, offsetBy: rows.count)
        let slice = ForEach<Data.SubSequence, ID, Content>(data[start..<end], idOf: idOf, content: content)
        window.isBuildingRows = true
        slice._buildNodeTree(node)
        window.isBuildingRows = false
        window.didBuild(rows)
        window.rowIndex = { [data, idOf] wanted in Self.offset(of: wanted, in: data, idOf: idOf) }
    }

    /// The position of the element with id `wanted` in `data`, reading ids only (no content
    /// runs): how `scrollTo` finds a row that is not built. An id of another type than the
    /// data's is compared as `AnyHashable` (so an optional id finds its wrapped value).
    ///
    /// - Complexity: O(n) id reads, no allocation per row when the id's type matches.
    static func offset(of wanted: AnyHashable, in data: Data, idOf: (Data.Element) -> ID) -> Int? {
        if let typed = wanted.base as? ID {
            return data.firstIndex { idOf($0) == typed }.map { data.distance(from: data.startIndex, to: $0) }
        }
        return data.firstIndex { AnyHashable(idOf($0)) == wanted }.map { data.distance(from: data.startIndex, to: $0) }
    }
}

extension KeyedChildren: RowSourceStorage {}
