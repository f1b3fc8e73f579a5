import Foundation
import Loom
import LoomTestSupport
import Testing

/// Events and time: onChange in its forms, onReceive, tap gestures, animation vocabulary.
@MainActor
struct EventsTests {
    final class Log {
        var entries: [String] = []
    }

    @Test func onChangeReportsOldAndNewValuesAfterTheUpdateThatChangedThem() throws {
        struct Screen: View {
            let log: Log
            @State var count = 0
            var body: some View {
                Button("Add \(count)") { count += 1 }
                    .onChange(of: count) { old, new in log.entries.append("\(old)->\(new)") }
                    .onChange(of: count) { new in log.entries.append("new \(new)") }
                    .onChange(of: count, initial: true) { log.entries.append("changed") }
            }
        }
        let log = Log()
        let ui = ViewHarness(Screen(log: log))
        #expect(log.entries == ["changed"], "only the initial form runs at first")
        try ui.tap("Add 0")
        _ = ui.text
        #expect(log.entries.sorted() == ["0->1", "changed", "changed", "new 1"].sorted())
    }

    @Test func onReceiveRunsItsActionForEachValueUntilTheViewGoesAway() throws {
        struct Screen: View {
            let subject: PassthroughSubject<Int, Never>
            @State var shows = true
            @State var total = 0
            var body: some View {
                VStack {
                    Text("Total \(total)")
                    if shows { Text("Listening").onReceive(subject) { total += $0 } }
                    Button("Stop") { shows = false }
                }
            }
        }
        let subject = PassthroughSubject<Int, Never>()
        let ui = ViewHarness(Screen(subject: subject))
        subject.send(2)
        subject.send(3)
        #expect(ui.text.contains("Total 5"), Comment(rawValue: ui.text))
        try ui.tap("Stop")
        subject.send(10)
        #expect(ui.text.contains("Total 5"), "a view that went away no longer receives")
    }

    @Test func aDoubleTapGestureActsOnEverySecondTap() throws {
        struct Screen: View {
            @State var likes = 0
            var body: some View {
                Text("Likes \(likes)").onTapGesture(count: 2) { likes += 1 }
            }
        }
        let ui = ViewHarness(Screen())
        let target = try #require(ui.host.hostTree.snapshot().elements(styled: "tap-2").first)
        try ui.send(.tap, to: target)
        #expect(ui.text.contains("Likes 0"))
        try ui.send(.tap, to: target)
        #expect(ui.text.contains("Likes 1"))
        try ui.verifyReplay()
    }

    @Test func onHoverIsToldWhenThePointerComesAndGoes() throws {
        struct Screen: View {
            @State var pointer = "away"
            var body: some View {
                Text("Pointer \(pointer)").onHover { inside in pointer = inside ? "over" : "gone" }
            }
        }
        let ui = ViewHarness(Screen())
        let target = try #require(ui.host.hostTree.snapshot().elements(styled: "hover").first)
        #expect(ui.host.hostTree.element(target)?.events == .hover)
        try ui.send(.hover(true), to: target)
        #expect(ui.text.contains("Pointer over"))
        try ui.send(.hover(false), to: target)
        #expect(ui.text.contains("Pointer gone"))
        // Only what asked for it hears the pointer: the text itself does not.
        let text = try #require(ui.host.hostTree.snapshot().first(.text, labelled: "Pointer gone"))
        #expect(throws: (any Error).self) { try ui.send(.hover(true), to: text.id) }
        try ui.verifyReplay()
    }

    @Test func animationConstructorsKeepTheirDurations() {
        #expect(Animation.spring(duration: 0.8, bounce: 0.3) == Animation.spring(duration: 0.8))
        #expect(Animation.easeInOut(duration: 1).speed(2) == Animation.easeInOut(duration: 0.5))
        // Delay and repetition are kept (they reach the page: see MotionTests), so the animation
        // is no longer the plain one.
        #expect(Animation.linear(duration: 1).delay(1).repeatForever() != Animation.linear(duration: 1))
        #expect(Animation.linear(duration: 1).repeatCount(1, autoreverses: false) == Animation.linear(duration: 1))
    }
}
