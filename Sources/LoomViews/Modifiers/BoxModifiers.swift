import LoomHost

/// Padding, frame, background or opacity: handed down to the next host element(s), which
/// keep them in order as their `modifiers` property.
struct BoxModifier: PlacesContentFirst, Equatable {
    typealias Body = Never
    let host: HostBoxModifier

    func _buildModifiedContent<Wrapped: View>(_ content: Wrapped, in node: Node) {
        var context = node.context
        context.boxModifiers.insert(host, at: 0)
        node.updateChild(content, at: 0, context: context)
    }
}

extension View {
    /// Adds the renderer's standard padding (16 points) on the given edges.
    public func padding(_ edges: Edge.Set = .all) -> some View {
        padding(edges, 16)
    }

    /// Adds padding of `length` on every edge.
    public func padding(_ length: Double) -> some View {
        padding(.all, length)
    }

    /// Adds padding of `length` on the given edges.
    public func padding(_ edges: Edge.Set, _ length: Double) -> some View {
        padding(EdgeInsets(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0))
    }

    /// Adds the given insets.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(BoxModifier(host: .padding(insets.host)))
    }

    /// Gives the view a fixed width and/or height; `nil` leaves a dimension to the content.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> some View {
        modifier(BoxModifier(host: .frame(HostFrame(width: width, height: height, alignment: alignment.host))))
    }

    /// Bounds the view's size; `.infinity` as a maximum lets it grow to fill its container.
    public func frame(
        minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(BoxModifier(host: .frame(HostFrame(
            minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight, alignment: alignment.host))))
    }

    /// Paints a colour behind the view (and behind any padding applied before this).
    public func background(_ color: Color) -> some View {
        modifier(BoxModifier(host: .background(color.host)))
    }

    /// Makes the view partly transparent: 0 is invisible, 1 opaque.
    public func opacity(_ opacity: Double) -> some View {
        modifier(BoxModifier(host: .opacity(opacity)))
    }
}
