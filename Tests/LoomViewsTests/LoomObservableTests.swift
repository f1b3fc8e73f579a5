import Loom
import LoomTestSupport
import Testing

// This file imports Loom alone, so `@Observable` here is Loom's macro (LoomObservation). The
// `recordedReads` extensions below only compile with Loom's registrar: they are the proof.

@Observable
final class LoomModel {
    var label = "first"
    var items: [Int] = []
    @ObservationIgnored var ignored = 0
    var unchanging = "never changes"

    /// Loom's count of the view reads it holds for `label` and for `unchanging`.
    @MainActor var recordedLabelReads: Int { _$observationRegistrar.recordedReads(ofProperty: 0) }
    @MainActor var recordedUnchangingReads: Int { _$observationRegistrar.recordedReads(ofProperty: 2) }
}

/// A generic class with a property set in `init` (the init accessor initialises the storage).
@Observable
final class LoomBox<Value: Sendable> {
    var value: Value
    init(value: Value) { self.value = value }
}

/// Views reading Loom's `@Observable` classes re-run through Loom's read tracking, and the
/// classes still work with Swift Observation outside views.
@MainActor
struct LoomObservableTests {
    struct LabelView: View {
        let model: LoomModel
        let counts: BodyCounts
        var body: some View {
            counts.hit("label")
            return Text("\(model.label) \(model.items.count) \(model.ignored)")
        }
    }

    @Test func aViewRerunsWhenAPropertyItReadChanges() {
        let model = LoomModel()
        let counts = BodyCounts()
        let host = ViewHost(LabelView(model: model, counts: counts))
        #expect(model.recordedLabelReads == 1)

        model.label = "second"
        host.update()
        #expect(counts["label"] == 2)
        #expect(TextRenderer.render(host.hostTree.snapshot()).contains("second 0 0"))
        #expect(model.recordedLabelReads == 1)
    }

    @Test func anInPlaceChangeRerunsTheView() {
        let model = LoomModel()
        let counts = BodyCounts()
        let host = ViewHost(LabelView(model: model, counts: counts))
        model.items.append(7)
        host.update()
        #expect(counts["label"] == 2)
        #expect(TextRenderer.render(host.hostTree.snapshot()).contains("first 1 0"))
    }


    /// An in-place change made while a body runs is reported, kept, and re-runs nothing; a
    /// later change still reaches the view.
    @Test func anInPlaceChangeDuringABodyIsReportedAndRerunsNothing() {
        expectAnInPlaceChangeDuringABodyIsReportedAndRerunsNothing(LoomModel())
    }

    @Test func anEqualValueAndAnIgnoredPropertyRerunNothing() {
        let model = LoomModel()
        let counts = BodyCounts()
        let host = ViewHost(LabelView(model: model, counts: counts))
        model.label = "first"
        model.ignored = 5
        host.update()
        #expect(counts["label"] == 1)
    }

    @Test func aGenericClassSetInItsInitialiserIsTracked() {
        struct BoxView: View {
            let box: LoomBox<Int>
            var body: some View { Text("value \(box.value)") }
        }
        let box = LoomBox(value: 1)
        let host = ViewHost(BoxView(box: box))
        box.value = 2
        host.update()
        #expect(TextRenderer.render(host.hostTree.snapshot()).contains("value 2"))
    }

    // MARK: Reads that never change

    struct Child: View {
        let model: LoomModel
        let tick: Int
        let counts: BodyCounts
        var body: some View {
            counts.hit("child")
            return Text("\(model.unchanging) \(tick)")
        }
    }

    struct Parent: View {
        let model: LoomModel
        let ticks: LoomBox<Int>
        let counts: BodyCounts
        var body: some View { Child(model: model, tick: ticks.value, counts: counts) }
    }

    @Test func readsOfAPropertyThatNeverChangesDoNotPileUpWhileAParentRerunsTheReader() {
        let model = LoomModel()
        let ticks = LoomBox(value: 0)
        let counts = BodyCounts()
        let host = ViewHost(Parent(model: model, ticks: ticks, counts: counts))
        for tick in 1...200 {
            ticks.value = tick
            host.update()
        }
        #expect(counts["child"] == 201)
        // One view reads it: stale reads are swept once they pass the sweep threshold (16).
        #expect(model.recordedUnchangingReads <= 17)
        #expect(model.recordedUnchangingReads >= 1)

        // The newest read is the one that counts.
        model.unchanging = "changed"
        host.update()
        #expect(counts["child"] == 202)
        #expect(TextRenderer.render(host.hostTree.snapshot()).contains("changed 200"))
    }

    // MARK: Swift Observation outside views

    @Test func withObservationTrackingOnALoomClassStillFires() {
        let model = LoomModel()
        let fired = FiredFlag()
        let label = withObservationTracking { model.label } onChange: { fired.set() }
        #expect(label == "first")
        model.items = [1]
        #expect(!fired.value)
        model.label = "second"
        #expect(fired.value)
    }

    @Test func aViewAndWithObservationTrackingBothHearAChange() {
        let model = LoomModel()
        let counts = BodyCounts()
        let host = ViewHost(LabelView(model: model, counts: counts))
        let fired = FiredFlag()
        withObservationTracking { _ = model.label } onChange: { fired.set() }
        model.label = "second"
        host.update()
        #expect(fired.value)
        #expect(counts["label"] == 2)
    }

    @Test func aWriteOffTheMainActorReachesTheView() async {
        let model = LoomModel()
        let counts = BodyCounts()
        let host = ViewHost(LabelView(model: model, counts: counts))
        let box = UncheckedModel(model)
        await Task.detached { box.model.label = "from elsewhere" }.value
        // The change hops to the main actor; wait for the hop (no clock involved).
        var turns = 0
        while counts["label"] == 1, turns < 10_000 {
            await Task.yield()
            host.update()
            turns += 1
        }
        #expect(counts["label"] == 2)
        #expect(TextRenderer.render(host.hostTree.snapshot()).contains("from elsewhere"))
    }

    // MARK: SwiftUI's companions

    @Test func bindableTakesALoomClass() throws {
        struct Editor: View {
            @Bindable var model: LoomModel
            var body: some View {
                VStack {
                    TextField("Label", text: $model.label)
                    Text("reads \(model.label)")
                }
            }
        }
        let model = LoomModel()
        let ui = ViewHarness(Editor(model: model))
        try ui.type("typed", into: "Label")
        #expect(model.label == "typed")
        #expect(ui.text.contains("reads typed"))
    }
}

/// A flag an Observation change handler (a `@Sendable` closure) sets.
private final class FiredFlag: @unchecked Sendable {
    // Set by the handler, which runs synchronously on the writing (main) thread in these tests.
    private(set) var value = false
    func set() { value = true }
}

/// Hands a model to another thread, as an app's background work would.
private struct UncheckedModel: @unchecked Sendable {
    // Only the model's registrar is touched off the main actor, which is built for that.
    let model: LoomModel
    init(_ model: LoomModel) { self.model = model }
}

extension LoomModel: LabelledModel {}

/// An `@Observable` model with a `label`: both kinds of class (`LoomModel`, `MainActorModel`)
/// go through the same misuse check.
@MainActor
protocol LabelledModel: AnyObject {
    var label: String { get set }
}

/// Misuse: a body that changes, in place, a property it read.
struct AppendingView<Model: LabelledModel>: View {
    let model: Model
    let counts: BodyCounts
    var body: some View {
        counts.hit("appending")
        if !model.label.hasSuffix("!") { model.label += "!" }
        return Text(model.label)
    }
}

/// An in-place change made while a body runs is reported once, kept, and re-runs nothing; a
/// later change still reaches the view. `model.label` starts as "first".
@MainActor
func expectAnInPlaceChangeDuringABodyIsReportedAndRerunsNothing<Model: LabelledModel>(
    _ model: Model, sourceLocation: SourceLocation = #_sourceLocation
) {
    let counts = BodyCounts()
    var issues = 0
    let host = ViewHost(AppendingView(model: model, counts: counts), issueHandler: { _ in issues += 1 })
    host.update()
    #expect(issues == 1, sourceLocation: sourceLocation)
    #expect(counts["appending"] == 1, sourceLocation: sourceLocation)
    #expect(model.label == "first!", sourceLocation: sourceLocation)
    model.label = "second!"
    host.update()
    #expect(counts["appending"] == 2, sourceLocation: sourceLocation)
    #expect(issues == 1, sourceLocation: sourceLocation)
    #expect(TextRenderer.render(host.hostTree.snapshot()).contains("second!"), sourceLocation: sourceLocation)
}
