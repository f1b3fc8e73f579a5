import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// Loom's `@ModelActor`, as SwiftData's: an actor gains the container it was made with and an
/// executor holding a context of its own.
///
/// ```swift
/// @ModelActor actor Importer {}
/// ```
/// gains `nonisolated let modelExecutor: any LoomData.ModelExecutor`,
/// `nonisolated let modelContainer: LoomData.ModelContainer`, `init(modelContainer:)`, and
/// `extension Importer: LoomData.ModelActor {}`.
public struct ModelActorMacro {}

extension ModelActorMacro: MemberMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard declaration.is(ActorDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: Syntax(node), message: ModelActorMessage.notAnActor))
            return []
        }
        let access = declaration.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
        return [
            "\(raw: access)nonisolated let modelExecutor: any LoomData.ModelExecutor",
            "\(raw: access)nonisolated let modelContainer: LoomData.ModelContainer",
            """
            \(raw: access)init(modelContainer: LoomData.ModelContainer) {
                let modelContext = LoomData.ModelContext(modelContainer)
                self.modelExecutor = LoomData.DefaultSerialModelExecutor(modelContext: modelContext)
                self.modelContainer = modelContainer
            }
            """,
        ]
    }
}

extension ModelActorMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ActorDeclSyntax.self) else { return [] }
        return ConformanceExtension.make(type, "LoomData.ModelActor", requested: protocols)
    }
}

enum ModelActorMessage: DiagnosticMessage {
    case notAnActor

    var message: String { "'@ModelActor' applies to an actor: it gives the actor a model context of its own" }
    var diagnosticID: MessageID { MessageID(domain: "LoomMacros", id: "modelActorNotAnActor") }
    var severity: DiagnosticSeverity { .error }
}
