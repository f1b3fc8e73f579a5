import Loom
import Testing

/// A navigation stack of screens showing declarative content, in a host tree of its own:
/// pushing builds a screen's views, popping tears them down while the models they read live on.
@MainActor
final class LifecycleScreens {
    let models: LifecycleModels
    let tree = HostTree()
    private let navigator = Navigator()
    private let navigation: NavigationController
    /// The screens' content, root first, with the cell each reads.
    private var stack: [(label: String, view: HostingView<LifecycleScreen>, cell: Int)] = []
    private var renderer = TextRenderer()
    private var pushed = 0

    init(models: LifecycleModels) {
        self.models = models
        let root = HostingView(rootView: LifecycleScreen(label: "s0", cell: models.cells[0], store: models.store))
        stack = [("s0", root, 0)]
        navigation = NavigationController(rootViewController: ScreenController(view: root))
        navigator.start(root: navigation, in: tree)
    }

    func push(cell: Int) -> String {
        pushed += 1
        let label = "s\(pushed)"
        let view = HostingView(rootView: LifecycleScreen(label: label, cell: models.cells[cell], store: models.store))
        stack.append((label, view, cell))
        navigation.push(ScreenController(view: view))
        return "push \(label)"
    }

    func pop() -> String {
        guard stack.count > 1, navigation.popViewController() != nil else { return "nothing to pop" }
        return "pop \(stack.removeLast().label)"
    }

    /// Applies pending updates of every screen's content (covered screens keep theirs).
    func update() {
        for screen in stack { screen.view.host?.update() }
    }

    /// The replica equals the tree, and the top screen shows its cell and the store's field.
    func verify(context: String) throws {
        try renderer.apply(tree.takeMutations())
        let expected = TextRenderer.render(tree.snapshot())
        #expect(renderer.output == expected, "\(context): the screens' mutation log no longer reproduces their tree")
        guard let top = stack.last else { return }
        let value = models.cells[top.cell].value
        #expect(expected.contains("text \"\(top.label) \(value)\""), "\(context): \(top.label) should show \(value) in\n\(expected)")
        #expect(expected.contains("text \"\(top.label)-store \(models.store.second)\""), "\(context): \(top.label)-store")
    }
}
