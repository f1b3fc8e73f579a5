import LoomHost

extension View {
    /// Places items in the screen's bar: buttons, an edit button, a title view.
    ///
    /// ```swift
    /// .toolbar {
    ///     ToolbarItem(placement: .navigationBarTrailing) { EditButton() }
    ///     ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
    /// }
    /// ```
    /// Views given without a `ToolbarItem` go to the automatic (trailing) place.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(items: content()))
    }

    /// The older form: items at the leading and trailing ends of the navigation bar.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }
}

/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Hashable, Sendable {
    /// The place's name in the host tree: `leading`, `trailing`, `principal` or `bottom`.
    let name: String

    public static let automatic = ToolbarItemPlacement(name: "trailing")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let navigation = ToolbarItemPlacement(name: "leading")
    public static let primaryAction = ToolbarItemPlacement(name: "trailing")
    public static let secondaryAction = ToolbarItemPlacement(name: "trailing")
    public static let confirmationAction = ToolbarItemPlacement(name: "trailing")
    public static let cancellationAction = ToolbarItemPlacement(name: "leading")
    public static let destructiveAction = ToolbarItemPlacement(name: "trailing")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "leading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "trailing")
    public static let topBarLeading = ToolbarItemPlacement(name: "leading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "trailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottom")
    public static let keyboard = ToolbarItemPlacement(name: "bottom")
    public static let status = ToolbarItemPlacement(name: "bottom")
}

/// One item of a toolbar, at a placement.
public struct ToolbarItem<ID, Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content

    public var body: some View {
        HostPart("toolbar-" + placement.name) { content }
    }
}

extension ToolbarItem where ID == Void {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several toolbar items at one placement.
public struct ToolbarItemGroup<Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var body: some View {
        HostPart("toolbar-" + placement.name) { content }
    }
}

/// Shows the toolbar's items in a bar before the content.
struct ToolbarModifier<Items: View>: ViewModifier {
    typealias Body = Never
    let items: Items

    func _buildModifiedContent<Wrapped: View>(_ content: Wrapped, in node: Node) {
        node.updateChild(NavigationBar(items: items), at: 0, context: node.context)
        node.updateChild(content, at: 1, context: node.context)
    }
}

/// The bar's host element.
struct NavigationBar<Items: View>: BuiltinView {
    let items: Items

    func _buildNodeTree(_ node: Node) {
        node.buildHostContainer(.navigationBar, properties: [], content: items)
    }
}
