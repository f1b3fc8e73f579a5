import LoomHost

extension ScreenController {
    /// Adds `child` as a contained screen whose view goes into `container` (a view of this screen).
    ///
    /// ```swift
    /// add(detail, in: rootView.detailContainer)
    /// ```
    public func add(_ child: ScreenController, in container: ElementView) {
        child.remove()
        children.append(child)
        child.parent = self
        container.addSubview(child.view)
        if isVisible { child.setVisible(true) }
        commitChanges()
    }

    /// Removes this screen from the screen containing it, and its view from the screen.
    public func remove() {
        guard let parent else { return }
        setVisible(false)
        parent.children.removeAll { $0 === self }
        self.parent = nil
        screenView?.removeFromSuperview()
        screenView = nil
        view.removeFromSuperview()
        parent.commitChanges()
    }

    /// Replaces the contained screen `old` with `new`, in the container `old` was shown in.
    ///
    /// Loom has no animations here: `new` takes `old`'s place at once, then `completion` runs.
    public func transition(
        from old: ScreenController, to new: ScreenController, animated: Bool = false,
        completion: (@MainActor () -> Void)? = nil
    ) {
        guard old.parent === self, let container = old.view.superview else {
            completion?()
            return
        }
        let index = container.subviews.firstIndex { $0 === old.view } ?? container.subviews.count
        old.remove()
        new.remove()
        children.append(new)
        new.parent = self
        container.insertSubview(new.view, at: index)
        if isVisible { new.setVisible(true) }
        commitChanges()
        completion?()
    }
}
