import Loom
import LoomTestSupport
import Testing

/// `symbolVariant`: symbols below shown in their variant where the symbol set has one.
@MainActor
struct SymbolVariantTests {
    private func symbols(in snapshot: HostElementSnapshot) -> [String] {
        var found: [String] = []
        if case .systemImage(let name)? = snapshot.properties[.systemImage] { found.append(name) }
        for child in snapshot.children { found += symbols(in: child) }
        return found
    }

    private func symbols(of view: some View) -> [String] {
        symbols(in: ViewHarness(view).host.hostTree.snapshot())
    }

    @Test func fillShowsTheFilledSymbolWhereTheSetHasIt() {
        #expect(symbols(of: Image(systemName: "heart").symbolVariant(.fill)) == ["heart.fill"])
        #expect(symbols(of: Label("Star", systemImage: "star").symbolVariant(.fill)) == ["star.fill"])
    }

    @Test func aVariantTheSetLacksFallsBackToTheSymbolItself() {
        #expect(symbols(of: Image(systemName: "pencil").symbolVariant(.fill)) == ["pencil"])
        #expect(symbols(of: Image(systemName: "no.such.symbol").symbolVariant(.circle)) == ["no.such.symbol"])
    }

    @Test func chainedAndNestedVariantsAddUpInSFSymbolsOrder() {
        #expect(symbols(of: Image(systemName: "checkmark").symbolVariant(.circle.fill)) == ["checkmark.circle.fill"])
        #expect(symbols(of: Image(systemName: "plus").symbolVariant(.circle).symbolVariant(.fill)) == ["plus.circle.fill"])
        #expect(symbols(of: Image(systemName: "heart.fill").symbolVariant(.fill)) == ["heart.fill"])
        #expect(SymbolVariants.circle.fill == SymbolVariants.fill.circle)
        #expect(SymbolVariants.circle.fill.contains(.fill))
        #expect(!SymbolVariants.fill.contains(.circle))
    }

    @Test func noneClearsTheVariantsAboveAndAVariantReachesOnlyItsSubtree() {
        let view = VStack {
            Image(systemName: "star")
            Image(systemName: "heart").symbolVariant(.none)
        }
        .symbolVariant(.fill)
        #expect(symbols(of: view) == ["star.fill", "heart"])
        #expect(symbols(of: VStack { Image(systemName: "star").symbolVariant(.fill); Image(systemName: "star") }) == ["star.fill", "star"])
    }

    @Test func theVariantReadsFromTheEnvironment() {
        struct Reader: View {
            @Environment(\.symbolVariants) private var variants
            var body: some View { Text(variants.contains(.fill) ? "filled" : "plain") }
        }
        #expect(ViewHarness(Reader().symbolVariant(.fill)).text.contains("text \"filled\""))
        #expect(ViewHarness(Reader()).text.contains("text \"plain\""))
    }
}
