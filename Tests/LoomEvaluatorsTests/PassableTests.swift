import Loom
import Testing

@MainActor
@Suite struct PassableTests {
    @Test func passableStringPassesEveryAssignmentToItsSubscribers() {
        let character = PassableString()
        var received: [String?] = []
        let behavior = character.subject.sink { received.append($0) }

        character.string = "🐣"
        character.string = "🐣"
        character.string = nil

        #expect(received == ["🐣", "🐣", nil])
        _ = behavior
    }

    @Test func passablesDoNotReplayEarlierValuesToLaterSubscribers() {
        let number = PassableDouble()
        number.double = 1
        var received: [Double?] = []
        let behavior = number.subject.sink { received.append($0) }

        number.double = 2

        #expect(received == [2])
        _ = behavior
    }

    @Test func passableBoolPassesItsFlag() {
        let flag = PassableBool()
        var received: [Bool?] = []
        let behavior = flag.subject.sink { received.append($0) }

        flag.bool = true

        #expect(received == [true])
        _ = behavior
    }

    @Test func pleaseReachesEverySubscriberOncePerCall() {
        let justDoSomething = PassablePlease()
        var first = 0
        var second = 0
        let behaviors = [
            justDoSomething.subject.sink { first += 1 },
            justDoSomething.subject.sink { second += 1 },
        ]

        justDoSomething.please()
        justDoSomething.please()

        #expect(first == 2)
        #expect(second == 2)
        _ = behaviors
    }

    @Test func releasingABehaviorEndsItsSubscription() {
        let character = PassableString()
        var received: [String?] = []
        var behavior: Behavior? = character.subject.sink { received.append($0) }
        character.string = "a"

        behavior = nil
        character.string = "b"

        #expect(received == ["a"])
        #expect(behavior == nil)
    }

    @Test func passableStepGivesANewSubscriberTheCurrentStepThenEveryLaterOne() {
        let current = PassableStep(CounterStep.loading)
        current.step = .counting(CounterConfiguration(count: 1))
        var received: [CounterStep] = []
        let behavior = current.subject.sink { received.append($0) }

        current.step = .counting(CounterConfiguration(count: 2))

        #expect(received == [.counting(CounterConfiguration(count: 1)), .counting(CounterConfiguration(count: 2))])
        #expect(current.step == .counting(CounterConfiguration(count: 2)))
        _ = behavior
    }
}
