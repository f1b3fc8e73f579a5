import Loom
import LoomTestSupport
import Testing

/// Screens with local state.
@MainActor
struct LocalStateTests {
    struct Selection: LocalState {
        var selected = "none"
    }

    struct DetailModel: ViewModelWithLocalState {
        typealias StateType = AppState
        var text: String
        init(state: AppState?, localState: Selection) {
            text = "\(state.map { "count \($0.counter)" } ?? "no state"), selected \(localState.selected)"
        }
    }

    final class DetailView: ElementView, ViewControllerModellableView {
        let label = LabelView()
        required init() { super.init(kind: .container) }
        override func setup() { addSubview(label) }
        func update(oldModel: DetailModel?) { label.text = model?.text ?? "" }
    }

    final class DetailController: ViewControllerWithLocalState<DetailView> {}

    @Test func aLocalStateChangeUpdatesTheViewAtOnceEvenWhenDisconnected() async throws {
        let store = makeStore()
        let controller = DetailController(store: store, localState: Selection())
        controller.localState.selected = "apple"
        #expect(controller.rootView.label.text == "no state, selected apple")
        controller.connected = true
        controller.connected = false
        try await store.dispatch(Increment())
        controller.localState.selected = "pear"
        #expect(controller.rootView.label.text == "count 0, selected pear")
    }

    @Test func localStateSurvivesLaterGlobalUpdates() async throws {
        let store = makeStore()
        let controller = DetailController(store: store, localState: Selection(), connected: true)
        controller.localState.selected = "apple"
        try await store.dispatch(Increment())
        #expect(controller.rootView.label.text == "count 1, selected apple")
        #expect(controller.localState.selected == "apple")
    }
}
