import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that carries Loom's macros: `#Preview`, and `@Observable` with its
/// per-property helpers.
@main
struct LoomMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        PreviewMacro.self, ObservableMacro.self, ObservationTrackedMacro.self, ObservationIgnoredMacro.self,
        ModelMacro.self, PersistedPropertyMacro.self, SchemaMarkerMacro.self, ModelActorMacro.self,
    ]
}
