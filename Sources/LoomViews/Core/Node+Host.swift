import LoomHost
import LoomReactive

extension Node {
    /// Creates this node's host element on the first build, or updates its properties and
    /// handlers. The context's pending box modifiers become the element's `modifiers`, its
    /// pending accessibility the element's `accessibility`.
    ///
    /// `handlers` is `nil` for view types that never answer events (text, stacks, images):
    /// their element keeps the empty handlers it was made with, and an update leaves them be.
    func buildHostElement(_ kind: HostElementKind, properties: HostProperties, handlers: HostEventHandlers? = nil) {
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

    private func placeHostElement(_ kind: HostElementKind, properties: HostProperties, handlers: HostEventHandlers?) {
        // Unretained: the graph holds its tree for good.
        withGuaranteed(Unmanaged.passUnretained(graph.hostTree)) { tree in
            if let hostElement {
                if let handlers {
                    tree.setProperties(properties, handlers: handlers, of: hostElement)
                } else {
                    tree.setProperties(properties, of: hostElement)
                }
            } else {
                hostElement = tree.makeElement(kind, properties: properties, handlers: handlers ?? HostEventHandlers())
                // A root that is itself a host view places its element directly under the tree root.
                if parent == nil { graph.markRootStructureChanged() }
            }
        }
    }

    /// The host elements this subtree contributes to its nearest host ancestor, in order: its
    /// own element, or (for views without one) those of its children.
    func flattenedHostElements() -> [HostElementID] {
        var elements: [HostElementID] = []
        // At least one element per child is the usual case (a row's stack of texts and
        // buttons): grown by appends, the array was made three times for a row's four.
        elements.reserveCapacity(childNodes.count)
        for child in childNodes { child.collectHostElements(into: &elements) }
        return elements
    }

    func collectHostElements(into elements: inout [HostElementID]) {
        if let hostElement {
            elements.append(hostElement)
            return
        }
        for child in childNodes { child.collectHostElements(into: &elements) }
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
        _ kind: HostElementKind, properties: HostProperties, handlers: HostEventHandlers? = nil,
        content: Content
    ) {
        buildHostElement(kind, properties: properties, handlers: handlers)
        updateHostContent(content)
    }
}
