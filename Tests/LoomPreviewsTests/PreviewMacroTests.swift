import Loom
import LoomTestSupport
import Testing

/// A small screen to preview.
private struct Greeting: View {
    var name: String
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("Hello, \(name)")
            Button("Tapped \(taps)") { taps += 1 }
        }
    }
}

#Preview {
    Greeting(name: "world")
}

#Preview("Two greetings", traits: .sizeThatFitsLayout, .landscapeLeft) {
    let second = "Loom"
    Greeting(name: "preview")
    Greeting(name: second)
}

#Preview(traits: .fixedLayout(width: 320, height: 200)) {
    Text("Fixed")
}

@MainActor
@Suite struct PreviewMacroTests {
    @Test func everyPreviewBlockOfAFileIsFoundInSourceOrder() {
        let previews = PreviewCatalog.previews(inFile: #fileID)
        #expect(previews.map { $0.displayName } == ["PreviewMacroTests.swift:18", "Two greetings", "PreviewMacroTests.swift:28"])
        #expect(previews.map { $0.line } == [18, 22, 28])
    }

    @Test func traitsArePassedThroughInOrder() {
        let previews = PreviewCatalog.previews(inFile: #fileID)
        #expect(previews.map { $0.traits } == [[], [.sizeThatFitsLayout, .landscapeLeft], [.fixedLayout(width: 320, height: 200)]])
    }

    @Test func previewsRenderThroughTheViewHarness() throws {
        let previews = PreviewCatalog.previews(inFile: #fileID)
        try #require(previews.count == 3)
        let first = ViewHarness(preview: previews[0])
        #expect(first.text.contains("Hello, world"))
        try first.tap("Tapped 0")
        #expect(first.text.contains("Tapped 1"))

        let second = ViewHarness(preview: previews[1])
        #expect(second.text.contains("Hello, preview"))
        #expect(second.text.contains("Hello, Loom"))
        #expect(ViewHarness(preview: previews[2]).text.contains("Fixed"))
        for preview in previews {
            let ui = ViewHarness(preview: preview)
            try ui.verifyReplay()
            #expect(ui.issues.isEmpty, "\(preview.displayName)")
        }
    }

    @Test func aPreviewProviderRendersItsPreviewsAndAcceptsThePreviewModifiers() {
        let ui = ViewHarness(Greeting_Previews.previews)
        #expect(ui.text.contains("Hello, provider"))
        #expect(ui.text.contains("Hello, landscape"))
    }
}

private struct Greeting_Previews: PreviewProvider {
    static var previews: some View {
        Greeting(name: "provider")
            .previewDisplayName("Provider")
            .previewLayout(.sizeThatFits)
            .previewDevice(PreviewDevice(rawValue: "iPhone 15"))
        Greeting(name: "landscape")
            .previewLayout(.fixed(width: 568, height: 320))
            .previewDevice("iPad")
            .previewInterfaceOrientation(.landscapeLeft)
    }
}
