import LoomHost

/// Which horizontal edge: where swipe actions sit.
public enum HorizontalEdge: Hashable, Sendable {
    case leading, trailing
}

extension View {
    /// Actions for a list row. The web has no swipe, so they are a visible row menu: buttons
    /// after the row's content (before it for `.leading`), in a group styled `swipeActions`.
    ///
    /// ```swift
    /// Text(mail.subject).swipeActions { Button("Archive") { archive(mail) } }
    /// ```
    public func swipeActions<Actions: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> Actions
    ) -> some View {
        SwipeActionsRow(row: self, actions: content(), edge: edge)
    }

    /// Lets the user refresh the content: a Refresh button above it starts `action`, and the
    /// button is disabled while the action runs.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        RefreshableContent(content: self, action: action)
    }
}

struct SwipeActionsRow<Row: View, Actions: View>: View {
    let row: Row
    let actions: Actions
    let edge: HorizontalEdge

    var body: some View {
        HStack {
            if edge == .leading { ActionGroup(content: actions) }
            row
            Spacer()
            if edge == .trailing { ActionGroup(content: actions) }
        }
    }
}

/// The group of a row's actions, a host container styled `swipeActions` (a row menu).
struct ActionGroup<Content: View>: BuiltinView {
    let content: Content

    func _buildNodeTree(_ node: Node) {
        node.buildHostContainer(.container, properties: [.style("swipeActions")], content: content)
    }
}

struct RefreshableContent<Content: View>: View {
    let content: Content
    let action: @Sendable () async -> Void
    @State private var isRefreshing = false

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Button("Refresh") {
                isRefreshing = true
                let action = action
                let done = $isRefreshing
                Task { @MainActor in
                    await action()
                    done.wrappedValue = false
                }
            }
            .disabled(isRefreshing)
            content
        }
    }
}
