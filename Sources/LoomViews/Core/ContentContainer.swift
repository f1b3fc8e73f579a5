import LoomReactive

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// A built-in container (a stack, a tuple, a modifier) whose node keeps only what is not its
/// content: its content is already kept, in its own type, by the child nodes it was built into.
///
/// Why: every node keeps the value it was last built with, so a row's stack stored its text and
/// buttons again, the tuple inside it stored them a third time and the row's modifier a fourth
/// (about 1.3 KB per row of the benchmark table). A container's node keeps its ``_Shell`` (the
/// stack's alignment and spacing, the modifier itself, nothing for a tuple); an update compares
/// the shell and hands the content to the children, which compare it with what they keep, as
/// they did when the container had changed; a rebuild that gets no new value (an environment
/// change above, an invalidation) puts the value together again from the shell and the
/// children's values (``reassemble(_:from:)``).
///
/// Internal, and found by a cast once per view type (``ViewTypeInfo``) rather than by a
/// requirement on `View`: a new requirement changes every conformer's witness table, and
/// incremental builds of dependent modules did not rebuild theirs (stale tables crashed).
@MainActor
protocol ContentContainer: BuiltinView {
    /// Everything in the value but its content.
    associatedtype Shell
    var shell: Shell { get }
    /// Whether this type's nodes keep only the shell (a modified view asks its modifier).
    static var keepsContentInChildren: Bool { get }
    /// Whether two shells build the same container (its own element or context, not its content).
    static func isSameShell(_ lhs: Shell, _ rhs: Shell, at node: Node) -> Bool
    /// Whether this value's shell is `shell` (compared as ``isSameShell(_:_:at:)`` does): a
    /// container whose shell is one of its stored properties compares it where it lies, with no
    /// copy made by the ``shell`` getter (see ``ModifiedContent``), and a stack compares its
    /// fields in its own code.
    ///
    /// `mutating`, with `shell` `inout`, only so that each arrives as its address (this value
    /// as it lies in the caller's, the shell as the stored view's property) and can be handed
    /// on as that address; nothing is written. Borrowed, they reached ``Node/isSameShell(_:_:)``
    /// as values whose addresses two generic `withUnsafePointer` calls then took, closures and
    /// thunks included: about 180 instructions per re-run row of the benchmark table for its
    /// modifier. And the protocol's default, reached by a stack through its witness, looked up
    /// the shell's type and made and destroyed a copy of it: about 100 more for its stack. An
    /// instance method, not a static one with the value `inout`: a static method of a generic
    /// type gets its generic arguments one by one and looked the type's metadata up (about 320
    /// instructions) to find where the modifier lies.
    mutating func hasShell(lent shell: inout Shell, at node: Node) -> Bool
    /// The value built last into `node`, from its shell and its children's values; `nil` when a
    /// child is missing or of another type (never after a build: content goes to fixed indices).
    static func reassemble(_ shell: Shell, from node: Node) -> Self?
    /// Brings the children up to date with this value's content when the shell and the context
    /// are unchanged: each child compares its part with what it keeps.
    func updateContent(in node: Node)
}

extension ContentContainer {
    static var keepsContentInChildren: Bool { true }

    /// Building again changes nothing the container itself made when its shell and context are
    /// the same (a tuple, an environment write that reuses its last result).
    func updateContent(in node: Node) { _buildNodeTree(node) }

    mutating func hasShell(lent shell: inout Shell, at node: Node) -> Bool {
        Self.isSameShell(shell, self.shell, at: node)
    }
}

extension ContentContainer where Shell: Equatable {
    static func isSameShell(_ lhs: Shell, _ rhs: Shell, at node: Node) -> Bool { lhs == rhs }
}

/// A shell with nothing in it: a tuple or a group is only its content.
struct NoShell: Equatable {}

/// ``StoredView`` of a ``ContentContainer``: the shell alone.
///
/// Shared by the nodes of one container type whose shells are the same (every row's stack has
/// the same alignment and spacing, every unselected row's modifier the same colour): a node
/// made next to one with the same shell takes its stored view (``make(for:like:at:)``), so a
/// table's rows keep one stack shell and one modifier shell between them instead of one each
/// (about 100 bytes per row, issue 18). A shared one is never written: a node whose shell
/// changes gets one of its own (``update(_:to:context:)``).
@MainActor
final class ContainerStoredView<C: ContentContainer>: StoredView {
    /// Unchecked exclusivity, for the reason given on ``Node``. Written only while this object
    /// is its node's alone.
    @exclusivity(unchecked) private(set) var shell: C.Shell

    init(_ shell: C.Shell, typeInfo: ViewTypeInfo) {
        self.shell = shell
        super.init(typeInfo: typeInfo)
    }

    /// The shell of `view`, read where the value lies: a copy of the whole container first
    /// (its content, a row's stack and buttons, retained and released again) cost about 2,000
    /// instructions per created row of the benchmark table.
    override class func make<W: View>(for view: W, typeInfo: ViewTypeInfo) -> StoredView {
        guard W.self == C.self else { return TypedStoredView<W>(view, typeInfo: ViewTypeInfo.of(W.self)) }
        // `W` is `C`: the value's memory holds a `C`, lent as it lies (see `shell(ofLent:)`).
        let shell = withAddress(of: view) { Self.shell(ofLent: &UnsafeMutableRawPointer(mutating: $0).assumingMemoryBound(to: C.self).pointee) }
        return self.init(shell, typeInfo: typeInfo)
    }

    /// `recent` when it is of this class and its shell is the same as `view`'s (compared as an
    /// update compares them), a new one otherwise.
    override class func make<W: View>(
        for view: W, typeInfo: ViewTypeInfo, like recent: consuming StoredView?, at node: Node
    ) -> StoredView {
        guard W.self == C.self, let recent = consume recent,
            ObjectIdentifier(type(of: recent)) == ObjectIdentifier(self)
        else {
            return make(for: view, typeInfo: typeInfo)
        }
        // Of this class, checked above. Unretained: `recent` holds it through the comparison,
        // and a reference captured by the closure below was retained for it and released after.
        let candidate = Unmanaged.passUnretained(unsafeDowncast(recent, to: self))
        // Compared where the value lies (see ``ContentContainer/hasShell(lent:at:)``); the shell
        // is read out only for a new stored view.
        let isSame = withAddress(of: view) { address in
            withGuaranteed(candidate) {
                $0.hasShell(ofLent: &UnsafeMutableRawPointer(mutating: address).assumingMemoryBound(to: C.self).pointee, at: node)
            }
        }
        // `recent` itself, not `candidate` (a second reference, retained to be returned).
        if isSame { return recent }
        return make(for: view, typeInfo: typeInfo)
    }

    /// Whether `view`'s shell is this one's. `inout` only so that `view` arrives as the
    /// caller's address and is passed on as it (it is not written): through `pointee`, the
    /// unspecialised call copied the whole container first and destroyed it after (for each
    /// row of the benchmark table made, its modifier with the stack, texts and buttons in it,
    /// and its stack: 1.5% of creating rows, by callgrind). The stored shell is lent as the
    /// address of this object's property, as `TypedStoredView.isSame` lends its value (nothing
    /// is written: a shared stored view stays as it is). Passed as the plain property, it was
    /// copied for the call and destroyed after (a row modifier's key path and colour: about
    /// 200 instructions per re-run or re-selected row, issue 18).
    private func hasShell(ofLent view: inout C, at node: Node) -> Bool {
        view.hasShell(lent: &shell, at: node)
    }

    /// `view`'s shell, read where the value lies (see ``hasShell(ofLent:at:)``).
    private static func shell(ofLent view: inout C) -> C.Shell { view.shell }

    override func anyView(at node: Node) -> (any View)? { C.reassemble(shell, from: node) }

    override func value<W: View>(as _: W.Type, at node: Node) -> W? {
        C.reassemble(shell, from: node).flatMap { sameType($0, as: W.self) }
    }

    override func holds<V: View>(_: V.Type) -> Bool { V.self == C.self }

    override var typeName: String { String(describing: C.self) }

    /// Like ``Node/update(to:context:)`` for a whole value, but the content is compared by the
    /// children: a same shell and context only passes the content on.
    override func update<W: View>(_ node: Node, to view: W, context: NodeContext) {
        guard W.self == C.self else { return }
        // `W` is `C`: the value's memory holds a `C`, handed on as its address. Cast with
        // `sameType`, the value was copied and destroyed (a modified row's stack and modifier:
        // about 700 instructions per re-run row of the benchmark table, issue 18).
        // Unretained: a closure capturing `self` retained it in debug builds, and then a
        // stored view held by its node alone no longer looked unique (see below).
        let this = Unmanaged.passUnretained(self)
        withAddress(of: view) { address in
            withGuaranteed(this) {
                $0.update(node, toLent: &UnsafeMutableRawPointer(mutating: address).assumingMemoryBound(to: C.self).pointee, context: context)
            }
        }
    }

    /// `inout` only so that `view` arrives as the caller's address and is passed on as it; it
    /// is not written.
    private func update(_ node: Node, toLent view: inout C, context: NodeContext) {
        let contextChanged = !node.context.isSame(as: context)
        let sameShell = hasShell(ofLent: &view, at: node)
        if !node.needsRebuild, !contextChanged, sameShell {
            return view.updateContent(in: node)
        }
        // Held until this call returns once the node lets go of this object (the caller holds
        // it unretained).
        var replaced: StoredView?
        defer { withExtendedLifetime(replaced) {} }
        if !sameShell {
            if node.viewSlot.holdsStoredViewUniquely() {
                shell = view.shell
            } else {
                // Shared with other nodes (see the type's comment): this node's own from now on.
                replaced = node.storedView
                node.storedView = Self(view.shell, typeInfo: typeInfo)
            }
        }
        if contextChanged { node.context = context }
        node.needsRebuild = false
        node.graph.countBuild(of: node)
        view._buildNodeTree(node)
    }

    override func rebuildInPlace(_ node: Node) {
        guard let value = C.reassemble(shell, from: node) else { return node.reportMissingContent() }
        node.rebuildInPlace(value)
    }

    override func revisit(_ node: Node, context: NodeContext) {
        guard let value = C.reassemble(shell, from: node) else { return node.reportMissingContent() }
        update(node, to: value, context: context)
    }
}

/// `value` as `Target` when that is its type (a node's view type is fixed, so the engine's
/// generic paths know it is), `nil` otherwise: a metadata check, no cast through `Any`.
@inline(__always)
func sameType<Value, Target>(_ value: Value, as _: Target.Type) -> Target? {
    guard Value.self == Target.self else { return nil }
    return unsafeBitCast(value, to: Target.self)
}

extension Node {
    /// The value this node was last built with, in its type: `nil` before the first build or
    /// for another type. For containers putting their value together again.
    func storedValue<V: View>(of _: V.Type) -> V? {
        storedView?.value(as: V.self, at: self)
    }

    /// The content of a single-child container: the value its first child was built with.
    func firstChildValue<V: View>(of _: V.Type) -> V? {
        childNodes.first?.storedValue(of: V.self)
    }

    /// Compares two shells with the comparison plan cached on this node (a container node
    /// compares no whole values, so the slot is free), for shells that are not `Equatable`.
    ///
    /// Two shells with the same bits are the same shell, whatever their fields (the same
    /// references, the same closure contexts, the same plain data), so they are compared byte
    /// by byte first, as SwiftUI compares plain values, and by the plan only when a byte differs
    /// (an equal value held in another object, or bits a field leaves unused). A row's
    /// `.foregroundColor` modifier (a key path made once per literal, and a colour) went through
    /// its plan of three comparators on every re-run of the row: about 260 instructions per
    /// re-run row of the benchmark table (issue 18).
    func isSameShell<Shell>(_ lhs: Shell, _ rhs: Shell) -> Bool {
        withAddresses(of: lhs, rhs) { isSameShell(at: $0, $1, as: Shell.self) }
    }

    /// ``isSameShell(_:_:)`` of two shells lent where they lie (see
    /// ``ContentContainer/hasShell(lent:at:)``): `inout` only so that each arrives as its
    /// address, which goes on to the comparison as it is, with no closure in between; neither
    /// is written.
    func isSameShell<Shell>(lent lhs: inout Shell, _ rhs: inout Shell) -> Bool {
        isSameShell(of: &lhs, &rhs)
    }

    /// Typed, so that the `inout` arguments above convert to pointers without a cast (the
    /// conversion of a value that may hold references straight to a raw pointer is flagged).
    private func isSameShell<Shell>(of lhs: UnsafePointer<Shell>, _ rhs: UnsafePointer<Shell>) -> Bool {
        isSameShell(at: UnsafeRawPointer(lhs), UnsafeRawPointer(rhs), as: Shell.self)
    }

    /// The comparison itself, of the shells at `lhs` and `rhs`.
    private func isSameShell<Shell>(at lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, as _: Shell.Type) -> Bool {
        if memcmp(lhs, rhs, MemoryLayout<Shell>.size) == 0 { return true }
        return shellComparator(for: Shell.self).isEqual(lhs, rhs)
    }

    /// The plan for this node's shells, made at the first comparison that needs it.
    private func shellComparator<Shell>(for _: Shell.Type) -> FieldComparator {
        if let comparator { return comparator }
        let plan = ComparatorCache.comparator(for: Shell.self)
        comparator = plan
        return plan
    }

    /// Makes the stored view of a new node: the shell for a container, the whole value otherwise,
    /// made by the class its type info holds. A root learns its type here (a child is made with it).
    func makeStoredView<V: View>(_ view: V) -> StoredView {
        // Unretained (see ``NodeViewSlot/unretainedTypeInfo``): infos live as long as the process.
        let info: Unmanaged<ViewTypeInfo>
        if let known = viewSlot.unretainedTypeInfo {
            info = known
        } else {
            let made = ViewTypeInfo.of(V.self)
            typeInfo = made
            info = Unmanaged.passUnretained(made)
        }
        return withGuaranteed(info) { info in
            guard info.container != nil else { return info.storedViewClass.make(for: view, typeInfo: info) }
            keepsContentInChildren = true
            if let shared = info.sharedStoredView { return shared }
            let recent = info.recentStoredView
            // Its identity read before it is handed over (see `StoredView.make(for:typeInfo:like:at:)`).
            let recentIdentity = recent == nil ? nil : ObjectIdentifier(recent!)
            let made = info.storedViewClass.make(for: view, typeInfo: info, like: consume recent, at: self)
            if ObjectIdentifier(made) != recentIdentity { info.recentStoredView = made }
            return made
        }
    }

    /// A container's children lost its content: cannot happen after a build (content goes to
    /// fixed indices of fixed types); reported rather than trapping.
    func reportMissingContent() {
        graph.report("The content of \(viewName) was not found in its children; it was not rebuilt.")
    }
}
