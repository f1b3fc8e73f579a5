import LoomHost

extension View {
    /// Presents `content` as a sheet over this view while `isPresented` is true.
    ///
    /// ```swift
    /// .sheet(isPresented: $showsSettings) { SettingsView() }
    /// ```
    /// The sheet is a modal dialog: focus moves into it and back when it closes; Escape, the
    /// browser's back button and `@Environment(\.dismiss)` close it (then `onDismiss` runs).
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(PresentationModifier(presentation: .modal, isPresented: isPresented, onDismiss: onDismiss, content: content))
    }

    /// Presents a sheet for `item` while it is not `nil`; a different item gets a fresh sheet.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(ItemPresentationModifier(presentation: .modal, item: item, onDismiss: onDismiss, content: content))
    }

    /// Presents `content` over the whole window while `isPresented` is true.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(PresentationModifier(presentation: .fullScreen, isPresented: isPresented, onDismiss: onDismiss, content: content))
    }

    /// Presents a full-screen cover for `item` while it is not `nil`.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(ItemPresentationModifier(presentation: .fullScreen, item: item, onDismiss: onDismiss, content: content))
    }

    /// Presents `content` in a popover; a page has no arrows to anchor one, so it is a sheet.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// Presents a popover (a sheet) for `item` while it is not `nil`.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        sheet(item: item, content: content)
    }
}

/// Shows the presented screen after the content while `isPresented` is true.
struct PresentationModifier<Presented: View>: ViewModifier {
    typealias Body = Never
    let presentation: HostPresentation
    let isPresented: Binding<Bool>
    let onDismiss: (@MainActor () -> Void)?
    let content: () -> Presented

    func _buildModifiedContent<Wrapped: View>(_ wrapped: Wrapped, in node: Node) {
        let isShown = node.graph.evaluateContent(of: node) { isPresented.wrappedValue }
        node.updateChild(wrapped, at: 0, context: node.context)
        if isShown {
            let binding = isPresented, onDismiss = onDismiss
            let close: @MainActor () -> Void = {
                guard binding.wrappedValue else { return }
                binding.wrappedValue = false
                onDismiss?()
            }
            node.updateChild(PresentedScreen(presentation: presentation, close: close, content: content()), at: 1, context: node.context)
        } else {
            node.removeChildren(from: 1)
        }
    }
}

/// Shows the presented screen for an item while the item is not `nil`.
struct ItemPresentationModifier<Item: Identifiable, Presented: View>: ViewModifier {
    typealias Body = Never
    let presentation: HostPresentation
    let item: Binding<Item?>
    let onDismiss: (@MainActor () -> Void)?
    let content: (Item) -> Presented

    func _buildModifiedContent<Wrapped: View>(_ wrapped: Wrapped, in node: Node) {
        let current = node.graph.evaluateContent(of: node) { item.wrappedValue }
        node.updateChild(wrapped, at: 0, context: node.context)
        if let current {
            let binding = item, onDismiss = onDismiss
            let close: @MainActor () -> Void = {
                guard binding.wrappedValue != nil else { return }
                binding.wrappedValue = nil
                onDismiss?()
            }
            let screen = PresentedScreen(presentation: presentation, close: close, content: content(current))
            node.updateChild(screen.id(AnyHashable(current.id)), at: 1, context: node.context)
        } else {
            node.removeChildren(from: 1)
        }
    }
}

/// A presented screen: a modal container that closes on the back button, Escape or `dismiss`
/// (the first two unless `interactiveDismissDisabled` says otherwise).
struct PresentedScreen<Content: View>: View {
    let presentation: HostPresentation
    let close: @MainActor () -> Void
    let content: Content
    @State private var dismissal = PresentationDismissal()

    var body: some View {
        PresentedScreenElement(presentation: presentation, close: close, dismissal: dismissal, content: content)
    }
}

/// The presented screen's element: a container whose `dismiss` handler the content may take
/// away (``PresentationDismissal``).
struct PresentedScreenElement<Content: View>: BuiltinView {
    let presentation: HostPresentation
    let close: @MainActor () -> Void
    let dismissal: PresentationDismissal
    let content: Content

    func _buildNodeTree(_ node: Node) {
        let close = close
        dismissal.close = close
        node.buildHostElement(.container, properties: [.presentation(presentation)], handlers: dismissal.handlers)
        if let element = node.hostElement { dismissal.attach(element, in: node.graph.hostTree) }
        var context = node.context.forHostContent
        context.environment.dismiss = DismissAction(close)
        context.environment.isPresented = true
        context.environment.presentationDismissal = dismissal
        node.updateChild(content, at: 0, context: context)
        if node.isPendingHostSync { node.syncHostChildren() }
    }
}
