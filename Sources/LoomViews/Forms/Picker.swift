import LoomHost

/// A control for choosing one of a set of values, each option marked with `.tag(_:)`.
///
/// ```swift
/// Picker("Flavor", selection: $flavor) {
///     Text("Chocolate").tag(Flavor.chocolate)
///     Text("Vanilla").tag(Flavor.vanilla)
/// }
/// .pickerStyle(.segmented)
/// ```
/// On the web the menu and wheel styles are a `<select>`, segmented and inline ones a radio
/// group; the text renderer lists the options and marks the chosen one.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    @Binding var selection: SelectionValue
    let content: Content
    @State private var tags = PickerTags()
    @Environment(\.pickerStyleName) private var style
    @Environment(\.labelsHidden) private var labelsHidden

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self._selection = selection
        self.content = content()
    }

    /// The older form, with the label given as a view before the content.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }

    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) where Label == Text {
        self.init(selection: selection, content: content, label: { Text(title) })
    }

    public var body: some View {
        let element = PickerElement(
            title: plainText(label), selection: $selection, tags: tags, style: style, content: content)
        if labelsHidden || Label.self == EmptyView.self {
            element
        } else {
            HostPart(FormControlDOMHint.isChoiceGroup(style) ? "row" : "field") {
                label
                element
            }
        }
    }
}

/// The tags a picker's options have shown, by position: the position is the option's value on
/// the page, stable while the picker lives.
@MainActor
final class PickerTags {
    private var tags: [AnyHashable] = []

    func index(of tag: AnyHashable) -> Int {
        if let index = tags.firstIndex(of: tag) { return index }
        tags.append(tag)
        return tags.count - 1
    }

    func tag(at index: Int) -> AnyHashable? {
        tags.indices.contains(index) ? tags[index] : nil
    }
}

/// What a picker tells the options below it.
struct PickerContext: Equatable {
    let tags: PickerTags
    let selectedIndex: Int
    let style: String
    let select: @MainActor (Int) -> Void

    static func == (lhs: PickerContext, rhs: PickerContext) -> Bool {
        lhs.tags === rhs.tags && lhs.selectedIndex == rhs.selectedIndex && lhs.style == rhs.style
    }
}

/// The picker's host element; its options are its content's tagged views.
struct PickerElement<SelectionValue: Hashable, Content: View>: BuiltinView {
    let title: String?
    @Binding var selection: SelectionValue
    let tags: PickerTags
    let style: String
    let content: Content

    func _buildNodeTree(_ node: Node) {
        let selected = node.graph.evaluateContent(of: node) { tags.index(of: AnyHashable(selection)) }
        var properties: HostProperties = [.value(String(selected)), .style(style)]
        if let title { properties.set(.text(title)) }
        node.controlProperties(into: &properties)
        let binding = $selection, registry = tags
        let select: @MainActor (Int) -> Void = { index in
            if let tag = registry.tag(at: index)?.base as? SelectionValue { binding.wrappedValue = tag }
        }
        var handlers = HostEventHandlers(onValueChange: { value in
            if let index = Int(value) { select(index) }
        })
        node.controlHandlers(&handlers)
        let picker = PickerContext(tags: tags, selectedIndex: selected, style: style, select: select)
        node.buildHostElement(.picker, properties: properties, handlers: handlers)
        var context = node.contextWriting(picker, at: ObjectIdentifier(PickerContext.self)) { $0.pickerContext = picker }
        context = context.forHostContent
        node.updateChild(content, at: 0, context: context)
        if node.isPendingHostSync { node.syncHostChildren() }
    }
}

/// Mirrors the web mapping's rule for which picker styles are radio groups, so the picker's
/// label row can be a `<label>` only around a single control.
enum FormControlDOMHint {
    static func isChoiceGroup(_ style: String) -> Bool {
        style == "segmented" || style == "inline" || style == "radioGroup"
    }
}

private struct PickerContextKey: EnvironmentKey { static var defaultValue: PickerContext? { nil } }
private struct PickerStyleKey: EnvironmentKey { static let defaultValue = "menu" }
private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var pickerContext: PickerContext? {
        get { self[PickerContextKey.self] }
        set { self[PickerContextKey.self] = newValue }
    }

    var pickerStyleName: String {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }

    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of the controls below (a picker's, a slider's), keeping them for
    /// accessibility.
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}
