import LoomHost

/// Which control holds the keyboard focus, as a value the view owns: `Bool` for one control,
/// an optional enum for several.
///
/// ```swift
/// enum Field { case name, email }
/// @FocusState private var focus: Field?
/// TextField("Name", text: $name).focused($focus, equals: .name)
/// Button("Next") { focus = .email }
/// ```
/// Setting it moves the page's real focus; the user moving the focus (a click, Tab) sets it.
@MainActor
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private var storage: State<Value>
    /// The value that means "no control of this state has the focus".
    let unfocused: Value

    public init() where Value == Bool {
        storage = State(wrappedValue: false)
        unfocused = false
    }

    public init<T: Hashable>() where Value == T? {
        storage = State(wrappedValue: nil)
        unfocused = nil
    }

    public var wrappedValue: Value {
        get { storage.wrappedValue }
        nonmutating set { storage.wrappedValue = newValue }
    }

    public var projectedValue: Binding {
        Binding(value: storage.projectedValue, unfocused: unfocused)
    }

    /// A reference to a focus state, for `focused(_:)` and `focused(_:equals:)`.
    @MainActor
    @propertyWrapper
    public struct Binding {
        let value: LoomViews.Binding<Value>
        let unfocused: Value

        public var wrappedValue: Value {
            get { value.wrappedValue }
            nonmutating set { value.wrappedValue = newValue }
        }

        public var projectedValue: Binding { self }
    }
}

extension View {
    /// Ties this control's focus to a Boolean focus state: `true` while it holds the focus.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(FocusedModifier(binding: condition, value: true))
    }

    /// Ties this control's focus to a focus state: equal to `value` while it holds the focus.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(FocusedModifier(binding: binding, value: value))
    }
}

/// Tells the controls below whether they hold the focus, and hands them the state to update.
struct FocusedModifier<Value: Hashable>: ViewModifier {
    typealias Body = Never
    let binding: FocusState<Value>.Binding
    let value: Value

    func _buildModifiedContent<Wrapped: View>(_ content: Wrapped, in node: Node) {
        let isFocused = node.graph.evaluateContent(of: node) { binding.wrappedValue == value }
        let state = binding, mine = value
        let target = FocusTarget(
            identity: state.value.identity, value: AnyHashable(mine), isFocused: isFocused,
            setFocused: { focused in
                if focused {
                    if state.wrappedValue != mine { state.wrappedValue = mine }
                } else if state.wrappedValue == mine {
                    state.wrappedValue = state.unfocused
                }
            })
        let context = node.contextWriting(target, at: ObjectIdentifier(FocusTarget.self)) { $0.focusTarget = target }
        node.updateChild(content, at: 0, context: context)
    }
}
