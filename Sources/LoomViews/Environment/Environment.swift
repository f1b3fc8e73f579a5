/// Reads a value from the view's environment.
///
/// ```swift
/// @Environment(\.isEnabled) private var isEnabled
/// ```
/// The view re-renders when the value it reads changes, and only then.
@MainActor
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private var values: EnvironmentValues?

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value {
        (values ?? EnvironmentValues())[keyPath: keyPath]
    }
}

extension Environment: NodeInstallable {
    mutating func install(in node: Node, slot: Int) -> Bool {
        values = node.context.environment
        if node.storage?.environmentReads[slot] == nil {
            let keyPath = keyPath
            node.extras.environmentReads[slot] = { old, new in
                !environmentValuesEqual(old[keyPath: keyPath], new[keyPath: keyPath])
            }
        }
        return true
    }
}

extension Environment: ViewInputComparable {
    /// Environment changes reach a view through its node, not through its value.
    static func isViewInputEqual(_ lhs: Environment, _ rhs: Environment) -> Bool { true }
}
