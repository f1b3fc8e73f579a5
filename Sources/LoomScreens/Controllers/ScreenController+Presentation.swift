import LoomHost

extension ScreenController {
    /// Presents `screen` modally over this one, in a screen element the user can dismiss
    /// (in the browser: with the back button).
    ///
    /// If this screen already presents one, `screen` is presented over that one instead, as UIKit does.
    public func tempuraPresent(
        _ screen: ScreenController, animated: Bool = false, completion: (@MainActor () -> Void)? = nil
    ) {
        if let presented = presentedController {
            presented.tempuraPresent(screen, animated: animated, completion: completion)
            return
        }
        let wrapper = ElementView(kind: .container)
        wrapper.setProperty(.presentation(.modal))
        wrapper.handlers.onDismiss = { [weak screen] in screen?.tempuraDismiss() }
        wrapper.addSubview(screen.view)
        screen.screenView = wrapper
        presentedController = screen
        screen.presentingController = self
        presentationContainer.addSubview(wrapper)
        if isVisible { screen.setVisible(true) }
        commitChanges()
        completion?()
    }

    /// Dismisses the screen presented over this one, or — called on a presented screen — itself,
    /// with everything it presents.
    public func tempuraDismiss(animated: Bool = false, completion: (@MainActor () -> Void)? = nil) {
        let dismissed = presentedController ?? self
        guard let presenting = dismissed.presentingController else {
            completion?()
            return
        }
        dismissed.presentedController?.tempuraDismiss(animated: animated)
        let tree = dismissed.view.mounted?.tree
        dismissed.setVisible(false)
        dismissed.screenView?.removeFromSuperview()
        dismissed.view.removeFromSuperview()
        dismissed.screenView = nil
        dismissed.presentingController = nil
        presenting.presentedController = nil
        tree?.didCommit()
        completion?()
    }

    /// The view presented screens go into: the window of the root screen, or this screen's view.
    var presentationContainer: ElementView {
        var root: ScreenController = self
        while let next = root.parent ?? root.presentingController { root = next }
        return root.windowView ?? view
    }
}
