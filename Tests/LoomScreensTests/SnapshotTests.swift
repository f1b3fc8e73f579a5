import Loom
import LoomTestSupport
import Testing

/// Snapshots of views from named models, at several container sizes.
@MainActor
struct SnapshotTests {
    struct AViewModel: ViewModelWithState {
        enum Status { case ok, warning, error }
        let status: Status

        init?(state: AppState) { return nil }
        init(status: Status) { self.status = status }
    }

    final class AView: ElementView, ViewControllerModellableView {
        typealias VM = AViewModel
        private let label = LabelView()

        override func setup() { addSubview(label) }

        func update(oldModel: AViewModel?) {
            switch model?.status {
            case .error?:
                backgroundColor = HostColor(red: 1, green: 0.23, blue: 0.19, name: "red")
                label.text = "error"
            case .warning?:
                backgroundColor = HostColor(red: 1, green: 0.8, blue: 0, name: "yellow")
                label.text = "warning"
            case .ok?, nil:
                backgroundColor = HostColor(red: 0, green: 0.48, blue: 1, name: "blue")
                label.text = "ok"
            }
        }
    }

    var viewSnapshots: [AnyViewSnapshot] {
        [aViewTests]
    }

    var aViewTests: AnyViewSnapshot {
        ViewSnapshot<AView>(
            type: AView.self,
            container: .none,
            models: [
                "ok": AViewModel(status: .ok),
                "warning": AViewModel(status: .warning),
                "error": AViewModel(status: .error),
            ])
    }

    @Test func eachModelIsRenderedAtEachSize() {
        let names = aViewTests.render().map(\.name)
        #expect(names == [
            "AView-error-phone", "AView-error-tablet", "AView-ok-phone", "AView-ok-tablet",
            "AView-warning-phone", "AView-warning-tablet",
        ])
    }

    @Test func viewSnapshotsMatchTheRecordedText() throws {
        for snapshot in viewSnapshots {
            try snapshot.expectSnapshots(prefix: "tempura")
        }
    }

    @Test func aViewCanBeSnapshottedAsAPushedOrModalScreen() throws {
        let pushed = ViewSnapshot<AView>(
            type: AView.self, container: .navigationController, models: ["ok": AViewModel(status: .ok)],
            sizes: [.phone])
        let modal = ViewSnapshot<AView>(
            type: AView.self, container: .modal, models: ["error": AViewModel(status: .error)], sizes: [.phone])
        try pushed.expectSnapshots(prefix: "tempura-pushed")
        try modal.expectSnapshots(prefix: "tempura-modal")
    }
}
