import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that carries Loom's macros (only `#Preview` so far).
@main
struct LoomMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self]
}
