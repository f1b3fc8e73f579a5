import Foundation
import Loom
import LoomTestSupport
import Testing

/// Gradient strokes: `stroke`, `strokeBorder` and `border` take any `ShapeStyle`, as in SwiftUI;
/// the page paints the gradient and masks away all but the outline.
@MainActor
struct GradientStrokeTests {
    private let blueToPink = LinearGradient(colors: [.blue, .pink], startPoint: .leading, endPoint: .trailing)

    /// Every shape with each gradient stroke compiles, as SwiftUI code would.
    struct Outlines: View {
        let gradient = LinearGradient(colors: [.blue, .pink], startPoint: .leading, endPoint: .trailing)
        var body: some View {
            VStack {
                Circle().stroke(gradient, lineWidth: 4)
                Rectangle().stroke(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 1, endRadius: 20), style: StrokeStyle(lineWidth: 2))
                RoundedRectangle(cornerRadius: 8).strokeBorder(AngularGradient(colors: [.red, .blue], center: .center), lineWidth: 3)
                Capsule().strokeBorder(Color.green.gradient, style: StrokeStyle(lineWidth: 2))
                Ellipse().stroke(gradient)
                Circle().stroke(.red, lineWidth: 2)
                Text("Boxed").border(gradient, width: 2)
                Text("Plain").border(.gray)
            }
        }
    }

    @Test func gradientStrokesCarryTheirPaintOnTheOutlinedShape() {
        let text = ViewHarness(Outlines()).text
        for line in [
            "container value=\"linear:90,0,0.48,1,1,0,1,0.18,0.33,1,1\" number=4 style=shape circle stroke",
            "container value=\"radial:50,50,1,20,1,0.23,0.19,1,0,0,0.48,1,1,1\" number=2 style=shape rectangle stroke",
            "container value=\"angular:50,50,90,1,0.23,0.19,1,0,0,0.48,1,1,1\" number=3 min=8 style=shape rounded stroke",
            "value=\"linear:180,", "number=2 style=shape capsule stroke",
            "container value=\"linear:90,0,0.48,1,1,0,1,0.18,0.33,1,1\" number=1 style=shape ellipse stroke",
            "container foreground=red number=2 style=shape circle stroke",
        ] {
            #expect(text.contains(line), "\(line)\n\(text)")
        }
    }

    @Test func aGradientBorderIsARectangleStrokedOverTheView() throws {
        let root = ViewHarness(Text("Boxed").border(blueToPink, width: 2)).host.hostTree.snapshot()
        let stack = try #require(root.children.first)
        #expect(stack.kind == .zstack)
        #expect(stack.children.map(\.kind) == [.text, .container])
        let outline = try #require(stack.children.last)
        #expect(outline.properties[.style] == .style("shape rectangle stroke"))
        #expect(outline.properties[.number] == .number(2))
        #expect(outline.properties[.value] == .value(try #require(blueToPink._paintToken)))
    }

    @Test func thePageMasksTheGradientToTheOutline() throws {
        let token = try #require(blueToPink._paintToken)
        let css = try #require(DOMElement(
            id: HostElementID(1), kind: .container, properties: [.style("shape rounded stroke"), .number(3), .minimum(8), .value(token)],
            events: [])[attribute: "style"])
        #expect(css.contains("border-width:3px") && css.contains("border-radius:8px"), Comment(rawValue: css))
        #expect(css.contains("border-color:transparent"))
        #expect(css.contains("background:linear-gradient(90deg,") && css.contains(") border-box"), Comment(rawValue: css))
        #expect(css.contains("mask:linear-gradient(black,black) padding-box,linear-gradient(black,black) border-box"))
        #expect(css.contains("mask-composite:exclude"))
        // A filled shape keeps its plain gradient background and no mask.
        let fill = try #require(DOMElement(id: HostElementID(2), kind: .container, properties: [.style("shape circle"), .value(token)], events: [])[attribute: "style"])
        #expect(!fill.contains("mask") && fill.hasPrefix("background:linear-gradient("))
    }
}
