/// One of the environment values the style modifiers write (`foregroundColor`, `font`, `bold`),
/// read, written and compared by code of its own type.
///
/// Why a type per value rather than a key path: a modifier node reads the value its content
/// would inherit when it is made, to write nothing when the value is already there (a list's
/// unselected rows writing `nil` over `nil`). Through a key path, in the modifier's
/// unspecialised code, that read looked up `Result`'s metadata for the value's type and walked
/// the key path's buffer, and the comparison looked its plan up in ``ComparatorCache``: about
/// 1,000 instructions per row of the benchmark table made, where the getter itself is about 40.
/// A conformer is not generic, so its functions are compiled for its value's type.
@usableFromInline @MainActor
protocol BuiltinEnvironmentValue {
    associatedtype Value
    /// The value in `environment`.
    static func read(from environment: EnvironmentValues) -> Value
    /// Writes `value` into `environment`.
    static func write(_ value: Value, into environment: inout EnvironmentValues)
    /// Whether two values are the same value.
    static func isSame(_ lhs: Value, _ rhs: Value) -> Bool
}

/// Sets one ``BuiltinEnvironmentValue`` for the content: what `.foregroundColor(_:)`, `.font(_:)`
/// and `.bold(_:)` make, in the caller's module (they are inlinable).
///
/// It holds the value alone, so a row's modifier is compared byte by byte as the value (see
/// ``Node/isSameShell(_:_:)``) and copying it copies no key path.
@usableFromInline
struct BuiltinEnvironmentModifier<Entry: BuiltinEnvironmentValue>: PlacesContentFirst {
    @usableFromInline typealias Body = Never
    @usableFromInline let value: Entry.Value

    @usableFromInline
    init(_ value: Entry.Value) {
        self.value = value
    }

    @usableFromInline
    func _buildModifiedContent<Wrapped: View>(_ content: Wrapped, in node: Node) {
        let context = node.contextWriting(value, isInherited: { Entry.isSame(Entry.read(from: $0), value) }) {
            Entry.write(value, into: &$0)
        }
        node.updateChild(content, at: 0, context: context)
    }
}

/// `.foregroundColor(_:)`'s value.
@usableFromInline
enum ForegroundColorValue: BuiltinEnvironmentValue {
    @usableFromInline static func read(from environment: EnvironmentValues) -> Color? { environment.foregroundColor }
    @usableFromInline static func write(_ value: Color?, into environment: inout EnvironmentValues) { environment.foregroundColor = value }
    @usableFromInline static func isSame(_ lhs: Color?, _ rhs: Color?) -> Bool { lhs == rhs }
}

/// `.font(_:)`'s value.
@usableFromInline
enum FontValue: BuiltinEnvironmentValue {
    @usableFromInline static func read(from environment: EnvironmentValues) -> Font? { environment.font }
    @usableFromInline static func write(_ value: Font?, into environment: inout EnvironmentValues) { environment.font = value }
    @usableFromInline static func isSame(_ lhs: Font?, _ rhs: Font?) -> Bool { lhs == rhs }
}

/// `.bold(_:)`'s value.
@usableFromInline
enum BoldValue: BuiltinEnvironmentValue {
    @usableFromInline static func read(from environment: EnvironmentValues) -> Bool { environment.isBold }
    @usableFromInline static func write(_ value: Bool, into environment: inout EnvironmentValues) { environment.isBold = value }
    @usableFromInline static func isSame(_ lhs: Bool, _ rhs: Bool) -> Bool { lhs == rhs }
}
