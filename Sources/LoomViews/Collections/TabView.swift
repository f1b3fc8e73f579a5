import LoomHost

/// Screens the user switches between with a bar of tabs, each labelled by its `tabItem`.
///
/// ```swift
/// TabView(selection: $tab) {
///     HomeView().tabItem { Label("Home", systemImage: "house") }.tag(0)
///     SettingsView().tabItem { Label("Settings", systemImage: "gear") }.tag(1)
/// }
/// ```
/// A tab is identified by its `.tag` (or, without one, its position). A tab's content is built
/// when it is first chosen and then kept, as SwiftUI keeps it: switching away and back finds its
/// `@State` as it was left. A tab you leave gets `onDisappear` (its `task` is cancelled) and
/// the tab you choose gets `onAppear` (its `task` starts again), each time, old before new, as
/// in SwiftUI (see `ViewVisibility`), also when written after `.tabItem` (see `TabEdge`). Host form: a `container` styled `tabview` whose children are
/// containers styled `tab` (`tab selected` for the chosen one), each a button with the tab's
/// label and, once the tab has been chosen, the content. Renderers show the content of the
/// selected tab only (the page hides the rest, the terminal skips it); the text renderer, a dump
/// of the whole tree, lists every kept tab's content under its unselected `tab`.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var registry = TabRegistry()
    @State private var appearanceChanges = AppearanceChanges()
    @State private var chosen: AnyHashable?

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: some View {
        let selection = selection
        let chosenBinding = $chosen
        let current: AnyHashable? = selection.map { AnyHashable($0.wrappedValue) } ?? chosen
        let context = TabContext(registry: registry, appearanceChanges: appearanceChanges, selected: current) { key in
            if let selection {
                if let value = key.base as? SelectionValue { selection.wrappedValue = value }
            } else {
                chosenBinding.wrappedValue = key
            }
        }
        return StyledContainer(style: "tabview", content: content)
            .environment(\.tabContext, context)
            .environment(\.isOutsideTabItem, true)
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs whose choice the view keeps itself; the first is chosen at first.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

extension View {
    /// The label of this view's tab in the `TabView` around it.
    public func tabItem<Item: View>(@ViewBuilder _ label: () -> Item) -> some View {
        modifier(TabItemModifier(label: label()))
    }

    /// How a `TabView` shows its tabs (accepted; pages always show a tab bar).
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { self }
}

/// The look of a `TabView`: `.automatic` or `.page`.
public protocol TabViewStyle {}
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show.
    public enum IndexDisplayMode: Sendable { case automatic, always, never }
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}
extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { .init() } }
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { .init() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        .init(indexDisplayMode: indexDisplayMode)
    }
}

/// Hands out positions to a tab view's tabs, once per tab, in the order they are first built.
@MainActor
final class TabRegistry {
    private var next = 0
    func take() -> Int {
        defer { next += 1 }
        return next
    }
}

/// A position a tab took from its tab view, and whether it has been chosen, kept for the tab's
/// lifetime.
@MainActor
final class TabSlot {
    var ordinal: Int?
    /// Set once the tab is first chosen: from then on its content stays built.
    var wasChosen = false
}

/// What a tab asks its tab view: which tab is chosen, and how to choose one.
@MainActor
final class TabContext {
    let registry: TabRegistry
    /// Where the tabs' appearance changes go, unless a tab view around this one has its own.
    let appearanceChanges: AppearanceChanges
    let selected: AnyHashable?
    let select: @MainActor (AnyHashable) -> Void

    init(
        registry: TabRegistry, appearanceChanges: AppearanceChanges, selected: AnyHashable?,
        select: @escaping @MainActor (AnyHashable) -> Void
    ) {
        self.registry = registry
        self.appearanceChanges = appearanceChanges
        self.selected = selected
        self.select = select
    }
}

struct TabItemModifier<Item: View>: ViewModifier, TabItemMarker {
    let label: Item
    @Environment(\.tabContext) private var tabs
    @Environment(\.viewTag) private var tag
    @Environment(\.viewVisibility) private var outerVisibility
    @Environment(\.tabEdge) private var edge
    @State private var slot = TabSlot()

    func body(content: Content) -> some View {
        if let tabs {
            let ordinal = slot.ordinal ?? tabs.registry.take()
            // A reference the tab keeps, not view state: taking a position changes nothing shown.
            slot.ordinal = ordinal
            let key = tag ?? AnyHashable(ordinal)
            let isSelected = tabs.selected.map { $0 == key } ?? (ordinal == 0)
            // Like the ordinal, a fact the tab keeps, not view state: nothing else reads it.
            if isSelected { slot.wasChosen = true }
            let select = tabs.select
            // Shown only when chosen and every tab around it is; one queue for all nesting levels.
            let visibility = ViewVisibility(
                isHidden: !isSelected || (outerVisibility?.isHidden ?? false),
                changes: outerVisibility?.changes ?? tabs.appearanceChanges)
            // Modifiers written after `.tabItem` follow the tab as its content does.
            edge?.settle(visibility)
            return AnyView(StyledContainer(style: isSelected ? "tab selected" : "tab") {
                Button(action: { select(key) }) { label }
                if slot.wasChosen { content.environment(\.viewVisibility, visibility) }
            }
            .environment(\.isOutsideTabItem, false)
            .environment(\.tabEdge, nil))
        }
        return AnyView(content)
    }
}

/// A plain host container with a style the renderers draw (`data-style` on the web).
struct StyledContainer<Content: View>: BuiltinView {
    let style: String
    let content: Content

    init(style: String, content: Content) {
        self.style = style
        self.content = content
    }

    init(style: String, @ViewBuilder content: () -> Content) {
        self.style = style
        self.content = content()
    }

    func _buildNodeTree(_ node: Node) {
        node.buildHostContainer(.container, properties: [.style(style)], content: content)
    }
}

struct TabContextKey: EnvironmentKey {
    static var defaultValue: TabContext? { nil }
}

struct ViewTagKey: EnvironmentKey {
    static var defaultValue: AnyHashable? { nil }
}

extension EnvironmentValues {
    var tabContext: TabContext? {
        get { self[TabContextKey.self] }
        set { self[TabContextKey.self] = newValue }
    }

    /// The `.tag` of the nearest tagged view above, outside a picker (tabs read it).
    var viewTag: AnyHashable? {
        get { self[ViewTagKey.self] }
        set { self[ViewTagKey.self] = newValue }
    }
}
