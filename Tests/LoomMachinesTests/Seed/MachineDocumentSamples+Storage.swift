import Loom

// Step 8, as written: `UserDefaults` is swift-corelibs-foundation's on Linux (a property list
// under `~/.config`), so the document's storage needs no swap.

final class StorageReader: ChildMachine {
    typealias Input = Void
    typealias Output = Int

    var queue: MachineQueue { .main }

    func process(input: Input?, callback: @escaping Handler<Output>) {
        callback(
            UserDefaults.standard.integer(forKey: calculator_storage_name)
        )
    }
}

final class StorageWriter<Output>: ChildMachine {
    typealias Input = Int

    var queue: MachineQueue { .main }

    func process(input: Int?, callback: @escaping Handler<Output>) {
        if let input = input {
            UserDefaults.standard.set(input, forKey: calculator_storage_name)
        }
    }
}

final class Calculator: ChildMachine {
    typealias Input = Void
    typealias Output = Int

    private var state: Int

    init(initial: Int) {
        state = initial
    }

    var queue: MachineQueue { .main }

    func process(input: Input?, callback: @escaping Handler<Output>) {
        if input != nil {
            state += 1
        }
        callback(state)
    }
}
