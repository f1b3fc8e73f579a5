import Loom
import LoomTestSupport
import Observation
import Testing

// This file imports Observation beside Loom, so `@Observable` here is Observation's own macro
// (it ranks before Loom's, which takes a defaulted argument): no ambiguity, and views still
// update for the class, through Observation's tracking around every body.

@Observable
final class ObservationModel {
    var title = "first"
    var unread = 0
}

@MainActor
struct ObservationMacroModelTests {
    struct Both: View {
        let apple: ObservationModel
        let loom: LoomModel
        let counts: BodyCounts
        var body: some View {
            counts.hit("both")
            return Text("\(apple.title) \(loom.label)")
        }
    }

    @Test func aFileThatImportsObservationGetsObservationsMacro() {
        // Observation's registrar is a `let` the macro names `_$observationRegistrar`; Loom's
        // macro makes a `LoomObservationRegistrar` there instead.
        let registrar = Mirror(reflecting: ObservationModel()).children.first { $0.label == "_$observationRegistrar" }
        #expect(registrar.map { type(of: $0.value) == ObservationRegistrar.self } == true)
        let loomRegistrar = Mirror(reflecting: LoomModel()).children.first { $0.label == "_$observationRegistrar" }
        #expect(loomRegistrar.map { type(of: $0.value) == LoomObservationRegistrar.self } == true)
    }

    @Test func aBodyReadingBothKindsRerunsForEitherAndNotForAnUnreadProperty() {
        let apple = ObservationModel()
        let loom = LoomModel()
        let counts = BodyCounts()
        let host = ViewHost(Both(apple: apple, loom: loom, counts: counts))

        apple.title = "apple"
        host.update()
        #expect(counts["both"] == 2)

        loom.label = "loom"
        host.update()
        #expect(counts["both"] == 3)
        #expect(TextRenderer.render(host.hostTree.snapshot()).contains("apple loom"))

        apple.unread = 1
        loom.items = [1]
        host.update()
        #expect(counts["both"] == 3)
    }
}
