/// What the engine knows about one view type, shared by every node of that type: its identity,
/// its comparison and dynamic-property plans (made on first use), and whether it is a content
/// container (see ``ContentContainer``).
///
/// One reference in a node instead of the type's identity and two plans: a node is made for
/// every view of every row, and the three words took it from 120 to 136 bytes, which the
/// allocator rounds from 128 to 144 (memory per row). Plans per type rather than per node
/// also look each plan up once per type instead of once per node.
@MainActor
final class ViewTypeInfo {
    let type: ObjectIdentifier
    /// The comparison plan (of the whole value, or of a container's shell), made on first use.
    var comparator: FieldComparator?
    /// The dynamic-property plan, made on first use.
    var installer: PropertyInstaller?
    /// The type as a content container whose nodes keep only its shell, or `nil`.
    let container: (any ContentContainer.Type)?
    /// For a container that is only its content (a tuple, a group): the one stored view all its
    /// nodes share, as it holds nothing of any of them.
    let sharedStoredView: StoredView?

    private init<V: View>(_: V.Type) {
        type = ObjectIdentifier(V.self)
        let container = (V.self as? any ContentContainer.Type).flatMap { $0.keepsContentInChildren ? $0 : nil }
        self.container = container
        sharedStoredView = container.flatMap { Self.sharedStoredView(of: $0) }
    }

    private static func sharedStoredView<C: ContentContainer>(of _: C.Type) -> StoredView? {
        guard C.Shell.self == NoShell.self, let shell = sameType(NoShell(), as: C.Shell.self) else { return nil }
        return ContainerStoredView<C>(shell)
    }

    private static var known: [ObjectIdentifier: ViewTypeInfo] = [:]

    /// The info of `V`, made on first use: one dictionary look-up per node made, where the
    /// node made its own plan look-ups before.
    static func of<V: View>(_: V.Type) -> ViewTypeInfo {
        if let info = known[ObjectIdentifier(V.self)] { return info }
        let made = ViewTypeInfo(V.self)
        known[made.type] = made
        return made
    }
}
