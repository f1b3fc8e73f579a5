import LoomHost

/// A row that pushes a screen on the navigation stack around it: the screen for a value (see
/// `navigationDestination(for:)`), or a given view.
///
/// ```swift
/// NavigationLink("Details", value: item)
/// NavigationLink("Settings") { SettingsView() }
/// NavigationLink(destination: SettingsView()) { Label("Settings", systemImage: "gear") }
/// ```
/// Outside a navigation stack it is shown disabled.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let value: AnyHashable?
    let destination: Destination?
    @Environment(\.navigationStack) private var stack

    init(label: Label, value: AnyHashable?, destination: Destination?) {
        self.label = label
        self.value = value
        self.destination = destination
    }

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label(), value: nil, destination: destination)
    }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label(), value: nil, destination: destination())
    }

    public var body: some View {
        let stack = stack, value = value, destination = destination
        HostPart("navigationLink") {
            Button(action: {
                if let value {
                    stack?.push(value)
                } else if let destination {
                    stack?.pushView(AnyView(destination))
                }
            }) {
                label
            }
            .disabled(stack == nil || (value == nil && destination == nil))
        }
    }
}

extension NavigationLink where Label == Text {
    public init(_ title: String, destination: Destination) {
        self.init(label: Text(title), value: nil, destination: destination)
    }

    public init(_ title: String, @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(title), value: nil, destination: destination())
    }
}

extension NavigationLink where Destination == Never {
    /// A link pushing the screen for `value`; a `nil` value makes it inactive.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.init(label: label(), value: value.map { AnyHashable($0) }, destination: nil)
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ title: String, value: P?) {
        self.init(label: Text(title), value: value.map { AnyHashable($0) }, destination: nil)
    }
}

extension View {
    /// Registers the screen to push for values of `data`'s type, for the navigation stack
    /// around this view.
    ///
    /// ```swift
    /// .navigationDestination(for: Book.self) { book in BookDetail(book: book) }
    /// ```
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(DestinationModifier(register: { stack in
            stack.register(D.self) { AnyView(destination($0)) }
        }))
    }
}

/// Registers a destination with the stack above when built.
struct DestinationModifier: ViewModifier {
    typealias Body = Never
    let register: @MainActor (NavigationStackController) -> Void

    func _buildModifiedContent<Wrapped: View>(_ content: Wrapped, in node: Node) {
        if let stack = node.context.environment.navigationStack {
            register(stack)
        } else {
            RuntimeIssueReporter.report("navigationDestination(for:) is used outside a NavigationStack; it has no effect.")
        }
        node.updateChild(content, at: 0, context: node.context)
    }
}
