import LoomHost

extension View {
    /// Marks this view as the option for `tag` in the picker around it. Outside a picker it
    /// changes nothing.
    ///
    /// ```swift
    /// Text("Red").tag(Color.red)
    /// ```
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(TagModifier(tag: tag))
    }
}

/// Makes its content a picker option (`option` host element) when a picker is above it.
struct TagModifier<Tag: Hashable>: ViewModifier {
    typealias Body = Never
    let tag: Tag

    func _buildModifiedContent<Wrapped: View>(_ content: Wrapped, in node: Node) {
        if node.context.environment.pickerContext == nil, let list = node.context.environment.listSelection {
            // A tagged row of a selectable list (SwiftUI's `List(selection:) { … .tag(x) }`).
            node.updateChild(SelectableRow(id: tag, selection: list, content: content), at: 0, context: node.context)
            return
        }
        guard let picker = node.context.environment.pickerContext else {
            // Outside a picker the tag names the view for a tab view (or list) above.
            var context = node.context
            context.environment.viewTag = AnyHashable(tag)
            node.updateChild(content, at: 0, context: context)
            return
        }
        let index = picker.tags.index(of: AnyHashable(tag))
        var properties: HostProperties = [
            .value(String(index)), .isOn(picker.selectedIndex == index), .style(picker.style),
        ]
        let title = plainText(content)
        if let title { properties.set(.text(title)) }
        node.context.environment.textProperties(into: &properties)
        if !node.context.environment.isEnabled { properties.set(.disabled(true)) }
        // Side-by-side options are buttons of their own; a drop-down's options report through
        // the picker's value.
        let select = picker.select
        let handlers = FormControlDOMHint.isChoiceGroup(picker.style) ? HostEventHandlers(onTap: { select(index) }) : HostEventHandlers()
        node.buildHostElement(.option, properties: properties, handlers: handlers)
        if title == nil {
            var context = node.context.forHostContent
            context.environment.pickerContext = nil
            node.updateChild(content, at: 0, context: context)
        } else {
            node.removeChildren(from: 0)
        }
        if node.isPendingHostSync { node.syncHostChildren() }
    }
}
