import LoomHost

/// The older description of an alert: a title, a message and one or two buttons.
///
/// ```swift
/// .alert(isPresented: $showsError) {
///     Alert(title: Text("Error"), message: Text(message),
///           primaryButton: .destructive(Text("Delete")) { delete() },
///           secondaryButton: .cancel())
/// }
/// ```
@MainActor
public struct Alert {
    let title: String
    let message: String?
    let buttons: [Button]

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title.content
        self.message = message?.content
        self.buttons = [dismissButton ?? .default(Text("OK"))]
    }

    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title.content
        self.message = message?.content
        self.buttons = [primaryButton, secondaryButton]
    }

    /// One button of an alert.
    public struct Button {
        let label: String
        let role: ButtonRole?
        let action: (@MainActor () -> Void)?

        public static func `default`(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label.content, role: nil, action: action)
        }

        public static func cancel(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label.content, role: .cancel, action: action)
        }

        public static func cancel(_ action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: "Cancel", role: .cancel, action: action)
        }

        public static func destructive(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label.content, role: .destructive, action: action)
        }
    }
}

/// An old-style alert's buttons as views; Escape taps the cancel button.
struct AlertButtons: View {
    let buttons: [Alert.Button]

    var body: some View {
        ForEach(buttons.indices, id: \.self) { index in
            let button = buttons[index]
            LoomViews.Button(button.label, role: button.role) { button.action?() }
                .keyboardShortcut(button.role == .cancel ? KeyboardShortcut.cancelAction : nil)
        }
    }
}

extension View {
    /// Presents the alert `content` describes while `isPresented` is true.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return modifier(
            AlertModifier(
                title: alert.title, isPresented: isPresented, actions: AlertButtons(buttons: alert.buttons),
                message: AlertMessage(text: alert.message)))
    }

    /// Presents the alert for `item` while it is not `nil`.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return modifier(
            AlertModifier(
                title: alert?.title ?? "", isPresented: isPresented, actions: AlertButtons(buttons: alert?.buttons ?? []),
                message: AlertMessage(text: alert?.message)))
    }

    /// Presents an alert titled with `title` while `isPresented` is true.
    public func alert<Actions: View, Message: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
    ) -> some View {
        alert(title.content, isPresented: isPresented, actions: actions, message: message)
    }

    public func alert<Actions: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions) -> some View {
        alert(title.content, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// Presents an alert about `data` while `isPresented` is true.
    public func alert<T, Actions: View, Message: View>(
        _ title: String, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> Actions,
        @ViewBuilder message: (T) -> Message
    ) -> some View {
        let shown = Binding<Bool>(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        return modifier(
            AlertModifier(
                title: title, isPresented: shown, actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()),
                message: data.map { AnyView(message($0)) } ?? AnyView(EmptyView())))
    }

    public func alert<T, Actions: View>(
        _ title: String, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> Actions
    ) -> some View {
        alert(title, isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
    }
}

/// An old-style alert's message, when it has one.
struct AlertMessage: View {
    let text: String?

    var body: some View {
        if let text { Text(text) }
    }
}
