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
        let rows = window.rows(total: data.count)
        let start = data.index(data.startIndex, offsetBy: rows.lowerBound)
        let end = data.index(start, offsetBy: rows.count)
        let slice = ForEach<Data.SubSequence, ID, Content>(data[start..<end], idOf: idOf, content: content)
        window.isBuildingRows = true
        slice._buildNodeTree(node)
        window.isBuildingRows = false
        window.didBuild(rows)
        return true
    }
}

extension KeyedChildren: RowSourceStorage {}
