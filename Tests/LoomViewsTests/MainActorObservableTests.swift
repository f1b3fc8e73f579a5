import Loom
import LoomTestSupport
import Synchronization
import Testing

// Imports Loom alone, so `@Observable` is Loom's macro (LoomObservation).

/// A model declared `@MainActor`: `@Observable` gives its properties the accessors that reach
/// Loom's readers without the run-time main-actor check (`ObservationTracked(_:mainActor:)`).
@MainActor @Observable
final class MainActorModel {
    var label = "first"
    var items: [Int] = []
    @ObservationIgnored var ignored = 0

    var recordedLabelReads: Int { _$observationRegistrar.recordedReads(ofProperty: 0) }
    var hasObservationRegistrar: Bool { _$observationRegistrar.hasObservationRegistrar }
}

extension MainActorModel: LabelledModel {}

/// The accessors of a `@MainActor` class behave as the checked ones do: a view's read is
/// recorded with Loom's tracking (once, however often it re-runs), sets and in-place changes
/// re-run exactly the views that read, Observation tracks every other read, and a change
/// during a body is reported.
@MainActor
struct MainActorObservableTests {
    struct LabelView: View {
        let model: MainActorModel
        let counts: BodyCounts
        var body: some View {
            counts.hit("label")
            return Text("\(model.label) \(model.items.count) \(model.ignored)")
        }
    }

    @Test func aViewRerunsForASetAndAnInPlaceChangeAndKeepsOneRead() {
        let model = MainActorModel()
        let counts = BodyCounts()
        let host = ViewHost(LabelView(model: model, counts: counts))
        #expect(model.recordedLabelReads == 1)
        #expect(!model.hasObservationRegistrar)

        model.label = "second"
        host.update()
        #expect(counts["label"] == 2)
        model.items.append(7)
        host.update()
        #expect(counts["label"] == 3)
        #expect(TextRenderer.render(host.hostTree.snapshot()).contains("second 1 0"))
        #expect(model.recordedLabelReads == 1)

        model.label = "second"  // equal: nobody is told
        model.ignored = 4
        host.update()
        #expect(counts["label"] == 3)
    }

    @Test func observationTracksReadsOutsideViewsAndInPlaceChanges() {
        let model = MainActorModel()
        let fired = Mutex(0)
        withObservationTracking { _ = model.label } onChange: { fired.withLock { $0 += 1 } }
        #expect(model.hasObservationRegistrar)
        model.label = "observed"
        #expect(fired.withLock { $0 } == 1)
        // An in-place change is a read: tracked around it, the next change fires.
        withObservationTracking { model.items.append(1) } onChange: { fired.withLock { $0 += 1 } }
        #expect(fired.withLock { $0 } == 1)
        model.items.append(2)
        #expect(fired.withLock { $0 } == 2)
    }

    /// As with the checked accessors (`LazyObservationRegistrarTests`): an in-place change that
    /// makes the registrar tells Observation nothing, re-runs the views that read, and later
    /// changes are heard.
    @Test func anInPlaceChangeThatMakesTheRegistrarRerunsItsViewsAndLaterChangesAreHeard() {
        let model = MainActorModel()
        let counts = BodyCounts()
        let host = ViewHost(LabelView(model: model, counts: counts))
        model.items.append(1)
        #expect(model.hasObservationRegistrar)
        host.update()
        #expect(counts["label"] == 2)
        #expect(TextRenderer.render(host.hostTree.snapshot()).contains("first 1 0"))
        let fired = Mutex(0)
        withObservationTracking { _ = model.items } onChange: { fired.withLock { $0 += 1 } }
        model.items.append(2)
        #expect(fired.withLock { $0 } == 1)
        host.update()
        #expect(counts["label"] == 3)
    }

    @Test func anInPlaceChangeDuringABodyIsReportedAndALaterChangeStillArrives() {
        expectAnInPlaceChangeDuringABodyIsReportedAndRerunsNothing(MainActorModel())
    }
}
