import LoomHost

/// Manages one screen's views and its place among other screens: Loom's `UIViewController`.
///
/// Screens form a hierarchy: children added into a container view (containment), screens
/// pushed by a ``NavigationController``, and one screen presented modally over another. The
/// ``Navigator`` walks this hierarchy to find the current route.
///
/// Most screens are a ``ViewController``, which connects its view to the app store.
@MainActor
open class ScreenController {
    /// The root view of the screen.
    public let view: ElementView
    /// The screens contained in this one, in order (for a navigation controller: its stack).
    public internal(set) var children: [ScreenController] = []
    /// The screen containing this one.
    public internal(set) weak var parent: ScreenController?
    /// The screen presented modally over this one.
    public internal(set) var presentedController: ScreenController?
    /// The screen this one is presented over.
    public internal(set) weak var presentingController: ScreenController?
    /// Whether the screen is on screen (appeared and not yet disappeared).
    public private(set) var isVisible = false
    /// The screen element a pushed or presented screen is wrapped in.
    var screenView: ElementView?
    /// Where a root screen puts the screens it presents (set by the navigator).
    var windowView: ElementView?

    /// Whether ``viewDidLoad()`` has run.
    private var didLoad = false

    /// A screen showing `view`.
    public init(view: ElementView) {
        self.view = view
    }

    /// A screen with an empty container view, to add subviews to (as `UIViewController()`).
    public convenience init() {
        self.init(view: ElementView())
    }

    /// Called once, before the screen first becomes visible: UIKit's hook for setting up
    /// subviews and bindings. (Loom's views exist from `init`, so there is nothing to load.)
    open func viewDidLoad() {}
    /// Called before the screen becomes visible.
    open func viewWillAppear() {}
    /// Called before the screen stops being visible.
    open func viewWillDisappear() {}

    /// The navigation controller this screen is in, if any.
    public var navigationController: NavigationController? {
        var current = parent
        while let screen = current {
            if let navigation = screen as? NavigationController { return navigation }
            current = screen.parent
        }
        return nil
    }

    /// The screens below this one that take part in routing, in route order: contained screens,
    /// then the presented one.
    var routingChildren: [ScreenController] {
        children + (presentedController.map { [$0] } ?? [])
    }

    /// Marks the screen (and the screens it shows) visible or not, calling the appearance hooks.
    func setVisible(_ visible: Bool) {
        guard visible != isVisible else { return }
        if visible, !didLoad {
            didLoad = true
            viewDidLoad()
        }
        if visible { viewWillAppear() } else { viewWillDisappear() }
        isVisible = visible
        for child in visibleChildren { child.setVisible(visible) }
    }

    /// Announces the changes made to the host tree as a batch, for renderers (the tree's
    /// `didCommit()`); screens call it after changing the tree outside a view update.
    public func commitChanges() {
        (view.mounted ?? windowView?.mounted ?? presentationContainer.mounted)?.tree.didCommit()
    }

    /// The screens that appear and disappear with this one.
    var visibleChildren: [ScreenController] { routingChildren }
}
