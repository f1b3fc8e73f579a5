import Loom
import LoomTestSupport
import Testing

struct FieldShapes: StoreState {
    struct Inner: Equatable { var x = 1; var label = "a" }
    enum Mode: Equatable { case on, off(Int) }
    var flag = false
    var inner = Inner()
    var pair: (Int, String) = (1, "p")
    var optional: Int? = nil
    var mode = Mode.on
    var ratio = 0.5
    var words: [String] = []
    var small: Int8 = 1
    var observed = 0 { didSet {} }
    static func == (l: FieldShapes, r: FieldShapes) -> Bool {
        l.flag == r.flag && l.inner == r.inner && l.pair == r.pair && l.optional == r.optional
            && l.mode == r.mode && l.ratio == r.ratio && l.words == r.words && l.small == r.small && l.observed == r.observed
    }
}

struct MutateShapes: StateUpdater {
    let body: @Sendable (inout FieldShapes) -> Void
    func updatedState(state: inout FieldShapes) { body(&state) }
}

/// Store fields of many shapes are read in place and re-render their readers when they change.
@MainActor
struct StoreFieldShapesTests {
    struct ShapesView: View {
        let store: Store<FieldShapes, any Dispatchable>
        var body: some View {
            VStack {
                Text("flag \(store.flag) x \(store.inner.x) label \(store.inner.label) p1 \(store.pair.1) opt \(String(describing: store.optional))")
                Text("mode \(String(describing: store.mode)) ratio \(store.ratio) words \(store.words.joined(separator: ",")) small \(store.small) obs \(store.observed)")
            }
        }
    }

    @Test func fieldsOfManyShapesAreReadAndTracked() {
        let store = Store<FieldShapes, any Dispatchable>()
        let ui = ViewHarness(ShapesView(store: store))
        #expect(ui.text.contains("flag false x 1 label a p1 p opt nil"))
        let steps: [(@Sendable (inout FieldShapes) -> Void, String)] = [
            ({ $0.flag = true }, "flag true"),
            ({ $0.inner.x = 7 }, "x 7"),
            ({ $0.inner.label = "zz" }, "label zz"),
            ({ $0.pair.1 = "q" }, "p1 q"),
            ({ $0.optional = 3 }, "opt Optional(3)"),
            ({ $0.mode = .off(4) }, "mode off(4)"),
            ({ $0.ratio = -0.0 }, "ratio -0.0"),
            ({ $0.words = ["a", "b"] }, "words a,b"),
            ({ $0.small = -2 }, "small -2"),
            ({ $0.observed = 9 }, "obs 9"),
        ]
        for (mutation, expected) in steps {
            store.dispatch(MutateShapes(body: mutation))
            #expect(ui.text.contains(expected), "\(expected): \(ui.text)")
        }
    }
}
