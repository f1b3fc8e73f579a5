import Loom

extension TempuraCounter {
    /// The counter view's snapshot cases: named models at two container sizes. The tests
    /// compare their text renderings; the gallery screen shows them for browser screenshots.
    @MainActor
    public static var counterViewSnapshots: ViewSnapshot<CounterView> {
        func model(_ counter: Int) -> CounterViewModel {
            var state = CounterState()
            state.counter = counter
            return CounterViewModel(state: state)
        }
        return ViewSnapshot(
            type: CounterView.self, container: .none,
            models: ["zero": model(0), "positive": model(42), "negative": model(-7)],
            sizes: [SnapshotSize("compact", width: 320, height: 170), SnapshotSize("regular", width: 560, height: 170)])
    }

    /// A screen listing every counter-view snapshot under its name.
    public final class SnapshotGalleryController: ScreenController, Routable {
        /// The gallery, each snapshot under a label with its name.
        public init() {
            let list = StackView(axis: .vertical)
            list.spacing = 12
            list.addSubview(LabelView(text: "Counter view snapshots"))
            for snapshot in TempuraCounter.counterViewSnapshots.makeViews() {
                list.addSubview(LabelView(text: snapshot.name))
                list.addSubview(snapshot.view)
            }
            super.init(view: list)
        }

        /// `snapshots`.
        public var routeIdentifier: RouteElementIdentifier { Screen.snapshots.rawValue }
    }
}
