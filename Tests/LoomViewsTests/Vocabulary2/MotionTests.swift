import Foundation
import Loom
import LoomTestSupport
import Testing

@testable import LoomViews

/// Transitions, repeating animations and `animation(_:value:)`: their host form and the
/// attributes the page script plays them from.
@MainActor
struct MotionTests {
    private func dom(_ properties: HostProperties, kind: HostElementKind = .container) -> DOMElement {
        DOMElement(id: HostElementID(1), kind: kind, properties: properties, events: [])
    }

    @Test func transitionsNameTheirInsertionAndRemovalEffects() {
        let text = ViewHarness(VStack {
            Text("A").transition(.opacity)
            Text("B").transition(.slide)
            Text("C").transition(.move(edge: .top).combined(with: .opacity))
            Text("D").transition(.asymmetric(insertion: .scale, removal: .move(edge: .bottom)))
            Text("E").transition(.push(from: .trailing))
            Text("F").transition(.scale(scale: 0.5))
        }).text
        for token in [
            "in:opacity out:opacity", "in:move-leading out:move-trailing", "in:move-top,opacity out:move-top,opacity",
            "in:scale out:move-bottom", "in:move-trailing,opacity out:move-leading,opacity", "in:scale-0.5 out:scale-0.5",
        ] {
            #expect(text.contains("value=\"\(token)\" style=transition"), "\(token)\n\(text)")
        }
    }

    @Test func thePageGetsTransitionEffectsAndTheirTiming() {
        let element = dom([
            .style("transition"), .value("in:move-top,opacity out:scale-0.5"),
            .animation(HostAnimation(duration: 0.5, curve: "easeOut", delay: 0.1)),
        ])
        #expect(element[attribute: "data-enter"] == "move-top opacity")
        #expect(element[attribute: "data-leave"] == "scale-0.5")
        #expect(element[attribute: "data-animation"] == "500 ease-out 1 normal 100")
    }

    @Test func unknownTransitionEffectsNeverReachThePage() {
        let element = dom([.style("transition"), .value("in:opacity,evil();x,scale-nan out:move-left")])
        #expect(element[attribute: "data-enter"] == "opacity")
        #expect(element[attribute: "data-leave"] == "")
    }

    @Test func aTransitionsOwnAnimationTravelsWithIt() {
        let text = ViewHarness(Text("A").transition(.opacity.animation(.linear(duration: 2)))).text
        #expect(text.contains("animation=linear(2)"), Comment(rawValue: text))
    }

    @Test func repeatForeverAndRepeatCountReachThePageAsIterations() {
        let forever = Animation.easeInOut(duration: 1).repeatForever()
        #expect(dom([.style("animated"), .animation(forever.host)])[attribute: "data-animation"] == "1000 ease-in-out infinite alternate 0")
        let thrice = Animation.linear(duration: 0.2).repeatCount(3, autoreverses: false).delay(0.5)
        #expect(dom([.text("x"), .animation(thrice.host)], kind: .text)[attribute: "data-animation"] == "200 linear 3 normal 500")
        #expect(dom([.text("x"), .animation(thrice.host)], kind: .text)[attribute: "style"] == "transition:all 0.2s linear 0.5s")
        let once = Animation.easeInOut(duration: 1)
        #expect(dom([.text("x"), .animation(once.host)], kind: .text)[attribute: "data-animation"] == nil, "a one-off change is a CSS transition")
    }

    @Test func animationWithValueMakesAnAnimationScope() {
        struct Pulse: View {
            @State var isLarge = false
            var body: some View {
                VStack {
                    Circle().scaleEffect(isLarge ? 1.2 : 1)
                        .animation(.easeInOut(duration: 1).repeatForever(autoreverses: true), value: isLarge)
                    Button("Pulse") { isLarge.toggle() }
                }
            }
        }
        let ui = ViewHarness(Pulse())
        #expect(ui.text.contains("style=animated"), Comment(rawValue: ui.text))
        #expect(ui.text.contains("scale:1,1"))
        try? ui.tap("Pulse")
        #expect(ui.text.contains("scale:1.2,1.2"), Comment(rawValue: ui.text))
    }

    @Test func aViewWithATransitionLeavesTheHostTreeAtOnce() throws {
        struct Banner: View {
            @State var isShown = true
            var body: some View {
                VStack {
                    if isShown { Text("Banner").transition(.opacity) }
                    Button("Hide") { withAnimation { isShown = false } }
                }
            }
        }
        let ui = ViewHarness(Banner())
        #expect(ui.text.contains("\"Banner\""))
        try ui.tap("Hide")
        #expect(!ui.text.contains("\"Banner\""), "the page keeps it while it leaves; the host tree does not")
        try ui.verifyReplay()
    }
}
