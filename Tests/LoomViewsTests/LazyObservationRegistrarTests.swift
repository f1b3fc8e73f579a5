import Loom
import LoomTestSupport
import Synchronization
import Testing

// Imports Loom alone, so `@Observable` is Loom's macro (LoomObservation).

@Observable
final class LazilyObservedModel {
    var label = "first"
    var items: [Int] = []

    /// Whether Swift Observation's registrar behind this model has been made.
    var hasObservationRegistrar: Bool { _$observationRegistrar.hasObservationRegistrar }
}

/// Swift Observation's registrar behind a Loom `@Observable` class is made by the first read
/// Observation tracks, not with the model: views read through Loom's tracking, so a model only
/// views read (a list's row models) keeps none (112 bytes per model).
@MainActor
struct LazyObservationRegistrarTests {
    struct LabelView: View {
        let model: LazilyObservedModel
        let counts: BodyCounts
        var body: some View {
            counts.hit("label")
            return Text("\(model.label) \(model.items.count)")
        }
    }

    @Test func aModelOnlyViewsReadAndOthersSetMakesNoRegistrar() {
        let model = LazilyObservedModel()
        let counts = BodyCounts()
        let host = ViewHost(LabelView(model: model, counts: counts))
        model.label = "second"
        host.update()
        #expect(counts["label"] == 2)
        #expect(TextRenderer.render(host.hostTree.snapshot()).contains("second 0"))
        #expect(!model.hasObservationRegistrar)
        // An in-place change reads the property first, as with Observation's macro (a
        // `withObservationTracking` around it tracks it), so outside a body it makes one.
        model.items.append(1)
        #expect(model.hasObservationRegistrar)
    }

    @Test func aTrackedReadMakesItAndHearsSetsAndInPlaceChanges() {
        let model = LazilyObservedModel()
        model.label = "unobserved"  // a change before any observer: nothing to tell
        #expect(!model.hasObservationRegistrar)
        let fired = Mutex(0)
        withObservationTracking { _ = model.label } onChange: { fired.withLock { $0 += 1 } }
        #expect(model.hasObservationRegistrar)
        model.label = "observed"
        #expect(fired.withLock { $0 } == 1)
        withObservationTracking { _ = model.items } onChange: { fired.withLock { $0 += 1 } }
        model.items.append(2)  // willSet/didSet, not withMutation
        #expect(fired.withLock { $0 } == 2)
    }

    /// An in-place change is a read (`_modify` reports it, then the change): tracked around
    /// it, the property's next change fires; the change itself, made before the tracking ends,
    /// fires nothing (Observation's own macro behaves the same).
    @Test func anInPlaceChangeInsideTrackingIsARead() {
        let model = LazilyObservedModel()
        let fired = Mutex(0)
        withObservationTracking { model.label += " more" } onChange: { fired.withLock { $0 += 1 } }
        #expect(fired.withLock { $0 } == 0)
        #expect(model.label == "first more")
        model.label = "changed"
        #expect(fired.withLock { $0 } == 1)
    }

    /// An in-place change outside any tracking makes the registrar and tells Observation
    /// nothing (no one can have registered with a registrar made by the change's own read), but
    /// still re-runs the views that read the property; later changes are heard as before.
    @Test func anInPlaceChangeThatMakesTheRegistrarRerunsItsViewsAndLaterChangesAreHeard() {
        let model = LazilyObservedModel()
        let counts = BodyCounts()
        let host = ViewHost(LabelView(model: model, counts: counts))
        model.label += " more"
        #expect(model.hasObservationRegistrar)
        host.update()
        #expect(counts["label"] == 2)
        #expect(TextRenderer.render(host.hostTree.snapshot()).contains("first more 0"))
        let fired = Mutex(0)
        withObservationTracking { _ = model.label } onChange: { fired.withLock { $0 += 1 } }
        model.label += " again"
        #expect(fired.withLock { $0 } == 1)
        host.update()
        #expect(counts["label"] == 3)
    }

    @Test func firstReadsOnManyThreadsAtOnceShareOneRegistrar() async {
        let model = Shared(LazilyObservedModel())
        let fired = Shared(Mutex(0))
        // Every task's read may be the one that makes the registrar; an observer registered with
        // a registrar that lost the race would never be told.
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    withObservationTracking { _ = model.value.label } onChange: { fired.value.withLock { $0 += 1 } }
                }
            }
        }
        model.value.label = "changed"
        #expect(fired.value.withLock { $0 } == 8)
    }
}

/// Hands a value to other threads; the model's registrar is built for that, and the tasks
/// only read.
private final class Shared<Value: ~Copyable>: @unchecked Sendable {
    let value: Value
    init(_ value: consuming Value) { self.value = value }
}
