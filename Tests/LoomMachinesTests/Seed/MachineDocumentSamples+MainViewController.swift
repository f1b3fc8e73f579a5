import Loom

// Step 5, as written: a main-actor view controller conforms with no `nonisolated` and no
// `assumeIsolated`, because `ChildMachine` is a main-actor protocol.

extension MainViewController: ChildMachine {
    typealias Input = String
    typealias Output = Void

    var queue: MachineQueue { .main }

    func process(input: String?, callback: @escaping Handler<Void>) {
        label.text = "\(input ?? "loading")"
        listener = { callback(Void()) }
    }
}
