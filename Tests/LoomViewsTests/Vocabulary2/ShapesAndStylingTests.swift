import Foundation
import Loom
import LoomTestSupport
import Testing

/// Shapes, colours as views, effects and text styling: host forms and their page styles.
@MainActor
struct ShapesAndStylingTests {
    @Test func shapesCarryTheirNameColourLineWidthAndCorners() throws {
        let text = ViewHarness(VStack {
            Circle().fill(.blue).frame(width: 40, height: 40)
            RoundedRectangle(cornerRadius: 12).stroke(.red, lineWidth: 3)
            Capsule()
            Color.green
        }).text
        #expect(text.contains("style=shape circle\n"), Comment(rawValue: text))
        #expect(text.contains("style=shape rounded stroke\n"))
        #expect(text.contains("style=shape capsule\n"))
        #expect(text.contains("style=shape rectangle\n"))
    }

    @Test func aStrokedRoundedRectangleGetsItsBorderWidthAndRadiusOnThePage() throws {
        let properties: HostProperties = [.style("shape rounded stroke"), .number(3), .minimum(12)]
        let dom = DOMElement(id: HostElementID(1), kind: .container, properties: properties, events: [])
        let style = try #require(dom[attribute: "style"])
        #expect(style.contains("border-width:3px") && style.contains("border-radius:12px"))
    }

    @Test func effectsBecomeTransformsAndClipsOnThePage() throws {
        let ui = ViewHarness(Text("Hi").rotationEffect(.degrees(45)).offset(x: 10, y: -4).cornerRadius(8))
        let text = ui.text
        #expect(text.contains("rotate:45") && text.contains("offset:10,-4") && text.contains("radius:8"), Comment(rawValue: text))
        let dom = DOMElement(
            id: HostElementID(1), kind: .container, properties: [.style("effect"), .value("rotate:45 offset:10,-4")],
            events: [])
        #expect(dom[attribute: "style"] == "transform:rotate(45deg) translate(10px,-4px)")
    }

    @Test func anEffectTokenCannotInjectStyleText() throws {
        let dom = DOMElement(
            id: HostElementID(1), kind: .container,
            properties: [.style("effect"), .value("rotate:1;background:url(x) radius:x}")], events: [])
        #expect(dom[attribute: "style"] == nil)
    }

    @Test func anAccentColourWithOpacityKeepsItsOpacityOnThePage() throws {
        let dom = DOMElement(
            id: HostElementID(1), kind: .text,
            properties: [.text("x"), .foreground(HostColor(red: 0, green: 0.48, blue: 1, opacity: 0.5, name: "accent"))], events: [])
        #expect(dom[attribute: "style"] == "color:color-mix(in srgb,var(--lm-accent) 50%,transparent)")
    }

    @Test func textFormatsWithSpecifierAndFormatStyle() throws {
        let value = 3.14159
        let text = ViewHarness(VStack {
            Text("Pi is \(value, specifier: "%.2f")")
            Text(0.25, format: .percent)
        }).text
        #expect(text.contains("\"Pi is 3.14\""), Comment(rawValue: text))
        #expect(text.contains("\"25%\""))
    }

    @Test func buttonStylesNameTheirLookAndACustomStyleDrawsTheLabel() throws {
        struct Pill: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(8).background(.blue)
            }
        }
        var tapped = 0
        let ui = ViewHarness(VStack {
            Button("Bordered") {}.buttonStyle(.borderedProminent)
            Button("Pill") { tapped += 1 }.buttonStyle(Pill())
        })
        #expect(ui.text.contains("style=buttons-borderedProminent"), Comment(rawValue: ui.text))
        try ui.tap("Pill")
        #expect(tapped == 1)
    }

    @Test func fontWeightKeepsTheFontsStyle() throws {
        let text = ViewHarness(VStack { Text("Heavy").fontWeight(.heavy) }.font(.title)).text
        #expect(text.contains("title") && text.contains("heavy"), Comment(rawValue: text))
    }
}
