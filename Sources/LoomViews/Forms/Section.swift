import LoomHost

/// A group of rows in a form or list, with an optional header and footer.
///
/// ```swift
/// Section("Account") { … }
/// Section { … } header: { Text("Account") } footer: { Text("Used to sign in.") }
/// Section(header: Text("Account")) { … }
/// ```
public struct Section<Parent: View, Content: View, Footer: View>: BuiltinView {
    let header: Parent
    let content: Content
    let footer: Footer

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    public func _buildNodeTree(_ node: Node) {
        let header = header, content = content, footer = footer
        node.buildHostParts(.section, properties: []) { node, context in
            if Parent.self == EmptyView.self {
                node.updateChild(EmptyView(), at: 0, context: context)
            } else {
                node.updateChild(HostPart("header") { header }, at: 0, context: context)
            }
            node.updateChild(content, at: 1, context: context)
            if Footer.self == EmptyView.self {
                node.updateChild(EmptyView(), at: 2, context: context)
            } else {
                node.updateChild(HostPart("footer") { footer }, at: 2, context: context)
            }
        }
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}
