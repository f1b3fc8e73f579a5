import LoomHost
import LoomReactive

extension Node {
    /// Creates this node's host element on the first build, or updates its properties and
    /// handlers. The context's pending box modifiers become the element's `modifiers`, its
    /// pending accessibility the element's `accessibility`.
    ///
    /// `handlers` is `nil` for view types that never answer events (text, stacks, images):
    /// their element keeps the empty handlers it was made with, and an update leaves them be.
    /// Taken `consuming`, down to the element made with them: a button's handlers are made for
    /// the call, and borrowed they were retained once more for the element and released after.
    func buildHostElement(
        _ kind: HostElementKind, properties: HostProperties, handlers: consuming HostEventHandlers? = nil
    ) {
        guard context.boxModifiers.isEmpty, context.accessibility == nil, graph.passAnimation == nil else {
            var properties = properties
            if !context.boxModifiers.isEmpty { properties.set(.modifiers(context.boxModifiers)) }
            if let accessibility = context.accessibility { properties.set(.accessibility(accessibility.value)) }
            if let animation = graph.passAnimation { properties.set(.animation(animation)) }
            return placeHostElement(kind, properties: properties, handlers: handlers)
        }
        // Passed on as given: a local copy to add nothing to would retain the array.
        placeHostElement(kind, properties: properties, handlers: handlers)
    }

    private func placeHostElement(
        _ kind: HostElementKind, properties: HostProperties, handlers: consuming HostEventHandlers?
    ) {
        // Unretained: the graph holds its tree for good.
        let tree = Unmanaged.passUnretained(graph.hostTree)
        if let hostElement {
            return withGuaranteed(tree) { tree in
                if let handlers {
                    tree.setProperties(properties, handlers: handlers, of: hostElement)
                } else {
                    tree.setProperties(properties, of: hostElement)
                }
            }
        }
        // Unwrapped as they are handed over, not with `if let` (a copy: a retain and a release of
        // a button's action) nor with `handlers ?? …` (a copy too, and the empty handlers built
        // through the seven-closure init).
        switch consume handlers {
        case .some(let handlers): makeHostElement(kind, properties: properties, handlers: handlers, in: tree)
        case .none: makeHostElement(kind, properties: properties, handlers: .empty, in: tree)
        }
    }

    /// Makes this node's element: placed at once in a new container's (see
    /// `buildHostContainer`), otherwise left for the sync. The parent is read unretained
    /// (``withParent(_:)``): reading `parent` retained it twice per element made.
    @inline(__always)
    private func makeHostElement(
        _ kind: HostElementKind, properties: HostProperties, handlers: HostEventHandlers, in tree: Unmanaged<HostTree>
    ) {
        guard let placingParentElement = withParent({ $0.placesNewChildElements ? $0.hostElement : nil }) ?? nil else {
            hostElement = withGuaranteed(tree) { $0.makeElement(kind, properties: properties, handlers: handlers) }
            // A root that is itself a host view places its element directly under the tree root.
            if unretainedParent == nil { graph.markRootStructureChanged() }
            return
        }
        hostElement = withGuaranteed(tree) {
            $0.makeElement(kind, properties: properties, handlers: handlers, appendingTo: placingParentElement)
        }
    }

    /// The host elements this subtree contributes to its nearest host ancestor, in order: its
    /// own element, or (for views without one) those of its children.
    func flattenedHostElements() -> [HostElementID] {
        var elements: [HostElementID] = []
        // At least one element per child is the usual case (a row's stack of texts and
        // buttons): grown by appends, the array was made three times for a row's four.
        elements.reserveCapacity(childNodes.count)
        collectChildHostElements(into: &elements)
        return elements
    }

    func collectHostElements(into elements: inout [HostElementID]) {
        if let hostElement {
            elements.append(hostElement)
            return
        }
        collectChildHostElements(into: &elements)
    }

    /// The children's elements, each child reached unretained, as in ``childrenArePlaced()``:
    /// the list keeps them, and nothing here changes it (a `for child in childNodes` loop
    /// retained and released every child, four per benchmark row when the rows' container
    /// syncs).
    private func collectChildHostElements(into elements: inout [HostElementID]) {
        let count = childNodes.count
        for index in 0..<count {
            withGuaranteed(Unmanaged.passUnretained(childNodes[index])) { $0.collectHostElements(into: &elements) }
        }
    }

    /// Recomputes this host node's element children from its node children.
    func syncHostChildren() {
        isPendingHostSync = false
        guard let hostElement else { return }
        graph.hostTree.setChildren(flattenedHostElements(), of: hostElement)
    }
}

extension Node {
    /// Builds a host view with content: its element, then the content's nodes (which do not
    /// inherit the box modifiers this element consumed), then the element's children.
    func buildHostContainer<Content: View>(
        _ kind: HostElementKind, properties: HostProperties, handlers: consuming HostEventHandlers? = nil,
        content: Content
    ) {
        let isNew = hostElement == nil && childNodes.isEmpty
        buildHostElement(kind, properties: properties, handlers: handlers)
        guard isNew, !isPendingHostSync else { return updateHostContent(content) }
        buildNewHostContent(content)
    }

    /// The content of a container built for the first time, whose children place their new
    /// elements in its element as they are made (``placesNewChildElements``), in the order
    /// they are made, which is its children's: when every child is such a host view (a row's
    /// stack of texts and buttons), the element's children are already what a sync would
    /// list, and none is made. Otherwise (a child without an element of its own, such as a
    /// `ForEach` or a custom view, or one that placed its element some other way) the sync
    /// runs as for any build, from the children placed so far.
    ///
    /// Why: the sync listed the new children's elements in an array and handed it to
    /// ``HostTree/setChildren(_:of:)``, which compared it with the (empty) list and looked each
    /// element up twice: about 6% of creating the benchmark table's rows, where the hand-written
    /// table appends each element as it makes it.
    private func buildNewHostContent<Content: View>(_ content: Content) {
        placesNewChildElements = true
        updateContent(content, context: context.forHostContent)
        placesNewChildElements = false
        guard isPendingHostSync else { return }
        if childrenArePlaced() { isPendingHostSync = false } else { syncHostChildren() }
    }

    /// Whether each child is a host view and this node's element has as many children: then
    /// they are the children's elements, each placed as it was made, in the children's order
    /// (see ``buildNewHostContent(_:)``). Only a child of this node places an element here
    /// while its content is built, so a child whose element went elsewhere (one a view made
    /// itself) leaves one missing, and the counts differ.
    ///
    /// Counts, not a look-up of each child's element: that cost about a third of what not
    /// syncing saved.
    private func childrenArePlaced() -> Bool {
        guard let element = hostElement else { return false }
        let count = childNodes.count
        for index in 0..<count {
            let hasElement = withGuaranteed(Unmanaged.passUnretained(childNodes[index])) { $0.hasHostElement }
            if !hasElement { return false }
        }
        return graph.hostTree.childCount(of: element) == count
    }
}
