// The Tempura document's snapshot testing sample, as written, against `import Loom`. Swaps,
// each marked `// Swap:` where made:
// - `import Tempura` / `import TempuraTesting` → `import Loom` / `import LoomTesting`.
// - `UIView` → `ElementView`, whose phases are `override`s; `model` is optional.
// - The test class declares its one test method: Linux's XCTest runs only declared ones.
// Snapshots are text renderings in `__Snapshots__/Test-AView-<model>-<size>.txt`.
import Loom
import LoomTesting

struct AViewModel: ViewModelWithState {
  enum Status {
    case ok, warning, error
  }

  let status: Status

  // Swap: `fatalError()` → `nil`: Loom's `init(state:)` may decline, and a snapshot model is
  // never built from the app state.
  init?(state: CounterState) {
    return nil
  }

  init(status: Status) {
    self.status = status
  }
}

// Swap: UIView → ElementView.
class AView: ElementView, ViewControllerModellableView {
  typealias VM = AViewModel

  // MARK: Setup
  override func setup() {}
  override func style() {}

  // MARK: Update
  func update(oldModel: AViewModel?) {
    // Swap: `model` is optional.
    switch self.model?.status {
    case .error:
      self.backgroundColor = .red

    case .warning:
      self.backgroundColor = .yellow

    case .ok:
      self.backgroundColor = .blue

    case nil:
      self.backgroundColor = nil
    }
  }

  // MARK: Layout
  public override func layoutSubviews() {}
}

class Test: SnapshotTestCase {
  override var viewSnapshots: [AnyViewSnapshot] {
    return [
      self.aViewTests
      // add others here
    ]
  }

  var aViewTests: AnyViewSnapshot {
    return ViewSnapshot<AView>(
      type: AView.self,
      container: .none,
      models: [
        "ok": AViewModel(status: .ok),
        "warning": AViewModel(status: .warning),
        "error": AViewModel(status: .error)
      ])
  }

  // Swap: declared here (see the top of the file).
  func testViewSnapshots() async throws {
    try verifyViewSnapshots()
  }
}
