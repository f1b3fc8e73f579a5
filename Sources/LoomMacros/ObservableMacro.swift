import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// Loom's `@Observable`: the shape of Swift Observation's macro, with reads and writes going
/// through `LoomObservationRegistrar`, which records a read made by a Loom `body` with Loom's
/// re-armable read tracking and every other read with Observation's registrar.
///
/// ```swift
/// @Observable final class Row { var label = "" }
/// ```
/// expands to (members, then each tracked property through ``ObservationTrackedMacro``):
/// ```swift
/// final class Row {
///     @LoomObservation.ObservationTracked(0) var label = ""
///     private let _$observationRegistrar = LoomObservation.LoomObservationRegistrar()
///     internal nonisolated func access<Member>(keyPath: KeyPath<Row, Member>) { … }
///     internal nonisolated func withMutation<Member, Result>(keyPath: …, _ mutation: …) … { … }
///     private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool { … }
/// }
/// extension Row: nonisolated LoomReactive.Observable {}
/// ```
/// Each tracked property gets its index among the tracked properties: the registrar keeps the
/// readers of a property in a slot found by that index, never by hashing a key path.
public struct ObservableMacro {}

extension ObservableMacro: MemberMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let subject = ObservableSubject(declaration, attribute: node, in: context) else { return [] }
        let type = subject.typeName
        let registrar: DeclSyntax = """
            private let _$observationRegistrar = LoomObservation.LoomObservationRegistrar()
            """
        let access: DeclSyntax = """
            internal nonisolated func access<Member>(keyPath: KeyPath<\(raw: type), Member>) {
                _$observationRegistrar.access(self, keyPath: keyPath)
            }
            """
        let withMutation: DeclSyntax = """
            internal nonisolated func withMutation<Member, MutationResult>(
                keyPath: KeyPath<\(raw: type), Member>,
                _ mutation: () throws -> MutationResult
            ) rethrows -> MutationResult {
                try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
            }
            """
        // A write of an equal value (or the same object) tells nobody, as with Observation.
        let shouldNotify: [DeclSyntax] = [
            "private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool { true }",
            "private nonisolated func shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool { lhs != rhs }",
            "private nonisolated func shouldNotifyObservers<Member: AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool { lhs !== rhs }",
            "private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool { lhs != rhs }",
        ]
        return [registrar, access, withMutation] + shouldNotify
    }
}

extension ObservableMacro: MemberAttributeMacro {
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        guard declaration.is(ClassDeclSyntax.self),
              let property = member.as(VariableDeclSyntax.self),
              let index = TrackedProperties.index(of: property, in: declaration)
        else { return [] }
        return [TrackedProperties.attribute("LoomObservation.ObservationTracked", index: index, for: property, in: declaration)]
    }
}

extension ObservableMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        // The member role reports a declaration that is not a class; this one stays quiet.
        guard declaration.is(ClassDeclSyntax.self) else { return [] }
        // Observation's protocol by LoomReactive's name for it: a file that imports Loom alone
        // sees only the parts of Observation that Loom re-exports, and `Observation.Observable`
        // is not one of them (see LoomReactive's Observation.swift).
        return ConformanceExtension.make(type, "nonisolated LoomReactive.Observable", requested: protocols)
    }
}

/// The `extension Type: Protocol {}` a macro's extension role adds, shared by the macros that
/// make a type conform (`@Observable`, `@Model`, `@ModelActor`).
enum ConformanceExtension {
    /// The extension, or none when the compiler asks for none (`requested` is empty: the type
    /// already conforms).
    static func make(_ type: some TypeSyntaxProtocol, _ conformance: String, requested: [TypeSyntax]) -> [ExtensionDeclSyntax] {
        guard !requested.isEmpty else { return [] }
        let declaration: DeclSyntax = "extension \(type.trimmed): \(raw: conformance) {}"
        return declaration.as(ExtensionDeclSyntax.self).map { [$0] } ?? []
    }
}

/// The class an `@Observable` is attached to, or a diagnostic saying why it cannot be one.
struct ObservableSubject {
    let typeName: String

    init?(_ declaration: some DeclGroupSyntax, attribute: AttributeSyntax, in context: some MacroExpansionContext) {
        guard let classDecl = declaration.as(ClassDeclSyntax.self) else {
            let kind = declaration.is(StructDeclSyntax.self) ? "struct"
                : declaration.is(EnumDeclSyntax.self) ? "enum"
                : declaration.is(ActorDeclSyntax.self) ? "actor" : "this declaration"
            context.diagnose(Diagnostic(node: Syntax(attribute), message: ObservableMessage.notAClass(kind)))
            return nil
        }
        // Key paths name the class with its generic parameters: `Box<Value>`.
        let name = classDecl.name.trimmedDescription
        if let parameters = classDecl.genericParameterClause?.parameters, !parameters.isEmpty {
            typeName = name + "<" + parameters.map(\.name.text).joined(separator: ", ") + ">"
        } else {
            typeName = name
        }
    }
}

/// Which stored properties `@Observable` tracks, and their indices: as Observation decides it,
/// every stored instance `var` with a name and without `@ObservationIgnored` (observers such as
/// `didSet` move to the backing storage).
enum TrackedProperties {
    /// The index of `property` among the tracked properties of `declaration`, in source order,
    /// or `nil` when it is not tracked.
    static func index(of property: VariableDeclSyntax, in declaration: some DeclGroupSyntax) -> Int? {
        guard isTracked(property), let name = name(of: property) else { return nil }
        var index = 0
        for member in declaration.memberBlock.members {
            guard let candidate = member.decl.as(VariableDeclSyntax.self), isTracked(candidate) else { continue }
            // By name: the member handed to the macro is not the node in the group's tree.
            if self.name(of: candidate) == name { return index }
            index += 1
        }
        return nil
    }

    /// `@name(index)`, with `mainActor: true` when the accessors run on the main actor: the
    /// attribute `@Observable` and `@Model` put on each property they track.
    static func attribute(_ name: String, index: Int, for property: VariableDeclSyntax, in declaration: some DeclGroupSyntax) -> AttributeSyntax {
        isOnMainActor(property, in: declaration)
            ? "@\(raw: name)(\(literal: index), mainActor: true)"
            : "@\(raw: name)(\(literal: index))"
    }

    /// Whether the accessors of `property` run on the main actor: the class is written
    /// `@MainActor` and the property is not `nonisolated`. Then they call the registrar's
    /// main-actor functions, which skip the run-time check (the compiler holds them to it: were
    /// this wrong, the expansion would not compile). A class isolated some other way (a default
    /// isolation, a superclass) keeps the checked accessors, which are right everywhere.
    static func isOnMainActor(_ property: VariableDeclSyntax, in declaration: some DeclGroupSyntax) -> Bool {
        let isMainActorClass = declaration.attributes.contains { element in
            guard let attribute = element.as(AttributeSyntax.self) else { return false }
            let name = attribute.attributeName.trimmedDescription
            return name == "MainActor" || name.hasSuffix(".MainActor")
        }
        return isMainActorClass && !property.modifiers.contains { $0.name.tokenKind == .keyword(.nonisolated) }
    }

    private static func name(of property: VariableDeclSyntax) -> String? {
        property.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    static func isTracked(_ property: VariableDeclSyntax) -> Bool {
        guard property.bindingSpecifier.tokenKind == .keyword(.var),
              property.bindings.count == 1,
              let binding = property.bindings.first,
              binding.pattern.is(IdentifierPatternSyntax.self),
              !isComputed(binding)
        else { return false }
        let ignoredModifiers: Set<String> = ["static", "class", "lazy"]
        if property.modifiers.contains(where: { ignoredModifiers.contains($0.name.text) }) { return false }
        return !property.attributes.contains { element in
            guard let attribute = element.as(AttributeSyntax.self) else { return false }
            let name = attribute.attributeName.trimmedDescription
            return name == "ObservationIgnored" || name.hasSuffix(".ObservationIgnored")
                || name == "ObservationTracked" || name.hasSuffix(".ObservationTracked")
        }
    }

    /// Whether the binding has a getter (or a body): observers alone keep it stored.
    private static func isComputed(_ binding: PatternBindingSyntax) -> Bool {
        switch binding.accessorBlock?.accessors {
        case nil: false
        case .getter: true
        case .accessors(let accessors)?:
            accessors.contains { ![.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
        }
    }
}

/// What `@Observable` reports when it cannot expand.
enum ObservableMessage: DiagnosticMessage {
    case notAClass(String)

    var message: String {
        switch self {
        case .notAClass(let kind): "'@Observable' cannot be applied to \(kind): it observes the properties of a class"
        }
    }

    var diagnosticID: MessageID { MessageID(domain: "LoomMacros", id: "observableNotAClass") }
    var severity: DiagnosticSeverity { .error }
}
