import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// Loom's `@Model`: SwiftData's macro, on Loom's observation and store. It makes the class
/// observable exactly as ``ObservableMacro`` does, and for each stored property (a tracked one
/// without `@Transient`) it writes:
/// - `@LoomData._PersistedProperty(index)` in place of `@ObservationTracked(index)`: the same
///   accessors, whose getter first loads a relationship still pending and whose setter then
///   tells the model's context;
/// - a line of `required init(backingData:)`, which makes a fetched model from its row;
/// - an entry of `schemaMetadata`, with the arguments of its `@Attribute` or `@Relationship`;
/// - a case of `_$setStoredValue(_:forKey:)`.
///
/// ```swift
/// @Model final class Todo { var title: String; @Transient var isEditing = false }
/// ```
/// gains `let _$modelState = LoomData.ModelState()`,
/// `required init(backingData: LoomData.BackingData) throws { _title = try backingData.value(for: "title") }`,
/// `static var schemaMetadata: [LoomData.ModelProperty] { [LoomData.ModelProperty.attribute(\Todo.title, name: "title")] }`
/// and `extension Todo: nonisolated LoomData.PersistentModel {}`.
public struct ModelMacro {}

extension ModelMacro: MemberMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let subject = ObservableSubject(declaration, attribute: node, in: context) else { return [] }
        let observable = try ObservableMacro.expansion(
            of: node, providingMembersOf: declaration, conformingTo: protocols, in: context)
        let type = subject.typeName
        let properties = StoredModelProperties(declaration)
        let access = declaration.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
        let state: DeclSyntax = "\(raw: access)let _$modelState = LoomData.ModelState()"
        // A `var` is read into its backing storage, a `let` (a constant set once, as SwiftData
        // allows) into the property itself.
        let reads = properties.all.map { property in
            let target = property.isConstant ? "self.\(property.name)" : "_\(property.storageBase)"
            return "\(target) = try backingData.value(for: \"\(property.name)\")"
        }
        let initializer: DeclSyntax = """
            \(raw: access)required init(backingData: LoomData.BackingData) throws {
                \(raw: reads.joined(separator: "\n"))
            }
            """
        let entries = properties.all.map { property in
            var arguments = property.markerArguments.map { ", " + $0 } ?? ""
            // An attribute's initial value, as the default of its column for rows stored before it.
            if !property.isRelationship, let initial = property.initialValue { arguments += ", defaultValue: \(initial)" }
            let factory = property.isRelationship ? "relationship" : "attribute"
            return "LoomData.ModelProperty.\(factory)(\\\(type).\(property.name), name: \"\(property.name)\"\(arguments))"
        }
        let schema: DeclSyntax = """
            \(raw: access)static var schemaMetadata: [LoomData.ModelProperty] {
                [
                    \(raw: entries.joined(separator: ",\n"))
                ]
            }
            """
        // A constant never changes once the model exists: nothing to set when its row is read again.
        let cases = properties.all.filter { !$0.isConstant }
            .map { "case \"\($0.name)\": LoomData._assignStoredValue(&_\($0.storageBase), value)" }
        let setter: DeclSyntax = """
            \(raw: access)func _$setStoredValue(_ value: Any, forKey key: String) {
                switch key {
                \(raw: cases.joined(separator: "\n"))
                default: break
                }
            }
            """
        // The class's name as written, not `String(describing:)` (a run-time type name,
        // computed on every identifier made) and without generic arguments.
        let className = declaration.as(ClassDeclSyntax.self)?.name.trimmedDescription ?? type
        let entityName: DeclSyntax = "\(raw: access)static var _$entityName: String { \(literal: className) }"
        return observable + [state, initializer, schema, setter, entityName]
    }
}

extension ModelMacro: MemberAttributeMacro {
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
        let macro = StoredModelProperties.isTransient(property) ? "LoomObservation.ObservationTracked" : "LoomData._PersistedProperty"
        return [TrackedProperties.attribute(macro, index: index, for: property, in: declaration)]
    }
}

extension ModelMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) else { return [] }
        return ConformanceExtension.make(type, "nonisolated LoomData.PersistentModel", requested: protocols)
    }
}

/// A stored property of a `@Model` class: `@_PersistedProperty(index)`'s accessors are
/// `@ObservationTracked`'s with the model's hooks.
public struct PersistedPropertyMacro {}

extension PersistedPropertyMacro: AccessorMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let property = TrackedProperty(declaration, attribute: node) else { return [] }
        let name = property.name.filter { $0 != "`" }
        return TrackedAccessors.make(
            for: property,
            beforeRead: "if _$modelState.hasPendingLoads { _$modelState.load(\"\(name)\", of: self) }",
            afterChange: "_$modelState.didChange(self, property: \"\(name)\")")
    }
}

extension PersistedPropertyMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try ObservationTrackedMacro.expansion(of: node, providingPeersOf: declaration, in: context)
    }
}

/// `@Attribute`, `@Relationship` and `@Transient`: markers `@Model` reads; they add nothing.
public struct SchemaMarkerMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

/// The stored properties of a `@Model` class, in source order.
struct StoredModelProperties {
    struct Property {
        let name: String
        /// The name without backticks, for the `_name` storage.
        var storageBase: String { name.filter { $0 != "`" } }
        /// The arguments of its `@Attribute(…)` or `@Relationship(…)`, as written.
        let markerArguments: String?
        let isRelationship: Bool
        /// The property's initial value as written (`= false`), if it has one.
        let initialValue: String?
        /// A `let`: stored and read back like any attribute, but never observed or changed.
        let isConstant: Bool
    }

    let all: [Property]

    init(_ declaration: some DeclGroupSyntax) {
        all = declaration.memberBlock.members.compactMap { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  TrackedProperties.isTracked(variable) || Self.isStoredConstant(variable), !Self.isTransient(variable),
                  let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { return nil }
            let relationship = Self.attribute(named: "Relationship", of: variable)
            let marker = relationship ?? Self.attribute(named: "Attribute", of: variable)
            let arguments = marker?.arguments?.trimmedDescription
            return Property(name: name, markerArguments: arguments?.isEmpty == false ? arguments : nil,
                            isRelationship: relationship != nil,
                            initialValue: variable.bindings.first?.initializer?.value.trimmedDescription,
                            isConstant: variable.bindingSpecifier.tokenKind == .keyword(.let))
        }
    }

    /// A `let name: Type` of the class (one name, no initial value, not static): a value the
    /// model's initializer sets once, which a fetched model reads from its row. A `let` with an
    /// initial value is the same in every model, so it is not stored.
    private static func isStoredConstant(_ variable: VariableDeclSyntax) -> Bool {
        guard variable.bindingSpecifier.tokenKind == .keyword(.let), variable.bindings.count == 1,
              let binding = variable.bindings.first, binding.pattern.is(IdentifierPatternSyntax.self),
              binding.initializer == nil, binding.typeAnnotation != nil
        else { return false }
        return !variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
    }

    static func isTransient(_ variable: VariableDeclSyntax) -> Bool {
        attribute(named: "Transient", of: variable) != nil
    }

    private static func attribute(named name: String, of variable: VariableDeclSyntax) -> AttributeSyntax? {
        for element in variable.attributes {
            guard let attribute = element.as(AttributeSyntax.self) else { continue }
            let written = attribute.attributeName.trimmedDescription
            if written == name || written.hasSuffix("." + name) { return attribute }
        }
        return nil
    }
}
