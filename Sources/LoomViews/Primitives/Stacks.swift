import LoomHost

/// Children laid out top to bottom.
public struct VStack<Content: View>: BuiltinView {
    public var alignment: HorizontalAlignment
    public var spacing: Double?
    public var content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func _buildNodeTree(_ node: Node) {
        node.buildHostContainer(.vstack, properties: stackProperties(alignment.host, spacing), content: content)
    }
}

/// Children laid out leading to trailing.
public struct HStack<Content: View>: BuiltinView {
    public var alignment: VerticalAlignment
    public var spacing: Double?
    public var content: Content

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func _buildNodeTree(_ node: Node) {
        node.buildHostContainer(.hstack, properties: stackProperties(alignment.host, spacing), content: content)
    }
}

/// Children laid over each other, the last on top.
public struct ZStack<Content: View>: BuiltinView {
    public var alignment: Alignment
    public var content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public func _buildNodeTree(_ node: Node) {
        node.buildHostContainer(.zstack, properties: stackProperties(alignment.host, nil), content: content)
    }
}

extension VStack: ContentContainer {
    /// Its content alone, when its element can stay as it is (see
    /// ``Node/updatedStackContentAlone(_:)``).
    func updateContent(in node: Node) {
        if !node.updatedStackContentAlone(content) { _buildNodeTree(node) }
    }

    /// The stack's node keeps its alignment and spacing; its content is its child's (see ``ContentContainer``).
    var shell: StackShell<HorizontalAlignment> { StackShell(alignment: alignment, spacing: spacing) }

    /// Compared here, where the shell's type is concrete (see ``StackShell``).
    static func isSameShell(_ lhs: StackShell<HorizontalAlignment>, _ rhs: StackShell<HorizontalAlignment>, at _: Node) -> Bool {
        lhs == rhs
    }

    /// Compared in this stack's own code (see ``ContentContainer/hasShell(lent:at:)``).
    mutating func hasShell(lent shell: inout StackShell<HorizontalAlignment>, at _: Node) -> Bool {
        self.shell == shell
    }

    static func reassemble(_ shell: StackShell<HorizontalAlignment>, from node: Node) -> VStack? {
        node.contentValue(of: Content.self).map { content in VStack(alignment: shell.alignment, spacing: shell.spacing) { content } }
    }
}

extension HStack: ContentContainer {
    /// Its content alone, when its element can stay as it is (see
    /// ``Node/updatedStackContentAlone(_:)``).
    func updateContent(in node: Node) {
        if !node.updatedStackContentAlone(content) { _buildNodeTree(node) }
    }

    /// The stack's node keeps its alignment and spacing; its content is its child's (see ``ContentContainer``).
    var shell: StackShell<VerticalAlignment> { StackShell(alignment: alignment, spacing: spacing) }

    /// Compared here, where the shell's type is concrete (see ``StackShell``).
    static func isSameShell(_ lhs: StackShell<VerticalAlignment>, _ rhs: StackShell<VerticalAlignment>, at _: Node) -> Bool {
        lhs == rhs
    }

    /// Compared in this stack's own code (see ``ContentContainer/hasShell(lent:at:)``).
    mutating func hasShell(lent shell: inout StackShell<VerticalAlignment>, at _: Node) -> Bool {
        self.shell == shell
    }

    static func reassemble(_ shell: StackShell<VerticalAlignment>, from node: Node) -> HStack? {
        node.contentValue(of: Content.self).map { content in HStack(alignment: shell.alignment, spacing: shell.spacing) { content } }
    }
}

extension ZStack: ContentContainer {
    /// Its content alone, when its element can stay as it is (see
    /// ``Node/updatedStackContentAlone(_:)``).
    func updateContent(in node: Node) {
        if !node.updatedStackContentAlone(content) { _buildNodeTree(node) }
    }

    /// The stack's node keeps its alignment; its content is its child's (see ``ContentContainer``).
    var shell: StackShell<Alignment> { StackShell(alignment: alignment, spacing: nil) }

    /// Compared here, where the shell's type is concrete (see ``StackShell``).
    static func isSameShell(_ lhs: StackShell<Alignment>, _ rhs: StackShell<Alignment>, at _: Node) -> Bool {
        lhs == rhs
    }

    /// Compared in this stack's own code (see ``ContentContainer/hasShell(lent:at:)``).
    mutating func hasShell(lent shell: inout StackShell<Alignment>, at _: Node) -> Bool {
        self.shell == shell
    }

    static func reassemble(_ shell: StackShell<Alignment>, from node: Node) -> ZStack? {
        node.contentValue(of: Content.self).map { content in ZStack(alignment: shell.alignment) { content } }
    }
}

/// What a stack's node keeps of it (see ``ContentContainer``).
///
/// Each stack compares its shells in its own `isSameShell`, where the alignment type is known:
/// the `==` that `ContentContainer`'s default calls is the generic one, which looked up
/// `StackShell<StackAlignment>`'s metadata at every call (about 330 instructions per re-run row
/// of the benchmark table).
struct StackShell<StackAlignment: Equatable>: Equatable {
    let alignment: StackAlignment
    let spacing: Double?
}

extension Node {
    /// Whether a stack whose alignment, spacing and context are unchanged can leave its element
    /// as it is and update only its content. Not when its content changed in an animated pass:
    /// a stack rebuilt in such a pass gives its element the pass's animation (see
    /// `buildHostElement`), as it did when it kept its content and compared it whole, so the
    /// content is compared as it was then (the same plan, against the value its child keeps).
    ///
    /// Inlined, with the comparison apart: a generic function that may hold a `Content?` looks
    /// up `Optional<Content>`'s metadata on entry, before any test (about 330 instructions per
    /// re-run row of the benchmark table, in passes with no animation, where it is not used).
    @inline(__always)
    func updatesStackContentAlone<Content: View>(_ content: Content) -> Bool {
        guard graph.passAnimation != nil else { return true }
        return keptContentIsSame(as: content)
    }

    /// Whether `content` is the same as the content this stack's children were last built with.
    @inline(never)
    private func keptContentIsSame<Content: View>(as content: Content) -> Bool {
        guard let kept = contentValue(of: Content.self) else { return false }
        return ViewGraph.compare(kept, content)
    }

    /// A stack's `updateContent(in:)`: updates its content alone and answers `true` when its
    /// element can stay as it is (``updatesStackContentAlone(_:)``), `false` when the stack must
    /// be built whole.
    ///
    /// Why each stack calls this from its own `updateContent(in:)` rather than sharing one in a
    /// protocol extension: through a protocol of their own (whose `Content` depends on the
    /// stack's generic parameter), each call from the `ContentContainer` witness looked up the
    /// stack's conformance to it at run time (`swift_getWitnessTable`: about 100 instructions
    /// per re-run row of the benchmark table).
    @inline(__always)
    func updatedStackContentAlone<Content: View>(_ content: Content) -> Bool {
        guard updatesStackContentAlone(content) else { return false }
        updateHostContent(content)
        return true
    }

    /// The content half of ``buildHostContainer(_:properties:handlers:content:)``: a tuple's
    /// children are the host container's own (see ``updateContent(_:context:)``).
    func updateHostContent<Content: View>(_ content: Content) {
        updateContent(content, context: context.forHostContent)
        if isPendingHostSync { syncHostChildren() }
    }
}

func stackProperties(_ alignment: HostAlignment, _ spacing: Double?) -> HostProperties {
    var properties: HostProperties = []
    if alignment != .center { properties.set(.alignment(alignment)) }
    if let spacing { properties.set(.spacing(spacing)) }
    return properties
}
