import Dispatch
import Testing

@testable import LoomObservation

/// The main-actor function an `@Observable` accessor calls without `MainActor.assumeIsolated`
/// runs only on the main actor; elsewhere it is not called and the caller learns so (`nil`), so
/// the accessor can hand the read or write to Observation's registrar instead.
@MainActor
struct MainActorEntryTests {
    final class Calls: @unchecked Sendable { var count = 0 }

    nonisolated static let double = MainActorEntry { @MainActor (call: (calls: Calls, value: Int)) -> Int in
        call.calls.count += 1
        return call.value * 2
    }

    @Test func onTheMainActorTheFunctionRuns() {
        let calls = Calls()
        #expect(Self.double.callIfOnMainActor((calls, 21)) == 42)
        #expect(calls.count == 1)
    }

    @Test func offTheMainActorItIsNotCalled() async {
        let calls = Calls()
        let result = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: Self.double.callIfOnMainActor((calls, 21)))
            }
        }
        #expect(result == nil)
        #expect(calls.count == 0)
    }
}
