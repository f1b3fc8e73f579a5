import Loom
import Testing

/// A controller that names the state fields its view model reads (`stateFields`) is updated only
/// after changes to them.
@MainActor
struct ViewControllerFieldTests {
    struct Slots: StoreState {
        var values = Array(repeating: 0, count: 100)
        var title = ""
    }

    struct Bump: StateUpdater {
        let slot: Int
        func updatedState(state: inout Slots) { state.values[slot] += 1 }
    }

    struct Retitle: StateUpdater {
        let title: String
        func updatedState(state: inout Slots) { state.title = title }
    }

    struct SlotViewModel: ViewModelWithState {
        var text: String
        init(state: Slots) { text = state.title }
        init(text: String) { self.text = text }
    }

    final class SlotView: ElementView, ViewControllerModellableView {
        typealias VM = SlotViewModel
        let label = LabelView()
        required init() { super.init(kind: .vstack) }
        override func setup() { addSubview(label) }
        func update(oldModel: SlotViewModel?) { label.text = model?.text ?? "" }
    }

    /// Shows one slot of the state; names that slot as its field unless `namesItsField` is false.
    final class SlotController: ViewController<SlotView> {
        let slot: Int
        let namesItsField: Bool
        var builds = 0

        init(slot: Int, namesItsField: Bool = true, store: AppStore) {
            self.slot = slot
            self.namesItsField = namesItsField
            super.init(store: store, connected: true)
        }

        override var stateFields: [PartialKeyPath<Slots>]? {
            namesItsField ? [\Slots.values[slot]] : nil
        }

        override func makeViewModel(state: Slots) -> SlotViewModel? {
            builds += 1
            return SlotViewModel(text: "\(state.values[slot])")
        }
    }

    @Test func ofOneHundredControllersEachOnItsOwnFieldOnlyTheChangedFieldsOneIsUpdated() {
        let store = AppStore<Slots>()
        let controllers = (0..<100).map { SlotController(slot: $0, store: store) }
        #expect(controllers.map(\.builds) == Array(repeating: 1, count: 100), "connecting applies the state once")
        store.dispatch(Bump(slot: 7))
        #expect(controllers.map(\.builds).reduce(0, +) == 101, "one more build, not 100")
        #expect(controllers[7].builds == 2)
        #expect(controllers[7].rootView.label.text == "1")
        store.dispatch(Retitle(title: "Slots"))
        #expect(controllers.map(\.builds).reduce(0, +) == 101, "no controller names the title")
    }

    @Test func aControllerThatNamesNoFieldsFollowsEveryChange() {
        let store = AppStore<Slots>()
        let controller = SlotController(slot: 3, namesItsField: false, store: store)
        store.dispatch(Bump(slot: 5))
        store.dispatch(Retitle(title: "Slots"))
        #expect(controller.builds == 3)
    }

    @Test func aDisconnectedControllerLeavesItsFieldAndReconnectingFollowsItAgain() {
        let store = AppStore<Slots>()
        let controller = SlotController(slot: 2, store: store)
        controller.connected = false
        store.dispatch(Bump(slot: 2))
        #expect(controller.builds == 1)
        #expect(controller.rootView.label.text == "0")
        controller.connected = true
        #expect(controller.rootView.label.text == "1", "connecting applies the current state")
        store.dispatch(Bump(slot: 2))
        #expect(controller.rootView.label.text == "2")
        #expect(controller.builds == 3)
    }
}
