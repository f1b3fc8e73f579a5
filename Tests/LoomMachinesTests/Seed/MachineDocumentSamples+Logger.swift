import Loom

// Step 4, as written.

final class Logger<Output>: ChildMachine {
    typealias Input = String

    let queue: MachineQueue = .main

    func process(input: String?, callback: @escaping Handler<Output>) {
        print("\(input ?? "loading")")
    }
}
