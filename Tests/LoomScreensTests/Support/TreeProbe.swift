import Loom
import LoomTestSupport
import Testing

/// Reads and drives a host tree built by imperative views, as a renderer would: the text comes
/// from a replica fed only with mutation batches, checked against the tree on every read.
@MainActor
final class TreeProbe {
    let tree: HostTree
    private var renderer = TextRenderer()
    private(set) var commits = 0

    init(_ tree: HostTree = HostTree()) {
        self.tree = tree
        tree.onCommit = { [weak self] in self?.commits += 1 }
    }

    /// The tree as text, after checking the mutation replica reproduces it.
    var text: String {
        get throws {
            try renderer.apply(tree.takeMutations())
            let expected = TextRenderer.render(tree.snapshot())
            #expect(renderer.output == expected, "the mutation log no longer reproduces the tree")
            return renderer.output
        }
    }

    /// Mounts `view` under the root.
    func show(_ view: ElementView) {
        tree.appendChild(view.mount(in: tree), to: tree.rootID)
    }

    /// Taps the button labelled `title`.
    func tap(_ title: String) throws {
        let button = try #require(tree.snapshot().first(.button, labelled: title), "no button \(title)")
        try tree.send(HostEvent(element: button.id, action: .tap))
    }

    /// Sends a dismiss to the topmost dismissible screen, as the browser's back button does.
    func back() throws {
        let top = try #require(dismissible.last, "no dismissible screen")
        try tree.send(HostEvent(element: top.id, action: .dismiss))
    }

    /// The screens the back button can dismiss, in document order (the last is the topmost).
    var dismissible: [HostElementSnapshot] {
        var found: [HostElementSnapshot] = []
        func walk(_ element: HostElementSnapshot) {
            if element.events.contains(.dismiss) { found.append(element) }
            element.children.forEach(walk)
        }
        walk(tree.snapshot())
        return found
    }
}
