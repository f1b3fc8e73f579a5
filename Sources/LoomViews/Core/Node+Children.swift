import LoomHost
import LoomReactive

extension Node {
    /// Builds or updates the child at `index` for `view`: the same node when the view type is
    /// unchanged (structural identity), a fresh node (and fresh state) when it changed.
    func updateChild<V: View>(_ view: V, at index: Int, context: NodeContext) {
        let type = ObjectIdentifier(V.self)
        if index < childNodes.count {
            // Unretained: the node's children are replaced only below, after this call, and
            // no pass that could rebuild this node starts inside it (a body cannot start one,
            // see `ViewGraph.refusesReentry`).
            let existing = Unmanaged.passUnretained(childNodes[index])
            // Asked apart from the update: in one closure, the type check and the call were
            // no longer inlined once the type's identity came from the stored view (about 20
            // instructions per child update).
            if withGuaranteed(existing, { $0.viewType == type }) {
                return withGuaranteed(existing) { $0.update(to: view, context: context) }
            }
            let child = childNodes[index]
            child.unmount()
            let replacement = Node(parent: self, typeInfo: infoOfChild(at: index, V.self), context: context)
            childNodes[index] = replacement
            replacement.update(to: view, context: context)
        } else {
            let child = Node(parent: self, typeInfo: infoOfChild(at: index, V.self), context: context)
            // Built unretained: the list takes the reference the node was made with (a copy
            // for the list and a release of the local after the build were a retain/release
            // pair per node made, six per created benchmark row), and it keeps the node through
            // the build, for the reason given above.
            // (`consume`: a local's lifetime otherwise lasts to the end of its scope, and the
            // call got a copy.)
            let placed = Unmanaged.passUnretained(child)
            appendChild(consume child)
            withGuaranteed(placed) { $0.update(to: view, context: context) }
        }
        graph.markHostStructureChanged(below: self)
    }

    /// Appends a new child; the second one makes the list's array with room for as many
    /// children as this node's type has had (see ``ViewTypeInfo/knownChildCount``).
    ///
    /// Why: a row's stack gets its four children one by one, and its list grew from one
    /// (inline) to an array of two and then again to four: two array allocations per row made
    /// (issue 18: 8,008 buffer allocations per 4 runs of replacing 1,000 rows).
    ///
    /// (A `SmallList.append(_:reservingCapacity:)` that moved the first child into the array
    /// instead was dropped: its reads of the list's form retained more than it saved, 24,072
    /// calls making 32,070 retains against 12,018 here, +171,000 instructions a run of creating
    /// 1,000 rows, by callgrind.)
    private func appendChild(_ child: consuming Node) {
        let expected = childNodes.count == 1 ? knownChildCount : 0
        guard expected > 2 else { return childNodes.append(consume child) }
        var nodes: [Node] = []
        nodes.reserveCapacity(expected)
        nodes.append(childNodes[0])
        nodes.append(consume child)
        childNodes = NodeChildren(nodes)
    }

    /// This node's type's ``ViewTypeInfo/knownChildCount``, its info read unretained (see
    /// ``NodeViewSlot/unretainedTypeInfo``; ``typeInfo`` hands out a reference of its own).
    private var knownChildCount: Int {
        guard let info = viewSlot.unretainedTypeInfo else { return 0 }
        return withGuaranteed(info) { $0.knownChildCount }
    }

    /// Builds or updates `content`, the one content of a container whose content type is fixed
    /// by its own type (a host container's): as the child at 0, or, for a tuple, as this
    /// node's children themselves, by position (see ``PlacesChildrenInParent``). A container
    /// must place its content always this way or always with ``updateChild(_:at:context:)``.
    func updateContent<Content: View>(_ content: Content, context: NodeContext) {
        if let children = contentInfo(of: Content.self).placesChildrenInParent {
            return children.updateChildren(of: content, in: self, context: context)
        }
        updateChild(content, at: 0, context: context)
    }

    /// The content this node last built with ``updateContent(_:context:)``, from its children;
    /// `nil` before the first build.
    func contentValue<Content: View>(of _: Content.Type) -> Content? {
        if let children = contentInfo(of: Content.self).placesChildrenInParent {
            return children.reassembled(from: self, as: Content.self)
        }
        return firstChildValue(of: Content.self)
    }

    private func contentInfo<V: View>(of _: V.Type) -> ViewTypeInfo {
        guard let info = viewSlot.unretainedTypeInfo else { return ViewTypeInfo.of(V.self) }
        return withGuaranteed(info) { $0.contentInfo(of: V.self) }
    }

    /// Makes a new child node for `view` without placing it; the caller places it. Its info is
    /// remembered as the one at position 0: a container that places its children itself (a
    /// `ForEach`) makes them all of one type.
    func makeChild<V: View>(_ view: V, context: NodeContext) -> Node {
        let child = Node(parent: self, typeInfo: infoOfChild(at: 0, V.self), context: context)
        child.update(to: view, context: context)
        return child
    }

    /// The type info of a new child at `index`, remembered by this node's type info (see
    /// ``ViewTypeInfo/childInfo(at:of:)``); by type for a root not built yet.
    private func infoOfChild<V: View>(at index: Int, _: V.Type) -> Unmanaged<ViewTypeInfo> {
        // Unretained (see ``NodeViewSlot/unretainedTypeInfo``): infos live as long as the process.
        guard let info = viewSlot.unretainedTypeInfo else { return Unmanaged.passUnretained(ViewTypeInfo.of(V.self)) }
        return withGuaranteed(info) { $0.unretainedChildInfo(at: index, of: V.self) }
    }

    /// Removes the children from `count` on, ending their identity.
    func removeChildren(from count: Int) {
        guard childNodes.count > count else { return }
        for child in childNodes[count...] { child.unmount() }
        childNodes.removeSubrange(count...)
        graph.markHostStructureChanged(below: self)
    }

    /// Replaces every child: ends the identity of the old ones and builds `view` afresh at 0.
    func replaceChildren<V: View>(with view: V, context: NodeContext) {
        for child in childNodes { child.unmount() }
        childNodes = [makeChild(view, context: context)]
        graph.markHostStructureChanged(below: self)
    }

    /// Ends this node's identity: its state is released, its subscriptions and tasks are
    /// cancelled, and its `onDisappear` actions are queued, for the whole subtree.
    ///
    /// With `discardingHostElements` false the subtree's host elements are not looked up to be
    /// discarded: the caller has already destroyed the detached ones with the host tree's
    /// ``HostTree/discardDetached(_:)``, which said none is left detached anywhere (so each
    /// element of the subtree is gone or still attached, and discarding leaves attached ones
    /// alone anyway). A cleared list then looks up one element per row, not one per element.
    func unmount(discardingHostElements: Bool = true) {
        guard isMounted else { return }
        isMounted = false
        // An unmounted node may outlive its parent (a queue or a handler can still hold it):
        // dropping the unretained pointer keeps it from dangling (see ``parent``).
        parent = nil
        // Queues the storage's teardown (`onDisappear`, task cancellation) and lets it go.
        releaseHandle()
        if !childNodes.isEmpty { unmountChildren(discardingHostElements: discardingHostElements) }
        if discardingHostElements, let hostElement { graph.hostTree.discardIfDetached(hostElement) }
    }

    /// Unmounts the children, their list moved out for the walk and back after: copied, it
    /// was retained and released for each node with children (three a cleared benchmark row),
    /// and each child is reached through the moved list, unretained, as it keeps them. Moving
    /// is safe because unmounting a child never reads or edits its parent's list (it drops
    /// its own link to the parent, queues its teardown and walks its own children).
    private func unmountChildren(discardingHostElements: Bool) {
        var children = NodeChildren()
        swap(&children, &childNodes)
        for index in children.indices {
            withGuaranteed(Unmanaged.passUnretained(children[index])) {
                $0.unmount(discardingHostElements: discardingHostElements)
            }
        }
        swap(&children, &childNodes)
    }
}
