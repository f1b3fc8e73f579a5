import LoomHost

/// A stack of screens of which only the top one shows: Loom's `UINavigationController`.
///
/// Every screen above the root is shown in a pushed screen element the user can dismiss (in
/// the browser: with the back button), which pops it. Covered screens keep their elements
/// (detached from the tree) until they show again.
@MainActor
open class NavigationController: ScreenController {
    /// A stack starting with `root`.
    public init(rootViewController root: ScreenController) {
        super.init(view: ElementView(kind: .container))
        push(root)
    }

    /// The stack, bottom first.
    public var viewControllers: [ScreenController] { children }

    /// The screen on top of the stack.
    public var topViewController: ScreenController? { children.last }

    /// Only the top screen (and what is presented) is visible.
    override var visibleChildren: [ScreenController] {
        (topViewController.map { [$0] } ?? []) + (presentedController.map { [$0] } ?? [])
    }

    /// Pushes `screen` on top; the screen below stops showing until it is on top again.
    public func push(_ screen: ScreenController, animated: Bool = false, completion: (@MainActor () -> Void)? = nil) {
        screen.remove()
        if let below = topViewController {
            below.setVisible(false)
            // Kept, not destroyed: popping back shows it as it was, declarative state included.
            below.screenView?.detachFromSuperview()
        }
        let wrapper = ElementView(kind: .container)
        wrapper.setProperty(.presentation(.push))
        if !children.isEmpty {
            wrapper.handlers.onDismiss = { [weak self, weak screen] in
                guard let self, let screen, self.topViewController === screen else { return }
                self.popViewController()
            }
        }
        wrapper.addSubview(screen.view)
        screen.screenView = wrapper
        children.append(screen)
        screen.parent = self
        view.addSubview(wrapper)
        if isVisible { screen.setVisible(true) }
        commitChanges()
        completion?()
    }

    /// Pops the top screen (never the root) and shows the one below.
    @discardableResult
    public func popViewController(animated: Bool = false, completion: (@MainActor () -> Void)? = nil) -> ScreenController? {
        guard children.count > 1, let top = children.popLast() else {
            completion?()
            return nil
        }
        top.presentedController?.tempuraDismiss()
        top.setVisible(false)
        top.screenView?.removeFromSuperview()
        top.view.removeFromSuperview()
        top.screenView = nil
        top.parent = nil
        if let below = topViewController, let wrapper = below.screenView {
            view.addSubview(wrapper)
            if isVisible { below.setVisible(true) }
        }
        commitChanges()
        completion?()
        return top
    }
}

extension ScreenController {
    /// Pushes `screen` onto the navigation controller this screen is in; returns false if it is in none.
    @discardableResult
    public func tempuraPush(_ screen: ScreenController, animated: Bool = false, completion: (@MainActor () -> Void)? = nil) -> Bool {
        guard let navigation = self as? NavigationController ?? navigationController else { return false }
        navigation.push(screen, animated: animated, completion: completion)
        return true
    }

    /// Pops the top screen of the navigation controller this screen is in; returns false if it is in none.
    @discardableResult
    public func tempuraPop(animated: Bool = false, completion: (@MainActor () -> Void)? = nil) -> Bool {
        guard let navigation = self as? NavigationController ?? navigationController else { return false }
        return navigation.popViewController(animated: animated, completion: completion) != nil
    }
}
