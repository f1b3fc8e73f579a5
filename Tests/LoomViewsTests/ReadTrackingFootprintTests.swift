import Loom
import LoomTestSupport
import Testing

@testable import LoomObservation
@testable import LoomViews

// Imports Loom, so `@Observable` is Loom's macro (LoomObservation).

/// A model with two tracked properties, as the benchmark table's row model.
@Observable
final class TwoPropertyModel {
    var label = "a"
    var isSelected = false

    var observedProperties: ObservedProperties { _$observationRegistrar.properties }
}

/// A model with five tracked properties: the fourth and fifth keep their readers in an array.
@Observable
final class FivePropertyModel {
    var first = 1
    var second = 2
    var third = 3
    var fourth = 4
    var fifth = 5

    @MainActor func recordedReads(ofProperty property: Int) -> Int {
        _$observationRegistrar.recordedReads(ofProperty: property)
    }
}

/// Loom's read-tracking bookkeeping is allocated per row model and per tracked value, so its
/// allocator blocks are memory per row at 10,000 rows (issue 18): a row model with two tracked
/// properties read by its row view takes its `ObservedProperties` and two `TrackedReaders`.
@MainActor
struct ReadTrackingFootprintTests {
    struct RowView: View {
        let model: TwoPropertyModel
        var body: some View {
            Text(model.label + (model.isSelected ? " (selected)" : ""))
        }
    }

    #if os(Linux)
    /// The sole reader kept in the object, with 32-bit counters so that it still fits a 64-byte
    /// block (56 usable bytes; with `Int` counters it would take an 80-byte one).
    @Test func trackedReadersFitA64ByteBlock() {
        let readers = TrackedReaders()
        #expect(allocatorBlockUsableSize(of: readers) <= 56)
    }

    /// The sole readers of two tracked properties kept in the object as references then stamps,
    /// which fits a 64-byte block (56 usable bytes), with no array or `TrackedReaders` beside it.
    /// Two `SoleReader`s side by side took an 80-byte block (72 usable bytes).
    @Test func observedPropertiesFitA64ByteBlock() {
        let model = TwoPropertyModel()
        #expect(allocatorBlockUsableSize(of: model.observedProperties) <= 56)
    }
    #endif

    /// Two sole readers take three words with no padding: a `SoleReader` pads to 16 bytes.
    @Test func twoSoleReadersTakeThreeWords() {
        #expect(MemoryLayout<ReadStamp>.size == 4)
        #expect(MemoryLayout<SoleReaderPair>.size == 24)
        #expect(MemoryLayout<SoleReader>.stride == 16)
    }

    /// A read's stamp keeps 31 bits of its body's generation beside the armed bit: past 2^31
    /// bodies (the generation's top bit set) a read of the current body still counts, a read
    /// of the body before does not, and a told (disarmed) read never does.
    @Test func aStampPastTwoToThe31BodiesStillTellsCurrentFromStale() {
        let host = ViewHost(Text("a"))
        let reader = host.rootNode.handle
        reader.readGeneration = 0x8000_0005
        var stamp = ReadStamp(armedBy: reader)
        #expect(stamp.isCurrent(for: reader))
        reader.readGeneration &+= 1
        #expect(!stamp.isCurrent(for: reader))
        stamp = ReadStamp(armedBy: reader)
        stamp.disarm()
        #expect(!stamp.isCurrent(for: reader))
        reader.readGeneration = 0x0000_0006
        #expect(!stamp.isCurrent(for: reader))
    }

    /// A value read by one view keeps that reader without an array, through changes and
    /// re-renders; a second reader moves both into one, and both are told of a change.
    @Test func aSoleReaderTakesNoArray() throws {
        let source = TrackedSource()
        let host = ViewHost(TrackedReadersTests.Reader(source: source))
        #expect(source.readers.count == 1)
        #expect(!source.readers.usesArray)
        for value in 1...3 {
            source.value = value
            source.readers.valueDidChange()
            host.update()
            #expect(host.hostTree.snapshot().labels.contains("value \(value) renders 0"))
            #expect(source.readers.count == 1)
            #expect(source.readers.registrations == 1)
            #expect(!source.readers.usesArray)
        }
        let two = ViewHost(VStack {
            TrackedReadersTests.Reader(source: source)
            TrackedReadersTests.Reader(source: source)
        })
        #expect(source.readers.usesArray)
        source.value = 9
        source.readers.valueDidChange()
        host.update()
        two.update()
        #expect(host.hostTree.snapshot().labels.contains("value 9 renders 0"))
        #expect(two.hostTree.snapshot().labels.filter { $0.hasPrefix("value 9") }.count == 2)
        #expect(source.readers.count == 3)
    }

    /// A sole reader whose telling is refused (a write during a body, reported) stays armed, and
    /// a read made by the issue handler meanwhile is kept after it: the next change reaches both.
    @Test func aReadWhileTheSoleReaderIsToldIsKept() throws {
        let source = TrackedSource()
        var issues = 0
        let host = ViewHost(VStack {
            TrackedReadersTests.Reader(source: source)
            TrackedReadersTests.WriterDuringBody(source: source)
        }, issueHandler: { _ in
            issues += 1
            _ = source.read()
        })
        #expect(source.readers.count == 1)
        let button = try #require(host.hostTree.snapshot().first(.button, labelled: "Write")?.id)
        try host.send(HostEvent(element: button, action: .tap))
        host.update()
        #expect(issues == 1)
        // The refused reader, then the writer's body, which the issue handler's read recorded.
        #expect(source.readers.count == 2)
        source.value = 5
        source.readers.valueDidChange()
        host.update()
        #expect(host.hostTree.snapshot().labels.contains { $0.hasPrefix("value 5") })
    }

    /// A row model whose properties are each read by one view (a table row) keeps those readers
    /// in its `ObservedProperties`, with no `TrackedReaders` object, through changes.
    @Test func aModelsSoleReadersTakeNoObject() {
        let model = TwoPropertyModel()
        let host = ViewHost(RowView(model: model))
        for round in 1...3 {
            #expect(model.observedProperties.recordedReads(of: 0) == 1)
            #expect(model.observedProperties.recordedReads(of: 1) == 1)
            #expect(!model.observedProperties.keepsReadersObject(of: 0))
            #expect(!model.observedProperties.keepsReadersObject(of: 1))
            model.label = "b\(round)"
            model.isSelected.toggle()
            host.update()
            #expect(host.hostTree.snapshot().labels.contains { $0.hasPrefix("b\(round)") })
        }
    }

    /// A second view reading a model's property moves its sole reader into a `TrackedReaders`,
    /// and every change reaches both views.
    @Test func aSecondReaderOfAModelsPropertyJoinsTheFirst() {
        let model = TwoPropertyModel()
        let counts = BodyCounts()
        let host = ViewHost(VStack {
            LabelReader(name: "one", model: model, counts: counts)
            LabelReader(name: "two", model: model, counts: counts)
        })
        #expect(model.observedProperties.keepsReadersObject(of: 0))
        #expect(model.observedProperties.recordedReads(of: 0) == 2)
        for round in 1...3 {
            model.label = "c\(round)"
            host.update()
            #expect(counts["one"] == 1 + round && counts["two"] == 1 + round)
            let labels = host.hostTree.snapshot().labels
            #expect(labels.contains("one c\(round)") && labels.contains("two c\(round)"))
        }
        #expect(model.observedProperties.recordedReads(of: 0) == 2)
    }

    /// A model's sole reader whose telling is refused (a write during a body, reported) stays
    /// armed, and a read the issue handler makes meanwhile is kept after it (it joins the told
    /// reader in a `TrackedReaders`): the next change reaches both.
    @Test func aReadWhileAModelsSoleReaderIsToldIsKept() throws {
        let model = TwoPropertyModel()
        let counts = BodyCounts()
        var issues = 0
        let host = ViewHost(VStack {
            LabelReader(name: "reader", model: model, counts: counts)
            ModelWriterDuringBody(model: model)
        }, issueHandler: { _ in
            issues += 1
            _ = model.label
        })
        #expect(model.observedProperties.recordedReads(of: 0) == 1)
        let button = try #require(host.hostTree.snapshot().first(.button, labelled: "Write")?.id)
        try host.send(HostEvent(element: button, action: .tap))
        host.update()
        #expect(issues == 1)
        // The refused reader, then the writer's body, which the issue handler's read recorded.
        #expect(model.observedProperties.recordedReads(of: 0) == 2)
        #expect(model.observedProperties.keepsReadersObject(of: 0))
        let rendered = counts["reader"]
        model.label = "d"
        host.update()
        #expect(counts["reader"] == rendered + 1)
        #expect(host.hostTree.snapshot().labels.contains("reader d"))
    }

    /// A model's sole reader whose view is gone is dropped at the next change, which re-renders
    /// nothing, and the property takes a new sole reader inline.
    @Test func aModelsSoleReaderIsDroppedWhenItsNodeGoes() {
        let model = TwoPropertyModel()
        let shown = TrackedSource()
        let counts = BodyCounts()
        let host = ViewHost(ShownReader(shown: shown, model: model, counts: counts))
        #expect(model.observedProperties.recordedReads(of: 0) == 1)
        shown.value = 1
        shown.readers.valueDidChange()
        host.update()
        #expect(counts["reader"] == 1)
        model.label = "gone"
        host.update()
        #expect(model.observedProperties.recordedReads(of: 0) == 0)
        #expect(counts["reader"] == 1)
        shown.value = 0
        shown.readers.valueDidChange()
        host.update()
        #expect(counts["reader"] == 2)
        #expect(model.observedProperties.recordedReads(of: 0) == 1)
        #expect(!model.observedProperties.keepsReadersObject(of: 0))
        #expect(host.hostTree.snapshot().labels.contains("reader gone"))
    }

    struct LabelReader: View {
        let name: String
        let model: TwoPropertyModel
        let counts: BodyCounts
        var body: some View {
            counts.hit(name)
            return Text("\(name) \(model.label)")
        }
    }

    /// Writes the model's label in its body once its button is tapped (misuse, reported).
    struct ModelWriterDuringBody: View {
        let model: TwoPropertyModel
        @State private var writes = false
        var body: some View {
            if writes { model.label = "written" }
            return Button("Write") { writes = true }
        }
    }

    /// Shows a label reader while `shown` reads 0.
    struct ShownReader: View {
        let shown: TrackedSource
        let model: TwoPropertyModel
        let counts: BodyCounts
        var body: some View {
            VStack {
                if shown.read() == 0 {
                    LabelReader(name: "reader", model: model, counts: counts)
                }
            }
        }
    }

    /// Each tracked property of a model keeps its own readers, in the object for the first three
    /// and in an array for the others: a change re-runs only the views that read that property.
    @Test func everyTrackedPropertyKeepsItsOwnReaders() {
        let model = FivePropertyModel()
        let counts = BodyCounts()
        let host = ViewHost(VStack {
            PropertyReader(name: "first", counts: counts) { model.first }
            PropertyReader(name: "third", counts: counts) { model.third }
            PropertyReader(name: "fifth", counts: counts) { model.fifth }
        })
        for property in 0..<5 {
            #expect(model.recordedReads(ofProperty: property) == (property % 2 == 0 ? 1 : 0))
        }
        model.fifth = 50
        model.second = 20
        model.fourth = 40
        host.update()
        #expect(counts["first"] == 1 && counts["third"] == 1 && counts["fifth"] == 2)
        model.third = 30
        host.update()
        #expect(counts["first"] == 1 && counts["third"] == 2 && counts["fifth"] == 2)
        model.first = 10
        host.update()
        #expect(counts["first"] == 2 && counts["third"] == 2 && counts["fifth"] == 2)
        #expect(TextRenderer.render(host.hostTree.snapshot()).contains("first 10"))
    }

    struct PropertyReader: View {
        let name: String
        let counts: BodyCounts
        let read: @MainActor () -> Int
        var body: some View {
            counts.hit(name)
            return Text("\(name) \(read())")
        }
    }
}
