import LoomHost

/// A stack of screens: a root, and the screens pushed over it by navigation links or by
/// changing the path. Only the top screen shows; those below keep their state.
///
/// ```swift
/// NavigationStack(path: $path) {
///     List(books) { book in NavigationLink(book.title, value: book) }
///         .navigationDestination(for: Book.self) { BookDetail(book: $0) }
///         .navigationTitle("Books")
/// }
/// ```
/// Each pushed screen holds one entry of the browser's history, so the back button pops it.
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let boundPath: PathAccess?
    @State private var ownPath = NavigationPath()
    @State private var pushedViews: [PushedView] = []
    @State private var controller = NavigationStackController()
    @State private var editMode = EditMode.inactive

    init(root: Root, path: PathAccess?) {
        self.root = root
        self.boundPath = path
    }

    public var body: some View {
        let controller = self.controller
        let ownPath = $ownPath, pushedViews = $pushedViews
        let path = boundPath ?? PathAccess(
            elements: { ownPath.wrappedValue.elements },
            append: { value in
                ownPath.wrappedValue.elements.append(value)
                return true
            },
            truncate: { count in ownPath.wrappedValue.elements.removeLast(max(0, ownPath.wrappedValue.count - count)) })
        controller.path = path
        controller.pushView = { view in pushedViews.wrappedValue.append(PushedView(view: view)) }
        controller.present = { destination in
            destination.isPushed = true
            pushedViews.wrappedValue.append(PushedView(destination: destination))
        }
        controller.withdraw = { destination in
            destination.isPushed = false
            // A screen pushed over it goes too, as when SwiftUI's binding turns false.
            guard let index = pushedViews.wrappedValue.firstIndex(where: { $0.destination === destination }) else { return }
            for above in pushedViews.wrappedValue[(index + 1)...] { above.destination?.isPushed = false }
            pushedViews.wrappedValue.removeSubrange(index...)
        }
        let values = path.elements()
        var screens = values.enumerated().map { StackScreen(index: $0.offset, value: $0.element, view: nil, destination: nil) }
        for (offset, pushed) in self.pushedViews.enumerated() {
            screens.append(
                StackScreen(index: values.count + offset, value: AnyHashable(pushed.id), view: pushed.view, destination: pushed.destination))
        }
        let count = values.count
        let pop: @MainActor (Int) -> Void = { index in
            let kept = max(0, index - count)
            let popped = pushedViews.wrappedValue.dropFirst(kept)
            pushedViews.wrappedValue.removeLast(popped.count)
            if index < count { path.truncate(index) }
            // Popped `navigationDestination(isPresented:)` screens tell their bindings.
            for screen in popped {
                guard let destination = screen.destination else { continue }
                destination.isPushed = false
                destination.close()
            }
        }
        return StackElement {
            HostPart("screen") { root }
            ForEach(screens, id: \.id) { screen in
                ScreenContainer(presentation: .push, onDismiss: { pop(screen.index) }) {
                    HostPart("backBar") {
                        Button("‹ Back") { pop(screen.index) }
                    }
                    StackDestination(screen: screen, controller: controller)
                }
                .environment(\.dismiss, DismissAction { pop(screen.index) })
                .environment(\.isPresented, true)
            }
        }
        .environment(\.navigationStack, controller)
        .environment(\.editMode, $editMode)
    }
}

extension NavigationStack where Data == NavigationPath {
    /// A stack that keeps its own path.
    public init(@ViewBuilder root: () -> Root) {
        self.init(root: root(), path: nil)
    }

    /// A stack whose path is `path`: append to push, remove to pop.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.init(
            root: root(),
            path: PathAccess(
                elements: { path.wrappedValue.elements },
                append: { value in
                    path.wrappedValue.elements.append(value)
                    return true
                },
                truncate: { count in path.wrappedValue.removeLast(path.wrappedValue.count - count) }))
    }
}

extension NavigationStack
where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// A stack whose path is an array of one type of value.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.init(
            root: root(),
            path: PathAccess(
                elements: { path.wrappedValue.map { AnyHashable($0) } },
                append: { value in
                    guard let element = value.base as? Data.Element else { return false }
                    path.wrappedValue.append(element)
                    return true
                },
                truncate: { count in
                    let current = path.wrappedValue
                    guard count < current.count else { return }
                    path.wrappedValue = Data(current.prefix(count))
                }))
    }
}

/// A navigation stack in the older style: the same stack, without a path.
///
/// ```swift
/// NavigationView { List { NavigationLink("Settings", destination: SettingsView()) } }
/// ```
public struct NavigationView<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        NavigationStack { content }
    }
}

/// A view pushed by a `NavigationLink(destination:)` or a `navigationDestination(isPresented:)`,
/// identified so its screen keeps its state.
struct PushedView {
    let id = PushedViewID()
    var view: AnyView? = nil
    var destination: PresentedDestination? = nil
}

/// The identity of one pushed view.
final class PushedViewID: Hashable, Sendable {
    nonisolated static func == (lhs: PushedViewID, rhs: PushedViewID) -> Bool { lhs === rhs }
    nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// One pushed screen: its place in the stack and what it shows.
struct StackScreen {
    let index: Int
    let value: AnyHashable
    let view: AnyView?
    let destination: PresentedDestination?

    /// Position and value: a different value pushed at the same place is a new screen.
    var id: [AnyHashable] { [AnyHashable(index), value] }
}

/// The screen for a pushed value, looked up when the screen is built (after the root, whose
/// `navigationDestination`s have registered by then).
struct StackDestination: View {
    let screen: StackScreen
    let controller: NavigationStackController

    var body: some View {
        if let view = screen.view {
            view
        } else if let destination = screen.destination {
            PresentedDestinationScreen(destination: destination)
        } else if let destination = controller.destination(for: screen.value) {
            destination
        } else {
            Text("No navigationDestination for \(type(of: screen.value.base))")
        }
    }
}

/// The navigation stack's host element: its children are its screens.
struct StackElement<Content: View>: BuiltinView {
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func _buildNodeTree(_ node: Node) {
        node.buildHostContainer(.navigationStack, properties: [], content: content)
    }
}

/// How a `NavigationView` lays out its content; every style is a stack here.
@MainActor
public protocol NavigationViewStyle {}

public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

public struct ColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
    /// Accepted for source compatibility: navigation views are stacks.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        self
    }
}
