import LoomHost
import Testing

@testable import LoomViews

/// The style modifiers (`foregroundColor`, `font`, `bold`) read, write and compare their own
/// environment value: each writes nothing where its content already inherits the value, and
/// writes its value where it differs, without touching the others.
@MainActor
struct BuiltinEnvironmentModifierTests {
    struct Styled: View {
        let outer: (color: Color?, font: Font?, bold: Bool)
        let inner: (color: Color?, font: Font?, bold: Bool)
        var body: some View {
            Text("t").foregroundColor(inner.color).font(inner.font).bold(inner.bold)
                .foregroundColor(outer.color).font(outer.font).bold(outer.bold)
        }
    }

    func text(_ host: ViewHost) -> HostElementSnapshot? { host.hostTree.snapshot().first(.text, labelled: "t") }

    /// The three modifier nodes nearest the text (made first from the inside: the last three
    /// children down the chain).
    func innerModifiers(_ host: ViewHost) -> [Node] {
        var chain: [Node] = []
        var node = host.rootNode.childNodes.first
        while let current = node {
            chain.append(current)
            node = current.childNodes.first
        }
        return Array(chain.dropLast().suffix(3))
    }

    @Test func aValueTheContentAlreadyInheritsIsNotWrittenAgain() throws {
        let same = (color: Color.red as Color?, font: Font.title as Font?, bold: true)
        let host = ViewHost(Styled(outer: same, inner: same))
        #expect(innerModifiers(host).count == 3)
        #expect(innerModifiers(host).allSatisfy { $0.storage?.children == nil })
        let properties = try #require(text(host)?.properties)
        #expect(properties[.foreground] == .foreground(Color.red.host))
        #expect(properties[.font] == .font(Font.title.host))
        #expect(properties[.bold] == .bold(true))
    }

    @Test func aDifferentValueIsWrittenForTheContentAlone() throws {
        let host = ViewHost(Styled(outer: (.red, .title, true), inner: (.blue, .body, false)))
        #expect(innerModifiers(host).allSatisfy { $0.storage?.children != nil })
        let properties = try #require(text(host)?.properties)
        #expect(properties[.foreground] == .foreground(Color.blue.host))
        #expect(properties[.font] == .font(Font.body.host))
        #expect(properties[.bold] == nil || properties[.bold] == .bold(false))
    }
}
