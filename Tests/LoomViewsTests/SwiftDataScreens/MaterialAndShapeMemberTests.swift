import Loom
import LoomTestSupport
import Testing

/// Materials, `background(_:in:)` and shapes named by a leading dot (`.clipShape(.capsule)`).
@MainActor
struct MaterialAndShapeMemberTests {
    @Test func shapeMembersAreTheShapes() {
        #expect(clipToken(.capsule) == "clip:capsule")
        #expect(clipToken(.circle) == "clip:circle")
        #expect(clipToken(.rect) == "clip:rectangle")
        #expect(clipToken(.rect(cornerRadius: 6)) == "clip:rounded radius:6")
        #expect(clipToken(.ellipse) == "clip:ellipse")
    }

    private func clipToken<S: Shape>(_ shape: S) -> String? {
        let text = ViewHarness(Text("A").clipShape(shape)).text
        return text.split(separator: "\"").first { $0.hasPrefix("clip:") }.map(String.init)
    }

    @Test func aMaterialBackgroundIsATranslucentFillOfTheShapeBehindTheView() {
        let text = ViewHarness(Text("Note").background(.thickMaterial, in: RoundedRectangle(cornerRadius: 10))).text
        #expect(text.contains("style=shape rounded"), Comment(rawValue: text))
        #expect(text.contains("linear:180,0.96,0.96,0.97,0.8,0"))
        let note = text.range(of: "text \"Note\"")
        let shape = text.range(of: "style=shape rounded")
        #expect(shape.map { shape in note.map { shape.lowerBound < $0.lowerBound } ?? false } == true, "the shape is drawn first, behind")
    }

    @Test func thickerMaterialsHideMoreOfWhatIsBehind() {
        let materials: [Material] = [.ultraThin, .thin, .regular, .thick, .ultraThick]
        let opacities = materials.map { material in
            Double(material._paintToken?.split(separator: ",")[4] ?? "") ?? -1
        }
        #expect(opacities == opacities.sorted() && Set(opacities).count == materials.count, Comment(rawValue: "\(opacities)"))
        #expect(opacities.allSatisfy { $0 > 0 && $0 < 1 })
    }

    @Test func aMaterialAsABackgroundIsPaintedOnThePage() throws {
        let text = ViewHarness(Text("Bar").background(.regularMaterial)).text
        let token = try #require(text.split(separator: "\"").first { $0.hasPrefix("paint:") })
        let dom = DOMElement(id: HostElementID(1), kind: .container, properties: [.style("effect"), .value(String(token))], events: [])
        #expect(dom[attribute: "style"]?.contains("background:linear-gradient") == true, Comment(rawValue: dom[attribute: "style"] ?? ""))
    }
}
