import Foundation
import Loom
import LoomTestSupport
import Testing

/// `ShapeStyle` gradients: their host form (paint tokens) and the CSS the page draws them with.
@MainActor
struct GradientTests {
    private func style(_ kind: HostElementKind, _ properties: HostProperties) -> String? {
        DOMElement(id: HostElementID(1), kind: kind, properties: properties, events: [])[attribute: "style"]
    }

    @Test func aLinearGradientFillsAShapeAsACSSLinearGradient() throws {
        let ui = ViewHarness(Circle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)))
        #expect(ui.text.contains("value=\"linear:180,1,0.23,0.19,1,0,0,0.48,1,1,1\" style=shape circle"), Comment(rawValue: ui.text))
        let css = try #require(style(.container, [.style("shape circle"), .value("linear:180,1,0.23,0.19,1,0,0,0.48,1,1,1")]))
        #expect(css == "background:linear-gradient(180deg,rgba(255,59,48,1) 0%,rgba(0,122,255,1) 100%)")
    }

    @Test func directionsFollowTheStartAndEndPoints() {
        func angle(_ start: UnitPoint, _ end: UnitPoint) -> String? {
            LinearGradient(colors: [.red, .blue], startPoint: start, endPoint: end)._paintToken?.split(separator: ",").first.map(String.init)
        }
        #expect(angle(.leading, .trailing) == "linear:90")
        #expect(angle(.bottom, .top) == "linear:0")
        #expect(angle(.topLeading, .bottomTrailing) == "linear:135")
        #expect(angle(.trailing, .leading) == "linear:270")
    }

    @Test func radialAndAngularGradientsBecomeRadialAndConicCSS() throws {
        let radial = try #require(RadialGradient(colors: [.white, .black], center: .center, startRadius: 10, endRadius: 60)._paintToken)
        #expect(try #require(style(.container, [.style("shape rectangle"), .value(radial)]))
            == "background:radial-gradient(circle at 50% 50%,rgba(255,255,255,1) 10px,rgba(0,0,0,1) 60px)")
        let angular = try #require(AngularGradient(colors: [.red, .green, .red], center: .center)._paintToken)
        #expect(try #require(style(.container, [.style("shape rectangle"), .value(angular)]))
            == "background:conic-gradient(from 90deg at 50% 50%,rgba(255,59,48,1) 0deg,rgba(51,199,89,1) 180deg,rgba(255,59,48,1) 360deg)")
    }

    @Test func backgroundAndForegroundStyleTakeGradientsWhereCSSCan() throws {
        let ui = ViewHarness(VStack {
            Text("Behind").background(LinearGradient(colors: [.white, .black], startPoint: .leading, endPoint: .trailing))
            Text("Inked").foregroundStyle(.linearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
        })
        #expect(ui.text.contains("value=\"paint:linear:90,"), Comment(rawValue: ui.text))
        #expect(ui.text.contains("value=\"ink:linear:90,"), Comment(rawValue: ui.text))
        let ink = try #require(style(.container, [.style("effect"), .value("ink:linear:90,1,0.58,0,1,0,1,0.18,0.33,1,1")]))
        #expect(ink.contains("background:linear-gradient(90deg,") && ink.contains("background-clip:text") && ink.contains("color:transparent"))
    }

    @Test func colorGradientIsTheColourLightenedAtTheTop() throws {
        let token = try #require(Color.blue.gradient._paintToken)
        #expect(token == "linear:180,0.25,0.61,1,1,0,0,0.48,1,1,1")
        let text = ViewHarness(RoundedRectangle(cornerRadius: 8).fill(Color.blue.gradient)).text
        #expect(text.contains("value=\"linear:180,"), Comment(rawValue: text))
    }

    @Test func aGradientIsAViewFillingItsSpace() {
        let text = ViewHarness(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)).text
        #expect(text.contains("value=\"linear:180,") && text.contains("style=shape rectangle"), Comment(rawValue: text))
    }

    @Test func aPlainColourStillFillsAsAColour() {
        let text = ViewHarness(VStack {
            Circle().fill(.red)
            Circle().fill(Color.green)
        }).text
        #expect(!text.contains("linear:"), Comment(rawValue: text))
        #expect(text.contains("foreground=red") && text.contains("foreground=green"), Comment(rawValue: text))
    }

    @Test func malformedPaintTokensGiveNoCSS() {
        for token in ["linear:", "linear:90,1,1", "radial:1,2,3", "linear:90,1,0,0,1,0;x", "conic:90,1,0,0,1,0", "linear:nan,1,0,0,1,0"] {
            #expect(style(.container, [.style("shape rectangle"), .value(token)]) == nil, "\(token)")
        }
        #expect(style(.container, [.style("effect"), .value("paint:linear:90,red}")]) == nil)
    }
}
