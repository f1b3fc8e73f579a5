import LoomHost

extension ElementView {
    /// Adds `view` as the last subview (taking it from its previous superview).
    public func addSubview(_ view: ElementView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` as a subview at `index` (clamped to the valid range).
    public func insertSubview(_ view: ElementView, at index: Int) {
        guard view !== self else { return }
        view.removeFromSuperview()
        let index = min(max(index, 0), subviews.count)
        subviews.insert(view, at: index)
        view.superview = self
        guard let mounted else { return }
        let childID = view.mount(in: mounted.tree)
        let before = index + 1 < subviews.count ? subviews[index + 1].elementID : nil
        mounted.tree.insertChild(childID, into: mounted.id, before: before)
    }

    /// Takes the view out of its superview; its elements are destroyed, the view and its
    /// subviews are kept and can be added again.
    public func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        if let mounted { mounted.tree.removeElement(mounted.id) }
        unmount()
    }

    /// Takes the view out of its superview but keeps its elements, and any declarative content
    /// in them with its state, alive: adding it back shows it exactly as it was left.
    public func detachFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        if let mounted { mounted.tree.detachElement(mounted.id) }
    }

    /// Creates this view's element and its subviews' in `tree` (once) and returns its id.
    ///
    /// The element is created detached: attach it with `tree.appendChild(_:to:)`, or let a
    /// declarative `HostElementView` place it.
    @discardableResult
    public func mount(in tree: HostTree) -> HostElementID {
        if let mounted, mounted.tree === tree { return mounted.id }
        let id = tree.makeElement(kind, properties: properties, handlers: handlers)
        mounted = (tree, id)
        for subview in subviews {
            tree.appendChild(subview.mount(in: tree), to: id)
        }
        didMount()
        return id
    }

    /// Forgets the elements of this view and its subviews (they were destroyed with their parent).
    private func unmount() {
        guard mounted != nil else { return }
        mounted = nil
        for subview in subviews { subview.unmount() }
        didUnmount()
    }
}
