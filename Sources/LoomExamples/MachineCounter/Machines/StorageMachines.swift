import Loom

extension MachineCounter {
    /// Reads the stored number once, when the flow starts, and emits it.
    ///
    /// A corrupt file is reported, moved aside (never deleted) and read as 0.
    final class StorageReader: ChildMachine {
        typealias Input = Void
        typealias Output = Int

        var queue: MachineQueue { .main }
        private let store: FileKeyValueStore
        private let report: @Sendable (String) -> Void

        init(store: FileKeyValueStore, report: @escaping @Sendable (String) -> Void) {
            self.store = store
            self.report = report
        }

        func process(input: Void?, callback: @escaping Handler<Int>) {
            guard input == nil else { return }
            do {
                callback(try store.integer(forKey: MachineCounter.storageKey))
            } catch .corrupt(let file, let reason) {
                do {
                    let aside = try store.moveCorruptFileAside()
                    report("storage: \(file) is corrupt (\(reason)); moved it to \(aside.path); starting from 0")
                } catch {
                    report("storage: \(file) is corrupt (\(reason)) and could not be moved aside: \(error); starting from 0")
                }
                callback(0)
            } catch {
                report("storage: \(error); starting from 0")
                callback(0)
            }
        }
    }

    /// Stores every number it receives.
    final class StorageWriter<Output>: ChildMachine {
        typealias Input = Int

        var queue: MachineQueue { .main }
        private let store: FileKeyValueStore
        private let report: @Sendable (String) -> Void

        init(store: FileKeyValueStore, report: @escaping @Sendable (String) -> Void) {
            self.store = store
            self.report = report
        }

        func process(input: Int?, callback: @escaping Handler<Output>) {
            guard let input else { return }
            do {
                try store.set(input, forKey: MachineCounter.storageKey)
            } catch {
                report("storage: \(error); \(input) was not saved")
            }
        }
    }
}
