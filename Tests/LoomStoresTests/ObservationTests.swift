import Loom
import Testing

/// The runtime tells Swift Observation exactly which fields changed.
@MainActor
struct StoreObservationTests {
    /// Runs `read` under observation tracking and reports whether a later change fired.
    @MainActor
    final class Fired {
        var value = false
    }

    func track(_ read: @escaping @MainActor () -> Void) -> Fired {
        let fired = Fired()
        withObservationTracking { read() } onChange: { MainActor.assumeIsolated { fired.value = true } }
        return fired
    }

    @Test func readingAFieldIsNotInvalidatedByAnotherFieldsChange() {
        let store = makeProfileStore()
        let fired = track { _ = store.name }
        store.dispatch(.birthday)
        #expect(store.age == 37)
        #expect(!fired.value)
    }

    @Test func readingAFieldIsInvalidatedByItsChange() {
        let store = makeProfileStore()
        let fired = track { _ = store.name }
        store.dispatch(.rename("Grace"))
        #expect(fired.value)
    }

    @Test func readingTheWholeStateIsInvalidatedByAnyChange() {
        let store = makeProfileStore()
        let fired = track { _ = store.state }
        store.dispatch(.birthday)
        #expect(fired.value)
    }

    @Test func writingAnEqualValueNotifiesNobody() {
        let store = makeProfileStore()
        var changes = 0
        let unsubscribe = store.addListener { _, _ in changes += 1 }
        let fired = track { _ = store.state }
        store.dispatch(.rename("Ada"))
        #expect(!fired.value)
        #expect(changes == 0)
        unsubscribe()
    }
}
