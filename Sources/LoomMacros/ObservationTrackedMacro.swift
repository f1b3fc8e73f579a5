import SwiftSyntax
import SwiftSyntaxMacros

/// One tracked property of a Loom `@Observable` class (applied by ``ObservableMacro``, with the
/// property's index): its value moves to a private `_name`, and the property gets accessors
/// that report reads and writes to the class's `LoomObservationRegistrar`.
///
/// ```swift
/// @LoomObservation.ObservationTracked(0) var label = ""
/// ```
/// expands to a peer `private var _label = ""` and (with `mainActor: true`, the registrar's
/// main-actor functions instead: `recordsMainActorViewRead`, `withMainActorMutation`,
/// `willModifyOnMainActor`, `didSetOnMainActor`):
/// ```swift
/// var label {
///     @storageRestrictions(initializes: _label) init(initialValue) { _label = initialValue }
///     get {
///         if !_$observationRegistrar.recordsViewRead(ofProperty: 0) { _$observationRegistrar.access(self, keyPath: \.label) }
///         return _label
///     }
///     set { … _$observationRegistrar.withMutation(of: self, keyPath: \.label, property: 0) { _label = newValue } }
///     _modify { let keyPath = _$observationRegistrar.willModify(self, keyPath: \.label, property: 0); … yield &_label }
/// }
/// ```
public struct ObservationTrackedMacro {}

extension ObservationTrackedMacro: AccessorMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let property = TrackedProperty(declaration, attribute: node) else { return [] }
        return TrackedAccessors.make(for: property)
    }
}

/// The accessors of a tracked property, shared by `@Observable`'s properties and `@Model`'s
/// (which add a statement before each read and after each change: `beforeRead`, `afterChange`).
enum TrackedAccessors {
    static func make(for property: TrackedProperty, beforeRead: String? = nil, afterChange: String? = nil) -> [AccessorDeclSyntax] {
        let name = property.name
        let storage = property.storageName
        let index = property.index
        let readHook = beforeRead.map { $0 + "\n" } ?? ""
        let changeHook = afterChange.map { "\n" + $0 } ?? ""
        // The registrar's functions for accessors that run on the main actor, or for any.
        let (recordsViewRead, withMutation, willModify, didSet) = property.isOnMainActor
            ? ("recordsMainActorViewRead", "withMainActorMutation", "willModifyOnMainActor", "didSetOnMainActor")
            : ("recordsViewRead", "withMutation", "willModify", "didSet")
        return [
            """
            @storageRestrictions(initializes: \(raw: storage))
            init(initialValue) {
                \(raw: storage) = initialValue
            }
            """,
            """
            get {
                \(raw: readHook)if !_$observationRegistrar.\(raw: recordsViewRead)(ofProperty: \(literal: index)) {
                    _$observationRegistrar.access(self, keyPath: \\.\(raw: name))
                }
                return \(raw: storage)
            }
            """,
            """
            set {
                \(raw: readHook)guard shouldNotifyObservers(\(raw: storage), newValue) else {
                    \(raw: storage) = newValue
                    return
                }
                _$observationRegistrar.\(raw: withMutation)(of: self, keyPath: \\.\(raw: name), property: \(literal: index)) {
                    \(raw: storage) = newValue
                }\(raw: changeHook)
            }
            """,
            """
            _modify {
                \(raw: readHook)let keyPath = _$observationRegistrar.\(raw: willModify)(self, keyPath: \\.\(raw: name), property: \(literal: index))
                defer {
                    _$observationRegistrar.\(raw: didSet)(self, keyPath: keyPath, property: \(literal: index))\(raw: changeHook)
                }
                yield &\(raw: storage)
            }
            """,
        ]
    }
}

extension ObservationTrackedMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let property = TrackedProperty(declaration, attribute: node),
              let variable = declaration.as(VariableDeclSyntax.self),
              let binding = variable.bindings.first
        else { return [] }
        // The value itself, with the property's type, initial value and observers.
        var storageBinding = binding.trimmed
        storageBinding.pattern = PatternSyntax(IdentifierPatternSyntax(identifier: .identifier(property.storageName)))
        let storage: DeclSyntax = "private var \(storageBinding)"
        return [storage]
    }
}

/// A property `@LoomObservation.ObservationTracked(index)` is attached to.
struct TrackedProperty {
    /// The name as written (`` `default` `` keeps its backticks, for the key path).
    let name: String
    let index: Int
    /// Whether the accessors run on the main actor (`mainActor: true`, which `@Observable`
    /// writes for a `@MainActor` class): they then skip the registrar's run-time check.
    let isOnMainActor: Bool
    /// The private stored property holding the value: `_label`.
    var storageName: String { "_" + name.filter { $0 != "`" } }

    init?(_ declaration: some DeclSyntaxProtocol, attribute: AttributeSyntax) {
        guard let variable = declaration.as(VariableDeclSyntax.self),
              let binding = variable.bindings.first,
              let identifier = binding.pattern.as(IdentifierPatternSyntax.self),
              case .argumentList(let arguments)? = attribute.arguments,
              let literal = arguments.first?.expression.as(IntegerLiteralExprSyntax.self),
              let index = Int(literal.literal.text)
        else { return nil }
        name = identifier.identifier.text
        self.index = index
        isOnMainActor = arguments.contains { argument in
            argument.label?.text == "mainActor"
                && argument.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
        }
    }
}

/// Loom's `@ObservationIgnored`: marks a property of an `@Observable` class as not tracked.
/// ``ObservableMacro`` looks for the attribute; the macro itself adds nothing.
public struct ObservationIgnoredMacro: AccessorMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        []
    }
}
