import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`: turns a preview block into a uniquely named type conforming to `LoomPreview`.
///
/// ```swift
/// #Preview("Empty list", traits: .sizeThatFitsLayout) { TodoList(items: []) }
/// ```
/// expands to (the name is the compiler's unique name):
/// ```swift
/// @MainActor enum $s…LoomPreviewfMu_: LoomPreview {
///     static let name: String? = "Empty list"
///     static let traits: [PreviewTrait] = [.sizeThatFitsLayout]
///     static let fileID: String = "App/TodoList.swift"
///     static let line: Int = 12
///     @ViewBuilder static var content: some View { TodoList(items: []) }
///     static func makeView() -> any View { content }
/// }
/// ```
/// A type, not a call into a registry: nothing runs at load time, no global state is kept, and
/// a preview costs one empty enum in the binary. `PreviewCatalog` finds the types through the
/// conformance, as Xcode finds SwiftUI's previews.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let body = node.trailingClosure ?? closureArgument(of: node) else {
            context.diagnose(Diagnostic(node: Syntax(node), message: PreviewMessage.missingBody))
            return []
        }
        var name: ExprSyntax = "nil"
        var traits: [ExprSyntax] = []
        for argument in node.arguments {
            switch argument.label?.text {
            case nil where argument.expression.is(ClosureExprSyntax.self):
                continue
            case nil:
                // The unlabelled first argument is the display name; after `traits:` come more traits.
                if traits.isEmpty { name = argument.expression.trimmed } else { traits.append(argument.expression.trimmed) }
            case "traits":
                traits.append(argument.expression.trimmed)
            case "body":
                continue
            default:
                // `#Preview(as:widget:)` and other Apple-only forms: accepted, the label ignored.
                continue
            }
        }
        let typeName = context.makeUniqueName("LoomPreview")
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let fileID: ExprSyntax = location.map { $0.file } ?? "\"\""
        let line: ExprSyntax = location.map { $0.line } ?? "0"
        let statements = body.statements.trimmed
        let traitList = traits.map(\.description).joined(separator: ", ")
        // A body that returns its view (`do { …; return V() } catch { return Text(…) }`) is a
        // plain function returning `any View`, as Apple's closure is; otherwise a view builder.
        let contentDeclaration = ReturnFinder.hasReturn(in: body.statements)
            ? "static var content: any View" : "@ViewBuilder static var content: some View"
        return [
            """
            @MainActor enum \(typeName): LoomPreview {
                static let name: String? = \(name)
                static let traits: [PreviewTrait] = [\(raw: traitList)]
                static let fileID: String = \(fileID)
                static let line: Int = \(line)
                \(raw: contentDeclaration) {
                    \(statements)
                }
                static func makeView() -> any View { content }
            }
            """
        ]
    }

    /// `#Preview(body: { … })`: the closure passed by label rather than trailing.
    private static func closureArgument(of node: some FreestandingMacroExpansionSyntax) -> ClosureExprSyntax? {
        node.arguments.last?.expression.as(ClosureExprSyntax.self)
    }
}

/// What `#Preview` reports when it cannot expand.
enum PreviewMessage: String, DiagnosticMessage {
    case missingBody

    var message: String {
        switch self {
        case .missingBody: "#Preview needs a closure that returns the view to preview: #Preview { MyView() }"
        }
    }

    var diagnosticID: MessageID { MessageID(domain: "LoomMacros", id: rawValue) }
    var severity: DiagnosticSeverity { .error }
}

/// Whether a preview's body returns its view itself: a `return` outside any nested closure or
/// function.
final class ReturnFinder: SyntaxVisitor {
    private var found = false

    static func hasReturn(in statements: CodeBlockItemListSyntax) -> Bool {
        let finder = ReturnFinder(viewMode: .sourceAccurate)
        finder.walk(statements)
        return finder.found
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        found = true
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
