import Loom

// Step 7, as written; inside a namespace only because step 10 redefines `Display`.
enum Step7 {
final class Display: ParentMachine {
    typealias Input = AppEvent
    typealias Output = AppEvent


    var child: Machine<AppEvent, AppEvent> {
        let window = UIApplication.shared.delegate!.window!!

        return Machine.merge(
                ~Logger(),
                window.outward { .set(.willChangeState) }
            ).inward { input in
                switch input {
                case .didChangeState(let val):
                    return .set("\(val)")
                case .willChangeState:
                    return .set()
                }
            }
    }
}
}

// Step 10, as written; its `... // ignoring code` is step 7's line, written out.
final class Display: ParentMachine {
    typealias Input = AppEvent
    typealias Output = AppEvent


    var child: Machine<AppEvent, AppEvent> {
        let window = UIApplication.shared.delegate!.window!! // the document's "... // ignoring code"

        return Machine.merge(
            StorageWriter().inward { input in
                switch input {
                case .willChangeState:
                    return .set()
                case .didChangeState(let val):
                    return .set(val)
                }
            },

            Machine.merge(
                ~Logger(),
                window.outward { .set(.willChangeState) }
            ).inward { input in
                switch input {
                case .didChangeState(let val):
                    return .set("\(val)")
                case .willChangeState:
                    return .set()
                }
            }
        )
    }
}
