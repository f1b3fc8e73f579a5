extension Node {
    /// Where the node sits in its tree, written out: each ancestor's view type and position
    /// among its siblings, from the root (`root/ContentView[0]/VStack[0]/Form[1]`).
    ///
    /// It names a view's identity across processes for session restore (``SessionState``): the
    /// same app rebuilding the same screen from the same state puts the same views at the same
    /// paths, where node objects and element ids differ. Rows of a `ForEach` are named by their
    /// position. Computed only when a session keeps view state (a walk up the tree).
    var identityPath: String {
        var parts: [String] = []
        var current: Node? = self
        while let node = current {
            guard let parent = node.parent else {
                parts.append(node.viewName)
                break
            }
            let position = parent.children.firstIndex { $0 === node } ?? -1
            parts.append("\(node.viewName)[\(position)]")
            current = parent
        }
        return parts.reversed().joined(separator: "/")
    }
}
