import LoomHost

/// Whether a title or other element is shown.
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}

extension View {
    /// Presents a choice of actions about the content while `isPresented` is true, as an action
    /// sheet. Choosing any action (or Escape) closes it.
    ///
    /// ```swift
    /// .confirmationDialog("Delete the file?", isPresented: $confirming, titleVisibility: .visible) {
    ///     Button("Delete", role: .destructive) { delete() }
    /// }
    /// ```
    public func confirmationDialog<Actions: View, Message: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
    ) -> some View {
        modifier(
            AlertModifier(
                title: titleVisibility == .visible ? title : "", isPresented: isPresented,
                actions: ConfirmationActions(actions: actions()), message: message(), style: "confirmationDialog"))
    }

    public func confirmationDialog<Actions: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions
    ) -> some View {
        confirmationDialog(title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: { EmptyView() })
    }

    public func confirmationDialog<Actions: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions
    ) -> some View {
        confirmationDialog(title.content, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: { EmptyView() })
    }
}

/// A confirmation dialog's actions and, as on iOS, a Cancel button after them (Escape taps it).
struct ConfirmationActions<Actions: View>: View {
    let actions: Actions

    var body: some View {
        actions
        Button("Cancel", role: .cancel) {}.keyboardShortcut(.cancelAction)
    }
}
